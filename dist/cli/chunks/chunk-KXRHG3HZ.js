import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  locate,
  resolveTarget,
  resourceOf,
  selectorHint,
  specImage,
  splitForEdit
} from "./chunk-IC65MCRE.js";
import {
  lineCounter
} from "./chunk-MHHOGKEU.js";
import {
  describeResource,
  describeSelector,
  goValue,
  hasContent,
  imageSites,
  isFluxKustomization,
  lookup,
  markerAfter,
  markerOwner,
  markerShapeProblem,
  notApplicable,
  readDocument,
  resolved,
  separatorRefusal,
  siteAt,
  siteImage,
  siteValueFor,
  splitLikeKubernetes
} from "./chunk-623GUZT5.js";
import {
  ImageReferenceError,
  codePointLabel,
  digestOf,
  digestProblem,
  isPlainString,
  parseImageReference,
  resolvePlain
} from "./chunk-5DKD7HP4.js";
import {
  messageOf
} from "./chunk-MH4YVFPY.js";

// src/manifest/owned.ts
function checkOwned(label, field, marker, value, markers, where) {
  if (markers === "follow") {
    const problem = markerShapeProblem(field, marker, value);
    if (problem !== void 0) throw new ManifestError(`${label}: line ${where.line}: ${problem}`, "owned", where);
    return;
  }
  throw new ManifestError(
    (spell) => `${label}: line ${where.line}: ${field.path} belongs to ${markerOwner(marker)}, which image automation rewrites on every run, undoing this release; release through that ImagePolicy, or set ${spell("image-policy-markers", "follow")} to write the field in the marker's shape and keep the comment`,
    "owned",
    where
  );
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
var PLAIN_SAFE = /^[A-Za-z0-9_./][A-Za-z0-9_./@:+=-]*$/;
function renderPlain(value) {
  const refuse = (why) => new ManifestError(`cannot write ${JSON.stringify(value)} as a plain (unquoted) scalar: ${why}`, "unrenderable");
  if (!PLAIN_SAFE.test(value))
    throw refuse("it has characters that YAML would read as syntax; quote spec.image in the file first");
  if (value.endsWith(":")) throw refuse("a trailing colon would start a mapping");
  if (!isPlainString(value)) throw refuse("Kubernetes would read it as a number, a boolean or null");
  if (NOT_A_STRING_ELSEWHERE.some((re) => re.test(value))) throw refuse("YAML could read it as a number or a date");
  return value;
}
var NOT_A_STRING_ELSEWHERE = [
  /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*)$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
  /^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/
];
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
function checkImageScalars(before, after, field = "spec.image") {
  const shown = JSON.stringify(after.value);
  if (before.style !== after.style) {
    return {
      code: "quoting-change",
      message: `${field} changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
    };
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return {
      code: "image-form",
      message: `${field} ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
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
  return digestValueProblem(digest);
}
function digestValueProblem(digest) {
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

// src/kube-yaml/site-diff.ts
function diffSites(base, head) {
  const pairs = pair(base, head);
  if (pairs === void 0) return { ok: false, offset: firstDifference(base, [], head, []) ?? head.from };
  const baseSpans = pairs.map((p) => p.baseSpan);
  const headSpans = pairs.map((p) => p.headSpan);
  const outside = firstDifference(base, baseSpans, head, headSpans);
  if (outside !== void 0) return { ok: false, offset: outside };
  const changes = [];
  for (const p of pairs) {
    const before = base.text.slice(p.baseSpan[0], p.baseSpan[1]);
    const after = head.text.slice(p.headSpan[0], p.headSpan[1]);
    if (before === after) continue;
    const scalar = head.text.slice(p.head.span.start, p.head.span.end);
    if (p.kind === "insert") {
      const why = badInsertion(p.base, after, scalar, p.baseSpan[0]);
      if (why !== void 0) return { ok: false, offset: p.headSpan[0], why };
      changes.push({ base: p.base, head: p.head, beforeSource: "", afterSource: scalar, inserted: true });
      continue;
    }
    if (p.kind === "fill") {
      if (after !== ` ${scalar}`) return { ok: false, offset: p.headSpan[0], why: "write the digest after one space" };
      changes.push({ base: p.base, head: p.head, beforeSource: "", afterSource: scalar, inserted: false });
      continue;
    }
    changes.push({ base: p.base, head: p.head, beforeSource: before, afterSource: after, inserted: false });
  }
  return { ok: true, changes };
}
function badInsertion(site, inserted, scalar, at) {
  const insert = site.insert;
  if (insert.flow)
    return inserted === `, digest: ${scalar}` ? void 0 : 'in a flow entry, write ", digest: sha256:\u2026" right after its last value';
  if (!insert.points.includes(at))
    return "the digest line goes before one of the entry's keys (not its first) or after its last line";
  const line = `${insert.indent}digest: ${scalar}`;
  const rest = inserted.slice((insert.lead ?? "").length);
  const ok = inserted.startsWith(insert.lead ?? "") && rest.startsWith(line) && rest.endsWith(insert.eol) && /^(?: +#[^\r\n]*)?$/.test(rest.slice(line.length, rest.length - insert.eol.length));
  return ok ? void 0 : `the added line must be "${insert.indent}digest: sha256:\u2026" alone (a comment may follow), at the entry's indentation`;
}
function pair(base, head) {
  const inDoc = (v) => v.sites.filter((s) => s.span.start >= v.from && s.span.end <= v.to).sort((a, b) => a.span.start - b.span.start);
  const [bs, hs] = [inDoc(base), inDoc(head)];
  if (bs.length !== hs.length) return void 0;
  const queues = /* @__PURE__ */ new Map();
  for (const b of bs) queues.set(`${b.role} ${b.path}`, [...queues.get(`${b.role} ${b.path}`) ?? [], b]);
  const pairs = [];
  let [baseAt, headAt] = [base.from, head.from];
  for (const h of hs) {
    const b = queues.get(`${h.role} ${h.path}`)?.shift();
    if (b === void 0) return void 0;
    let next;
    if (b.insert !== void 0 && h.insert === void 0) {
      const start = b.insert.flow ? h.span.start - ", digest: ".length : lineStart(head.text, h.span.start) - (b.insert.lead?.length ?? 0);
      const end = b.insert.flow ? h.span.end : lineEnd(head.text, h.span.end);
      const at = baseAt + (start - headAt);
      next = { base: b, head: h, baseSpan: [at, at], headSpan: [start, end], kind: "insert" };
    } else if (b.empty && !h.empty && h.insert === void 0) {
      next = {
        base: b,
        head: h,
        baseSpan: [b.span.start, b.span.end],
        headSpan: [h.span.start - 1, h.span.end],
        kind: "fill"
      };
    } else {
      if (b.insert === void 0 !== (h.insert === void 0)) return void 0;
      next = {
        base: b,
        head: h,
        baseSpan: [b.span.start, b.span.end],
        headSpan: [h.span.start, h.span.end],
        kind: "replace"
      };
    }
    if (next.baseSpan[0] < baseAt || next.headSpan[0] < headAt) return void 0;
    [baseAt, headAt] = [next.baseSpan[1], next.headSpan[1]];
    pairs.push(next);
  }
  return pairs;
}
function lineStart(text, offset) {
  return text.lastIndexOf("\n", offset - 1) + 1;
}
function lineEnd(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl + 1;
}
function firstDifference(base, baseSpans, head, headSpans) {
  const segments = (v, spans) => {
    const out = [];
    let at = v.from;
    for (const [s, e] of spans) {
      out.push([at, s]);
      at = e;
    }
    out.push([at, v.to]);
    return out;
  };
  const [bs, hs] = [segments(base, baseSpans), segments(head, headSpans)];
  for (let i = 0; i < hs.length; i++) {
    const [[b0, b1], [h0, h1]] = [bs[i], hs[i]];
    if (b1 - b0 === h1 - h0 && base.text.slice(b0, b1) === head.text.slice(h0, h1)) continue;
    let k = 0;
    while (b0 + k < b1 && h0 + k < h1 && base.text[b0 + k] === head.text[h0 + k]) k++;
    return h0 + k;
  }
  return void 0;
}

// src/kube-yaml/kustomize-images.ts
function splitImage(image) {
  const slash = image.indexOf("/");
  const from = slash > 0 ? slash : 0;
  const at = image.indexOf("@", from);
  const colon = image.indexOf(":", from);
  if (at < 0 && colon < 0) return { name: image, tag: "", digest: "" };
  if (at >= 0 && (at < colon || colon < 0)) return { name: image.slice(0, at), tag: "", digest: image.slice(at + 1) };
  if (at >= 0) return { name: image.slice(0, colon), tag: image.slice(colon + 1, at), digest: image.slice(at + 1) };
  return { name: image.slice(0, colon), tag: image.slice(colon + 1), digest: "" };
}
var PLAIN_NAME = /^[A-Za-z0-9._:/@-]+$/;
function isPlainName(name) {
  return PLAIN_NAME.test(name);
}
var TAG_OR_DIGEST = "(?::[a-zA-Z0-9_.{}-]*)?(?:@sha256:[a-zA-Z0-9_.{}-]*)?$";
var compiled = /* @__PURE__ */ new Map();
function imageMatches(image, name) {
  let re = compiled.get(name);
  if (re === void 0) {
    if (!isPlainName(name)) throw new Error(`not a plain image name: ${JSON.stringify(name)}`);
    re = new RegExp(`^${name.replace(/[.]/g, "[^\\n]")}${TAG_OR_DIGEST}`, "u");
    if (compiled.size > 1e3) compiled.clear();
    compiled.set(name, re);
  }
  return re.test(image);
}
function applyImage(image, entry) {
  if (!imageMatches(image, entry.name)) return image;
  const parts = splitImage(image);
  let { name, tag, digest } = parts;
  if (entry.newName !== "") name = entry.newName;
  if (entry.newTag !== "" && entry.digest !== "") [tag, digest] = [entry.newTag, entry.digest];
  else if (entry.newTag !== "") [tag, digest] = [entry.newTag, ""];
  else if (entry.digest !== "") [tag, digest] = ["", entry.digest];
  else if (entry.tagSuffix !== "") [tag, digest] = [tag + entry.tagSuffix, ""];
  return `${name}${tag === "" ? "" : `:${tag}`}${digest === "" ? "" : `@${digest}`}`;
}
function passesOf(kind, path) {
  if (kind === "CustomResourceDefinition") return 0;
  const list = path.at(-1);
  if (list !== "containers" && list !== "initContainers") return 0;
  const at = path.join("/");
  return at === `spec/${list}` || at === `spec/template/spec/${list}` ? 2 : 1;
}
function applyEntries(image, entries2, passes) {
  let at = image;
  const matched = [];
  if (passes === 0) return { image, matched };
  entries2.forEach((entry, i) => {
    if (!imageMatches(at, entry.name)) return;
    matched.push(i);
    for (let pass = 0; pass < passes; pass++) at = applyImage(at, entry);
  });
  return { image: at, matched };
}
function namesOverlap(a, b) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  for (let i = 0; i < short.length; i++) if (short[i] !== long[i] && short[i] !== "." && long[i] !== ".") return false;
  return long.length === short.length || ":@.".includes(long[short.length]);
}

// src/kube-yaml/kustomization.ts
var FIELDS = /* @__PURE__ */ new Set([
  "apiVersion",
  "kind",
  "metadata",
  "openapi",
  "namePrefix",
  "nameSuffix",
  "namespace",
  "commonLabels",
  "labels",
  "commonAnnotations",
  "patchesStrategicMerge",
  "patchesJson6902",
  "patches",
  "images",
  "imageTags",
  "replacements",
  "replicas",
  "vars",
  "sortOptions",
  "resources",
  "components",
  "crds",
  "bases",
  "configMapGenerator",
  "secretGenerator",
  "helmGlobals",
  "helmCharts",
  "helmChartInflationGenerator",
  "generatorOptions",
  "configurations",
  "generators",
  "transformers",
  "validators",
  "buildMetadata"
]);
var OPAQUE = ["helmCharts", "helmGlobals", "helmChartInflationGenerator", "generators", "transformers", "validators"];
var IMAGE_FIELDS = ["name", "newName", "newTag", "digest", "tagSuffix"];
var Refusal = class extends Error {
  constructor(line, what) {
    super(what);
    this.line = line;
    this.what = what;
  }
  line;
  what;
};
function readKustomization(doc) {
  try {
    return { ok: true, kustomization: decode(doc) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, what: error.what };
    throw error;
  }
}
function decode(doc) {
  const root = doc.root;
  if (root === null) return empty("Kustomization");
  if (root.merge !== void 0) throw new Refusal(root.line, "a merge key (<<) at the top of a kustomization");
  const field = (name) => {
    const entry = root.entries.find((e) => e.name === name);
    return entry && { node: entry.value, line: entry.key.line };
  };
  for (const entry of root.entries) checkKey(entry.name, FIELDS, entry.key.line, "a kustomization");
  const kind = stringOf(field("kind"), "kind");
  const references = (name) => strings(field(name), name);
  const opaque = OPAQUE.flatMap((name) => {
    const at = field(name);
    return at !== void 0 && !isEmpty(goValue(at.node)) ? [{ field: name, line: at.line }] : [];
  });
  return {
    kind: kind === "Component" ? "Component" : "Kustomization",
    resources: [...references("resources"), ...references("bases")],
    components: references("components"),
    images: [...entries(field("images"), "images", 0), ...entries(field("imageTags"), "imageTags", 0)].map(
      (entry, index) => ({ ...entry, index })
    ),
    transforms: [
      ...patches(field("patches"), "patches"),
      ...patches(field("patchesJson6902"), "patchesJson6902"),
      ...strings(field("patchesStrategicMerge"), "patchesStrategicMerge").map(
        (r) => (
          // kustomize reads the string as a file when one is there, else as the patch itself.
          /\n/.test(r.value) ? { field: "patchesStrategicMerge", line: r.line, text: r.value } : pathOrText(r)
        )
      ),
      ...patches(field("replacements"), "replacements")
    ],
    configurations: references("configurations"),
    data: [
      ...generatorFiles(field("configMapGenerator"), "configMapGenerator"),
      ...generatorFiles(field("secretGenerator"), "secretGenerator"),
      ...references("crds"),
      ...openapi(field("openapi"))
    ],
    opaque
  };
}
function empty(kind) {
  return { kind, resources: [], components: [], images: [], transforms: [], configurations: [], data: [], opaque: [] };
}
function readFluxImages(images) {
  try {
    const read = entries(images, "spec.images", 0, FLUX);
    return { ok: true, entries: read.map((entry, index) => ({ ...entry, index })) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, what: error.what };
    throw error;
  }
}
var KUSTOMIZE = {
  fields: IMAGE_FIELDS,
  unknown: (key, where) => `kustomize fails on the unknown field ${JSON.stringify(key)} in ${where}`,
  otherCase: (key, field, where) => `the key ${JSON.stringify(key)} in ${where} is read by kustomize as ${JSON.stringify(field)} (keys match in any case, and of two spellings the one sorting last wins); write it as ${JSON.stringify(field)}`,
  notString: "kustomize reads"
};
var FLUX = {
  fields: ["name", "newName", "newTag", "digest"],
  unknown: (key, where) => `the API server does not know the field ${JSON.stringify(key)} in ${where} (a Flux Kustomization's images have name, newName, newTag and digest): it drops it, or refuses the object under strict validation`,
  otherCase: (key, field, where) => `the key ${JSON.stringify(key)} in ${where} is no field of a Flux Kustomization (the API server matches keys exactly and drops it); write it as ${JSON.stringify(field)}`,
  notString: "the API server reads"
};
function checkKey(key, fields, line, where, reader = KUSTOMIZE) {
  const list = [...fields];
  if (list.includes(key)) return;
  const folded = list.find((f) => fold(f) === fold(key));
  if (folded !== void 0) throw new Refusal(line, reader.otherCase(key, folded, where));
  throw new Refusal(line, reader.unknown(key, where));
}
function fold(key) {
  return key.toLowerCase().toUpperCase();
}
function isEmpty(value) {
  return value === null || Array.isArray(value) && value.length === 0 || value === "";
}
function stringOf(at, name, who = KUSTOMIZE.notString) {
  if (at === void 0) return "";
  const value = goValue(at.node);
  if (value === null) return "";
  if (typeof value !== "string") throw notAString(at.line, name, at.node, who);
  return value;
}
function notAString(line, name, node, who) {
  const at = resolved(node);
  const shown = at.kind === "scalar" ? JSON.stringify(at.value) : `a ${at.kind === "map" ? "mapping" : "sequence"}`;
  const fix = at.kind === "scalar" ? `; quote it: ${name}: "${at.value}"` : "";
  const fails = who === KUSTOMIZE.notString ? "fails the build" : "refuses the object";
  return new Refusal(line, `${who} ${name} ${shown} as no string and ${fails}${fix}`);
}
function items(at, name) {
  if (at === void 0) return [];
  const node = resolved(at.node);
  if (node.kind === "scalar" && goValue(node) === null) return [];
  if (node.kind !== "seq") throw new Refusal(at.line, `${name} is not a list, so kustomize fails the build`);
  return [...node.items];
}
function strings(at, name) {
  return items(at, name).map((item) => ({ value: stringOf({ node: item, line: item.line }, name), line: item.line }));
}
function entries(at, name, from, reader = KUSTOMIZE) {
  return items(at, name).map((item, i) => {
    const map = resolved(item);
    if (map.kind !== "map")
      throw new Refusal(item.line, `${name}[${from + i}] is not a mapping; kustomize reads no image entry there`);
    if (map.merge !== void 0) throw new Refusal(map.line, `${name}[${from + i}] has a merge key (<<)`);
    const values = {};
    for (const entry of map.entries) {
      checkKey(entry.name, reader.fields, entry.key.line, `an ${name} entry`, reader);
      values[entry.name] = stringOf({ node: entry.value, line: entry.key.line }, entry.name, reader.notString);
    }
    const image = {
      name: values["name"] ?? "",
      newName: values["newName"] ?? "",
      newTag: values["newTag"] ?? "",
      digest: values["digest"] ?? "",
      tagSuffix: values["tagSuffix"] ?? ""
    };
    if (!isPlainName(image.name))
      throw new Refusal(
        map.line,
        image.name === "" ? `${name}[${from + i}] has no name` : `the image name ${JSON.stringify(image.name)} is a pattern (kustomize reads a name as a regular expression); write the image name itself, with letters, digits and . _ - / : @ only`
      );
    return { ...image, line: map.line };
  });
}
function patches(at, field) {
  return items(at, field).map((item) => {
    const map = resolved(item);
    const value = goValue(item);
    if (map.kind !== "map" || value === null || typeof value !== "object" || Array.isArray(value))
      throw new Refusal(item.line, `a ${field} item is not a mapping, so kustomize fails the build`);
    const path = value["path"];
    const patch = value["patch"];
    if (typeof path === "string" && path !== "") return { field, line: item.line, path };
    return { field, line: item.line, text: typeof patch === "string" ? patch : JSON.stringify(stringify(value)) };
  });
}
function pathOrText(r) {
  return { field: "patchesStrategicMerge", line: r.line, path: r.value };
}
function generatorFiles(at, field) {
  return items(at, field).flatMap((item) => {
    const value = goValue(item);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
    const record = value;
    const list = (key) => {
      const values = record[key];
      return Array.isArray(values) ? values.filter((v) => typeof v === "string") : [];
    };
    const files = list("files").map((f) => f.includes("=") ? f.slice(f.indexOf("=") + 1) : f);
    const env = typeof record["env"] === "string" ? [record["env"]] : [];
    return [...files, ...list("envs"), ...env].map((value2) => ({ value: value2, line: item.line }));
  });
}
function openapi(at) {
  if (at === void 0) return [];
  const value = goValue(at.node);
  const path = value !== null && typeof value === "object" && !Array.isArray(value) ? value["path"] : void 0;
  return typeof path === "string" && path !== "" ? [{ value: path, line: at.line }] : [];
}
function stringify(value) {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(stringify);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringify(v)]));
  return value;
}

