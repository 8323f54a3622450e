import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  finishRelease,
  openRelease
} from "../chunks/chunk-JM3ZKTXM.js";
import "../chunks/chunk-KTW7WBSA.js";
import "../chunks/chunk-5NTH4UWN.js";
import "../chunks/chunk-L5IDWHHO.js";
import "../chunks/chunk-YD7INGMN.js";
import "../chunks/chunk-6BCRT4SI.js";
import "../chunks/chunk-CYFOBWU3.js";
import "../chunks/chunk-2D3FJMTP.js";
import "../chunks/chunk-FJDAZUGU.js";
import "../chunks/chunk-YKJKAG3S.js";
import "../chunks/chunk-EY4T7JHP.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-IOZQ6GHV.js";
import "../chunks/chunk-5I2F5V2N.js";
import "../chunks/chunk-LV3F5KSS.js";
import "../chunks/chunk-ZF2THGNK.js";
export {
  finishRelease,
  openRelease
};
//# sourceMappingURL=open.js.map
