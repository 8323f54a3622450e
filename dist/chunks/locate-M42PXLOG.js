import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  locate,
  locateImages
} from "./chunk-5SMEVN6T.js";
import "./chunk-374NM77F.js";
import "./chunk-75IRTKFL.js";
import "./chunk-H4ECVHA2.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  locate,
  locateImages
};
//# sourceMappingURL=locate-M42PXLOG.js.map
