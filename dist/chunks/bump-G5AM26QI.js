import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-DBTDQUIO.js";
import "./chunk-77PJJIOU.js";
import "./chunk-LNGZ6GZV.js";
import "./chunk-FROG4N7K.js";
import "./chunk-F5L47VYI.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-YD7INGMN.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  bumpImage,
  changedLines,
  readImage
};
//# sourceMappingURL=bump-G5AM26QI.js.map
