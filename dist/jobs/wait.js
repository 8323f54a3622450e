import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  evidencePayload
} from "../chunks/chunk-LYWYYADP.js";
import {
  actionLog,
  connectConfigRepo,
  group,
  info,
  jobSummary,
  setOutputs,
  warning,
  writeJobSummary
} from "../chunks/chunk-EX744FXL.js";
import "../chunks/chunk-SB3CFYJD.js";
import "../chunks/chunk-YTNNEONG.js";
import "../chunks/chunk-5I2F5V2N.js";
import "../chunks/chunk-QNQ3G6RB.js";
import {
  ManifestError
} from "../chunks/chunk-374NM77F.js";
import {
  logValue,
  mdCode,
  mdLink,
  mdText,
  oneLine
} from "../chunks/chunk-CYFOBWU3.js";
import {
  appUrl,
  createArgoCdClient,
  currentStep,
  describeSteps,
  initialChain,
  isoTime,
  renderMermaid,
  timedOut,
  toTimeline,
  watchRollout
} from "../chunks/chunk-A4CITJME.js";
import "../chunks/chunk-TDPKXNB6.js";
import {
  backoff,
  realClock,
  realSleep
} from "../chunks/chunk-YKJKAG3S.js";
import "../chunks/chunk-UWD5GX2V.js";
import "../chunks/chunk-H4ECVHA2.js";
import {
  sameImage
} from "../chunks/chunk-L5IDWHHO.js";
import {
  InputError,
  messageOf
} from "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