// src/kube-yaml/entry-conflicts.ts
function entryConflict(entry, other) {
  const shown = `images[name=${other.name}] (line ${other.line})`;
  if (other.index < entry.index && namesOverlap(other.name, entry.name))
    return `${shown} comes first and may match the images images[name=${entry.name}] pins, so kustomize would apply it first and the pin would be shadowed or chained; make one entry say the whole image`;
  const renders = entry.newName === "" ? entry.name : entry.newName;
  if (other.index > entry.index && namesOverlap(other.name, renders))
    return `${shown} comes after and may match what images[name=${entry.name}] renders (${renders}), so kustomize would rewrite the pinned image (a chain, or an entry keyed on a tag that the release wakes); make one entry say the whole image`;
  return void 0;
}
function entryProblem(entries2, name, flux = false) {
  const mine = entries2.filter((e) => e.name === name);
  const entry = mine[0];
  if (entry === void 0) return void 0;
  if (mine.length > 1)
    return {
      line: mine[1].line,
      what: `${mine.length} entries are named ${JSON.stringify(name)} (lines ${mine.map((e) => e.line).join(", ")}); ${flux ? "Flux merges them into one entry, differently across its releases" : "kustomize applies both, one to what the other rendered"}: merge them into one`
    };
  for (const other of entries2) {
    if (other === entry) continue;
    const conflict = entryConflict(entry, other);
    if (conflict !== void 0) return { line: other.line, what: conflict };
  }
  return void 0;
}
function fluxImagesOf(doc) {
  const spec = doc.root === null ? void 0 : lookup(doc.root, "spec");
  const map = spec === void 0 ? void 0 : resolved(spec.node);
  const images = map?.kind === "map" ? lookup(map, "images") : void 0;
  return readFluxImages(images && { node: images.node, line: images.node.line });
}

