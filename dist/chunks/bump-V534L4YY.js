import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage,
  changedLines,
  readImage
} from "./chunk-BKVLK3US.js";
import "./chunk-5SMEVN6T.js";
import "./chunk-374NM77F.js";
import "./chunk-HJQCTHQ6.js";
import "./chunk-BQY4LLO3.js";
import "./chunk-75IRTKFL.js";
import "./chunk-H4ECVHA2.js";
import "./chunk-FROG4N7K.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-AESMGRGR.js";
import "./chunk-ZF2THGNK.js";
export {
  bumpImage,
  changedLines,
  readImage
};
//# sourceMappingURL=bump-V534L4YY.js.map
