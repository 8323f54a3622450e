import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  utf8Text
} from "./chunk-5DKD7HP4.js";
import {
  appIdentity,
  githubMessage,
  statusOf
} from "./chunk-X7JKWRKZ.js";
import {
  fullNameOf
} from "./chunk-7ML3BBUC.js";
import {
  InputError
} from "./chunk-MH4YVFPY.js";

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
      const candidates = [...marked.filter((c) => c.bot).reverse(), ...marked.filter((c) => !c.bot).reverse()];
      for (const candidate of candidates) {
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
var RefUpdateFailedError = class extends Error {
  name = "RefUpdateFailedError";
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
    async readFile(path, at) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...ref, path, ref: at });
        if (Array.isArray(data) || data.type !== "file") {
          const what = Array.isArray(data) ? "directory" : data.type;
          throw new InputError(
            `Input 'manifest': ${path} at ${at} is not a file but a ${what}. Name the YAML file itself.`
          );
        }
        const bytes = "encoding" in data && data.encoding === "base64" ? Buffer.from(data.content, "base64") : await blob(data.sha);
        return decodeUtf8(bytes, `${path} at ${at}`);
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
    /**
     * Creates `refs/heads/<branch>`; a branch that appeared meanwhile is a {@link RefConflictError},
     * one git cannot hold beside another (GitHub names neither) a {@link RefUpdateFailedError}.
     */
    async createBranch(branch, sha) {
      try {
        await octokit.rest.git.createRef({ ...ref, ref: `refs/heads/${branch}`, sha });
      } catch (error) {
        if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) {
          throw new RefConflictError(`branch ${branch} was created by someone else meanwhile`);
        }
        if (statusOf(error) === 422 && /^reference update failed\.?$/i.test(githubMessage(error))) {
          throw new RefUpdateFailedError(`422 ${githubMessage(error)}`, { cause: error });
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
var PULLS_FROM_BRANCH_PAGE = 100;
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
    /** The open PR from `branch` (in this repo) into `base`: GitHub keeps at most one. */
    async findOpenPullRequest(branch, base) {
      const { data } = await octokit.rest.pulls.list({
        ...ref,
        state: "open",
        head: `${ref.owner}:${branch}`,
        base,
        per_page: PULLS_PAGE
      });
      const pr = data[0];
      return pr && toPullRequest(pr);
    },
    /**
     * Every open PR from `branch` (in this repo), into any base, newest first, in one request. Each
     * answer carries the repository it belongs to (`base.repo`), and with it the default branch,
     * so a caller that needs both asks once.
     */
    async openPullRequestsFrom(branch) {
      const { data } = await octokit.rest.pulls.list({
        ...ref,
        state: "open",
        head: `${ref.owner}:${branch}`,
        per_page: PULLS_FROM_BRANCH_PAGE
      });
      return { pulls: data.map(toPullRequest), defaultBranch: data[0]?.base.repo?.default_branch };
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

// src/github/statuses.ts
var MAX_PAGES = 10;
var MAX_COMMIT_PAGES = 5;
function statuses({ octokit, ref }) {
  const seen = /* @__PURE__ */ new Map();
  const counts = { requests: 0, notModified: 0 };
  async function conditional(key, read, maxPages, enough = () => false) {
    const last = seen.get(key);
    counts.requests++;
    let first;
    try {
      first = await read(1, last ? { "if-none-match": last.etag } : {});
    } catch (error) {
      if (last && statusOf(error) === 304) {
        counts.notModified++;
        return { value: last.items, notModified: true };
      }
      throw error;
    }
    const items = [...first.page.items];
    let more = first.page.more;
    for (let page = 2; more && page <= maxPages && !enough(items); page++) {
      counts.requests++;
      const next = await read(page, {});
      items.push(...next.page.items);
      more = next.page.more;
    }
    if (first.etag) seen.set(key, { etag: first.etag, items });
    return { value: items, notModified: false };
  }
  const hasNext = (link) => /rel="next"/.test(link ?? "");
  function reportedStatuses(sha) {
    return conditional(
      `statuses:${sha}`,
      async (page, headers) => {
        const { data, headers: h } = await octokit.rest.repos.listCommitStatusesForRef({
          ...ref,
          ref: sha,
          per_page: 100,
          page,
          headers
        });
        const items = data.map((s) => ({
          id: s.id,
          sha,
          context: s.context,
          state: s.state,
          description: s.description ?? "",
          targetUrl: s.target_url ?? void 0,
          creator: s.creator?.login,
          createdAt: s.created_at
        }));
        return { page: { items, more: hasNext(h.link) }, etag: h.etag };
      },
      MAX_PAGES
    );
  }
  return {
    reportedStatuses,
    /** Every status posted on `sha`, newest first: one read, for the evidence readers (src/environments/). */
    async commitStatuses(sha) {
      return (await reportedStatuses(sha)).value;
    },
    /**
     * Posts a commit status on `sha` (`statuses: write`). GitHub keeps every one, records who
     * posted it, and has no API to delete or edit one: `wait` records its outcomes this way.
     */
    async postCommitStatus(sha, status) {
      await octokit.rest.repos.createCommitStatus({
        ...ref,
        sha,
        state: status.state,
        context: status.context,
        description: status.description.slice(0, 140),
        ...status.targetUrl ? { target_url: status.targetUrl } : {}
      });
    },
    /**
     * The newest `count` (at most 100) commits of `branch` (the default branch when undefined),
     * newest first, in one request; `more` says the history goes on.
     */
    async recentCommits(branch, count) {
      const { data, headers } = await octokit.rest.repos.listCommits({
        ...ref,
        ...branch === void 0 ? {} : { sha: branch },
        per_page: count
      });
      return {
        commits: data.map((c) => ({
          sha: c.sha,
          parents: c.parents.map((p) => p.sha),
          committedAt: c.commit.committer?.date ?? void 0
        })),
        more: hasNext(headers.link)
      };
    },
    /** Every check run on `sha` (`filter=all`: not only the latest of each name). */
    reportedCheckRuns(sha) {
      return conditional(
        `check-runs:${sha}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.checks.listForRef({
            ...ref,
            ref: sha,
            filter: "all",
            per_page: 100,
            page,
            headers
          });
          const items = data.check_runs.map((r) => ({
            id: r.id,
            sha: r.head_sha,
            name: r.name,
            status: r.status,
            conclusion: r.conclusion ?? void 0,
            app: r.app?.slug ?? void 0,
            startedAt: r.started_at ?? void 0,
            completedAt: r.completed_at ?? void 0,
            title: r.output.title ?? "",
            summary: r.output.summary ?? "",
            text: r.output.text ?? ""
          }));
          return { page: { items, more: hasNext(h.link) }, etag: h.etag };
        },
        MAX_PAGES
      );
    },
    /**
     * The history of `branch` (the default branch when undefined), newest first, read until
     * `until` is among it (or 500 commits): the commits after it are the candidates that may
     * contain it.
     */
    branchCommits(branch, until) {
      return conditional(
        `commits:${branch ?? ""}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.repos.listCommits({
            ...ref,
            ...branch === void 0 ? {} : { sha: branch },
            per_page: 100,
            page,
            headers
          });
          const items = data.map((c) => ({
            sha: c.sha,
            parents: c.parents.map((p) => p.sha),
            committedAt: c.commit.committer?.date ?? void 0
          }));
          return { page: { items, more: hasNext(h.link) }, etag: h.etag };
        },
        MAX_COMMIT_PAGES,
        (items) => items.some((c) => c.sha === until)
      );
    },
    /**
     * The same as {@link branchCommits} from the comparison `revision...branch` instead (for an
     * API without the commit listing): the commits after the revision that the branch has (the
     * first 100), newest first, then the revision itself.
     */
    commitsAfter(revision, branch) {
      return conditional(
        `compare:${revision}...${branch}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.repos.compareCommitsWithBasehead({
            ...ref,
            basehead: `${revision}...${branch}`,
            per_page: 100,
            page,
            headers
          });
          const commit = (c) => ({
            sha: c.sha,
            parents: c.parents.map((p) => p.sha),
            committedAt: c.commit.committer?.date ?? void 0
          });
          const items = [...data.commits.map(commit).reverse(), commit(data.base_commit)];
          return { page: { items, more: false }, etag: h.etag };
        },
        1
      );
    },
    /** When `sha` was committed (its committer date), or undefined when the repo has no such commit. */
    async commitDate(sha) {
      try {
        const { data } = await octokit.rest.git.getCommit({ ...ref, commit_sha: sha });
        return data.committer.date;
      } catch (error) {
        if (statusOf(error) === 404 || statusOf(error) === 422) return void 0;
        throw error;
      }
    },
    /** Requests made by the reads above, and how many were answered 304. */
    pollCounts() {
      return { ...counts };
    }
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
    ...autoMerge(api),
    ...statuses(api)
  };
}

export {
  configRepo
};
