import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/errors.ts
var InputError = class extends Error {
  name = "InputError";
};
function isInputError(error) {
  return error instanceof Error && error.name === "InputError";
}
function describeError(error) {
  if (!(error instanceof Error)) return { message: messageOf(error) };
  const cause = error.cause === void 0 ? void 0 : messageOf(error.cause);
  return cause === void 0 ? { message: messageOf(error) } : { message: messageOf(error), cause };
}
function messageOf(error) {
  const text = error instanceof Error ? error.message : String(error);
  if (text.trim() !== "") return text;
  if (!(error instanceof Error)) return "an empty error was thrown";
  const { status, request } = error;
  const where = typeof request?.method === "string" && typeof request.url === "string" ? ` from ${request.method} ${request.url.split("?")[0]}` : "";
  return `${error.name}${typeof status === "number" ? ` ${status}` : ""}${where} (no message given)`;
}

export {
  InputError,
  isInputError,
  describeError,
  messageOf
};
