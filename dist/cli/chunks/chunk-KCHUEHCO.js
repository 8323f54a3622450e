import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  hasContent,
  locate,
  notApplicable,
  readDocument,
  resolveTarget,
  resourceOf,
  selectorHint,
  separatorRefusal,
  specImage,
  splitForEdit,
  splitLikeKubernetes
} from "./chunk-JTSBPOA5.js";
import {
  describeResource,
  describeSelector,
  imageSites,
  lookup,
  resolved,
  siteAt,
  siteImage,
  siteValueFor
} from "./chunk-WCA5RQRV.js";
import {
  ImageReferenceError,
  codePointLabel,
  digestOf,
  digestProblem,
  isPlainString,
  parseImageReference
} from "./chunk-OSM5NVDR.js";
import {
  messageOf
} from "./chunk-MH4YVFPY.js";

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
    if (p.inserted) {
      const insert = p.base.insert;
      const scalar = head.text.slice(p.head.span.start, p.head.span.end);
      const expected = insert && `${insert.lead ?? ""}${insert.indent}digest: ${scalar}${insert.eol}`;
      if (after !== expected)
        return {
          ok: false,
          offset: p.headSpan[0],
          why: `the added line must be "${insert?.indent ?? ""}digest: sha256:\u2026" alone, at the entry's indentation`
        };
      changes.push({ base: p.base, head: p.head, beforeSource: "", afterSource: scalar, inserted: true });
      continue;
    }
    changes.push({ base: p.base, head: p.head, beforeSource: before, afterSource: after, inserted: false });
  }
  return { ok: true, changes };
}
function pair(base, head) {
  const inDoc = (v) => v.sites.filter((s) => s.span.start >= v.from && s.span.end <= v.to);
  const [bs, hs] = [inDoc(base), inDoc(head)];
  if (bs.length !== hs.length) return void 0;
  const pairs = [];
  for (let i = 0; i < bs.length; i++) {
    const [b, h] = [bs[i], hs[i]];
    if (b.path !== h.path || b.role !== h.role) return void 0;
    const insertion = b.insert !== void 0 && h.insert === void 0;
    if (insertion) {
      const start = lineStart(head.text, h.span.start) - (b.insert.lead?.length ?? 0);
      const end = lineEnd(head.text, h.span.end);
      pairs.push({ base: b, head: h, baseSpan: [b.span.start, b.span.start], headSpan: [start, end], inserted: true });
      continue;
    }
    if (b.insert === void 0 !== (h.insert === void 0)) return void 0;
    pairs.push({
      base: b,
      head: h,
      baseSpan: [b.span.start, b.span.end],
      headSpan: [h.span.start, h.span.end],
      inserted: false
    });
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
  const splices = plan(chosen, ref, target);
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
  const tagOnly = ours.find(({ site }) => site.role === "tag" && !site.pinnedBeside);
  if (tagOnly) {
    const { site } = tagOnly;
    const mapping = site.path.slice(0, site.path.lastIndexOf("."));
    throw new ManifestError(
      `${target.label}: ${mapping} (line ${site.span.line}) has a tag but no digest key, so there is no field to pin ${ref.name} by digest; add "digest: ''" to ${mapping} if the chart renders one (as repository@digest), or name field: ${site.path} (--field ${site.path}) to pin through the tag as <tag>@sha256:\u2026, which breaks charts that also put the tag in a label`,
      "not-found",
      { documentIndex: tagOnly.doc.documentIndex, line: site.span.line }
    );
  }
  const chosen = ours.filter(({ site }) => site.role !== "tag");
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
function plan(chosen, ref, target) {
  const splices = [];
  for (const { doc, site } of chosen) {
    const value = siteValueFor(site, ref);
    splices.push({ doc, site, value, source: render(site, value, target) });
    if (site.role !== "digest" || ref.tag === void 0 || ref.tag === site.tag) continue;
    const parent = site.path.slice(0, site.path.lastIndexOf("."));
    const tagSite = doc.sites.find(
      (s) => s.role === "tag" && s.pinnedBeside && (s.path === `${parent}.tag` || s.path === `${parent}.newTag`)
    );
    if (tagSite === void 0) continue;
    if (tagSite.problem !== void 0) throw unsafe(target, { doc, site: tagSite });
    splices.push({ doc, site: tagSite, value: ref.tag, source: render(tagSite, ref.tag, target) });
  }
  return splices;
}
function render(site, value, target) {
  try {
    if (site.insert !== void 0) {
      const { lead, indent, eol } = site.insert;
      return `${lead ?? ""}${indent}digest: ${renderScalar(value, "PLAIN")}${eol}`;
    }
    return renderScalar(value, site.span.style);
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
          before: change.inserted ? "" : change.base.span.value,
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
  return bumpSpecImage(text, selector, image);
}
function wantedBy(options, repository) {
  return { repository, container: options.container, field: options.field };
}
function overrides(text) {
  const target = kindless(text);
  if (target !== void 0) return target;
  const empty = splitForEdit(text, "so the file cannot be read").chunks.every((c) => !hasContent(text, c));
  throw new ManifestError(
    (spell) => `${empty ? "the file has no documents" : "no document of the file declares a resource (a kind and an apiVersion) or holds an Argo CD image override"}: name the manifest of the resource to release, or the format of a file of another kind (${spell("format", "kustomization")} or ${spell("format", "helm-values")})`,
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
function bumpSpecImage(text, selector, image) {
  const report = locate(text, selector);
  const located = exactlyOne(text, selector, report);
  if (located.value === image)
    return { changed: false, text, before: image, after: image, located, fields: [], warnings: [] };
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
  lineCounter,
  lineOf,
  checkImageScalars,
  literalSource,
  digestValueProblem,
  styleName,
  diffSites,
  bumpImage,
  readImage
};
