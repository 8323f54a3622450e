import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/errors.ts
var InputError = class extends Error {
  name = "InputError";
};
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause === void 0 ? void 0 : messageOf(error.cause);
  return cause === void 0 ? { message: error.message } : { message: error.message, cause };
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  InputError,
  describeError,
  messageOf
};
//# sourceMappingURL=chunk-467EEYIQ.js.map
