import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-VF3DKNNK.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/gate/path-matcher.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function pathMatcher(globs) {
  const match = (0, import_picomatch.default)([...globs], { dot: false });
  return (path) => match(path);
}

export {
  pathMatcher
};
//# sourceMappingURL=chunk-WPN4SIEJ.js.map
