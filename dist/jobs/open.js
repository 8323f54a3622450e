import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  finishRelease,
  openRelease
} from "../chunks/chunk-KJYPSBFI.js";
import "../chunks/chunk-EX744FXL.js";
import "../chunks/chunk-SB3CFYJD.js";
import "../chunks/chunk-YTNNEONG.js";
import "../chunks/chunk-5I2F5V2N.js";
import "../chunks/chunk-QNQ3G6RB.js";
import "../chunks/chunk-374NM77F.js";
import "../chunks/chunk-CYFOBWU3.js";
import "../chunks/chunk-5NTH4UWN.js";
import "../chunks/chunk-YKJKAG3S.js";
import "../chunks/chunk-UWD5GX2V.js";
import "../chunks/chunk-H4ECVHA2.js";
import "../chunks/chunk-OZNUYQ6Q.js";
import "../chunks/chunk-L5IDWHHO.js";
import "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";
export {
  finishRelease,
  openRelease
};
//# sourceMappingURL=open.js.map
