import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  PARSE_OPTIONS,
  lineCounter,
  lineOf,
  locateImages,
  readIdentity,
  resourceLabel
} from "./chunk-WC3S2HYI.js";
import {
  ImageReferenceError,
  codePointLabel,
  digestOf,
  digestProblem,
  parseImageReference,
  require_dist,
  require_semver,
  unicodeEscape,
  utf8Text
} from "./chunk-UNOXWHZE.js";
import {
  require_picomatch
} from "./chunk-VF3DKNNK.js";
import {
  parseRepo
} from "./chunk-5NMB5XMU.js";
import {
  InputError,
  messageOf
} from "./chunk-467EEYIQ.js";
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
  const lineOf3 = lineCounter(text);
  const doc = (0, import_yaml.parseDocument)(text, PARSE_OPTIONS);
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new PolicyFileError(file, lineOf3(problem.pos[0]), `not valid YAML: ${problem.message}`);
  const at = (node) => lineOf3(node?.range?.[0] ?? 0);
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
    const lines2 = pending.map(({ change }) => lineOf2(change, { ok: "skipped", message: loaded }));
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
      return lineOf2(change, result);
    })
  );
  return { lines, notes: [] };
}
function lineOf2(change, result) {
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
    const { githubProvenanceChecker } = await import("./provenance-MAWAZZH3.js");
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
  const located = locateBoth(file, base.text, head.text, policy, place);
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
        `${shown} has ${base.length} document(s) in base and ${head.length} in head.`
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
function locateBoth(file, baseText, headText, policy, place) {
  const images = [];
  for (const [side, text] of [
    ["base", baseText],
    ["head", headText]
  ]) {
    try {
      images.push(locateImages(text, policy.selector));
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

// src/gate/strict-yaml.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/gate/go-keys.ts
var NO_JSON_NAME = /* @__PURE__ */ Symbol("no JSON name");
var TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]);
var FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]);
var NULL = /* @__PURE__ */ new Set(["", "~", "null", "Null", "NULL"]);
var SPECIAL_FLOATS = {
  ".inf": ".inf",
  ".Inf": ".inf",
  ".INF": ".inf",
  "+.inf": ".inf",
  "+.Inf": ".inf",
  "+.INF": ".inf",
  "-.inf": "-.inf",
  "-.Inf": "-.inf",
  "-.INF": "-.inf",
  ".nan": ".nan",
  ".NaN": ".nan",
  ".NAN": ".nan"
};
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function goPlainKey(source) {
  if (NULL.has(source)) return NO_JSON_NAME;
  if (TRUE.has(source)) return "true";
  if (FALSE.has(source)) return "false";
  const special = SPECIAL_FLOATS[source];
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
function parseStrict(text, file, lineBase = 0) {
  const lineInText = lineCounter(text);
  const lineOf3 = (offset2) => lineBase + lineInText(offset2);
  const reasons = [];
  let offset = 0;
  for (const token of new import_yaml2.Lexer().lex(text)) {
    if (CONTROL_TOKENS.has(token)) continue;
    const type = import_yaml2.CST.tokenType(token);
    const forbidden = type ? FORBIDDEN_TOKENS[type] : void 0;
    if (forbidden) {
      const line = lineOf3(offset);
      reasons.push(
        fileReason(
          forbidden[0],
          file,
          line,
          `${JSON.stringify(file)} has ${forbidden[1]} ${JSON.stringify(token.slice(0, 40))} at line ${line}.`
        )
      );
    }
    if (type !== "comment") {
      const hidden = findHiddenChar(token);
      if (hidden) {
        const line = lineOf3(offset + hidden.index);
        reasons.push(
          fileReason("forbidden-char", file, line, `${JSON.stringify(file)} contains ${hidden.what} at line ${line}.`)
        );
      }
    }
    offset += token.length;
  }
  const documents = (0, import_yaml2.parseAllDocuments)(text, PARSE_OPTIONS);
  const parsed = Array.isArray(documents) ? documents : [];
  for (const doc of parsed) {
    for (const error of doc.errors) {
      const line = lineOf3(error.pos[0]);
      const code = error.code === "DUPLICATE_KEY" ? "duplicate-key" : "yaml-error";
      reasons.push(fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(error.message)}.`));
    }
    for (const warning of doc.warnings) {
      const line = lineOf3(warning.pos[0]);
      reasons.push(
        fileReason("yaml-warning", file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(warning.message)}.`)
      );
    }
    if (doc.errors.length === 0) {
      reasons.push(...checkShape(doc, lineOf3, file), ...checkNodes(doc, text, lineOf3, file));
    }
  }
  if (parsed.length > 1) {
    const line = lineOf3(parsed[1].range[0]);
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
      identity: readIdentity(doc),
      line: lineOf3(doc.contents?.range?.[0] ?? doc.range[0])
    }))
  };
}
function unreadable(file, line, what) {
  return fileReason(
    "argocd-unreadable",
    file,
    line,
    `${JSON.stringify(file)} line ${line}: ${what}, so Argo CD cannot apply it.`
  );
}
function checkShape(doc, lineOf3, file) {
  const root = doc.contents;
  const line = lineOf3(root?.range?.[0] ?? doc.range[0]);
  if (root === null || (0, import_yaml2.isScalar)(root) && root.value === null) return [];
  if (!(0, import_yaml2.isMap)(root)) return [unreadable(file, line, "the document is not an object")];
  const reasons = [];
  for (const field of ["kind", "apiVersion"]) {
    const value = root.get(field, true);
    if (!(0, import_yaml2.isScalar)(value) || typeof value.value !== "string" || value.value === "")
      reasons.push(unreadable(file, line, `the document has no ${field}`));
  }
  if ((0, import_yaml2.isSeq)(root.get("items", true))) {
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
function checkNodes(doc, text, lineOf3, file) {
  const reasons = [];
  const at = (node, fallback) => lineOf3(node?.range?.[0] ?? fallback.range?.[0] ?? 0);
  const scalar = (node, inFlow) => {
    const source = sourceOf(node);
    if (inFlow && node.type === "PLAIN" && /^[?:]/.test(source)) {
      const line = at(node, node);
      reasons.push(
        fileReason(
          "explicit-key",
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${JSON.stringify(source.slice(0, 40))} in a flow collection starts with an indicator Go reads as syntax.`
        )
      );
    }
    if (node.type === "QUOTE_DOUBLE" && /(?:^|[^\\])(?:\\\\)*\\\//.test(source))
      reasons.push(unreadable(file, at(node, node), "a double-quoted string uses the escape \\/ (YAML 1.2 only)"));
  };
  const walk = (node, inFlow) => {
    if ((0, import_yaml2.isScalar)(node)) return scalar(node, inFlow);
    if ((0, import_yaml2.isSeq)(node)) {
      const flow = inFlow || node.flow === true;
      for (const item of node.items) {
        if ((0, import_yaml2.isPair)(item)) walkPairs(node, [item], flow);
        else walk(item, flow);
      }
      return;
    }
    if ((0, import_yaml2.isMap)(node)) walkPairs(node, node.items, inFlow || node.flow === true);
  };
  const walkPairs = (parent, pairs, flow) => {
    const seen = /* @__PURE__ */ new Map();
    for (const pair of pairs) {
      const key = pair.key;
      const line = at(key, parent);
      if (key === null) {
        reasons.push(unreadable(file, line, "a mapping key is empty (null)"));
      } else if (!(0, import_yaml2.isScalar)(key)) {
        reasons.push(
          fileReason("yaml-error", file, line, `${JSON.stringify(file)} line ${line}: a mapping key is not a scalar.`)
        );
      } else {
        scalar(key, flow);
        if (flow && key.range && /[\r\n]/.test(text.slice(key.range[0], key.range[1])))
          reasons.push(unreadable(file, line, "a key in a flow collection spans several lines"));
        const name = key.type === "PLAIN" ? goPlainKey(sourceOf(key)) : String(key.value);
        if (name === NO_JSON_NAME) {
          reasons.push(unreadable(file, line, `the key ${JSON.stringify(sourceOf(key))} has no JSON name in Go`));
        } else if (name === "<<") {
          reasons.push(mergeKey(file, line));
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
          `${JSON.stringify(file)} has ${base.length} document(s) in base and ${head.length} in head, as Kubernetes splits them.`
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
    } else if (HAS_CONTENT.test(content) && !namesItsResource(content)) {
      const line = h.linesBefore + 1;
      reasons.push(
        fileReason(
          "argocd-unreadable",
          file,
          line,
          `${JSON.stringify(file)} line ${line}: the document has no top-level kind or apiVersion line, so Argo CD cannot apply the file.`
        )
      );
    }
    if (HAS_CONTENT.test(content)) documentIndex++;
  });
  return { changes, reasons };
}
var DIRECTIVE_LINE = /(?:^|\n)%/;
var HAS_CONTENT = /^[ \t]*[^\s#]/m;
var KIND_LINE = /^(?:kind|"kind"|'kind')[ \t]*:/m;
var API_VERSION_LINE = /^(?:apiVersion|"apiVersion"|'apiVersion')[ \t]*:/m;
function namesItsResource(content) {
  const text = content.replace(/^\uFEFF/, "");
  if (/^(?:\s|#.*)*\{/.test(text)) return text.includes("kind") && text.includes("apiVersion");
  return KIND_LINE.test(text) && API_VERSION_LINE.test(text);
}
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
  fileReason,
  prReason,
  asciiOnly,
  verdictJson,
  releaseStep,
  renderReleaseText,
  renderVerdictText,
  judgeChanges,
  readGatePolicy,
  readGateLimits,
  readReleaseSettings
};
//# sourceMappingURL=chunk-YVG7UT5Y.js.map
