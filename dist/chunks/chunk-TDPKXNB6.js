import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/commit-sha.ts
function isCommitSha(value) {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
function shortSha(value) {
  return isCommitSha(value) ? value.slice(0, 7) : value;
}

export {
  isCommitSha,
  shortSha
};
//# sourceMappingURL=chunk-TDPKXNB6.js.map
