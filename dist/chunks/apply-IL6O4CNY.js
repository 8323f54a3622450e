import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  searchVerified
} from "./chunk-QRKFJYZY.js";
import "./chunk-LYWYYADP.js";
import {
  parseRepo
} from "./chunk-QNQ3G6RB.js";
import {
  validatePaths
} from "./chunk-MTQH6ECR.js";
import {
  pathMatcher
} from "./chunk-WPN4SIEJ.js";
import "./chunk-VF3DKNNK.js";
import {
  fileReason,
  prReason,
  summarize
} from "./chunk-ETICC4UO.js";
import {
  lineCounter
} from "./chunk-2I3GIPP2.js";
import {
  require_dist
} from "./chunk-FROG4N7K.js";
import {
  digestOf,
  parseImageReference
} from "./chunk-L5IDWHHO.js";
import {
  messageOf
} from "./chunk-JT2VRZOZ.js";
import "./chunk-AESMGRGR.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

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
var ENTRY_KEYS = /* @__PURE__ */ new Set(["paths", "images", "provenance", "promoted-from"]);
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
        provenance: provenanceRule(item.get("provenance", true), fail),
        promotedFrom: promotedFrom(item, fail)
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
function isImageName(image) {
  try {
    return parseImageReference(image, { requireDigest: false }).name === image && !image.includes("@");
  } catch {
    return false;
  }
}

// src/gate/release/promotion.ts
async function checkPromotion(pending, repo, extra) {
  if (pending.length === 0) return { lines: [], notes: [] };
  if (typeof repo === "string") {
    const lines2 = pending.map((p) => lineOf(p, { ok: "skipped", message: repo }));
    return { lines: lines2, notes: [`Promotion not checked: ${repo}`] };
  }
  const searches = /* @__PURE__ */ new Map();
  const search = (environment, digest) => {
    const key = JSON.stringify([environment, digest]);
    let found = searches.get(key);
    if (!found) {
      found = searchVerified(repo, environment, digest).then(
        (judged) => "evidence" in judged ? { ok: true, evidence: judged.evidence } : { ok: false, code: "not-promoted", message: judged.refused },
        (error) => ({
          ok: false,
          code: "promotion-unavailable",
          message: `the Deployments in ${JSON.stringify(environment)} could not be read (${messageOf(error)}); the token needs 'deployments: read'`
        })
      );
      searches.set(key, found);
    }
    return found;
  };
  const lines = await Promise.all(
    pending.map(async (p) => {
      const result = await search(p.environment, digestOf(p.change.after) ?? "");
      if (!result.ok) {
        const { change } = p;
        const message = `${JSON.stringify(change.file)} line ${change.line}: promoted-from ${JSON.stringify(p.environment)}: ${result.message}.`;
        extra.set(change, [...extra.get(change) ?? [], fileReason(result.code, change.file, change.line, message)]);
      }
      return lineOf(p, result);
    })
  );
  return { lines, notes: [] };
}
function lineOf(p, result) {
  return { file: p.change.file, line: p.change.line, image: p.change.after, environment: p.environment, result };
}

// src/gate/release/apply.ts
async function applyReleasePolicy(verdict, path, ports) {
  let policy;
  try {
    const text = await ports.readPolicy(path);
    if (text === void 0) return { verdict, policyFile: void 0, provenance: [], promotion: [], notes: [] };
    policy = parseReleasePolicy(text, path);
  } catch (error) {
    const message = error instanceof PolicyFileError ? `The release policy is broken: ${error.message}. Fix it on the base branch first.` : `The release policy ${JSON.stringify(path)} could not be read at the base commit: ${messageOf(error)}`;
    return {
      verdict: withReasons(verdict, /* @__PURE__ */ new Map(), [prReason("policy-invalid", message)]),
      policyFile: path,
      provenance: [],
      promotion: [],
      notes: []
    };
  }
  const extra = /* @__PURE__ */ new Map();
  const pending = [];
  const promotions = [];
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
    if (entry.promotedFrom !== void 0) promotions.push({ change, environment: entry.promotedFrom });
  }
  const promotionReasons = /* @__PURE__ */ new Map();
  const [provenance, promotion] = await Promise.all([
    checkProvenance(pending, ports, extra),
    checkPromotion(promotions, promotions.length > 0 ? ports.evidence() : "", promotionReasons)
  ]);
  for (const [change, reasons] of promotionReasons) extra.set(change, [...extra.get(change) ?? [], ...reasons]);
  return {
    verdict: withReasons(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...provenance.notes, ...promotion.notes]
  };
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
export {
  applyReleasePolicy
};
//# sourceMappingURL=apply-IL6O4CNY.js.map
