import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunks/chunk-FM2EAWKW.js";
import {
  checkImageScalars,
  diffSites,
  digestValueProblem,
  lineCounter,
  lineOf,
  literalSource,
  readImage,
  styleName
} from "./chunks/chunk-KCHUEHCO.js";
import {
  ManifestError,
  hasContent,
  notApplicable,
  readDocument,
  resourceOf,
  separatorRefusal,
  splitLikeKubernetes
} from "./chunks/chunk-JTSBPOA5.js";
import {
  readKind
} from "./chunks/chunk-XVSBQN26.js";
import {
  IMAGE_FORMATS,
  formatOfPath,
  imageSites,
  resourceLabel,
  siteImage
} from "./chunks/chunk-WCA5RQRV.js";
import {
  require_dist
} from "./chunks/chunk-2PW3ARTO.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-CGBMSB5I.js";
import {
  digestOf,
  digestProblem,
  parseImageReference,
  require_semver,
  unicodeEscape,
  utf8Text
} from "./chunks/chunk-OSM5NVDR.js";
import {
  GATE
} from "./chunks/chunk-HYTH6HBT.js";
import {
  EXIT
} from "./chunks/chunk-JWMKGFHY.js";
import {
  createGitHubClient,
  parseRepo,
  require_picomatch
} from "./chunks/chunk-B34R7SAK.js";
import "./chunks/chunk-V4Q4ZY3M.js";
import {
  InputError,
  messageOf
} from "./chunks/chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunks/chunk-TIBOFJYZ.js";

// src/gate/cli.ts
import path2 from "node:path";

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
  for (const path3 of new Set(paths)) {
    if (!allowedPath(path3)) {
      reasons.push(
        fileReason("path-not-allowed", file.path, 1, `${JSON.stringify(path3)} does not match the 'paths' globs.`)
      );
    }
  }
  return reasons;
}

// src/gate/path-matcher.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function pathMatcher(globs) {
  const match = (0, import_picomatch.default)([...globs], { dot: false });
  return (path3) => match(path3);
}

// src/gate/limits.ts
var DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };

