import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  PARSE_OPTIONS,
  asciiOnly,
  fileReason,
  judgeContents,
  lineCounter,
  prReason,
  resourceLabel
} from "./chunk-SJKVE6Q2.js";
import {
  parseImageReference,
  require_dist
} from "./chunk-4GQ23JES.js";
import {
  require_picomatch
} from "./chunk-VF3DKNNK.js";
import {
  parseRepo
} from "./chunk-5TTI6WLH.js";
import {
  InputError,
  messageOf
} from "./chunk-LV3F5KSS.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/gate/verdict.ts
function summarize(base, head, files, prReasons) {
  const changes = files.flatMap((f) => f.changes);
  const reasons = [...prReasons, ...files.flatMap((f) => f.reasons)];
  if (reasons.length === 0 && changes.length === 0) {
    reasons.push({
      code: "no-image-change",
      message: "The PR changes no spec.image, so it is not a release PR this gate can pass."
    });
  }
  return { verdict: reasons.length === 0 ? "accept" : "reject", base, head, files, changes, reasons };
}
function verdictJson(verdict) {
  const change = (c) => ({
    file: c.file,
    line: c.line,
    resource: {
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

// src/gate/policy.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var DEFAULT_PATHS = ["**/*.yaml", "**/*.yml"];
function pathMatcher(globs) {
  const match = (0, import_picomatch.default)([...globs], { dot: false });
  return (path) => match(path);
}
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
var import_yaml = __toESM(require_dist(), 1);
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
var ENTRY_KEYS = /* @__PURE__ */ new Set(["paths", "images", "provenance"]);
var PROVENANCE_KEYS = /* @__PURE__ */ new Set(["repository", "signer-workflow", "ref", "issuer"]);
var WORKFLOW = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+\/\.github\/workflows\/[^/@\s]+\.ya?ml$/;
var EXAMPLE = 'releases:\n  - paths: ["apps/todo-api/**"]\n    images: ["ghcr.io/acme/todo-api"]';
function parseReleasePolicy(text, file) {
  const lineOf2 = lineCounter(text);
  const doc = (0, import_yaml.parseDocument)(text, PARSE_OPTIONS);
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new PolicyFileError(file, lineOf2(problem.pos[0]), `not valid YAML: ${problem.message}`);
  const at = (node) => lineOf2(node?.range?.[0] ?? 0);
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
        provenance: provenanceRule(item.get("provenance", true), fail)
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
function isImageName(image) {
  try {
    return parseImageReference(image, { requireDigest: false }).name === image && !image.includes("@");
  } catch {
    return false;
  }
}

// src/gate/release/apply.ts
async function applyReleasePolicy(verdict, path, ports) {
  let policy;
  try {
    const text = await ports.readPolicy(path);
    if (text === void 0) return { verdict, policyFile: void 0, provenance: [], notes: [] };
    policy = parseReleasePolicy(text, path);
  } catch (error) {
    const message = error instanceof PolicyFileError ? `The release policy is broken: ${error.message}. Fix it on the base branch first.` : `The release policy ${JSON.stringify(path)} could not be read at the base commit: ${messageOf(error)}`;
    return {
      verdict: withReasons(verdict, /* @__PURE__ */ new Map(), [prReason("policy-invalid", message)]),
      policyFile: path,
      provenance: [],
      notes: []
    };
  }
  const extra = /* @__PURE__ */ new Map();
  const pending = [];
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
  }
  const { lines, notes } = await checkProvenance(pending, ports, extra);
  return { verdict: withReasons(verdict, extra, []), policyFile: policy.file, provenance: lines, notes };
}
async function checkProvenance(pending, ports, extra) {
  if (pending.length === 0) return { lines: [], notes: [] };
  const loaded = ports.provenance();
  if (typeof loaded === "string") {
    const lines2 = pending.map(({ change }) => lineOf(change, { ok: "skipped", message: loaded }));
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
      return lineOf(change, result);
    })
  );
  return { lines, notes: [] };
}
function lineOf(change, result) {
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
    const { githubProvenanceChecker } = await import("./provenance-Q4KCCUBD.js");
    return githubProvenanceChecker({
      api: api2,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    });
  };
  return (baseSha) => {
    const path = options.settings.policyPath;
    const text = options.readFile(path, baseSha);
    text.catch(() => void 0);
    return (verdict) => applyReleasePolicy(verdict, path, {
      readPolicy: () => text,
      provenance: () => typeof api === "string" ? api : checker ??= load(api)
    });
  };
}

// src/gate/report/release-text.ts
function renderReleaseText(release) {
  if (release.policyFile === void 0) return "";
  const lines = [`release policy: ${release.policyFile} (from the base commit)`];
  for (const p of release.provenance) {
    const r = p.result;
    const what = r.ok === "skipped" ? `not checked: ${r.message}` : r.ok ? `verified: ${r.evidence.signerWorkflow} ref ${r.evidence.ref} commit ${r.evidence.commit} ${r.evidence.runUrl}` : `${r.code}: ${r.message}`;
    lines.push(`  ${p.file}:${p.line} ${p.image} provenance ${what}`);
  }
  for (const note of release.notes) lines.push(`  note: ${note}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

// src/gate/report/text.ts
function where(reason) {
  return reason.file === void 0 ? "(PR)" : `${reason.file}:${reason.line ?? 1}`;
}
function renderVerdictText(verdict) {
  const lines = [
    `gate: ${verdict.verdict} (${verdict.files.length} file(s), ${verdict.changes.length} image change(s), ${verdict.base.slice(0, 12)}..${verdict.head.slice(0, 12)})`
  ];
  for (const change of verdict.changes) {
    const status = change.reasons.length === 0 ? "ok" : change.reasons.map((r) => r.code).join(",");
    lines.push(
      `  ${change.file}:${change.line} ${resourceLabel(change.resource)}: ${change.before} -> ${change.after} [${status}]`
    );
  }
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

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

// src/gate/judge.ts
var DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };
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

// src/settings/gate.ts
function readGatePolicy(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  return {
    paths: validatePaths(settings.list("paths"), settings.label("paths")),
    selector: { kind, apiGroup: settings.string("api-group") },
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
  const policyPath = settings.string("policy").trim();
  if (policyPath === "" || policyPath.startsWith("/") || policyPath.split("/").some((s) => s === ".." || s === "."))
    throw new InputError(
      `${settings.label("policy")} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(policyPath)}.`
    );
  return { policyPath, trustedRoot: settings.optional("trusted-root")?.trim() || void 0 };
}

export {
  verdictJson,
  releaseStep,
  renderReleaseText,
  renderVerdictText,
  judgeChanges,
  readGatePolicy,
  readGateLimits,
  readReleaseSettings
};
//# sourceMappingURL=chunk-MRISEIYW.js.map
