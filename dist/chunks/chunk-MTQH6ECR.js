import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-JT2VRZOZ.js";

// src/gate/policy.ts
var DEFAULT_PATHS = ["**/*.yaml", "**/*.yml"];
function validatePaths(globs, input) {
  if (globs.length === 0) return DEFAULT_PATHS;
  for (const glob of globs) {
    if (glob.startsWith("/") || glob.startsWith("./") || /[\x00-\x1f\\]/.test(glob)) {
      throw new InputError(
        `${input}: glob ${JSON.stringify(glob)} must be relative to the repository root, with '/' separators, like apps/**/*.yaml.`
      );
    }
  }
  return globs;
}

export {
  validatePaths
};
//# sourceMappingURL=chunk-MTQH6ECR.js.map
