import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-3HEDHFEF.js";
import "./chunk-B6TMNZ3Y.js";
import "./chunk-Z57IGCH3.js";
import "./chunk-OCTOJRKL.js";
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
//# sourceMappingURL=bump-7CEXIRLV.js.map
