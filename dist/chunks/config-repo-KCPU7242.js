import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-MGW7KE5Q.js";
import "./chunk-AESMGRGR.js";
import "./chunk-BDTFFKMS.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-IOZQ6GHV.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  configRepo
};
//# sourceMappingURL=config-repo-KCPU7242.js.map
