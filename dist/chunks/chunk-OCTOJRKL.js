import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  unicodeEscape
} from "./chunk-AESMGRGR.js";

// src/gate/reasons.ts
function fileReason(code, file, line, message) {
  return { code, file, line, message: asciiOnly(message) };
}
function prReason(code, message) {
  return { code, message: asciiOnly(message) };
}
function asciiOnly(text) {
  return text.replace(/[^\x20-\x7e]/gu, unicodeEscape);
}

// src/text/plural.ts
function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

export {
  fileReason,
  prReason,
  asciiOnly,
  plural
};
//# sourceMappingURL=chunk-OCTOJRKL.js.map