// src/manifest/kustomize.ts
function checkKustomizeEdit(chosen, ref, label) {
  for (const { doc, site } of chosen) {
    const fail = (why, line = site.span.line) => new ManifestError(`${label}: line ${line}: ${why}; nothing was written`, "unsafe", {
      documentIndex: doc.documentIndex,
      line
    });
    const flux = isFluxKustomization(doc.document.identity);
    const read = flux ? fluxImagesOf(doc.document) : readKustomization(doc.document);
    if (!read.ok)
      throw fail(
        `${flux ? "spec.images is not read as written" : "kustomize would not read the kustomization as written"}: ${read.what}`,
        read.line
      );
    const images = "entries" in read ? read.entries : read.kustomization.images;
    const prefix = flux ? "spec." : "";
    const name = /^(?:spec\.)?images\[name=(.*)\]\.digest$/.exec(site.path)?.[1];
    const entry = images.find((e) => e.name === name);
    if (name === void 0 || entry === void 0) continue;
    const tag = ref.tag ?? entry.newTag;
    const tagSite = doc.sites.find((s) => s.path === `${prefix}images[name=${name}].newTag`);
    if (tag !== "" && tagSite?.span.style === "PLAIN" && resolvePlain(tag).type !== "str")
      throw fail(
        `newTag ${JSON.stringify(tag)} would be read by ${flux ? "the API server" : "kustomize"} as a ${resolvePlain(tag).type}, which ${flux ? "refuses the object" : "fails the build"}; quote the newTag in a reviewed PR first (newTag: "${entry.newTag}"), then release again`,
        tagSite.span.line
      );
    const problem = entryProblem(images, name, flux);
    if (problem !== void 0) throw fail(problem.what, problem.line);
  }
}

