import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  PARSE_OPTIONS,
  asciiOnly,
  fileReason,
  judgeContents,
  lineCounter,
  plural,
  prReason,
  readImage
} from "./chunks/chunk-K2MZH3K6.js";
import {
  resourceLabel
} from "./chunks/chunk-W5D65LAQ.js";
import {
  require_dist
} from "./chunks/chunk-2PW3ARTO.js";
import {
  digestOf,
  digestProblem,
  helpText,
  parseImageReference,
  readFlags,
  utf8Text
} from "./chunks/chunk-X27PEEGD.js";
import {
  EXIT,
  GATE
} from "./chunks/chunk-JAHZ3N55.js";
import {
  appIdentity,
  createGitHubClient,
  fullNameOf,
  githubMessage,
  parseRepo,
  require_picomatch,
  statusOf
} from "./chunks/chunk-IYZM4PBK.js";
import "./chunks/chunk-KEYGVDFV.js";
import {
  InputError,
  messageOf
} from "./chunks/chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunks/chunk-TIBOFJYZ.js";

// src/gate/cli.ts
import path from "node:path";

// src/github/rule-violations.ts
var RuleViolationError = class extends Error {
  constructor(branch, rules, message = `A repository rule refused the write to ${branch}: ${rules.join(" ") || "no rule named"}`) {
    super(message);
    this.branch = branch;
    this.rules = rules;
  }
  branch;
  rules;
  name = "RuleViolationError";
};
function brokenRulesIn(message) {
  const at = message.search(/Repository rule violations found/i);
  if (at < 0) return void 0;
  return message.slice(at).split("\n").slice(1).map((line) => line.replace(/^\s*-\s*/, "").trim()).filter(Boolean);
}
function graphqlMessage(error) {
  const errors = error?.errors;
  if (!Array.isArray(errors)) return error instanceof Error ? error.message : String(error);
  return errors.map((e) => e?.message).filter((m) => typeof m === "string").join("\n");
}
function ruleViolationOf(error, branch) {
  const rules = statusOf(error) === 422 ? brokenRulesIn(githubMessage(error)) : void 0;
  return rules && new RuleViolationError(branch, rules);
}

