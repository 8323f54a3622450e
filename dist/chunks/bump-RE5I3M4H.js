import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-PFIAPHQC.js";
import "./chunk-LIBPZBN4.js";
import "./chunk-374NM77F.js";
import "./chunk-HJQCTHQ6.js";
import "./chunk-2I3GIPP2.js";
import "./chunk-ZDSQULYL.js";
import "./chunk-H4ECVHA2.js";
import "./chunk-CFIP2K3Z.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  bumpImage,
  changedLines,
  readImage
};
//# sourceMappingURL=bump-RE5I3M4H.js.map
