import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-2PW3ARTO.js";
import {
  __toESM
} from "./chunk-TIBOFJYZ.js";

// src/manifest/types.ts
var ManifestError = class extends Error {
  name = "ManifestError";
  code;
  /** 0-based document index, when the problem is in one document. */
  documentIndex;
  /** 1-based line, when known. */
  line;
  constructor(message, code, where = {}) {
    super(message);
    this.code = code;
    this.documentIndex = where.documentIndex;
    this.line = where.line;
  }
};

// src/text/lines.ts
var import_yaml = __toESM(require_dist(), 1);
function lineCounter(text) {
  const counter = new import_yaml.LineCounter();
  counter.addNewLine(0);
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) counter.addNewLine(i + 1);
  return (offset) => counter.linePos(offset).line;
}
function lineOf(text, offset) {
  return lineCounter(text)(offset);
}

// src/manifest/documents.ts
var import_yaml2 = __toESM(require_dist(), 1);
var PARSE_OPTIONS = {
  keepSourceTokens: true,
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  version: "1.2",
  schema: "core",
  merge: false
};
var MARKER = /(?:^\uFEFF?|\n)(---|\.\.\.)(?=[ \t\r\n]|$)/g;
function scanDocuments(text) {
  if (text.indexOf("\uFEFF", 1) !== -1 || hasDirective(text) || hasLoneCarriageReturn(text) || hasTabBeforeMarker(text))
    return void 0;
  const starts = [];
  for (const match of text.matchAll(MARKER)) {
    if (match[1] === "...") return void 0;
    starts.push(match.index + match[0].length - 3);
  }
  const prelude = text.slice(0, starts[0] ?? text.length).replace(/^\uFEFF/, "");
  if (hasContent(prelude)) starts.unshift(0);
  else if (starts.length > 0) starts[0] = 0;
  const spans = starts.map((start, index) => ({ index, start, end: starts[index + 1] ?? text.length }));
  if (spans.length <= 1) return spans;
  for (const suspect of unclosedQuoteSuspects(text)) {
    const span = spans.find((s) => s.start <= suspect && suspect < s.end);
    const doc = span && parseSpan(text, span);
    if (span && (doc === void 0 || doc.errors.length > 0)) return void 0;
  }
  return spans;
}
function hasContent(prelude) {
  for (let start = 0; start <= prelude.length; ) {
    let i = start;
    while (prelude[i] === " " || prelude[i] === "	") i++;
    const ch = prelude[i];
    if (ch !== void 0 && ch !== "\n" && ch !== "#" && !(ch === "\r" && prelude[i + 1] === "\n")) return true;
    const next = prelude.indexOf("\n", i);
    if (next === -1) return false;
    start = next + 1;
  }
  return false;
}
function hasDirective(text) {
  return text.startsWith("%") || text.startsWith("\uFEFF%") || text.includes("\n%");
}
function hasLoneCarriageReturn(text) {
  for (let i = text.indexOf("\r"); i !== -1; i = text.indexOf("\r", i + 1)) {
    if (text[i + 1] !== "\n") return true;
  }
  return false;
}
function hasTabBeforeMarker(text) {
  return text.includes("	") && /\t[ \t\r\n]*(?:---|\.\.\.)(?=[ \t\r\n]|$)/.test(text);
}
function unclosedQuoteSuspects(text) {
  const suspects = [];
  for (let i = text.lastIndexOf('"'); i !== -1; i = text.lastIndexOf('"', i - 1)) {
    let backslashes = 0;
    while (text[i - 1 - backslashes] === "\\") backslashes++;
    if (backslashes % 2 === 0) {
      suspects.push(i);
      break;
    }
  }
  for (let i = text.lastIndexOf("'"); i !== -1; ) {
    let runStart = i;
    while (text[runStart - 1] === "'") runStart--;
    if ((i - runStart + 1) % 2 === 1) {
      suspects.push(runStart);
      break;
    }
    i = runStart === 0 ? -1 : text.lastIndexOf("'", runStart - 1);
  }
  return suspects;
}
function parseAll(text) {
  const parsed = (0, import_yaml2.parseAllDocuments)(text, PARSE_OPTIONS);
  const documents = Array.isArray(parsed) ? parsed : [];
  const spans = documents.map((doc, index) => ({
    index,
    start: index === 0 ? 0 : doc.range[0],
    end: documents[index + 1]?.range[0] ?? text.length
  }));
  return { documents, spans };
}
function parseSpan(text, span) {
  const parsed = (0, import_yaml2.parseAllDocuments)(text.slice(span.start, span.end), PARSE_OPTIONS);
  return Array.isArray(parsed) && parsed.length === 1 ? parsed[0] : void 0;
}

