import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  githubMessage,
  readGitHubSettings,
  readRunSource,
  statusOf
} from "./chunk-KYEMPS77.js";
import {
  getBoolean,
  getList,
  getOptionalString,
  getString
} from "./chunk-ZOEX3Z6W.js";
import {
  require_semver
} from "./chunk-CRYHNRVV.js";
import {
  ImageReferenceError,
  parseImageReference
} from "./chunk-OOL45BWG.js";
import {
  InputError,
  __toESM
} from "./chunk-LHVX4LDF.js";

// src/github/config-repo.ts
var RefConflictError = class extends Error {
  name = "RefConflictError";
};
var ConfigRepo = class {
  constructor(octokit, ref) {
    this.octokit = octokit;
    this.ref = ref;
  }
  octokit;
  ref;
  get fullName() {
    return `${this.ref.owner}/${this.ref.repo}`;
  }
  /** Open PRs from `branch` (in this repo), optionally into `base`. */
  async findOpenPullRequest(branch, base) {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.ref,
      state: "open",
      head: `${this.ref.owner}:${branch}`,
      ...base === void 0 ? {} : { base },
      per_page: 10
    });
    const pr = data[0];
    return pr && toPullRequest(pr);
  }
  async defaultBranch() {
    const { data } = await this.octokit.rest.repos.get({ ...this.ref });
    return data.default_branch;
  }
  /** Head commit and tree of a branch, or undefined when the branch does not exist. */
  async branchHead(branch) {
    try {
      const { data } = await this.octokit.rest.repos.getBranch({ ...this.ref, branch });
      return { sha: data.commit.sha, treeSha: data.commit.commit.tree.sha };
    } catch (error) {
      if (statusOf(error) === 404) return void 0;
      throw error;
    }
  }
  /** A file's text at a commit, or undefined when it does not exist there. */
  async readFile(path, ref) {
    try {
      const { data } = await this.octokit.rest.repos.getContent({ ...this.ref, path, ref });
      if (Array.isArray(data) || data.type !== "file") {
        throw new Error(`${path} at ${ref} is not a file but a ${Array.isArray(data) ? "directory" : data.type}`);
      }
      const base64 = "encoding" in data && data.encoding === "base64" ? data.content : (await this.octokit.rest.git.getBlob({ ...this.ref, file_sha: data.sha })).data.content;
      return decodeUtf8(Buffer.from(base64, "base64"), `${path} at ${ref}`);
    } catch (error) {
      if (statusOf(error) === 404) return void 0;
      throw error;
    }
  }
  async commit(sha) {
    const { data } = await this.octokit.rest.git.getCommit({ ...this.ref, commit_sha: sha });
    return { sha: data.sha, message: data.message, parents: data.parents.map((p) => p.sha) };
  }
  /** One commit that replaces a single file on top of `baseTree`, via the Git Data API (no clone). */
  async commitFile(input) {
    const tree = await this.octokit.rest.git.createTree({
      ...this.ref,
      base_tree: input.baseTree,
      tree: [{ path: input.path, mode: "100644", type: "blob", content: input.content }]
    });
    const commit = await this.octokit.rest.git.createCommit({
      ...this.ref,
      message: input.message,
      tree: tree.data.sha,
      parents: input.parents
    });
    return commit.data.sha;
  }
  /** Creates `refs/heads/<branch>`; a branch that appeared meanwhile is a {@link RefConflictError}. */
  async createBranch(branch, sha) {
    try {
      await this.octokit.rest.git.createRef({ ...this.ref, ref: `refs/heads/${branch}`, sha });
    } catch (error) {
      if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) {
        throw new RefConflictError(`branch ${branch} was created by someone else meanwhile`);
      }
      throw error;
    }
  }
  /**
   * Moves a branch to `sha` without force. `sha` has the head we read as a parent, so GitHub
   * accepts it only while the branch is still at (or behind) that head: a compare-and-swap.
   */
  async fastForwardBranch(branch, sha) {
    try {
      await this.octokit.rest.git.updateRef({ ...this.ref, ref: `heads/${branch}`, sha, force: false });
    } catch (error) {
      if (statusOf(error) === 422 && /fast.forward/i.test(githubMessage(error))) {
        throw new RefConflictError(`branch ${branch} moved while we were updating it`);
      }
      throw error;
    }
  }
  /** Creates the PR; returns undefined when one already exists for the branch (a concurrent run). */
  async createPullRequest(input) {
    try {
      const { data } = await this.octokit.rest.pulls.create({
        ...this.ref,
        head: input.branch,
        base: input.base,
        title: input.title,
        body: input.body,
        draft: input.draft
      });
      return toPullRequest(data);
    } catch (error) {
      if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) return void 0;
      throw error;
    }
  }
  async updatePullRequest(number, input) {
    const { data } = await this.octokit.rest.pulls.update({ ...this.ref, pull_number: number, ...input });
    return toPullRequest(data);
  }
  async addLabels(number, labels) {
    await this.octokit.rest.issues.addLabels({ ...this.ref, issue_number: number, labels: [...labels] });
  }
  async requestReviewers(number, reviewers, teamReviewers) {
    await this.octokit.rest.pulls.requestReviewers({
      ...this.ref,
      pull_number: number,
      reviewers: [...reviewers],
      team_reviewers: [...teamReviewers]
    });
  }
};
function decodeUtf8(bytes, what) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Error(`${what} is not valid UTF-8`);
  }
}
function toPullRequest(pr) {
  return {
    number: pr.number,
    url: pr.html_url,
    title: pr.title,
    body: pr.body ?? "",
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    baseRef: pr.base.ref,
    labels: pr.labels.map((l) => l.name ?? "").filter(Boolean),
    draft: pr.draft ?? false
  };
}

