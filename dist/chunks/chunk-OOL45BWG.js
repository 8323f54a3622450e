import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/image/reference.ts
var ImageReferenceError = class extends Error {
  name = "ImageReferenceError";
};
var MAX_NAME_LENGTH = 255;
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?$`);
var PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
var TAG = /^[\w][\w.-]{0,127}$/;
var SHA256 = /^sha256:[0-9a-f]{64}$/;
function parseImageReference(input, options = {}) {
  const requireDigest = options.requireDigest ?? true;
  const shown = JSON.stringify(input);
  if (input.length === 0) throw new ImageReferenceError("image reference is empty");
  const bad = /[^\x21-\x7e]/.exec(input);
  if (bad) {
    const code = bad[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
    const what = /\s/.test(bad[0]) ? "whitespace" : bad[0] < " " || bad[0] === "\x7F" ? "a control character" : "a non-ASCII character";
    throw new ImageReferenceError(`image reference ${shown} contains ${what} (U+${code}) at offset ${bad.index}`);
  }
  let rest = input;
  let digest;
  const at = rest.indexOf("@");
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    checkDigest(digest, shown);
  } else if (requireDigest) {
    throw new ImageReferenceError(
      `image reference ${shown} is not pinned: append @sha256:<64 lower-case hex digits> (a tag alone can be moved)`
    );
  }
  let tag;
  const lastSlash = rest.lastIndexOf("/");
  const colon = rest.indexOf(":", lastSlash + 1);
  if (colon !== -1) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!TAG.test(tag)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid tag ${JSON.stringify(tag)}: use letters, digits, '_', '.', '-' (at most 128, not starting with '.' or '-')`
      );
    }
  }
  const name = rest;
  if (name.length === 0) throw new ImageReferenceError(`image reference ${shown} has no repository name`);
  if (name.length > MAX_NAME_LENGTH) {
    throw new ImageReferenceError(`image reference ${shown} has a name longer than ${MAX_NAME_LENGTH} characters`);
  }
  const parts = name.split("/");
  let registry;
  if (parts.length > 1 && looksLikeRegistry(parts[0])) {
    registry = parts.shift();
    if (!DOMAIN.test(registry)) {
      throw new ImageReferenceError(`image reference ${shown} has an invalid registry ${JSON.stringify(registry)}`);
    }
  }
  for (const part of parts) {
    if (!PATH_COMPONENT.test(part)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid path component ${JSON.stringify(part)}: use lower-case letters and digits separated by '.', '_', '__' or '-'`
      );
    }
  }
  return { name, registry, repository: parts.join("/"), tag, digest };
}
function checkDigest(digest, shown) {
  if (SHA256.test(digest)) return;
  const sep = digest.indexOf(":");
  const algorithm = sep === -1 ? "" : digest.slice(0, sep);
  const hex = digest.slice(sep + 1);
  let why;
  if (sep === -1) why = "it has no algorithm prefix; expected sha256:<hex>";
  else if (algorithm !== "sha256") why = `algorithm ${JSON.stringify(algorithm)} is not allowed; only sha256 is`;
  else if (/[A-F]/.test(hex) && /^[0-9a-fA-F]*$/.test(hex)) why = "the hex digits must be lower-case";
  else if (!/^[0-9a-f]*$/.test(hex)) why = "the digest has characters other than hex digits";
  else why = `the digest has ${hex.length} hex digits; sha256 has 64`;
  throw new ImageReferenceError(`image reference ${shown} has an invalid digest: ${why}`);
}
function looksLikeRegistry(component) {
  return component.includes(".") || component.includes(":") || component === "localhost" || component !== component.toLowerCase();
}
function shortDigest(digest, length = 12) {
  const hex = digest.slice(digest.indexOf(":") + 1);
  return hex.slice(0, length);
}

export {
  ImageReferenceError,
  parseImageReference,
  shortDigest
};
//# sourceMappingURL=chunk-OOL45BWG.js.map
