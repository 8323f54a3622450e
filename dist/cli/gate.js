import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunks/chunk-UZBDSGFF.js";
import {
  applyEntries,
  checkImageScalars,
  diffSites,
  digestValueProblem,
  entryProblem,
  fluxImagesOf,
  isPlainName,
  literalSource,
  passesOf,
  readImage,
  readKustomization,
  splitImage,
  styleName
} from "./chunks/chunk-KXRHG3HZ.js";
import {
  ManifestError,
  resourceOf
} from "./chunks/chunk-IC65MCRE.js";
import {
  DEFAULT_LIMITS,
  HEALTHY,
  PolicyFileError,
  environmentPolicy,
  parseReleasePolicy,
  readGateLimits,
  readGatePolicy,
  readReleaseSettings,
  readRenderMode,
  shortfall
} from "./chunks/chunk-75ZEE3SF.js";
import "./chunks/chunk-N72KVV33.js";
import {
  lineOf
} from "./chunks/chunk-MHHOGKEU.js";
import {
  formatOfPath,
  goString,
  goValue,
  hasContent,
  imageSites,
  isFluxKustomization,
  lookup,
  markerShapeProblem,
  notApplicable,
  readDocument,
  resolved,
  resourceLabel,
  separatorRefusal,
  siteImage,
  splitLikeKubernetes
} from "./chunks/chunk-623GUZT5.js";
import {
  require_dist
} from "./chunks/chunk-2PW3ARTO.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-UDXHGDOD.js";
import {
  digestOf,
  digestProblem,
  parseImageReference,
  require_semver,
  shortDigest,
  unicodeEscape,
  utf8Text
} from "./chunks/chunk-5DKD7HP4.js";
import {
  GATE
} from "./chunks/chunk-Z37KAAR5.js";
import {
  EXIT
} from "./chunks/chunk-JWMKGFHY.js";
import {
  createGitHubClient,
  require_picomatch
} from "./chunks/chunk-X7JKWRKZ.js";
import {
  parseRepo
} from "./chunks/chunk-7ML3BBUC.js";
import {
  InputError,
  messageOf
} from "./chunks/chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunks/chunk-TIBOFJYZ.js";

// src/gate/cli.ts
import path8 from "node:path";

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

// src/gate/rule/file.ts
var REGULAR_FILE = "100644";
var MODE_NAMES = {
  "100644": "a regular file",
  "100755": "an executable file",
  "120000": "a symbolic link",
  "160000": "a submodule (gitlink)",
  "040000": "a directory"
};
function modeName(mode) {
  return mode === void 0 ? "absent" : `${mode} (${MODE_NAMES[mode] ?? "an unknown mode"})`;
}
function checkChangedFile(file, allowedPath) {
  const reasons = [];
  const shown = JSON.stringify(file.path);
  if (file.status !== "modified" || file.previousPath !== void 0 && file.previousPath !== file.path) {
    const from = file.previousPath !== void 0 && file.previousPath !== file.path ? ` from ${JSON.stringify(file.previousPath)}` : "";
    reasons.push(
      fileReason(
        "not-modified",
        file.path,
        1,
        `${shown} was ${file.status}${from}; only in-place edits of existing files are allowed.`
      )
    );
  }
  const modes = [file.baseMode, file.headMode];
  const present = modes.filter((m) => m !== void 0);
  if (present.some((m) => m !== REGULAR_FILE) || file.status === "modified" && present.length !== 2) {
    reasons.push(
      fileReason(
        "mode-change",
        file.path,
        1,
        `${shown} is ${modeName(file.baseMode)} in base and ${modeName(file.headMode)} in head; both must be 100644.`
      )
    );
  }
  const paths = file.previousPath !== void 0 ? [file.previousPath, file.path] : [file.path];
  for (const path9 of new Set(paths)) {
    if (!allowedPath(path9)) {
      reasons.push(
        fileReason("path-not-allowed", file.path, 1, `${JSON.stringify(path9)} does not match the 'paths' globs.`)
      );
    }
  }
  return reasons;
}

// src/gate/path-matcher.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function pathMatcher(globs) {
  const match = (0, import_picomatch.default)([...globs], { dot: false });
  return (path9) => match(path9);
}

// src/gate/rule/flux-images.ts
var ENTRY = /^spec\.images\[name=(.*)\]\.(?:newTag|digest)$/;
function fluxImagesReasons(file, doc, paths) {
  if (!isFluxKustomization(doc.identity)) return [];
  const names = [...new Set(paths.flatMap((p) => ENTRY.exec(p)?.[1] ?? []))];
  if (names.length === 0) return [];
  const at = (line, what) => fileReason(
    "kustomize-undecidable",
    file,
    line,
    `${JSON.stringify(file)} line ${line}: the gate cannot work out what this Flux Kustomization's spec.images render: ${what}.`
  );
  const read2 = fluxImagesOf(doc);
  if (!read2.ok) return [at(read2.line, read2.what)];
  return names.flatMap((name) => {
    const problem = entryProblem(read2.entries, name, true);
    return problem === void 0 ? [] : [at(problem.line, problem.what)];
  });
}

// src/gate/rule/image.ts
var import_semver = __toESM(require_semver(), 1);
function checkSiteChange(file, field, change, policy) {
  const { base, head } = change;
  const line = head.span.line;
  const at = reasonAt(file, line);
  const problem = head.problem ?? base.problem;
  if (problem !== void 0) return [at("image-form", `${problem}; it cannot change as a release`)];
  const marker = head.marker === void 0 ? void 0 : markerShapeProblem(head, head.marker, head.span.value);
  if (marker !== void 0) return [at("image-policy-marker", marker)];
  const after = { value: head.span.value, style: head.span.style, source: change.afterSource };
  if (!change.inserted && base.span.style !== head.span.style)
    return [
      at(
        "quoting-change",
        `${field} changed from ${styleName(base.span.style)} to ${styleName(head.span.style)}; keep the quoting`
      )
    ];
  if (literalSource(after.value, after.style) !== after.source)
    return [
      at(
        "image-form",
        `${field} ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
      )
    ];
  switch (head.role) {
    case "reference":
      return referenceChange(at, field, change, policy);
    case "digest": {
      const problem2 = digestValueProblem2(head.span.value, head.hexOnly === true);
      return problem2 === void 0 ? [] : [at(problem2[0], `new ${field} ${JSON.stringify(head.span.value)} ${problem2[1]}`)];
    }
    case "tag":
      return tagChange(at, field, change, policy);
  }
}
function reasonAt(file, line) {
  return (code, message) => fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${message}.`);
}
function referenceChange(at, field, change, policy) {
  const { base, head } = change;
  const strip = (value, prefix) => prefix !== void 0 && value.startsWith(prefix) ? value.slice(prefix.length) : value;
  if (base.prefix !== head.prefix)
    return [
      at(
        "other-repository",
        `${field} changed its image name prefix from ${JSON.stringify(base.prefix ?? "")} to ${JSON.stringify(head.prefix ?? "")}; keep it`
      )
    ];
  const scalar = (value, style) => ({
    value,
    style,
    source: literalSource(value, style) ?? ""
  });
  const read2 = checkImageScalars(
    scalar(strip(base.span.value, base.prefix), base.span.style),
    scalar(strip(head.span.value, head.prefix), head.span.style),
    field
  );
  if ("code" in read2)
    return [at(read2.code, read2.message.startsWith(field) ? read2.message : `${field}: ${read2.message}`)];
  return tagPolicy(at, field, read2.before.tag, read2.after.tag, policy);
}
function tagChange(at, field, change, policy) {
  const { base, head } = change;
  const value = head.span.value;
  const pin = value.indexOf("@");
  const shown = JSON.stringify(value);
  if (pin !== -1 && head.pinnedBeside)
    return [
      at("image-form", `new ${field} ${shown} carries a digest, but a digest key sits beside it; put the digest there`)
    ];
  if (pin !== -1) {
    const problem = digestValueProblem2(value.slice(pin + 1), false);
    if (problem) return [at(problem[0], `new ${field} ${shown} ${problem[1]}`)];
  } else if (!head.pinnedBeside || head.digest === void 0 || digestProblem(head.digest) !== void 0) {
    return [
      at(
        "unpinned",
        head.pinnedBeside ? `new ${field} ${shown} is pinned by no valid digest beside it; set the entry's digest to sha256:<64 lower-case hex digits>` : `new ${field} ${shown} has no digest; pin it as <tag>@sha256:<64 lower-case hex digits> (a tag can be moved)`
      )
    ];
  }
  const tagOf = (v) => v.includes("@") ? v.slice(0, v.indexOf("@")) : v;
  const [prev, next] = [tagOf(base.span.value), tagOf(value)];
  if (next !== "" && !/^[\w][\w.-]{0,127}$/.test(next))
    return [
      at("invalid-image", `new ${field} ${shown} has tag ${JSON.stringify(next)}, which is not a valid image tag`)
    ];
  return tagPolicy(at, field, prev === "" ? void 0 : prev, next === "" ? void 0 : next, policy);
}
function digestValueProblem2(value, hexOnly) {
  if (value === "") return ["unpinned", "is empty; set it to sha256:<64 lower-case hex digits>"];
  const digest = hexOnly ? `sha256:${value}` : value;
  if (hexOnly && value.includes(":"))
    return ["invalid-image", "must hold the 64 hex digits alone (the chart adds sha256:)"];
  return digestValueProblem(digest);
}
function tagPolicy(at, field, prev, next, policy) {
  if (prev === next) return [];
  const where2 = field === "spec.image" ? "" : ` (${field})`;
  const change = prev === void 0 ? `adds tag ${JSON.stringify(next)}` : next === void 0 ? `removes tag ${JSON.stringify(prev)}` : `changes tag ${JSON.stringify(prev)} to ${JSON.stringify(next)}`;
  if (!policy.allowTagChange)
    return [at("tag-change", `new image ${change}${where2}; set 'allow-tag-change' to allow it`)];
  const [from, to] = [import_semver.default.valid(prev ?? ""), import_semver.default.valid(next ?? "")];
  if (from && to && import_semver.default.lt(to, from) && !policy.allowDowngrade) {
    return [
      at("downgrade", `new image ${change}${where2}, an older version; set 'allow-downgrade' for a deliberate rollback`)
    ];
  }
  return [];
}

// src/gate/rule/subset-reason.ts
function subsetReason(file, refusal) {
  return fileReason(refusal.code, file, refusal.line, `${JSON.stringify(file)} line ${refusal.line}: ${refusal.what}.`);
}

// src/gate/rule/compare.ts
function compareDocuments(file, base, head, policy, documentIndex, format = "manifest") {
  const shown = JSON.stringify(file);
  const [b, h] = [base.document, head.document];
  const applied = format === "manifest" && !isParameterOverrides(file);
  const shape = applied ? notApplicable(h) ?? notApplicable(b) : void 0;
  if (shape) return { changes: [], reasons: [subsetReason(file, shape)] };
  const [baseId, headId] = [resourceOf(b.identity), resourceOf(h.identity)];
  if (applied && !sameResource(baseId, headId)) {
    return {
      changes: [],
      reasons: [
        fileReason(
          "document-mismatch",
          file,
          h.root?.line ?? h.line,
          `${shown} document ${documentIndex + 1} is ${describe(baseId)} in base and ${describe(headId)} in head.`
        )
      ]
    };
  }
  const sited = (v) => ({
    text: v.text,
    from: v.from,
    to: v.to,
    sites: imageSites(v.text, v.document, format, policy.selector)
  });
  const [baseSited, headSited] = [sited(base), sited(head)];
  const diff = diffSites(baseSited, headSited);
  if (!diff.ok) {
    const line = lineOf(head.text, diff.offset);
    const unsafe = headSited.sites.find((s) => s.problem !== void 0 && s.span.line === line);
    if (unsafe !== void 0)
      return {
        changes: [],
        reasons: [
          fileReason(
            "image-form",
            file,
            line,
            `${shown} line ${line}: ${unsafe.problem}; edit it by hand into a one-line plain or quoted string written once, then bump again.`
          )
        ]
      };
    const marked = baseSited.sites.find((s) => s.marker !== void 0 && s.span.line === line);
    if (marked?.marker !== void 0)
      return {
        changes: [],
        reasons: [
          fileReason(
            "image-policy-marker",
            file,
            line,
            `${shown} line ${line}: the Flux image automation marker ${marked.marker.comment} of ${marked.path} changed or was dropped; a release keeps it byte for byte (a change of which ImagePolicy owns a field is one for a person to review).`
          )
        ]
      };
    const why = diff.why === void 0 ? "" : `: ${diff.why}`;
    return {
      changes: [],
      reasons: [
        fileReason(
          "outside-image",
          file,
          line,
          `${shown} line ${line}: changed outside the image fields${why}; in ${formatName(format)} only ${mayChange(format, policy)} may change.`
        )
      ]
    };
  }
  const changes = [];
  const reasons = [];
  for (const site of diff.changes) {
    const field = fieldName(site.head.path);
    const after = siteImage(site.head);
    const checked = checkSiteChange(file, field, site, policy);
    const changeReasons = checked.length > 0 ? checked : unreadableReference(file, field, site.head.span.line, after);
    reasons.push(...changeReasons);
    changes.push({
      file,
      format,
      resource: headId,
      path: site.head.path,
      field,
      documentIndex,
      line: site.head.span.line,
      before: siteImage(site.base, site.inserted ? "" : site.base.span.value),
      after,
      reasons: changeReasons
    });
  }
  if (changes.length > 0 && reasons.length === 0)
    reasons.push(
      ...fluxImagesReasons(
        file,
        h,
        changes.map((c) => c.path)
      )
    );
  return { changes, reasons };
}
function unreadableReference(file, field, line, reference) {
  try {
    parseImageReference(reference);
    return [];
  } catch (error) {
    return [
      fileReason(
        "invalid-image",
        file,
        line,
        `${JSON.stringify(file)} line ${line}: ${field} makes the image ${JSON.stringify(reference)}, not a pinned reference: ${messageOf(error)}.`
      )
    ];
  }
}
function isParameterOverrides(file) {
  return /^\.argocd-source(?:-[^/]*)?\.ya?ml$/.test(file.slice(file.lastIndexOf("/") + 1));
}
function fieldName(path9) {
  const at = Math.max(
    ...["containers[", "initContainers[", "ephemeralContainers["].map((list) => {
      const i = path9.lastIndexOf(list);
      return i > 0 && path9[i - 1] !== "." ? -1 : i;
    })
  );
  return at <= 0 ? path9 : path9.slice(at);
}
function formatName(format) {
  return format === "manifest" ? "a manifest" : format === "kustomization" ? "a kustomization" : "Helm values";
}
function mayChange(format, policy) {
  switch (format) {
    case "manifest":
      return `the image of pod-template containers (containers, initContainers, ephemeralContainers), spec.image of ${specImageOf(policy.selector)}, Argo CD kustomize.images overrides, Helm parameters and values in Applications, Helm values in HelmReleases, and spec.images[].newTag and digest (or a digest key added) in Flux Kustomizations`;
    case "kustomization":
      return "images[].newTag and images[].digest, plus a 'digest: sha256:...' key added to an entry (a line at its keys' indentation, or ', digest: sha256:...' in a flow entry)";
    case "helm-values":
      return "the tag and digest (or sha) of image mappings and scalars holding a whole image reference";
  }
}
function specImageOf(selector) {
  const group = selector.apiGroup === void 0 ? void 0 : selector.apiGroup || "core group";
  if (selector.kind === void 0) return group === void 0 ? "any kind" : `any kind in ${group}`;
  return `${selector.kind} (${group ?? "any API group"})`;
}
function sameResource(a, b) {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace;
}
function describe(id) {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null));
}

