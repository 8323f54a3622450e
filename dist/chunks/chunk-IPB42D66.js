import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pathMatcher
} from "./chunk-WPN4SIEJ.js";
import {
  fileReason,
  prReason,
  summarize
} from "./chunk-ETICC4UO.js";
import {
  require_semver
} from "./chunk-5NTH4UWN.js";
import {
  checkImageScalars
} from "./chunk-HJQCTHQ6.js";
import {
  lineOf
} from "./chunk-2I3GIPP2.js";
import {
  hasContent,
  notApplicable,
  readDocument,
  resourceOf,
  separatorRefusal,
  specImage,
  splitLikeKubernetes
} from "./chunk-ZDSQULYL.js";
import {
  matches
} from "./chunk-H4ECVHA2.js";
import {
  messageOf
} from "./chunk-JT2VRZOZ.js";
import {
  utf8Text
} from "./chunk-AESMGRGR.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

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
  for (const path of new Set(paths)) {
    if (!allowedPath(path)) {
      reasons.push(
        fileReason("path-not-allowed", file.path, 1, `${JSON.stringify(path)} does not match the 'paths' globs.`)
      );
    }
  }
  return reasons;
}

// src/gate/limits.ts
var DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };

// src/gate/rule/image.ts
var import_semver = __toESM(require_semver(), 1);
function checkImageChange(file, before, after, policy) {
  const line = after.line;
  const at = (code, message) => fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${message}.`);
  const read2 = checkImageScalars(before, after);
  if ("code" in read2) return [at(read2.code, read2.message)];
  const [prev, next] = [read2.before, read2.after];
  if (prev.tag === next.tag) return [];
  const change = prev.tag === void 0 ? `adds tag ${JSON.stringify(next.tag)}` : next.tag === void 0 ? `removes tag ${JSON.stringify(prev.tag)}` : `changes tag ${JSON.stringify(prev.tag)} to ${JSON.stringify(next.tag)}`;
  if (!policy.allowTagChange) return [at("tag-change", `new image ${change}; set 'allow-tag-change' to allow it`)];
  const [from, to] = [import_semver.default.valid(prev.tag ?? ""), import_semver.default.valid(next.tag ?? "")];
  if (from && to && import_semver.default.lt(to, from) && !policy.allowDowngrade) {
    return [at("downgrade", `new image ${change}, an older version; set 'allow-downgrade' for a deliberate rollback`)];
  }
  return [];
}

// src/gate/rule/subset-reason.ts
function subsetReason(file, refusal) {
  return fileReason(refusal.code, file, refusal.line, `${JSON.stringify(file)} line ${refusal.line}: ${refusal.what}.`);
}

// src/gate/rule/compare.ts
function compareDocuments(file, base, head, policy, documentIndex) {
  const shown = JSON.stringify(file);
  const [b, h] = [base.document, head.document];
  const shape = notApplicable(h) ?? notApplicable(b);
  if (shape) return { changes: [], reasons: [subsetReason(file, shape)] };
  const [baseId, headId] = [resourceOf(b.identity), resourceOf(h.identity)];
  if (!sameResource(baseId, headId)) {
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
  const allowed = matches(headId, policy.selector);
  const images = allowed ? [imageOf(file, "base", base), imageOf(file, "head", head)] : [];
  const refused = images.find((i) => "code" in i);
  if (refused) return { changes: [], reasons: [refused] };
  const [baseImage, headImage] = images;
  const outside = firstDifferenceOutside(base, baseImage, head, headImage);
  if (outside !== void 0) {
    const line = lineOf(head.text, outside);
    return {
      changes: [],
      reasons: [
        fileReason(
          "outside-image",
          file,
          line,
          `${shown} line ${line}: changed outside spec.image of ${policy.selector.kind} (${policy.selector.apiGroup || "core group"}).`
        )
      ]
    };
  }
  if (!baseImage || !headImage) return { changes: [], reasons: [] };
  const [before, after] = [scalarOf(base.text, baseImage), scalarOf(head.text, headImage)];
  if (before.source === after.source) return { changes: [], reasons: [] };
  const reasons = checkImageChange(file, before, after, policy);
  const change = {
    file,
    resource: headId,
    documentIndex,
    line: headImage.line,
    before: baseImage.value,
    after: headImage.value,
    reasons
  };
  return { changes: [change], reasons };
}
function imageOf(file, side, version) {
  const found = specImage(version.text, version.document);
  if ("value" in found) return found;
  return fileReason(
    "image-form",
    file,
    found.line,
    `${JSON.stringify(file)} (${side}) line ${found.line}: ${found.what}; edit it by hand into a one-line plain or quoted string, then bump again.`
  );
}
function sameResource(a, b) {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace;
}
function describe(id) {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null));
}
function firstDifferenceOutside(base, baseImage, head, headImage) {
  const segments = (v, image) => image ? [
    [v.from, image.start],
    [image.end, v.to]
  ] : [[v.from, v.to]];
  const [bs, hs] = [segments(base, baseImage), segments(head, headImage)];
  for (let i = 0; i < hs.length; i++) {
    const [[b0, b1], [h0, h1]] = [bs[i], hs[i]];
    if (b1 - b0 === h1 - h0 && base.text.slice(b0, b1) === head.text.slice(h0, h1)) continue;
    let k = 0;
    while (b0 + k < b1 && h0 + k < h1 && base.text[b0 + k] === head.text[h0 + k]) k++;
    return h0 + k;
  }
  return void 0;
}
function scalarOf(text, image) {
  return { value: image.value, style: image.style, source: text.slice(image.start, image.end), line: image.line };
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
    const line = head.chunks[Math.min(base.chunks.length, head.chunks.length - 1)].linesBefore;
    return {
      changes: [],
      reasons: [
        fileReason(
          "document-mismatch",
          file,
          line + 1,
          `${JSON.stringify(file)} has ${base.chunks.length} document(s) in base and ${head.chunks.length} in head, as Kubernetes splits them.`
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
        documentIndex
      );
      changes.push(...judged.changes);
      reasons.push(...judged.reasons);
    }
    if (changed || hasContent(headText, h)) documentIndex++;
  });
  return { changes, reasons };
}
function judgeDocument(file, base, head, policy, documentIndex) {
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
  return compareDocuments(file, b.version, h.version, policy, documentIndex);
}
function read(side) {
  const read2 = readDocument(side.text, side.file, side.chunk);
  if (!read2.ok) return read2;
  return {
    ok: true,
    version: { text: side.text, from: side.chunk.contentStart, to: side.chunk.end, document: read2.document }
  };
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

export {
  DEFAULT_LIMITS,
  judgeChanges,
  forEachLimit
};
//# sourceMappingURL=chunk-IPB42D66.js.map
