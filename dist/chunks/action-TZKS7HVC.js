import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ConfigRepo,
  parseManifestPath,
  readSelector
} from "./chunk-HYCWGATU.js";
import {
  upsertStickyComment
} from "./chunk-5NCUHEC6.js";
import {
  createGitHubClient,
  logValue,
  mdCode,
  mdLink,
  mdText,
  oneLine,
  readGitHubSettings,
  readRunSource,
  statusOf,
  writeJobSummary
} from "./chunk-KYEMPS77.js";
import {
  debug,
  getBoolean,
  getChoice,
  getDuration,
  getOptionalString,
  group,
  info,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-ZOEX3Z6W.js";
import "./chunk-CRYHNRVV.js";
import {
  locateImages
} from "./chunk-K7P7BHEB.js";
import "./chunk-RROC4ZLJ.js";
import {
  appUrl,
  backoff,
  checkAppName,
  createArgoCdClient,
  currentStep,
  describeSteps,
  initialChain,
  isoTime,
  loadCaCert,
  parseExpectedImage,
  parseResourceFlag,
  parseRevision,
  parseServerUrl,
  realClock,
  realSleep,
  renderMermaid,
  sameImage,
  timedOut,
  toTimeline,
  watchRollout
} from "./chunk-5WSROC7V.js";
import "./chunk-MXVN6ZG5.js";
import "./chunk-OOL45BWG.js";
import {
  InputError
} from "./chunk-LHVX4LDF.js";

// src/wait/github.ts
var WaitRepo = class {
  constructor(octokit, ref) {
    this.octokit = octokit;
    this.ref = ref;
    this.files = new ConfigRepo(octokit, ref);
  }
  octokit;
  ref;
  files;
  /** The last full answer for each PR, with its ETag, for conditional asks. */
  pulls = /* @__PURE__ */ new Map();
  get fullName() {
    return `${this.ref.owner}/${this.ref.repo}`;
  }
  /**
   * The PR's merge state. Waiting for a merge asks again and again, so each ask is conditional
   * on the last answer's ETag: an unchanged PR costs a 304, which GitHub does not count against
   * the rate limit.
   */
  async pullRequest(number) {
    const last = this.pulls.get(number);
    let response;
    try {
      response = await this.octokit.rest.pulls.get({
        ...this.ref,
        pull_number: number,
        ...last ? { headers: { "if-none-match": last.etag } } : {}
      });
    } catch (error) {
      if (last && statusOf(error) === 304) return last.state;
      throw error;
    }
    const { data } = response;
    const state = {
      number: data.number,
      url: data.html_url,
      state: data.state === "closed" ? "closed" : "open",
      merged: data.merged === true || data.merged_at !== null,
      mergeCommitSha: data.merge_commit_sha ?? void 0,
      mergedAt: data.merged_at ?? void 0
    };
    const etag = response.headers.etag;
    if (etag) this.pulls.set(number, { etag, state });
    return state;
  }
  /** The PR a merge commit came from (`commits/{sha}/pulls`): the one merged as that commit, else the first. */
  async pullRequestForCommit(sha) {
    const { data } = await this.octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...this.ref, commit_sha: sha, per_page: 10 });
    const pr = data.find((p) => p.merge_commit_sha === sha) ?? data[0];
    return pr && { number: pr.number, url: pr.html_url };
  }
  /** `base...head`; an unknown commit (404) is `unknown`, not an error. */
  async compare(base, head) {
    try {
      const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({ ...this.ref, basehead: `${base}...${head}`, per_page: 1 });
      return data.status;
    } catch (error) {
      if (statusOf(error) === 404) return "unknown";
      throw error;
    }
  }
  readFile(path, ref) {
    return this.files.readFile(path, ref);
  }
  upsertComment(issue, key, body) {
    return upsertStickyComment(this.octokit, this.ref, issue, key, body);
  }
  async createDeployment(input) {
    const { data } = await this.octokit.rest.repos.createDeployment({
      ...this.ref,
      ref: input.sha,
      environment: input.environment,
      description: input.description.slice(0, 140),
      auto_merge: false,
      // Checks ran on the PR already; GitHub must not refuse the record because of them.
      required_contexts: []
    });
    if (!("id" in data)) throw new Error(`GitHub did not create the deployment: ${data.message ?? "no reason given"}`);
    return data.id;
  }
  async deploymentStatus(id, state, input) {
    await this.octokit.rest.repos.createDeploymentStatus({
      ...this.ref,
      deployment_id: id,
      state,
      description: input.description.slice(0, 140),
      ...input.logUrl ? { log_url: input.logUrl } : {},
      ...input.environmentUrl ? { environment_url: input.environmentUrl } : {},
      auto_inactive: true
    });
  }
};

