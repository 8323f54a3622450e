import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  unicodeEscape
} from "./chunk-AESMGRGR.js";

// src/markdown/escape.ts
var MARKDOWN_SPECIAL = /[&<>"'`*_[\]|~\\@#$]/g;
function mdText(value) {
  return oneLine(value).replace(MARKDOWN_SPECIAL, (c) => `&#${c.codePointAt(0)};`);
}
function mdCode(value) {
  return `<code>${mdText(value)}</code>`;
}
function mdLink(label, url) {
  if (!/^https?:\/\//.test(url)) return mdText(label);
  return `[${mdText(label)}](${encodeURI(decodeURI(url)).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)})`;
}
function oneLine(value) {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, " ");
}
function logValue(value) {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, unicodeEscape);
}
function mdFence(value, lang = "") {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${lang}
${value.replace(/\r\n?/g, "\n")}
${fence}`;
}

export {
  mdText,
  mdCode,
  mdLink,
  oneLine,
  logValue,
  mdFence
};
//# sourceMappingURL=chunk-VG7DCJR7.js.map
