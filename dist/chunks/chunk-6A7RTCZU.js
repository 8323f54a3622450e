import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pathMatcher
} from "./chunk-WPN4SIEJ.js";
import {
  summarize
} from "./chunk-AQ3QN722.js";
import {
  judgeContents
} from "./chunk-B6TMNZ3Y.js";
import {
  fileReason,
  prReason
} from "./chunk-OCTOJRKL.js";
import {
  messageOf
} from "./chunk-JT2VRZOZ.js";

// src/gate/file-rule.ts
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
  const read = prReasons.length === 0 ? await readAll(source, toRead, policy, limits) : { verdicts: /* @__PURE__ */ new Map(), bytes: 0 };
  if (read.bytes > limits.maxBytes) {
    prReasons.push(
      prReason(
        "too-large",
        `The changed files total ${read.bytes} bytes; the limit ('max-bytes') is ${limits.maxBytes}.`
      )
    );
  }
  const files = fileLevel.map(({ file, reasons }) => read.verdicts.get(file) ?? verdictOf(file, reasons, []));
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
//# sourceMappingURL=chunk-6A7RTCZU.js.map
