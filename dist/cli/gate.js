import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  validatePaths
} from "../chunks/chunk-MTQH6ECR.js";
import {
  DEFAULT_LIMITS,
  judgeChanges
} from "../chunks/chunk-IPB42D66.js";
import "../chunks/chunk-WPN4SIEJ.js";
import "../chunks/chunk-VF3DKNNK.js";
import {
  releaseStep,
  renderReleaseText,
  renderVerdictText
} from "../chunks/chunk-RXFCBVXV.js";
import {
  verdictJson
} from "../chunks/chunk-ETICC4UO.js";
import "../chunks/chunk-5NTH4UWN.js";
import "../chunks/chunk-HJQCTHQ6.js";
import "../chunks/chunk-2I3GIPP2.js";
import "../chunks/chunk-ZDSQULYL.js";
import "../chunks/chunk-H4ECVHA2.js";
import "../chunks/chunk-CFIP2K3Z.js";
import {
  EXIT,
  helpText,
  readFlags
} from "../chunks/chunk-JILEOQ3O.js";
import {
  GATE
} from "../chunks/chunk-XJBVOSM4.js";
import "../chunks/chunk-OZNUYQ6Q.js";
import "../chunks/chunk-L5IDWHHO.js";
import {
  InputError
} from "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

// src/cli/gate.ts
import path from "node:path";

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
    const path2 = twoPaths ? tokens[++i] : first;
    const file = {
      path: path2,
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

// src/cli/gate.ts
var HELP = helpText(GATE);
async function run(args, io) {
  const { settings } = readFlags(GATE, args, io);
  const base = settings.required("base", "the commit the change is made against, e.g. --base origin/main");
  const head = settings.required("head", "the commit to check, e.g. --head HEAD");
  const policy = readGatePolicy(settings);
  const limits = readGateLimits(settings);
  const repo = settings.string("repo");
  const git = gitCli(path.resolve(io.cwd, repo), io.env);
  try {
    await git(["rev-parse", "--git-dir"]);
  } catch {
    throw new InputError(`--repo ${JSON.stringify(repo)} is not a git repository.`);
  }
  const release = releaseStep({
    settings: readReleaseSettings(settings),
    readFile: (file, commit) => readCommittedFile(git, file, commit),
    api: apiFromEnv(io.env),
    evidence: evidenceFromEnv(io.env),
    trustedRootLabel: settings.label("trusted-root"),
    cwd: io.cwd
  });
  const source = await localGitSource(git, base, head);
  const baseCommit = (await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${base}^{commit}`])).toString("utf8").trim();
  const judged = await release(baseCommit)(await judgeChanges(source, policy, limits));
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
  return { token, baseUrl: (env["GITHUB_API_URL"] || "https://api.github.com").replace(/\/+$/, "") };
}
function evidenceFromEnv(env) {
  const api = apiFromEnv(env);
  if (typeof api === "string") return "no GITHUB_TOKEN or GH_TOKEN in the environment to read Deployments with";
  const name = env["GITHUB_REPOSITORY"];
  if (!name) return "no GITHUB_REPOSITORY (the config repo, owner/repo) in the environment to read Deployments from";
  let connected;
  const connect = () => connected ??= (async () => {
    const [{ createGitHubClient }, { configRepo }, { parseRepo }] = await Promise.all([
      import("../chunks/client-5E4L57JO.js"),
      import("../chunks/config-repo-TUL2WNQL.js"),
      import("../chunks/repo-ref-GWSO6GW3.js")
    ]);
    return configRepo(createGitHubClient(api), parseRepo(name, "GITHUB_REPOSITORY"));
  })();
  return {
    listDeployments: async (environment) => (await connect()).listDeployments(environment),
    listDeploymentStatuses: async (id) => (await connect()).listDeploymentStatuses(id)
  };
}
async function readCommittedFile(git, file, commit) {
  try {
    await git(["cat-file", "-e", `${commit}:${file}`]);
  } catch {
    return void 0;
  }
  return (await git(["cat-file", "blob", `${commit}:${file}`])).toString("utf8");
}
export {
  HELP,
  run
};
//# sourceMappingURL=gate.js.map
