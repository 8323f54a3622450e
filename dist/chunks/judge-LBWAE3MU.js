import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  DEFAULT_LIMITS,
  forEachLimit,
  judgeChanges
} from "./chunk-6A7RTCZU.js";
import "./chunk-WPN4SIEJ.js";
import "./chunk-VF3DKNNK.js";
import "./chunk-AQ3QN722.js";
import "./chunk-B6TMNZ3Y.js";
import "./chunk-Z57IGCH3.js";
import "./chunk-OCTOJRKL.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-YD7INGMN.js";
import "./chunk-FROG4N7K.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-JT2VRZOZ.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  DEFAULT_LIMITS,
  forEachLimit,
  judgeChanges
};
//# sourceMappingURL=judge-LBWAE3MU.js.map