// src/github/auto-merge.ts
var REFUSALS = [
  ["mergeable-now", /\bis in (clean|unstable|has_hooks) status\b/i],
  ["not-allowed", /auto[- ]?merge is not allowed/i],
  ["nothing-required", /protected branch rules not configured/i],
  ["draft", /\bdraft\b/i],
  ["closed", /pull request is (closed|merged)/i],
  ["forbidden", /not accessible by integration|not allowed to push|does not have permission|must have (push|write)/i]
];
function autoMergeRefusal(error) {
  const errors = error?.errors;
  const status = statusOf(error);
  if (!Array.isArray(errors) && status !== 403) return void 0;
  const message = Array.isArray(errors) ? graphqlMessage(error) : githubMessage(error);
  const kind = REFUSALS.find(([, pattern]) => pattern.test(message))?.[0];
  const type = Array.isArray(errors) ? errors[0]?.type : void 0;
  return { kind: kind ?? (type === "FORBIDDEN" || status === 403 ? "forbidden" : "other"), message };
}
var ENABLE = `mutation($input: EnablePullRequestAutoMergeInput!) {
  enablePullRequestAutoMerge(input: $input) { pullRequest { autoMergeRequest { mergeMethod } } }
}`;
function autoMerge({ octokit, ref }) {
  return {
    async mergeState(number) {
      const { data } = await octokit.rest.pulls.get({ ...ref, pull_number: number });
      const method = data.auto_merge?.merge_method;
      return {
        nodeId: data.node_id,
        open: data.state === "open",
        merged: data.merged,
        draft: data.draft ?? false,
        headSha: data.head.sha,
        baseRef: data.base.ref,
        autoMerge: method === "merge" || method === "squash" || method === "rebase" ? method : void 0
      };
    },
    /** `enablePullRequestAutoMerge`; undefined when it is on, else GitHub's refusal. */
    async enableAutoMerge(nodeId, method) {
      try {
        await octokit.graphql(ENABLE, { input: { pullRequestId: nodeId, mergeMethod: method.toUpperCase() } });
        return void 0;
      } catch (error) {
        const refusal = autoMergeRefusal(error);
        if (refusal === void 0) throw error;
        return refusal;
      }
    },
    /**
     * The checks `branch` requires, from the two places GitHub keeps them, read in parallel:
     * classic branch protection (the `protection` summary of `GET /branches/{branch}`, readable
     * with contents: read) and rulesets (`GET /rules/branches/{branch}`, every active rule on
     * the branch, readable with metadata: read). Neither needs administration access.
     */
    async requiredChecks(branch) {
      const [classic, rules] = await Promise.all([
        octokit.rest.repos.getBranch({ ...ref, branch }).then(({ data }) => data.protection.required_status_checks),
        octokit.rest.repos.getBranchRules({ ...ref, branch, per_page: 100 }).then(({ data }) => data).catch((error) => {
          const status = statusOf(error);
          if (status === 403 || status === 404) return status;
          throw error;
        })
      ]);
      if (typeof rules === "number") {
        return {
          known: false,
          why: `GitHub answered ${rules} to reading the rules of branch ${branch} (GET /rules/branches), so the rulesets' required checks are unknown`
        };
      }
      const checks2 = [];
      for (const c of classic?.checks ?? []) checks2.push({ context: c.context, appId: c.app_id ?? void 0 });
      for (const context of classic?.contexts ?? []) {
        if (!checks2.some((c) => c.context === context)) checks2.push({ context, appId: void 0 });
      }
      for (const rule of rules) {
        if (rule.type !== "required_status_checks") continue;
        for (const c of rule.parameters?.required_status_checks ?? [])
          checks2.push({ context: c.context, appId: c.integration_id });
      }
      return { known: true, checks: checks2 };
    },
    /** The latest check run of each name on `sha` (one page of 100, more than a config repo runs). */
    async checkRuns(sha) {
      const { data } = await octokit.rest.checks.listForRef({ ...ref, ref: sha, filter: "latest", per_page: 100 });
      return data.check_runs.map((r) => ({
        name: r.name,
        appId: r.app?.id,
        status: r.status,
        conclusion: r.conclusion
      }));
    },
    /**
     * `PUT /pulls/{n}/merge` with `sha`: GitHub merges only while the head is still that commit
     * (409 otherwise), so a push after our checks is never merged unseen. Returns the merge
     * commit, or GitHub's words when it refuses (405 not mergeable, 409 head moved).
     */
    async mergePullRequest(number, input) {
      try {
        const { data } = await octokit.rest.pulls.merge({
          ...ref,
          pull_number: number,
          sha: input.sha,
          merge_method: input.method
        });
        return { merged: true, sha: data.sha };
      } catch (error) {
        const status = statusOf(error);
        if (status === 405 || status === 409 || status === 422 || status === 403)
          return { merged: false, message: githubMessage(error) || `GitHub answered ${status}` };
        throw error;
      }
    }
  };
}

// src/github/checks.ts
function checks({ octokit, ref }) {
  return {
    /** A completed check run on `headSha`; returns its id and the page people open. */
    async createCheckRun(input) {
      const { data } = await octokit.rest.checks.create({
        ...ref,
        name: input.name,
        head_sha: input.headSha,
        status: "completed",
        conclusion: input.conclusion,
        output: { ...input.output, annotations: [...input.output.annotations] }
      });
      const app = data.app?.slug === void 0 ? void 0 : { id: data.app.id, slug: data.app.slug };
      return { id: data.id, url: data.html_url ?? data.url, app };
    },
    /** GitHub appends the annotations of an update to the ones the run has. */
    async updateCheckRun(id, output) {
      await octokit.rest.checks.update({
        ...ref,
        check_run_id: id,
        output: { ...output, annotations: [...output.annotations] }
      });
    }
  };
}