// src/manifest/sites.ts
var LISTED = 10;
function siteDocuments(text, format) {
  const file = splitForEdit(text, "so the file cannot be read");
  const documents = [];
  let documentIndex = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    const index = documentIndex++;
    const read = readDocument(text, file, chunk);
    if (!read.ok) {
      const { line, what } = read.refusal;
      throw new ManifestError(
        `document ${index + 1} (line ${line}) is outside the YAML subset the edit and the gate read: ${what}`,
        "outside-subset",
        { documentIndex: index, line, gateCode: read.refusal.code }
      );
    }
    documents.push({
      chunk,
      documentIndex: index,
      document: read.document,
      sites: imageSites(text, read.document, format)
    });
  }
  const label = format === "kustomization" ? "the kustomization" : format === "helm-values" ? "the Helm values" : "the file";
  return { file, format, specImage: void 0, documents, label };
}
function sitedDocument(text, doc, specImage2) {
  return { ...doc, sites: imageSites(text, doc.document, "manifest", specImage2) };
}
function bumpSites(text, target, image, options) {
  let ref;
  try {
    ref = parseImageReference(image);
  } catch (error) {
    throw new ManifestError(`cannot pin ${JSON.stringify(image)}: ${messageOf(error)}`, "unrenderable");
  }
  const warnings = [];
  const chosen = choose(text, target, ref, options, warnings);
  const kustomizeEntries = chosen.filter(
    ({ doc }) => target.format === "kustomization" || isFluxKustomization(doc.document.identity)
  );
  if (kustomizeEntries.length > 0) checkKustomizeEdit(kustomizeEntries, ref, target.label);
  const splices = plan(chosen, ref, target, options.markers ?? "refuse");
  const located = locatedOf(target, chosen[0]);
  const before = siteImage(chosen[0].site);
  if (splices.every((s) => s.site.insert === void 0 && s.source === text.slice(s.site.span.start, s.site.span.end)))
    return { changed: false, text, before, after: before, located, fields: [], warnings };
  let updated = text;
  for (const s of [...splices].sort((a, b) => b.site.span.start - a.site.span.start))
    updated = updated.slice(0, s.site.span.start) + s.source + updated.slice(s.site.span.end);
  const fields = prove(text, updated, target, splices);
  const after = siteImage(chosen[0].site, valueOf(splices, chosen[0]));
  return { changed: true, text: updated, before, after, located, fields, warnings };
}
function readSites(text, target, options) {
  const all = target.documents.flatMap((doc) => doc.sites.map((site) => ({ doc, site })));
  let sites;
  if (options.field !== void 0) sites = [fieldSite(text, target, options.field)];
  else {
    sites = all.filter(
      ({ site }) => site.repository !== void 0 && (options.container === void 0 || site.container === options.container) && // A Helm mapping or kustomize entry is one image: read it at its digest when it has one.
      (site.role !== "tag" || !site.pinnedBeside)
    );
    if (options.container !== void 0) refuseUnknownContainer(target, options.container);
  }
  if (sites.length === 0)
    throw new ManifestError(
      `${target.label} holds no image field; it has ${inventory(all.map((a) => a.site))}`,
      "not-found"
    );
  const problem = sites.find(({ site }) => site.problem !== void 0);
  if (problem) throw unsafe(target, problem);
  const images = [...new Set(sites.map(({ site }) => siteImage(site)))];
  if (images.length > 1)
    throw new ManifestError(
      `${target.label} pins ${images.length} different images (${sites.slice(0, LISTED).map(({ site }) => `${site.path} at line ${site.span.line}: ${siteImage(site)}`).join("; ")}); name the one to read with field (--field) or container (--container)`,
      "ambiguous"
    );
  const first = sites[0];
  return { ...locatedOf(target, first), value: images[0] };
}
function choose(text, target, ref, options, warnings) {
  const all = target.documents.flatMap((doc) => doc.sites.map((site) => ({ doc, site })));
  if (options.field !== void 0) {
    const found = fieldSite(text, target, options.field);
    const { site } = found;
    if (site.repository !== void 0 && site.repository !== ref.name)
      throw new ManifestError(
        `${target.label}: ${site.path} (line ${site.span.line}) pins repository ${JSON.stringify(site.repository)}, not ${JSON.stringify(ref.name)} of the image to pin; a move to another repository is a change for a person to review`,
        "not-found",
        { documentIndex: found.doc.documentIndex, line: site.span.line }
      );
    if (site.problem !== void 0) throw unsafe(target, found);
    if (site.role === "tag" && site.pinnedBeside) throw tagBesideDigest(target, found);
    if (site.role === "tag" && !site.pinnedBeside && (ref.tag ?? site.tag ?? "") === "")
      throw new ManifestError(
        `${target.label}: ${site.path} (line ${site.span.line}) is empty, so the chart picks the tag; pinning through it would render "repository:@sha256:\u2026". Write the tag there (or pass an image with a tag), or add a digest key the chart renders`,
        "unsafe",
        { documentIndex: found.doc.documentIndex, line: site.span.line }
      );
    if (site.role === "tag" && !site.pinnedBeside)
      warnings.push(
        `${site.path} (line ${site.span.line}) now pins through the tag (${siteValueFor(site, ref)}): charts that render repository:tag pull this digest, but a chart that also puts the tag in a label (app.kubernetes.io/version) renders an invalid label; add a digest key the chart renders instead where it has one`
      );
    return [found];
  }
  if (options.container !== void 0) refuseUnknownContainer(target, options.container);
  const ours = all.filter(
    ({ site }) => site.repository === ref.name && (options.container === void 0 || site.container === options.container)
  );
  const pinnedTag = ({ site }) => site.role === "tag" && !site.pinnedBeside && site.span.value.includes("@sha256:");
  const tagOnly = ours.find((o) => o.site.role === "tag" && !o.site.pinnedBeside && !pinnedTag(o));
  if (tagOnly) {
    const { site } = tagOnly;
    const mapping = site.path.slice(0, site.path.lastIndexOf("."));
    const parameter = /\[name=(.*)tag\]\.value$/.exec(site.path);
    const add = parameter === null ? `add "digest: ''" to ${mapping}` : `add the parameter {name: ${parameter[1]}digest, value: ""} beside it`;
    throw new ManifestError(
      `${target.label}: ${mapping} (line ${site.span.line}) has a tag but no digest key, so there is no field to pin ${ref.name} by digest; ${add} if the chart renders one (as repository@digest), or name field: ${site.path} (--field ${site.path}) to pin through the tag as <tag>@sha256:\u2026, which breaks charts that also put the tag in a label`,
      "not-found",
      { documentIndex: tagOnly.doc.documentIndex, line: site.span.line }
    );
  }
  const chosen = ours.filter((o) => o.site.role !== "tag" || pinnedTag(o));
  if (chosen.length === 0) {
    const what = options.container === void 0 ? "" : ` in container ${JSON.stringify(options.container)}`;
    throw new ManifestError(
      `${target.label} holds no image field of repository ${JSON.stringify(ref.name)}${what}; it has ${inventory(all.map((a) => a.site))}`,
      "not-found"
    );
  }
  const problem = chosen.find(({ site }) => site.problem !== void 0);
  if (problem) throw unsafe(target, problem);
  const tags = new Set(chosen.map(({ site }) => site.tag ?? ""));
  if (tags.size > 1)
    throw new ManifestError(
      `${target.label}: the fields of ${ref.name} disagree on the tag (${chosen.slice(0, LISTED).map(({ site }) => `${site.path} at line ${site.span.line}: ${site.tag === void 0 ? "no tag" : site.tag}`).join("; ")}); release one with container (--container) or field (--field), or make them agree by hand first`,
      "ambiguous",
      { documentIndex: chosen[0].doc.documentIndex, line: chosen[0].site.span.line }
    );
  return chosen;
}
function fieldSite(text, target, field) {
  for (const doc of target.documents) {
    const site = siteAt(text, doc.document, doc.sites, field);
    if (site !== void 0) return { doc, site };
  }
  const paths = target.documents.flatMap((d) => d.sites.map((s) => s.path));
  throw new ManifestError(
    `${target.label} has no field ${JSON.stringify(field)}; its image fields are ${paths.length === 0 ? "none" : paths.slice(0, LISTED).join(", ")}`,
    "not-found"
  );
}
function refuseUnknownContainer(target, container) {
  const names = new Set(target.documents.flatMap((d) => d.sites.map((s) => s.container)).filter((c) => c !== void 0));
  if (!names.has(container))
    throw new ManifestError(
      `${target.label} has no container named ${JSON.stringify(container)}; its containers are ${names.size === 0 ? "none" : [...names].join(", ")}`,
      "not-found"
    );
}
function plan(chosen, ref, target, markers) {
  const splices = [];
  for (const { doc, site } of chosen) {
    const value = siteValueFor(site, ref);
    checkMarker(target, doc, site, value, markers);
    splices.push({ doc, site, value, source: render(site, value, target) });
    if (site.role !== "digest" || ref.tag === void 0 || ref.tag === site.tag) continue;
    const parent = site.path.slice(0, site.path.lastIndexOf("."));
    const tagSite = doc.sites.find(
      (s) => s.role === "tag" && s.pinnedBeside && (s.path === `${parent}.tag` || s.path === `${parent}.newTag`)
    );
    if (tagSite === void 0) continue;
    if (tagSite.problem !== void 0) throw unsafe(target, { doc, site: tagSite });
    checkMarker(target, doc, tagSite, ref.tag, markers);
    splices.push({ doc, site: tagSite, value: ref.tag, source: render(tagSite, ref.tag, target) });
  }
  return splices;
}
function render(site, value, target) {
  try {
    if (site.insert !== void 0) {
      const { lead, indent, eol, flow } = site.insert;
      return flow ? `, digest: ${renderScalar(value, "PLAIN")}` : `${lead ?? ""}${indent}digest: ${renderScalar(value, "PLAIN")}${eol}`;
    }
    return `${site.empty ? " " : ""}${renderScalar(value, site.span.style)}`;
  } catch (error) {
    if (error instanceof ManifestError)
      throw new ManifestError(`${target.label}: ${site.path} (line ${site.span.line}): ${error.message}`, error.code, {
        line: site.span.line
      });
    throw error;
  }
}
function prove(before, after, target, splices) {
  const file = splitLikeKubernetes(after);
  const first = splices[0];
  const failed = (why, line = first.site.span.line) => new ManifestError(`refusing to edit line ${line}: ${why}`, "verify-failed", {
    documentIndex: first.doc.documentIndex,
    line
  });
  if (!file.ok || file.mode !== target.file.mode || file.chunks.length !== target.file.chunks.length)
    throw failed("the result splits into other documents");
  const fields = [];
  let shift = 0;
  for (const [i, chunk] of target.file.chunks.entries()) {
    const doc = target.documents.find((d) => d.chunk.start === chunk.start);
    const mine = splices.filter((s) => s.doc.chunk.start === chunk.start);
    const delta = mine.reduce((n, s) => n + s.source.length - (s.site.span.end - s.site.span.start), 0);
    const next = file.chunks[i];
    if (next.start !== chunk.start + shift || next.end !== chunk.end + shift + delta)
      throw failed("the result splits into other documents");
    if (doc !== void 0 && mine.length > 0) {
      const refusal = separatorRefusal(before, chunk) ?? (applied(target, doc) ? notApplicable(doc.document) : void 0);
      if (refusal) throw gateRefuses(refusal.line, refusal.what);
      const read = readDocument(after, file, next);
      if (!read.ok) throw gateRefuses(read.refusal.line, read.refusal.what);
      const sites = imageSites(after, read.document, target.format, target.specImage);
      const diff = diffSites(
        { text: before, from: chunk.start, to: chunk.end, sites: doc.sites },
        { text: after, from: next.start, to: next.end, sites }
      );
      if (!diff.ok) throw failed(diff.why ?? "the result changes bytes outside the image fields");
      const planned = new Map(mine.map((s) => [s.site.path, s]));
      if (diff.changes.length !== mine.length) throw failed("the gate would not read these image changes back");
      for (const change of diff.changes) {
        const s = planned.get(change.base.path);
        if (s === void 0 || change.head.span.value !== s.value)
          throw failed("the gate would not read this image change back", change.base.span.line);
        checkChange(s, change.beforeSource, change.afterSource, change.head.span.style);
        fields.push({
          path: change.base.path,
          line: change.head.span.line,
          before: change.inserted || change.base.empty ? "" : change.base.span.value,
          after: change.head.span.value,
          inserted: change.inserted
        });
      }
    }
    shift += delta;
  }
  return fields;
}
function applied(target, doc) {
  const { kind, apiVersion } = doc.document.identity;
  return target.format === "manifest" && (kind !== void 0 || apiVersion !== void 0);
}
function checkChange(s, beforeSource, afterSource, style) {
  const line = s.site.span.line;
  if (s.site.role === "reference") {
    const strip = (v) => s.site.prefix === void 0 ? v : v.replace(s.site.prefix, "");
    const read = checkImageScalars(
      { value: strip(s.site.span.value), style: s.site.span.style, source: strip(beforeSource) },
      { value: strip(s.value), style, source: strip(afterSource) }
    );
    if ("code" in read && read.code !== "other-repository")
      throw gateRefuses(line, `${s.site.path}: ${read.message.replace(/^spec\.image /, "")}`);
  } else if (s.site.role === "digest" && !s.site.hexOnly) {
    const problem = digestProblem(s.value);
    if (problem !== void 0) throw gateRefuses(line, `${s.site.path}: ${JSON.stringify(s.value)} is no sha256 digest`);
  }
}
function checkMarker(target, doc, site, value, markers) {
  if (site.marker === void 0 || value === site.span.value) return;
  checkOwned(target.label, site, site.marker, value, markers, {
    documentIndex: doc.documentIndex,
    line: site.span.line
  });
}
function tagBesideDigest(target, { doc, site }) {
  const parent = site.path.slice(0, site.path.lastIndexOf("."));
  const key = doc.sites.find((s) => s.role === "digest" && s.path.slice(0, s.path.lastIndexOf(".")) === parent);
  const digest = key === void 0 ? `the digest key of ${parent}` : key.path;
  return new ManifestError(
    `${target.label}: ${site.path} (line ${site.span.line}) is the tag beside ${digest}, so a release through it would pin no digest at all; release without field (--field): that sets ${digest} to the digest, and ${site.path} to the image's tag where it names another`,
    "unsafe",
    { documentIndex: doc.documentIndex, line: site.span.line }
  );
}
function gateRefuses(line, what) {
  return new ManifestError(
    `the gate (the required check on release PRs) would refuse this edit, so nothing is written: line ${line}: ${what}; fix the file in a reviewed PR first, then release again`,
    "gate-refuses",
    { line }
  );
}
function unsafe(target, { doc, site }) {
  return new ManifestError(
    `${target.label}: line ${site.span.line}: ${site.problem ?? `${site.path} cannot be edited`}; edit it by hand into a one-line plain or quoted string written where it is used, then release again`,
    "unsafe",
    { documentIndex: doc.documentIndex, line: site.span.line }
  );
}
function inventory(sites) {
  const seen = /* @__PURE__ */ new Map();
  for (const s of sites) {
    const repo = s.repository ?? "(unreadable)";
    if (!seen.has(repo)) seen.set(repo, `${repo} at ${s.path} (line ${s.span.line})`);
  }
  if (seen.size === 0) return "no image fields";
  const listed = [...seen.values()];
  const more = listed.length > LISTED ? `, and ${listed.length - LISTED} more` : "";
  return `the repositories ${listed.slice(0, LISTED).join(", ")}${more}`;
}
function valueOf(splices, chosen) {
  return splices.find((s) => s.site === chosen.site)?.value ?? chosen.site.span.value;
}
function locatedOf(target, { doc, site }) {
  const resource = resourceOf(doc.document.identity) ?? {
    kind: { kustomization: "kustomization", "helm-values": "Helm values", manifest: "Argo CD parameter overrides" }[target.format],
    apiGroup: "",
    apiVersion: "",
    name: void 0,
    namespace: void 0
  };
  return {
    resource,
    documentIndex: doc.documentIndex,
    value: site.span.value,
    style: site.span.style,
    start: site.span.start,
    end: site.span.end,
    line: site.span.line,
    path: site.path
  };
}
function manifestLabel(doc) {
  const resource = resourceOf(doc.identity);
  return resource === void 0 ? "the document" : describeResource(resource);
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
  if (refusal) throw gateRefuses2(refusal);
  const imageProblem = imageRefusal(before, located, image, rendered);
  if (imageProblem) throw gateRefuses2(imageProblem.refusal, "", imageProblem.code);
  const file = splitLikeKubernetes(after);
  const offset = rendered.length - (located.end - located.start);
  const chunk = file.ok ? file.chunks.find((c) => c.start === target.chunk.start) : void 0;
  if (!file.ok || file.mode !== report.file.mode || file.chunks.length !== report.file.chunks.length || !chunk || chunk.end !== target.chunk.end + offset)
    throw verifyFailed(located, "the result splits into other documents");
  const read = readDocument(after, file, chunk);
  if (!read.ok) throw gateRefuses2(read.refusal);
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
function gateRefuses2(refusal, why = WHY[refusal.code], gateCode = refusal.code) {
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
function bumpImage(text, given, image, options = {}) {
  const format = options.format ?? "manifest";
  if (format !== "manifest") return bumpSites(text, siteDocuments(text, format), image, options);
  const selector = resolveTarget(text, given, wantedBy(options, repositoryOf(image)));
  if (selector === void 0) return bumpSites(text, overrides(text), image, options);
  const target = sitedTarget(text, selector, options, image);
  if (target !== void 0) return bumpSites(text, target, image, options);
  return bumpSpecImage(text, selector, image, options.markers ?? "refuse");
}
function wantedBy(options, repository) {
  return { repository, container: options.container, field: options.field };
}
function overrides(text) {
  const target = kindless(text);
  if (target !== void 0) return target;
  const empty2 = splitForEdit(text, "so the file cannot be read").chunks.every((c) => !hasContent(text, c));
  throw new ManifestError(
    (spell) => `${empty2 ? "the file has no documents" : "no document of the file declares a resource (a kind and an apiVersion) or holds an Argo CD image override"}: name the manifest of the resource to release, or the format of a file of another kind (${spell("format", "kustomization")} or ${spell("format", "helm-values")})`,
    "not-found"
  );
}
function sitedTarget(text, selector, options, image) {
  const format = "manifest";
  const report = locate(text, selector, false);
  if (report.matched.length === 0) {
    const overrides2 = kindless(text);
    if (overrides2 !== void 0) return overrides2;
  }
  const legacy = options.container === void 0 && options.field === void 0;
  if (legacy && report.matched.length > 1 && report.matched.every(hasSpecImage)) return void 0;
  const doc = exactlyOneDocument(text, selector, report);
  const specImage2 = { kind: selector.kind, apiGroup: selector.apiGroup };
  const sited = sitedDocument(text, doc, specImage2);
  if (legacy && hasSpecImage(doc)) {
    const repository = image === void 0 ? void 0 : repositoryOf(image);
    if (image !== void 0 && repository === void 0) return void 0;
    const others = sited.sites.filter(
      (s) => s.path !== "spec.image" && (repository === void 0 || s.repository === repository)
    );
    if (others.length === 0) return void 0;
  }
  return { file: report.file, format, specImage: specImage2, documents: [sited], label: manifestLabel(doc.document) };
}
function kindless(text) {
  let target;
  try {
    target = siteDocuments(text, "manifest");
  } catch {
    return void 0;
  }
  const { documents } = target;
  if (documents.length === 0) return void 0;
  if (documents.some((d) => d.document.identity.kind !== void 0 || d.document.identity.apiVersion !== void 0))
    return void 0;
  if (!documents.some((d) => d.sites.length > 0)) return void 0;
  return { ...target, label: "the Argo CD parameter overrides" };
}
function repositoryOf(image) {
  try {
    return parseImageReference(image, { requireDigest: false }).name;
  } catch {
    return void 0;
  }
}
function hasSpecImage(doc) {
  const root = doc.document.root;
  const spec = root === null ? void 0 : lookup(root, "spec");
  const node = spec === void 0 ? void 0 : resolved(spec.node);
  return node !== void 0 && node.kind === "map" && lookup(node, "image") !== void 0;
}
function bumpSpecImage(text, selector, image, markers) {
  const report = locate(text, selector);
  const located = exactlyOne(text, selector, report);
  if (located.value === image)
    return { changed: false, text, before: image, after: image, located, fields: [], warnings: [] };
  const marker = markerAfter(text, located.end);
  if (marker !== void 0)
    checkOwned(describeResource(located.resource), { path: "spec.image", role: "reference" }, marker, image, markers, {
      documentIndex: located.documentIndex,
      line: located.line
    });
  const rendered = renderScalar(image, located.style);
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end);
  verify(text, updated, located);
  proveEdit(text, updated, report, located, image, rendered);
  const field = { path: "spec.image", line: located.line, before: located.value, after: image, inserted: false };
  return { changed: true, text: updated, before: located.value, after: image, located, fields: [field], warnings: [] };
}
function readImage(text, given, options = {}) {
  const format = options.format ?? "manifest";
  if (format !== "manifest") return readSites(text, siteDocuments(text, format), options);
  const selector = resolveTarget(text, given, wantedBy(options, void 0));
  if (selector === void 0) return readSites(text, overrides(text), options);
  const target = sitedTarget(text, selector, options, void 0);
  if (target !== void 0) return readSites(text, target, options);
  return exactlyOne(text, selector, locate(text, selector));
}
var LISTED2 = 10;
function exactlyOne(text, selector, report) {
  return exactlyOneOf(text, selector, report, report.images);
}
function exactlyOneDocument(text, selector, report) {
  const lined = report.matched.map((c) => ({ ...c, resource: resourceOf(c.document.identity), line: c.document.line }));
  return exactlyOneOf(text, selector, report, lined);
}
function exactlyOneOf(text, selector, report, images) {
  if (images.length === 1) return images[0];
  if (images.length > 1) {
    const found = images.slice(0, LISTED2).map((i) => `${describeResource(i.resource)} at line ${i.line}`);
    if (images.length > LISTED2) found.push(`and ${images.length - LISTED2} more`);
    const fix = selector.name === void 0 ? "pass the metadata.name of the one to bump" : "split them into separate files";
    throw new ManifestError(
      `${images.length} documents match ${describeSelector(selector)}: ${found.join("; ")}; ${fix}`,
      "ambiguous"
    );
  }
  const { listed, resources } = inventory2(text, report);
  throw new ManifestError(
    (spell) => `no document matches ${describeSelector(selector)}; the file has ${listed}; ${selectorHint(selector, resources, spell)}`,
    "not-found"
  );
}
function inventory2(text, report) {
  const chunks = report.file.chunks.filter((c) => hasContent(text, c));
  if (chunks.length === 0) return { listed: "no documents", resources: [] };
  const resources = [];
  const listed = chunks.slice(0, LISTED2).map((chunk, i) => {
    const read = readDocument(text, report.file, chunk);
    const resource = resourceOf(read.ok ? read.document.identity : read.identity);
    if (resource) resources.push(resource);
    const what = resource ? describeResource(resource) : read.ok ? "not a resource" : "outside the YAML subset";
    return `${i + 1}: ${what}`;
  });
  const more = chunks.length > LISTED2 ? `, and ${chunks.length - LISTED2} more` : "";
  return {
    listed: `${chunks.length} document${chunks.length === 1 ? "" : "s"} (${listed.join(", ")}${more})`,
    resources
  };
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
  checkImageScalars,
  literalSource,
  digestValueProblem,
  styleName,
  diffSites,
  splitImage,
  isPlainName,
  passesOf,
  applyEntries,
  readKustomization,
  entryProblem,
  fluxImagesOf,
  bumpImage,
  readImage
};
