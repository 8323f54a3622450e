import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/text/unicode.ts
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function utf8Text(bytes) {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return void 0;
  }
}
function unicodeEscape(char) {
  const cp = char.codePointAt(0) ?? 0;
  return cp > 65535 ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, "0")}`;
}
function codePointLabel(cp) {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

export {
  utf8Text,
  unicodeEscape,
  codePointLabel
};
//# sourceMappingURL=chunk-AESMGRGR.js.map
