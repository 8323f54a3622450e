import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-UZBDSGFF.js";
import {
  ManifestError,
  resolveTarget,
  resourceOf
} from "./chunk-IC65MCRE.js";
import {
  cliVerify,
  describeSteps,
  fluxReportMeaning,
  isTerminal,
  parseExpectedImage,
  parseResourceFlag,
  parseRevision,
  progressLines,
  readTimeout,
  readWaitPolicy,
  realClock,
  realSleep,
  soakProblem,
  stepsChanged,
  toTimeline,
  verifyExitCode,
  verifyJson,
  withVerifiedStep
} from "./chunk-TJS5GKFO.js";
import {
  logValue
} from "./chunk-72OS5IMU.js";
import "./chunk-OYESELFY.js";
import {
  formatDuration,
  isoTime
} from "./chunk-N72KVV33.js";
import {
  describeSelector,
  hasContent,
  imageSites,
  isFluxKustomization,
  matches,
  mayDeclare,
  mayMatch,
  readDocument,
  siteImage,
  splitLikeKubernetes
} from "./chunk-623GUZT5.js";
import {
  digestOf,
  digestProblem,
  parseImageReference,
  sameImage
} from "./chunk-5DKD7HP4.js";
import {
  EXIT
} from "./chunk-JWMKGFHY.js";
import {
  createGitHubClient,
  isGitHubUnreachable,
  require_picomatch,
  statusOf
} from "./chunk-X7JKWRKZ.js";
import {
  parseRepo
} from "./chunk-7ML3BBUC.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunk-TIBOFJYZ.js";

// src/wait/github-reports/history.ts
function branchHistory(commits, revision) {
  const parents = new Map(commits.map((c) => [c.sha, c.parents]));
  const own = commits.find((c) => c.sha === revision);
  if (own === void 0) return { found: false, committedAt: void 0, descendants: [] };
  const contains = /* @__PURE__ */ new Map([[revision, true]]);
  let steps = 0;
  const reaches = (start) => {
    const stack = [start];
    while (stack.length > 0 && steps++ < 1e5) {
      const sha = stack[stack.length - 1];
      if (contains.has(sha)) {
        stack.pop();
        continue;
      }
      const unknown = (parents.get(sha) ?? []).filter((p) => !contains.has(p));
      if (unknown.length > 0) {
        stack.push(...unknown);
        continue;
      }
      contains.set(
        sha,
        (parents.get(sha) ?? []).some((p) => contains.get(p) === true)
      );
      stack.pop();
    }
    return contains.get(start) === true;
  };
  const descendants = commits.filter((c) => c.sha !== revision && reaches(c.sha)).map((c) => c.sha);
  const date = own.committedAt === void 0 ? Number.NaN : Date.parse(own.committedAt);
  return { found: true, committedAt: Number.isNaN(date) ? void 0 : date, descendants };
}

// src/wait/github-reports/reports.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var STATUS_HEALTH = {
  pending: "Progressing",
  success: "Healthy",
  failure: "Degraded",
  error: "Degraded"
};
var CONCLUSION_HEALTH = {
  success: "Healthy",
  failure: "Degraded",
  timed_out: "Degraded",
  cancelled: "Degraded",
  action_required: "Degraded"
};
function statusReport(s) {
  return {
    kind: "status",
    id: s.id,
    sha: s.sha,
    name: s.context,
    by: s.creator ?? "",
    state: s.state,
    health: STATUS_HEALTH[s.state],
    message: s.description,
    text: s.description,
    at: Date.parse(s.createdAt)
  };
}
function checkRunReport(r) {
  const completed = r.status === "completed";
  const said = [r.title, r.summary].filter((part, i, all) => part !== "" && !(i === 1 && all[0] === part));
  return {
    kind: "check run",
    id: r.id,
    sha: r.sha,
    name: r.name,
    by: r.app ?? "",
    state: completed ? r.conclusion ?? "completed" : r.status,
    // Queued, in progress (and the Actions-only waiting, requested, pending) are progress.
    health: completed ? CONCLUSION_HEALTH[r.conclusion ?? ""] : "Progressing",
    message: said.join(": "),
    text: [r.title, r.summary, r.text].join("\n"),
    at: Date.parse((completed ? r.completedAt : void 0) ?? r.startedAt ?? r.completedAt ?? "")
  };
}
function reportFilter(glob, reporters) {
  const match = (0, import_picomatch.default)(glob, { nocase: true, dot: true });
  return { glob, matches: (name) => !OWN_RECORD.test(name) && match(name), reporters };
}
var OWN_RECORD = /^gitops-release\//i;
function allowedReporter(report, reporters) {
  if (reporters === void 0) return true;
  const by = report.by.toLowerCase();
  if (by === "") return false;
  if (report.kind === "check run") return reporters.apps.includes(by);
  return by.endsWith("[bot]") ? reporters.apps.includes(by.slice(0, -"[bot]".length)) : reporters.users.includes(by);
}
function reporterMismatch(report, reporters) {
  const by = report.by.toLowerCase();
  if (reporters === void 0 || by === "" || by.endsWith("[bot]")) return void 0;
  if (report.kind === "status" && reporters.apps.includes(by))
    return `status-creator names the GitHub App ${by}, whose statuses come from ${by}[bot], not the user ${by}; write user:${by} to take that user's`;
  if (report.kind === "check run" && reporters.users.includes(by))
    return `status-creator names the user ${by}, and check runs come from GitHub Apps; write ${by} to take the App's`;
  return void 0;
}
function digestsIn(text) {
  return [...new Set(text.toLowerCase().match(/sha256:[0-9a-f]{64}/g) ?? [])];
}