// src/gate/rule/image.ts
var import_semver = __toESM(require_semver(), 1);
function checkSiteChange(file, field, change, policy) {
  const { base, head } = change;
  const line = head.span.line;
  const at = reasonAt(file, line);
  const problem = head.problem ?? base.problem;
  if (problem !== void 0) return [at("image-form", `${problem}; it cannot change as a release`)];
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
  const headSited = sited(head);
  const diff = diffSites(sited(base), headSited);
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
function fieldName(path3) {
  const at = Math.max(
    ...["containers[", "initContainers[", "ephemeralContainers["].map((list) => {
      const i = path3.lastIndexOf(list);
      return i > 0 && path3[i - 1] !== "." ? -1 : i;
    })
  );
  return at <= 0 ? path3 : path3.slice(at);
}
function formatName(format) {
  return format === "manifest" ? "a manifest" : format === "kustomization" ? "a kustomization" : "Helm values";
}
function mayChange(format, policy) {
  switch (format) {
    case "manifest":
      return `the image of pod-template containers (containers, initContainers, ephemeralContainers), spec.image of ${specImageOf(policy.selector)}, Argo CD kustomize.images overrides and Helm values in Applications and HelmReleases`;
    case "kustomization":
      return "images[].newTag and images[].digest, plus one added 'digest: sha256:...' line at an entry's own indentation";
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

// src/gate/verdict.ts
function summarize(base, head, files, prReasons) {
  const changes = files.flatMap((f) => f.changes);
  const reasons = [...prReasons, ...files.flatMap((f) => f.reasons)];
  if (reasons.length === 0 && changes.length === 0) {
    reasons.push({
      code: "no-image-change",
      message: "The PR changes no image field (a container image, spec.image, kustomize images:, Helm values), so it is not a release PR this gate can pass."
    });
  }
  return { verdict: reasons.length === 0 ? "accept" : "reject", base, head, files, changes, reasons };
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
    reasons: verdict.reasons
  };
}

// src/gate/judge.ts
async function judgeChanges(source, policy, limits = DEFAULT_LIMITS) {
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
  return summarize(listing.base, listing.head, files, prReasons);
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
    const path3 = twoPaths ? tokens[++i] : first;
    const file = {
      path: path3,
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

// src/gate/release/policy-file.ts
var import_yaml = __toESM(require_dist(), 1);

// src/environments/name.ts
function environmentNameProblem(name) {
  if (name === "") return "is empty";
  if (name.length > 255) return `has ${name.length} characters; GitHub allows 255`;
  if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return "has a control character";
  if (name.trim() !== name) return "starts or ends with a space";
  return void 0;
}
var GITHUB_LOGIN = /^(?=[^[]{1,39}(?:\[bot\])?$)[A-Za-z0-9](?:-?[A-Za-z0-9])*(?:\[bot\])?$/;

// src/gate/policy.ts
var DEFAULT_PATHS = ["**/*.yaml", "**/*.yml"];
function validatePaths(globs, input) {
  if (globs.length === 0) return DEFAULT_PATHS;
  for (const glob of globs) {
    if (glob.startsWith("/") || glob.startsWith("./") || /[\x00-\x1f\\]/.test(glob)) {
      throw new InputError(
        `${input}: glob ${JSON.stringify(glob)} must be relative to the repository root, with '/' separators, like apps/**/*.yaml.`
      );
    }
  }
  return globs;
}

// src/gate/release/policy-file.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
var PolicyFileError = class extends Error {
  constructor(file, line, what) {
    super(`${file} line ${line}: ${what}`);
    this.file = file;
    this.line = line;
  }
  file;
  line;
  name = "PolicyFileError";
};
var ENTRY_KEYS = /* @__PURE__ */ new Set(["paths", "images", "provenance", "promoted-from", "recorded-by", "format"]);
var PROVENANCE_KEYS = /* @__PURE__ */ new Set(["repository", "signer-workflow", "ref", "issuer"]);
var WORKFLOW = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+\/\.github\/workflows\/[^/@\s]+\.ya?ml$/;
var EXAMPLE = 'releases:\n  - paths: ["apps/todo-api/**"]\n    images: ["ghcr.io/acme/todo-api"]';
var PARSE_OPTIONS = {
  keepSourceTokens: true,
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  version: "1.2",
  schema: "core",
  merge: false
};
function parseReleasePolicy(text, file) {
  const lineOf4 = lineCounter(text);
  const doc = (0, import_yaml.parseDocument)(text, PARSE_OPTIONS);
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new PolicyFileError(file, lineOf4(problem.pos[0]), `not valid YAML: ${problem.message}`);
  const at = (node) => lineOf4(node?.range?.[0] ?? 0);
  const fail = (node, what) => {
    throw new PolicyFileError(file, at(node), what);
  };
  const root = doc.contents;
  if (!(0, import_yaml.isMap)(root)) return fail(root, `must be a mapping with a 'releases' list, like:
${EXAMPLE}`);
  onlyKeys(root, /* @__PURE__ */ new Set(["releases"]), fail);
  const releases = root.get("releases", true);
  if (!(0, import_yaml.isSeq)(releases) || releases.items.length === 0)
    return fail(releases ?? root, "'releases' must be a non-empty list of entries");
  return {
    file,
    releases: releases.items.map((item) => {
      if (!(0, import_yaml.isMap)(item)) return fail(item, "each entry of releases must be a mapping with paths and images");
      onlyKeys(item, ENTRY_KEYS, fail);
      const pathsNode = item.get("paths", true);
      const paths = stringList(item, "paths", fail);
      try {
        validatePaths(paths, "paths");
      } catch (error) {
        fail(pathsNode, error.message);
      }
      return {
        line: at(item),
        paths,
        images: stringList(item, "images", fail).map((image) => {
          if (!isImageName(image))
            fail(
              item.get("images", true),
              `images: ${JSON.stringify(image)} must be an image name without tag or digest, like ghcr.io/acme/todo-api`
            );
          return image;
        }),
        provenance: provenanceRule(item.get("provenance", true), fail),
        promotedFrom: promotedFrom(item, fail),
        recordedBy: recordedBy(item, fail),
        format: formatOf2(item, fail)
      };
    })
  };
}
function onlyKeys(map, allowed, fail) {
  for (const pair of map.items) {
    const key = (0, import_yaml.isScalar)(pair.key) ? pair.key.value : void 0;
    if (typeof key !== "string" || !allowed.has(key))
      fail(pair.key, `unknown key ${JSON.stringify(key)}; expected one of ${[...allowed].join(", ")}`);
  }
}
function stringList(map, key, fail) {
  const node = map.get(key, true);
  if (!(0, import_yaml.isSeq)(node) || node.items.length === 0) return fail(node ?? map, `'${key}' must be a non-empty list of strings`);
  return node.items.map((item) => {
    if (!(0, import_yaml.isScalar)(item) || typeof item.value !== "string" || item.value.trim() === "")
      return fail(item, `'${key}' must hold only non-empty strings`);
    return item.value;
  });
}
function stringValue(map, key, fail) {
  const node = map.get(key, true);
  if (node === void 0) return void 0;
  if (!(0, import_yaml.isScalar)(node) || typeof node.value !== "string" || node.value.trim() === "")
    return fail(node, `'${key}' must be a non-empty string`);
  return node.value;
}
function provenanceRule(node, fail) {
  if (node === void 0) return void 0;
  if (!(0, import_yaml.isMap)(node)) return fail(node, "'provenance' must be a mapping with at least 'repository'");
  onlyKeys(node, PROVENANCE_KEYS, fail);
  const repository = stringValue(node, "repository", fail);
  if (repository === void 0)
    return fail(node, "'provenance' needs 'repository: owner/repo', the repo that builds the image");
  try {
    parseRepo(repository, "repository");
  } catch {
    fail(node.get("repository", true), `repository ${JSON.stringify(repository)} must be owner/repo`);
  }
  const signerWorkflow = stringValue(node, "signer-workflow", fail);
  if (signerWorkflow !== void 0 && !WORKFLOW.test(signerWorkflow))
    fail(
      node.get("signer-workflow", true),
      `signer-workflow ${JSON.stringify(signerWorkflow)} must be owner/repo/.github/workflows/<file>.yml`
    );
  const issuer = stringValue(node, "issuer", fail) ?? GITHUB_ACTIONS_ISSUER;
  if (!issuer.startsWith(`${GITHUB_ACTIONS_ISSUER}/`) && issuer !== GITHUB_ACTIONS_ISSUER)
    fail(
      node.get("issuer", true),
      `issuer ${JSON.stringify(issuer)} must be ${GITHUB_ACTIONS_ISSUER} or an enterprise issuer under it`
    );
  return { repository, signerWorkflow, ref: stringValue(node, "ref", fail), issuer };
}
function promotedFrom(entry, fail) {
  const environment = stringValue(entry, "promoted-from", fail);
  const problem = environment === void 0 ? void 0 : environmentNameProblem(environment);
  if (problem)
    fail(
      entry.get("promoted-from", true),
      `promoted-from ${JSON.stringify(environment)} ${problem}; it must be a GitHub environment name, like staging`
    );
  return environment;
}
function recordedBy(entry, fail) {
  const node = entry.get("recorded-by", true);
  if (node === void 0) return void 0;
  if (!entry.has("promoted-from"))
    fail(
      node,
      "'recorded-by' says whose Deployments count for 'promoted-from'; add 'promoted-from: <environment>' to this entry, or remove 'recorded-by'"
    );
  return stringList(entry, "recorded-by", fail).map((login) => {
    if (!GITHUB_LOGIN.test(login))
      fail(
        node,
        `recorded-by: ${JSON.stringify(login)} must be a GitHub login, like acme-release[bot] (the identity wait runs as) or octocat`
      );
    return login;
  });
}
function isImageName(image) {
  try {
    return parseImageReference(image, { requireDigest: false }).name === image && !image.includes("@");
  } catch {
    return false;
  }
}
function formatOf2(entry, fail) {
  const format = stringValue(entry, "format", fail);
  if (format === void 0) return void 0;
  if (!IMAGE_FORMATS.includes(format))
    fail(
      entry.get("format", true),
      `format ${JSON.stringify(format)} must be one of ${IMAGE_FORMATS.join(", ")} (how the entry's files keep their images)`
    );
  return format;
}

// src/gate/release/policy-path.ts
function nameKey(path3) {
  const name = path3.slice(path3.lastIndexOf("/") + 1);
  return name.toLowerCase().replace(/\.ya?ml$/, "").replace(/[-_. ]/g, "");
}
function dirOf(path3) {
  const slash = path3.lastIndexOf("/");
  return slash === -1 ? "" : path3.slice(0, slash).toLowerCase();
}
function nearMisses(expected, paths) {
  const key = nameKey(expected);
  const dirs = /* @__PURE__ */ new Set([dirOf(expected), ".github", ""]);
  const found = /* @__PURE__ */ new Set();
  for (const path3 of paths)
    if (path3 !== expected && dirs.has(dirOf(path3)) && nameKey(path3) === key && /(\.ya?ml|\/[^./]*|^[^./]*)$/i.test(path3))
      found.add(path3);
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
function recordedBy2(login, recorders) {
  if (recorders === void 0) return true;
  return login !== void 0 && recorders.some((r) => r.toLowerCase() === login.toLowerCase());
}
function authorNotChecked(environments) {
  const where2 = environments.map((e) => JSON.stringify(e)).join(", ");
  return `Promotion evidence in ${where2} was accepted without checking its author: anyone who may write Deployments to the config repo can record one. Name the login wait runs as in 'recorded-by' (for example acme-release[bot]), or run with App credentials (then only that App's own Deployments count).`;
}

// src/environments/record.ts
var SUCCESSES = /* @__PURE__ */ new Set(["healthy"]);
var DESCRIPTION = /^([a-z][a-z-]{0,31})(?: (sha256:[0-9a-f]{64}))?(?::|$)/;
function recordContext(environment) {
  return `gitops-release/${environment}`;
}
function recordedOutcomes(statuses, environment, recorders) {
  const context = recordContext(environment).toLowerCase();
  return statuses.filter((s) => s.context.toLowerCase() === context && recordedBy2(s.creator, recorders)).map((s) => {
    const match = DESCRIPTION.exec(s.description);
    return {
      id: s.id,
      sha: s.sha,
      state: s.state,
      outcome: match?.[1],
      digest: match?.[2],
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
  return `${o.state}${word}${digest} on revision ${o.sha.slice(0, 7)} at ${o.createdAt}, by ${o.creator ?? "an unknown account"}`;
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
  return listing.deployments.filter((d) => recordedBy2(d.creator, query.recorders));
}
function candidates(query, listing) {
  return recordedDeployments(query, listing).filter((d) => readPayload(d.payload)?.digest === query.digest);
}
function deploymentOf(query, listing, outcome2) {
  return candidates(query, listing).find((d) => d.sha === outcome2.sha);
}
function judgeVerified(query, listing, record, claim) {
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
async function searchVerified(repo, environment, digest, recorders, branch) {
  const query = { environment, digest, recorders };
  const listing = await repo.listDeployments(environment);
  const newestPinning = candidates(query, listing)[0];
  const forDigest = (o) => o.digest === digest;
  const record = newestPinning === void 0 ? void 0 : await walkRecord(repo, query, branch, newestPinning.sha, forDigest);
  const newest = record === void 0 ? void 0 : newestOutcome(record, query, forDigest);
  const deployment = newest !== void 0 && proves(newest, digest) ? deploymentOf(query, listing, newest) : void 0;
  const claim = deployment === void 0 ? { read: false, problem: void 0 } : { read: true, problem: await confirmClaim(repo, deployment, digest) };
  return judgeVerified(query, listing, record, claim);
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
  const once = (map, key, read2) => {
    if (!map.has(key)) map.set(key, read2());
    return map.get(key);
  };
  return {
    listDeployments: (environment, limit) => repo.listDeployments(environment, limit),
    listDeploymentStatuses: (id, limit) => repo.listDeploymentStatuses(id, limit),
    readFile: (path3, at) => repo.readFile(path3, at),
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
async function checkPromotion(pending, evidence, extra, branch) {
  if (pending.length === 0) return { lines: [], notes: [], warnings: [] };
  if (typeof evidence === "string") {
    const lines2 = pending.map((p) => lineOf2(p, { ok: "skipped", message: evidence }));
    return { lines: lines2, notes: [`Promotion not checked: ${evidence}`], warnings: [] };
  }
  const repo = sharingReads(evidence);
  const searches = /* @__PURE__ */ new Map();
  const search = (environment, digest, recorders) => {
    const key = JSON.stringify([environment, digest, recorders ?? null]);
    let found = searches.get(key);
    if (!found) {
      found = searchVerified(repo, environment, digest, recorders, { name: branch }).then(
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
      const result = await search(p.environment, digestOf(p.change.after) ?? "", p.recorders);
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
      lines.filter((l, i) => l.result.ok === true && pending[i].recorders === void 0).map((l) => l.environment)
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
      verdict: withReasons(verdict, /* @__PURE__ */ new Map(), [loaded.refused]),
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
      promotions.push({ change, environment: entry.promotedFrom, recorders: await recordersOf(entry) });
  }
  const promotionReasons = /* @__PURE__ */ new Map();
  const [provenance, promotion] = await Promise.all([
    checkProvenance(pending, ports, extra),
    checkPromotion(promotions, promotions.length > 0 ? ports.evidence() : "", promotionReasons, ports.evidenceBranch)
  ]);
  for (const [change, reasons] of promotionReasons) extra.set(change, [...extra.get(change) ?? [], ...reasons]);
  return {
    verdict: withReasons(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...policyNotes, ...provenance.notes, ...promotion.notes],
    warnings: [...policyNotes, ...promotion.warnings]
  };
}
async function loadPolicy(location, ports) {
  const { path: path3, label } = location;
  const file = JSON.stringify(path3);
  let read2;
  try {
    read2 = await ports.readPolicy(path3);
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
    return { policy: parseReleasePolicy(read2.text, path3), notes };
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
function withReasons(verdict, extra, prWide) {
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
    const { githubProvenanceChecker } = await import("./chunks/provenance-TELJ2BDK.js");
    return githubProvenanceChecker({
      api: api2,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    });
  };
  return (baseSha, baseRef) => {
    const { policyPath: path3, policyGiven: given } = options.settings;
    const read2 = options.readPolicy(path3, baseSha);
    read2.catch(() => void 0);
    const apply = async (verdict) => applyReleasePolicy(
      verdict,
      { path: path3, given, label: options.policyLabel },
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
        const entries = parseReleasePolicy(found, path3).releases.map((entry) => ({
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
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

// src/settings/gate.ts
import { statSync } from "node:fs";
import path from "node:path";
function readGatePolicy(settings) {
  const { kind, apiGroup } = readKind(settings);
  return {
    paths: validatePaths(settings.list("paths"), settings.label("paths")),
    selector: { ...kind === void 0 ? {} : { kind }, ...apiGroup === void 0 ? {} : { apiGroup } },
    allowTagChange: settings.boolean("allow-tag-change"),
    allowDowngrade: settings.boolean("allow-downgrade")
  };
}
function readGateLimits(settings, maxFiles = Number.MAX_SAFE_INTEGER) {
  return {
    ...DEFAULT_LIMITS,
    maxFiles: settings.count("max-files", maxFiles),
    maxBytes: settings.count("max-bytes")
  };
}
function readReleaseSettings(settings) {
  const given = settings.optional("policy")?.trim() || void 0;
  const policyPath = given ?? settings.string("policy").trim();
  if (policyPath.startsWith("/") || policyPath.split("/").some((s) => s === ".." || s === "." || s === ""))
    throw new InputError(
      `${settings.label("policy")} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(policyPath)}.`
    );
  const release = {
    policyPath,
    policyGiven: given !== void 0,
    trustedRoot: settings.optional("trusted-root")?.trim() || void 0
  };
  const problem = trustedRootProblem(settings, release);
  return problem === void 0 ? release : { ...release, trustedRootProblem: problem };
}
function trustedRootProblem(settings, release) {
  const given = release.trustedRoot;
  if (given === void 0) return void 0;
  const file = path.resolve(settings.cwd, given);
  const what = "a Sigstore trusted root file (JSON, or the JSON lines of gh attestation trusted-root)";
  try {
    if (statSync(file).isFile()) return void 0;
    return `${settings.label("trusted-root")} ${JSON.stringify(given)} is a directory, not ${what}; a provenance check would fail on it.`;
  } catch {
    return `${settings.label("trusted-root")} ${JSON.stringify(given)} does not exist (looked for ${file}); give ${what}, or leave it out for the public-good root. A provenance check would fail on it.`;
  }
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
  const git = gitCli(path2.resolve(io.cwd, repo), io.env);
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
  const formatOf3 = await apply.formats?.();
  const judged = await apply(
    await judgeChanges(source, formatOf3 === void 0 ? policy : { ...policy, formatOf: formatOf3 }, limits)
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
    readFile: async (path3, at) => connect().readFile(path3, at),
    recentCommits: async (branch, count) => connect().recentCommits(branch, count),
    commitStatuses: async (sha) => connect().commitStatuses(sha)
  };
}
async function readCommittedPolicy(git, file, commit) {
  const listing = (await git(["ls-tree", "-r", "-z", "--full-tree", commit])).toString("utf8");
  const entries = listing.split("\0").filter(Boolean).map((line) => {
    const [info = "", path3 = ""] = line.split("	");
    const [mode = "", type = "", sha = ""] = info.split(" ");
    return { mode, type, sha, path: path3 };
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
export {
  HELP,
  run
};