// src/gate/rule/text.ts
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
    const lead = LEADS.find((l2) => bytes[i] >= l2.from && bytes[i] <= l2.to);
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

// src/text/plural.ts
function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

// src/gate/rule/contents.ts
function judgeContents(file, baseBytes, headBytes, policy) {
  const head = decodeUtf8(headBytes, file);
  const base = decodeUtf8(baseBytes, file);
  if (!head.ok || !base.ok) {
    return { changes: [], reasons: onlyOnce([head, base].flatMap((r) => r.ok ? [] : [r.reason])) };
  }
  return judgeTexts(file, base.text, head.text, policy);
}
function judgeTexts(file, baseText, headText, policy) {
  const format = formatOf(file, policy);
  const head = splitLikeKubernetes(headText);
  const base = splitLikeKubernetes(baseText);
  if (!head.ok || !base.ok) {
    return { changes: [], reasons: onlyOnce([head, base].flatMap((s) => s.ok ? [] : [splitReason(file, s)])) };
  }
  if (head.mode !== base.mode) {
    const what = (f) => f.mode === "json" ? "JSON" : "YAML";
    return {
      changes: [],
      reasons: [
        fileReason(
          "outside-image",
          file,
          1,
          `${JSON.stringify(file)}: Kubernetes reads base as ${what(base)} and head as ${what(head)} (a file whose first character is "{" is JSON).`
        )
      ]
    };
  }
  if (head.chunks.length !== base.chunks.length) {
    const line = head.chunks[addedOrGap(baseText, base.chunks, headText, head.chunks)].linesBefore;
    return {
      changes: [],
      reasons: [
        fileReason(
          "document-mismatch",
          file,
          line + 1,
          `${JSON.stringify(file)} has ${plural(base.chunks.length, "document")} in base and ${head.chunks.length} in head, as Kubernetes splits them.`
        )
      ]
    };
  }
  const changes = [];
  const reasons = [];
  let documentIndex = 0;
  head.chunks.forEach((h, i) => {
    const b = base.chunks[i];
    const changed = !sameText(baseText, b, headText, h);
    if (changed) {
      const judged = judgeDocument(
        file,
        { text: baseText, file: base, chunk: b },
        { text: headText, file: head, chunk: h },
        policy,
        documentIndex,
        format
      );
      changes.push(...judged.changes);
      reasons.push(...judged.reasons);
    }
    if (changed || hasContent(headText, h)) documentIndex++;
  });
  return { changes, reasons };
}
function judgeDocument(file, base, head, policy, documentIndex, format) {
  const separator = (s) => s.text.slice(s.chunk.start, s.chunk.contentStart);
  if (separator(base) !== separator(head)) {
    const line = head.chunk.linesBefore;
    return {
      changes: [],
      reasons: [
        fileReason("outside-image", file, line, `${JSON.stringify(file)} line ${line}: a document separator changed.`)
      ]
    };
  }
  const sep = separatorRefusal(head.text, head.chunk);
  if (sep) return { changes: [], reasons: [subsetReason(file, sep)] };
  const [b, h] = [read(base), read(head)];
  if (!b.ok || !h.ok) {
    return {
      changes: [],
      reasons: onlyOnce([h, b].flatMap((r) => r.ok ? [] : [subsetReason(file, r.refusal)]))
    };
  }
  return compareDocuments(file, b.version, h.version, policy, documentIndex, format);
}
function formatOf(file, policy) {
  return policy.formatOf?.(file) ?? formatOfPath(file);
}
function read(side) {
  const read2 = readDocument(side.text, side.file, side.chunk);
  if (!read2.ok) return read2;
  return {
    ok: true,
    version: { text: side.text, from: side.chunk.contentStart, to: side.chunk.end, document: read2.document }
  };
}
function addedOrGap(baseText, base, headText, head) {
  let same = 0;
  while (same < Math.min(base.length, head.length) && sameText(baseText, base[base.length - 1 - same], headText, head[head.length - 1 - same]))
    same++;
  return head.length > base.length ? head.length - 1 - same : Math.min(head.length - same, head.length - 1);
}
function sameText(baseText, b, headText, h) {
  return b.end - b.start === h.end - h.start && baseText.slice(b.start, b.end) === headText.slice(h.start, h.end);
}
function splitReason(file, split) {
  return fileReason(
    "argocd-unreadable",
    file,
    split.line,
    `${JSON.stringify(file)} line ${split.line}: ${JSON.stringify(split.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it; Kubernetes refuses the file, so Argo CD cannot apply it.`
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

// src/gate/kustomize/stage.ts
import path6 from "node:path";

// src/gate/kustomize/analyse.ts
import path4 from "node:path";

// src/gate/kustomize/includers.ts
var import_yaml = __toESM(require_dist(), 1);
import path2 from "node:path";

// src/gate/kustomize/load.ts
import path from "node:path";

// src/kube-yaml/kustomize-containers.ts
var LISTS = /* @__PURE__ */ new Set(["containers", "initContainers"]);
function kustomizeContainers(doc) {
  const root = doc.root;
  if (root === null) return { ok: true, containers: [] };
  const kind = doc.identity.kind;
  const containers = [];
  let problem;
  const walk2 = (node, keys, path9) => {
    if (problem !== void 0) return;
    if (node.kind === "alias" || node.kind === "map" && node.merge !== void 0) {
      problem = { line: node.line, what: `${path9 || "the document"} uses an alias or a merge key` };
      return;
    }
    if (node.kind === "seq") {
      node.items.forEach((item, i) => walk2(item, keys, `${path9}[${i}]`));
      return;
    }
    if (node.kind !== "map") return;
    for (const entry of node.entries) {
      const at = path9 === "" ? entry.name : `${path9}.${entry.name}`;
      walk2(entry.value, [...keys, entry.name], at);
      if (!LISTS.has(entry.name) || entry.value.kind !== "seq" || kind === "CustomResourceDefinition") continue;
      const passes = passesOf(kind, [...keys, entry.name]);
      entry.value.items.forEach((item, i) => {
        if (item.kind !== "map" || problem !== void 0) return;
        const name = goString(lookup(item, "name")?.node);
        const image = lookup(item, "image")?.node;
        if (image === void 0) return;
        const where2 = `${at}[${name === void 0 ? i : `name=${name}`}]`;
        if (image.kind !== "scalar") {
          problem = { line: image.line, what: `${where2}.image is not a string, so kustomize fails on it` };
          return;
        }
        containers.push({ path: where2, name, image: image.value, passes, line: image.line });
      });
    }
  };
  walk2(root, [], "");
  return problem === void 0 ? { ok: true, containers } : { ok: false, ...problem };
}

// src/gate/kustomize/load.ts
var posix = path.posix;
var KUSTOMIZATION_NAMES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var Undecided = class extends Error {
  constructor(file, line, what) {
    super(what);
    this.file = file;
    this.line = line;
    this.what = what;
  }
  file;
  line;
  what;
  name = "Undecided";
};
var SideLoader = class {
  constructor(files, side, override) {
    this.files = files;
    this.side = side;
    this.override = override;
  }
  files;
  side;
  override;
  nodes = /* @__PURE__ */ new Map();
  resources = /* @__PURE__ */ new Map();
  tree() {
    return this.files.tree(this.side);
  }
  /** The kustomization file of `dir`, or undefined when it has none. */
  async kustomizationFile(dir, at) {
    const tree = await this.tree();
    const found = KUSTOMIZATION_NAMES.map((name) => join(dir, name)).filter((f) => tree.files.has(f));
    if (found.length > 1)
      throw new Undecided(
        at.file,
        at.line,
        `${show(dir)} has ${found.map(show).join(" and ")}, which kustomize refuses`
      );
    return found[0];
  }
  node(dir, from) {
    let node = this.nodes.get(dir);
    if (node === void 0) {
      node = this.load(dir, from);
      this.nodes.set(dir, node);
    }
    return node;
  }
  async load(dir, from) {
    const file = await this.kustomizationFile(dir, from);
    if (file === void 0)
      throw new Undecided(from.file, from.line, `${show(dir)} has no kustomization, so kustomize cannot build it`);
    const doc = await this.readOne(file);
    const read2 = readKustomization(doc);
    if (!read2.ok) throw new Undecided(file, read2.line, read2.what);
    const k = read2.kustomization;
    const first = k.opaque[0];
    if (first !== void 0)
      throw new Undecided(
        file,
        first.line,
        `${first.field} runs Helm or a plugin, which the gate does not run; only local resources can be followed`
      );
    const resources = [];
    for (const ref of k.resources) resources.push(await this.resolve(dir, file, ref.value, ref.line, "resource"));
    const components = [];
    for (const ref of k.components) {
      const child = await this.resolve(dir, file, ref.value, ref.line, "component");
      if (child.kind !== "dir")
        throw new Undecided(file, ref.line, `the component ${show(ref.value)} is a file, not a directory`);
      components.push(child);
    }
    const extra = [];
    for (const t of k.transforms) {
      let text = t.text ?? "";
      if (t.path !== void 0) {
        const child = await this.resolve(dir, file, t.path, t.line, t.field);
        if (child.kind !== "file") throw new Undecided(file, t.line, `${t.field} ${show(t.path)} is not a file`);
        extra.push(child.path);
        text = await this.text(child.path);
      }
      if (/\bimage\b/i.test(text) || /\bop\s*["']?\s*:\s*["']?(?:copy|move)\b/.test(text))
        throw new Undecided(
          file,
          t.line,
          `a ${t.field} item may set a container image (it names an image field, or copies or moves a value); the static rule does not apply patches: set images through the images: entries only`
        );
    }
    for (const ref of k.configurations) {
      const child = await this.resolve(dir, file, ref.value, ref.line, "configurations");
      if (child.kind !== "file") throw new Undecided(file, ref.line, `configurations ${show(ref.value)} is not a file`);
      extra.push(child.path);
      if (/\bimages?\b/i.test(await this.text(child.path)))
        throw new Undecided(
          file,
          ref.line,
          `the transformer configuration ${show(child.path)} names image fields, which kustomize then rewrites too; the static rule follows container images only`
        );
    }
    const tree = await this.tree();
    const fetches = [];
    for (const ref of k.data) {
      if (isRemote(ref.value)) {
        fetches.push(ref);
        continue;
      }
      const resolved2 = posix.normalize(posix.join(dir, ref.value));
      if (tree.files.has(resolved2)) extra.push(resolved2);
    }
    const entries = this.override ? this.override(dir, k.images) : k.images;
    const files = [file, ...resources.flatMap((c) => c.kind === "file" ? [c.path] : []), ...extra];
    const json = doc.root === null ? {} : goValue(doc.root);
    return {
      dir,
      file,
      kustomization: k,
      entries,
      overridden: entries !== k.images,
      json,
      resources,
      components,
      files,
      fetches
    };
  }
  /** A reference resolved as kustomize does: a file inside `dir`, a directory anywhere, or refused. */
  async resolve(dir, file, ref, line, field) {
    if (isRemote(ref) || posix.isAbsolute(ref))
      throw new Undecided(file, line, `the ${field} ${show(ref)} is remote; the gate reads only this repository`);
    const target = posix.normalize(posix.join(dir, ref)).replace(/\/+$/, "");
    if (target === ".." || target.startsWith("../"))
      throw new Undecided(file, line, `the ${field} ${show(ref)} is outside the repository`);
    const tree = await this.tree();
    const mode = tree.files.get(target);
    if (mode !== void 0) {
      if (mode !== "100644" && mode !== "100755")
        throw new Undecided(file, line, `the ${field} ${show(target)} is a symbolic link or a submodule`);
      if (dir !== "" && !target.startsWith(`${dir}/`))
        throw new Undecided(
          file,
          line,
          `the ${field} ${show(target)} is outside ${show(dir)}, which kustomize refuses by default (its load restrictor)`
        );
      return { kind: "file", path: target, line };
    }
    if (tree.dirs.has(target === "." ? "" : target)) return { kind: "dir", dir: target === "." ? "" : target, line };
    throw new Undecided(
      file,
      line,
      `the ${field} ${show(ref)} is not in this repository (a remote base, or a missing file); the gate reads only this repository`
    );
  }
  /** The containers of a resource file, as the image transformer meets them. */
  containers(file) {
    let found = this.resources.get(file);
    if (found === void 0) {
      found = this.readContainers(file);
      this.resources.set(file, found);
    }
    return found;
  }
  async readContainers(file) {
    const out = [];
    for (const doc of await this.documents(file)) {
      const read2 = kustomizeContainers(doc);
      if (!read2.ok) throw new Undecided(file, read2.line, read2.what);
      const { kind, name, namespace } = doc.identity;
      const object = resourceLabel({ apiGroup: "", kind: kind ?? "object", name, namespace });
      out.push(...read2.containers.map((c) => ({ ...c, file, object })));
    }
    return out;
  }
  async text(file) {
    let bytes;
    try {
      bytes = await this.files.read(this.side, file);
    } catch (error) {
      throw new Undecided(file, 1, `${show(file)} could not be read at the ${this.side}: ${messageOf(error)}`);
    }
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new Undecided(file, 1, `${show(file)} is not UTF-8`);
    }
  }
  async documents(file) {
    const text = await this.text(file);
    const split = splitLikeKubernetes(text);
    if (!split.ok) throw new Undecided(file, split.line, `${show(file)} does not split into documents`);
    const docs = [];
    for (const chunk of split.chunks) {
      if (!hasContent(text, chunk)) continue;
      const read2 = readDocument(text, split, chunk);
      if (!read2.ok)
        throw new Undecided(file, read2.refusal.line, `${show(file)} is outside the YAML subset: ${read2.refusal.what}`);
      docs.push(read2.document);
    }
    return docs;
  }
  async readOne(file) {
    const docs = await this.documents(file);
    if (docs.length > 1) throw new Undecided(file, 1, `${show(file)} holds several documents; kustomize reads one`);
    return docs[0] ?? {
      root: null,
      identity: {
        kind: void 0,
        apiVersion: void 0,
        apiGroup: void 0,
        name: void 0,
        namespace: void 0
      },
      line: 1
    };
  }
};
function isRemote(ref) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || ref.startsWith("git@");
}
function join(dir, name) {
  return dir === "" ? name : `${dir}/${name}`;
}
function show(value) {
  return JSON.stringify(value === "" ? "." : value);
}

// src/gate/kustomize/includers.ts
var posix2 = path2.posix;
var MAX_KUSTOMIZATIONS = 200;
var INCLUDES = /* @__PURE__ */ new Set(["RESOURCES", "BASES", "COMPONENTS", "PATCHESSTRATEGICMERGE", "CONFIGURATIONS"]);
var PATHS = /* @__PURE__ */ new Set(["PATCHES", "PATCHESJSON6902", "REPLACEMENTS"]);
async function findIncluders(loader, tree, blame) {
  const files = [...tree.files.keys()].filter(
    (f) => KUSTOMIZATION_NAMES.includes(posix2.basename(f))
  );
  if (files.length > MAX_KUSTOMIZATIONS)
    throw new Undecided(
      blame.file,
      blame.line,
      `the repository has ${files.length} kustomization files; the gate reads at most ${MAX_KUSTOMIZATIONS} to find the ones that build this change`
    );
  const includers = /* @__PURE__ */ new Map();
  await Promise.all(
    files.map(async (file) => {
      const dir = posix2.dirname(file) === "." ? "" : posix2.dirname(file);
      const text = await loader.text(file);
      for (const ref of includes(text)) {
        const target = posix2.normalize(posix2.join(dir, ref)).replace(/\/+$/, "");
        const key = target === "." ? "" : target;
        const set = includers.get(key) ?? /* @__PURE__ */ new Set();
        set.add(dir);
        includers.set(key, set);
      }
    })
  );
  return includers;
}
function includes(text) {
  const value = readExactly(text) ?? readLeniently(text);
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, list]) => {
    if (!Array.isArray(list)) return [];
    const upper = key.toUpperCase();
    if (INCLUDES.has(upper)) return list.filter((v) => typeof v === "string");
    if (!PATHS.has(upper)) return [];
    return list.flatMap((item) => {
      const path9 = item !== null && typeof item === "object" ? item.path : void 0;
      return typeof path9 === "string" ? [path9] : [];
    });
  });
}
function readExactly(text) {
  const split = splitLikeKubernetes(text);
  if (!split.ok) return void 0;
  const chunk = split.chunks.find((c) => hasContent(text, c));
  if (chunk === void 0) return null;
  const read2 = readDocument(text, split, chunk);
  return read2.ok && read2.document.root !== null ? goValue(read2.document.root) : void 0;
}
function readLeniently(text) {
  try {
    return (0, import_yaml.parse)(text, { version: "1.1", uniqueKeys: false, merge: true, maxAliasCount: 100 });
  } catch {
    return null;
  }
}
function closure(includers, from) {
  const seen = /* @__PURE__ */ new Set();
  const queue = [...from];
  for (let at = queue.shift(); at !== void 0; at = queue.shift()) {
    for (const dir of includers.get(at) ?? []) {
      if (seen.has(dir)) continue;
      seen.add(dir);
      queue.push(dir);
    }
  }
  return seen;
}

