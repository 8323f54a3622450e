import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  PARSE_OPTIONS,
  describeResource,
  describeSelector,
  lineCounter,
  lineOf,
  locate,
  locateParsed,
  parseAll,
  parseSpan,
  readIdentity,
  readResource,
  scanDocuments
} from "./chunk-2PKEJSN2.js";
import {
  require_dist
} from "./chunk-2PW3ARTO.js";
import {
  ImageReferenceError,
  codePointLabel,
  digestOf,
  digestProblem,
  parseImageReference,
  require_semver,
  unicodeEscape,
  utf8Text
} from "./chunk-IDK7IZJH.js";
import {
  __toESM
} from "./chunk-TIBOFJYZ.js";

// src/gate/reasons.ts
function fileReason(code, file, line, message) {
  return { code, file, line, message: asciiOnly(message) };
}
function prReason(code, message) {
  return { code, message: asciiOnly(message) };
}
function asciiOnly(text) {
  return text.replace(/[^\x20-\x7e]/gu, unicodeEscape);
}

// src/text/plural.ts
function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

// src/gate/image-rule.ts
var import_semver = __toESM(require_semver(), 1);
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
function checkImageChange(file, before, after, policy) {
  const at = (code, message) => fileReason(code, file, after.line, `${JSON.stringify(file)} line ${after.line}: ${message}.`);
  const shown = JSON.stringify(after.value);
  if (before.style !== after.style) {
    return [
      at(
        "quoting-change",
        `spec.image changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
      )
    ];
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return [
      at(
        "image-form",
        `spec.image ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
      )
    ];
  }
  const problem = pinProblem(after.value);
  if (problem) return [at(problem[0], `new image ${shown} ${problem[1]}`)];
  const next = parse(after.value, true);
  if (typeof next === "string") return [at("invalid-image", `new ${next}`)];
  const prev = parse(before.value, false);
  if (typeof prev === "string") return [at("invalid-image", `old ${prev}`)];
  if (prev.name !== next.name) {
    return [
      at(
        "other-repository",
        `new image ${shown} is repository ${JSON.stringify(next.name)}, not ${JSON.stringify(prev.name)}`
      )
    ];
  }
  if (prev.tag === next.tag) return [];
  const change = prev.tag === void 0 ? `adds tag ${JSON.stringify(next.tag)}` : next.tag === void 0 ? `removes tag ${JSON.stringify(prev.tag)}` : `changes tag ${JSON.stringify(prev.tag)} to ${JSON.stringify(next.tag)}`;
  if (!policy.allowTagChange) return [at("tag-change", `new image ${change}; set 'allow-tag-change' to allow it`)];
  const [from, to] = [import_semver.default.valid(prev.tag ?? ""), import_semver.default.valid(next.tag ?? "")];
  if (from && to && import_semver.default.lt(to, from) && !policy.allowDowngrade) {
    return [at("downgrade", `new image ${change}, an older version; set 'allow-downgrade' for a deliberate rollback`)];
  }
  return [];
}
function styleName(style) {
  return style === "PLAIN" ? "plain" : style === "QUOTE_DOUBLE" ? "double-quoted" : "single-quoted";
}

// src/gate/compare.ts
function compareVersions(file, base, head, policy, place = { lineBase: 0, documentIndex: 0 }) {
  const mismatch = matchDocuments(file, base.documents, head.documents);
  if (mismatch) return { changes: [], reasons: [mismatch] };
  const located = locateBoth(file, base, head, policy, place);
  if ("reason" in located) return { changes: [], reasons: [located.reason] };
  const [baseImages, headImages] = located.images.map(
    (images) => images.map((img) => ({
      ...img,
      line: img.line + place.lineBase,
      documentIndex: img.documentIndex + place.documentIndex
    }))
  );
  const sameDocs = baseImages.length === headImages.length && baseImages.every((img, i) => img.documentIndex === headImages[i].documentIndex);
  if (!sameDocs) {
    return {
      changes: [],
      reasons: [
        fileReason(
          "document-mismatch",
          file,
          1,
          `${JSON.stringify(file)}: the resources with a spec.image differ between base and head.`
        )
      ]
    };
  }
  const outside = firstDifferenceOutside(base.text, baseImages, head.text, headImages);
  if (outside !== void 0) {
    const line = place.lineBase + lineOf(head.text, outside);
    return {
      changes: [],
      reasons: [
        fileReason(
          "outside-image",
          file,
          line,
          `${JSON.stringify(file)} line ${line}: changed outside spec.image of ${policy.selector.kind} (${policy.selector.apiGroup || "core group"}).`
        )
      ]
    };
  }
  const changes = [];
  baseImages.forEach((b, i) => {
    const h = headImages[i];
    const [before, after] = [scalarOf(base.text, b), scalarOf(head.text, h)];
    if (before.source === after.source) return;
    const reasons = checkImageChange(file, before, after, policy);
    changes.push({
      file,
      resource: h.resource,
      documentIndex: h.documentIndex,
      line: h.line,
      before: b.value,
      after: h.value,
      reasons
    });
  });
  return { changes, reasons: changes.flatMap((c) => c.reasons) };
}
function matchDocuments(file, base, head) {
  const shown = JSON.stringify(file);
  const count = Math.max(base.length, head.length);
  for (let i = 0; i < count; i++) {
    const [b, h] = [base[i], head[i]];
    if (b === void 0 || h === void 0) {
      const line = h?.line ?? head[head.length - 1]?.line ?? 1;
      return fileReason(
        "document-mismatch",
        file,
        line,
        `${shown} has ${plural(base.length, "document")} in base and ${head.length} in head.`
      );
    }
    if (!sameIdentity(b.identity, h.identity)) {
      return fileReason(
        "document-mismatch",
        file,
        h.line,
        `${shown} document ${i + 1} is ${describe(b.identity)} in base and ${describe(h.identity)} in head.`
      );
    }
  }
  return void 0;
}
function sameIdentity(a, b) {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace;
}
function describe(id) {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null));
}
function locateBoth(file, base, head, policy, place) {
  const images = [];
  for (const [side, { text, documents }] of [
    ["base", base],
    ["head", head]
  ]) {
    try {
      images.push(
        locateParsed(
          text,
          documents.map((d) => d.parsed),
          policy.selector
        )
      );
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      const line = (error.line ?? 1) + place.lineBase;
      const message = error.message.replace(
        /document (\d+) \(line (\d+)\)/g,
        (_all, doc, at) => `document ${Number(doc) + place.documentIndex} (line ${Number(at) + place.lineBase})`
      );
      return { reason: fileReason("image-form", file, line, `${JSON.stringify(file)} (${side}): ${message}`) };
    }
  }
  return { images: [images[0], images[1]] };
}
function firstDifferenceOutside(base, baseImages, head, headImages) {
  let [b, h] = [0, 0];
  for (let i = 0; i <= baseImages.length; i++) {
    const bEnd = baseImages[i]?.start ?? base.length;
    const hEnd = headImages[i]?.start ?? head.length;
    const [bSeg, hSeg] = [base.slice(b, bEnd), head.slice(h, hEnd)];
    if (bSeg !== hSeg) {
      let k = 0;
      while (k < bSeg.length && k < hSeg.length && bSeg[k] === hSeg[k]) k++;
      return h + k;
    }
    b = baseImages[i]?.end ?? bEnd;
    h = headImages[i]?.end ?? hEnd;
  }
  return void 0;
}
function scalarOf(text, image) {
  return { value: image.value, style: image.style, source: text.slice(image.start, image.end), line: image.line };
}

