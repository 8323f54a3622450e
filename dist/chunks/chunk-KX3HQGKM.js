import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  isCommitSha
} from "./chunk-TDPKXNB6.js";
import {
  unicodeEscape,
  utf8Text
} from "./chunk-4GQ23JES.js";
import {
  debug,
  getBoolean,
  getInput,
  getOptionalString,
  info,
  setOutput,
  setSecret,
  warning
} from "./chunk-5SOYNYOH.js";
import {
  createGitHubClient,
  githubMessage,
  statusOf
} from "./chunk-KV6H5MLO.js";
import {
  fullNameOf,
  parseRepo
} from "./chunk-5TTI6WLH.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";

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
  async function keepOldestOfOurs(issueNumber, marker, mine, author, text) {
    if (author === void 0) return mine;
    const ours = (await markedComments(issueNumber, marker)).filter((c) => c.author === author);
    const oldest = ours.reduce((a, c) => a === void 0 || c.id < a.id ? c : a, void 0);
    if (oldest === void 0 || oldest.id >= mine.id) return mine;
    for (const c of ours) if (c.id !== oldest.id) await deleteIfThere(c.id);
    const { data } = await octokit.rest.issues.updateComment({ ...ref, comment_id: oldest.id, body: text });
    return { id: data.id, url: data.html_url, created: false };
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
          return { id: data2.id, url: data2.html_url, created: false };
        } catch (error) {
          const status = statusOf(error);
          if (status !== 403 && status !== 404) throw error;
        }
      }
      const { data } = await octokit.rest.issues.createComment({ ...ref, issue_number: issueNumber, body: text });
      const mine = { id: data.id, url: data.html_url, created: true };
      return keepOldestOfOurs(issueNumber, marker, mine, data.user?.login, text);
    }
  };
}

// src/github/deployments.ts
function deployments({ octokit, ref }) {
  return {
    async createDeployment(input) {
      const { data } = await octokit.rest.repos.createDeployment({
        ...ref,
        ref: input.sha,
        environment: input.environment,
        description: input.description.slice(0, 140),
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
    }
  };
}

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
      return { sha: data.sha, message: data.message, parents: data.parents.map((p) => p.sha) };
    },
    /** One commit that replaces a single file on top of `baseTree`, via the Git Data API (no clone). */
    async commitFile(input) {
      const tree = await octokit.rest.git.createTree({
        ...ref,
        base_tree: input.baseTree,
        tree: [{ path: input.path, mode: "100644", type: "blob", content: input.content }]
      });
      const commit = await octokit.rest.git.createCommit({
        ...ref,
        message: input.message,
        tree: tree.data.sha,
        parents: input.parents
      });
      return commit.data.sha;
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
function decodeUtf8(bytes, what) {
  const text = utf8Text(bytes);
  if (text === void 0) throw new InputError(`Input 'manifest': ${what} is not valid UTF-8. Save the file as UTF-8.`);
  return text;
}

// src/github/pulls.ts
var BranchNotVisibleError = class extends Error {
  name = "BranchNotVisibleError";
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
        per_page: 10
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
        per_page: 10
      });
      const pr = data.find((p) => p.merge_commit_sha === sha) ?? data[0];
      return pr && { number: pr.number, url: pr.html_url };
    },
    /** Creates the PR; returns undefined when one already exists for the branch (a concurrent run). */
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
        if (/already exists/i.test(message)) return void 0;
        if (/draft pull requests are not supported/i.test(message)) throw new DraftsUnsupportedError(message);
        if (/no commits between/i.test(message) || invalidField(error, "head")) {
          throw new BranchNotVisibleError(message || "GitHub calls the head branch invalid");
        }
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
    ...pulls(api),
    ...gitData(api),
    ...checks(api),
    ...comments(api),
    ...deployments(api)
  };
}

// src/action/github.ts
function connectConfigRepo(settings, deps = {}) {
  const octokit = createGitHubClient({
    token: settings.token,
    app: settings.githubApp && {
      credentials: settings.githubApp,
      repo: settings.configRepo,
      onToken: (token) => setSecret(token),
      ...deps.clock ? { now: deps.clock } : {}
    },
    baseUrl: settings.apiUrl,
    retryBaseMs: deps.retryBaseMs,
    onRetry: (message) => info(message)
  });
  return configRepo(octokit, settings.configRepo);
}

