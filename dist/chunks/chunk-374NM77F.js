import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/manifest/types.ts
var ManifestError = class extends Error {
  name = "ManifestError";
  code;
  /** 0-based document index, when the problem is in one document. */
  documentIndex;
  /** 1-based line, when known. */
  line;
  /** The reason code the gate gives for the same file, when the edit refuses as the gate would. */
  gateCode;
  constructor(message, code, where = {}) {
    super(message);
    this.code = code;
    this.documentIndex = where.documentIndex;
    this.line = where.line;
    this.gateCode = where.gateCode;
  }
};

export {
  ManifestError
};
//# sourceMappingURL=chunk-374NM77F.js.map
