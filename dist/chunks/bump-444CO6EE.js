import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-YXWMLVB2.js";
import "./chunk-NPTT4Y7Y.js";
import "./chunk-Z57IGCH3.js";
import "./chunk-F5L47VYI.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-YD7INGMN.js";
import "./chunk-FROG4N7K.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  bumpImage,
  changedLines,
  readImage
};
//# sourceMappingURL=bump-444CO6EE.js.map