// src/github/comments.ts
function stickyMarker(key) {
  return `<!-- gitops-release:sticky:${key.replace(/[^A-Za-z0-9:._/-]/g, "-")} -->`;
}
function comments({ octokit, ref }) {
  async function markedComments(issueNumber, marker) {
    const found = [];
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...ref,
      issue_number: issueNumber,
      per_page: 100
    })) {
      for (const c of page.data) {
        if (!c.body?.startsWith(marker)) continue;
        found.push({ id: c.id, url: c.html_url, author: c.user?.login, bot: c.user?.type === "Bot" });
      }
    }
    return found;
  }
  async function deleteIfThere(id) {
    try {
      await octokit.rest.issues.deleteComment({ ...ref, comment_id: id });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  return {
    /**
     * Creates the comment on the first run and edits that same comment on every later run, so a
     * PR carries one up-to-date report instead of a trail of them. The marker is a hidden line in
     * the body; a comment a bot wrote wins over a human who pasted the marker, and the newest
     * bot comment is tried first: after a switch of token (GITHUB_TOKEN to an App) the old
     * identity's comment cannot be edited (403), so the new identity posts its own and leaves
     * the old one alone, and later runs find theirs first.
     *
     * Two runs that both found none both post one. Rather than list again after every post (a
     * request each run pays for a race that is rare), the next upsert tidies up: having edited
     * the newest comment of an author, it deletes that author's older marked ones. Every run
     * lists the same comments, so concurrent tidiers keep the same one.
     */
    async upsertStickyComment(issueNumber, key, body) {
      const marker = stickyMarker(key);
      const text = `${marker}
${body}`;
      const marked = await markedComments(issueNumber, marker);
      const candidates2 = [...marked.filter((c) => c.bot).reverse(), ...marked.filter((c) => !c.bot).reverse()];
      for (const candidate of candidates2) {
        try {
          const { data: data2 } = await octokit.rest.issues.updateComment({ ...ref, comment_id: candidate.id, body: text });
          if (candidate.author !== void 0) {
            for (const c of marked) if (c.id < candidate.id && c.author === candidate.author) await deleteIfThere(c.id);
          }
          return { id: data2.id, url: data2.html_url, created: false };
        } catch (error) {
          const status = statusOf(error);
          if (status !== 403 && status !== 404) throw error;
        }
      }
      const { data } = await octokit.rest.issues.createComment({ ...ref, issue_number: issueNumber, body: text });
      return { id: data.id, url: data.html_url, created: true };
    },
    /**
     * Edits a sticky comment this run already wrote (its id remembered), without listing the PR's
     * comments again. Undefined when it is gone or no longer ours to edit (deleted, 404; another
     * identity's, 403): the caller upserts instead.
     */
    async editStickyComment(id, key, body) {
      try {
        const { data } = await octokit.rest.issues.updateComment({
          ...ref,
          comment_id: id,
          body: `${stickyMarker(key)}
${body}`
        });
        return { id: data.id, url: data.html_url, created: false };
      } catch (error) {
        const status = statusOf(error);
        if (status === 403 || status === 404) return void 0;
        throw error;
      }
    }
  };
}

// src/github/deployments.ts
var PAGE = 100;
function deployments({ octokit, ref }) {
  return {
    async createDeployment(input) {
      const { data } = await octokit.rest.repos.createDeployment({
        ...ref,
        ref: input.sha,
        environment: input.environment,
        description: input.description.slice(0, 140),
        ...input.payload ? { payload: { ...input.payload } } : {},
        auto_merge: false,
        // Checks ran on the PR already; GitHub must not refuse the record because of them.
        required_contexts: []
      });
      if (!("id" in data)) throw new Error(`GitHub did not create the deployment: ${data.message ?? "no reason given"}`);
      return data.id;
    },
    async deploymentStatus(id, state, input) {
      await octokit.rest.repos.createDeploymentStatus({
        ...ref,
        deployment_id: id,
        state,
        description: input.description.slice(0, 140),
        ...input.logUrl ? { log_url: input.logUrl } : {},
        ...input.environmentUrl ? { environment_url: input.environmentUrl } : {},
        auto_inactive: true
      });
    },
    /** The newest `limit` (at most 100) Deployments of `environment`, newest first: one request. */
    async listDeployments(environment, limit = PAGE) {
      const { data, headers } = await octokit.rest.repos.listDeployments({ ...ref, environment, per_page: limit });
      return {
        deployments: data.map((d) => ({
          id: d.id,
          sha: d.sha,
          environment: d.environment,
          payload: d.payload,
          createdAt: d.created_at,
          creator: d.creator?.login
        })),
        truncated: /rel="next"/.test(headers.link ?? ""),
        pageUrl: `${webRoot(octokit.request.endpoint.DEFAULTS.baseUrl)}/${ref.owner}/${ref.repo}/deployments/${encodeURIComponent(environment)}`
      };
    },
    /** A Deployment's statuses, newest first (its newest 100; ours write two or three). */
    async listDeploymentStatuses(id, limit = PAGE) {
      const { data } = await octokit.rest.repos.listDeploymentStatuses({ ...ref, deployment_id: id, per_page: limit });
      return data.map((s) => ({
        state: s.state,
        createdAt: s.created_at,
        logUrl: s.log_url ?? s.target_url ?? "",
        creator: s.creator?.login
      }));
    }
  };
}
function webRoot(apiUrl) {
  const url = apiUrl.replace(/\/+$/, "");
  if (/^https:\/\/api\.github\.com$/i.test(url)) return "https://github.com";
  const cloud = /^https:\/\/api\.([^/]+\.ghe\.com)$/i.exec(url);
  if (cloud) return `https://${cloud[1]}`;
  return url.replace(/\/api\/v3$/i, "");
}

// src/github/git-data.ts
var RefConflictError = class extends Error {
  name = "RefConflictError";
};
var UPDATE_REFS = `mutation($input: UpdateRefsInput!) { updateRefs(input: $input) { clientMutationId } }`;
function gitData({ octokit, ref }) {
  let repository;
  const repoInfo = () => (repository ??= octokit.rest.repos.get({ ...ref }).then(({ data }) => ({
    defaultBranch: data.default_branch,
    nodeId: data.node_id
  }))).catch((error) => {
    repository = void 0;
    throw error;
  });
  async function blob(sha) {
    const { data } = await octokit.rest.git.getBlob({ ...ref, file_sha: sha });
    if (data.encoding !== "base64")
      throw new Error(`blob ${sha} came in encoding ${JSON.stringify(data.encoding)}, not base64`);
    return Buffer.from(data.content, "base64");
  }
  async function compare(base, head) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...ref,
      basehead: `${base}...${head}`,
      per_page: 1,
      page: 1
    });
    return {
      status: data.status,
      mergeBase: data.merge_base_commit.sha,
      files: data.files?.map((f) => ({
        path: f.filename,
        previousPath: f.previous_filename,
        status: f.status,
        sha: f.sha,
        changes: f.changes,
        hasPatch: f.patch !== void 0
      }))
    };
  }
  async function refHead(branch) {
    try {
      const { data } = await octokit.rest.git.getRef({ ...ref, ref: `heads/${branch}` });
      return data.object.sha;
    } catch (error) {
      if (statusOf(error) === 404) return void 0;
      throw error;
    }
  }
  return {
    compare,
    /** Only how `head` relates to `base`; an unknown commit (404) is `unknown`, not an error. */
    async compareStatus(base, head) {
      try {
        return (await compare(base, head)).status;
      } catch (error) {
        if (statusOf(error) === 404) return "unknown";
        throw error;
      }
    },
    async defaultBranch() {
      return (await repoInfo()).defaultBranch;
    },
    refHead,
    /** Head commit and tree of a branch, or undefined when the branch does not exist. */
    async branchHead(branch) {
      try {
        const { data } = await octokit.rest.repos.getBranch({ ...ref, branch });
        return { sha: data.commit.sha, treeSha: data.commit.commit.tree.sha };
      } catch (error) {
        if (statusOf(error) === 404) return void 0;
        throw error;
      }
    },
    /** The `manifest` file's text at a commit, or undefined when it does not exist there. */
    async readFile(path2, at) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...ref, path: path2, ref: at });
        if (Array.isArray(data) || data.type !== "file") {
          const what = Array.isArray(data) ? "directory" : data.type;
          throw new InputError(
            `Input 'manifest': ${path2} at ${at} is not a file but a ${what}. Name the YAML file itself.`
          );
        }
        const bytes = "encoding" in data && data.encoding === "base64" ? Buffer.from(data.content, "base64") : await blob(data.sha);
        return decodeUtf8(bytes, `${path2} at ${at}`);
      } catch (error) {
        if (statusOf(error) === 404) return void 0;
        throw error;
      }
    },
    async commit(sha) {
      const { data } = await octokit.rest.git.getCommit({ ...ref, commit_sha: sha });
      return commitInfo(data);
    },
    /**
     * One commit that replaces the given files on top of `baseTree`, in one tree, via the Git
     * Data API (no clone): two requests however many files change.
     */
    async commitFiles(input) {
      const tree = await octokit.rest.git.createTree({
        ...ref,
        base_tree: input.baseTree,
        tree: input.files.map((f) => ({
          path: f.path,
          mode: "100644",
          type: "blob",
          content: f.content
        }))
      });
      const commit = await octokit.rest.git.createCommit({
        ...ref,
        message: input.message,
        tree: tree.data.sha,
        parents: input.parents
      });
      return commitInfo(commit.data);
    },
    /** Creates `refs/heads/<branch>`; a branch that appeared meanwhile is a {@link RefConflictError}. */
    async createBranch(branch, sha) {
      try {
        await octokit.rest.git.createRef({ ...ref, ref: `refs/heads/${branch}`, sha });
      } catch (error) {
        if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) {
          throw new RefConflictError(`branch ${branch} was created by someone else meanwhile`);
        }
        throw ruleViolationOf(error, branch) ?? error;
      }
    },
    /**
     * Moves a branch to `sha` without force. `sha` has the head we read as a parent, so GitHub
     * accepts it only while the branch is still at (or behind) that head: a compare-and-swap.
     */
    async fastForwardBranch(branch, sha) {
      try {
        await octokit.rest.git.updateRef({ ...ref, ref: `heads/${branch}`, sha, force: false });
      } catch (error) {
        if (statusOf(error) === 422 && /fast.forward/i.test(githubMessage(error))) {
          throw new RefConflictError(`branch ${branch} moved while we were updating it`);
        }
        if (statusOf(error) === 409) {
          throw new RefConflictError(`branch ${branch} was being updated by another write (409)`);
        }
        throw ruleViolationOf(error, branch) ?? error;
      }
    },
    /**
     * Points a branch at `to`, which need not descend from its head, but only while the branch
     * is still at `from`: GraphQL `updateRefs` with `beforeOid` checks and swaps in one step
     * on GitHub's side. REST offers no such thing (`force: true` has no expected old value, and
     * a read-then-force leaves a window in which another writer's commit would be lost).
     */
    async replaceBranchHead(branch, change) {
      const { nodeId } = await repoInfo();
      try {
        await octokit.graphql(UPDATE_REFS, {
          input: {
            repositoryId: nodeId,
            refUpdates: [{ name: `refs/heads/${branch}`, beforeOid: change.from, afterOid: change.to, force: true }]
          }
        });
      } catch (error) {
        const rules = brokenRulesIn(graphqlMessage(error));
        if (rules) throw new RuleViolationError(branch, rules);
        const now = await refHead(branch);
        if (now === change.to) return;
        if (now !== change.from) throw new RefConflictError(`branch ${branch} moved while we were replacing its head`);
        throw error;
      }
    },
    /** A tree's entries (all of them, recursively, when asked) and whether GitHub cut the list short. */
    async tree(sha, recursive) {
      const { data } = await octokit.rest.git.getTree({
        ...ref,
        tree_sha: sha,
        ...recursive ? { recursive: "1" } : {}
      });
      const entries = [];
      for (const e of data.tree) {
        if (e.path === void 0 || e.mode === void 0 || e.sha === void 0) continue;
        entries.push({ path: e.path, mode: e.mode, type: e.type ?? "", sha: e.sha, size: e.size });
      }
      return { entries, truncated: data.truncated };
    },
    /** A blob's bytes, as GitHub sent them (the caller checks them against the SHA). */
    blob
  };
}
function commitInfo(data) {
  const { name, email } = data.committer;
  return {
    sha: data.sha,
    message: data.message,
    parents: data.parents.map((p) => p.sha),
    committer: name !== void 0 && email !== void 0 ? { name, email } : void 0,
    verified: data.verification?.verified === true
  };
}
function decodeUtf8(bytes, what) {
  const text = utf8Text(bytes);
  if (text === void 0) throw new InputError(`Input 'manifest': ${what} is not valid UTF-8. Save the file as UTF-8.`);
  return text;
}