// src/open/settings.ts
var import_semver = __toESM(require_semver(), 1);

// src/open/branch.ts
function releaseBranchName(prefix, manifestPath, resourceName) {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, "");
  const parts = [withoutExtension, ...resourceName ? [resourceName] : []];
  const branch = prefix + parts.join("/").split("/").map(sanitizeRefComponent).join("/");
  assertValidBranchName(branch, "branch-prefix");
  return branch;
}
function sanitizeRefComponent(component) {
  return component.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^\.+/, "").replace(/\.lock$/i, "-lock");
}
function assertValidBranchName(branch, input) {
  const problems = [
    [/^\/|\/$|\/\//, "an empty path component"],
    [/(^|\/)\./, 'a component starting with "."'],
    [/\.\.|@\{|\.lock(\/|$)/, 'a sequence git forbids ("..", "@{" or ".lock")'],
    // eslint-disable-next-line no-control-regex
    [/[\x00-\x20~^:?*[\\\x7f]/, "a space, control character or one of ~^:?*[\\"]
  ];
  for (const [pattern, what] of problems) {
    if (pattern.test(branch)) {
      throw new InputError(`Input '${input}' gives branch name ${JSON.stringify(branch)}, which has ${what}.`);
    }
  }
}

// src/open/settings.ts
function readOpenSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const manifest = parseManifestPath(getString("manifest", { required: true }));
  const image = getString("image", { required: true });
  const imageRef = parseImageInput(image);
  const branchPrefix = getOptionalString("branch-prefix") ?? "gitops-release/";
  assertValidBranchName(`${branchPrefix}x`, "branch-prefix");
  const base = getOptionalString("base");
  if (base !== void 0) assertValidBranchName(base, "base");
  return {
    ...github,
    manifest,
    selector: readSelector(),
    image,
    imageRef,
    base,
    branchPrefix,
    version: readVersion(imageRef),
    allowDowngrade: getBoolean("allow-downgrade", false),
    labels: getList("labels"),
    reviewers: getList("reviewers"),
    teamReviewers: getList("team-reviewers"),
    draft: getBoolean("draft", false),
    title: getOptionalString("title"),
    dryRun: getBoolean("dry-run", false),
    source: readRunSource(env)
  };
}
function readSelector() {
  const name = getOptionalString("resource-name");
  return {
    kind: getOptionalString("kind") ?? "Microservice",
    apiGroup: getOptionalString("api-group") ?? "platform.example.io",
    ...name === void 0 ? {} : { name }
  };
}
function parseImageInput(image, input = "image") {
  try {
    return parseImageReference(image);
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`Input '${input}': ${error.message}.`);
    throw error;
  }
}
function parseManifestPath(value, input = "manifest") {
  const path = value.replace(/^\.\//, "");
  const segments = path.split("/");
  if (path === "" || path.startsWith("/") || segments.some((s) => s === "" || s === "." || s === "..") || /[\x00-\x1f\\]/.test(path)) {
    throw new InputError(
      `Input '${input}' must be a file path relative to the config repo root, like apps/todo-api/dev/microservice.yaml; got ${JSON.stringify(value)}.`
    );
  }
  return path;
}
function readVersion(imageRef) {
  const explicit = getOptionalString("version");
  if (explicit !== void 0) {
    const parsed = import_semver.default.valid(explicit);
    if (!parsed) throw new InputError(`Input 'version' must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`);
    return parsed;
  }
  return versionFromTag(imageRef.tag);
}
function versionFromTag(tag) {
  return tag === void 0 ? void 0 : import_semver.default.valid(tag) ?? void 0;
}

export {
  RefConflictError,
  ConfigRepo,
  releaseBranchName,
  readOpenSettings,
  readSelector,
  parseManifestPath,
  versionFromTag
};
//# sourceMappingURL=chunk-HYCWGATU.js.map
