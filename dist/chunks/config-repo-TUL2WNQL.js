import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-SB3CFYJD.js";
import "./chunk-YTNNEONG.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-QNQ3G6RB.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-JT2VRZOZ.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  configRepo
};
//# sourceMappingURL=config-repo-TUL2WNQL.js.map