// src/github/pulls.ts
var PULLS_PAGE = 10;
var BranchNotVisibleError = class extends Error {
  name = "BranchNotVisibleError";
};
var PullRequestExistsError = class extends Error {
  constructor(message, certain, options) {
    super(message, options);
    this.certain = certain;
  }
  certain;
  name = "PullRequestExistsError";
};
var DraftsUnsupportedError = class extends Error {
  name = "DraftsUnsupportedError";
};
function pulls({ octokit, ref }) {
  const seen = /* @__PURE__ */ new Map();
  return {
    /** Open PRs from `branch` (in this repo), optionally into `base`. */
    async findOpenPullRequest(branch, base) {
      const { data } = await octokit.rest.pulls.list({
        ...ref,
        state: "open",
        head: `${ref.owner}:${branch}`,
        ...base === void 0 ? {} : { base },
        per_page: PULLS_PAGE
      });
      const pr = data[0];
      return pr && toPullRequest(pr);
    },
    /**
     * One PR. Waiting for a merge asks again and again, so each ask after the first is
     * conditional on the last answer's ETag: an unchanged PR costs a 304, which GitHub does not
     * count against the rate limit.
     */
    async pullRequest(number) {
      const last = seen.get(number);
      let response;
      try {
        response = await octokit.rest.pulls.get({
          ...ref,
          pull_number: number,
          ...last ? { headers: { "if-none-match": last.etag } } : {}
        });
      } catch (error) {
        if (last && statusOf(error) === 304) return last.pr;
        throw error;
      }
      const pr = toPullRequest(response.data);
      const etag = response.headers.etag;
      if (etag) seen.set(number, { etag, pr });
      return pr;
    },
    /** The PR a merge commit came from (`commits/{sha}/pulls`): the one merged as that commit, else the first. */
    async pullRequestForCommit(sha) {
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...ref,
        commit_sha: sha,
        per_page: PULLS_PAGE
      });
      const pr = data.find((p) => p.merge_commit_sha === sha) ?? data[0];
      return pr && { number: pr.number, url: pr.html_url };
    },
    /**
     * Creates the PR. One that already exists for the branch (a concurrent run opened it, or our
     * own answer was lost) is a {@link PullRequestExistsError}.
     */
    async createPullRequest(input) {
      try {
        const { data } = await octokit.rest.pulls.create({
          ...ref,
          head: input.branch,
          base: input.base,
          title: input.title,
          body: input.body,
          draft: input.draft
        });
        return toPullRequest(data);
      } catch (error) {
        const message = statusOf(error) === 422 ? githubMessage(error) : "";
        if (/already exists/i.test(message)) throw new PullRequestExistsError(message, true, { cause: error });
        if (/draft pull requests are not supported/i.test(message)) throw new DraftsUnsupportedError(message);
        if (/no commits between/i.test(message) || invalidField(error, "head")) {
          throw new BranchNotVisibleError(message || "GitHub calls the head branch invalid");
        }
        if (bareValidationFailure(error))
          throw new PullRequestExistsError(`422 ${message || "without a message"}`, false, { cause: error });
        throw error;
      }
    },
    async updatePullRequest(number, input) {
      const { data } = await octokit.rest.pulls.update({ ...ref, pull_number: number, ...input });
      return toPullRequest(data);
    },
    async addLabels(number, labels) {
      await octokit.rest.issues.addLabels({ ...ref, issue_number: number, labels: [...labels] });
    },
    async requestReviewers(number, reviewers, teamReviewers) {
      await octokit.rest.pulls.requestReviewers({
        ...ref,
        pull_number: number,
        reviewers: [...reviewers],
        team_reviewers: [...teamReviewers]
      });
    }
  };
}
function bareValidationFailure(error) {
  if (statusOf(error) !== 422) return false;
  const data = error.response?.data;
  const message = typeof data?.message === "string" ? data.message.trim() : "";
  if (message !== "" && !/^validation failed\.?$/i.test(message)) return false;
  const errors = Array.isArray(data?.errors) ? data.errors : [];
  return errors.every((e) => {
    if (typeof e === "string") return e.trim() === "";
    const entry = e ?? {};
    return (typeof entry.message !== "string" || entry.message.trim() === "") && entry.field === void 0;
  });
}
function invalidField(error, field) {
  if (statusOf(error) !== 422) return false;
  const errors = error.response?.data?.errors;
  return Array.isArray(errors) && errors.some(
    (e) => e?.field === field && e.code === "invalid"
  );
}
function toPullRequest(pr) {
  return {
    number: pr.number,
    url: pr.html_url,
    title: pr.title,
    body: pr.body ?? "",
    state: pr.state === "closed" ? "closed" : "open",
    merged: pr.merged === true || typeof pr.merged_at === "string",
    mergeCommitSha: pr.merge_commit_sha ?? void 0,
    mergedAt: pr.merged_at ?? void 0,
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    headRepo: pr.head.repo?.full_name,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    author: pr.user?.login,
    authorIsBot: pr.user?.type === "Bot",
    labels: pr.labels.map((l) => l.name ?? "").filter(Boolean),
    draft: pr.draft ?? false
  };
}

