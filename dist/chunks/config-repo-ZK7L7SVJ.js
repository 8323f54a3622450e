import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-2D3FJMTP.js";
import "./chunk-FJDAZUGU.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-AESMGRGR.js";
import "./chunk-IOZQ6GHV.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  configRepo
};
//# sourceMappingURL=config-repo-ZK7L7SVJ.js.map
