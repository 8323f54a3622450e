import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ImageReferenceError,
  digestOf,
  digestProblem,
  parseImageReference
} from "./chunk-L5IDWHHO.js";

// src/kube-yaml/image-change.ts
function checkImageScalars(before, after) {
  const shown = JSON.stringify(after.value);
  if (before.style !== after.style) {
    return {
      code: "quoting-change",
      message: `spec.image changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
    };
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return {
      code: "image-form",
      message: `spec.image ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
    };
  }
  const problem = pinProblem(after.value);
  if (problem) return { code: problem[0], message: `new image ${shown} ${problem[1]}` };
  const next = parse(after.value, true);
  if (typeof next === "string") return { code: "invalid-image", message: `new ${next}` };
  const prev = parse(before.value, false);
  if (typeof prev === "string") return { code: "invalid-image", message: `old ${prev}` };
  if (prev.name !== next.name) {
    return {
      code: "other-repository",
      message: `new image ${shown} is repository ${JSON.stringify(next.name)}, not ${JSON.stringify(prev.name)}`
    };
  }
  return { before: prev, after: next };
}
function literalSource(value, style) {
  if (style === "PLAIN") return value;
  if (style === "QUOTE_DOUBLE") return /["\\]/.test(value) ? void 0 : `"${value}"`;
  return value.includes("'") ? void 0 : `'${value}'`;
}
function pinProblem(value) {
  const digest = digestOf(value);
  if (digest === void 0)
    return ["unpinned", "has no digest; pin it as @sha256:<64 lower-case hex digits> (a tag can be moved)"];
  const problem = digestProblem(digest);
  switch (problem?.kind) {
    case void 0:
      return void 0;
    case "algorithm":
      return [
        "digest-algorithm",
        `uses digest algorithm ${JSON.stringify(problem.algorithm ?? "")}; only sha256 is allowed`
      ];
    case "non-hex":
      return ["invalid-image", "has a digest with characters other than hex digits"];
    case "uppercase":
      return ["digest-uppercase", "has upper-case hex digits in its digest; use lower case"];
    case "length":
      return ["digest-length", `has ${problem.digits} hex digits in its digest; sha256 has 64`];
  }
}
function parse(value, requireDigest) {
  try {
    return parseImageReference(value, { requireDigest });
  } catch (error) {
    if (error instanceof ImageReferenceError) return error.message;
    throw error;
  }
}
function styleName(style) {
  return style === "PLAIN" ? "plain" : style === "QUOTE_DOUBLE" ? "double-quoted" : "single-quoted";
}

export {
  checkImageScalars
};
//# sourceMappingURL=chunk-HJQCTHQ6.js.map
