import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  judgeDecoded
} from "./chunk-B6TMNZ3Y.js";
import {
  describeResource,
  describeSelector,
  lineCounter,
  locate,
  parseAll,
  parseSpan,
  readResource,
  scanDocuments
} from "./chunk-Z57IGCH3.js";
import {
  plural
} from "./chunk-OCTOJRKL.js";
import {
  ManifestError
} from "./chunk-YD7INGMN.js";
import {
  codePointLabel
} from "./chunk-AESMGRGR.js";

// src/manifest/gate-agrees.ts
var FILE = "manifest";
var NOT_ABOUT_THE_FILE = /* @__PURE__ */ new Set(["other-repository", "tag-change", "downgrade"]);
var WHY = {
  "forbidden-char": "Kubernetes' YAML reader (Go) and JavaScript, git or GitHub's diff disagree on this character, or a reviewer cannot see it",
  "yaml-error": "the document the edit changes must parse cleanly",
  "yaml-warning": "the document the edit changes must parse without warnings",
  "merge-key": 'Kubernetes merges "<<" (YAML 1.1), YAML 1.2 readers do not',
  anchor: "the gate reads the document the edit changes under a strict profile, without anchors or aliases",
  alias: "the gate reads the document the edit changes under a strict profile, without anchors or aliases",
  tag: "readers resolve explicit tags differently, so the gate refuses them in the document the edit changes",
  directive: "a directive reaches past the document it precedes, so the gate refuses it anywhere in the file",
  "document-end": 'Kubernetes and YAML readers disagree on what follows "...", so the gate refuses it',
  "explicit-key": "Go and JavaScript YAML readers end explicit and flow keys in different places",
  "invalid-image": "the gate checks the image the file pins now as well as the new one",
  "image-form": "the gate accepts spec.image only as one literal scalar"
};
function refuseWhatGateRefuses(before, after, selector, located, image) {
  const judged = judgeDecoded(FILE, before, after, {
    paths: [],
    selector: { kind: selector.kind, apiGroup: selector.apiGroup },
    allowTagChange: true,
    allowDowngrade: true
  });
  const reasons = judged.reasons.filter((r) => !NOT_ABOUT_THE_FILE.has(r.code));
  if (reasons.length > 0) {
    const first = reasons[0];
    const more = reasons.length > 1 ? `, and ${reasons.length - 1} more reason${reasons.length > 2 ? "s" : ""}` : "";
    throw new ManifestError(
      `the gate (the required check on release PRs) would refuse this edit, so nothing is written: ${sentence(first)}${more}; fix the file in a reviewed PR first, then release again`,
      "gate-refuses",
      first.line === void 0 ? {} : { line: first.line }
    );
  }
  const seen = judged.changes;
  if (seen.length !== 1 || seen[0].after !== image || seen[0].line !== located.line) {
    throw new ManifestError(
      `refusing to edit line ${located.line}: the gate would see ${plural(seen.length, "image change")}, not this one`,
      "verify-failed",
      { documentIndex: located.documentIndex, line: located.line }
    );
  }
}
function sentence(reason) {
  const name = JSON.stringify(FILE);
  let text = reason.message.startsWith(name) ? reason.message.slice(name.length).trimStart() : reason.message;
  if (!text.startsWith("line ")) text = `the file ${text}`;
  text = text.replace(/\.$/, "");
  const why = WHY[reason.code];
  return why === void 0 ? text : `${text} (${why})`;
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
var NOT_A_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|y|Y|n|N)$/;
function renderPlain(value) {
  const refuse = (why) => new ManifestError(`cannot write ${JSON.stringify(value)} as a plain (unquoted) scalar: ${why}`, "unrenderable");
  if (!PLAIN_SAFE.test(value))
    throw refuse("it has characters that YAML would read as syntax; quote spec.image in the file first");
  if (value.endsWith(":")) throw refuse("a trailing colon would start a mapping");
  if (NOT_A_STRING.test(value)) throw refuse("YAML would read it as null or a boolean");
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

// src/manifest/bump.ts
function bumpImage(text, selector, image) {
  const report = locate(text, selector);
  const located = exactlyOne(text, selector, report.images);
  if (located.value === image) return { changed: false, text, before: image, after: image, located };
  const rendered = renderScalar(image, located.style);
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end);
  verify(text, updated, located);
  refuseWhatGateRefuses(text, updated, selector, located, image);
  return { changed: true, text: updated, before: located.value, after: image, located };
}
function readImage(text, selector) {
  return exactlyOne(text, selector, locate(text, selector).images);
}
var LISTED = 10;
function exactlyOne(text, selector, images) {
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
    `no document matches ${describeSelector(selector)}; the file has ${inventory(text)}`,
    "not-found"
  );
}
function inventory(text) {
  let total;
  let documents;
  const spans = scanDocuments(text);
  if (spans) {
    total = spans.length;
    documents = spans.slice(0, LISTED).map((span) => parseSpan(text, span));
  } else {
    const all = parseAll(text).documents;
    total = all.length;
    documents = all.slice(0, LISTED);
  }
  if (total === 0) return "no documents";
  const listed = documents.map((doc, i) => {
    const resource = doc && doc.errors.length === 0 ? readResource(doc) : void 0;
    const what = resource ? describeResource(resource) : doc === void 0 || doc.errors.length > 0 ? "invalid YAML" : "not a resource";
    return `${i + 1}: ${what}`;
  });
  const more = total > LISTED ? `, and ${total - LISTED} more` : "";
  return `${total} document${total === 1 ? "" : "s"} (${listed.join(", ")}${more})`;
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
  bumpImage,
  readImage,
  changedLines
};
//# sourceMappingURL=chunk-3HEDHFEF.js.map