// src/wait/github-reports/sort.ts
function sortReports(scene, filter, expect) {
  const counted = [];
  const foreign = [];
  const stale = [];
  const superseded = [];
  const unproven = /* @__PURE__ */ new Map();
  const others = /* @__PURE__ */ new Set();
  for (const report of scene.reports) {
    if (!filter.matches(report.name)) {
      others.add(report.name);
      continue;
    }
    if (!allowedReporter(report, filter.reporters)) {
      foreign.push(report);
      continue;
    }
    if (!(report.at >= expect.notBefore)) {
      stale.push(report);
      continue;
    }
    const relation = scene.relations.get(report.sha) ?? { kind: "unproven", reason: "it was not checked", retry: true };
    if (relation.kind === "superseded") superseded.push(report);
    else if (relation.kind === "unproven") {
      const known = unproven.get(report.sha);
      unproven.set(report.sha, { sha: report.sha, reason: relation.reason, reports: (known?.reports ?? 0) + 1 });
    } else counted.push(report);
  }
  return { counted, foreign, stale, superseded, unproven: [...unproven.values()], others: [...others] };
}
var short = (sha) => sha.slice(0, 7);
function watched(expect) {
  return expect.later ? `${short(expect.revision)} or a later commit of ${expect.branch} containing it` : short(expect.revision);
}
function describeReport(r, expect) {
  const where = r.sha === expect.revision ? "" : `, a later commit of ${expect.branch} that contains ${short(expect.revision)}`;
  return `${r.name} reported ${r.state} on ${short(r.sha)}${where}${r.message ? `: ${r.message}` : ""}`;
}
function unprovenNote(sorted) {
  return sorted.unproven.map(
    (u) => `${count(u.reports, "report")} on ${short(u.sha)} ${u.reports === 1 ? "does" : "do"} not count: ${u.reason}`
  ).join("; ");
}
function seenInstead(sorted) {
  const parts = [];
  const foreign = [...new Set(sorted.foreign.map((r) => r.by || "an unknown account"))];
  if (foreign.length > 0)
    parts.push(
      `${count(sorted.foreign.length, "report")} from ${foreign.join(", ")}, which status-creator does not name (${sorted.foreign.slice(0, 3).map((r) => `${r.state} on ${r.name}`).join(", ")})`
    );
  if (sorted.stale.length > 0) parts.push(`${count(sorted.stale.length, "report")} from before the merge`);
  if (sorted.unproven.length > 0) parts.push(unprovenNote(sorted));
  if (sorted.counted.length > 0)
    parts.push(
      `${count(sorted.counted.length, "report")} with no verdict (${sorted.counted.map((r) => r.state).join(", ")})`
    );
  if (sorted.others.length > 0)
    parts.push(
      `reports of other names (${sorted.others.slice(0, 5).join(", ")}${sorted.others.length > 5 ? ", \u2026" : ""})`
    );
  return parts.length === 0 ? "Nothing else was reported there either." : `Seen instead: ${parts.join("; ")}.`;
}
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

