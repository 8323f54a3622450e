import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  hasContent,
  locate,
  notApplicable,
  readDocument,
  resourceOf,
  separatorRefusal,
  specImage,
  splitLikeKubernetes
} from "./chunk-JKKCYW3T.js";
import {
  describeResource,
  describeSelector
} from "./chunk-Z7F3AO47.js";
import {
  isPlainString
} from "./chunk-BCGHQCQK.js";
import {
  ImageReferenceError,
  codePointLabel,
  digestOf,
  digestProblem,
  parseImageReference
} from "./chunk-IDK7IZJH.js";

// src/text/lines.ts
function lineCounter(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
function lineOf(text, offset) {
  return lineCounter(text)(offset);
}

// src/manifest/scalar.ts
function renderScalar(value, style) {
  switch (style) {
    case "PLAIN":
      return renderPlain(value);
    case "QUOTE_DOUBLE":
      return renderDouble(value);
    case "QUOTE_SINGLE":
      return renderSingle(value);
  }
}
var PLAIN_SAFE = /^[A-Za-z0-9_./][A-Za-z0-9_./@:+-]*$/;
function renderPlain(value) {
  const refuse = (why) => new ManifestError(`cannot write ${JSON.stringify(value)} as a plain (unquoted) scalar: ${why}`, "unrenderable");
  if (!PLAIN_SAFE.test(value))
    throw refuse("it has characters that YAML would read as syntax; quote spec.image in the file first");
  if (value.endsWith(":")) throw refuse("a trailing colon would start a mapping");
  if (!isPlainString(value)) throw refuse("Kubernetes would read it as a number, a boolean or null");
  if (!/^[A-Za-z]/.test(value) && !/[/@]/.test(value)) throw refuse("YAML could read it as a number or a date");
  return value;
}
function renderDouble(value) {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0);
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (code === 10) out += "\\n";
    else if (code === 9) out += "\\t";
    else if (isPrintableOnOneLine(code)) out += char;
    else if (code >= 55296 && code <= 57343) throw unpaired(value);
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}
function renderSingle(value) {
  for (const char of value) {
    const code = char.codePointAt(0);
    if (code >= 55296 && code <= 57343) throw unpaired(value);
    if (!isPrintableOnOneLine(code) && code !== 9) {
      throw new ManifestError(
        `cannot write ${JSON.stringify(value)} as a single-quoted scalar: ${codePointLabel(code)} has no escape there`,
        "unrenderable"
      );
    }
  }
  return `'${value.replaceAll("'", "''")}'`;
}
function isPrintableOnOneLine(code) {
  if (code >= 32 && code <= 126) return true;
  if (code >= 160 && code <= 55295) return code !== 8232 && code !== 8233;
  if (code >= 57344 && code <= 65533) return code !== 65279;
  return code >= 65536 && code <= 1114111;
}
function unpaired(value) {
  return new ManifestError(`cannot write ${JSON.stringify(value)}: it has an unpaired UTF-16 surrogate`, "unrenderable");
}

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

// src/manifest/verify.ts
var WHY = {
  "forbidden-char": "Kubernetes' YAML reader (Go) and JavaScript, git or GitHub's diff disagree on this character, or a reviewer cannot see it",
  "outside-subset": "the gate proves what Kubernetes reads only inside its YAML subset (see the README)",
  anchor: "the gate reads anchors only on values, each defined once",
  alias: "the gate reads aliases only of complete nodes defined before them",
  tag: "readers resolve explicit tags differently, so the gate refuses them in the document the edit changes",
  directive: "a directive changes how the document is read, so the gate refuses it in the document the edit changes",
  "document-end": 'Kubernetes ignores what follows "...", other readers do not',
  "explicit-key": "Go and JavaScript YAML readers end explicit keys in different places",
  "merge-key": "Go lets a merge override the keys before it, other readers do not"
};
function proveEdit(before, after, report, located, image, rendered) {
  const target = report.candidates.find((c) => c.chunk.contentStart <= located.start && located.start < c.chunk.end);
  if (target === void 0) throw verifyFailed(located, "the edited document is not one the edit read");
  const refusal = separatorRefusal(before, target.chunk) ?? notApplicable(target.document);
  if (refusal) throw gateRefuses(refusal);
  const imageProblem = imageRefusal(before, located, image, rendered);
  if (imageProblem) throw gateRefuses(imageProblem.refusal, "", imageProblem.code);
  const file = splitLikeKubernetes(after);
  const offset = rendered.length - (located.end - located.start);
  const chunk = file.ok ? file.chunks.find((c) => c.start === target.chunk.start) : void 0;
  if (!file.ok || file.mode !== report.file.mode || file.chunks.length !== report.file.chunks.length || !chunk || chunk.end !== target.chunk.end + offset)
    throw verifyFailed(located, "the result splits into other documents");
  const read = readDocument(after, file, chunk);
  if (!read.ok) throw gateRefuses(read.refusal);
  const found = specImage(after, read.document);
  if (!("value" in found) || found.value !== image || found.start !== located.start || found.end !== located.start + rendered.length)
    throw verifyFailed(located, "the gate would not read this one image change back");
}
function imageRefusal(before, located, image, rendered) {
  const read = checkImageScalars(
    { value: located.value, style: located.style, source: before.slice(located.start, located.end) },
    { value: image, style: located.style, source: rendered }
  );
  if (!("code" in read) || read.code === "other-repository") return void 0;
  const why = read.code === "invalid-image" ? " (the gate checks the image the file pins now as well as the new one)" : "";
  return { refusal: { code: "outside-subset", line: located.line, what: `${read.message}${why}` }, code: read.code };
}
function gateRefuses(refusal, why = WHY[refusal.code], gateCode = refusal.code) {
  const because = why ? ` (${why})` : "";
  return new ManifestError(
    `the gate (the required check on release PRs) would refuse this edit, so nothing is written: line ${refusal.line}: ${refusal.what}${because}; fix the file in a reviewed PR first, then release again`,
    "gate-refuses",
    { line: refusal.line, gateCode }
  );
}
function verifyFailed(located, why) {
  return new ManifestError(`refusing to edit line ${located.line}: ${why}`, "verify-failed", {
    documentIndex: located.documentIndex,
    line: located.line
  });
}

