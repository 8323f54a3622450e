import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/manifest/types.ts
var ManifestError = class extends Error {
  name = "ManifestError";
  code;
  /** 0-based document index, when the problem is in one document. */
  documentIndex;
  /** 1-based line, when known. */
  line;
  constructor(message, code, where = {}) {
    super(message);
    this.code = code;
    this.documentIndex = where.documentIndex;
    this.line = where.line;
  }
};

export {
  ManifestError
};
//# sourceMappingURL=chunk-YD7INGMN.js.map