// src/wait/github-reports/judge.ts
var newestFirst = (a, b) => b.at - a.at || b.id - a.id;
function latestPerStream(reports) {
  const streams = /* @__PURE__ */ new Map();
  for (const r of reports) {
    const key = `${r.kind}:${r.name.toLowerCase()}`;
    streams.set(key, [...streams.get(key) ?? [], r]);
  }
  const latest = [];
  for (const list of streams.values()) {
    const verdict = [...list].sort(newestFirst).find((r) => r.health !== void 0);
    if (verdict) latest.push(verdict);
  }
  return latest.sort(newestFirst);
}
function degradedSince(reports, latest) {
  const stream = reports.filter((r) => r.kind === latest.kind && r.name.toLowerCase() === latest.name.toLowerCase()).filter((r) => r.health !== void 0).sort(newestFirst);
  let since = latest.at;
  for (const r of stream) {
    if (r.health !== "Degraded") break;
    since = r.at;
  }
  return since;
}
var SYNCED_DETAIL = "not observable from GitHub: a report lands on the commit the cluster says it synced, but Argo CD's sync itself is out of sight";
var OBSERVED_DETAIL = "not observable from GitHub: whether the operator saw the new generation";
function initialReportChain(merged, now, warnings) {
  const step = (name, state, detail) => ({
    step: name,
    state,
    since: now,
    detail
  });
  return {
    steps: [
      merged,
      step("synced", "unobservable", SYNCED_DETAIL),
      step("observed", "unobservable", OBSERVED_DETAIL),
      step("health", "waiting", "reading what the cluster reported"),
      step("running", "pending", "")
    ],
    verdict: "waiting",
    message: "Waiting for health: reading what the cluster reported",
    health: "",
    revision: void 0,
    warnings,
    degradedSince: void 0,
    startedAt: now,
    updatedAt: now,
    wakeAt: void 0
  };
}
function judgeReports(scene, sorted, filter, expect, policy, prev) {
  const outcome = withUnproven(decide(scene, sorted, filter, expect, policy), sorted);
  const steps = prev.steps.map((old) => {
    const next = old.step === "health" ? outcome.health : old.step === "running" ? outcome.running : void 0;
    if (next === void 0) return old;
    const since = next.since ?? (next.state === old.state ? old.since : scene.at);
    return { step: old.step, state: next.state, since, detail: next.detail };
  });
  return {
    ...prev,
    steps,
    verdict: outcome.verdict,
    message: outcome.message,
    health: outcome.reported,
    revision: outcome.revision ?? prev.revision,
    degradedSince: outcome.degradedSince,
    updatedAt: scene.at,
    wakeAt: outcome.wakeAt
  };
}
function withUnproven(outcome, sorted) {
  if (outcome.health.state !== "waiting" || sorted.unproven.length === 0) return outcome;
  const detail = `${outcome.health.detail}; ${unprovenNote(sorted)}`;
  return { ...outcome, health: { ...outcome.health, detail }, message: `Waiting for health: ${detail}` };
}
function decide(scene, sorted, filter, expect, policy) {
  const latest = latestPerStream(sorted.counted);
  const newestSuperseded = [...sorted.superseded].sort(newestFirst)[0];
  if (newestSuperseded !== void 0 && !(latest[0] && newestFirst(latest[0], newestSuperseded) < 0)) {
    const relation = scene.relations.get(newestSuperseded.sha);
    const image = relation?.kind === "superseded" ? relation.image : "another image";
    const message = `${short(expect.revision)} was superseded: ${short(newestSuperseded.sha)}, a later commit of ${expect.branch}, pins ${image}, and ${newestSuperseded.name} reported on it.`;
    return {
      health: { state: "failed", detail: message },
      running: { state: "pending", detail: "" },
      verdict: "superseded",
      message,
      reported: newestSuperseded.health ?? "",
      revision: newestSuperseded.sha,
      degradedSince: void 0,
      wakeAt: void 0
    };
  }
  if (latest.length === 0) {
    const detail = `nothing reported yet for ${filter.glob} on ${watched(expect)}`;
    return {
      health: { state: "waiting", detail },
      running: { state: "pending", detail: "" },
      verdict: "waiting",
      message: `Waiting for health: ${detail}`,
      reported: "",
      revision: void 0,
      degradedSince: void 0,
      wakeAt: void 0
    };
  }
  const degraded = latest.find((r) => r.health === "Degraded");
  if (degraded !== void 0) {
    const since = Math.min(degradedSince(sorted.counted, degraded), scene.at);
    const said2 = describeReport(degraded, expect);
    const left = since + policy.degradedGraceMs - scene.at;
    if (left > 0) {
      const detail = `${said2}; Degraded since ${isoTime(since)}, allowing ${formatDuration(left)} more`;
      return {
        health: { state: "waiting", detail },
        running: { state: "pending", detail: "" },
        verdict: "waiting",
        message: `Waiting for health: ${detail}`,
        reported: "Degraded",
        revision: degraded.sha,
        degradedSince: since,
        wakeAt: since + policy.degradedGraceMs
      };
    }
    const grace = policy.degradedGraceMs > 0 ? ` (Degraded for longer than the ${formatDuration(policy.degradedGraceMs)} degraded-grace)` : "";
    return {
      health: { state: "failed", detail: said2, since: degraded.at },
      running: { state: "pending", detail: "" },
      verdict: "degraded",
      message: `${said2}${grace}`,
      reported: "Degraded",
      revision: degraded.sha,
      degradedSince: since,
      wakeAt: void 0
    };
  }
  const progressing = latest.find((r) => r.health === "Progressing");
  if (progressing !== void 0) {
    const detail = describeReport(progressing, expect);
    return {
      health: { state: "waiting", detail },
      running: { state: "pending", detail: "" },
      verdict: "waiting",
      message: `Waiting for health: ${detail}`,
      reported: "Progressing",
      revision: progressing.sha,
      degradedSince: void 0,
      wakeAt: void 0
    };
  }
  const healthy = latest[0];
  const said = describeReport(healthy, expect);
  const by = healthy.by ? ` (${healthy.kind} by ${healthy.by})` : "";
  const running = runningStep(latest, expect);
  return {
    health: { state: "done", detail: `${said}${by}`, since: healthy.at },
    running,
    verdict: running.state === "waiting" ? "waiting" : "healthy",
    message: running.state === "waiting" ? `Waiting for running: ${running.detail}` : `${said}.`,
    reported: "Healthy",
    revision: healthy.sha,
    degradedSince: void 0,
    wakeAt: void 0
  };
}
function runningStep(healthy, expect) {
  const naming = healthy.filter((r) => digestsIn(r.text).length > 0);
  if (expect.digest === void 0) {
    return {
      state: "unobservable",
      detail: `the running image was not verified by this action, only reported by the cluster (${expect.noDigest ?? "no digest to look for"})`
    };
  }
  if (naming.length === 0) {
    return {
      state: "unobservable",
      detail: `the running image was not verified by this action, only reported by the cluster: no report names image digests, so ${abbreviate(expect.digest)} was not looked for`
    };
  }
  const named = new Set(naming.flatMap((r) => digestsIn(r.text)));
  const names = naming.map((r) => r.name).join(", ");
  if (named.has(expect.digest)) {
    return {
      state: "done",
      detail: `${names} names ${abbreviate(expect.digest)} among the images it runs (reported by the cluster, not verified by this action)`,
      since: Math.max(...naming.map((r) => r.at))
    };
  }
  return {
    state: "waiting",
    detail: `the images ${names} reports (${[...named].map(abbreviate).join(", ")}) do not include ${abbreviate(expect.digest)}`
  };
}
function abbreviate(digest) {
  return `${digest.slice(0, "sha256:".length + 12)}\u2026`;
}
function timedOutReports(prev, sorted, filter, expect, now, timeoutMs, blind) {
  const current = prev.steps.find((s) => s.state === "waiting") ?? prev.steps.find((s) => s.step === "health");
  const steps = prev.steps.map((s) => s.step === current.step ? { ...s, state: "failed", since: now } : s);
  const after = formatDuration(timeoutMs);
  const verdicts = sorted.counted.some((r) => r.health !== void 0);
  const unread = blind.length > 0 ? ` (${blind.join(" and ")} could not be read)` : "";
  const message = verdicts ? `Timed out after ${after} waiting for ${current.step}: ${current.detail}.` : `Timed out after ${after}: nothing was reported for ${filter.glob} on ${watched(expect)}${unread}. ${seenInstead(sorted)}`;
  return { ...prev, steps, verdict: "timeout", message, updatedAt: now, wakeAt: void 0 };
}