// src/github/config-repo.ts
function configRepo(octokit, ref) {
  const api = { octokit, ref };
  return {
    ref,
    fullName: fullNameOf(ref),
    appIdentity: () => appIdentity(octokit),
    ...pulls(api),
    ...gitData(api),
    ...checks(api),
    ...comments(api),
    ...deployments(api),
    ...autoMerge(api)
  };
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
  for (const path2 of new Set(paths)) {
    if (!allowedPath(path2)) {
      reasons.push(
        fileReason("path-not-allowed", file.path, 1, `${JSON.stringify(path2)} does not match the 'paths' globs.`)
      );
    }
  }
  return reasons;
}

// src/gate/path-matcher.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function pathMatcher(globs) {
  const match = (0, import_picomatch.default)([...globs], { dot: false });
  return (path2) => match(path2);
}

// src/gate/limits.ts
var DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };

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
var ENTRY_KEYS = /* @__PURE__ */ new Set(["paths", "images", "provenance", "promoted-from", "recorded-by"]);
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
        provenance: provenanceRule(item.get("provenance", true), fail),
        promotedFrom: promotedFrom(item, fail),
        recordedBy: recordedBy(item, fail)
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
function recordedBy2(login, recorders) {
  if (recorders === void 0) return true;
  return login !== void 0 && recorders.some((r) => r.toLowerCase() === login.toLowerCase());
}
function countedStatuses(statuses, recorders) {
  return statuses.filter((s) => recordedBy2(s.creator, recorders));
}
function recordedDeployments(query, listing) {
  return listing.deployments.filter((d) => recordedBy2(d.creator, query.recorders));
}
function candidates(query, listing) {
  return recordedDeployments(query, listing).filter((d) => readPayload(d.payload)?.digest === query.digest);
}
function judgeVerified(query, listing, statusesOf, claims) {
  const pinning = candidates(query, listing);
  const successOf = (d) => countedStatuses(statusesOf.get(d.id) ?? [], query.recorders).find((s) => s.state === "success");
  for (const deployment of pinning) {
    const success = successOf(deployment);
    if (success && claims.has(deployment.id) && claims.get(deployment.id) === void 0)
      return {
        evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload), success, listing.pageUrl)
      };
  }
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : "";
  const latest = listing.deployments[0];
  if (latest === void 0) return { refused: nothingIn(query.environment) };
  const pinningAny = listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest);
  if (pinningAny.length === 0) {
    const found = readPayload(latest.payload);
    const latestPins = found ? `pins ${found.digest}` : "names no digest";
    const count2 = listing.deployments.length;
    return {
      refused: `none of the ${count2} Deployment${count2 === 1 ? "" : "s"} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe(latest)}) ${latestPins}`
    };
  }
  if (pinning.length === 0) {
    const count2 = pinningAny.length;
    const newest2 = pinningAny[0];
    return {
      refused: `${count2} Deployment${count2 === 1 ? "" : "s"} in ${quoted(query.environment)} pin${count2 === 1 ? "s" : ""} ${query.digest}, but none was recorded by ${recorderList(query.recorders)}${limit}; the latest of them (${describe(newest2)}) was created by ${newest2.creator ?? "an unknown account"}`
    };
  }
  const unconfirmed = pinning.find((d) => claims.get(d.id) !== void 0);
  if (unconfirmed) {
    return {
      refused: `The Deployment in ${quoted(query.environment)} (${describe(unconfirmed)}) reached success with ${query.digest}, but git does not confirm its claim: ${claims.get(unconfirmed.id)}; a Deployment git does not confirm never counts`
    };
  }
  const newest = pinning[0];
  const state = countedStatuses(statusesOf.get(newest.id) ?? [], query.recorders)[0]?.state;
  const count = pinning.length;
  return {
    refused: `${count} Deployment${count === 1 ? "" : "s"} in ${quoted(query.environment)} pin${count === 1 ? "s" : ""} ${query.digest}, none reached success${byWhom(query)}${limit}; the latest of them (${describe(newest)}) is ${state ?? `without a status${byWhom(query)}`}`
  };
}
function evidenceOf(environment, deployment, payload, success, pageUrl) {
  return {
    environment,
    deploymentId: deployment.id,
    revision: deployment.sha,
    digest: payload.digest,
    image: payload.image,
    verifiedAt: success.createdAt,
    url: /^https?:\/\/\S+$/.test(success.logUrl) ? success.logUrl : pageUrl
  };
}
function nothingIn(environment) {
  return `there is no Deployment in ${quoted(environment)} in this config repo: nothing was verified there`;
}
function byWhom(query) {
  return query.recorders === void 0 ? "" : ` by ${recorderList(query.recorders)}`;
}
function recorderList(recorders) {
  return (recorders ?? []).join(" or ");
}
function describe(d) {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`;
}
function quoted(environment) {
  return JSON.stringify(environment);
}

// src/environments/evidence.ts
async function searchVerified(repo, environment, digest, recorders) {
  const query = { environment, digest, recorders };
  const listing = await repo.listDeployments(environment);
  const statusesOf = /* @__PURE__ */ new Map();
  const claims = /* @__PURE__ */ new Map();
  for (const deployment of candidates(query, listing)) {
    const statuses = await repo.listDeploymentStatuses(deployment.id);
    statusesOf.set(deployment.id, statuses);
    if (!countedStatuses(statuses, recorders).some((s) => s.state === "success")) continue;
    const claim = await confirmClaim(repo, deployment, digest);
    claims.set(deployment.id, claim);
    if (claim === void 0) break;
  }
  return judgeVerified(query, listing, statusesOf, claims);
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

// src/environments/recorders.ts
function authorNotChecked(environments) {
  const where2 = environments.map((e) => JSON.stringify(e)).join(", ");
  return `Promotion evidence in ${where2} was accepted without checking its author: anyone who may write Deployments to the config repo can record one. Name the login wait runs as in 'recorded-by' (for example acme-release[bot]), or run with App credentials (then only that App's own Deployments count).`;
}

// src/gate/release/promotion.ts
async function checkPromotion(pending, repo, extra) {
  if (pending.length === 0) return { lines: [], notes: [], warnings: [] };
  if (typeof repo === "string") {
    const lines2 = pending.map((p) => lineOf(p, { ok: "skipped", message: repo }));
    return { lines: lines2, notes: [`Promotion not checked: ${repo}`], warnings: [] };
  }
  const searches = /* @__PURE__ */ new Map();
  const search = (environment, digest, recorders) => {
    const key = JSON.stringify([environment, digest, recorders ?? null]);
    let found = searches.get(key);
    if (!found) {
      found = searchVerified(repo, environment, digest, recorders).then(
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
      const result = await search(p.environment, digestOf(p.change.after) ?? "", p.recorders);
      if (!result.ok) {
        const { change } = p;
        const message = `${JSON.stringify(change.file)} line ${change.line}: promoted-from ${JSON.stringify(p.environment)}: ${result.message}.`;
        extra.set(change, [...extra.get(change) ?? [], fileReason(result.code, change.file, change.line, message)]);
      }
      return lineOf(p, result);
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
function lineOf(p, result) {
  return { file: p.change.file, line: p.change.line, image: p.change.after, environment: p.environment, result };
}

// src/gate/release/apply.ts
async function applyReleasePolicy(verdict, path2, ports) {
  let policy;
  try {
    const text = await ports.readPolicy(path2);
    if (text === void 0)
      return { verdict, policyFile: void 0, provenance: [], promotion: [], notes: [], warnings: [] };
    policy = parseReleasePolicy(text, path2);
  } catch (error) {
    const message = error instanceof PolicyFileError ? `The release policy is broken: ${error.message}. Fix it on the base branch first.` : `The release policy ${JSON.stringify(path2)} could not be read at the base commit: ${messageOf(error)}`;
    return {
      verdict: withReasons(verdict, /* @__PURE__ */ new Map(), [prReason("policy-invalid", message)]),
      policyFile: path2,
      provenance: [],
      promotion: [],
      notes: [],
      warnings: []
    };
  }
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
    checkPromotion(promotions, promotions.length > 0 ? ports.evidence() : "", promotionReasons)
  ]);
  for (const [change, reasons] of promotionReasons) extra.set(change, [...extra.get(change) ?? [], ...reasons]);
  return {
    verdict: withReasons(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...provenance.notes, ...promotion.notes],
    warnings: promotion.warnings
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
  const checks2 = /* @__PURE__ */ new Map();
  const check = (digest, rule) => {
    const key = JSON.stringify([digest, rule]);
    let result = checks2.get(key);
    if (!result) {
      result = checker === void 0 ? Promise.resolve({ ok: false, code: "provenance-unavailable", message: failed ?? "no checker" }) : checker.check(digest, rule);
      checks2.set(key, result);
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
    const { githubProvenanceChecker } = await import("./chunks/provenance-QTWLN7QE.js");
    return githubProvenanceChecker({
      api: api2,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    });
  };
  return (baseSha) => {
    const path2 = options.settings.policyPath;
    const text = options.readFile(path2, baseSha);
    text.catch(() => void 0);
    return async (verdict) => {
      return applyReleasePolicy(verdict, path2, {
        readPolicy: () => text,
        provenance: () => typeof api === "string" ? api : checker ??= load(api),
        evidence: () => options.evidence,
        evidenceRecorder: () => options.evidenceRecorder?.() ?? Promise.resolve(void 0)
      });
    };
  };
}

// src/gate/report/release-text.ts
function renderReleaseText(release) {
  if (release.policyFile === void 0) return "";
  const lines = [`release policy: ${release.policyFile} (from the base commit)`];
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
  return `${lines.map(asciiOnly).join("\n")}
`;
}
function outcome(result, verified) {
  if (result.ok === "skipped") return `not checked: ${result.message}`;
  return result.ok ? `verified: ${verified(result.evidence)}` : `${result.code}: ${result.message}`;
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
      `  ${change.file}:${change.line} ${resourceLabel(change.resource)}: ${change.before} -> ${change.after} [${status}]`
    );
  }
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
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

// src/gate/cli.ts
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
  const connect = () => connected ??= configRepo(createGitHubClient(api), parseRepo(name, "GITHUB_REPOSITORY"));
  return {
    listDeployments: async (environment, limit) => connect().listDeployments(environment, limit),
    listDeploymentStatuses: async (id, limit) => connect().listDeploymentStatuses(id, limit),
    readFile: async (path2, at) => connect().readFile(path2, at)
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
