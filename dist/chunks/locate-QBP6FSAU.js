import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  locate,
  locateImages,
  locateParsed
} from "./chunk-Z57IGCH3.js";
import "./chunk-YD7INGMN.js";
import "./chunk-FROG4N7K.js";
import "./chunk-ZF2THGNK.js";
export {
  locate,
  locateImages,
  locateParsed
};
//# sourceMappingURL=locate-QBP6FSAU.js.map
