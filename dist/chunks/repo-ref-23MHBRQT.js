import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  fullNameOf,
  parseRepo
} from "./chunk-IOZQ6GHV.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  fullNameOf,
  parseRepo
};
//# sourceMappingURL=repo-ref-23MHBRQT.js.map