// src/wait/report/render.ts
var MARK = { done: "\u2705", waiting: "\u23F3", failed: "\u274C", pending: "\u26AA", skipped: "\u2796" };
var VERDICT = {
  waiting: "in progress",
  healthy: "Healthy",
  degraded: "Degraded",
  "sync-failed": "sync failed",
  superseded: "superseded by a later release",
  suspended: "Suspended",
  "not-merged": "not merged",
  misconfigured: "needs a fix in Argo CD",
  timeout: "timed out"
};
function headline(state, app) {
  const verdict = VERDICT[state.verdict];
  const phase = state.verdict === "waiting" || state.verdict === "timeout" ? ` (${currentStep(state).step})` : "";
  const mark = state.verdict === "healthy" ? "\u2705" : state.verdict === "waiting" ? "\u23F3" : "\u274C";
  return `${mark} ${mdText(app)}: ${verdict}${phase}`;
}
function stepRows(state) {
  return state.steps.map((s) => [
    s.step,
    `${MARK[s.state]} ${s.state}`,
    s.state === "pending" ? "" : isoTime(s.since),
    mdText(s.detail)
  ]);
}
function markdownTable(state) {
  const rows = stepRows(state).map((r) => `| ${r.join(" | ")} |`);
  return ["| Step | State | Since | Detail |", "|---|---|---|---|", ...rows].join("\n");
}
function linkLine(context) {
  const { links } = context;
  const parts = [
    links.pr ? mdLink(`PR #${links.pr.number}`, links.pr.url) : void 0,
    links.argocdApp ? mdLink(`Argo CD: ${context.app}`, links.argocdApp) : void 0,
    links.run ? mdLink("workflow run", links.run) : void 0
  ].filter((p) => p !== void 0);
  return parts.join(" \xB7 ");
}

// src/wait/report/summary.ts
function renderWaitSummary(summary2, state, context) {
  summary2.addHeading(headline(state, context.app), 3).addRaw(mdText(state.message), true).addRaw(`

Image ${mdCode(context.image)}${state.revision ? ` at ${mdCode(state.revision.slice(0, 12))}` : ""}

`, true);
  summary2.addTable([
    [
      { data: "Step", header: true },
      { data: "State", header: true },
      { data: "Since", header: true },
      { data: "Detail", header: true }
    ],
    ...stepRows(state)
  ]);
  summary2.addRaw(`
${renderMermaid(state)}
`, true);
  for (const warning2 of state.warnings) summary2.addRaw(`
> [!WARNING]
> ${mdText(warning2)}
`, true);
  const links = linkLine(context);
  if (links) summary2.addRaw(`
${links}
`, true);
  return summary2;
}

// src/wait/expected.ts
async function resolveExpectation(source, revision, repo) {
  if (source.from === "inputs") return { resource: source.resource, image: source.image, revision };
  const found = await imageAt(repo, source.manifest, source.selector, revision);
  if (found === void 0) {
    throw new InputError(`Input 'manifest': ${logValue(source.manifest)} does not exist in ${repo.fullName} at ${revision.slice(0, 12)}.`);
  }
  return { resource: found.resource, image: found.image, revision };
}
async function imageAt(repo, manifest, selector, revision) {
  const text = await repo.readFile(manifest, revision);
  if (text === void 0) return void 0;
  let images;
  try {
    images = locateImages(text, selector);
  } catch (error) {
    throw new InputError(`Cannot read ${logValue(manifest)} at ${revision.slice(0, 12)}: ${error.message}`);
  }
  const what = `${selector.kind} (${selector.apiGroup || "core group"})`;
  if (images.length === 0) throw new InputError(`${logValue(manifest)} has no ${what}${selector.name ? ` named ${selector.name}` : ""}; check inputs 'kind', 'api-group' and 'resource-name'.`);
  if (images.length > 1) throw new InputError(`${logValue(manifest)} has ${images.length} ${what} resources; set 'resource-name' to pick one.`);
  const { resource, value } = images[0];
  if (resource.name === void 0) throw new InputError(`${logValue(manifest)}: the ${what} has no metadata.name.`);
  return { resource: { group: resource.apiGroup, kind: resource.kind, namespace: resource.namespace, name: resource.name }, image: value };
}
function revisionRelation(repo, source, image) {
  return async (expected, actual) => {
    const status = await repo.compare(expected, actual);
    switch (status) {
      case "identical":
        return "same";
      case "behind":
        return "behind";
      case "diverged":
        return "diverged";
      case "unknown":
        return "unknown";
      case "ahead": {
        if (source.from === "inputs") return "descendant";
        let later;
        try {
          later = await imageAt(repo, source.manifest, source.selector, actual);
        } catch (error) {
          if (error instanceof InputError) return "descendant";
          throw error;
        }
        return later !== void 0 && sameImage(later.image, image) ? "descendant" : "superseded";
      }
    }
  };
}

