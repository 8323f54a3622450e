import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  codePointLabel
} from "./chunk-AESMGRGR.js";

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
    const code = codePointLabel(bad[0].codePointAt(0));
    const what = /\s/.test(bad[0]) ? "whitespace" : bad[0] < " " || bad[0] === "\x7F" ? "a control character" : "a non-ASCII character";
    throw new ImageReferenceError(`image reference ${shown} contains ${what} (${code}) at offset ${bad.index}`);
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
function digestProblem(digest) {
  if (SHA256.test(digest)) return void 0;
  const sep = digest.indexOf(":");
  if (sep === -1) return { kind: "algorithm", algorithm: void 0 };
  const algorithm = digest.slice(0, sep);
  const hex = digest.slice(sep + 1);
  if (algorithm !== "sha256") return { kind: "algorithm", algorithm };
  if (!/^[0-9a-fA-F]*$/.test(hex)) return { kind: "non-hex" };
  if (/[A-F]/.test(hex)) return { kind: "uppercase" };
  return { kind: "length", digits: hex.length };
}
function checkDigest(digest, shown) {
  const problem = digestProblem(digest);
  if (!problem) return;
  const why = problem.kind === "algorithm" ? problem.algorithm === void 0 ? "it has no algorithm prefix; expected sha256:<hex>" : `algorithm ${JSON.stringify(problem.algorithm)} is not allowed; only sha256 is` : problem.kind === "uppercase" ? "the hex digits must be lower-case" : problem.kind === "non-hex" ? "the digest has characters other than hex digits" : `the digest has ${problem.digits} hex digits; sha256 has 64`;
  throw new ImageReferenceError(`image reference ${shown} has an invalid digest: ${why}`);
}
function looksLikeRegistry(component) {
  return component.includes(".") || component.includes(":") || component === "localhost" || component !== component.toLowerCase();
}
function digestOf(image) {
  const at = image.indexOf("@");
  return at === -1 ? void 0 : image.slice(at + 1);
}
function sameImage(actual, expected) {
  if (actual === expected) return true;
  const digest = digestOf(expected);
  return digest !== void 0 && digestOf(actual) === digest && repositoryOf(actual) === repositoryOf(expected);
}
function repositoryOf(image) {
  let name = image.split("@")[0];
  const slash = name.lastIndexOf("/");
  const colon = name.indexOf(":", slash + 1);
  if (colon !== -1) name = name.slice(0, colon);
  return name.replace(/^(docker\.io\/|index\.docker\.io\/)/, "").replace(/^library\//, "");
}
function shortDigest(digest, length = 12) {
  const hex = digest.slice(digest.indexOf(":") + 1);
  return hex.slice(0, length);
}

export {
  ImageReferenceError,
  parseImageReference,
  digestProblem,
  digestOf,
  sameImage,
  shortDigest
};
//# sourceMappingURL=chunk-L5IDWHHO.js.map