// src/gate/kustomize/outside.ts
import path3 from "node:path";

// src/kube-yaml/flux-images.ts
function mergeFluxImages(entries, flux) {
  const replaced = [...entries];
  const merged = [...entries];
  for (const image of flux) {
    const at = merged.findIndex((e) => e.name === image.name);
    if (at === -1) {
      const appended = { ...image, tagSuffix: "" };
      replaced.push({ ...appended, index: replaced.length });
      merged.push({ ...appended, index: merged.length });
      continue;
    }
    const existing = merged[at];
    const version = image.newTag !== "" || image.digest !== "";
    replaced[at] = { ...image, tagSuffix: "", index: at };
    merged[at] = {
      ...image,
      newName: image.newName !== "" ? image.newName : existing.newName,
      newTag: version ? image.newTag : existing.newTag,
      digest: version ? image.digest : existing.digest,
      tagSuffix: existing.tagSuffix,
      index: at
    };
    if (!sameEffect(replaced[at], merged[at]))
      return {
        ok: false,
        entry: image,
        what: `spec.images[name=${image.name}] merges into the entry of that name at line ${existing.line} of ${existing.file === void 0 ? "the kustomization" : JSON.stringify(existing.file)}, and Flux releases merge differently (up to kustomize-controller's fluxcd/pkg kustomize v1.38 the entry is replaced whole, since v1.39 only the fields set are): write the whole entry in spec.images (newName where the kustomization sets one, and newTag or digest), so both render the same`
      };
  }
  return { ok: true, entries: merged };
}
function sameEffect(a, b) {
  const suffix = (e) => e.newTag === "" && e.digest === "" ? e.tagSuffix : "";
  return a.newName === b.newName && a.newTag === b.newTag && a.digest === b.digest && suffix(a) === suffix(b);
}

// src/gate/kustomize/overrides.ts
function overrideImages(file, doc) {
  const root = doc.root;
  const kustomize = root === null ? void 0 : lookup(root, "kustomize")?.node;
  return kustomizeImages(file, kustomize);
}
function kustomizeImages(file, kustomize) {
  const map = kustomize === void 0 ? void 0 : resolved(kustomize);
  const images = map?.kind === "map" ? lookup(map, "images")?.node : void 0;
  const list = images === void 0 ? void 0 : resolved(images);
  if (list === void 0 || list.kind !== "seq") return [];
  return list.items.map((item) => {
    const value = goString(item);
    if (value === void 0) throw new Undecided(file, item.line, "a kustomize.images override is not a string");
    return { value, line: item.line };
  });
}
var PRESERVE = "*";
function setImages(file, entries, overrides) {
  const set = /* @__PURE__ */ new Map();
  for (const { value, line } of overrides) {
    if (value.includes("$"))
      throw new Undecided(file, line, `the override ${JSON.stringify(value)} uses a variable Argo CD substitutes`);
    const eq = value.indexOf("=");
    const [key, ref] = eq === -1 ? ["", value] : [value.slice(0, eq), value.slice(eq + 1)];
    const { name, tag, digest } = splitImage(ref);
    if (name === value) throw new Undecided(file, line, `Argo CD cannot apply the override ${JSON.stringify(value)}`);
    const entry = {
      name: key === "" ? name : key,
      newName: key === "" ? "" : name,
      newTag: tag,
      digest,
      tagSuffix: "",
      line,
      index: 0,
      file
    };
    if (!isPlainName(entry.name))
      throw new Undecided(file, line, `the override's image name ${JSON.stringify(entry.name)} is a pattern`);
    set.set(entry.name, entry);
  }
  for (const entry of entries) {
    const over = set.get(entry.name);
    if (over === void 0) {
      set.set(entry.name, entry);
      continue;
    }
    set.set(entry.name, {
      ...over,
      newName: over.newName === PRESERVE ? entry.newName : over.newName,
      newTag: over.newTag === PRESERVE ? entry.newTag : over.newTag,
      digest: over.digest === PRESERVE ? entry.digest : over.digest
    });
  }
  const clear = (v) => v === PRESERVE ? "" : v;
  return [...set.values()].map((e) => ({ ...e, newName: clear(e.newName), newTag: clear(e.newTag), digest: clear(e.digest) })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0).map((e, index) => ({ ...e, index }));
}

