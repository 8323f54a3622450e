import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  formatDuration,
  isoTime
} from "./chunk-N72KVV33.js";
import {
  lineCounter,
  readKind
} from "./chunk-MHHOGKEU.js";
import {
  IMAGE_FORMATS
} from "./chunk-623GUZT5.js";
import {
  require_dist
} from "./chunk-2PW3ARTO.js";
import {
  parseDuration,
  parseImageReference
} from "./chunk-5DKD7HP4.js";
import {
  parseRepo
} from "./chunk-7ML3BBUC.js";
import {
  InputError
} from "./chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunk-TIBOFJYZ.js";

// src/settings/gate.ts
import { statSync } from "node:fs";
import path from "node:path";

// src/gate/limits.ts
var DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };

// src/gate/policy.ts
var DEFAULT_PATHS = [
  "**/*.yaml",
  "**/*.yml",
  "**/Kustomization",
  "**/.argocd-source.yaml",
  "**/.argocd-source.yml",
  "**/.argocd-source-*.yaml",
  "**/.argocd-source-*.yml"
];
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

// src/settings/gate.ts
function readGatePolicy(settings) {
  const { kind, apiGroup } = readKind(settings);
  return {
    paths: validatePaths(settings.list("paths"), settings.label("paths")),
    selector: { ...kind === void 0 ? {} : { kind }, ...apiGroup === void 0 ? {} : { apiGroup } },
    allowTagChange: settings.boolean("allow-tag-change"),
    allowDowngrade: settings.boolean("allow-downgrade")
  };
}
function readRenderMode(settings) {
  return settings.choice("render");
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
  const policyPath = parsePolicyPath(given ?? settings.string("policy").trim(), settings.label("policy"));
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
function parsePolicyPath(file, label) {
  if (file.startsWith("/") || file.split("/").some((s) => s === ".." || s === "." || s === ""))
    throw new InputError(
      `${label} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(file)}.`
    );
  return file;
}

// src/gate/release/policy-file.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/environments/name.ts
function environmentNameProblem(name) {
  if (name === "") return "is empty";
  if (name.length > 255) return `has ${name.length} characters; GitHub allows 255`;
  if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return "has a control character";
  if (name.trim() !== name) return "starts or ends with a space";
  return void 0;
}
var GITHUB_LOGIN = /^(?=[^[]{1,39}(?:\[bot\])?$)[A-Za-z0-9](?:-?[A-Za-z0-9])*(?:\[bot\])?$/;

// src/gate/release/policy-environments.ts
var import_yaml = __toESM(require_dist(), 1);

// src/environments/requirement.ts
var HEALTHY = { require: "healthy", verifiedForMs: void 0 };
function asksVerified(requirement) {
  return requirement.require === "verified" || requirement.verifiedForMs !== void 0;
}
function shortfall(outcome, requirement, now, replaced) {
  if (!asksVerified(requirement)) return void 0;
  const at = Date.parse(outcome.createdAt);
  if (outcome.outcome !== "verified")
    return `not verified: wait recorded it ${outcome.outcome ?? outcome.state} at ${outcome.createdAt}, without verification (no verify settings for the environment then, docs/verify.md)`;
  const wanted = requirement.verifiedForMs;
  if (wanted === void 0) return void 0;
  const endedAt = replaced === void 0 ? now : Math.max(at, Date.parse(replaced.createdAt));
  const stayed = endedAt - at;
  if (stayed >= wanted) return void 0;
  const asked = `verified-for ${formatDuration(wanted)}`;
  if (replaced === void 0) return `${asked}: verified ${formatDuration(stayed)} ago, at ${isoTime(at)}`;
  return `${asked}: verified at ${isoTime(at)}, then replaced ${formatDuration(stayed)} later by ${replaced.digest ?? "an image without a digest"} (recorded ${replaced.createdAt})`;
}

// src/gate/release/policy-environments.ts
var KEYS = /* @__PURE__ */ new Set(["verify", "promotion"]);
var PROMOTION_KEYS = /* @__PURE__ */ new Set(["require", "verified-for"]);
var REQUIRE = ["healthy", "verified"];
function parseEnvironments(node, doc, at, fail) {
  const found = /* @__PURE__ */ new Map();
  if (node === void 0) return found;
  if (!(0, import_yaml.isMap)(node) || node.items.length === 0)
    return fail(
      node,
      "'environments' must be a mapping of GitHub environment names to their settings, like:\n" + EXAMPLE
    );
  for (const pair of node.items) {
    const key = pair.key;
    const name = (0, import_yaml.isScalar)(key) && typeof key.value === "string" ? key.value : void 0;
    const problem = name === void 0 ? "is not a string" : environmentNameProblem(name);
    if (name === void 0 || problem !== void 0)
      return fail(
        key,
        `environments: ${JSON.stringify(name ?? key.value)} ${problem}; give a GitHub environment name, like staging`
      );
    if (found.has(name.toLowerCase()))
      fail(key, `environments: ${JSON.stringify(name)} is written twice (GitHub's environment names ignore case)`);
    const value = pair.value;
    if (!(0, import_yaml.isMap)(value)) return fail(value ?? key, `environments.${name} must be a mapping with verify and/or promotion`);
    for (const item of value.items) {
      const k = (0, import_yaml.isScalar)(item.key) ? item.key.value : void 0;
      if (typeof k !== "string" || !KEYS.has(k))
        fail(
          item.key,
          `unknown key ${JSON.stringify(k)} in environments.${name}; expected one of ${[...KEYS].join(", ")}`
        );
    }
    found.set(name.toLowerCase(), {
      name,
      line: at(key),
      verify: verifySection(value, name, doc, at, fail),
      promotion: promotion(value.get("promotion", true), name, fail)
    });
  }
  return found;
}
var EXAMPLE = "environments:\n  staging:\n    verify: { soak: 10m, smoke: { steps: [...] } }\n    promotion: { require: verified }";
function verifySection(env, name, doc, at, fail) {
  const node = env.get("verify", true);
  if (node === void 0) return void 0;
  if (!(0, import_yaml.isMap)(node))
    return fail(
      node,
      `environments.${name}.verify must be a mapping (docs/verify.md), like { soak: 10m, metrics: [...] }`
    );
  const base = ["environments", name, "verify"];
  return {
    value: node.toJSON(),
    label: `environments.${name}.verify`,
    lineOf: (path2) => {
      for (let n = path2.length; n >= 0; n--) {
        const found = doc.getIn([...base, ...path2.slice(0, n)], true);
        if (found?.range) return at(found);
      }
      return at(node);
    }
  };
}
function promotion(node, name, fail) {
  if (node === void 0) return HEALTHY;
  const where = `environments.${name}.promotion`;
  if (!(0, import_yaml.isMap)(node)) return fail(node, `${where} must be a mapping, like { require: verified, verified-for: 30m }`);
  for (const item of node.items) {
    const k = (0, import_yaml.isScalar)(item.key) ? item.key.value : void 0;
    if (typeof k !== "string" || !PROMOTION_KEYS.has(k))
      fail(
        item.key,
        `unknown key ${JSON.stringify(k)} in ${where}; expected one of ${[...PROMOTION_KEYS].join(", ")}`
      );
  }
  const requireNode = node.get("require", true);
  const require2 = requireNode === void 0 ? void 0 : (0, import_yaml.isScalar)(requireNode) ? requireNode.value : void 0;
  if (requireNode !== void 0 && !REQUIRE.includes(require2))
    fail(requireNode, `${where}.require must be healthy or verified (what wait recorded for the digest there)`);
  const forNode = node.get("verified-for", true);
  let verifiedForMs;
  if (forNode !== void 0) {
    const text = (0, import_yaml.isScalar)(forNode) && (typeof forNode.value === "string" || typeof forNode.value === "number") ? String(forNode.value) : void 0;
    try {
      if (text === void 0) throw new Error(`${where}.verified-for must be a duration like 30m or 1h30m`);
      verifiedForMs = parseDuration(text, `${where}.verified-for`);
    } catch (error) {
      fail(forNode, error.message.replace(/\.$/, ""));
    }
    if (require2 === "healthy")
      fail(
        forNode,
        `${where}.verified-for counts from the recorded verification, which require: healthy does not ask for; use require: verified, or leave require out`
      );
  }
  return { require: require2 === "verified" || verifiedForMs !== void 0 ? "verified" : "healthy", verifiedForMs };
}

// src/gate/release/policy-file.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
function environmentPolicy(policy, environment) {
  return policy.environments.get(environment.toLowerCase());
}
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
var EXAMPLE2 = 'releases:\n  - paths: ["apps/todo-api/**"]\n    images: ["ghcr.io/acme/todo-api"]';
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
  const lineOf = lineCounter(text);
  const doc = (0, import_yaml2.parseDocument)(text, PARSE_OPTIONS);
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new PolicyFileError(file, lineOf(problem.pos[0]), `not valid YAML: ${problem.message}`);
  const at = (node) => lineOf(node?.range?.[0] ?? 0);
  const fail = (node, what) => {
    throw new PolicyFileError(file, at(node), what);
  };
  const root = doc.contents;
  if (!(0, import_yaml2.isMap)(root)) return fail(root, `must be a mapping with a 'releases' list, like:
${EXAMPLE2}`);
  onlyKeys(root, /* @__PURE__ */ new Set(["releases", "environments"]), fail);
  const releases = root.get("releases", true);
  if (!(0, import_yaml2.isSeq)(releases) || releases.items.length === 0)
    return fail(releases ?? root, "'releases' must be a non-empty list of entries");
  const environments = parseEnvironments(root.get("environments", true), doc, at, fail);
  return {
    file,
    environments,
    releases: releases.items.map((item) => {
      if (!(0, import_yaml2.isMap)(item)) return fail(item, "each entry of releases must be a mapping with paths and images");
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
        format: formatOf(item, fail)
      };
    })
  };
}
function onlyKeys(map, allowed, fail) {
  for (const pair of map.items) {
    const key = (0, import_yaml2.isScalar)(pair.key) ? pair.key.value : void 0;
    if (typeof key !== "string" || !allowed.has(key))
      fail(pair.key, `unknown key ${JSON.stringify(key)}; expected one of ${[...allowed].join(", ")}`);
  }
}
function stringList(map, key, fail) {
  const node = map.get(key, true);
  if (!(0, import_yaml2.isSeq)(node) || node.items.length === 0) return fail(node ?? map, `'${key}' must be a non-empty list of strings`);
  return node.items.map((item) => {
    if (!(0, import_yaml2.isScalar)(item) || typeof item.value !== "string" || item.value.trim() === "")
      return fail(item, `'${key}' must hold only non-empty strings`);
    return item.value;
  });
}
function stringValue(map, key, fail) {
  const node = map.get(key, true);
  if (node === void 0) return void 0;
  if (!(0, import_yaml2.isScalar)(node) || typeof node.value !== "string" || node.value.trim() === "")
    return fail(node, `'${key}' must be a non-empty string`);
  return node.value;
}
function provenanceRule(node, fail) {
  if (node === void 0) return void 0;
  if (!(0, import_yaml2.isMap)(node)) return fail(node, "'provenance' must be a mapping with at least 'repository'");
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
function formatOf(entry, fail) {
  const format = stringValue(entry, "format", fail);
  if (format === void 0) return void 0;
  if (!IMAGE_FORMATS.includes(format))
    fail(
      entry.get("format", true),
      `format ${JSON.stringify(format)} must be one of ${IMAGE_FORMATS.join(", ")} (how the entry's files keep their images)`
    );
  return format;
}

export {
  DEFAULT_LIMITS,
  HEALTHY,
  shortfall,
  environmentPolicy,
  PolicyFileError,
  parseReleasePolicy,
  readGatePolicy,
  readRenderMode,
  readGateLimits,
  readReleaseSettings,
  parsePolicyPath
};