// src/wait/github-reports/follow.ts
var DEFAULT_POLLING = { minMs: 2e3, maxMs: 3e4, quietDivisor: 10, listMs: 1e4 };
var MAX_DESCENDANTS = 5;
async function followReports(start, options, deps) {
  const { filter, policy } = options;
  const polling = options.polling ?? DEFAULT_POLLING;
  const { log } = deps;
  const revision = options.expect.revision;
  const last = /* @__PURE__ */ new Map();
  const settled = /* @__PURE__ */ new Map();
  const later = deps.relate !== void 0;
  const blind = /* @__PURE__ */ new Set();
  const said = /* @__PURE__ */ new Set();
  const ignored = /* @__PURE__ */ new Set();
  const once = (message, how = "info") => {
    if (said.has(message)) return;
    said.add(message);
    log[how](message);
  };
  let history;
  let listedAt;
  let compared = false;
  let expect;
  let chain = start;
  let fingerprint = "";
  let quietSince = deps.clock();
  if (!later)
    once(
      `Only reports on ${short(revision)} itself count: without a manifest to read at a later commit, nothing shows such a commit still deploys the release.`
    );
  async function read(source, sha, fetch) {
    const key = `${source}:${sha}`;
    if (blind.has(source)) return [];
    try {
      const reports = await fetch();
      last.set(key, reports);
      return reports;
    } catch (error) {
      if (isGitHubUnreachable(error)) throw error;
      const status = statusOf(error);
      if (status === 401)
        throw new Error(`GitHub refused the token while reading ${source} (401: ${messageOf(error)}).`, {
          cause: error
        });
      if (status === 403 && !/rate limit/i.test(messageOf(error))) {
        blind.add(source);
        const permission = source === "check runs" ? "checks: read" : "statuses: read";
        if (blind.size === 2) {
          throw new InputError(
            `GitHub refused to list the commit statuses and check runs of ${revision.slice(0, 7)} (403): give the job 'statuses: read' and 'checks: read'.`,
            { cause: error }
          );
        }
        once(
          `Cannot read the ${source} of the config repo (403: ${messageOf(error)}); following the ${source === "check runs" ? "commit statuses" : "check runs"} only. Give the job '${permission}' to follow both.`,
          "warning"
        );
        return [];
      }
      if (status === 404 || status === 422) return [];
      once(`Reading the ${source} of ${sha.slice(0, 7)} failed (${messageOf(error)}); trying again at the next look.`);
      return last.get(key) ?? [];
    }
  }
  async function list() {
    listedAt = deps.clock();
    try {
      const listed = compared ? await deps.repo.commitsAfter(revision, await branchName()) : await deps.repo.branchCommits(options.branch, revision);
      history = branchHistory(listed.value, revision);
      if (!history.found)
        once(
          `${revision.slice(0, 7)} is not among the latest commits of ${options.expect.branch}: only reports on ${revision.slice(0, 7)} itself count.`
        );
    } catch (error) {
      if (isGitHubUnreachable(error)) throw error;
      if (statusOf(error) === 401)
        throw new Error(`GitHub refused the token while listing commits (401: ${messageOf(error)}).`, { cause: error });
      if (!compared && statusOf(error) !== 403) {
        compared = true;
        once(`Could not list the commits of ${options.expect.branch} (${messageOf(error)}); comparing with it instead.`);
        listedAt = void 0;
        return list();
      }
      once(
        `Could not read the commits of ${options.expect.branch} (${messageOf(error)}); until it works, only reports on ${revision.slice(0, 7)} itself count.`
      );
    }
  }
  async function branchName() {
    return options.branch ?? await deps.repo.defaultBranch();
  }
  async function look(fresh = false) {
    if (later && (fresh || listedAt === void 0 || deps.clock() - listedAt >= polling.listMs)) await list();
    expect ??= { ...options.expect, later, notBefore: await floor() };
    const watched2 = [revision, ...(history?.descendants ?? []).slice(0, MAX_DESCENDANTS)];
    const lists = await Promise.all(
      watched2.flatMap((sha) => [
        read("commit statuses", sha, async () => (await deps.repo.reportedStatuses(sha)).value.map(statusReport)),
        read("check runs", sha, async () => (await deps.repo.reportedCheckRuns(sha)).value.map(checkRunReport))
      ])
    );
    const reports = lists.flat();
    const at = deps.clock();
    const relations = /* @__PURE__ */ new Map([[revision, { kind: "expected" }]]);
    for (const sha of watched2.slice(1)) {
      const relevant = reports.some(
        (r) => r.sha === sha && filter.matches(r.name) && allowedReporter(r, filter.reporters) && r.at >= expect.notBefore
      );
      const relation = settled.get(sha) ?? (relevant ? await relate(sha) : void 0);
      if (relation !== void 0) relations.set(sha, relation);
    }
    return { at, reports, relations };
  }
  async function relate(sha) {
    const relation = await deps.relate(sha);
    if (relation.kind === "unproven")
      once(
        `Reports on ${short(sha)}, a later commit of ${options.expect.branch}, do not count: ${relation.reason}.`,
        "warning"
      );
    if (relation.kind !== "unproven" || !relation.retry) settled.set(sha, relation);
    return relation;
  }
  async function floor() {
    let at = options.mergedAt ?? history?.committedAt;
    if (at === void 0) {
      try {
        at = dateOf(await deps.repo.commitDate(revision));
      } catch (error) {
        log.debug(`Reading commit ${revision} failed: ${messageOf(error)}`);
      }
    }
    if (at === void 0) {
      log.warning(
        `Could not read when ${revision.slice(0, 7)} was committed: reports on it count whenever they were made.`
      );
      return -Infinity;
    }
    return Math.floor(at / 1e3) * 1e3;
  }
  for (; ; ) {
    const scene = await look();
    const sorted = sortReports(scene, filter, expect);
    for (const r of sorted.foreign) {
      const who = r.by || "an unknown account";
      if (ignored.has(`${r.kind}:${who}`)) continue;
      ignored.add(`${r.kind}:${who}`);
      const why = reporterMismatch(r, filter.reporters) ?? "status-creator does not name it";
      log.warning(`Ignoring reports by ${who}: ${why} (first seen: ${r.kind} ${r.name} ${r.state} on ${short(r.sha)}).`);
    }
    const next = judgeReports(scene, sorted, filter, expect, policy, chain);
    await progress(chain, next);
    chain = next;
    if (isTerminal(chain)) break;
    const now = deps.clock();
    const seen = JSON.stringify([scene.reports, [...scene.relations.keys()]]);
    if (seen !== fingerprint) {
      fingerprint = seen;
      quietSince = now;
    }
    if (now >= options.deadline) {
      const ended = timedOutReports(chain, sorted, filter, expect, now, options.timeoutMs, [...blind]);
      await progress(chain, ended);
      chain = ended;
      break;
    }
    const interval = Math.min(polling.maxMs, Math.max(polling.minMs, (now - quietSince) / polling.quietDivisor));
    const until = Math.min(now + interval, options.deadline, chain.wakeAt ?? Infinity);
    await deps.sleep(Math.max(0, until - now));
  }
  if (chain.verdict === "healthy" && deps.afterHealthy) chain = await deps.afterHealthy(chain, guard(chain));
  const counts = deps.repo.pollCounts();
  log.info(
    `Read GitHub ${counts.requests} times for the reports; ${counts.notModified} answered 304 Not Modified (no rate limit spent).`
  );
  return chain;
  function guard(healthy) {
    let judged = healthy;
    let problem;
    return {
      check: async () => {
        if (problem !== void 0) return problem;
        const scene = await look(true);
        const next = judgeReports(
          scene,
          sortReports(scene, filter, expect),
          filter,
          expect,
          { degradedGraceMs: 0 },
          judged
        );
        for (const line of progressLines(judged, next)) log.info(line);
        judged = next;
        problem = soakProblem(healthy, next);
        return problem;
      }
    };
  }
  async function progress(prev, next) {
    for (const line of progressLines(prev, next)) log.info(line);
    if (stepsChanged(prev, next)) await deps.onProgress?.(next);
  }
}
function dateOf(iso) {
  const at = iso === void 0 ? Number.NaN : Date.parse(iso);
  return Number.isNaN(at) ? void 0 : at;
}

