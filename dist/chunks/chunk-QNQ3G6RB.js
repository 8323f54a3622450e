import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-JT2VRZOZ.js";

// src/github/repo-ref.ts
function parseRepo(value, input) {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(value);
  if (!match || match[2] === "." || match[2] === "..") {
    throw new InputError(`Invalid ${input} ${JSON.stringify(value)}. Expected format {owner}/{repo}.`);
  }
  return { owner: match[1], repo: match[2] };
}
function fullNameOf(ref) {
  return `${ref.owner}/${ref.repo}`;
}

export {
  parseRepo,
  fullNameOf
};
//# sourceMappingURL=chunk-QNQ3G6RB.js.map