// src/gate/kube-split.ts
function splitLikeKubernetes(text) {
  const chunks = [];
  let start = 0;
  let contentStart = 0;
  let linesBefore = 0;
  let line = 0;
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf("\n", at);
    const lineEnd = next === -1 ? text.length : next + 1;
    if (text.startsWith("---", at)) {
      const rest = text.slice(at + 3, lineEnd).trim();
      if (rest !== "" && !rest.startsWith("#")) return { ok: false, line: line + 1, separator: text.slice(at, lineEnd) };
      if (at > 0) chunks.push({ start, contentStart, end: at, linesBefore });
      start = at;
      contentStart = lineEnd;
      linesBefore = line + (next === -1 ? 0 : 1);
    }
    at = lineEnd;
    line++;
  }
  chunks.push({ start, contentStart, end: text.length, linesBefore });
  return { ok: true, chunks };
}
function looksLikeJson(text) {
  return /^\s*\{/u.test(text);
}

// src/gate/go-keys.ts
var NO_JSON_NAME = /* @__PURE__ */ Symbol("no JSON name");
var TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]);
var FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]);
var NULL = /* @__PURE__ */ new Set(["", "~", "null", "Null", "NULL"]);
var SPECIAL_FLOATS = /* @__PURE__ */ new Map([
  [".inf", ".inf"],
  [".Inf", ".inf"],
  [".INF", ".inf"],
  ["+.inf", ".inf"],
  ["+.Inf", ".inf"],
  ["+.INF", ".inf"],
  ["-.inf", "-.inf"],
  ["-.Inf", "-.inf"],
  ["-.INF", "-.inf"],
  [".nan", ".nan"],
  [".NaN", ".nan"],
  [".NAN", ".nan"]
]);
var LONGEST_WORD = 5;
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function goPlainKey(source) {
  if (source.length <= LONGEST_WORD) {
    if (NULL.has(source)) return NO_JSON_NAME;
    if (TRUE.has(source)) return "true";
    if (FALSE.has(source)) return "false";
  }
  const special = SPECIAL_FLOATS.get(source);
  if (special !== void 0) return special;
  const first = source[0];
  if (first === ".") {
    const value = goParseFloat(source);
    return value === void 0 ? source : formatFloat32(value);
  }
  if (!/[-+0-9]/.test(first)) return source;
  const plain = source.replace(/_/g, "");
  const int = goParseInt(plain);
  if (int !== void 0) return int <= INT64_MAX ? int.toString() : NO_JSON_NAME;
  if (YAML_FLOAT.test(plain)) return formatFloat32(Number(plain));
  return source;
}
function goParseInt(text) {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text);
  if (!m) return void 0;
  let digits = m[2];
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const magnitude = BigInt(digits.toLowerCase().replace(/^0([xob])/, "0$1"));
  const value = m[1] === "-" ? -magnitude : magnitude;
  if (value < INT64_MIN || value > UINT64_MAX || value > INT64_MAX && m[1] !== "") return void 0;
  return value;
}
function goParseFloat(text) {
  return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(text) ? Number(text) : void 0;
}
function formatFloat32(value) {
  const f = Math.fround(value);
  if (f === Infinity) return ".inf";
  if (f === -Infinity) return "-.inf";
  if (Number.isNaN(f)) return ".nan";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  let digits = "";
  let exponent = 0;
  for (let precision = 1; precision <= 9; precision++) {
    const [mantissa, exp] = f.toExponential(precision - 1).split("e");
    if (Math.fround(Number(`${mantissa}e${exp}`)) === f) {
      digits = mantissa.replace("-", "").replace(".", "");
      exponent = Number(exp);
      break;
    }
  }
  digits = digits.replace(/0+$/, "") || "0";
  const sign = f < 0 ? "-" : "";
  if (exponent < -4 || exponent >= 6) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exponent).toString().padStart(2, "0");
    return `${sign}${mantissa}e${exponent < 0 ? "-" : "+"}${e}`;
  }
  if (exponent >= digits.length - 1) return `${sign}${digits}${"0".repeat(exponent - digits.length + 1)}`;
  if (exponent >= 0) return `${sign}${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
  return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
}

// src/gate/plain-manifest.ts
var DONE = { kind: "done" };
var KEY_SRC = String.raw`(?:[A-Za-z0-9_/][A-Za-z0-9_./-]*|"[^"\\\t]+"|'[^'\t]+')`;
var KEY_LINE = new RegExp(String.raw`(${KEY_SRC}) *:(?= |$)`, "y");
var DOUBLE = /"(?:[^"\\\t]|\\[\\"ntr])*"/y;
var SINGLE = /'(?:[^'\t]|'')*'/y;
var PLAIN = /(?:[A-Za-z0-9_./~+$(=^<;]|-(?=[A-Za-z0-9_.]))(?:[^\t:#[\]{}]|:(?! |$)|(?<! )#)*/y;
var FLOW_ITEM_SRC = String.raw`(?:"(?:[^"\\\t]|\\[\\"ntr])*"|'(?:[^'\t]|'')*'|(?:[A-Za-z0-9_./~+$(=^<;]|-(?=[A-Za-z0-9_.]))[^\t:#?,[\]{}"']*)`;
var FLOW_KEY_SRC = String.raw`(?:(?!(?:null|Null|NULL) *:)[A-Za-z_/][A-Za-z0-9_./-]*|"[^"\\\t]+"|'[^'\t]+')`;
var FLOW_SEQ = new RegExp(String.raw`\[ *(?:${FLOW_ITEM_SRC} *(?:, *${FLOW_ITEM_SRC} *)*)?\]`, "y");
var FLOW_PAIR_SRC = String.raw`${FLOW_KEY_SRC} *: +${FLOW_ITEM_SRC} *`;
var FLOW_MAP = new RegExp(String.raw`\{ *(?:${FLOW_PAIR_SRC}(?:, *${FLOW_PAIR_SRC})*)?\}`, "y");
var LINE_END = /(?: +#.*)? *$/y;
var PLAIN_END = /(?:#.*)?$/y;
var BLOCK_HEADER = /[|>][-+]?(?: +#.*)? *$/y;
var NOT_JSON = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
var MAY_BE_NOT_JSON = /\.(?:inf|Inf|INF|nan|NaN|NAN)/;
var FLOW_SCALAR = new RegExp(FLOW_ITEM_SRC, "g");
var ANCHOR = /&([A-Za-z0-9_-]+)(?= |$) */y;
var ALIAS = /\*([A-Za-z0-9_-]+)(?: +#.*)? *$/y;
var MERGE = /<< *: +\*([A-Za-z0-9_-]+)(?: +#.*)? *$/y;
function isPlainString(source) {
  if (source.startsWith('"') || source.startsWith("'")) return source.length > 2 && !source.includes("\\");
  return /^[A-Za-z][A-Za-z0-9./-]*$/.test(source) && goPlainKey(source) === source;
}
function keyName(source) {
  if (source.startsWith('"') || source.startsWith("'")) return source.slice(1, -1);
  const name = goPlainKey(source);
  return name === NO_JSON_NAME ? void 0 : source;
}
function matchAt(pattern, line, at) {
  pattern.lastIndex = at;
  return pattern.test(line) ? pattern.lastIndex : -1;
}
function isSeqEntry(line, at) {
  return line.charCodeAt(at) === 45 && (at + 1 === line.length || line.charCodeAt(at + 1) === 32);
}
function isPlainManifest(text) {
  const stack = [];
  let pending = { indent: -1, fromKey: false };
  const anchors = /* @__PURE__ */ new Map();
  const pop = () => {
    const frame = stack.pop();
    if (frame.anchor !== void 0) anchors.set(frame.anchor, frame.seq ? "seq" : "map");
  };
  let block;
  let kind = false;
  let apiVersion = false;
  const value = (line, from, parent, rootKey) => {
    let at = from;
    let anchor;
    if (line[at] === "&") {
      ANCHOR.lastIndex = at;
      const match = ANCHOR.exec(line);
      if (!match || rootKey === "kind" || rootKey === "apiVersion") return void 0;
      anchor = match[1];
      at = ANCHOR.lastIndex;
    }
    const c = line[at];
    if (c === void 0 || c === "#") {
      if (anchor !== void 0) anchors.set(anchor, "open");
      return { kind: "pending", indent: parent, fromKey: rootKey !== void 0, ...anchor ? { anchor } : {} };
    }
    if (c === "*") {
      ALIAS.lastIndex = at;
      const match = ALIAS.exec(line);
      const target = match ? anchors.get(match[1]) : void 0;
      if (anchor !== void 0 || target === void 0 || target === "open") return void 0;
      return rootKey === "kind" || rootKey === "apiVersion" ? void 0 : DONE;
    }
    if (anchor !== void 0) anchors.set(anchor, c === "{" ? "map" : c === "[" ? "seq" : "scalar");
    if (c === "|" || c === ">") return matchAt(BLOCK_HEADER, line, at) === -1 ? void 0 : { kind: "block", parent };
    let end;
    if (c === '"') end = matchAt(DOUBLE, line, at);
    else if (c === "'") end = matchAt(SINGLE, line, at);
    else if (c === "[") end = matchAt(FLOW_SEQ, line, at);
    else if (c === "{") end = matchAt(FLOW_MAP, line, at);
    else end = matchAt(PLAIN, line, at);
    if (end === -1 || matchAt(c === "[" || c === "{" || c === '"' || c === "'" ? LINE_END : PLAIN_END, line, end) === -1)
      return void 0;
    const source = line.slice(at, end).trimEnd();
    if (c === "[" || c === "{") {
      if (MAY_BE_NOT_JSON.test(source)) {
        for (const item of source.matchAll(FLOW_SCALAR)) if (NOT_JSON.test(item[0].trim())) return void 0;
      }
    } else if (NOT_JSON.test(source) || source.endsWith(":")) return void 0;
    if (rootKey === "kind" || rootKey === "apiVersion") {
      if (!isPlainString(source)) return void 0;
      if (rootKey === "kind") kind = true;
      else apiVersion = true;
    }
    return DONE;
  };
  const entry = (line, at) => {
    const top = stack[stack.length - 1];
    if (top.seq) {
      let next2 = at + 1;
      while (line.charCodeAt(next2) === 32) next2++;
      if (next2 === line.length || line[next2] === "#") return { kind: "pending", indent: at, fromKey: false };
      if (line[next2] === "&" || line[next2] === "*") return value(line, next2, at, void 0);
      if (isSeqEntry(line, next2)) {
        stack.push({ indent: next2, seq: true, compact: false });
        return entry(line, next2);
      }
      if (matchAt(KEY_LINE, line, next2) !== -1) {
        stack.push({ indent: next2, seq: false, compact: false });
        return entry(line, next2);
      }
      return value(line, next2, at, void 0);
    }
    MERGE.lastIndex = at;
    const merge = MERGE.exec(line);
    if (merge) return anchors.get(merge[1]) === "map" ? DONE : void 0;
    KEY_LINE.lastIndex = at;
    const match = KEY_LINE.exec(line);
    if (!match) return void 0;
    const end = KEY_LINE.lastIndex;
    const key = keyName(match[1]);
    if (key === void 0 || end - at > 1e3) return void 0;
    let next = end;
    while (line.charCodeAt(next) === 32) next++;
    if (isSeqEntry(line, next)) return void 0;
    if (stack.length === 1 && key === "kind") kind = false;
    if (stack.length === 1 && key === "apiVersion") apiVersion = false;
    const after = value(line, next, at, stack.length === 1 ? key : void 0);
    if (after?.kind === "pending") return { ...after, indent: at, fromKey: true };
    return after;
  };
  for (let start = 0; start < text.length; ) {
    let stop = text.indexOf("\n", start);
    if (stop === -1) stop = text.length;
    let line = text.slice(start, stop);
    start = stop + 1;
    if (line.endsWith("\r")) line = line.slice(0, -1);
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    const blank = indent === line.length;
    if (block) {
      if (line[indent] === "	" && (block.content === -1 || indent < block.content)) return false;
      if (blank) {
        if (block.content === -1) block.widestBlank = Math.max(block.widestBlank, indent);
        continue;
      }
      if (block.content === -1 && indent > block.parent) {
        if (block.widestBlank > indent) return false;
        block.content = indent;
        continue;
      }
      if (block.content !== -1 && indent >= block.content) continue;
      if (block.content === -1 && block.widestBlank > block.parent) return false;
      block = void 0;
    }
    if (blank || line[indent] === "#") continue;
    const seq = isSeqEntry(line, indent);
    let opened = false;
    if (pending) {
      const anchor = pending.anchor === void 0 ? {} : { anchor: pending.anchor };
      if (indent > pending.indent) {
        stack.push({ indent, seq, compact: false, ...anchor });
        opened = true;
      } else if (pending.fromKey && seq && indent === pending.indent) {
        stack.push({ indent, seq, compact: true, ...anchor });
        opened = true;
      } else if (pending.anchor !== void 0) {
        anchors.set(pending.anchor, "scalar");
      }
      pending = void 0;
      if (opened && stack.length === 1 && (seq || indent !== 0)) return false;
    }
    if (!opened) {
      while (stack.length > 0 && stack[stack.length - 1].indent > indent) pop();
      const top = stack[stack.length - 1];
      if (top?.compact && top.indent === indent && !seq) pop();
      const now = stack[stack.length - 1];
      if (now?.indent !== indent || now.seq !== seq) return false;
    }
    const after = entry(line, indent);
    if (after === void 0) return false;
    if (after.kind === "pending") pending = after;
    else if (after.kind === "block") block = { parent: after.parent, content: -1, widestBlank: 0 };
  }
  return kind && apiVersion;
}

// src/gate/strict-yaml.ts
var import_yaml = __toESM(require_dist(), 1);

// src/gate/text-rule.ts
function decodeUtf8(bytes, file) {
  const text = utf8Text(bytes);
  if (text !== void 0) return { ok: true, text };
  const offset = firstInvalidUtf8(bytes);
  const line = 1 + bytes.subarray(0, offset).filter((b) => b === 10).length;
  const hint = looksLikeUtf16(bytes) ? " It looks like UTF-16; save it as UTF-8." : "";
  return {
    ok: false,
    reason: fileReason(
      "invalid-utf8",
      file,
      line,
      `${JSON.stringify(file)} is not valid UTF-8 at byte ${offset}.${hint}`
    )
  };
}
var FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufffe\uffff]|(?<!^)\ufeff/u;
var HIDDEN = /[\t\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/u;
var NAMES = {
  9: "TAB",
  13: "CARRIAGE RETURN",
  133: "NEXT LINE (NEL)",
  8232: "LINE SEPARATOR",
  8233: "PARAGRAPH SEPARATOR",
  65279: "BYTE ORDER MARK",
  8203: "ZERO WIDTH SPACE",
  8204: "ZERO WIDTH NON-JOINER",
  8205: "ZERO WIDTH JOINER",
  8288: "WORD JOINER",
  8206: "LEFT-TO-RIGHT MARK",
  8207: "RIGHT-TO-LEFT MARK",
  8238: "RIGHT-TO-LEFT OVERRIDE",
  8294: "LEFT-TO-RIGHT ISOLATE",
  8295: "RIGHT-TO-LEFT ISOLATE"
};
function describeCodePoint(cp) {
  const hex = codePointLabel(cp);
  const name = NAMES[cp] ?? (cp < 32 || cp >= 127 && cp <= 159 ? "a control character" : "an invisible or direction-changing character");
  return `${hex} ${name}`;
}
function findForbiddenChar(text, file) {
  const match = FORBIDDEN.exec(text);
  const loneCr = loneCarriageReturn(text);
  const at = Math.min(match?.index ?? Infinity, loneCr ?? Infinity);
  if (at === Infinity) return void 0;
  const line = lineOf(text, at);
  if (at === loneCr) {
    return fileReason(
      "forbidden-char",
      file,
      line,
      `${JSON.stringify(file)} has a CARRIAGE RETURN not followed by a line feed at line ${line} (end lines with LF or CRLF).`
    );
  }
  const cp = match[0].codePointAt(0);
  return fileReason(
    "forbidden-char",
    file,
    line,
    `${JSON.stringify(file)} contains ${describeCodePoint(cp)} at line ${line}.`
  );
}
function loneCarriageReturn(text) {
  for (let i = text.indexOf("\r"); i !== -1; i = text.indexOf("\r", i + 1)) if (text[i + 1] !== "\n") return i;
  return void 0;
}
function findHiddenChar(text) {
  const match = HIDDEN.exec(text);
  if (!match) return void 0;
  const cp = match[0].codePointAt(0);
  return { index: match.index, what: `${describeCodePoint(cp)}${cp === 9 ? " (indent with spaces)" : ""}` };
}
var LEADS = [
  { from: 0, to: 127, length: 1, second: [0, 0] },
  { from: 194, to: 223, length: 2, second: [128, 191] },
  { from: 224, to: 224, length: 3, second: [160, 191] },
  { from: 225, to: 236, length: 3, second: [128, 191] },
  { from: 237, to: 237, length: 3, second: [128, 159] },
  { from: 238, to: 239, length: 3, second: [128, 191] },
  { from: 240, to: 240, length: 4, second: [144, 191] },
  { from: 241, to: 243, length: 4, second: [128, 191] },
  { from: 244, to: 244, length: 4, second: [128, 143] }
];
function firstInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const lead = LEADS.find((l) => bytes[i] >= l.from && bytes[i] <= l.to);
    if (!lead) return i;
    for (let k = 1; k < lead.length; k++) {
      const [lo, hi] = k === 1 ? lead.second : [128, 191];
      const c = bytes[i + k];
      if (c === void 0 || c < lo || c > hi) return i;
    }
    i += lead.length;
  }
  return bytes.length;
}
function looksLikeUtf16(bytes) {
  if (bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255))
    return true;
  const sample = bytes.subarray(0, 64);
  return sample.length > 4 && sample.filter((b) => b === 0).length >= sample.length / 4;
}

// src/gate/strict-yaml.ts
var READ_BY_GO = /* @__PURE__ */ new Set(["anchor", "alias", "doc-end"]);
var CONTROL_TOKENS = /* @__PURE__ */ new Set(["", "", ""]);
var FORBIDDEN_TOKENS = {
  anchor: ["anchor", "an anchor"],
  alias: ["alias", "an alias"],
  tag: ["tag", "an explicit tag"],
  "directive-line": ["directive", "a directive"],
  "doc-end": ["document-end", "a document end marker (...)"],
  // go-yaml and `yaml` disagree on where an explicit key ends (`? # c` is a null key to Go).
  "explicit-key-ind": ["explicit-key", "an explicit key (?)"]
};
function parseStrict(text, file, lineBase = 0, profile = "changed") {
  const unchanged = profile === "unchanged";
  const lineInText = lineCounter(text);
  const lineOf2 = (offset2) => lineBase + lineInText(offset2);
  const reasons = [];
  let offset = 0;
  let header;
  const blockContent = [];
  for (const token of new import_yaml.Lexer().lex(text)) {
    if (CONTROL_TOKENS.has(token)) continue;
    const type = import_yaml.CST.tokenType(token);
    if (unchanged) {
      const refused = refusedByGoScanner(type, token, header);
      if (refused) reasons.push(unreadable(file, lineOf2(offset + refused.index), refused.what));
      if (header !== void 0 && type !== "newline") blockContent.push([offset, offset + token.length]);
      if (type === "block-scalar-header") header = token;
      else if (type !== "newline") header = void 0;
    }
    const forbidden = type && !(unchanged && READ_BY_GO.has(type)) ? FORBIDDEN_TOKENS[type] : void 0;
    if (forbidden) {
      const line = lineOf2(offset);
      reasons.push(
        fileReason(
          forbidden[0],
          file,
          line,
          `${JSON.stringify(file)} has ${forbidden[1]} ${JSON.stringify(token.slice(0, 40))} at line ${line}.`
        )
      );
    }
    if (type !== "comment" && !unchanged) {
      const hidden = findHiddenChar(token);
      if (hidden) {
        const line = lineOf2(offset + hidden.index);
        reasons.push(
          fileReason("forbidden-char", file, line, `${JSON.stringify(file)} contains ${hidden.what} at line ${line}.`)
        );
      }
    }
    offset += token.length;
  }
  if (unchanged) reasons.push(...tabsInIndentation(text, blockContent, lineOf2, file));
  const documents = (0, import_yaml.parseAllDocuments)(text, PARSE_OPTIONS);
  const all = Array.isArray(documents) ? documents : [];
  const parsed = unchanged ? all.slice(0, 1) : all;
  const where = unchanged ? " (in a document the PR does not change; Argo CD reads every document of the file)" : "";
  for (const doc of parsed) {
    for (const error of doc.errors) {
      if (unchanged && error.code === "DUPLICATE_KEY") continue;
      const line = lineOf2(error.pos[0]);
      if (unchanged) {
        reasons.push(unreadable(file, line, `the document does not parse (${firstLine(error.message)})`));
        continue;
      }
      const code = error.code === "DUPLICATE_KEY" ? "duplicate-key" : "yaml-error";
      reasons.push(fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(error.message)}.`));
    }
    for (const warning of doc.warnings) {
      const line = lineOf2(warning.pos[0]);
      reasons.push(
        fileReason(
          "yaml-warning",
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${firstLine(warning.message)}${where}.`
        )
      );
    }
    if (doc.errors.every((e) => unchanged && e.code === "DUPLICATE_KEY")) {
      reasons.push(...checkShape(doc, lineOf2, file, profile), ...checkNodes(doc, text, lineOf2, file, profile));
    }
  }
  if (!unchanged && parsed.length > 1) {
    const line = lineOf2(parsed[1].range[0]);
    reasons.push(
      fileReason(
        "yaml-error",
        file,
        line,
        `${JSON.stringify(file)} line ${line}: a second document without a --- line.`
      )
    );
  }
  if (reasons.length > 0) return { ok: false, reasons: dedupe(reasons) };
  return {
    ok: true,
    documents: parsed.map((doc, index) => ({
      index,
      parsed: doc,
      identity: readIdentity(doc),
      line: lineOf2(doc.contents?.range?.[0] ?? doc.range[0])
    }))
  };
}
function unreadable(file, line, what) {
  return fileReason(
    "argocd-unreadable",
    file,
    line,
    `${JSON.stringify(file)} line ${line}: ${what}, so Argo CD cannot apply the file.`
  );
}
function checkShape(doc, lineOf2, file, profile) {
  const root = doc.contents;
  const line = lineOf2(root?.range?.[0] ?? doc.range[0]);
  if (root === null || (0, import_yaml.isScalar)(root) && root.value === null) return [];
  if (!(0, import_yaml.isMap)(root)) return [unreadable(file, line, "the document is not an object")];
  const reasons = [];
  for (const field of ["kind", "apiVersion"]) {
    const value = root.items.findLast((pair) => (0, import_yaml.isScalar)(pair.key) && pair.key.value === field)?.value;
    if (!(0, import_yaml.isScalar)(value) || typeof value.value !== "string" || value.value === "")
      reasons.push(unreadable(file, line, `the document has no ${field}`));
    else if (value.type === "PLAIN" && goPlainKey(sourceOf(value)) !== sourceOf(value))
      reasons.push(unreadable(file, lineOf2(value.range?.[0] ?? 0), `${field} is not a string to Go`));
  }
  if (profile === "changed" && (0, import_yaml.isSeq)(root.get("items", true))) {
    reasons.push(
      fileReason(
        "list-items",
        file,
        line,
        `${JSON.stringify(file)} line ${line}: the document has an items list; Argo CD applies only its items, not the object the gate reads.`
      )
    );
  }
  return reasons;
}
function checkNodes(doc, text, lineOf2, file, profile) {
  const reasons = [];
  const at = (node, fallback) => lineOf2(node?.range?.[0] ?? fallback.range?.[0] ?? 0);
  const scalar = (node, inFlow, isKey = false) => {
    const source = sourceOf(node);
    if (inFlow && node.type === "PLAIN" && /^[?:]|\?/.test(source)) {
      const line = at(node, node);
      reasons.push(
        fileReason(
          "explicit-key",
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${JSON.stringify(source.slice(0, 40))} in a flow collection holds an indicator Go reads as syntax (? or a leading :).`
        )
      );
    }
    if (node.type === "QUOTE_DOUBLE" && /(?:^|[^\\])(?:\\\\)*\\\//.test(source))
      reasons.push(unreadable(file, at(node, node), "a double-quoted string uses the escape \\/ (YAML 1.2 only)"));
    if (node.type === "QUOTE_DOUBLE" && hasBadCodePointEscape(source))
      reasons.push(
        unreadable(file, at(node, node), "a double-quoted string escapes a surrogate or no code point at all")
      );
    if (!isKey && node.type === "PLAIN" && NOT_JSON_FLOAT.test(source))
      reasons.push(unreadable(file, at(node, node), `the value ${JSON.stringify(source)} is a float JSON cannot hold`));
  };
  const walk = (node, inFlow) => {
    if ((0, import_yaml.isScalar)(node)) return scalar(node, inFlow);
    if ((0, import_yaml.isAlias)(node) && profile === "unchanged") {
      const target = node.resolve(doc);
      const from = node.range?.[0] ?? 0;
      if (target === void 0)
        reasons.push(unreadable(file, at(node, node), `the alias "*${node.source}" has no anchor before it`));
      else if (target.range && from >= target.range[0] && from < target.range[1])
        reasons.push(unreadable(file, at(node, node), `the alias "*${node.source}" is inside the node it names`));
      return;
    }
    if ((0, import_yaml.isSeq)(node)) {
      const flow = inFlow || node.flow === true;
      for (const item of node.items) {
        if ((0, import_yaml.isPair)(item)) walkPairs(node, [item], flow);
        else walk(item, flow);
      }
      return;
    }
    if ((0, import_yaml.isMap)(node)) {
      const cst = node.srcToken;
      if (cst?.type === "block-map" || cst?.type === "flow-collection")
        reasons.push(...keysOverLines(cst, lineOf2, file));
      walkPairs(node, node.items, inFlow || node.flow === true);
    }
  };
  const walkPairs = (parent, pairs, flow) => {
    const seen = /* @__PURE__ */ new Map();
    for (const pair of pairs) {
      const key = pair.key;
      const line = at(key, parent);
      if (key === null) {
        reasons.push(unreadable(file, line, "a mapping key is empty (null)"));
      } else if (!(0, import_yaml.isScalar)(key)) {
        reasons.push(
          fileReason("yaml-error", file, line, `${JSON.stringify(file)} line ${line}: a mapping key is not a scalar.`)
        );
      } else {
        scalar(key, flow, true);
        if (flow && key.range && /[\r\n]/.test(text.slice(key.range[0], key.range[1])))
          reasons.push(unreadable(file, line, "a key in a flow collection spans several lines"));
        const name = key.type === "PLAIN" ? goPlainKey(sourceOf(key)) : String(key.value);
        if (name === NO_JSON_NAME) {
          const what = key.value === null ? "a mapping key is null" : `the key ${JSON.stringify(sourceOf(key))}`;
          reasons.push(unreadable(file, line, `${what}, which has no JSON name in Go`));
        } else if (name === "<<") {
          if (profile === "changed") reasons.push(mergeKey(file, line));
          else if (!mergesInGo(pair.value, doc))
            reasons.push(unreadable(file, line, 'the merge key "<<" is not given a mapping or a list of mappings'));
        } else if (profile === "unchanged") {
        } else {
          const before = seen.get(name);
          if (before !== void 0) {
            reasons.push(
              fileReason(
                "duplicate-key",
                file,
                line,
                `${JSON.stringify(file)} line ${line}: key ${JSON.stringify(sourceOf(key))} is the same key as ${JSON.stringify(before)} to Kubernetes (Go reads both as ${JSON.stringify(name)}).`
              )
            );
          }
          seen.set(name, sourceOf(key));
        }
      }
      walk(pair.value, flow);
    }
  };
  walk(doc.contents, false);
  return reasons;
}
function refusedByGoScanner(type, token, header) {
  if ((type === "anchor" || type === "alias") && !/^[A-Za-z0-9_-]+$/.test(token.slice(1)))
    return { index: 0, what: `the ${type} ${JSON.stringify(token.slice(0, 40))} has a name go-yaml does not read` };
  if (header === void 0 && type === "space" && token.includes("	"))
    return { index: token.indexOf("	"), what: "a TAB stands between tokens, where go-yaml may refuse it" };
  if (header === void 0) return void 0;
  const explicit = /\d/.test(header);
  let indent = -1;
  let at = 0;
  for (const line of token.split("\n")) {
    const spaces = /^ */.exec(line)[0].length;
    if (line[spaces] === "	" && (explicit || indent === -1 || spaces < indent))
      return { index: at + spaces, what: "a TAB stands where go-yaml expects the indentation of a block scalar" };
    if (indent === -1 && line.trim() !== "") indent = spaces;
    at += line.length + 1;
  }
  return void 0;
}
function tabsInIndentation(text, blockContent, lineOf2, file) {
  const reasons = [];
  let range = 0;
  for (const match of text.matchAll(/^ *\t/gm)) {
    const tab = match.index + match[0].length - 1;
    while (range < blockContent.length && blockContent[range][1] <= tab) range++;
    if (range < blockContent.length && blockContent[range][0] <= tab) continue;
    reasons.push(unreadable(file, lineOf2(tab), "a TAB stands in the indentation, where go-yaml refuses it"));
  }
  return reasons;
}
function keysOverLines(map, lineOf2, file) {
  const reasons = [];
  for (const item of map.items) {
    if (item.start.some((t) => t.type === "explicit-key-ind")) continue;
    const sep = item.sep ?? [];
    const indicator = sep.findIndex((t) => t.type === "map-value-ind");
    const props = item.start.findIndex((t) => t.type === "anchor" || t.type === "tag");
    const propsOverLines = map.type === "flow-collection" && props !== -1 && item.start.slice(props).some((t) => t.type === "newline");
    if (indicator !== -1 && (propsOverLines || sep.slice(0, indicator).some((t) => t.type === "newline"))) {
      const line = lineOf2(item.key?.offset ?? sep[indicator].offset);
      reasons.push(unreadable(file, line, 'a key and its ":" are on different lines'));
    }
  }
  return reasons;
}
var NOT_JSON_FLOAT = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
function hasBadCodePointEscape(source) {
  for (const m of source.matchAll(/\\+(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/g)) {
    if ((m[0].length - (m[1] ? 5 : 9)) % 2 === 0) continue;
    const cp = parseInt(m[1] ?? m[2], 16);
    if (cp >= 55296 && cp <= 57343 || cp > 1114111) return true;
  }
  return false;
}
function mergesInGo(value, doc) {
  const isMapping = (node) => (0, import_yaml.isMap)((0, import_yaml.isAlias)(node) ? node.resolve(doc) : node);
  if ((0, import_yaml.isSeq)(value)) return value.items.every(isMapping);
  return isMapping(value);
}
function mergeKey(file, line) {
  return fileReason(
    "merge-key",
    file,
    line,
    `${JSON.stringify(file)} line ${line}: merge key "<<" (Kubernetes merges it, YAML 1.2 does not).`
  );
}
function sourceOf(node) {
  const token = node.srcToken;
  return token && "source" in token ? token.source : String(node.value);
}
function firstLine(message) {
  return message.split("\n")[0].replace(/[.:]\s*$/, "");
}
function dedupe(reasons) {
  const seen = /* @__PURE__ */ new Set();
  return reasons.filter((r) => {
    const key = `${r.code}:${r.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/gate/rule.ts
function judgeContents(file, baseBytes, headBytes, policy) {
  const head = readText(headBytes, file);
  const base = readText(baseBytes, file);
  if (typeof head !== "string" || typeof base !== "string") {
    return { changes: [], reasons: onlyOnce([head, base].filter((r) => typeof r !== "string")) };
  }
  return judgeTexts(file, base, head, policy);
}
function readText(bytes, file) {
  const decoded = decodeUtf8(bytes, file);
  if (!decoded.ok) return decoded.reason;
  return findForbiddenChar(decoded.text, file) ?? decoded.text;
}
function judgeDecoded(file, baseText, headText, policy) {
  const forbidden = [findForbiddenChar(headText, file), findForbiddenChar(baseText, file)].filter(
    (r) => r !== void 0
  );
  if (forbidden.length > 0) return { changes: [], reasons: onlyOnce(forbidden) };
  return judgeTexts(file, baseText, headText, policy);
}
function judgeTexts(file, baseText, headText, policy) {
  const head = readDocuments(headText, file);
  const base = readDocuments(baseText, file);
  if (!Array.isArray(head) || !Array.isArray(base)) {
    return {
      changes: [],
      reasons: onlyOnce([head, base].filter((r) => !Array.isArray(r)))
    };
  }
  if (head.length !== base.length) {
    const line = head[Math.min(base.length, head.length - 1)]?.linesBefore ?? 0;
    return {
      changes: [],
      reasons: [
        fileReason(
          "document-mismatch",
          file,
          line + 1,
          `${JSON.stringify(file)} has ${plural(base.length, "document")} in base and ${head.length} in head, as Kubernetes splits them.`
        )
      ]
    };
  }
  const changes = [];
  const reasons = [];
  let documentIndex = 0;
  head.forEach((h, i) => {
    const b = base[i];
    const headPiece = headText.slice(h.start, h.end);
    const basePiece = baseText.slice(b.start, b.end);
    const content = headPiece.slice(h.contentStart - h.start);
    if (headPiece !== basePiece) {
      const judged = judgeDocument(file, baseText, b, headText, h, documentIndex, policy);
      changes.push(...judged.changes);
      reasons.push(...judged.reasons);
    } else if (HAS_CONTENT.test(content) && !isPlainManifest(content)) {
      const read = parseStrict(content, file, h.linesBefore, "unchanged");
      if (!read.ok) reasons.push(...read.reasons);
    }
    if (HAS_CONTENT.test(content)) documentIndex++;
  });
  return { changes, reasons };
}
var DIRECTIVE_LINE = /(?:^|\n)%/;
var HAS_CONTENT = /^[ \t]*[^\s#]/m;
function readDocuments(text, file) {
  if (looksLikeJson(text)) {
    return fileReason(
      "argocd-unreadable",
      file,
      1,
      `${JSON.stringify(file)} starts with "{", which Kubernetes reads as JSON, not YAML, so Argo CD cannot apply it as the gate reads it.`
    );
  }
  const directive = DIRECTIVE_LINE.exec(text);
  if (directive) {
    const line = lineOf(text, directive.index + directive[0].length - 1);
    return fileReason(
      "directive",
      file,
      line,
      `${JSON.stringify(file)} has a directive ${JSON.stringify(
        text.slice(directive.index, directive.index + 40).trim().split(/\r?\n/)[0]
      )} at line ${line}.`
    );
  }
  const split = splitLikeKubernetes(text);
  if (split.ok) return split.chunks;
  return fileReason(
    "argocd-unreadable",
    file,
    split.line,
    `${JSON.stringify(file)} line ${split.line}: ${JSON.stringify(split.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it; Kubernetes refuses the file, so Argo CD cannot apply it.`
  );
}
function judgeDocument(file, baseText, b, headText, h, documentIndex, policy) {
  if (baseText.slice(b.start, b.contentStart) !== headText.slice(h.start, h.contentStart)) {
    const line = h.linesBefore;
    return {
      changes: [],
      reasons: [
        fileReason("outside-image", file, line, `${JSON.stringify(file)} line ${line}: a document separator changed.`)
      ]
    };
  }
  const [baseContent, headContent] = [baseText.slice(b.contentStart, b.end), headText.slice(h.contentStart, h.end)];
  const baseParse = parseStrict(baseContent, file, b.linesBefore);
  const headParse = parseStrict(headContent, file, h.linesBefore);
  if (!baseParse.ok || !headParse.ok) {
    return {
      changes: [],
      reasons: onlyOnce([...headParse.ok ? [] : headParse.reasons, ...baseParse.ok ? [] : baseParse.reasons])
    };
  }
  return compareVersions(
    file,
    { text: baseContent, documents: baseParse.documents },
    { text: headContent, documents: headParse.documents },
    policy,
    { lineBase: h.linesBefore, documentIndex }
  );
}
function onlyOnce(reasons) {
  const seen = /* @__PURE__ */ new Set();
  return reasons.filter((r) => {
    const key = `${r.code}\0${r.message.replace(/line \d+/g, "")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

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
  fileReason,
  prReason,
  asciiOnly,
  plural,
  judgeContents,
  bumpImage,
  readImage
};