// src/wait/expected.ts
async function resolveExpectation(source, revision, repo) {
  const container = source.container;
  if (source.from === "inputs")
    return { resource: source.resource, image: source.image, revision, ...container ? { container } : {} };
  const found = await imageAt(repo, source, revision);
  if (found === void 0) {
    throw new InputError(
      `Input 'manifest': ${logValue(source.manifest)} does not exist in ${repo.fullName} at ${revision.slice(0, 12)}.`
    );
  }
  return {
    resource: found.resource,
    image: found.image,
    revision,
    ...found.container ? { container: found.container } : {}
  };
}
async function imageAt(repo, source, revision) {
  const text = await repo.readFile(source.manifest, revision);
  if (text === void 0) return void 0;
  return pinnedImage(text, source, `${logValue(source.manifest)} at ${revision.slice(0, 12)}`);
}
function pinnedImage(text, source, where) {
  const file = splitLikeKubernetes(text);
  if (!file.ok) throw new InputError(`Cannot read ${where}: line ${file.line} starts with --- but has more after it.`);
  const selector = "selector" in source ? followed(text, source, where) : void 0;
  const documents = [];
  const wanted = selector === void 0 ? () => true : mayMatch(selector);
  let index = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    index++;
    if (!wanted(text.slice(chunk.contentStart, chunk.end))) continue;
    const read = readDocument(text, file, chunk);
    if (!read.ok) {
      if (selector === void 0 || mayDeclare(read.identity, selector))
        throw new InputError(
          `Cannot read ${where}: document ${index} (line ${read.refusal.line}): ${read.refusal.what}`
        );
      continue;
    }
    documents.push({ doc: read.document, index });
  }
  return "selector" in source ? fromManifest(text, documents, { ...source, selector }, where) : fromValues(text, documents, source, where);
}
function followed(text, source, where) {
  let selector;
  try {
    const counts = source.container === void 0 ? appImage : containerImage;
    selector = resolveTarget(text, source.selector, { container: source.container, counts });
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`${error.code === "outside-subset" ? "Cannot read " : ""}${where}: ${error.message}.`);
    throw error;
  }
  if (selector === void 0)
    throw new InputError(
      `${where} declares no resource to follow (no document has both kind and apiVersion): name the workload's manifest in 'manifest', or set 'resource' and 'image' instead.`
    );
  return selector;
}
function containerImage(site) {
  return site.role === "reference" && (site.path === "spec.image" || CONTAINER_IMAGE.test(site.path)) || valuesImage(site);
}
function appImage(site) {
  return containerImage(site) && !OTHER_CONTAINERS.test(site.path);
}
function valuesImage(site) {
  return (HELM_RELEASE_VALUES.test(site.path) || HELM_PARAMETER.test(site.path)) && (site.role !== "tag" || site.pinnedBeside !== true);
}
var HELM_RELEASE_VALUES = /^spec\.values[.[]/;
var FLUX_IMAGES = /^spec\.images\[name=.*\]\.digest$/;
var HELM_PARAMETER = /^spec\.(?:source|sources\[\d+\])\.helm\.parameters\[name=[^\]]*\]\.value$/;
var OTHER_CONTAINERS = /(?:initContainers|ephemeralContainers)\[/;
var CONTAINER_IMAGE = /(?:^|\.)(?:containers|initContainers|ephemeralContainers)\[[^\]]+\]\.image$/;
function fromManifest(text, documents, source, where) {
  const { selector } = source;
  const what = describeSelector(selector);
  const hits = documents.filter(({ doc: doc2 }) => {
    const resource2 = resourceOf(doc2.identity);
    return resource2 !== void 0 && matches(resource2, selector);
  });
  if (hits.length === 0)
    throw new InputError(`${where} has no ${what}; check inputs 'kind', 'api-group' and 'resource-name'.`);
  if (hits.length > 1)
    throw new InputError(`${where} has ${hits.length} ${what} resources; set 'resource-name' to pick one.`);
  const { doc } = hits[0];
  const resource = resourceOf(doc.identity);
  if (resource.name === void 0) throw new InputError(`${where}: the ${what} has no metadata.name.`);
  const target = {
    apiGroup: resource.apiGroup,
    kind: resource.kind,
    namespace: resource.namespace,
    name: resource.name
  };
  const all = imageSites(text, doc, "manifest", { kind: selector.kind, apiGroup: selector.apiGroup });
  if (releasedThroughValues(resource) && source.container === void 0)
    return { resource: target, image: fromHelmRelease(all.filter(valuesImage), where, what) };
  const sites = all.filter(
    (site) => site.role === "reference" && (site.path === "spec.image" || CONTAINER_IMAGE.test(site.path))
  );
  const chosen = source.container === void 0 ? sites.filter((site) => !OTHER_CONTAINERS.test(site.path)) : sites.filter((site) => site.container === source.container);
  if (chosen.length === 0) {
    if (source.container !== void 0) {
      const names = [...new Set(sites.flatMap((site) => site.container === void 0 ? [] : [site.container]))];
      throw new InputError(
        `${where}: the ${what} has no container named ${source.container}${names.length ? ` (it has ${names.join(", ")})` : ""}; check input 'container'.`
      );
    }
    throw new InputError(
      `${where}: the ${what} has neither spec.image nor a container image; check inputs 'kind' and 'api-group'.`
    );
  }
  const image = oneImage(chosen, where, what);
  const container = chosen.every((site) => site.container === chosen[0].container) ? chosen[0].container : void 0;
  return { resource: target, image, ...container === void 0 ? {} : { container } };
}
function releasedThroughValues(resource) {
  return resource.kind === "HelmRelease" && resource.apiGroup === "helm.toolkit.fluxcd.io" || resource.kind === "Application" && resource.apiGroup === "argoproj.io";
}
function fromHelmRelease(sites, where, what) {
  const pinned = sites.filter((site) => digestOf(siteImage(site)) !== void 0);
  if (pinned.length === 0) {
    const found = sites.length > 0 ? ` (${sites.map((s) => `${s.path} at line ${s.span.line}`).join(", ")} carries no digest)` : "";
    throw new InputError(
      `${where}: the ${what} pins no image by digest in its values or Helm parameters${found}; release it with open first, or set 'resource' and 'image' instead of 'manifest'.`
    );
  }
  return oneImage(
    pinned,
    where,
    `the ${what}'s values`,
    "set 'format: helm-values' with 'resource' (the workload to follow) and 'image' (its repository picks the mapping)"
  );
}
function fromValues(text, documents, source, where) {
  const sites = documents.flatMap(
    ({ doc }) => source.format === "manifest" ? isFluxKustomization(doc.identity) ? imageSites(text, doc, "manifest").filter((s) => FLUX_IMAGES.test(s.path)) : [] : imageSites(text, doc, source.format)
  );
  if (source.format === "manifest" && sites.length === 0)
    throw new InputError(
      `${where} holds no Flux Kustomization with spec.images: with 'manifest', 'resource' is for a file that does not say what it deploys (a Flux Kustomization's spec.images, a kustomization, Helm values); for any other manifest leave 'resource' and 'image' out.`
    );
  const repository = source.image === void 0 ? void 0 : parseImageReference(source.image, { requireDigest: false }).name;
  const mine = sites.filter((site) => repository === void 0 || sameRepository(site.repository, repository));
  const pinned = mine.filter((site) => digestOf(siteImage(site)) !== void 0);
  const of = repository === void 0 ? "an image" : `an image of ${repository}`;
  if (pinned.length === 0) {
    const found = mine.length > 0 ? ` (${mine.map((s) => `${s.path} at line ${s.span.line}`).join(", ")} carries no digest)` : "";
    throw new InputError(
      `${where} pins no ${of.slice(of.indexOf(" ") + 1)} by digest${found}; check input 'image' (its repository picks the ${source.format === "helm-values" ? "values mapping" : "images[] entry"}) and 'format'.`
    );
  }
  const image = oneImage(pinned, where, of, "set 'image' to the released reference so its repository picks one");
  return {
    resource: source.resource,
    image,
    ...source.container === void 0 ? {} : { container: source.container }
  };
}
function oneImage(sites, where, what, fix = "set 'container' to pick one") {
  const images = [];
  for (const site of sites) {
    const image = siteImage(site);
    if (!images.some((known) => sameImage(image, known) && sameImage(known, image))) images.push(image);
  }
  if (images.length > 1) {
    const listed = sites.map((s) => `${s.path} (line ${s.span.line}): ${siteImage(s)}`).join("; ");
    throw new InputError(`${where}: ${what} pins ${images.length} different images (${listed}); ${fix}.`);
  }
  return images[0];
}
function sameRepository(written, wanted) {
  if (written === void 0) return false;
  const plain = (name) => name.replace(/^(docker\.io\/|index\.docker\.io\/)/, "").replace(/^library\//, "");
  return plain(written) === plain(wanted);
}

// src/wait/github-reports/target.ts
async function reportImage(target, revision, repo) {
  if (target.from === "none")
    return { image: void 0, resource: void 0, digest: void 0, noDigest: "no manifest or image was given" };
  const { image, resource } = target.from === "image" ? { image: target.image, resource: void 0 } : await resolveExpectation(target, revision, repo);
  const digest = digestOf(image);
  if (digest === void 0 || digestProblem(digest) !== void 0)
    return { image, resource, digest: void 0, noDigest: `${image} is pinned by tag, without a digest` };
  return { image, resource, digest, noDigest: void 0 };
}

// src/wait/github-reports/cli.ts
async function runReportCli(settings, reports, io, exitCode, deps = {}) {
  const revision = parseRevision(
    settings.required(
      "revision",
      "the config repo commit whose reports count (and later commits of the default branch that contain it)"
    ),
    settings.label("revision")
  );
  const target = readTarget(settings);
  const timeoutMs = readTimeout(settings);
  const policy = readWaitPolicy(settings);
  const token = io.env["GITHUB_TOKEN"] || io.env["GH_TOKEN"];
  if (!token)
    throw new InputError(
      `${settings.label("status-context")} reads the config repo's commit statuses and check runs: set GITHUB_TOKEN or GH_TOKEN (statuses: read, checks: read).`
    );
  const name = io.env["GITHUB_REPOSITORY"];
  if (!name)
    throw new InputError(
      `${settings.label("status-context")} needs the config repo: set GITHUB_REPOSITORY to its owner/repo.`
    );
  const baseUrl = (io.env["GITHUB_API_URL"] || "https://api.github.com").replace(/\/+$/, "");
  const clock = deps.clock ?? realClock;
  const sleep = deps.sleep ?? realSleep;
  const line = (message) => io.stderr(`${message}
`);
  const log = { info: line, warning: line, debug: () => void 0 };
  const repo = configRepo(
    createGitHubClient({
      token,
      baseUrl,
      baseUrlSource: "GITHUB_API_URL",
      onRetry: line
    }),
    parseRepo(name, "GITHUB_REPOSITORY")
  );
  const filter = reportFilter(reports.glob, reports.reporters);
  const flux = fluxReportMeaning(filter.glob);
  if (flux !== void 0) log.info(logValue(flux));
  const start = clock();
  let verification;
  try {
    const pinned = await reportImage(target, revision, repo);
    if (deps.verify !== void 0 && pinned.image === void 0)
      throw new InputError(
        `${settings.label("verify")} names the release by its image: set ${settings.label("image")} (the full reference rolled out).`
      );
    verification = cliVerify(deps.verify, pinned.image ?? "", { clock, sleep, log, http: deps.http });
    const merged = {
      step: "merged",
      state: "skipped",
      since: start,
      detail: `expecting revision ${revision}`
    };
    const warnings = filter.reporters === void 0 ? [
      `--status-creator is not set: any account with write access to ${name} could post a report named like ${filter.glob} and have it count.`
    ] : [];
    const chain = initialReportChain(merged, start, warnings);
    const state = await followReports(
      deps.verify === void 0 ? chain : withVerifiedStep(chain),
      {
        filter,
        expect: { revision, branch: "the default branch", digest: pinned.digest, noDigest: pinned.noDigest },
        mergedAt: void 0,
        branch: void 0,
        deadline: start + timeoutMs,
        timeoutMs,
        policy,
        polling: deps.polling
      },
      { repo, clock, sleep, log, afterHealthy: verification.hook?.afterHealthy }
    );
    const phase = verification.hook?.ended();
    if (settings.boolean("json"))
      io.stdout(
        `${JSON.stringify({ app: settings.optional("argocd-app") ?? filter.glob, image: pinned.image ?? null, statusContext: filter.glob, ...toTimeline(state), ...verifyJson(phase) }, null, 2)}
`
      );
    else io.stdout(`${state.message}
${describeSteps(state)}
`);
    return verifyExitCode(state.verdict, phase, exitCode);
  } catch (error) {
    if (isGitHubUnreachable(error)) {
      io.stderr(`gitops-release wait: ${messageOf(error)}
`);
      return EXIT.usage;
    }
    const status = statusOf(error);
    if (status === 401 || status === 403 || status === 404) {
      io.stderr(
        `gitops-release wait: GitHub answered ${status} for ${name} (${error instanceof Error ? error.message : String(error)}).
`
      );
      return EXIT.usage;
    }
    throw error;
  } finally {
    await verification?.close();
  }
}
function readTarget(settings) {
  const image = settings.optional("image");
  const resource = settings.optional("resource");
  if (image === void 0) {
    if (resource !== void 0)
      throw new InputError(`${settings.label("resource")} needs ${settings.label("image")} beside it.`);
    return { from: "none" };
  }
  const expected = parseExpectedImage(image, settings.label("image"));
  if (resource === void 0) return { from: "image", image: expected };
  return { from: "inputs", resource: parseResourceFlag(resource, settings.label("resource")), image: expected };
}
export {
  runReportCli
};