// src/wait/merged.ts
async function waitForMerge(number, deadline, deps) {
  let last;
  for (let attempt = 1; ; attempt++) {
    last = await deps.repo.pullRequest(number);
    const pr = { number: last.number, url: last.url };
    if (last.merged && last.mergeCommitSha) {
      const mergedAt = last.mergedAt ? Date.parse(last.mergedAt) : Number.NaN;
      return { kind: "merged", pr, sha: last.mergeCommitSha, mergedAt: Number.isNaN(mergedAt) ? deps.clock() : mergedAt };
    }
    if (last.state === "closed") return { kind: "closed", pr };
    if (attempt === 1) deps.log(`Waiting for PR #${number} to merge.`);
    const left = deadline - deps.clock();
    if (left <= 0) return { kind: "timeout", pr };
    await deps.sleep(Math.min(left, backoff(attempt, 5e3, 3e4)));
  }
}

// src/wait/report/comment.ts
function commentKey(app) {
  return `wait:${app}`;
}
function renderComment(state, context) {
  const parts = [
    `### ${headline(state, context.app)}`,
    `${mdText(state.message)}`,
    `Image ${mdCode(context.image)}${state.revision ? ` at ${mdCode(state.revision.slice(0, 12))}` : ""}`,
    renderMermaid(state),
    markdownTable(state)
  ];
  if (state.warnings.length > 0) parts.push(state.warnings.map((w) => `> [!WARNING]
> ${mdText(w)}`).join("\n\n"));
  const links = linkLine(context);
  if (links) parts.push(links);
  return parts.join("\n\n");
}

// src/wait/report/progress.ts
var ProgressReporter = class {
  constructor(repo, context, log) {
    this.repo = repo;
    this.context = context;
    this.log = log;
  }
  repo;
  context;
  log;
  deploymentId;
  commentUrl;
  warned = /* @__PURE__ */ new Set();
  get comment() {
    return this.commentUrl;
  }
  get deployment() {
    return this.deploymentId;
  }
  /** Creates the Deployment for `sha` in `environment` and marks it in progress. */
  async startDeployment(environment, sha) {
    await this.attempt("deployment", async () => {
      this.deploymentId = await this.repo.createDeployment({ sha, environment, description: `gitops-release wait: ${this.context.app}` });
      await this.status("in_progress", `Waiting for ${this.context.app} to roll out`);
    });
  }
  /** Called on every step change: the comment follows the chain. */
  async progress(state) {
    const pr = this.context.commentOn;
    if (pr === void 0) return;
    await this.attempt("comment", async () => {
      const { url } = await this.repo.upsertComment(pr.number, commentKey(this.context.app), renderComment(state, this.context));
      this.commentUrl = url;
    });
  }
  /** The verdict: last comment edit and the Deployment's final status. */
  async finish(state) {
    await this.progress(state);
    if (this.deploymentId === void 0) return;
    const ok = state.verdict === "healthy";
    await this.attempt("deployment", () => this.status(ok ? "success" : "failure", state.message));
  }
  /** The wait itself broke (bad token, app missing): the Deployment must not stay in progress. */
  async abort(message) {
    if (this.deploymentId === void 0) return;
    await this.attempt("deployment", () => this.status("error", message));
  }
  async status(state, description) {
    if (this.deploymentId === void 0) return;
    await this.repo.deploymentStatus(this.deploymentId, state, {
      description,
      ...this.context.links.run ? { logUrl: this.context.links.run } : {},
      ...this.context.links.argocdApp ? { environmentUrl: this.context.links.argocdApp } : {}
    });
  }
  async attempt(what, action) {
    try {
      await action();
    } catch (error) {
      if (this.warned.has(what)) return;
      this.warned.add(what);
      const permission = what === "comment" ? "pull-requests: write" : "deployments: write";
      this.log.warning(`Could not write the ${what} (${error.message}); the wait goes on. Does the token have '${permission}'?`);
    }
  }
};