// src/manifest/resource.ts
var import_yaml3 = __toESM(require_dist(), 1);
function apiGroupOf(apiVersion) {
  const slash = apiVersion.lastIndexOf("/");
  return slash === -1 ? "" : apiVersion.slice(0, slash);
}
function readIdentity(doc) {
  const root = doc.contents;
  if (!(0, import_yaml3.isMap)(root))
    return { kind: void 0, apiVersion: void 0, apiGroup: void 0, name: void 0, namespace: void 0 };
  const apiVersion = stringAt(doc, root, "apiVersion");
  const metadata = resolve(doc, root.get("metadata", true));
  return {
    kind: stringAt(doc, root, "kind"),
    apiVersion,
    apiGroup: apiVersion === void 0 ? void 0 : apiGroupOf(apiVersion),
    name: (0, import_yaml3.isMap)(metadata) ? stringAt(doc, metadata, "name") : void 0,
    namespace: (0, import_yaml3.isMap)(metadata) ? stringAt(doc, metadata, "namespace") : void 0
  };
}
function readResource(doc) {
  const { kind, apiVersion, name, namespace } = readIdentity(doc);
  if (kind === void 0 || apiVersion === void 0) return void 0;
  return { kind, apiGroup: apiGroupOf(apiVersion), apiVersion, name, namespace };
}
function matches(resource, selector) {
  return resource.kind === selector.kind && resource.apiGroup === selector.apiGroup && (selector.name === void 0 || resource.name === selector.name);
}
function mayMatch(selector) {
  const needles = [selector.kind, selector.apiGroup, selector.name ?? ""].filter((needle) => LITERAL.test(needle));
  return (source) => needles.every((needle) => source.includes(needle)) || source.includes("\\") && source.includes('"');
}
var LITERAL = /^[^\s'"\\]+$/;
function describeResource(resource) {
  const name = resource.name === void 0 ? "(no metadata.name)" : JSON.stringify(resource.name);
  const ns = resource.namespace === void 0 ? "" : ` in namespace ${JSON.stringify(resource.namespace)}`;
  return `${resource.kind} ${name}${ns} (${resource.apiVersion})`;
}
function describeSelector(selector) {
  const group = selector.apiGroup === "" ? "core group" : selector.apiGroup;
  const name = selector.name === void 0 ? "" : ` named ${JSON.stringify(selector.name)}`;
  return `${selector.kind} (${group})${name}`;
}
function stringAt(doc, map, key) {
  const node = resolve(doc, map.get(key, true));
  if (!(0, import_yaml3.isScalar)(node)) return void 0;
  if (typeof node.value === "string") return node.value;
  if (node.value === null || node.value === void 0) return void 0;
  if (node.srcToken && "source" in node.srcToken) return node.srcToken.source;
  return typeof node.value === "number" || typeof node.value === "boolean" ? String(node.value) : void 0;
}
function resolve(doc, node) {
  if (!(0, import_yaml3.isAlias)(node)) return node;
  try {
    return node.resolve(doc);
  } catch {
    return void 0;
  }
}

// src/manifest/locate.ts
var import_yaml4 = __toESM(require_dist(), 1);
function locateImages(text, selector) {
  return locate(text, selector).images;
}
function locate(text, selector, options = {}) {
  if (selector.kind === "") throw new Error("ResourceSelector.kind must not be empty");
  const lineAt = lineCounter(text);
  const candidate = mayMatch(selector);
  const check = (doc, span, base) => examine(text, lineAt, doc, span, base, selector);
  const spans = options.fastPath === false ? void 0 : scanDocuments(text);
  if (spans !== void 0) {
    const report = locateInSpans(text, spans, candidate, check);
    if (report !== void 0) return report;
  }
  const { documents, spans: fullSpans } = parseAll(text);
  const images = [];
  for (const span of fullSpans) {
    if (!candidate(text.slice(span.start, span.end))) continue;
    const found = check(documents[span.index], span, 0);
    if (found) images.push(found);
  }
  return { images, documentCount: documents.length };
}
function locateParsed(text, documents, selector) {
  if (selector.kind === "") throw new Error("ResourceSelector.kind must not be empty");
  const lineAt = lineCounter(text);
  const candidate = mayMatch(selector);
  const images = [];
  documents.forEach((doc, index) => {
    const span = { index, start: index === 0 ? 0 : doc.range[0], end: documents[index + 1]?.range[0] ?? text.length };
    if (!candidate(text.slice(span.start, span.end))) return;
    const found = examine(text, lineAt, doc, span, 0, selector);
    if (found) images.push(found);
  });
  return images;
}
function locateInSpans(text, spans, candidate, check) {
  const images = [];
  for (const span of spans) {
    if (!candidate(text.slice(span.start, span.end))) continue;
    const doc = parseSpan(text, span);
    if (doc === void 0) return void 0;
    const found = check(doc, span, span.start);
    if (found) images.push(found);
  }
  return { images, documentCount: spans.length };
}
function examine(text, lineAt, doc, span, base, selector) {
  const where = (offset) => ({
    documentIndex: span.index,
    line: lineAt(offset === void 0 ? span.start : base + offset)
  });
  const at = (offset) => `document ${span.index + 1} (line ${where(offset).line})`;
  const invalid = invalidYaml(doc);
  if (invalid)
    throw new ManifestError(
      `${at(invalid.offset)} is not valid YAML: ${invalid.why}`,
      "invalid-yaml",
      where(invalid.offset)
    );
  const resource = readResource(doc);
  if (resource === void 0 || !matches(resource, selector)) return void 0;
  const found = findImageScalar(doc);
  if (found === void 0) return void 0;
  if ("what" in found) {
    const offset = found.node?.range?.[0];
    const fix = "edit it by hand into a one-line plain or quoted string, then bump again";
    throw new ManifestError(
      `${at(offset)}: ${describeResource(resource)}: ${found.what}; ${fix}`,
      "unsafe",
      where(offset)
    );
  }
  const { value, token } = found;
  const start = base + token.offset;
  const end = start + token.source.length;
  if (text.slice(start, end) !== token.source) {
    throw new ManifestError(
      `${at(token.offset)}: internal error: spec.image offsets do not match the text`,
      "verify-failed",
      where(token.offset)
    );
  }
  return {
    resource,
    documentIndex: span.index,
    value,
    style: styleOf(token.type),
    start,
    end,
    line: lineAt(start)
  };
}
function invalidYaml(doc) {
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) return { offset: problem.pos[0], why: problem.message.split("\n")[0] };
  const dangling = unresolvedAlias(doc);
  if (dangling) return { offset: dangling.range?.[0], why: `alias *${dangling.source} has no anchor before it` };
  return void 0;
}
function findImageScalar(doc) {
  const root = doc.contents;
  if (root.anchor)
    return { node: root, what: `the document has an anchor (&${root.anchor}), so aliases may share spec.image` };
  if (!(0, import_yaml4.isMap)(doc.contents)) return void 0;
  const spec = doc.contents.get("spec", true);
  const specProblem = unsafeSpec(root, spec);
  if (specProblem) return specProblem;
  const image = spec.get("image", true);
  if (image === void 0 || image === null) return { node: spec, what: "spec has no image" };
  const imageProblem = unsafeImage(image);
  if (imageProblem) return imageProblem;
  const scalar = image;
  const token = scalar.srcToken;
  if (token === void 0 || !("source" in token) || token.source === "")
    return { node: spec, what: "spec.image is empty" };
  if (token.type !== "scalar" && token.type !== "double-quoted-scalar" && token.type !== "single-quoted-scalar") {
    return { node: image, what: `spec.image is an unexpected ${token.type} token` };
  }
  if (typeof scalar.value !== "string")
    return { node: image, what: `spec.image is not a string (${JSON.stringify(scalar.value)})` };
  if (/[\r\n]/.test(token.source)) return { node: image, what: "spec.image spans several lines" };
  return { value: scalar.value, token: { type: token.type, offset: token.offset, source: token.source } };
}
function unsafeSpec(root, spec) {
  if (spec === void 0 || spec === null) return { node: root, what: "it has no spec" };
  if ((0, import_yaml4.isAlias)(spec)) return { node: spec, what: `spec is an alias (*${spec.source}), not its own mapping` };
  if (!(0, import_yaml4.isMap)(spec)) return { node: spec, what: "spec is not a mapping" };
  if (spec.anchor) return { node: spec, what: `spec has an anchor (&${spec.anchor}), so aliases may share it` };
  if (spec.tag) return { node: spec, what: `spec has an explicit tag (${spec.tag})` };
  return void 0;
}
function unsafeImage(image) {
  if ((0, import_yaml4.isAlias)(image)) return { node: image, what: `spec.image is an alias (*${image.source})` };
  if ((0, import_yaml4.isMap)(image) || (0, import_yaml4.isSeq)(image))
    return { node: image, what: `spec.image is a ${(0, import_yaml4.isMap)(image) ? "mapping" : "sequence"}, not a string` };
  if (!(0, import_yaml4.isScalar)(image)) return { node: image, what: "spec.image is not a scalar" };
  if (image.anchor) return { node: image, what: `spec.image has an anchor (&${image.anchor}), so aliases may share it` };
  if (image.tag) return { node: image, what: `spec.image has an explicit tag (${image.tag})` };
  if (image.type === "BLOCK_LITERAL" || image.type === "BLOCK_FOLDED") {
    return { node: image, what: `spec.image is a block scalar (${image.type === "BLOCK_LITERAL" ? "|" : ">"})` };
  }
  return void 0;
}
function unresolvedAlias(doc) {
  let found;
  (0, import_yaml4.visit)(doc, {
    Alias(_, alias) {
      let target;
      try {
        target = alias.resolve(doc);
      } catch {
        target = void 0;
      }
      if (target !== void 0) return void 0;
      found = alias;
      return import_yaml4.visit.BREAK;
    }
  });
  return found;
}
function styleOf(type) {
  return type === "scalar" ? "PLAIN" : type === "double-quoted-scalar" ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
}

export {
  lineCounter,
  lineOf,
  PARSE_OPTIONS,
  scanDocuments,
  parseAll,
  parseSpan,
  readIdentity,
  readResource,
  describeResource,
  describeSelector,
  ManifestError,
  locateImages,
  locate,
  locateParsed
};
