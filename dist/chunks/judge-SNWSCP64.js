import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  DEFAULT_LIMITS,
  forEachLimit,
  judgeChanges
} from "./chunk-IPB42D66.js";
import "./chunk-WPN4SIEJ.js";
import "./chunk-VF3DKNNK.js";
import "./chunk-ETICC4UO.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-HJQCTHQ6.js";
import "./chunk-2I3GIPP2.js";
import "./chunk-ZDSQULYL.js";
import "./chunk-H4ECVHA2.js";
import "./chunk-CFIP2K3Z.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-JT2VRZOZ.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  DEFAULT_LIMITS,
  forEachLimit,
  judgeChanges
};
//# sourceMappingURL=judge-SNWSCP64.js.map