// src/wait/report/render.ts
var MARK = { done: "\u2705", waiting: "\u23F3", failed: "\u274C", pending: "\u26AA", skipped: "\u2796" };
var VERDICT = {
  waiting: "in progress",
  healthy: "Healthy",
  degraded: "Degraded",
  "sync-failed": "sync failed",
  superseded: "superseded by a later release",
  blocked: "blocked by a sync window",
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
function renderWaitSummary(summary, state, context) {
  summary.addHeading(headline(state, context.app), 3).addRaw(mdText(state.message), true).addRaw(
    `

Image ${mdCode(context.image)}${state.revision ? ` at ${mdCode(state.revision.slice(0, 12))}` : ""}

`,
    true
  );
  summary.addTable([
    [
      { data: "Step", header: true },
      { data: "State", header: true },
      { data: "Since", header: true },
      { data: "Detail", header: true }
    ],
    ...stepRows(state)
  ]);
  summary.addRaw(`
${renderMermaid(state)}
`, true);
  for (const warning2 of state.warnings) summary.addRaw(`
> [!WARNING]
> ${mdText(warning2)}
`, true);
  const links = linkLine(context);
  if (links) summary.addRaw(`
${links}
`, true);
  return summary;
}

// src/wait/expected.ts
async function resolveExpectation(source, revision, repo) {
  if (source.from === "inputs") return { resource: source.resource, image: source.image, revision };
  const found = await imageAt(repo, source.manifest, source.selector, revision);
  if (found === void 0) {
    throw new InputError(
      `Input 'manifest': ${logValue(source.manifest)} does not exist in ${repo.fullName} at ${revision.slice(0, 12)}.`
    );
  }
  return { resource: found.resource, image: found.image, revision };
}
async function imageAt(repo, manifest, selector, revision) {
  const text = await repo.readFile(manifest, revision);
  if (text === void 0) return void 0;
  const { locateImages } = await import("../chunks/locate-AAMDXCQD.js");
  let images;
  try {
    images = locateImages(text, selector);
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`Cannot read ${logValue(manifest)} at ${revision.slice(0, 12)}: ${error.message}`);
    throw error;
  }
  const what = `${selector.kind} (${selector.apiGroup || "core group"})`;
  if (images.length === 0)
    throw new InputError(
      `${logValue(manifest)} has no ${what}${selector.name ? ` named ${selector.name}` : ""}; check inputs 'kind', 'api-group' and 'resource-name'.`
    );
  if (images.length > 1)
    throw new InputError(
      `${logValue(manifest)} has ${images.length} ${what} resources; set 'resource-name' to pick one.`
    );
  const { resource, value } = images[0];
  if (resource.name === void 0) throw new InputError(`${logValue(manifest)}: the ${what} has no metadata.name.`);
  return {
    resource: { apiGroup: resource.apiGroup, kind: resource.kind, namespace: resource.namespace, name: resource.name },
    image: value
  };
}
function revisionRelation(repo, source, image) {
  return async (expected, actual) => {
    const status = await repo.compareStatus(expected, actual);
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
async function waitForMerge(number, deadline, ports) {
  for (let attempt = 1; ; attempt++) {
    const last = await ports.repo.pullRequest(number);
    const pr = { number: last.number, url: last.url };
    if (last.merged && last.mergeCommitSha) {
      const mergedAt = last.mergedAt ? Date.parse(last.mergedAt) : Number.NaN;
      return {
        kind: "merged",
        pr,
        sha: last.mergeCommitSha,
        mergedAt: Number.isNaN(mergedAt) ? ports.clock() : mergedAt
      };
    }
    if (last.state === "closed") return { kind: "closed", pr };
    if (attempt === 1) ports.log.info(`Waiting for PR #${number} to merge.`);
    const left = deadline - ports.clock();
    if (left <= 0) return { kind: "timeout", pr };
    await ports.sleep(Math.min(left, backoff(attempt, 5e3, 3e4)));
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
  constructor(repo, context, commentOn, log) {
    this.repo = repo;
    this.context = context;
    this.commentOn = commentOn;
    this.log = log;
  }
  repo;
  context;
  commentOn;
  log;
  deploymentId;
  commentUrl;
  warned = /* @__PURE__ */ new Set();
  /**
   * Creates the Deployment for `sha` in `environment` and marks it in progress. `payload` is
   * the evidence later read back (src/environments/payload.ts).
   */
  async startDeployment(environment, sha, payload) {
    await this.attempt("deployment", async () => {
      this.deploymentId = await this.repo.createDeployment({
        sha,
        environment,
        description: `gitops-release wait: ${this.context.app}`,
        payload
      });
      await this.status("in_progress", `Waiting for ${this.context.app} to roll out`);
    });
  }
  /** Called on every step change: the comment follows the chain. */
  async progress(state) {
    const pr = this.commentOn;
    if (pr === void 0) return;
    await this.attempt("comment", async () => {
      const { url } = await this.repo.upsertStickyComment(
        pr.number,
        commentKey(this.context.app),
        renderComment(state, this.context)
      );
      this.commentUrl = url;
    });
  }
  /** The verdict: last comment edit and the Deployment's final status. Returns the comment's URL, if one was written. */
  async finish(state) {
    await this.progress(state);
    if (this.deploymentId !== void 0) {
      const ok = state.verdict === "healthy";
      await this.attempt("deployment", () => this.status(ok ? "success" : "failure", state.message));
    }
    return this.commentUrl;
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
      logUrl: this.context.links.run,
      environmentUrl: this.context.links.argocdApp
    });
  }
  async attempt(what, action) {
    try {
      await action();
    } catch (error) {
      if (this.warned.has(what)) return;
      this.warned.add(what);
      const permission = what === "comment" ? "pull-requests: write" : "deployments: write";
      this.log.warning(
        `Could not write the ${what} (${messageOf(error)}); the wait goes on. Does the token have '${permission}'?`
      );
    }
  }
};

// src/wait/run.ts
async function runWait(settings, ports) {
  const start = ports.clock();
  const deadline = start + settings.timeoutMs;
  const merged = await mergedStep(settings, ports, start, deadline);
  if (merged.kind === "ended") {
    const pending = settings.target.from === "inputs" ? settings.target.image : "(read from the manifest once merged)";
    return {
      state: merged.state,
      expect: void 0,
      context: reportContext(settings, merged.pr, pending),
      commentUrl: void 0
    };
  }
  const { revision, pr, chain } = merged;
  const expect = await resolveExpectation(settings.target, revision, ports.repo);
  ports.log.info(`Expecting ${expect.image} on ${expect.resource.kind} ${expect.resource.name} from ${revision}.`);
  const context = reportContext(settings, pr, expect.image);
  const reporter = new ProgressReporter(ports.repo, context, settings.comment ? pr : void 0, ports.log);
  if (settings.environment !== void 0) {
    const manifest = settings.target.from === "manifest" ? settings.target.manifest : void 0;
    const payload = evidencePayload({ image: expect.image, resource: expect.resource, revision, manifest });
    await reporter.startDeployment(settings.environment, revision, payload);
  }
  await reporter.progress(chain);
  let outcome;
  try {
    outcome = await watchRollout(
      expect,
      chain,
      { app: settings.app, deadline, timeoutMs: settings.timeoutMs, policy: settings, ...ports.watcher },
      {
        argocd: ports.argocd,
        clock: ports.clock,
        sleep: ports.sleep,
        relateRevision: revisionRelation(ports.repo, settings.target, expect.image),
        onProgress: (s) => reporter.progress(s),
        log: ports.log
      }
    );
  } catch (error) {
    await reporter.abort(messageOf(error));
    throw error;
  }
  const { state, mode } = outcome;
  ports.log.debug(`Followed the app by ${mode === "none" ? "a single read" : mode}.`);
  const commentUrl = await reporter.finish(state);
  return { state, expect, context, commentUrl };
}
async function mergedStep(settings, ports, start, deadline) {
  if (settings.pr !== void 0) {
    const merge = await waitForMerge(settings.pr, deadline, ports);
    if (merge.kind === "closed") {
      const state = initialChain(start, {
        state: "failed",
        detail: `PR #${merge.pr.number} was closed without merging`
      });
      return {
        kind: "ended",
        pr: merge.pr,
        state: { ...state, message: `PR #${merge.pr.number} was closed without merging: nothing to deploy.` }
      };
    }
    if (merge.kind === "timeout") {
      const waiting = initialChain(start, { state: "waiting", detail: `PR #${settings.pr} is not merged yet` });
      return { kind: "ended", pr: merge.pr, state: timedOut(waiting, ports.clock(), settings.timeoutMs) };
    }
    const detail = `PR #${merge.pr.number} merged as ${merge.sha.slice(0, 7)}`;
    return {
      kind: "follow",
      revision: merge.sha,
      pr: merge.pr,
      chain: initialChain(start, { state: "done", detail, since: merge.mergedAt })
    };
  }
  const revision = settings.revision ?? settings.source.sha;
  if (revision === void 0)
    throw new InputError("Set 'pr' or 'revision': outside a push workflow there is no commit to wait for.");
  const pr = await findPullRequest(ports, revision);
  const origin = settings.revision !== void 0 ? "input 'revision'" : "the pushed commit";
  const chain = initialChain(start, {
    state: "done",
    detail: `expecting ${revision.slice(0, 7)} (${origin}${pr ? `, PR #${pr.number}` : ""})`
  });
  return { kind: "follow", revision, pr, chain };
}
function reportContext(settings, pr, image) {
  return {
    app: settings.app,
    image,
    links: { pr, argocdApp: appUrl(settings.argocd, settings.app), run: settings.source.runUrl }
  };
}
async function findPullRequest(ports, sha) {
  try {
    return await ports.repo.pullRequestForCommit(sha);
  } catch (error) {
    ports.log.warning(
      `Could not look up the PR of ${sha.slice(0, 7)} (${messageOf(error)}); no PR comment will be written.`
    );
    return void 0;
  }
}

// src/wait/job.ts
function info2(message) {
  info(oneLine(message));
}
async function followRelease(settings, deps, headStart) {
  const repo = connectConfigRepo(settings, deps, headStart);
  const argocd = createArgoCdClient(settings.argocd, {
    onRetry: (message) => info2(message),
    ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs }
  });
  let result;
  try {
    result = await group(
      `Wait for ${settings.app} in Argo CD`,
      () => runWait(settings, {
        repo,
        argocd,
        clock: realClock,
        sleep: realSleep,
        log: { ...actionLog, info: info2 },
        watcher: deps.watcher
      })
    );
  } finally {
    await argocd.close();
  }
  const { state } = result;
  const timeline = toTimeline(state);
  setOutputs({
    health: state.health,
    message: state.message,
    revision: state.revision ?? "",
    phase: timeline.phase,
    timeline: JSON.stringify(timeline),
    "comment-url": result.commentUrl ?? ""
  });
  for (const warning2 of state.warnings) warning(warning2);
  if (result.commentUrl) info(`PR comment: ${result.commentUrl}`);
  if (settings.showSummary) await writeJobSummary(renderWaitSummary(await jobSummary(), state, result.context));
  if (state.verdict !== "healthy")
    throw new Error(`${state.message}
Last state of every step:
${describeSteps(state)}`);
  info2(state.message);
  return result;
}
export {
  followRelease
};
//# sourceMappingURL=wait.js.map