// src/markdown/escape.ts
var MARKDOWN_SPECIAL = /[&<>"'`*_[\]|~\\@#$]/g;
function mdText(value) {
  return oneLine(value).replace(MARKDOWN_SPECIAL, (c) => `&#${c.codePointAt(0)};`);
}
function mdCode(value) {
  return `<code>${mdText(value)}</code>`;
}
function mdLink(label, url) {
  if (!/^https?:\/\//.test(url)) return mdText(label);
  return `[${mdText(label)}](${encodeURI(decodeURI(url)).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)})`;
}
function oneLine(value) {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, " ");
}
function logValue(value) {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, unicodeEscape);
}
function htmlPre(value, lang) {
  const body = value.replace(/[&<>"'@]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<pre${lang ? ` lang="${lang}"` : ""}><code>${body}</code></pre>`;
}

// src/action/outputs.ts
var actionLog = { info, warning, debug };
function debugSettings(command, settings) {
  const redacted = {
    ...settings,
    token: settings.token === void 0 ? void 0 : "***",
    githubApp: settings.githubApp && { appId: settings.githubApp.appId, privateKey: "***" }
  };
  debug(`${command} settings: ${logValue(JSON.stringify(redacted))}`);
}
function setOutputs(outputs) {
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
  debug(`outputs: ${logValue(JSON.stringify(outputs))}`);
}

// src/action/summary.ts
async function writeJobSummary(summary) {
  if (!process.env["GITHUB_STEP_SUMMARY"]) {
    summary.emptyBuffer();
    return;
  }
  await summary.write();
}

// src/action/app-credentials.ts
import { createPrivateKey } from "node:crypto";
function readAppCredentials() {
  const raw = getInput("app-private-key");
  mask(raw);
  const key = raw.trim();
  const appId = getOptionalString("app-id");
  if (appId === void 0 && key === "") return void 0;
  if (appId === void 0) {
    throw new InputError(
      "Input 'app-private-key' is set but 'app-id' is not. Set 'app-id' to the App's ID (on the App's settings page), or remove 'app-private-key' and pass 'token'."
    );
  }
  if (key === "") {
    throw new InputError(
      "Input 'app-id' is set but 'app-private-key' is not. Pass the App's private key from a secret: app-private-key: ${{ secrets.RELEASE_APP_PRIVATE_KEY }}."
    );
  }
  if (!/^(?:[1-9]\d{0,12}|Iv[0-9A-Za-z.]{4,40})$/.test(appId)) {
    const shown = /^[\x20-\x7e]{1,40}$/.test(appId) && !/KEY/i.test(appId) ? JSON.stringify(appId) : "(not shown)";
    if (shown === "(not shown)") mask(appId);
    throw new InputError(`Input 'app-id' must be the GitHub App's numeric ID (or its client ID, Iv...), got ${shown}.`);
  }
  return { appId, privateKey: parsePrivateKey(key) };
}
function mask(value) {
  if (value.trim() === "") return;
  setSecret(value);
  for (const text of [value, unescapeNewlines(value)]) {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== "") setSecret(line.trim());
  }
}
function unescapeNewlines(value) {
  return value.includes("\n") ? value : value.replace(/\\n/g, "\n");
}
function parsePrivateKey(key) {
  const pem = unescapeNewlines(key);
  let type;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new InputError(
      "Input 'app-private-key' is not a readable PEM private key (the key is not shown). Pass the whole .pem file GitHub generated for the App, from its first line -----BEGIN ... PRIVATE KEY----- to its last, unencrypted."
    );
  }
  if (type !== "rsa") {
    throw new InputError(
      `Input 'app-private-key' is a ${type ?? "unknown"} key; GitHub Apps sign with RSA keys. Generate a private key on the App's settings page and pass that .pem file.`
    );
  }
  return pem;
}

// src/action/github-settings.ts
function readGitHubSettings(env) {
  const app = readAppCredentials();
  const token = getOptionalString("token");
  if (token !== void 0) setSecret(token);
  if (token !== void 0 && app !== void 0) {
    throw new InputError(
      "Inputs 'token' and 'app-id'/'app-private-key' are both set. Give one: the App inputs (the action mints and renews its own token) or 'token' (one you minted elsewhere)."
    );
  }
  const workflowToken = app === void 0 && token === void 0 ? getOptionalString("workflow-token") : void 0;
  if (workflowToken !== void 0) setSecret(workflowToken);
  if (app === void 0 && token === void 0 && workflowToken === void 0) {
    throw new InputError(
      "No GitHub credentials: set 'app-id' and 'app-private-key' (a GitHub App installed on the config repo; see README, 'GitHub App credentials'), or 'token'."
    );
  }
  const repo = getOptionalString("config-repo") ?? env["GITHUB_REPOSITORY"] ?? "";
  if (repo === "")
    throw new InputError("Input 'config-repo' is required outside GitHub Actions. Expected format {owner}/{repo}.");
  const apiUrl = (getOptionalString("github-api-url") ?? env["GITHUB_API_URL"] ?? "https://api.github.com").replace(
    /\/+$/,
    ""
  );
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) {
    throw new InputError(`Input 'github-api-url' must be an http(s) URL, got ${JSON.stringify(apiUrl)}.`);
  }
  return {
    token: token ?? workflowToken,
    githubApp: app,
    apiUrl,
    configRepo: parseRepo(repo, "input 'config-repo'"),
    showSummary: getBoolean("show-summary", true)
  };
}
function readRunSource(env) {
  const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
  const repository = env["GITHUB_REPOSITORY"] || void 0;
  const runId = env["GITHUB_RUN_ID"];
  const sha = env["GITHUB_SHA"] && isCommitSha(env["GITHUB_SHA"]) ? env["GITHUB_SHA"] : void 0;
  return {
    repository,
    sha,
    runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${repository}/actions/runs/${runId}` : void 0,
    serverUrl
  };
}

export {
  RuleViolationError,
  RefConflictError,
  BranchNotVisibleError,
  DraftsUnsupportedError,
  connectConfigRepo,
  mdText,
  mdCode,
  mdLink,
  oneLine,
  logValue,
  htmlPre,
  actionLog,
  debugSettings,
  setOutputs,
  writeJobSummary,
  readGitHubSettings,
  readRunSource
};
//# sourceMappingURL=chunk-KX3HQGKM.js.map
