import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  unicodeEscape
} from "./chunk-5DKD7HP4.js";

// src/markdown/escape.ts
function logValue(value) {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, unicodeEscape);
}

export {
  logValue
};