// src/gate/kustomize/outside.ts
var posix3 = path3.posix;
var FLUX_IMAGE = /^spec\.images\[/;
var APP_IMAGE = /^(spec\.source|spec\.sources\[\d+\])\.kustomize\.images\[/;
function outsideAt(change) {
  const r = change.resource;
  if (r === void 0) return void 0;
  if (isFluxKustomization(r) && FLUX_IMAGE.test(change.path)) return "spec";
  if (r.kind === "Application" && r.apiGroup === "argoproj.io") return APP_IMAGE.exec(change.path)?.[1];
  return void 0;
}
async function outsideSources(files, file, changes, repository) {
  const wanted = /* @__PURE__ */ new Map();
  for (const c of changes) {
    const at = outsideAt(c);
    if (at !== void 0 && !wanted.has(`${c.documentIndex}\0${at}`)) wanted.set(`${c.documentIndex}\0${at}`, c);
  }
  if (wanted.size === 0) return { sources: [], skipped: [] };
  const loader = new SideLoader(files, "head");
  const docs = await documents(loader, file);
  const sources = [];
  const skipped = [];
  for (const change of wanted.values()) {
    const at = outsideAt(change);
    const doc = docs[change.documentIndex];
    const node = doc === void 0 ? void 0 : nodeAt(doc, at);
    if (doc === void 0 || node === void 0) continue;
    const where2 = `${JSON.stringify(file)} ${at} (line ${node.line})`;
    const kind = isFluxKustomization(doc.identity) ? "flux" : "application";
    const dir = kind === "flux" ? fluxDir(node, where2, skipped) : appDir(node, where2, repository, skipped);
    if (dir === void 0) continue;
    if (await loader.kustomizationFile(dir, { file, line: change.line }) === void 0) {
      skipped.push(
        `${where2}: ${JSON.stringify(dir || ".")} has no kustomization here${kind === "flux" ? " (Flux would generate one)" : ""}; judged on its own`
      );
      continue;
    }
    checkBuildFields(node, kind, file);
    sources.push({
      kind,
      file,
      documentIndex: change.documentIndex,
      at,
      dir,
      substitutes: kind === "flux" && lookup(node, "postBuild") !== void 0
    });
  }
  return { sources, skipped };
}
function fluxDir(spec, where2, skipped) {
  const ref = resolvedMap(lookup(spec, "sourceRef")?.node);
  const kind = ref === void 0 ? void 0 : goString(lookup(ref, "kind")?.node);
  if (kind !== "GitRepository") {
    skipped.push(
      `${where2}: its source is ${kind === void 0 ? "not named" : `a ${kind}`}, not this repository; judged on its own`
    );
    return void 0;
  }
  return repoPath(goString(lookup(spec, "path")?.node) ?? "", where2, skipped);
}
function appDir(source, where2, repository, skipped) {
  const url = goString(lookup(source, "repoURL")?.node) ?? "";
  if (repository === void 0 || !sameRepository(url, repository)) {
    skipped.push(
      repository === void 0 ? `${where2}: which repository this is is not known here; judged on its own` : `${where2}: repoURL ${JSON.stringify(url)} is not ${repository.fullName}; judged on its own`
    );
    return void 0;
  }
  if (goString(lookup(source, "chart")?.node) !== void 0) return void 0;
  return repoPath(goString(lookup(source, "path")?.node) ?? "", where2, skipped);
}
function repoPath(value, where2, skipped) {
  const normal = posix3.normalize(`/${value}`).replace(/\/+$/, "").slice(1);
  if (normal.startsWith("..") || value.includes("$")) {
    skipped.push(`${where2}: the path ${JSON.stringify(value)} is not a directory of this repository; judged on its own`);
    return void 0;
  }
  return normal;
}
function sameRepository(url, repository) {
  const host = hostOf(repository.serverUrl);
  const m = /^(?:https?:\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/|ssh:\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/|[^@/:]+@([^/:]+):)(.+?)(?:\.git)?\/?$/i.exec(
    url.trim()
  );
  if (m === null || host === void 0) return false;
  const at = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  return at === host && m[4].toLowerCase() === repository.fullName.toLowerCase();
}
function hostOf(serverUrl) {
  try {
    return new URL(serverUrl).hostname.toLowerCase();
  } catch {
    return void 0;
  }
}
function checkBuildFields(node, kind, file) {
  const fields = kind === "flux" ? node : resolvedMap(lookup(node, "kustomize")?.node);
  if (fields === void 0) return;
  for (const entry of fields.entries) {
    const value = goValue(entry.value);
    const empty = value === null || Array.isArray(value) && value.length === 0;
    if (empty) continue;
    if (entry.name === "components")
      throw new Undecided(
        file,
        entry.key.line,
        `${kind === "flux" ? "Flux" : "Argo CD"} adds these components to the build, which the gate does not follow; set the images in the kustomization, or leave out the components`
      );
    if (/^patch/.test(entry.name) && /\bimage\b|\bop\b/i.test(JSON.stringify(value, (_, v) => typeof v === "bigint" ? v.toString() : v)))
      throw new Undecided(
        file,
        entry.key.line,
        `a ${entry.name} item may set a container image; the static rule does not apply patches: set images through the images entries only`
      );
  }
}
async function outsideRewrite(loader, source) {
  const doc = (await documents(loader, source.file))[source.documentIndex];
  const node = doc === void 0 ? void 0 : nodeAt(doc, source.at);
  if (doc === void 0 || node === void 0)
    throw new Undecided(
      source.file,
      1,
      `the ${source.kind === "flux" ? "Flux Kustomization" : "Application"} is not there at the ${loader.side}`
    );
  if (source.kind === "flux") {
    const read2 = fluxImagesOf(doc);
    if (!read2.ok) throw new Undecided(source.file, read2.line, read2.what);
    const flux = read2.entries.map((e) => ({ ...e, file: source.file }));
    return (entries) => {
      const merged = mergeFluxImages(entries, flux);
      if (!merged.ok) throw new Undecided(source.file, merged.entry.line, merged.what);
      return merged.entries;
    };
  }
  const images = kustomizeImages(source.file, lookup(node, "kustomize")?.node);
  return (entries) => images.length === 0 ? entries : setImages(source.file, entries, images);
}
async function documents(loader, file) {
  const text = await loader.text(file);
  const split = splitLikeKubernetes(text);
  if (!split.ok) throw new Undecided(file, split.line, `${JSON.stringify(file)} does not split into documents`);
  const docs = [];
  for (const chunk of split.chunks) {
    if (!hasContent(text, chunk)) continue;
    const read2 = readDocument(text, split, chunk);
    if (!read2.ok) throw new Undecided(file, read2.refusal.line, read2.refusal.what);
    docs.push(read2.document);
  }
  return docs;
}
function nodeAt(doc, at) {
  const spec = doc.root === null ? void 0 : resolvedMap(lookup(doc.root, "spec")?.node);
  if (spec === void 0 || at === "spec") return spec;
  if (at === "spec.source") return resolvedMap(lookup(spec, "source")?.node);
  const i = /^spec\.sources\[(\d+)\]$/.exec(at)?.[1];
  const sources = lookup(spec, "sources")?.node;
  const list = sources === void 0 ? void 0 : resolved(sources);
  return i === void 0 || list?.kind !== "seq" ? void 0 : resolvedMap(list.items[Number(i)]);
}
function resolvedMap(node) {
  const at = node === void 0 ? void 0 : resolved(node);
  return at?.kind === "map" ? at : void 0;
}

// src/gate/kustomize/analyse.ts
var posix4 = path4.posix;
function changedDir(change) {
  return change.source?.dir ?? dirOf(change.file);
}
async function analyseKustomize(files, changes) {
  if (changes.length === 0) return { roots: [], containers: [], reached: /* @__PURE__ */ new Set() };
  const overrides = await readOverrides(files, changes);
  const loaders = {
    base: new SideLoader(files, "base", overrides.base),
    head: new SideLoader(files, "head", overrides.head)
  };
  const first = changes[0];
  let tree;
  try {
    tree = await loaders.head.tree();
  } catch (error) {
    throw new Undecided(
      first.file,
      first.line,
      `the repository's other files cannot be read: ${error.message}`
    );
  }
  const changedDirs = new Set(changes.filter((c) => c.kind !== "resource").map(changedDir));
  const changedFiles = new Set(changes.filter((c) => c.kind === "resource").map((c) => c.file));
  const fromApp = (c) => c.kind === "overrides" || c.kind === "outside";
  const overridden = new Set(changes.filter(fromApp).map(changedDir));
  const both = changes.find(
    (c) => c.kind === "outside" && changes.some((k) => k.kind === "kustomization" && dirOf(k.file) === changedDir(c))
  );
  if (both !== void 0)
    throw new Undecided(
      both.file,
      both.line,
      `the PR changes both these images and the kustomization they apply to (${JSON.stringify(changedDir(both) || ".")}); release them in separate PRs`
    );
  const includers = changes.some((c) => !fromApp(c)) ? await findIncluders(loaders.head, tree, first) : /* @__PURE__ */ new Map();
  const kustomizationDirs = [...changedDirs].filter((d) => !overridden.has(d));
  const upward = closure(includers, [...kustomizationDirs, ...changedFiles]);
  const relevant = /* @__PURE__ */ new Set([...upward, ...changedDirs]);
  const roots = [];
  const containers = [];
  const reached = /* @__PURE__ */ new Set();
  const reachedDirs = /* @__PURE__ */ new Set();
  for (const dir of [...relevant].sort()) {
    const blame = changes.find((c) => changedDir(c) === dir) ?? first;
    const [base, head] = await Promise.all(
      ["base", "head"].map(
        (side) => build(loaders[side], dir, { relevant, changedDirs, changedFiles, reached: reachedDirs }, blame)
      )
    );
    if (base === void 0 || head === void 0) continue;
    roots.push({ dir, file: head.node.file });
    if (base.containers.length !== head.containers.length)
      throw new Undecided(head.node.file, 1, "the build has other containers at the base than at the head");
    const substituted = changes.find((c) => c.source?.substitutes === true && c.source.dir === dir);
    const unknown = head.containers.find(
      (h, i) => h.image !== base.containers[i].image && /\$/.test(h.image + base.containers[i].image)
    );
    if (substituted !== void 0 && unknown !== void 0)
      throw new Undecided(
        substituted.file,
        substituted.line,
        `the build renders ${JSON.stringify(unknown.image)}, into which Flux substitutes postBuild variables; pin the image without variables`
      );
    head.containers.forEach((h, i) => {
      const b = base.containers[i];
      containers.push({
        root: head.node.file,
        container: h.container,
        base: b.image,
        head: h.image,
        levels: h.levels.map((level, k) => ({
          file: level.file,
          base: b.levels[k]?.matched ?? [],
          head: level.matched,
          entries: { base: b.levels[k]?.entries ?? [], head: level.entries }
        }))
      });
    });
  }
  for (const change of changes)
    if (reachedDirs.has(change.kind === "resource" ? change.file : changedDir(change))) reached.add(change.file);
  return { roots, containers, reached, overrides };
}
async function build(loader, dir, scope, blame) {
  const node = await loader.node(dir, blame);
  if (node.kustomization.kind === "Component") return void 0;
  scope.reached.add(dir);
  return { node, containers: await accumulate(loader, node, [], scope.changedDirs.has(dir), scope) };
}
async function accumulate(loader, node, from, full, scope) {
  const whole = full || node.components.some((c) => scope.changedDirs.has(c.dir));
  const acc = [...from];
  for (const child of node.resources) {
    if (child.kind === "file") {
      if (!whole && !scope.changedFiles.has(child.path)) continue;
      scope.reached.add(child.path);
      const found = await loader.containers(child.path);
      acc.push(...found.map((container) => ({ container, image: container.image, levels: [] })));
      continue;
    }
    if (!whole && !scope.relevant.has(child.dir)) continue;
    const base = await loader.node(child.dir, { file: node.file, line: child.line });
    if (base.kustomization.kind === "Component")
      throw new Undecided(node.file, child.line, `${JSON.stringify(child.dir)} is a component, listed as a resource`);
    scope.reached.add(child.dir);
    acc.push(...await accumulate(loader, base, [], whole || scope.changedDirs.has(child.dir), scope));
  }
  let out = acc;
  for (const child of node.components) {
    const component = await loader.node(child.dir, { file: node.file, line: child.line });
    scope.reached.add(child.dir);
    out = await accumulate(loader, component, out, whole || scope.changedDirs.has(child.dir), scope);
  }
  for (const live of out) {
    const rendered = applyEntries(live.image, node.entries, live.container.passes);
    live.image = rendered.image;
    live.levels.push({ file: node.file, matched: [...rendered.matched], entries: node.entries });
  }
  return out;
}
function dirOf(file) {
  return posix4.dirname(file) === "." ? "" : posix4.dirname(file);
}
async function readOverrides(files, changes) {
  const per = async (side) => {
    const loader = new SideLoader(files, side);
    const found = /* @__PURE__ */ new Map();
    for (const change of changes.filter((c) => c.kind === "overrides")) {
      const dir = posix4.dirname(change.file) === "." ? "" : posix4.dirname(change.file);
      if (found.has(dir))
        throw new Undecided(change.file, 1, `${JSON.stringify(dir)} has more than one Argo CD parameter override file`);
      const text = await loader.text(change.file);
      const split = splitLikeKubernetes(text);
      const images = [];
      if (split.ok)
        for (const chunk of split.chunks) {
          if (!hasContent(text, chunk)) continue;
          const read2 = readDocument(text, split, chunk);
          if (!read2.ok) throw new Undecided(change.file, read2.refusal.line, read2.refusal.what);
          images.push(...overrideImages(change.file, read2.document).map((o) => ({ ...o, file: change.file })));
        }
      if (await loader.kustomizationFile(dir, { file: change.file, line: 1 }) === void 0)
        throw new Undecided(
          change.file,
          images[0]?.line ?? 1,
          `${JSON.stringify(dir || ".")} has no kustomization, so Argo CD applies no kustomize.images override there`
        );
      found.set(dir, images);
    }
    return found;
  };
  const outside = async (side, taken) => {
    const loader = new SideLoader(files, side);
    const found = /* @__PURE__ */ new Map();
    for (const change of changes) {
      if (change.source === void 0) continue;
      const { dir } = change.source;
      if (found.has(dir) || taken.has(dir))
        throw new Undecided(
          change.file,
          change.line,
          `${JSON.stringify(dir || ".")} gets images from more than one changed place (an override file, a Flux Kustomization, an Application); release them in separate PRs`
        );
      found.set(dir, await outsideRewrite(loader, change.source));
    }
    return found;
  };
  const [base, head] = await Promise.all([per("base"), per("head")]);
  const [baseOutside, headOutside] = await Promise.all([outside("base", base), outside("head", head)]);
  const rewrite = (map, others) => (dir, entries) => {
    const other = others.get(dir);
    if (other !== void 0) return other(entries);
    const list = map.get(dir);
    return list === void 0 ? entries : setImages(list[0]?.file ?? dir, entries, list);
  };
  return { base: rewrite(base, baseOutside), head: rewrite(head, headOutside) };
}

// src/gate/rule/kustomize.ts
function judgeRenders(renders, followed, mustRender, all, policy) {
  const reasons = [];
  const changes = [];
  const release = releasePairs(all);
  const changedKustomizations = /* @__PURE__ */ new Map();
  for (const f of followed) if (f.kind !== "resource") changedKustomizations.set(changedDir(f), f);
  const changedResources = new Set(followed.filter((f) => f.kind === "resource").map((f) => f.file));
  const seen = /* @__PURE__ */ new Set();
  for (const render of renders) {
    const blame = blameOf(render, changedKustomizations, changedResources) ?? { file: followed[0].file, line: 1 };
    const at = (code, message) => fileReason(code, blame.file, blame.line, `${JSON.stringify(blame.file)} line ${blame.line}: ${message}.`);
    const label = `${render.container.object} ${render.container.name ?? render.container.path}`;
    const where2 = `in the build of ${JSON.stringify(render.root)}, ${label}`;
    const touched = render.base !== render.head || touchesChange(render, changedKustomizations);
    if (touched) {
      const chain = render.levels.find((l2) => l2.head.length > 1 || l2.base.length > 1);
      if (chain !== void 0) {
        const matched = l(chain.head.length > 1 ? chain.head : chain.base);
        const entries = chain.head.length > 1 ? chain.entries.head : chain.entries.base;
        const names = matched.map(
          (i) => `images[name=${entries[i]?.name ?? "?"}] (line ${entries[i]?.line ?? "?"}${entries[i]?.file === void 0 ? "" : ` of ${JSON.stringify(entries[i].file)}`})`
        );
        reasons.push(
          at(
            "kustomize-undecidable",
            `${where2}: ${names.join(" and ")} of ${JSON.stringify(chain.file)} both apply, each to what the one before rendered (a chain); make one entry say the whole image`
          )
        );
        continue;
      }
    }
    if (render.base === render.head) continue;
    const problems = judgeRenderedImage(render.base, render.head, release, policy, at, where2, throughEntries(render));
    changes.push({
      root: render.root,
      object: render.container.object,
      container: render.container.name ?? render.container.path,
      before: render.base,
      after: render.head,
      ok: problems.length === 0
    });
    reasons.push(...problems);
    if (problems.length === 0) seen.add(pairOf(render.head));
  }
  for (const change of mustRender) {
    if (seen.has(pairOf(change.after)) || change.reasons.length > 0 || reasons.some((r) => r.file === change.file))
      continue;
    const shown = `${change.field} (${change.after})`;
    reasons.push(
      fileReason(
        "rendered-effect",
        change.file,
        change.line,
        `${JSON.stringify(change.file)} line ${change.line}: ${shown} renders nowhere: no container of the kustomizations that build it changes to it (an entry may match no container, or a later entry or an including kustomization set the image itself).`
      )
    );
  }
  return { reasons: dedupe(reasons), changes };
}
function releasePairs(changes) {
  return new Set(changes.map((c) => pairOf(c.after)));
}
function judgeRenderedImage(before, after, release, policy, at, where2, through = "") {
  const [b, a] = [splitImage(before), splitImage(after)];
  if (a.digest === "" || digestProblem(a.digest) !== void 0)
    return [at("unpinned", `${where2} renders ${JSON.stringify(after)}, not pinned to a sha256 digest${through}`)];
  if (b.name !== a.name)
    return [
      at(
        "rendered-effect",
        `${where2} renders from ${JSON.stringify(a.name)} at the head but from ${JSON.stringify(b.name)} at the base${through}`
      )
    ];
  if (!release.has(`${a.name}@${a.digest}`))
    return [
      at(
        "rendered-effect",
        `${where2} renders ${JSON.stringify(after)}, but no image change of this PR pins ${JSON.stringify(a.name)} to ${shortDigest(a.digest)}${through}`
      )
    ];
  if (a.tag === b.tag || a.tag === "") return [];
  return tagPolicy(at, `${where2} as rendered`, b.tag || void 0, a.tag, policy);
}
function l(values) {
  return [...new Set(values)];
}
function pairOf(reference) {
  const { name, digest } = splitImage(reference);
  return `${name}@${digest}`;
}
function dirOf2(file) {
  const at = file.lastIndexOf("/");
  return at === -1 ? "" : file.slice(0, at);
}
function touchesChange(render, changed) {
  return render.levels.some((level) => changed.has(dirOf2(level.file)) && level.head.length > 0);
}
function blameOf(render, changed, resources) {
  for (const level of render.levels) {
    const change = changed.get(dirOf2(level.file));
    const index = level.head[0] ?? level.base[0];
    if (change === void 0 || index === void 0) continue;
    const entry = level.entries.head[index] ?? level.entries.base[index];
    return {
      file: change.file,
      line: entry !== void 0 && (entry.file ?? level.file) === change.file ? entry.line : change.line
    };
  }
  if (resources.has(render.container.file)) return { file: render.container.file, line: render.container.line };
  return void 0;
}
function throughEntries(render) {
  const parts = render.levels.flatMap(
    (level) => level.head.map((i) => {
      const entry = level.entries.head[i];
      return `images[name=${entry?.name ?? "?"}] (line ${entry?.line ?? "?"}) of ${JSON.stringify(entry?.file ?? level.file)}`;
    })
  );
  return parts.length === 0 ? "" : `, through ${parts.join(", then ")}`;
}
function dedupe(reasons) {
  const seen = /* @__PURE__ */ new Set();
  return reasons.filter((r) => {
    const key = `${r.file ?? ""}\0${r.code}\0${r.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/gate/render/proof.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path5 from "node:path";

// src/gate/render/compare.ts
var import_yaml2 = __toESM(require_dist(), 1);
var IMAGE_LINE = /^(\s*(?:- )?)image: (.*)$/;
function compareRenders(base, head) {
  const [b, h] = [base.split("\n"), head.split("\n")];
  if (b.length !== h.length)
    return { ok: false, why: `the render has ${b.length} lines at the base and ${h.length} at the head` };
  const changed = /* @__PURE__ */ new Map();
  let start = 0;
  for (let i = 0; i < b.length; i++) {
    if (b[i] === "---") start = i + 1;
    if (b[i] === h[i]) continue;
    const [x, y] = [IMAGE_LINE.exec(b[i]), IMAGE_LINE.exec(h[i])];
    if (x === null || y === null || x[1] !== y[1])
      return {
        ok: false,
        why: `line ${i + 1} of the render differs beyond an image: ${JSON.stringify(shorten(h[i]))}`
      };
    changed.set(start, (changed.get(start) ?? 0) + 1);
  }
  if (changed.size === 0) return { ok: true, changes: [] };
  const changes = [];
  for (const [from, lines] of changed) {
    const to = b.indexOf("---", from);
    const slice = (text) => text.slice(from, to === -1 ? text.length : to).join("\n");
    const [before, after] = [readObject(slice(b)), readObject(slice(h))];
    if (before === void 0 || after === void 0 || before.containers.length !== after.containers.length)
      return { ok: false, why: "the rendered objects could not be read to name their containers" };
    const mine = after.containers.flatMap((a, i) => {
      const was = before.containers[i].image;
      return was === a.image ? [] : [{ object: after.label, container: a.container, before: was, after: a.image }];
    });
    if (mine.length !== lines)
      return { ok: false, why: `${after.label} differs in an image: line outside its containers` };
    changes.push(...mine);
  }
  return { ok: true, changes };
}
function readObject(text) {
  const docs = (0, import_yaml2.parseAllDocuments)(text);
  const doc = docs[0];
  if (docs.length !== 1 || doc === void 0 || doc.errors.length > 0) return void 0;
  const obj = doc.toJS({ maxAliasCount: -1 });
  if (obj === null || typeof obj !== "object") return void 0;
  const { kind, metadata } = obj;
  const name = metadata?.name;
  const label = `${typeof kind === "string" ? kind : "object"} ${typeof name === "string" ? name : "(unnamed)"}`;
  const containers = [];
  walk(obj, "", containers);
  return { label, containers };
}
var LISTS2 = /* @__PURE__ */ new Set(["containers", "initContainers", "ephemeralContainers"]);
function walk(value, path9, out) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path9}[${i}]`, out));
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    const at = path9 === "" ? key : `${path9}.${key}`;
    if (LISTS2.has(key) && Array.isArray(child)) {
      child.forEach((c, i) => {
        if (c === null || typeof c !== "object") return;
        const { name, image } = c;
        if (typeof image === "string") out.push({ container: typeof name === "string" ? name : `${at}[${i}]`, image });
      });
    }
    walk(child, at, out);
  }
}
function shorten(line) {
  return line.length > 120 ? `${line.slice(0, 120)}\u2026` : line;
}

// src/gate/render/proof.ts
var MAX_RENDERED = 8;
async function renderRoots(files, roots, renderer, overrides) {
  const loaders = {
    base: new SideLoader(files, "base", overrides?.base),
    head: new SideLoader(files, "head", overrides?.head)
  };
  const work = await mkdtemp(path5.join(tmpdir(), "gitops-release-render-"));
  try {
    const out = [];
    for (const [i, root] of roots.slice(0, MAX_RENDERED).entries()) {
      const side = (s) => renderSide(files, loaders[s], s, root, path5.join(work, `${i}-${s}`), renderer);
      const [base, head] = await Promise.all([side("base"), side("head")]);
      out.push(proofOf(root.file, base, head));
    }
    return { renderer: renderer.label, roots: out, skipped: Math.max(0, roots.length - MAX_RENDERED) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
function proofOf(root, base, head) {
  if (!base.ok && !head.ok) return { root, ok: false, differs: false, why: `at the base too, ${base.why}` };
  if (!head.ok)
    return { root, ok: false, differs: true, why: `it renders at the base but not at the head: ${head.why}` };
  if (!base.ok)
    return { root, ok: false, differs: true, why: `it renders at the head but not at the base: ${base.why}` };
  const compared = compareRenders(base.yaml, head.yaml);
  return compared.ok ? { root, ok: true, changes: compared.changes } : { root, ok: false, differs: true, why: compared.why };
}
async function renderSide(files, loader, side, root, into, renderer) {
  let needed;
  let node;
  try {
    needed = await buildFiles(loader, root.dir, root.file);
    node = await loader.node(root.dir, { file: root.file, line: 1 });
  } catch (error) {
    if (error instanceof Undecided) return { ok: false, why: `${error.file}: ${error.what}` };
    if (error instanceof Fetches) return { ok: false, why: error.message };
    throw error;
  }
  const repo = path5.join(into, "repo");
  const home = path5.join(into, "home");
  await mkdir(home, { recursive: true });
  for (const file of needed) {
    const target = path5.join(repo, ...file.split("/"));
    await mkdir(path5.dirname(target), { recursive: true });
    await writeFile(target, await files.read(side, file));
  }
  if (node.overridden) await writeFile(path5.join(repo, ...root.file.split("/")), withEntries(node));
  await mkdir(path5.join(repo, ...root.dir.split("/").filter(Boolean)), { recursive: true });
  return renderer.build(path5.join(repo, ...root.dir.split("/").filter(Boolean)), home);
}
function withEntries(node) {
  const json = node.json !== null && typeof node.json === "object" && !Array.isArray(node.json) ? node.json : {};
  const { images: _images, imageTags: _tags, ...rest } = json;
  const images = node.entries.map(
    (e) => Object.fromEntries(
      ["name", "newName", "newTag", "digest", "tagSuffix"].filter((k) => e[k] !== "").map((k) => [k, e[k]])
    )
  );
  return JSON.stringify(
    { ...rest, images },
    (_key, value) => typeof value === "bigint" ? Number(value) : value
  );
}
async function buildFiles(loader, dir, file) {
  const needed = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const visit = async (at, from) => {
    if (seen.has(at)) return;
    seen.add(at);
    const node = await loader.node(at, from);
    const fetch = node.fetches[0];
    if (fetch !== void 0) throw new Fetches(node.file, fetch);
    for (const f of node.files) needed.add(f);
    for (const child of [...node.resources, ...node.components])
      if (child.kind === "dir") await visit(child.dir, { file: node.file, line: child.line });
  };
  await visit(dir, { file, line: 1 });
  return needed;
}
var Fetches = class extends Error {
  constructor(file, ref) {
    super(
      `${file} line ${ref.line} names ${JSON.stringify(ref.value)}, which kustomize would download; the render proof builds from the repository's files only`
    );
  }
};

// src/gate/kustomize/stage.ts
var posix5 = path6.posix;
async function judgeKustomize(files, verdicts, policy, options) {
  const all = [...verdicts];
  if (files === void 0 || all.some((v) => v.verdict === "reject")) return { verdicts: all, report: void 0 };
  let followed;
  let notFollowed;
  try {
    ;
    ({ followed, notFollowed } = await follow(files, all, options.repository));
  } catch (error) {
    if (!(error instanceof Undecided)) throw error;
    const line = error.line;
    const reason = fileReason(
      "kustomize-undecidable",
      error.file,
      line,
      `${JSON.stringify(error.file)} line ${line}: the gate cannot work out what kustomize renders: ${error.what}.`
    );
    return { verdicts: withReasons(all, [reason]), report: void 0 };
  }
  if (followed.length === 0)
    return { verdicts: all, report: notFollowed.length === 0 ? void 0 : notFollowedReport(notFollowed) };
  const imageChanges = all.flatMap((v) => v.changes);
  let analysis;
  try {
    analysis = await analyseKustomize(files, followed);
  } catch (error) {
    if (!(error instanceof Undecided)) throw error;
    const blame = followed.find((f) => f.file === error.file) ?? followed[0];
    const where2 = error.file === blame.file ? "" : `${JSON.stringify(error.file)} line ${error.line}: `;
    const line = error.file === blame.file ? error.line : blame.line;
    const reason = fileReason(
      "kustomize-undecidable",
      blame.file,
      line,
      `${JSON.stringify(blame.file)} line ${line}: the gate cannot work out what kustomize renders: ${where2}${error.what}.`
    );
    return { verdicts: withReasons(all, [reason]), report: void 0 };
  }
  const followedChanges = imageChanges.filter((c) => {
    const at = outsideAt(c);
    if (at !== void 0)
      return followed.some(
        (x) => x.source?.file === c.file && x.source.documentIndex === c.documentIndex && x.source.at === at
      );
    const f = followed.find((x) => x.file === c.file && x.kind !== "outside");
    if (f === void 0) return false;
    if (f.kind !== "resource") return true;
    return analysis.reached.has(c.file) && /(?:^|\.)(?:containers|initContainers)\[/.test(c.path);
  });
  const judged = judgeRenders(analysis.containers, followed, followedChanges, imageChanges, policy);
  const reasons = [...judged.reasons];
  let proof = { rendered: false, why: "render is off" };
  if (options.render !== "off" && analysis.roots.length > 0) {
    const proofReasons = [];
    proof = await prove(files, analysis, judged.changes, followed, imageChanges, policy, options, proofReasons);
    if (reasons.length === 0) reasons.push(...proofReasons);
  }
  return {
    verdicts: withReasons(all, reasons),
    report: {
      roots: analysis.roots.map((r) => r.file),
      changes: judged.changes,
      proof,
      ...notFollowed.length === 0 ? {} : { notFollowed }
    }
  };
}
function notFollowedReport(notFollowed) {
  return { roots: [], changes: [], proof: { rendered: false, why: "nothing is built" }, notFollowed };
}
async function follow(files, verdicts, repository) {
  const out = [];
  const notFollowed = [];
  let kustomizationDirs;
  for (const v of verdicts) {
    const first = v.changes[0];
    if (first === void 0) continue;
    if (first.format === "kustomization") {
      if (KUSTOMIZATION_NAMES.includes(posix5.basename(v.path)))
        out.push({ file: v.path, kind: "kustomization", line: first.line });
    } else if (isParameterOverrides(v.path)) out.push({ file: v.path, kind: "overrides", line: first.line });
    else if (first.format === "manifest") {
      const outside = await outsideSources(files, v.path, v.changes, repository);
      notFollowed.push(...outside.skipped);
      for (const source of outside.sources) {
        const line = v.changes.find((c) => c.documentIndex === source.documentIndex && outsideAt(c) === source.at).line;
        out.push({ file: v.path, kind: "outside", line, source });
      }
      kustomizationDirs ??= await dirsWithKustomization(files);
      if (ancestors(v.path).some((d) => kustomizationDirs.has(d)))
        out.push({ file: v.path, kind: "resource", line: first.line });
    }
  }
  return { followed: out, notFollowed };
}
async function dirsWithKustomization(files) {
  try {
    const tree = await files.tree("head");
    return new Set(
      [...tree.files.keys()].filter((f) => KUSTOMIZATION_NAMES.includes(posix5.basename(f))).map((f) => posix5.dirname(f) === "." ? "" : posix5.dirname(f))
    );
  } catch {
    return /* @__PURE__ */ new Set([""]);
  }
}
function ancestors(file) {
  const out = [""];
  for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) out.push(file.slice(0, at));
  return out;
}
async function prove(files, analysis, expected, followed, imageChanges, policy, options, reasons) {
  const blame = followed[0];
  const refuse = (message) => {
    reasons.push(
      fileReason(
        "render-proof",
        blame.file,
        blame.line,
        `${JSON.stringify(blame.file)} line ${blame.line}: ${message}.`
      )
    );
  };
  const roots = analysis.roots;
  const why = options.renderer === void 0 ? "neither kustomize nor kubectl is on PATH" : void 0;
  if (why !== void 0 || options.renderer === void 0) {
    if (options.render === "required") refuse(`'render' is required, but the change is not rendered: ${why ?? ""}`);
    return { rendered: false, why: why ?? "" };
  }
  const run2 = await renderRoots(files, roots, options.renderer, analysis.overrides);
  const changes = [];
  const notes = [];
  const unrendered = new Set(roots.slice(run2.roots.length).map((r) => r.file));
  if (run2.skipped > 0)
    notes.push(
      `${run2.skipped} more kustomizations build the change; the first ${roots.length - run2.skipped} were rendered`
    );
  const release = releasePairs(imageChanges);
  for (const root of run2.roots) {
    if (!root.ok) {
      if (root.differs) refuse(`kustomize's render of ${JSON.stringify(root.root)}: ${root.why}`);
      else if (options.render === "required")
        refuse(`'render' is required, but ${JSON.stringify(root.root)} is not rendered: ${root.why}`);
      unrendered.add(root.root);
      notes.push(`${root.root} not rendered: ${root.why}`);
      continue;
    }
    for (const c of root.changes) {
      const at = (code, message) => fileReason(
        code === "tag-change" || code === "downgrade" ? code : "render-proof",
        blame.file,
        blame.line,
        `${JSON.stringify(blame.file)} line ${blame.line}: ${message} (kustomize's render).`
      );
      const problems = judgeRenderedImage(
        c.before,
        c.after,
        release,
        policy,
        at,
        `in ${JSON.stringify(root.root)}, ${c.object} ${c.container}`
      );
      reasons.push(...problems);
      changes.push({ root: root.root, ...c, ok: problems.length === 0 });
    }
    const want = expected.filter((e) => e.root === root.root).map((e) => e.after).sort();
    const got = root.changes.map((c) => c.after).sort();
    if (want.join("\n") !== got.join("\n"))
      refuse(
        `kustomize's render of ${JSON.stringify(root.root)} changes ${got.length === 0 ? "no container" : got.join(", ")}, where the static rule works out ${want.length === 0 ? "no change" : want.join(", ")}`
      );
  }
  const [first, ...others] = run2.roots;
  if (first !== void 0 && !first.ok && others.every((r) => !r.ok))
    return {
      rendered: false,
      why: others.length === 0 ? first.why : `none of ${run2.roots.length} kustomizations rendered; ${first.root}: ${first.why}`
    };
  changes.push(...expected.filter((e) => unrendered.has(e.root)));
  return { rendered: true, renderer: run2.renderer, changes, notes };
}
function withReasons(verdicts, reasons) {
  if (reasons.length === 0) return verdicts;
  const fallback = verdicts.find((v) => v.changes.length > 0) ?? verdicts[0];
  return verdicts.map((v) => {
    const mine = reasons.filter(
      (r) => r.file === v.path || v === fallback && !verdicts.some((x) => x.path === r.file)
    );
    if (mine.length === 0) return v;
    const of = (c, r) => r.line === c.line || !v.changes.some((x) => x.line === r.line);
    const changes = v.changes.map((c) => ({ ...c, reasons: [...c.reasons, ...mine.filter((r) => of(c, r))] }));
    return { ...v, verdict: "reject", reasons: [...v.reasons, ...mine], changes };
  });
}

// src/gate/verdict.ts
function summarize(base, head, files, prReasons, kustomize) {
  const changes = files.flatMap((f) => f.changes);
  const reasons = [...prReasons, ...files.flatMap((f) => f.reasons)];
  if (reasons.length === 0 && changes.length === 0) {
    reasons.push({
      code: "no-image-change",
      message: "The PR changes no image field (a container image, spec.image, kustomize images:, Helm values), so it is not a release PR this gate can pass."
    });
  }
  return {
    verdict: reasons.length === 0 ? "accept" : "reject",
    base,
    head,
    files,
    changes,
    reasons,
    ...kustomize === void 0 ? {} : { kustomize }
  };
}
function verdictJson(verdict) {
  const change = (c) => ({
    file: c.file,
    line: c.line,
    format: c.format,
    path: c.path,
    field: c.field,
    resource: c.resource === void 0 ? null : {
      kind: c.resource.kind,
      apiVersion: c.resource.apiVersion,
      name: c.resource.name ?? null,
      namespace: c.resource.namespace ?? null
    },
    before: c.before,
    after: c.after,
    verdict: c.reasons.length === 0 ? "accept" : "reject",
    reasons: c.reasons.map((r) => r.code)
  });
  return {
    verdict: verdict.verdict,
    base: verdict.base,
    head: verdict.head,
    files: verdict.files.map((f) => ({
      path: f.path,
      ...f.previousPath === void 0 ? {} : { previousPath: f.previousPath },
      status: f.status,
      verdict: f.verdict,
      reasons: f.reasons,
      changes: f.changes.map(change)
    })),
    changes: verdict.changes.map(change),
    reasons: verdict.reasons,
    ...verdict.kustomize === void 0 ? {} : { kustomize: verdict.kustomize }
  };
}

// src/gate/judge.ts
async function judgeChanges(source, policy, limits = DEFAULT_LIMITS, kustomize = { render: "off", renderer: void 0 }) {
  const listing = await source.list();
  const allowed = pathMatcher(policy.paths);
  const prReasons = [...listing.reasons];
  if (listing.files.length > limits.maxFiles) {
    prReasons.push(
      prReason(
        "too-many-files",
        `The PR changes ${listing.files.length} files; the limit ('max-files') is ${limits.maxFiles}.`
      )
    );
  }
  const fileLevel = listing.files.map((file) => ({ file, reasons: checkChangedFile(file, allowed) }));
  const toRead = fileLevel.filter((f) => f.reasons.length === 0).map((f) => f.file);
  const knownBytes = toRead.reduce((sum, f) => sum + (f.baseSize ?? 0) + (f.headSize ?? 0), 0);
  if (knownBytes > limits.maxBytes) {
    prReasons.push(
      prReason(
        "too-large",
        `The changed files total ${knownBytes} bytes; the limit ('max-bytes') is ${limits.maxBytes}.`
      )
    );
  }
  const read2 = prReasons.length === 0 ? await readAll(source, toRead, policy, limits) : { verdicts: /* @__PURE__ */ new Map(), bytes: 0 };
  if (read2.bytes > limits.maxBytes) {
    prReasons.push(
      prReason(
        "too-large",
        `The changed files total ${read2.bytes} bytes; the limit ('max-bytes') is ${limits.maxBytes}.`
      )
    );
  }
  const files = fileLevel.map(({ file, reasons }) => read2.verdicts.get(file) ?? verdictOf(file, reasons, []));
  if (prReasons.length > 0) return summarize(listing.base, listing.head, files, prReasons);
  const staged = await judgeKustomize(source.files, files, policy, kustomize);
  return summarize(listing.base, listing.head, staged.verdicts, prReasons, staged.report);
}
async function readAll(source, files, policy, limits) {
  const out = /* @__PURE__ */ new Map();
  let total = 0;
  await forEachLimit(files, limits.concurrency, async (file) => {
    let bytes;
    try {
      bytes = await source.read(file);
    } catch (error) {
      out.set(
        file,
        verdictOf(
          file,
          [
            fileReason(
              "unreadable",
              file.path,
              1,
              `${JSON.stringify(file.path)} could not be read: ${messageOf(error)}`
            )
          ],
          []
        )
      );
      return;
    }
    total += bytes.base.length + bytes.head.length;
    const judged = judgeContents(file.path, bytes.base, bytes.head, policy);
    const hidden = judged.reasons.length === 0 && file.hiddenDiff ? [
      fileReason(
        "incomplete-listing",
        file.path,
        1,
        `GitHub shows no diff for ${JSON.stringify(file.path)} (it omitted the patch), so reviewers cannot see the change.`
      )
    ] : [];
    out.set(file, verdictOf(file, [...judged.reasons, ...hidden], judged.changes));
  });
  return { verdicts: out, bytes: total };
}
function verdictOf(file, reasons, changes) {
  return {
    path: file.path,
    ...file.previousPath === void 0 ? {} : { previousPath: file.previousPath },
    status: file.status,
    verdict: reasons.length === 0 ? "accept" : "reject",
    reasons,
    changes
  };
}
async function forEachLimit(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

// src/gate/local-git.ts
import { spawn } from "node:child_process";

// src/gate/kustomize/files.ts
function repoTree(files, listedDirs = []) {
  const dirs = /* @__PURE__ */ new Set([""]);
  for (const dir of listedDirs) dirs.add(dir);
  for (const file of files.keys()) {
    for (let at = file.lastIndexOf("/"); at > 0; at = file.lastIndexOf("/", at - 1)) {
      dirs.add(file.slice(0, at));
    }
  }
  return { files, dirs };
}
function onceEach(load) {
  const cache = /* @__PURE__ */ new Map();
  return (key) => {
    let found = cache.get(key);
    if (found === void 0) {
      found = load(key);
      cache.set(key, found);
    }
    return found;
  };
}

// src/gate/local-git.ts
var GitCommandError = class extends Error {
  name = "GitCommandError";
};
function gitCli(repoDir, env = process.env) {
  return (args, input) => new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", repoDir, ...args], {
      env: { ...env, GIT_NO_REPLACE_OBJECTS: "1", GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
      stdio: [input === void 0 ? "ignore" : "pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => err.push(d));
    child.on("error", (error) => reject(new GitCommandError(`git could not be started: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new GitCommandError(`git ${args[0]} failed: ${Buffer.concat(err).toString().trim() || `exit code ${code}`}`)
        );
    });
    child.stdin?.on("error", () => void 0);
    child.stdin?.end(input);
  });
}
var STATUS = {
  A: "added",
  D: "removed",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "type-changed"
};
var ABSENT_MODE = "000000";
async function localGitSource(git, baseRev, headRev) {
  const baseTip = await resolveCommit(git, baseRev, "--base");
  const head = await resolveCommit(git, headRev, "--head");
  const base = await mergeBase(git, baseTip, head, baseRev, headRev);
  const entries = /* @__PURE__ */ new Map();
  return {
    async list() {
      const raw = (await git(["diff-tree", "-r", "-M", "--raw", "-z", "--no-abbrev", base, head])).toString("utf8");
      const parsed = parseRawDiff(raw);
      const sizes = await blobSizes(
        git,
        parsed.flatMap((e) => [e.baseSha, e.headSha])
      );
      const files = parsed.map((e) => {
        const file = { ...e.file, baseSize: sizes.get(e.baseSha), headSize: sizes.get(e.headSha) };
        entries.set(file, e);
        return file;
      });
      return { base, head, files, reasons: [] };
    },
    async read(file) {
      const entry = entries.get(file);
      if (!entry) throw new Error(`${file.path} is not in the listing`);
      const [baseBytes, headBytes] = await Promise.all([
        git(["cat-file", "blob", entry.baseSha]),
        git(["cat-file", "blob", entry.headSha])
      ]);
      return { base: new Uint8Array(baseBytes), head: new Uint8Array(headBytes) };
    },
    files: gitFiles(git, { base, head })
  };
}
function gitFiles(git, commits) {
  const listing = onceEach(async (side) => {
    const raw = (await git(["ls-tree", "-r", "-t", "-z", "--full-tree", commits[side]])).toString("utf8");
    const files = /* @__PURE__ */ new Map();
    const shas = /* @__PURE__ */ new Map();
    const dirs = [];
    for (const record of raw.split("\0")) {
      const tab = record.indexOf("	");
      if (tab === -1) continue;
      const [mode, type, sha] = record.slice(0, tab).split(" ");
      const path9 = record.slice(tab + 1);
      if (type === "tree") dirs.push(path9);
      else {
        files.set(path9, mode);
        shas.set(path9, sha);
      }
    }
    return { tree: repoTree(files, dirs), shas };
  });
  const blob = onceEach(async (sha) => new Uint8Array(await git(["cat-file", "blob", sha])));
  return {
    tree: async (side) => (await listing(side)).tree,
    async read(side, path9) {
      const sha = (await listing(side)).shas.get(path9);
      if (sha === void 0) throw new Error(`${JSON.stringify(path9)} is not a file at the ${side}`);
      return blob(sha);
    }
  };
}
async function resolveCommit(git, rev, flag) {
  if (rev === "" || rev.startsWith("-")) throw new InputError(`${flag} must name a commit, got ${JSON.stringify(rev)}.`);
  try {
    return (await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).toString("utf8").trim();
  } catch {
    throw new InputError(
      `${flag} ${JSON.stringify(rev)} is not a commit in this repository. Use a branch, tag or SHA that exists locally (git fetch first).`
    );
  }
}
async function mergeBase(git, base, head, baseRev, headRev) {
  try {
    return (await git(["merge-base", base, head])).toString("utf8").trim();
  } catch {
    throw new InputError(
      `--base ${JSON.stringify(baseRev)} and --head ${JSON.stringify(headRev)} have no common ancestor.`
    );
  }
}
function parseRawDiff(raw) {
  const tokens = raw.split("\0");
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const header = tokens[i];
    if (!header.startsWith(":")) continue;
    const [baseMode, headMode, baseSha, headSha, code] = header.slice(1).split(" ");
    const letter = code[0];
    const twoPaths = letter === "R" || letter === "C";
    const first = tokens[++i];
    const path9 = twoPaths ? tokens[++i] : first;
    const file = {
      path: path9,
      previousPath: twoPaths ? first : void 0,
      status: STATUS[letter] ?? "unknown",
      baseMode: baseMode === ABSENT_MODE ? void 0 : baseMode,
      headMode: headMode === ABSENT_MODE ? void 0 : headMode
    };
    out.push({ file, baseSha, headSha });
  }
  return out;
}
async function blobSizes(git, shas) {
  const wanted = [...new Set(shas.filter((s) => !/^0+$/.test(s)))];
  const sizes = /* @__PURE__ */ new Map();
  if (wanted.length === 0) return sizes;
  const out = (await git(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"], wanted.join("\n") + "\n")).toString("utf8");
  for (const line of out.split("\n")) {
    const [sha, type, size] = line.split(" ");
    if (sha && type === "blob" && size) sizes.set(sha, Number(size));
  }
  return sizes;
}

// src/gate/release/policy-path.ts
function nameKey(path9) {
  const name = path9.slice(path9.lastIndexOf("/") + 1);
  return name.toLowerCase().replace(/\.ya?ml$/, "").replace(/[-_. ]/g, "");
}
function dirOf3(path9) {
  const slash = path9.lastIndexOf("/");
  return slash === -1 ? "" : path9.slice(0, slash).toLowerCase();
}
function nearMisses(expected, paths) {
  const key = nameKey(expected);
  const dirs = /* @__PURE__ */ new Set([dirOf3(expected), ".github", ""]);
  const found = /* @__PURE__ */ new Set();
  for (const path9 of paths)
    if (path9 !== expected && dirs.has(dirOf3(path9)) && nameKey(path9) === key && /(\.ya?ml|\/[^./]*|^[^./]*)$/i.test(path9))
      found.add(path9);
  return [...found].sort();
}
function listPaths(paths) {
  const quoted2 = paths.map((p) => JSON.stringify(p));
  return quoted2.length <= 1 ? quoted2[0] ?? "" : `${quoted2.slice(0, -1).join(", ")} and ${quoted2.at(-1)}`;
}

// src/environments/phrases.ts
function byWhom(query) {
  return query.recorders === void 0 ? "" : ` by ${recorderList(query.recorders)}`;
}
function recorderList(recorders) {
  return (recorders ?? []).join(" or ");
}
function describe2(d) {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`;
}
function quoted(environment) {
  return JSON.stringify(environment);
}
function branchName(branch) {
  return branch === void 0 ? "the default branch" : JSON.stringify(branch);
}

// src/environments/recorders.ts
function recordedBy(login, recorders) {
  if (recorders === void 0) return true;
  return login !== void 0 && recorders.some((r) => r.toLowerCase() === login.toLowerCase());
}
function authorNotChecked(environments) {
  const where2 = environments.map((e) => JSON.stringify(e)).join(", ");
  return `Promotion evidence in ${where2} was accepted without checking its author: anyone who may write Deployments to the config repo can record one. Name the login wait runs as in 'recorded-by' (for example acme-release[bot]), or run with App credentials (then only that App's own Deployments count).`;
}

// src/environments/record.ts
var SUCCESSES = /* @__PURE__ */ new Set(["healthy", "verified"]);
var DESCRIPTION = /^([a-z][a-z-]{0,31})(?: (sha256:[0-9a-f]{64}))?(?:: ?(.*)|$)/s;
function recordContext(environment) {
  return `gitops-release/${environment}`;
}
function recordedOutcomes(statuses, environment, recorders) {
  const context = recordContext(environment).toLowerCase();
  return statuses.filter((s) => s.context.toLowerCase() === context && recordedBy(s.creator, recorders)).map((s) => {
    const match = DESCRIPTION.exec(s.description);
    return {
      id: s.id,
      sha: s.sha,
      state: s.state,
      outcome: match?.[1],
      digest: match?.[2],
      detail: match?.[3] || void 0,
      createdAt: s.createdAt,
      creator: s.creator,
      url: s.targetUrl !== void 0 && /^https?:\/\/\S+$/.test(s.targetUrl) ? s.targetUrl : void 0
    };
  }).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
function proves(outcome2, digest) {
  return outcome2.state === "success" && outcome2.outcome !== void 0 && SUCCESSES.has(outcome2.outcome) && outcome2.digest === digest;
}
function describeOutcome(o) {
  const word = o.outcome !== void 0 && o.outcome !== o.state ? ` (${o.outcome})` : "";
  const digest = o.digest === void 0 ? ", naming no digest" : ` with ${o.digest}`;
  const said = o.state !== "success" && o.detail !== void 0 ? `, saying ${JSON.stringify(o.detail)}` : "";
  return `${o.state}${word}${digest} on revision ${o.sha.slice(0, 7)} at ${o.createdAt}, by ${o.creator ?? "an unknown account"}${said}`;
}

// src/environments/newest.ts
var MAX_WALK = 20;
function newestOutcome(record, query, wanted = () => true) {
  for (const commit of record.commits) {
    const found = recordedOutcomes(commit.statuses, query.environment, query.recorders).filter(wanted);
    if (found.length > 0) return found[0];
  }
  return void 0;
}
function replacedBy(record, query, outcome2) {
  const later = [];
  for (const commit of record.commits) {
    const found = recordedOutcomes(commit.statuses, query.environment, query.recorders);
    const at = found.findIndex((o) => o.id === outcome2.id);
    later.push(...at === -1 ? found : found.slice(0, at));
    if (at !== -1) break;
  }
  return later.filter((o) => o.digest !== outcome2.digest).reduce(
    (first, o) => first === void 0 || o.createdAt < first.createdAt ? o : first,
    void 0
  );
}
function findNewest(query, record, candidate, subject, wanted) {
  const outcome2 = newestOutcome(record, query, wanted.test);
  if (outcome2 !== void 0) return { outcome: outcome2 };
  const env = quoted(query.environment);
  const context = `${JSON.stringify(recordContext(query.environment))}${byWhom(query)}`;
  const branch = branchName(record.branch);
  const rerun = `re-run wait in ${env} to record one`;
  const at = record.commits.findIndex((c) => c.sha === candidate.sha);
  const revision = candidate.sha.slice(0, 7);
  if (at !== -1) {
    const newer = at === 0 ? "" : ` or the ${at} newer commit${at === 1 ? "" : "s"} of ${branch}`;
    return {
      refused: `${subject} has no outcome${wanted.what} recorded beside it: wait records each outcome as a commit status ${context} on the revision it followed, and there is none on ${revision}${newer}. The Deployment was recorded by an older gitops-release, or wait could not post the status (it needs 'statuses: write'): ${rerun}`
    };
  }
  const count = record.commits.length;
  if (record.historyEnded)
    return {
      refused: `revision ${revision} of ${subject} is not in the history of ${branch}, and none of its ${count} commit${count === 1 ? "" : "s"} carries an outcome${wanted.what} recorded as ${context}: ${rerun} on a commit of ${branch}`
    };
  return {
    refused: `none of the newest ${count} commits of ${branch} carries an outcome${wanted.what} recorded as ${context}, and they do not reach revision ${revision} of ${subject}, so the newest outcome there cannot be established: ${rerun} on the head of ${branch}`
  };
}

// src/environments/payload.ts
function readPayload(raw) {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return void 0;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
  const field = (key) => {
    const v = value[key];
    return typeof v === "string" && v !== "" ? v : void 0;
  };
  const digest = field("digest");
  if (digest === void 0 || digestProblem(digest) !== void 0) return void 0;
  return {
    digest,
    image: field("image"),
    manifest: field("manifest"),
    resource: field("resource"),
    revision: field("revision")
  };
}

// src/environments/judge.ts
function recordedDeployments(query, listing) {
  return listing.deployments.filter((d) => recordedBy(d.creator, query.recorders));
}
function candidates(query, listing) {
  return recordedDeployments(query, listing).filter((d) => readPayload(d.payload)?.digest === query.digest);
}
function deploymentOf(query, listing, outcome2) {
  return candidates(query, listing).find((d) => d.sha === outcome2.sha);
}
function judgeVerified(query, listing, record, claim, now = Date.now()) {
  const pinning = candidates(query, listing);
  const newestPinning = pinning[0];
  if (newestPinning === void 0) return { refused: noCandidate(query, listing) };
  if (record === void 0) return { refused: `the outcomes recorded on the branch were not read` };
  const subject = `the newest Deployment${byWhom(query)} in ${quoted(query.environment)} pinning ${query.digest} (${describe2(newestPinning)})`;
  const found = findNewest(query, record, newestPinning, subject, {
    test: (o) => o.digest === query.digest,
    what: ` of ${query.digest}`
  });
  if ("refused" in found) return found;
  const newest = found.outcome;
  const recorded = `the newest outcome of ${query.digest} recorded in ${quoted(query.environment)} is ${describeOutcome(newest)}`;
  if (!proves(newest, query.digest)) return { refused: `${recorded}: ${query.digest} is not verified there` };
  const short = shortfall(newest, query.requirement ?? HEALTHY, now, replacedBy(record, query, newest));
  if (short !== void 0)
    return { refused: `${recorded}, which falls short of what ${quoted(query.environment)} requires: ${short}` };
  const deployment = deploymentOf(query, listing, newest);
  if (deployment === void 0)
    return {
      refused: `${recorded}, but no Deployment${byWhom(query)} of that revision pinning it is listed (deleted, or never created): re-run wait in ${quoted(query.environment)}`
    };
  if (!claim.read || claim.problem !== void 0)
    return {
      refused: `The Deployment in ${quoted(query.environment)} (${describe2(deployment)}) reached success with ${query.digest}, but git does not confirm its claim: ${claim.problem ?? "it was not read"}; a Deployment git does not confirm never counts`
    };
  return {
    evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload), newest, "", listing.pageUrl)
  };
}
function evidenceOf(environment, deployment, payload, outcome2, logUrl, pageUrl) {
  const log = /^https?:\/\/\S+$/.test(logUrl) ? logUrl : void 0;
  return {
    environment,
    deploymentId: deployment.id,
    revision: deployment.sha,
    digest: payload.digest,
    image: payload.image,
    verifiedAt: outcome2.createdAt,
    outcome: outcome2.outcome,
    url: outcome2.url ?? log ?? pageUrl
  };
}
function nothingIn(environment) {
  return `there is no Deployment in ${quoted(environment)} in this config repo: nothing was verified there`;
}
function noCandidate(query, listing) {
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : "";
  const latest = listing.deployments[0];
  if (latest === void 0) return nothingIn(query.environment);
  const pinningAny = listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest);
  if (pinningAny.length === 0) {
    const found = readPayload(latest.payload);
    const latestPins = found ? `pins ${found.digest}` : "names no digest";
    const count2 = listing.deployments.length;
    return `none of the ${count2} Deployment${count2 === 1 ? "" : "s"} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe2(latest)}) ${latestPins}`;
  }
  const count = pinningAny.length;
  const newest = pinningAny[0];
  return `${count} Deployment${count === 1 ? "" : "s"} in ${quoted(query.environment)} pin${count === 1 ? "s" : ""} ${query.digest}, but none was recorded by ${recorderList(query.recorders)}${limit}; the latest of them (${describe2(newest)}) was created by ${newest.creator ?? "an unknown account"}`;
}

// src/environments/evidence.ts
async function searchVerified(repo, environment, digest, recorders, branch, requirement, now = Date.now()) {
  const query = { environment, digest, recorders, requirement };
  const listing = await repo.listDeployments(environment);
  const newestPinning = candidates(query, listing)[0];
  const forDigest = (o) => o.digest === digest;
  const record = newestPinning === void 0 ? void 0 : await walkRecord(repo, query, branch, newestPinning.sha, forDigest);
  const newest = record === void 0 ? void 0 : newestOutcome(record, query, forDigest);
  const worth = newest !== void 0 && proves(newest, digest) && shortfall(newest, requirement ?? HEALTHY, now, replacedBy(record, query, newest)) === void 0;
  const deployment = worth ? deploymentOf(query, listing, newest) : void 0;
  const claim = deployment === void 0 ? { read: false, problem: void 0 } : { read: true, problem: await confirmClaim(repo, deployment, digest) };
  return judgeVerified(query, listing, record, claim, now);
}
async function walkRecord(repo, query, branch, until, wanted) {
  const listed = await repo.recentCommits(branch.head ?? branch.name, MAX_WALK);
  const commits = [];
  for (const { sha } of listed.commits) {
    const statuses = await repo.commitStatuses(sha);
    commits.push({ sha, statuses });
    if (sha === until || recordedOutcomes(statuses, query.environment, query.recorders).some(wanted)) break;
  }
  return { branch: branch.name, commits, historyEnded: !listed.more };
}
function sharingReads(repo) {
  const commits = /* @__PURE__ */ new Map();
  const statuses = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Map();
  const once = (map, key, read2) => {
    if (!map.has(key)) map.set(key, read2());
    return map.get(key);
  };
  return {
    listDeployments: (environment, limit) => repo.listDeployments(environment, limit),
    listDeploymentStatuses: (id, limit) => repo.listDeploymentStatuses(id, limit),
    readFile: (path9, at) => once(files, JSON.stringify([path9, at]), () => repo.readFile(path9, at)),
    recentCommits: (branch, count) => once(commits, JSON.stringify([branch ?? null, count]), () => repo.recentCommits(branch, count)),
    commitStatuses: (sha) => once(statuses, sha, () => repo.commitStatuses(sha))
  };
}
async function confirmClaim(repo, deployment, digest) {
  const payload = readPayload(deployment.payload);
  const at = deployment.sha.slice(0, 7);
  if (payload === void 0) return "its payload names no digest";
  if (payload.manifest === void 0)
    return "its payload names no manifest to check the digest in (wait records one when given manifest, not resource)";
  if (payload.revision !== void 0 && payload.revision !== deployment.sha)
    return `its payload's revision ${payload.revision.slice(0, 7)} is not the Deployment's commit ${at}`;
  const selector = selectorOf(payload.resource);
  if (selector === void 0) return `its payload names no resource of ${JSON.stringify(payload.manifest)}`;
  let text;
  try {
    text = await repo.readFile(payload.manifest, deployment.sha);
  } catch (error) {
    if (error instanceof InputError) return `${JSON.stringify(payload.manifest)} at ${at} is not a readable manifest`;
    throw error;
  }
  if (text === void 0) return `${JSON.stringify(payload.manifest)} does not exist at ${at}`;
  let image;
  try {
    image = readImage(text, selector).value;
  } catch (error) {
    if (error instanceof ManifestError) return `${JSON.stringify(payload.manifest)} at ${at}: ${error.message}`;
    throw error;
  }
  const pinned = digestOf(image);
  if (pinned !== digest)
    return `${JSON.stringify(payload.manifest)} pins ${pinned ?? `${image} (no digest)`} at ${at}, not ${digest}`;
  return void 0;
}
function selectorOf(resource) {
  const match = resource === void 0 ? null : /^([^:]*):([^:]+):[^/]*\/(.+)$/.exec(resource);
  return match ? { apiGroup: match[1], kind: match[2], name: match[3] } : void 0;
}

// src/gate/release/promotion.ts
async function checkPromotion(pending, evidence, extra, branch, now = Date.now()) {
  if (pending.length === 0) return { lines: [], notes: [], warnings: [] };
  if (typeof evidence === "string") {
    const lines2 = pending.map((p) => lineOf2(p, { ok: "skipped", message: evidence }));
    return { lines: lines2, notes: [`Promotion not checked: ${evidence}`], warnings: [] };
  }
  const repo = sharingReads(evidence);
  const searches = /* @__PURE__ */ new Map();
  const search = (p, digest) => {
    const { environment, recorders, requirement } = p;
    const key = JSON.stringify([environment, digest, recorders ?? null, requirement ?? null]);
    let found = searches.get(key);
    if (!found) {
      found = searchVerified(repo, environment, digest, recorders, { name: branch }, requirement, now).then(
        (judged) => "evidence" in judged ? { ok: true, evidence: judged.evidence } : { ok: false, code: "not-promoted", message: judged.refused },
        (error) => ({
          ok: false,
          code: "promotion-unavailable",
          message: `the Deployments and recorded outcomes in ${JSON.stringify(environment)} could not be read (${messageOf(error)}); the token needs 'deployments: read', 'statuses: read' and 'contents: read'`
        })
      );
      searches.set(key, found);
    }
    return found;
  };
  const lines = await Promise.all(
    pending.map(async (p) => {
      const result = await search(p, digestOf(p.change.after) ?? "");
      if (!result.ok) {
        const { change } = p;
        const message = `${JSON.stringify(change.file)} line ${change.line}: promoted-from ${JSON.stringify(p.environment)}: ${result.message}.`;
        extra.set(change, [...extra.get(change) ?? [], fileReason(result.code, change.file, change.line, message)]);
      }
      return lineOf2(p, result);
    })
  );
  const unchecked = [
    ...new Set(
      lines.filter((l2, i) => l2.result.ok === true && pending[i].recorders === void 0).map((l2) => l2.environment)
    )
  ];
  const said = unchecked.length > 0 ? [authorNotChecked(unchecked)] : [];
  return { lines, notes: said, warnings: said };
}
function lineOf2(p, result) {
  return { file: p.change.file, line: p.change.line, image: p.change.after, environment: p.environment, result };
}

// src/gate/release/apply.ts
async function applyReleasePolicy(verdict, location, ports) {
  const loaded = await loadPolicy(location, ports);
  const policyNotes = loaded.notes;
  if ("refused" in loaded) {
    return {
      verdict: withReasons2(verdict, /* @__PURE__ */ new Map(), [loaded.refused]),
      policyFile: location.path,
      provenance: [],
      promotion: [],
      notes: policyNotes,
      warnings: policyNotes
    };
  }
  const { policy } = loaded;
  if (policy === void 0)
    return { verdict, policyFile: void 0, provenance: [], promotion: [], notes: policyNotes, warnings: policyNotes };
  const extra = /* @__PURE__ */ new Map();
  const pending = [];
  const promotions = [];
  let ownApp;
  const recordersOf = async (entry) => {
    if (entry.recordedBy !== void 0) return entry.recordedBy;
    const app = await (ownApp ??= ports.evidenceRecorder?.() ?? Promise.resolve(void 0));
    return app === void 0 ? void 0 : [app];
  };
  const matchers = policy.releases.map((entry) => ({ entry, matches: pathMatcher(entry.paths) }));
  for (const change of verdict.changes) {
    const at = (code, message) => {
      extra.set(change, [...extra.get(change) ?? [], fileReason(code, change.file, change.line, message)]);
    };
    const entry = matchers.find((m) => m.matches(change.file))?.entry;
    if (!entry) {
      at(
        "no-release-entry",
        `${JSON.stringify(change.file)} falls under no entry of ${policy.file}; add one whose paths match it.`
      );
      continue;
    }
    const name = imageName(change.after);
    if (name === void 0 || change.reasons.length > 0) continue;
    if (!entry.images.includes(name)) {
      at(
        "image-not-allowed",
        `${JSON.stringify(change.file)} line ${change.line}: image ${JSON.stringify(name)} is not among the images of the ${policy.file} entry at line ${entry.line} (${entry.images.map((i) => JSON.stringify(i)).join(", ")}).`
      );
      continue;
    }
    if (entry.provenance) pending.push({ change, entry });
    if (entry.promotedFrom !== void 0)
      promotions.push({
        change,
        environment: entry.promotedFrom,
        recorders: await recordersOf(entry),
        requirement: environmentPolicy(policy, entry.promotedFrom)?.promotion
      });
  }
  const promotionReasons = /* @__PURE__ */ new Map();
  const [provenance, promotion] = await Promise.all([
    checkProvenance(pending, ports, extra),
    checkPromotion(
      promotions,
      promotions.length > 0 ? ports.evidence() : "",
      promotionReasons,
      ports.evidenceBranch,
      (ports.clock ?? Date.now)()
    )
  ]);
  for (const [change, reasons] of promotionReasons) extra.set(change, [...extra.get(change) ?? [], ...reasons]);
  return {
    verdict: withReasons2(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...policyNotes, ...provenance.notes, ...promotion.notes],
    warnings: [...policyNotes, ...promotion.warnings]
  };
}
async function loadPolicy(location, ports) {
  const { path: path9, label } = location;
  const file = JSON.stringify(path9);
  let read2;
  try {
    read2 = await ports.readPolicy(path9);
  } catch (error) {
    const message = `The release policy ${file} (${label}) could not be read from ${ports.policyOrigin}: ${messageOf(error)}. The gate refuses until it can read it: rerun it (the token needs 'contents: read').`;
    return { refused: prReason("policy-unavailable", message), notes: [] };
  }
  const near = read2.nearMisses;
  const looksLike = `${listPaths(near)} look${near.length === 1 ? "s" : ""} like a release policy`;
  if (read2.problem !== void 0)
    return {
      refused: prReason(
        "policy-invalid",
        `The release policy ${file} ${read2.problem}. Fix it on the base branch first.`
      ),
      notes: []
    };
  if (read2.text === void 0) {
    if (location.given) {
      const instead = near.length > 0 ? `; ${looksLike} there` : "";
      const message = `${label} names ${file}, which does not exist at the base commit${instead}. Add it on the base branch, name the file that is there, or remove ${label} to gate without a policy.`;
      return { refused: prReason("policy-missing", message), notes: [] };
    }
    const notes2 = near.length > 0 ? [
      `No release policy at ${file}, where the gate looks, so none was applied; ${looksLike} and ${near.length === 1 ? "is" : "are"} not read: rename it to ${file}, or name it in ${label}.`
    ] : [];
    return { policy: void 0, notes: notes2 };
  }
  const notes = near.length > 0 ? [`${looksLike} and ${near.length === 1 ? "is" : "are"} not read: the gate reads ${file}.`] : [];
  try {
    return { policy: parseReleasePolicy(read2.text, path9), notes };
  } catch (error) {
    if (!(error instanceof PolicyFileError)) throw error;
    const message = `The release policy is broken: ${error.message}. Fix it on the base branch first.`;
    return { refused: prReason("policy-invalid", message), notes };
  }
}
async function checkProvenance(pending, ports, extra) {
  if (pending.length === 0) return { lines: [], notes: [] };
  const loaded = ports.provenance();
  if (typeof loaded === "string") {
    const lines2 = pending.map(({ change }) => lineOf3(change, { ok: "skipped", message: loaded }));
    return { lines: lines2, notes: [`Provenance not checked: ${loaded}`] };
  }
  let checker;
  let failed;
  try {
    checker = await loaded;
  } catch (error) {
    failed = `the provenance check could not start: ${messageOf(error)}`;
  }
  const checks = /* @__PURE__ */ new Map();
  const check = (digest, rule) => {
    const key = JSON.stringify([digest, rule]);
    let result = checks.get(key);
    if (!result) {
      result = checker === void 0 ? Promise.resolve({ ok: false, code: "provenance-unavailable", message: failed ?? "no checker" }) : checker.check(digest, rule);
      checks.set(key, result);
    }
    return result;
  };
  const lines = await Promise.all(
    pending.map(async ({ change, entry }) => {
      const digest = change.after.slice(change.after.indexOf("@") + 1);
      const result = await check(digest, entry.provenance);
      if (!result.ok) {
        const reason = fileReason(
          result.code,
          change.file,
          change.line,
          `${JSON.stringify(change.file)} line ${change.line}: ${result.message}.`
        );
        extra.set(change, [...extra.get(change) ?? [], reason]);
      }
      return lineOf3(change, result);
    })
  );
  return { lines, notes: [] };
}
function lineOf3(change, result) {
  return { file: change.file, line: change.line, image: change.after, result };
}
function imageName(image) {
  try {
    return parseImageReference(image, { requireDigest: false }).name;
  } catch {
    return void 0;
  }
}
function withReasons2(verdict, extra, prWide) {
  if (extra.size === 0 && prWide.length === 0) return verdict;
  const fileReasons = new Set(verdict.files.flatMap((f) => f.reasons));
  const kept = verdict.reasons.filter((r) => !fileReasons.has(r) && r.code !== "no-image-change");
  const files = verdict.files.map((file) => {
    const added = file.changes.flatMap((c) => extra.get(c) ?? []);
    if (added.length === 0) return file;
    const changes = file.changes.map((c) => extra.has(c) ? { ...c, reasons: [...c.reasons, ...extra.get(c)] } : c);
    return { ...file, verdict: "reject", reasons: [...file.reasons, ...added], changes };
  });
  return summarize(verdict.base, verdict.head, files, [...prWide, ...kept]);
}

// src/gate/release/load.ts
function releaseStep(options) {
  let checker;
  const { api } = options;
  const load = async (api2) => {
    const { githubProvenanceChecker } = await import("./chunks/provenance-UPRWFLKJ.js");
    return githubProvenanceChecker({
      api: api2,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    });
  };
  return (baseSha, baseRef) => {
    const { policyPath: path9, policyGiven: given } = options.settings;
    const read2 = options.readPolicy(path9, baseSha);
    read2.catch(() => void 0);
    const apply = async (verdict) => applyReleasePolicy(
      verdict,
      { path: path9, given, label: options.policyLabel },
      {
        readPolicy: () => read2,
        policyOrigin: options.policyOrigin(baseSha),
        provenance: () => typeof api === "string" ? api : checker ??= load(api),
        evidence: () => options.evidence,
        evidenceBranch: baseRef || void 0,
        evidenceRecorder: () => options.evidenceRecorder?.() ?? Promise.resolve(void 0)
      }
    );
    const formats = async () => {
      try {
        const found = (await read2).text;
        if (found === void 0) return void 0;
        const entries = parseReleasePolicy(found, path9).releases.map((entry) => ({
          format: entry.format,
          matches: pathMatcher(entry.paths)
        }));
        if (entries.every((e) => e.format === void 0)) return void 0;
        return (file) => entries.find((e) => e.matches(file))?.format;
      } catch {
        return void 0;
      }
    };
    return Object.assign(apply, { formats });
  };
}

// src/gate/release/policy-read.ts
function notAFile(entry) {
  if (entry.type === "tree") return "is a directory; name the YAML file itself";
  if (entry.type === "commit") return "is a submodule; name a YAML file of the config repo itself";
  if (entry.mode === "120000") return "is a symbolic link; name the file it points to";
  return void 0;
}

// src/gate/render/renderer.ts
import { spawn as spawn2 } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path7 from "node:path";
var RENDER_TIMEOUT_MS = 3e4;
var RENDER_MAX_BYTES = 32 * 1024 * 1024;
function findRenderer(env = process.env) {
  for (const [binary, args] of [
    ["kustomize", ["build"]],
    ["kubectl", ["kustomize"]]
  ]) {
    const found = onPath(binary, env["PATH"] ?? "");
    if (found !== void 0) return spawnRenderer(found, [...args], binary === "kubectl" ? "kubectl kustomize" : binary);
  }
  return void 0;
}
function onPath(binary, searchPath) {
  for (const dir of searchPath.split(path7.delimiter)) {
    if (dir === "" || !path7.isAbsolute(dir)) continue;
    const candidate = path7.join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
function spawnRenderer(command, args, label, limits = {
  timeoutMs: RENDER_TIMEOUT_MS,
  maxBytes: RENDER_MAX_BYTES
}) {
  return {
    label,
    build: (dir, home) => new Promise((resolve) => {
      const child = spawn2(command, [...args, dir], {
        cwd: dir,
        env: {
          PATH: "",
          HOME: home,
          TMPDIR: home,
          XDG_CONFIG_HOME: home,
          KUSTOMIZE_PLUGIN_HOME: path7.join(home, "plugins"),
          KUBECONFIG: path7.join(home, "kubeconfig")
        },
        stdio: ["ignore", "pipe", "pipe"]
      });
      const out = [];
      const err = [];
      let size = 0;
      let stopped;
      const stop = (why) => {
        stopped ??= why;
        child.kill("SIGKILL");
      };
      const timer = setTimeout(() => stop(`${label} took longer than ${limits.timeoutMs / 1e3} s`), limits.timeoutMs);
      child.stdout.on("data", (chunk) => {
        size += chunk.length;
        if (size > limits.maxBytes) stop(`${label} printed more than ${limits.maxBytes} bytes`);
        else out.push(chunk);
      });
      child.stderr.on("data", (chunk) => {
        if (err.reduce((n, b) => n + b.length, 0) < 64 * 1024) err.push(chunk);
      });
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve({ ok: false, why: `${label} could not be started: ${error.message}` });
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        if (stopped !== void 0) resolve({ ok: false, why: stopped });
        else if (code === 0) resolve({ ok: true, yaml: Buffer.concat(out).toString("utf8") });
        else resolve({ ok: false, why: `${label} failed: ${lastLine(Buffer.concat(err).toString("utf8"), code)}` });
      });
    })
  };
}
function lastLine(stderr, code) {
  const lines = stderr.trim().split("\n").filter(Boolean);
  const line = lines.at(-1) ?? `exit code ${code ?? "none"}`;
  const quoted2 = /err="((?:[^"\\]|\\.)*)"/.exec(line);
  const text = quoted2 ? JSON.parse(`"${quoted2[1]}"`) : line.replace(/^Error: /, "");
  return text.length > 300 ? `${text.slice(0, 300)}\u2026` : text;
}

// src/gate/report/release-text.ts
function renderReleaseText(release) {
  const lines = release.policyFile === void 0 ? [] : [`release policy: ${release.policyFile} (from the base commit)`];
  for (const p of release.provenance) {
    const what = outcome(p.result, (e) => `${e.signerWorkflow} ref ${e.ref} commit ${e.commit} ${e.runUrl}`);
    lines.push(`  ${p.file}:${p.line} ${p.image} provenance ${what}`);
  }
  for (const p of release.promotion) {
    const what = outcome(
      p.result,
      (e) => `Deployment ${e.deploymentId} of ${e.revision.slice(0, 7)} at ${e.verifiedAt} ${e.url}`
    );
    lines.push(`  ${p.file}:${p.line} ${p.image} promoted-from ${JSON.stringify(p.environment)} ${what}`);
  }
  for (const note of release.notes) lines.push(`  note: ${note}`);
  return lines.length === 0 ? "" : `${lines.map(asciiOnly).join("\n")}
`;
}
function outcome(result, verified) {
  if (result.ok === "skipped") return `not checked: ${result.message}`;
  return result.ok ? `verified: ${verified(result.evidence)}` : `${result.code}: ${result.message}`;
}

// src/gate/report/change-label.ts
function formatLabel(format) {
  return format === "kustomization" ? "kustomization" : format === "helm-values" ? "Helm values" : "manifest";
}
function changeLabel(change) {
  const what = change.resource === void 0 ? formatLabel(change.format) : resourceLabel(change.resource);
  return change.field === "spec.image" ? what : `${what} ${change.field}`;
}

// src/gate/report/text.ts
function where(reason) {
  return reason.file === void 0 ? "(PR)" : `${reason.file}:${reason.line ?? 1}`;
}
function renderVerdictText(verdict) {
  const lines = [
    `gate: ${verdict.verdict} (${plural(verdict.files.length, "file")}, ${plural(verdict.changes.length, "image change")}, ${verdict.base.slice(0, 12)}..${verdict.head.slice(0, 12)})`
  ];
  for (const change of verdict.changes) {
    const status = change.reasons.length === 0 ? "ok" : change.reasons.map((r) => r.code).join(",");
    lines.push(
      `  ${change.file}:${change.line} ${changeLabel(change)}: ${change.before} -> ${change.after} [${status}]`
    );
  }
  const k = verdict.kustomize;
  if (k !== void 0 && k.roots.length > 0) {
    const proof = k.proof;
    lines.push(
      proof.rendered ? `  kustomize: rendered with ${proof.renderer} at the base and the head` : `  kustomize: worked out with its rules; not rendered: ${proof.why}`
    );
    for (const c of proof.rendered ? proof.changes : k.changes)
      lines.push(`    ${c.root} ${c.object} ${c.container}: ${c.before} -> ${c.after}`);
    if (proof.rendered) for (const note of proof.notes) lines.push(`    ${note}`);
  }
  for (const note of k?.notFollowed ?? []) lines.push(`  kustomize: not followed: ${note}`);
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

// src/gate/cli.ts
var HELP = helpText(GATE);
async function run(args, io) {
  const { settings } = readFlags(GATE, args, io);
  const base = settings.required("base", "the commit the change is made against, e.g. --base origin/main");
  const head = settings.required("head", "the commit to check, e.g. --head HEAD");
  const policy = readGatePolicy(settings);
  const limits = readGateLimits(settings);
  const releaseSettings = readReleaseSettings(settings);
  if (releaseSettings.trustedRootProblem !== void 0)
    io.stderr(`gitops-release gate: warning: ${releaseSettings.trustedRootProblem}
`);
  const repo = settings.string("repo");
  const git = gitCli(path8.resolve(io.cwd, repo), io.env);
  try {
    await git(["rev-parse", "--git-dir"]);
  } catch {
    throw new InputError(`--repo ${JSON.stringify(repo)} is not a git repository.`);
  }
  const release = releaseStep({
    settings: releaseSettings,
    readPolicy: (file, commit) => readCommittedPolicy(git, file, commit),
    policyOrigin: (commit) => `the git repository ${JSON.stringify(repo)} at ${commit.slice(0, 7)}`,
    policyLabel: settings.label("policy"),
    api: apiFromEnv(io.env),
    evidence: evidenceFromEnv(io.env),
    trustedRootLabel: settings.label("trusted-root"),
    cwd: io.cwd
  });
  const source = await localGitSource(git, base, head);
  const baseCommit = (await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${base}^{commit}`])).toString("utf8").trim();
  const apply = release(baseCommit, io.env["GITHUB_BASE_REF"] ?? "");
  const formatOf2 = await apply.formats?.();
  const judged = await apply(
    await judgeChanges(source, formatOf2 === void 0 ? policy : { ...policy, formatOf: formatOf2 }, limits, {
      render: readRenderMode(settings),
      renderer: findRenderer(io.env),
      repository: repositoryFromEnv(io.env)
    })
  );
  const verdict = judged.verdict;
  io.stdout(
    settings.boolean("json") ? `${JSON.stringify({ ...verdictJson(verdict), provenance: judged.provenance, promotion: judged.promotion, notes: judged.notes }, null, 2)}
` : renderVerdictText(verdict) + renderReleaseText(judged)
  );
  return verdict.verdict === "accept" ? EXIT.ok : EXIT.failed;
}
function apiFromEnv(env) {
  const token = env["GITHUB_TOKEN"] || env["GH_TOKEN"];
  if (!token) return "no GITHUB_TOKEN or GH_TOKEN in the environment to list attestations with";
  const baseUrl = (env["GITHUB_API_URL"] || "https://api.github.com").replace(/\/+$/, "");
  return { token, baseUrl, baseUrlSource: "GITHUB_API_URL" };
}
function evidenceFromEnv(env) {
  const api = apiFromEnv(env);
  if (typeof api === "string") return "no GITHUB_TOKEN or GH_TOKEN in the environment to read Deployments with";
  const name = env["GITHUB_REPOSITORY"];
  if (!name) return "no GITHUB_REPOSITORY (the config repo, owner/repo) in the environment to read Deployments from";
  let connected;
  const connect = () => connected ??= configRepo(createGitHubClient(api), parseRepo(name, "GITHUB_REPOSITORY"));
  return {
    listDeployments: async (environment, limit) => connect().listDeployments(environment, limit),
    listDeploymentStatuses: async (id, limit) => connect().listDeploymentStatuses(id, limit),
    readFile: async (path9, at) => connect().readFile(path9, at),
    recentCommits: async (branch, count) => connect().recentCommits(branch, count),
    commitStatuses: async (sha) => connect().commitStatuses(sha)
  };
}
async function readCommittedPolicy(git, file, commit) {
  const listing = (await git(["ls-tree", "-r", "-z", "--full-tree", commit])).toString("utf8");
  const entries = listing.split("\0").filter(Boolean).map((line) => {
    const [info = "", path9 = ""] = line.split("	");
    const [mode = "", type = "", sha = ""] = info.split(" ");
    return { mode, type, sha, path: path9 };
  });
  const near = nearMisses(
    file,
    entries.filter((e) => e.type === "blob").map((e) => e.path)
  );
  const entry = entries.find((e) => e.path === file) ?? (entries.some((e) => e.path.startsWith(`${file}/`)) ? { mode: "040000", type: "tree", sha: "", path: file } : void 0);
  if (entry === void 0) return { text: void 0, nearMisses: near };
  const problem = notAFile(entry);
  if (problem !== void 0) return { text: void 0, problem, nearMisses: near };
  const text = utf8Text(await git(["cat-file", "blob", entry.sha]));
  if (text === void 0) return { text: void 0, problem: "is not valid UTF-8; save it as UTF-8", nearMisses: near };
  return { text, nearMisses: near };
}
function repositoryFromEnv(env) {
  const fullName = env["GITHUB_REPOSITORY"];
  if (!fullName || !/^[^/\s]+\/[^/\s]+$/.test(fullName)) return void 0;
  return { serverUrl: (env["GITHUB_SERVER_URL"] || "https://github.com").replace(/\/+$/, ""), fullName };
}
export {
  HELP,
  run
};
