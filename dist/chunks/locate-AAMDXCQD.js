import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  locate,
  locateImages
} from "./chunk-LIBPZBN4.js";
import "./chunk-374NM77F.js";
import "./chunk-ZDSQULYL.js";
import "./chunk-H4ECVHA2.js";
import "./chunk-CFIP2K3Z.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  locate,
  locateImages
};
//# sourceMappingURL=locate-AAMDXCQD.js.map