// src/wait/run.ts
async function runWait(settings, deps) {
  const start = deps.clock();
  const deadline = start + settings.timeoutMs;
  const context = (pr2, image) => ({
    app: settings.app,
    image,
    commentOn: settings.comment ? pr2 : void 0,
    links: { pr: pr2, argocdApp: appUrl(settings.argocd, settings.app), run: settings.source.runUrl }
  });
  const pending = settings.target.from === "inputs" ? settings.target.image : "(read from the manifest once merged)";
  let revision;
  let pr;
  let chain;
  if (settings.pr !== void 0) {
    const merge = await waitForMerge(settings.pr, deadline, { repo: deps.repo, clock: deps.clock, sleep: deps.sleep, log: deps.log.info });
    if (merge.kind === "closed") {
      const state2 = initialChain(start, { state: "failed", detail: `PR #${merge.pr.number} was closed without merging` });
      return { state: { ...state2, message: `PR #${merge.pr.number} was closed without merging: nothing to deploy.` }, expect: void 0, context: context(merge.pr, pending), commentUrl: void 0 };
    }
    if (merge.kind === "timeout") {
      const waiting = initialChain(start, { state: "waiting", detail: `PR #${settings.pr} is not merged yet` });
      return { state: timedOut(waiting, deps.clock(), settings.timeoutMs), expect: void 0, context: context(merge.pr, pending), commentUrl: void 0 };
    }
    revision = merge.sha;
    pr = merge.pr;
    chain = initialChain(start, { state: "done", detail: `PR #${pr.number} merged as ${revision.slice(0, 7)}` });
    chain = { ...chain, steps: chain.steps.map((s) => s.step === "merged" ? { ...s, since: merge.mergedAt } : s) };
  } else {
    const given = settings.revision ?? settings.source.sha;
    if (given === void 0) throw new InputError("Set 'pr' or 'revision': outside a push workflow there is no commit to wait for.");
    revision = given;
    pr = await findPullRequest(deps, revision);
    const origin = settings.revision !== void 0 ? "input 'revision'" : "the pushed commit";
    chain = initialChain(start, { state: "done", detail: `expecting ${revision.slice(0, 7)} (${origin}${pr ? `, PR #${pr.number}` : ""})` });
  }
  const expect = await resolveExpectation(settings.target, revision, deps.repo);
  deps.log.info(`Expecting ${expect.image} on ${expect.resource.kind} ${expect.resource.name} from ${revision}.`);
  const reporter = new ProgressReporter(deps.repo, context(pr, expect.image), deps.log);
  if (settings.environment !== void 0) await reporter.startDeployment(settings.environment, revision);
  await reporter.progress(chain);
  let outcome;
  try {
    outcome = await watchRollout(
      expect,
      chain,
      { app: settings.app, deadline, timeoutMs: settings.timeoutMs, policy: settings, ...deps.watcher },
      {
        argocd: deps.argocd,
        clock: deps.clock,
        sleep: deps.sleep,
        relateRevision: revisionRelation(deps.repo, settings.target, expect.image),
        onProgress: (s) => reporter.progress(s),
        log: deps.log
      }
    );
  } catch (error) {
    await reporter.abort(error.message);
    throw error;
  }
  const { state, mode } = outcome;
  deps.log.debug(`Followed the app by ${mode === "none" ? "a single read" : mode}.`);
  await reporter.finish(state);
  return { state, expect, context: context(pr, expect.image), commentUrl: reporter.comment };
}
async function findPullRequest(deps, sha) {
  try {
    return await deps.repo.pullRequestForCommit(sha);
  } catch (error) {
    deps.log.warning(`Could not look up the PR of ${sha.slice(0, 7)} (${error.message}); no PR comment will be written.`);
    return void 0;
  }
}

// src/wait/settings.ts
function readWaitSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const pr = getOptionalString("pr");
  const revision = getOptionalString("revision");
  if (pr !== void 0 && revision !== void 0) {
    throw new InputError("Set either 'pr' (wait for its merge commit) or 'revision', not both.");
  }
  const environment = getOptionalString("environment");
  return {
    ...github,
    argocd: readArgoCdConnection(env),
    app: checkAppName(getOptionalString("argocd-app") ?? missing("argocd-app", "the Argo CD Application to follow"), "Input 'argocd-app'"),
    pr: pr === void 0 ? void 0 : parsePullNumber(pr),
    revision: revision === void 0 ? void 0 : parseRevision(revision, "Input 'revision'"),
    target: readTargetSource(),
    timeoutMs: positive(getDuration("timeout", "15m"), "timeout"),
    degradedGraceMs: getDuration("degraded-grace", "0"),
    suspended: getChoice("suspended", ["success", "failure", "wait"], "success"),
    comment: getBoolean("comment", true),
    environment,
    source: readRunSource(env)
  };
}
function readArgoCdConnection(env) {
  const server = getOptionalString("argocd-server") ?? env["ARGOCD_SERVER"] ?? missing("argocd-server", "the Argo CD server URL (or set ARGOCD_SERVER)");
  const token = getOptionalString("argocd-token") ?? env["ARGOCD_AUTH_TOKEN"] ?? "";
  if (token === "") throw new InputError("Input 'argocd-token' is empty. Pass an Argo CD API token from a secret (or set ARGOCD_AUTH_TOKEN).");
  setSecret(token);
  return {
    serverUrl: parseServerUrl(server, "Input 'argocd-server'"),
    token,
    insecure: getBoolean("insecure", false),
    caCert: loadCaCert(getOptionalString("ca-cert"), "Input 'ca-cert'"),
    appNamespace: getOptionalString("argocd-app-namespace")
  };
}
function readTargetSource() {
  const manifest = getOptionalString("manifest");
  const resource = getOptionalString("resource");
  const image = getOptionalString("image");
  if (manifest !== void 0) {
    if (resource !== void 0 || image !== void 0) {
      throw new InputError("Set either 'manifest' (the resource and image are read from it) or 'resource' and 'image', not both.");
    }
    return { from: "manifest", manifest: parseManifestPath(manifest), selector: readSelector() };
  }
  if (resource === void 0 || image === void 0) {
    throw new InputError("Set 'manifest' (path of the resource's manifest in the config repo), or both 'resource' (GROUP:KIND:NAMESPACE/NAME) and 'image'.");
  }
  return { from: "inputs", resource: parseResourceFlag(resource, "Input 'resource'"), image: parseExpectedImage(image, "Input 'image'") };
}
function parsePullNumber(value) {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new InputError(`Input 'pr' must be a pull request number such as 42, got ${JSON.stringify(value)}.`);
  return Number(value);
}
function positive(ms, name) {
  if (ms <= 0) throw new InputError(`Input '${name}' must be longer than 0, for example 15m.`);
  return ms;
}
function missing(name, what) {
  throw new InputError(`Input '${name}' is required: ${what}.`);
}

// src/wait/action.ts
function info2(message) {
  info(oneLine(message));
}
async function runAction(deps = {}) {
  const settings = readWaitSettings(process.env);
  debug(`wait settings: ${JSON.stringify({ ...settings, token: "***", argocd: { ...settings.argocd, token: "***" } })}`);
  const octokit = createGitHubClient({
    token: settings.token,
    baseUrl: settings.apiUrl,
    ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs },
    onRetry: (message) => info(message)
  });
  const argocd = createArgoCdClient(settings.argocd, {
    onRetry: (message) => info2(message),
    ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs }
  });
  let result;
  try {
    result = await group(
      `Wait for ${settings.app} in Argo CD`,
      () => runWait(settings, {
        repo: new WaitRepo(octokit, settings.configRepo),
        argocd,
        clock: realClock,
        sleep: realSleep,
        log: { info: info2, warning, debug },
        ...deps.watcher ? { watcher: deps.watcher } : {}
      })
    );
  } finally {
    await argocd.close();
  }
  const { state } = result;
  const timeline = toTimeline(state);
  const outputs = {
    health: state.health,
    message: state.message,
    revision: state.revision ?? "",
    phase: timeline.phase,
    timeline: JSON.stringify(timeline),
    "comment-url": result.commentUrl ?? ""
  };
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
  debug(`outputs: ${logValue(JSON.stringify(outputs))}`);
  for (const warning2 of state.warnings) warning(warning2);
  if (result.commentUrl) info(`PR comment: ${result.commentUrl}`);
  if (settings.showSummary) await writeJobSummary(renderWaitSummary(summary, state, result.context));
  if (state.verdict !== "healthy") throw new Error(`${state.message}
Last state of every step:
${describeSteps(state)}`);
  info2(state.message);
  return result;
}
export {
  runAction
};
//# sourceMappingURL=action-TZKS7HVC.js.map
