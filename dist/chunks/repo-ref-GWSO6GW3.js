import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  fullNameOf,
  parseRepo
} from "./chunk-QNQ3G6RB.js";
import "./chunk-JT2VRZOZ.js";
import "./chunk-ZF2THGNK.js";
export {
  fullNameOf,
  parseRepo
};
//# sourceMappingURL=repo-ref-GWSO6GW3.js.map
