import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-PQMV33GM.js";
import "./chunk-K5RQ3KCM.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-AESMGRGR.js";
import "./chunk-IOZQ6GHV.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  configRepo
};
//# sourceMappingURL=config-repo-57LANSWO.js.map