// src/manifest/bump.ts
function bumpImage(text, selector, image) {
  const report = locate(text, selector);
  const located = exactlyOne(text, selector, report);
  if (located.value === image) return { changed: false, text, before: image, after: image, located };
  const rendered = renderScalar(image, located.style);
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end);
  verify(text, updated, located);
  proveEdit(text, updated, report, located, image, rendered);
  return { changed: true, text: updated, before: located.value, after: image, located };
}
function readImage(text, selector) {
  return exactlyOne(text, selector, locate(text, selector));
}
var LISTED = 10;
function exactlyOne(text, selector, report) {
  const images = report.images;
  if (images.length === 1) return images[0];
  if (images.length > 1) {
    const found = images.slice(0, LISTED).map((i) => `${describeResource(i.resource)} at line ${i.line}`);
    if (images.length > LISTED) found.push(`and ${images.length - LISTED} more`);
    const fix = selector.name === void 0 ? "pass the metadata.name of the one to bump" : "split them into separate files";
    throw new ManifestError(
      `${images.length} documents match ${describeSelector(selector)}: ${found.join("; ")}; ${fix}`,
      "ambiguous"
    );
  }
  throw new ManifestError(
    `no document matches ${describeSelector(selector)}; the file has ${inventory(text, report)}`,
    "not-found"
  );
}
function inventory(text, report) {
  const chunks = report.file.chunks.filter((c) => hasContent(text, c));
  if (chunks.length === 0) return "no documents";
  const listed = chunks.slice(0, LISTED).map((chunk, i) => {
    const read = readDocument(text, report.file, chunk);
    const resource = resourceOf(read.ok ? read.document.identity : read.identity);
    const what = resource ? describeResource(resource) : read.ok ? "not a resource" : "outside the YAML subset";
    return `${i + 1}: ${what}`;
  });
  const more = chunks.length > LISTED ? `, and ${chunks.length - LISTED} more` : "";
  return `${chunks.length} document${chunks.length === 1 ? "" : "s"} (${listed.join(", ")}${more})`;
}
function verify(original, updated, located) {
  const lines = changedLines(original, updated);
  if (lines.length !== 1 || lines[0] !== located.line) {
    throw new ManifestError(
      `refusing to edit line ${located.line}: the result would not be a one-line change (lines changed: ${lines.slice(0, 5).join(", ") || "none"})`,
      "verify-failed",
      { documentIndex: located.documentIndex, line: located.line }
    );
  }
}
function changedLines(a, b) {
  if (a === b) return [];
  const shorter = Math.min(a.length, b.length);
  const BLOCK = 1024;
  let prefix = 0;
  while (prefix + BLOCK <= shorter && a.slice(prefix, prefix + BLOCK) === b.slice(prefix, prefix + BLOCK))
    prefix += BLOCK;
  while (prefix < shorter && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  const room = shorter - prefix;
  while (suffix + BLOCK <= room && a.slice(a.length - suffix - BLOCK, a.length - suffix) === b.slice(b.length - suffix - BLOCK, b.length - suffix)) {
    suffix += BLOCK;
  }
  while (suffix < room && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix++;
  const changedA = a.slice(prefix, a.length - suffix);
  const changedB = b.slice(prefix, b.length - suffix);
  if (!changedA.includes("\n") && !changedB.includes("\n")) return [lineCounter(a)(prefix)];
  return splitAndCompare(a, b);
}
function splitAndCompare(a, b) {
  const left = a.split("\n");
  const right = b.split("\n");
  const changed = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) changed.push(i + 1);
  }
  return changed;
}

export {
  lineCounter,
  lineOf,
  checkImageScalars,
  bumpImage,
  readImage
};
