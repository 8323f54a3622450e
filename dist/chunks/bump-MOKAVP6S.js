import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-DZNYRPE2.js";
import "./chunk-V5THVFQR.js";
import "./chunk-LNGZ6GZV.js";
import "./chunk-FROG4N7K.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-YD7INGMN.js";
import "./chunk-F5L47VYI.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  bumpImage,
  changedLines,
  readImage
};
//# sourceMappingURL=bump-MOKAVP6S.js.map
