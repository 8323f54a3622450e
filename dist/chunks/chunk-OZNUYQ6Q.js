import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ImageReferenceError,
  parseImageReference
} from "./chunk-L5IDWHHO.js";
import {
  InputError
} from "./chunk-JT2VRZOZ.js";

// src/settings/parsers.ts
function parseDuration(value, label) {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (value.trim() === "" || !match) {
    throw new InputError(`${label} must be a duration such as 90s, 15m or 1h30m, got ${JSON.stringify(value)}.`);
  }
  const [, h = "0", m = "0", s = "0"] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1e3;
}
function parseCount(value, label, max = Number.MAX_SAFE_INTEGER) {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    const range = max >= Number.MAX_SAFE_INTEGER ? "a positive whole number" : `a whole number from 1 to ${max}`;
    throw new InputError(`${label} must be ${range}, got ${JSON.stringify(value)}.`);
  }
  return Number(value);
}
function parseImageInput(image, label) {
  try {
    return parseImageReference(image);
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`${label}: ${error.message}.`);
    throw error;
  }
}

export {
  parseDuration,
  parseCount,
  parseImageInput
};
//# sourceMappingURL=chunk-OZNUYQ6Q.js.map
