import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  finishRelease,
  runAction
} from "./chunk-TNFDBTKA.js";
import "./chunk-K3WKZVFW.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-YD7INGMN.js";
import "./chunk-TTTPNTVM.js";
import "./chunk-CYFOBWU3.js";
import "./chunk-TDPKXNB6.js";
import "./chunk-3T4QNADS.js";
import "./chunk-EY4T7JHP.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-5SOYNYOH.js";
import "./chunk-M4DLBHG3.js";
import "./chunk-MGW7KE5Q.js";
import "./chunk-AESMGRGR.js";
import "./chunk-BDTFFKMS.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-IOZQ6GHV.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  finishRelease,
  runAction
};
//# sourceMappingURL=action-AHTMCFKQ.js.map
