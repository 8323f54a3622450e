import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  resourceLabel
} from "./chunk-QCAY3JPQ.js";
import {
  ImageReferenceError,
  parseDuration,
  parseImageReference,
  sameImage
} from "./chunk-5DKD7HP4.js";
import {
  connectFailure
} from "./chunk-V4Q4ZY3M.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";

// src/argocd/errors.ts
var ArgoCdError = class extends Error {
  constructor(message, status, transient, options) {
    super(message, options);
    this.status = status;
    this.transient = transient;
  }
  status;
  transient;
  name = "ArgoCdError";
};
var ArgoCdAuthError = class extends ArgoCdError {
  name = "ArgoCdAuthError";
};
var ArgoCdPermanentError = class extends ArgoCdError {
  name = "ArgoCdPermanentError";
};
var TRANSIENT = /* @__PURE__ */ new Set([408, 429, 500, 502, 503, 504, 524]);
function errorFromResponse(status, body, context) {
  const said = argoMessage(body);
  if (status === 401) {
    return new ArgoCdAuthError(
      `Argo CD rejected the token: token invalid or expired (401${said ? `: ${said}` : ""}). Pass a valid API token in 'argocd-token' (or ARGOCD_AUTH_TOKEN); it must be a JWT, e.g. from 'argocd account generate-token'.`,
      401,
      false
    );
  }
  if (status === 403) {
    const app = context.app === void 0 ? "the app" : `app ${JSON.stringify(context.app)}`;
    return new ArgoCdAuthError(
      `Argo CD answered 403 for ${app}: app missing or token lacks access (Argo CD does not say which). Check the app name (and 'argocd-app-namespace' for apps outside the argocd namespace) and that the token's role allows 'applications, get'.`,
      403,
      false
    );
  }
  const detail = said || `HTTP ${status}`;
  return new ArgoCdError(`${context.what} failed: ${detail} (HTTP ${status})`, status, TRANSIENT.has(status));
}
function argoMessage(body) {
  try {
    const parsed = JSON.parse(body);
    if (typeof parsed.message === "string") return parsed.message;
    const error = parsed.error;
    if (typeof error === "string") return error;
    if (error && typeof error.message === "string") return error.message;
  } catch {
  }
  const line = body.trim().split("\n")[0] ?? "";
  return /<html|<!doctype/i.test(body) ? "" : line.slice(0, 200);
}
var ArgoCdConnectError = class extends ArgoCdError {
  name = "ArgoCdConnectError";
};
var TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS|ERR_SSL/;
function networkError(what, error, connect) {
  const code = codeOf(error) ?? codeOf(error?.cause);
  const reason = error instanceof Error ? error.message : String(error);
  const text = `${what} failed: ${code && !reason.includes(code) ? `${code}: ` : ""}${reason}`;
  const failure = connectFailure(error);
  if (failure !== void 0 && connect !== void 0) {
    const said = `${what} failed: cannot reach Argo CD at ${connect.server}: ${failure.reason}`;
    if (failure.kind === "unreachable" || connect.refusedIsFinal)
      return new ArgoCdConnectError(
        `${said}. Check 'argocd-server' (or ARGOCD_SERVER): the Argo CD API server as https://host[:port], reachable from the runner.`,
        void 0,
        false,
        { cause: error }
      );
    return new ArgoCdError(said, void 0, true, { cause: error });
  }
  if (code === "ENOTFOUND") {
    return new ArgoCdConnectError(`${text}. Check 'argocd-server' (or ARGOCD_SERVER).`, void 0, false, {
      cause: error
    });
  }
  if (code !== void 0 && TLS_CODES.test(code)) {
    return new ArgoCdConnectError(
      `${text}. For a server behind a private CA pass its certificate in 'ca-cert' (or --ca-cert); 'insecure' skips verification.`,
      void 0,
      false,
      { cause: error }
    );
  }
  return new ArgoCdError(text, void 0, true, { cause: error });
}
function codeOf(error) {
  const code = error?.code;
  return typeof code === "string" ? code : void 0;
}
function isTransient(error) {
  return error instanceof ArgoCdError && error.transient;
}

// src/time.ts
var realClock = () => Date.now();
var realSleep = (ms, signal) => new Promise((resolve) => {
  if (signal?.aborted || ms <= 0) return resolve();
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", done);
    resolve();
  };
  const timer = setTimeout(done, ms);
  signal?.addEventListener("abort", done, { once: true });
});
function backoff(attempt, baseMs, maxMs) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
var Doorbell = class {
  constructor(sleep) {
    this.sleep = sleep;
  }
  sleep;
  rung = false;
  waiter;
  ring = () => {
    this.rung = true;
    this.waiter?.();
  };
  /** Returns at the first ring, or after `ms` without one. */
  async wait(ms) {
    if (!this.rung) {
      const timer = new AbortController();
      const rung = new Promise((resolve) => this.waiter = resolve);
      await Promise.race([rung, this.sleep(ms, timer.signal)]);
      timer.abort();
      this.waiter = void 0;
    }
    this.rung = false;
  }
};
function sleepSignal(sleep, ms, reason) {
  const timer = new AbortController();
  const cancelled = new AbortController();
  void sleep(ms, cancelled.signal).then(() => {
    if (!cancelled.signal.aborted) timer.abort(reason);
  });
  return { signal: timer.signal, cancel: () => cancelled.abort() };
}

// src/log.ts
var silentLog = { info: () => void 0, warning: () => void 0, debug: () => void 0 };

// src/argocd/feed.ts
var isFatal = (error) => error instanceof ArgoCdAuthError || error instanceof ArgoCdPermanentError || !(error instanceof ArgoCdError);
var QUIET = /* @__PURE__ */ Symbol("quiet");
var HELD = /* @__PURE__ */ Symbol("held");
var isGatewayTimeout = (error) => error instanceof ArgoCdError && (error.status === 504 || error.status === 524);
var Feed = class {
  constructor(source, options, last) {
    this.source = source;
    this.options = options;
    this.mode = options.stream === false ? "poll" : "stream";
    this.last = last;
    this.interval = this.pollMinMs;
    this.sleep = options.sleep ?? realSleep;
    this.log = options.log ?? silentLog;
  }
  source;
  options;
  mode;
  latest;
  last;
  failure;
  interval;
  relaxedMaxMs = 0;
  /** Aborted by `close()`: ends everything. */
  closing = new AbortController();
  /** Aborted by `close()` and `usePolling()`: ends streaming, cutting the open stream. */
  streaming = new AbortController();
  sleep;
  log;
  start() {
    this.pump().catch((error) => {
      if (this.closed) return;
      this.failure = error;
      this.options.onNews?.();
    });
    return this;
  }
  /** The newest item that was news since the last call, without waiting; throws the feed's failure. */
  take() {
    if (this.failure !== void 0) throw this.failure;
    const item = this.latest;
    this.latest = void 0;
    return item;
  }
  /** Tells the feed about an item the caller read itself, so it (or anything older) is not delivered again. */
  seen(item) {
    const key = this.source.key(item);
    if (!this.source.isNews(key, this.last)) return;
    this.last = key;
    this.latest = void 0;
    this.interval = this.pollMinMs;
  }
  /** Stop streaming and poll instead (streams were found not to pass for a sibling feed). */
  usePolling() {
    if (this.mode === "poll") return;
    this.mode = "poll";
    this.streaming.abort();
  }
  /**
   * While polling, let the interval grow up to this: for when something that changes more
   * often (the resource tree) is polled beside this feed.
   */
  relax(maxMs) {
    this.relaxedMaxMs = maxMs;
  }
  close() {
    this.streaming.abort();
    this.closing.abort();
  }
  get closed() {
    return this.closing.signal.aborted;
  }
  get pollMinMs() {
    return this.options.pollMinMs ?? 2e3;
  }
  get pollMaxMs() {
    return Math.max(this.relaxedMaxMs, this.options.pollMaxMs ?? 15e3);
  }
  /** Puts `item` in the mailbox if it is news; true when it was. */
  offer(item) {
    const key = this.source.key(item);
    if (!this.source.isNews(key, this.last)) return false;
    this.last = key;
    this.latest = item;
    this.options.onNews?.();
    return true;
  }
  async pump() {
    if (this.mode === "stream") await this.streamLoop();
    if (this.closed) return;
    this.mode = "poll";
    await this.pollLoop();
  }
  /** Returns when streaming should give way to polling (or was stopped); throws what is fatal. */
  async streamLoop() {
    const { say, starts } = this.source;
    const attempts = this.options.streamAttempts ?? 3;
    let refused = 0;
    let lost = 0;
    let reopened = false;
    while (!this.streaming.signal.aborted) {
      const ending = await this.attempt(reopened && starts.sends === "changes");
      reopened = true;
      switch (ending.how) {
        case "stopped":
          return;
        case "cut":
          this.log.debug(say.idleCut(ending.error.message));
          refused = 0;
          lost = 0;
          continue;
        case "ended":
          if (ending.events > 0) this.log.debug(say.closed(this.last));
          else this.log.info(say.closed(this.last));
          break;
        case "quiet":
          if (starts.sends === "changes") {
            this.log.debug(say.quiet(starts.renewMs));
            refused = 0;
            lost = 0;
            continue;
          }
          this.log.info(say.quiet(starts.firstEventMs));
          break;
        case "failed": {
          const { error } = ending;
          if (isFatal(error) || !(error instanceof ArgoCdError)) throw error;
          if (!error.transient && ending.events === 0 && !ending.rereading) {
            this.log.info(say.unavailable(error.message));
            return;
          }
          if (ending.events > 0) this.log.debug(say.dropped(error.message, this.last));
          else this.log.info(say.dropped(error.message, this.last));
        }
      }
      if (ending.events > 0) {
        refused = 0;
        lost = 0;
      } else if (isLost(ending, starts.sends)) lost++;
      else refused++;
      if (refused >= attempts) {
        this.log.info(say.gaveUp(refused));
        return;
      }
      await this.sleep(backoff(refused + lost, this.options.reconnectMs ?? 1e3, 15e3), this.streaming.signal);
    }
  }
  /**
   * One stream, from open to end. For a stream of changes reopened after a gap, the stream is
   * asked for first and the read sent second, so a change in between comes on the stream instead
   * of falling through the gap (short of one landing as the stream arrives); the stream's items
   * are taken only after the read, since they are the newer.
   */
  async attempt(reread) {
    const { starts } = this.source;
    const timer = sleepSignal(this.sleep, starts.sends === "current" ? starts.firstEventMs : starts.renewMs, QUIET);
    const held = starts.sends === "changes" ? sleepSignal(this.sleep, this.options.idleCutMs ?? 1e3, HELD) : void 0;
    const finished = new AbortController();
    const signal = AbortSignal.any([this.streaming.signal, timer.signal, finished.signal]);
    let events = 0;
    const ending = (failure) => {
      if (this.streaming.signal.aborted) return { how: "stopped" };
      if (timer.signal.reason === QUIET) return { how: "quiet", events };
      if (failure === void 0) return { how: "ended", events };
      const { error, rereading } = failure;
      if (events === 0 && !rereading && held?.signal.reason === HELD && isGatewayTimeout(error))
        return { how: "cut", events: 0, error };
      return { how: "failed", events, error, rereading };
    };
    try {
      const stream = started(this.source.open(this.last, signal));
      if (reread) {
        try {
          await this.read(signal);
        } catch (error) {
          return ending({ error, rereading: true });
        }
      }
      try {
        for await (const item of stream) {
          events++;
          if (starts.sends === "current") timer.cancel();
          this.offer(item);
        }
      } catch (error) {
        return ending({ error, rereading: false });
      }
      return ending();
    } finally {
      timer.cancel();
      held?.cancel();
      finished.abort();
    }
  }
  async pollLoop() {
    while (!this.closed) {
      await this.sleep(this.interval, this.closing.signal);
      if (this.closed) return;
      try {
        const news = await this.read(this.closing.signal);
        this.interval = news ? this.pollMinMs : Math.min(this.pollMaxMs, Math.round(this.interval * 1.5));
      } catch (error) {
        if (this.closed) return;
        if (isFatal(error)) throw error;
        this.log.info(this.source.say.pollFailed(messageOf(error)));
        this.interval = Math.min(this.pollMaxMs, this.interval * 2);
      }
    }
  }
  /** One GET; true when it brought news. */
  async read(signal) {
    return this.offer(await this.source.read(signal));
  }
};
function isLost(ending, sends) {
  return sends === "changes" && ending.how === "failed" && (ending.rereading || ending.error instanceof ArgoCdError && ending.error.status === void 0);
}
function started(stream) {
  const iterator = stream[Symbol.asyncIterator]();
  const first = outcome(iterator.next());
  return (async function* () {
    for (let next = await first; ; next = await outcome(iterator.next())) {
      if ("error" in next) throw next.error;
      if (next.result.done) return;
      yield next.result.value;
    }
  })();
}
function outcome(promise) {
  return promise.then(
    (result) => ({ result }),
    (error) => ({ error })
  );
}

// src/argocd/app-feed.ts
var ApplicationFeed = class extends Feed {
  constructor(client, options) {
    const { name, appNamespace } = options;
    const from = (version) => `resourceVersion ${version ?? "(none)"}`;
    super(
      {
        async *open(version, signal) {
          for await (const event of client.watchApplication(name, { resourceVersion: version, signal, appNamespace })) {
            if (event.type === "DELETED") throw new Error(`Application ${name} was deleted while waiting.`);
            if (event.application) yield event.application;
          }
        },
        read: (signal) => client.getApplication(name, { signal, appNamespace }),
        key: (app) => app.metadata?.resourceVersion,
        isNews: (version, known) => isNewer(version, known),
        starts: { sends: "current", firstEventMs: options.firstEventMs ?? 15e3 },
        say: {
          closed: (last) => `Argo CD closed the watch of ${name}; reopening it from ${from(last)}.`,
          dropped: (reason, last) => `The watch of ${name} dropped (${reason}); reconnecting from ${from(last)}.`,
          idleCut: (reason) => `The watch of ${name} was cut while idle (${reason}); reopening it.`,
          unavailable: (reason) => `Streaming is not available (${reason}); polling instead.`,
          quiet: (ms) => `The watch of ${name} brought nothing within ${ms / 1e3}s (a proxy holding the stream?); trying again.`,
          gaveUp: (attempts) => `The watch of ${name} failed ${attempts} times in a row; polling instead.`,
          pollFailed: (reason) => `Polling ${name} failed (${reason}); trying again.`
        }
      },
      options,
      options.resourceVersion
    );
  }
};
function isNewer(a, b) {
  if (a === void 0 || b === void 0) return a !== b || a === void 0;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return BigInt(a) > BigInt(b);
  return a !== b;
}

// src/wait/format.ts
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m}m` : `${m}m${s % 60}s`;
}
function isoTime(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

// src/wait/types.ts
var STEPS = ["merged", "synced", "observed", "health", "running"];
var TREE_LAG_MS = 1e4;

// src/wait/steps/resource.ts
function findResource(app, tree, target) {
  const resources = app.status?.resources ?? [];
  const same = (r) => (r.group ?? "") === target.apiGroup && r.kind === target.kind && r.name === target.name;
  const candidates = resources.filter(same);
  const namespace = target.namespace ?? (candidates.length === 1 ? candidates[0].namespace : void 0) ?? app.spec?.destination?.namespace;
  const resolved = { ...target, namespace };
  const inNamespace = (r) => (r.namespace ?? "") === (namespace ?? "");
  const status = candidates.find(inNamespace);
  const matching = tree?.nodes?.filter((n) => same(n) && inNamespace(n)) ?? [];
  const node = matching.find((n) => !n.parentRefs?.length) ?? matching[0];
  return { target: resolved, status, node, version: status?.version ?? node?.version };
}
function exists(node) {
  return node !== void 0 && (node.uid !== void 0 || node.resourceVersion !== void 0 || node.createdAt !== void 0);
}
function descendants(tree, root) {
  const nodes = tree?.nodes ?? [];
  const found = [];
  const seen = /* @__PURE__ */ new Set();
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const node of nodes) {
      if (!node.parentRefs?.some((ref) => isRef(ref, parent))) continue;
      const key = node.uid ?? `${node.group}/${node.kind}/${node.namespace}/${node.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(node);
      queue.push(node);
    }
  }
  return found;
}
function isRef(ref, node) {
  if (ref.uid !== void 0 && node.uid !== void 0) return ref.uid === node.uid;
  return (ref.group ?? "") === (node.group ?? "") && ref.kind === node.kind && ref.name === node.name && (ref.namespace ?? "") === (node.namespace ?? "");
}

// src/wait/steps/rollout.ts
var CONTAINER_LISTS = ["containers", "initContainers", "ephemeralContainers"];
function liveImages(live) {
  const found = [];
  const spec = live.spec;
  if (spec === void 0) return found;
  if (typeof spec["image"] === "string") found.push({ path: "spec.image", image: spec["image"] });
  const walk = (node, path, depth) => {
    if (depth > 12 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}[${i}]`, depth + 1));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (CONTAINER_LISTS.includes(key) && Array.isArray(value)) {
        value.forEach((item, i) => {
          if (item === null || typeof item !== "object") return;
          const { name, image } = item;
          if (typeof image !== "string") return;
          const container = typeof name === "string" ? name : void 0;
          found.push({
            path: `${at}[${container === void 0 ? i : `name=${container}`}].image`,
            image,
            container,
            ...key === "containers" ? {} : { auxiliary: true }
          });
        });
        continue;
      }
      walk(value, at, depth + 1);
    }
  };
  walk(spec, "spec", 0);
  return found;
}
function imagesToCheck(images, container) {
  if (container !== void 0) return images.filter((i) => i.container === container);
  return images.filter((i) => i.auxiliary !== true);
}
function hasRolloutRules(target) {
  return target.apiGroup === "apps" && ["Deployment", "StatefulSet", "DaemonSet"].includes(target.kind);
}
function workloadRollout(target, live) {
  if (!hasRolloutRules(target)) return void 0;
  const spec = live.spec ?? {};
  const status = live.status ?? {};
  switch (target.kind) {
    case "Deployment":
      return deployment(target.name, spec, status);
    case "StatefulSet":
      return statefulSet(spec, status);
    default:
      return daemonSet(target.name, spec, status);
  }
}
var num = (o, field) => typeof o[field] === "number" ? o[field] : 0;
var str = (o, field) => typeof o[field] === "string" ? o[field] : "";
function deployment(name, spec, status) {
  const conditions = Array.isArray(status["conditions"]) ? status["conditions"] : [];
  const progressing = conditions.find((c) => c["type"] === "Progressing");
  if (progressing?.["reason"] === "ProgressDeadlineExceeded") {
    const said = typeof progressing["message"] === "string" && progressing["message"] ? `: ${progressing["message"]}` : "";
    return { state: "degraded", message: `Deployment "${name}" exceeded its progress deadline${said}` };
  }
  const wanted = typeof spec["replicas"] === "number" ? spec["replicas"] : 1;
  const updated = num(status, "updatedReplicas");
  if (updated < wanted)
    return { state: "progressing", message: `${updated} out of ${wanted} new replicas have been updated` };
  const total = num(status, "replicas");
  if (total > updated)
    return { state: "progressing", message: `${total - updated} old replicas are pending termination` };
  const available = num(status, "availableReplicas");
  if (available < updated)
    return { state: "progressing", message: `${available} of ${updated} updated replicas are available` };
  return { state: "complete", message: `${updated} of ${wanted} replicas updated and available` };
}
function statefulSet(spec, status) {
  const wanted = typeof spec["replicas"] === "number" ? spec["replicas"] : 1;
  const ready = num(status, "readyReplicas");
  if (ready < wanted) return { state: "progressing", message: `waiting for ${wanted - ready} Pods to be ready` };
  const strategy = spec["updateStrategy"] ?? {};
  if (strategy["type"] === "OnDelete")
    return {
      state: "complete",
      message: `${ready} Pods ready (updateStrategy OnDelete: Pods take the new spec when deleted)`
    };
  const partition = (strategy["rollingUpdate"] ?? {})["partition"];
  if (typeof partition === "number") {
    const updated = num(status, "updatedReplicas");
    if (updated < wanted - partition)
      return {
        state: "progressing",
        message: `partitioned roll out: ${updated} of ${wanted - partition} new Pods updated`
      };
    return { state: "complete", message: `partitioned roll out complete: ${updated} new Pods updated` };
  }
  if (status["updateRevision"] !== status["currentRevision"])
    return {
      state: "progressing",
      message: `rolling update: ${num(status, "updatedReplicas")} Pods at revision ${str(status, "updateRevision")}`
    };
  return {
    state: "complete",
    message: `rolling update complete: ${ready} Pods at revision ${str(status, "currentRevision")}`
  };
}
function daemonSet(name, spec, status) {
  const desired = num(status, "desiredNumberScheduled");
  const strategy = spec["updateStrategy"] ?? {};
  if (strategy["type"] === "OnDelete")
    return { state: "complete", message: `updateStrategy OnDelete: Pods of ${name} take the new spec when deleted` };
  const updated = num(status, "updatedNumberScheduled");
  if (updated < desired)
    return { state: "progressing", message: `${updated} out of ${desired} new Pods have been updated` };
  const available = num(status, "numberAvailable");
  if (available < desired)
    return { state: "progressing", message: `${available} of ${desired} updated Pods are available` };
  return { state: "complete", message: `${desired} of ${desired} Pods updated and available` };
}

// src/wait/steps/health.ts
function evaluateHealth(input) {
  const { found, policy } = input;
  const label = resourceLabel(found.target, { withGroup: true });
  const health = found.node?.health ?? found.status?.health;
  const code = health?.status ?? "";
  const said = health?.message ? `: ${health.message}` : "";
  const result = (state, detail, extra = {}) => ({
    state,
    detail,
    health: code,
    degradedSince: void 0,
    ...extra
  });
  if (!exists(found.node) && found.status === void 0)
    return result("waiting", `${label} is not among the app's resources yet`);
  if (code === "" && found.node === void 0)
    return result("waiting", `${label} is listed by the app but not in its resource tree yet`);
  if (code === "" && (exists(found.node) || found.status !== void 0)) {
    const message = healthCheckMissing(
      found.target,
      health === void 0 ? "computes no health for it" : "got no status from its health check"
    );
    return result("failed", message, { failure: { verdict: "misconfigured", message } });
  }
  if (input.observedGap !== void 0) {
    if (code === "Healthy" && hasRolloutRules(found.target))
      return result("waiting", `Healthy${said} (while ${input.observedGap}; not counted yet)`);
    if (code === "Healthy") {
      const message = healthCheckWrong(found.target, input.observedGap);
      return result("waiting", message, { warning: message });
    }
    return result("waiting", `${code}${said} (from before the operator caught up; not counted yet)`);
  }
  const liveVersion = typeof input.live === "object" ? input.live.metadata?.resourceVersion : void 0;
  const nodeVersion = found.node?.resourceVersion;
  let lagged = "";
  if (liveVersion !== void 0 && nodeVersion !== void 0 && liveVersion !== nodeVersion) {
    const node = `${found.node?.uid ?? ""}@${nodeVersion}`;
    const since = input.treeLag?.node === node ? input.treeLag.since : input.at;
    const ahead = isNewer(liveVersion, nodeVersion);
    if (!ahead || input.at - since < TREE_LAG_MS) {
      return result(
        "waiting",
        `${code}${said}, assessed on an older version of the object; waiting for Argo CD to assess the current one`,
        ahead ? { treeLag: { node, since }, wakeAt: since + TREE_LAG_MS } : {}
      );
    }
    lagged = ` (Argo CD assessed resourceVersion ${nodeVersion}; the status writes since, up to ${liveVersion}, did not change its health)`;
  }
  const { rollout } = input;
  if (rollout?.state === "degraded" && code !== "Suspended")
    return degraded(
      input,
      label,
      `: ${rollout.message}`,
      (state, detail, extra) => result(state, detail, { ...extra, health: "Degraded" })
    );
  if (rollout?.state === "progressing" && code === "Healthy")
    return result("waiting", `Healthy, but the rollout is not complete: ${rollout.message}`);
  switch (code) {
    case "Healthy":
      return result("done", `Healthy${said}${lagged}${rollout?.state === "complete" ? ` (${rollout.message})` : ""}`);
    case "Progressing":
    case "Missing":
      return result("waiting", `${code}${said}`);
    case "Degraded":
      return degraded(input, label, said, result);
    case "Suspended":
      return suspended(policy, label, said, result);
    case "Unknown": {
      const message = `Argo CD's health check for ${label} failed${said}. Fix the Lua script in argocd-cm (${customizationKey(found.target)}) and test it with 'gitops-release health-test'.`;
      return result("failed", message, { failure: { verdict: "misconfigured", message } });
    }
    default: {
      const message = `${label} has health ${JSON.stringify(code)}, which Argo CD does not define; check the health customization ${customizationKey(found.target)}.`;
      return result("failed", message, { failure: { verdict: "misconfigured", message } });
    }
  }
}
function degraded(input, label, said, result) {
  const since = input.degradedSince ?? input.at;
  const grace = input.policy.degradedGraceMs;
  if (input.at - since >= grace) {
    const lasted = grace > 0 ? ` (still Degraded after the ${formatDuration(grace)} grace period)` : "";
    const message = `${label} is Degraded${said}${lasted}`;
    return result("failed", message, { failure: { verdict: "degraded", message }, degradedSince: since });
  }
  return result(
    "waiting",
    `Degraded${said}; allowing ${formatDuration(grace - (input.at - since))} more for it to recover`,
    {
      degradedSince: since,
      wakeAt: since + grace
    }
  );
}
function suspended(policy, label, said, result) {
  if (policy.suspended === "failure") {
    const message = `${label} is Suspended${said} (input 'suspended' is failure)`;
    return result("failed", message, { failure: { verdict: "suspended", message } });
  }
  if (policy.suspended === "wait") return result("waiting", `Suspended${said}; waiting for someone to resume it`);
  return result("done", `Suspended${said}`, {
    warning: `${label} is Suspended${said}: counted as success (set 'suspended' to wait or failure to change that).`
  });
}
function customizationKey(target) {
  return `resource.customizations.health.${target.apiGroup === "" ? target.kind : `${target.apiGroup}_${target.kind}`}`;
}
function healthCheckMissing(target, what) {
  return `Argo CD ${what} for ${target.apiGroup || "core"}/${target.kind}: the argocd-cm health customization is missing, so Argo CD cannot tell when a ${target.kind} is ready. Add the key '${customizationKey(target)}' to the argocd-cm ConfigMap with a Lua health check (see the README, "Health checks", and health/argocd-cm.yaml).`;
}
function healthCheckWrong(target, gap) {
  return `Argo CD says ${resourceLabel(target, { withGroup: true })} is Healthy, but ${gap}: the argocd-cm health customization is missing or wrong (it must report Progressing until status.observedGeneration equals metadata.generation). Fix '${customizationKey(target)}' in argocd-cm (see the README, "Health checks", and health/argocd-cm.yaml). Waiting for the operator meanwhile.`;
}

// src/wait/steps/observed.ts
function observer(kind) {
  return kind === void 0 ? "the operator" : BUILT_IN.has(kind) ? `the ${kind} controller` : "the operator";
}
var BUILT_IN = /* @__PURE__ */ new Set(["Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob"]);
function evaluateObserved(live, image, label, options = {}) {
  const waiting = (detail, gap) => ({ state: "waiting", detail, gap });
  if (live === void 0) return waiting(`reading the live ${label}`, "the live object was not read yet");
  if (live === "absent") return waiting(`${label} does not exist in the cluster yet`, `${label} does not exist yet`);
  if (live.metadata?.deletionTimestamp) return waiting(`${label} is being deleted`, `${label} is being deleted`);
  const sites = imagesToCheck(liveImages(live), options.container);
  const field = sites.length === 1 ? sites[0].path : options.container === void 0 ? "spec.image" : `container ${options.container}`;
  if (!sites.some((site) => sameImage(site.image, image))) {
    const shown = sites.length === 0 ? options.container === void 0 ? "no spec.image nor container image" : `no container named ${options.container}` : [...new Set(sites.map((site) => site.image))].join(", ");
    const where = sites.length === 0 ? "the live object has" : `the live ${field} is`;
    return waiting(`${where} ${shown}, not ${image}`, `${where} still ${shown}`);
  }
  const who = observer(options.kind);
  const generation = live.metadata?.generation;
  const observed = live.status?.["observedGeneration"];
  if (typeof generation !== "number") {
    return {
      state: "done",
      detail: `${field} matches (the object has no metadata.generation to compare)`,
      gap: void 0
    };
  }
  if (typeof observed !== "number") {
    return waiting(
      `${field} matches; ${who} has not written status.observedGeneration for generation ${generation}`,
      `${who} has not reported status.observedGeneration for generation ${generation}`
    );
  }
  if (observed < generation) {
    return waiting(
      `${field} matches; ${who} has observed generation ${observed} of ${generation}`,
      `${who} has only observed generation ${observed} of ${generation}`
    );
  }
  return { state: "done", detail: `${field} matches; ${who} observed generation ${generation}`, gap: void 0 };
}

// src/wait/steps/pods.ts
var BROKEN_REASONS = ["ImagePullBackOff", "ErrImagePull", "CrashLoopBackOff", "CreateContainerConfigError"];
function isBrokenReason(reason) {
  return BROKEN_REASONS.includes(reason.startsWith("Init:") ? reason.slice("Init:".length) : reason);
}
function evaluatePods(tree, found, image, graceMs, failingSince, at) {
  if (graceMs === void 0 || tree === void 0 || found.node === void 0) return { failingSince: void 0 };
  const broken = brokenPod(descendants(tree, found.node), image);
  if (broken === void 0) return { failingSince: void 0 };
  const since = failingSince ?? at;
  const what = `Pod ${broken.name} is ${broken.reason}${broken.message ? `: ${broken.message}` : ""}`;
  if (at - since >= graceMs) {
    const lasted = graceMs > 0 ? `for longer than the ${formatDuration(graceMs)} pod-failure-grace` : "pod-failure-grace is 0";
    return {
      failingSince: since,
      failure: `${what} (${lasted}; set pod-failure-grace to off to wait for the operator's own verdict)`
    };
  }
  return {
    failingSince: since,
    note: `${what}; failing in ${formatDuration(since + graceMs - at)} unless it recovers`,
    wakeAt: since + graceMs
  };
}
function brokenPod(nodes, image) {
  for (const node of nodes) {
    if (node.kind !== "Pod" || (node.group ?? "") !== "") continue;
    if (!(node.images ?? []).some((i) => sameImage(i, image))) continue;
    const reason = node.info?.find((i) => i.name === "Status Reason")?.value ?? "";
    if (isBrokenReason(reason)) return { name: node.name ?? "", reason, message: node.health?.message ?? "" };
  }
  return void 0;
}

// src/wait/steps/running.ts
function evaluateRunning(tree, found, image) {
  if (tree === void 0 || found.node === void 0) return { state: "waiting", detail: "reading the resource tree" };
  const pods = descendants(tree, found.node).filter((n) => n.kind === "Pod" && (n.group ?? "") === "");
  if (pods.length === 0) {
    return {
      state: "skipped",
      detail: `Argo CD's tree shows no Pods under ${resourceLabel(found.target, { withGroup: true })}`
    };
  }
  const current = pods.filter((pod) => !terminating(pod));
  const fresh = current.filter((pod) => (pod.images ?? []).some((i) => sameImage(i, image)));
  const digest = image.includes("@") ? image.slice(image.indexOf("@") + 1, image.indexOf("@") + 20) + "\u2026" : image;
  if (current.length > 0 && fresh.length === current.length) {
    return { state: "done", detail: `${count(fresh.length)} ${fresh.length === 1 ? "runs" : "run"} ${digest}` };
  }
  const old = current.filter((pod) => !fresh.includes(pod));
  const others = [...new Set(old.flatMap((pod) => pod.images ?? []))];
  return {
    state: "waiting",
    detail: `${fresh.length} of ${count(current.length)} run ${digest}${others.length ? `; others run ${others.join(", ")}` : ""}`
  };
}
function terminating(pod) {
  const reason = pod.info?.find((i) => i.name === "Status Reason")?.value;
  return reason === "Terminating" || pod.health?.message === "Pending deletion";
}
function count(n) {
  return n === 1 ? "1 Pod" : `${n} Pods`;
}

// src/commit-sha.ts
function isCommitSha(value) {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
function shortSha(value) {
  return isCommitSha(value) ? value.slice(0, 7) : value;
}

// src/wait/steps/hydrator.ts
function dryRevisions(app) {
  const map = /* @__PURE__ */ new Map();
  if (app.spec?.sourceHydrator === void 0) return map;
  const { currentOperation: current, lastSuccessfulOperation: last } = app.status?.sourceHydrator ?? {};
  for (const op of [last, current?.phase === "Hydrated" ? current : void 0]) {
    if (op?.hydratedSHA && op.drySHA) map.set(op.hydratedSHA, op.drySHA);
  }
  return map;
}
function hydrating(app) {
  const current = app.status?.sourceHydrator?.currentOperation;
  if (app.spec?.sourceHydrator === void 0 || current === void 0 || current.phase === "Hydrated") return "";
  const dry = current.drySHA ? ` ${current.drySHA.slice(0, 7)}` : "";
  return `; the Source Hydrator is ${current.phase === "Failed" ? "failing on" : "hydrating"}${dry}${current.message ? ` (${current.message})` : ""}`;
}

// src/wait/steps/windows.ts
function pendingSync(app, syncStatus) {
  const op = app.status?.operationState;
  if (op?.phase === "Running" && /sync window/i.test(op.message ?? "")) return "manual";
  if (!app.operation && op?.phase !== "Running" && syncStatus === "OutOfSync" && autoSyncSkipped(app) === void 0)
    return "auto";
  return void 0;
}
function autoSyncSkipped(app) {
  const automated = app.spec?.syncPolicy?.automated;
  if (automated === void 0 || automated === null) return "the app has no automated sync policy";
  if (automated.enabled === false) return "automated sync is disabled (syncPolicy.automated.enabled: false)";
  const op = app.status?.operationState;
  const synced = op?.syncResult;
  const wanted = app.status?.sync;
  const multi = (wanted?.revisions?.length ?? 0) > 0;
  const same = multi ? JSON.stringify(synced?.revisions ?? []) === JSON.stringify(wanted?.revisions) : synced?.revision !== void 0 && synced.revision === wanted?.revision;
  if (op?.phase === "Succeeded" && same && automated.selfHeal !== true) {
    const revision = multi ? (wanted?.revisions ?? []).map(shortSha).join(", ") : shortSha(wanted?.revision ?? "");
    return `Argo CD already synced ${revision} and, without selfHeal, does not sync it again on its own`;
  }
  return void 0;
}
function blockingWindows(windows, pending) {
  if (pending === "manual" && windows.canSync !== false) return [];
  const active = windows.activeWindows ?? [];
  const deny = active.filter((w) => w.kind === "deny");
  if (deny.length > 0) return deny;
  if (active.some((w) => w.kind === "allow")) return [];
  return (windows.assignedWindows ?? []).filter((w) => w.kind === "allow");
}
function windowsHolding(app, windows) {
  return blockingWindows(windows, autoSyncSkipped(app) === void 0 ? "auto" : "manual");
}
function blockedMessage(windows, revision) {
  const deny = windows.some((w) => w.kind === "deny");
  const listed = windows.map(
    (w) => `${w.kind ?? "unknown"} "${w.schedule ?? "?"}" for ${w.duration ?? "?"}, manual sync ${w.manualSync ? "allowed" : "not allowed"}`
  );
  const why = deny ? `a deny sync window is active (${listed.join("; ")})` : `no allow sync window is open (${listed.join("; ")})`;
  const hint = windows.length > 0 && windows.every((w) => w.manualSync) ? "A manual sync (argocd app sync) may override it; or run the release again when the window allows." : "Run the release again when the window allows, or change the AppProject's syncWindows.";
  return `Argo CD will not sync ${revision ? revision.slice(0, 7) : "the app"} now: ${why}. ${hint}`;
}

// src/wait/steps/synced.ts
function evaluateSynced(input) {
  const { app, found, expected } = input;
  const status = app.status ?? {};
  const op = status.operationState;
  const dry = dryRevisions(app);
  const relation = (hydrated) => {
    const rev = dry.get(hydrated) ?? hydrated;
    return expected === void 0 || rev === expected ? "same" : input.relations.get(rev) ?? "unknown";
  };
  const matches = (rev) => ["same", "descendant"].includes(relation(rev));
  const reported = reportedRevisions(app);
  const failed = failedSync(app, op, expected === void 0 ? void 0 : matches, input.startedAt);
  if (failed) return { ...failed, revision: reported[0] };
  const stopped = cannotReconcile(app);
  if (stopped) return { ...stopped, revision: reported[0] };
  const superseded = reported.find((rev) => relation(rev) === "superseded");
  if (superseded !== void 0) {
    const message = `Argo CD moved on to ${shortSha(superseded)}, a later commit that no longer pins the expected image: a newer release replaced this one.`;
    return { state: "failed", detail: message, failure: { verdict: "superseded", message }, revision: superseded };
  }
  const matched = reported.find(matches);
  if (matched === void 0)
    return {
      state: "waiting",
      detail: notYet(reported, relation, expected) + hydrating(app) + problems(app),
      revision: reported[0]
    };
  const syncStatus = found.status?.status ?? status.sync?.status ?? "";
  const pending = pendingSync(app, syncStatus);
  const blocking = pending && input.windows ? blockingWindows(input.windows, pending) : [];
  if (blocking.length > 0) {
    const message = blockedMessage(blocking, matched);
    return { state: "failed", detail: message, failure: { verdict: "blocked", message }, revision: matched };
  }
  const waiting = (detail) => ({
    state: "waiting",
    detail: detail + problems(app),
    revision: matched,
    ...pending ? { pending } : {}
  });
  const hook = runningOp(op) ? failedHook(op) : void 0;
  if (hook !== void 0) {
    const message = `Argo CD's sync of ${shortSha(matched)} cannot finish: ${hook}`;
    return { state: "failed", detail: message, failure: { verdict: "sync-failed", message }, revision: matched };
  }
  if (runningOp(op) && suspendedBehindHooks(op, found)) {
    return {
      state: "done",
      detail: `Argo CD applied ${shortSha(matched)}; its hooks wait for ${found.target.kind} ${found.target.name}, which is Suspended`,
      revision: matched
    };
  }
  const opMessage = op?.message ? `: ${op.message}` : "";
  if (app.operation)
    return waiting(
      op?.phase === "Running" ? `a sync operation is running${opMessage}` : "a sync operation is requested"
    );
  if (op?.phase === "Running" || op?.phase === "Terminating") return waiting(`the sync is ${op.phase}${opMessage}`);
  if (syncStatus !== "Synced") {
    const what = found.status ? `${found.target.kind} ${found.target.name} is` : "the app is";
    const skipped = syncStatus === "OutOfSync" ? autoSyncSkipped(app) : void 0;
    return waiting(
      `Argo CD compared ${shortSha(matched)}: ${what} ${syncStatus || "not compared yet"}; ` + (skipped ? `waiting for a manual sync (${skipped})` : "waiting for the sync")
    );
  }
  if (op !== void 0 && op.phase !== "Succeeded") {
    return waiting(
      `the last sync operation ended ${op.phase ?? "without a phase"}${op.message ? ` (${op.message})` : ""}; waiting for one that succeeds`
    );
  }
  const finished = time(op?.finishedAt);
  const reconciled = time(status.reconciledAt);
  if (finished !== void 0 && (reconciled === void 0 || reconciled < finished)) {
    return waiting(`the sync finished at ${op.finishedAt}; waiting for Argo CD to reconcile after it`);
  }
  const dryOf = dry.get(matched);
  const via = (dryOf ? ` (hydrated from ${shortSha(dryOf)})` : "") + (relation(matched) === "descendant" ? ` (a later commit than ${shortSha(expected)} that still pins the image)` : "");
  return {
    state: "done",
    detail: `Argo CD synced ${shortSha(matched)}${via}${op?.finishedAt ? `; sync Succeeded at ${op.finishedAt}` : ""}`,
    revision: matched
  };
}
function cannotReconcile(app) {
  const status = app.status;
  if (status?.sync?.status !== "Unknown" || status.health?.status !== "Unknown") return void 0;
  const errors = (status.conditions ?? []).filter((c) => c.type === "InvalidSpecError" || c.type === "UnknownError");
  if (errors.length === 0) return void 0;
  const said = errors.map((c) => `${c.type}: ${c.message ?? ""}`).join("; ");
  const name = app.metadata?.name ?? "the app";
  if (errors.some((c) => c.type === "InvalidSpecError")) {
    const message = `Argo CD cannot reconcile ${name}: ${said}. Until the app's spec or its AppProject is fixed, Argo CD shows its sync and health as Unknown and syncs nothing.`;
    return { state: "failed", detail: message, failure: { verdict: "misconfigured", message } };
  }
  return { state: "waiting", detail: `Argo CD cannot reconcile ${name} (${said}); its sync and health are Unknown` };
}
function runningOp(op) {
  return op?.phase === "Running";
}
function failedHook(op) {
  const hook = (op.syncResult?.resources ?? []).find(
    (r) => r.hookType !== void 0 && (r.hookPhase === "Failed" || r.hookPhase === "Error")
  );
  if (hook === void 0) return void 0;
  return `the ${hook.hookType} hook ${hook.kind ?? "resource"} ${hook.name ?? ""} ${hook.hookPhase === "Error" ? "errored" : "failed"}: ${hook.message ?? "no message"}`;
}
function suspendedBehindHooks(op, found) {
  const health = (found.node?.health ?? found.status?.health)?.status;
  if (health !== "Suspended") return false;
  const resources = op.syncResult?.resources ?? [];
  const applied = resources.some(
    (r) => r.hookType === void 0 && r.kind === found.target.kind && r.name === found.target.name && r.status === "Synced"
  );
  const hooksPending = resources.some(
    (r) => r.hookType !== void 0 && (r.hookPhase === "Running" || r.hookPhase === "Pending")
  );
  return applied && (hooksPending || /waiting for healthy state/i.test(op.message ?? ""));
}
function reportedRevisions(app) {
  const sync = app.status?.sync;
  const list = sync?.revisions?.length ? sync.revisions : [sync?.revision ?? ""];
  return list.filter((r) => r !== "");
}
function failedSync(app, op, matches, startedAt) {
  if (!op || op.phase !== "Failed" && op.phase !== "Error" || app.operation || op.operation?.sync?.dryRun)
    return void 0;
  const sync = op.operation?.sync;
  const revisions = [
    op.syncResult?.revision,
    ...op.syncResult?.revisions ?? [],
    sync?.revision,
    ...sync?.revisions ?? []
  ].filter((r) => typeof r === "string" && r !== "");
  const ours = matches ? revisions.some(matches) : (time(op.finishedAt) ?? 0) >= startedAt;
  if (!ours) return void 0;
  const rejected = (op.syncResult?.resources ?? []).filter((r) => r.status === "SyncFailed" || r.hookPhase === "Failed" || r.hookPhase === "Error").map((r) => `${r.kind ?? "resource"} ${r.name ?? ""}: ${r.message ?? "failed"}`);
  const revision = revisions[0];
  const message = `Argo CD's sync${revision ? ` of ${shortSha(revision)}` : ""} ${op.phase === "Error" ? "errored" : "failed"}: ${op.message ?? "no message"}` + (rejected.length > 0 ? ` (${rejected.join("; ")})` : "");
  return { state: "failed", detail: message, failure: { verdict: "sync-failed", message }, revision };
}
function notYet(reported, relation, expected) {
  const first = reported[0];
  if (first === void 0) return "Argo CD has not compared the app with Git yet";
  const want = expected === void 0 ? "" : shortSha(expected);
  switch (relation(first)) {
    case "behind":
      return `Argo CD is still at ${shortSha(first)}, before ${want}; waiting for it to see the new commit`;
    case "diverged":
      return `Argo CD follows ${shortSha(first)}, which is not on ${want}'s history: check the app's source targetRevision`;
    default:
      return `Argo CD is at ${reported.map(shortSha).join(", ")}; waiting for ${want}`;
  }
}
function problems(app) {
  const errors = (app.status?.conditions ?? []).filter((c) => /Error$/.test(c.type ?? ""));
  return errors.length === 0 ? "" : `; Argo CD reports ${errors.map((c) => `${c.type}: ${c.message ?? ""}`).join("; ")}`;
}
function time(value) {
  if (value === void 0) return void 0;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? void 0 : ms;
}

// src/wait/chain.ts
function initialChain(now, merged) {
  return {
    steps: STEPS.map(
      (step) => step === "merged" ? { step, state: merged.state, detail: merged.detail, since: merged.since ?? now } : { step, state: "pending", since: now, detail: "" }
    ),
    verdict: merged.state === "failed" ? "not-merged" : "waiting",
    message: merged.detail,
    health: "",
    revision: void 0,
    warnings: [],
    degradedSince: void 0,
    startedAt: now,
    updatedAt: now,
    wakeAt: void 0
  };
}
function locate(expect, snapshot) {
  return findResource(snapshot.app, snapshot.tree, expect.resource);
}
function evaluate(expect, policy, snapshot, prev) {
  const found = locate(expect, snapshot);
  const synced = evaluateSynced({
    app: snapshot.app,
    found,
    expected: expect.revision,
    relations: snapshot.relations,
    startedAt: prev.startedAt,
    windows: snapshot.windows
  });
  const results = { synced };
  let degradedSince;
  let treeLag;
  let podFailingSince;
  let wakeAt;
  if (synced.state === "done") {
    const observed = evaluateObserved(snapshot.live, expect.image, resourceLabel(found.target, { withGroup: true }), {
      container: expect.container,
      kind: hasRolloutRules(found.target) ? found.target.kind : void 0
    });
    const rollout = observed.state === "done" && typeof snapshot.live === "object" ? workloadRollout(found.target, snapshot.live) : void 0;
    const health2 = evaluateHealth({
      found,
      live: snapshot.live,
      rollout,
      observedGap: observed.gap,
      policy,
      degradedSince: prev.degradedSince,
      treeLag: prev.treeLag,
      at: snapshot.at
    });
    results.observed = observed;
    results.health = observed.state === "done" || health2.state === "failed" ? health2 : { ...health2, state: "pending" };
    degradedSince = health2.degradedSince;
    treeLag = health2.treeLag;
    wakeAt = health2.wakeAt;
    const judged = results.health;
    if (judged.state !== "done" && judged.state !== "failed") {
      const pods = evaluatePods(
        snapshot.tree,
        found,
        expect.image,
        policy.podFailureGraceMs,
        prev.podFailingSince,
        snapshot.at
      );
      podFailingSince = pods.failingSince;
      if (pods.wakeAt !== void 0) wakeAt = Math.min(wakeAt ?? Infinity, pods.wakeAt);
      if (pods.failure !== void 0)
        results.health = {
          ...health2,
          state: "failed",
          detail: pods.failure,
          failure: { verdict: "degraded", message: pods.failure }
        };
      else if (pods.note !== void 0) results.health = { ...judged, detail: `${judged.detail}; ${pods.note}` };
    }
    if (observed.state === "done" && health2.state === "done")
      results.running = evaluateRunning(snapshot.tree, found, expect.image);
  }
  const steps = prev.steps.map((old) => {
    const result = results[old.step];
    if (old.step === "merged") return old;
    const state = result?.state ?? "pending";
    const detail = result?.detail ?? (state === "pending" ? "" : old.detail);
    return { step: old.step, state, since: state === old.state ? old.since : snapshot.at, detail };
  });
  const warnings = [...prev.warnings];
  for (const result of Object.values(results))
    if (result?.warning && !warnings.includes(result.warning)) warnings.push(result.warning);
  const failure = Object.values(results).find((r) => r?.failure)?.failure;
  const health = (found.node?.health ?? found.status?.health)?.status ?? prev.health;
  const finished = results.health?.state === "done" && ["done", "skipped"].includes(results.running?.state ?? "");
  return {
    steps,
    verdict: failure?.verdict ?? (finished ? "healthy" : "waiting"),
    message: failure?.message ?? (finished ? `${resourceLabel(found.target, { withGroup: true })} is ${health} on ${expect.image}.` : waitingFor(steps)),
    health,
    revision: synced.revision ?? prev.revision,
    warnings,
    degradedSince,
    podFailingSince,
    treeLag,
    syncPending: synced.pending ? {
      kind: synced.pending,
      since: prev.syncPending?.kind === synced.pending ? prev.syncPending.since : snapshot.at
    } : void 0,
    startedAt: prev.startedAt,
    updatedAt: snapshot.at,
    wakeAt
  };
}
function timedOut(prev, now, timeoutMs, syncHeldBy2) {
  const current = currentStep(prev);
  const steps = prev.steps.map((s) => s.step === current.step ? { ...s, state: "failed", since: now } : s);
  const after = formatDuration(timeoutMs);
  const hint = current.step === "synced" && syncHeldBy2 !== void 0 ? ` ${syncHeldBy2}` : timeoutHint(current.step);
  return {
    ...prev,
    steps,
    verdict: "timeout",
    message: `Timed out after ${after} waiting for ${current.step}${current.detail ? `: ${current.detail}` : ""}.${hint}`,
    updatedAt: now,
    wakeAt: void 0
  };
}
function endedAt(prev, step, failure, now) {
  const steps = prev.steps.map(
    (s) => s.step === step ? { ...s, state: "failed", since: now, detail: failure.message } : s
  );
  return { ...prev, steps, verdict: failure.verdict, message: failure.message, updatedAt: now, wakeAt: void 0 };
}
function currentStep(state) {
  return state.steps.find((s) => s.state === "waiting" || s.state === "failed" || s.state === "pending") ?? [...state.steps].reverse().find((s) => s.state === "done") ?? state.steps[0];
}
function describeSteps(state) {
  return state.steps.map(
    (s) => `  ${s.step}: ${s.state}${s.state === "pending" || s.state === "unobservable" ? "" : ` since ${isoTime(s.since)}`}${s.detail ? ` (${s.detail})` : ""}`
  ).join("\n");
}
function isTerminal(state) {
  return state.verdict !== "waiting";
}
function stepsChanged(a, b) {
  return a.steps.some((s, i) => s.state !== b.steps[i]?.state) || a.verdict !== b.verdict || a.health !== b.health;
}
function waitingFor(steps) {
  const step = steps.find((s) => s.state === "waiting") ?? steps.find((s) => s.state === "pending");
  return step ? `Waiting for ${step.step}${step.detail ? `: ${step.detail}` : ""}` : "Waiting";
}
function timeoutHint(step) {
  switch (step) {
    case "observed":
      return " The operator never reported the new generation: is it running, and does it write status.observedGeneration?";
    case "synced":
      return " Argo CD did not sync the revision: check the app's sync policy (automated?) and its conditions in the UI.";
    default:
      return "";
  }
}

// src/wait/target.ts
function parseResourceFlag(value, source) {
  const match = /^([a-z0-9.-]*):([A-Za-z][A-Za-z0-9]*):(?:([a-z0-9.-]*)\/)?([a-z0-9]([-a-z0-9.]*[a-z0-9])?)$/.exec(
    value.trim()
  );
  if (!match) {
    throw new InputError(
      `${source} must be GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, got ${JSON.stringify(value)}.`
    );
  }
  return { apiGroup: match[1], kind: match[2], namespace: match[3] || void 0, name: match[4] };
}
function parseExpectedImage(value, source) {
  try {
    parseImageReference(value, { requireDigest: false });
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`${source}: ${error.message}.`);
    throw error;
  }
  return value;
}
function parseRevision(value, source) {
  const revision = value.trim();
  if (!isCommitSha(revision)) {
    throw new InputError(
      `${source} must be a full commit SHA (40 lower-case hex digits), got ${JSON.stringify(value)}.`
    );
  }
  return revision;
}

// src/wait/timeline.ts
function verdictHealth(state) {
  return state.verdict !== "healthy" && state.health === "Healthy" ? "" : state.health;
}
function toTimeline(state) {
  return {
    verdict: state.verdict,
    phase: currentStep(state).step,
    message: state.message,
    health: verdictHealth(state),
    revision: state.revision ?? null,
    startedAt: isoTime(state.startedAt),
    endedAt: isoTime(state.updatedAt),
    steps: state.steps.map((s) => ({ step: s.step, state: s.state, since: isoTime(s.since), detail: s.detail })),
    warnings: state.warnings
  };
}

// src/argocd/connection.ts
import { readFileSync } from "node:fs";
function parseServerUrl(value, source) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new InputError(
      `${source} must be an Argo CD server URL such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.search !== "" || url.hash !== "" || url.username !== "") {
    throw new InputError(
      `${source} must be an http(s) URL without query or credentials, such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    );
  }
  return url.toString().replace(/\/+$/, "");
}
function loadCaCert(value, source, cwd = process.cwd()) {
  if (value === void 0 || value.trim() === "") return void 0;
  const pem = value.includes("-----BEGIN") ? value : readPem(value.trim(), source, cwd);
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new InputError(`${source} must hold PEM certificates (-----BEGIN CERTIFICATE-----) or a path to a PEM file.`);
  }
  return pem;
}
function readPem(path, source, cwd) {
  try {
    return readFileSync(path.startsWith("/") ? path : `${cwd}/${path}`, "utf8");
  } catch (error) {
    throw new InputError(`${source}: cannot read CA certificate file ${JSON.stringify(path)} (${messageOf(error)}).`);
  }
}
function checkAppName(value, source) {
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new InputError(
      `${source} must be an Argo CD application name (lower-case letters, digits, '-' and '.'), got ${JSON.stringify(value)}.`
    );
  }
  return value;
}

// src/argocd/headers.ts
var TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
var RESERVED = /* @__PURE__ */ new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "upgrade",
  "te",
  "accept",
  "grpc-metadata-token"
]);
function parseHeaders(text, label, mask) {
  if (text === void 0) return [];
  const headers = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const colon = line.indexOf(":");
    const name = colon === -1 ? "" : line.slice(0, colon).trim();
    const value = colon === -1 ? "" : line.slice(colon + 1).trim();
    if (value !== "") mask(value);
    const where = `${label}, line ${index + 1}`;
    if (colon === -1 || !TOKEN.test(name)) {
      throw new InputError(
        `${where}: expected 'Name: value' (a header name made of letters, digits and -, then a colon); the line is not shown, it may hold a secret.`
      );
    }
    if (value === "") throw new InputError(`${where}: header ${name} has no value; give one after the colon.`);
    if (RESERVED.has(name.toLowerCase()))
      throw new InputError(`${where}: header ${name} is set by the connection itself and cannot be overridden.`);
    if (/[\0\r\n]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32 && c !== "	"))
      throw new InputError(`${where}: the value of ${name} holds control characters.`);
    headers.push([name, value]);
  }
  return headers;
}

// src/settings/argocd.ts
function readArgoCdConnection(settings) {
  const server = settings.required(
    "argocd-server",
    `the Argo CD server URL, e.g. https://argocd.example.com. Or, where the runner cannot reach Argo CD, follow what the cluster reports to GitHub instead: ${settings.example("status-context", "continuous-delivery/<app>")}`
  );
  const token = settings.secret("argocd-token", "an Argo CD API token, passed from a secret");
  return {
    serverUrl: parseServerUrl(server, settings.label("argocd-server")),
    token,
    insecure: settings.boolean("insecure"),
    caCert: loadCaCert(settings.optional("ca-cert"), settings.label("ca-cert"), settings.cwd),
    appNamespace: settings.optional("argocd-app-namespace"),
    headers: parseHeaders(
      settings.optional("argocd-headers"),
      settings.label("argocd-headers"),
      (value) => settings.source.secret(value)
    )
  };
}
function readArgoCdApp(settings) {
  return checkAppName(
    settings.required("argocd-app", "the Argo CD Application to follow"),
    settings.label("argocd-app")
  );
}
function readTimeout(settings) {
  const ms = settings.duration("timeout");
  if (ms <= 0) throw new InputError(`${settings.label("timeout")} must be longer than 0, for example 15m.`);
  return ms;
}
function readWaitPolicy(settings) {
  return {
    degradedGraceMs: settings.duration("degraded-grace"),
    suspended: settings.choice("suspended"),
    podFailureGraceMs: readPodFailureGrace(settings)
  };
}
function readPodFailureGrace(settings) {
  const value = settings.string("pod-failure-grace").trim();
  if (value.toLowerCase() === "off") return void 0;
  return parseDuration(value, `${settings.label("pod-failure-grace")} (a duration, or off)`);
}

// src/wait/session.ts
function startSession(chain) {
  return {
    chain,
    app: void 0,
    tree: void 0,
    treeStale: true,
    live: void 0,
    liveFor: void 0,
    relations: /* @__PURE__ */ new Map()
  };
}
function learn(session, news, expect) {
  let next = session;
  if (news.app) {
    const known = session.app?.metadata?.resourceVersion;
    const moved = session.app === void 0 || isNewer(news.app.metadata?.resourceVersion, known) || missedTree(session, news.app, expect);
    next = { ...next, app: news.app, treeStale: next.treeStale || moved };
  }
  if (news.tree) next = { ...next, tree: news.tree };
  if (news.stale) next = { ...next, treeStale: true };
  return next;
}
function withTree(session, tree) {
  return { ...session, tree, treeStale: false };
}
function withLive(session, live, mark) {
  return { ...session, live, liveFor: mark };
}
function withWindows(session, answer, at) {
  return { ...session, windows: { at, answer } };
}
function withRelation(session, revision, relation) {
  return { ...session, relations: new Map([...session.relations, [revision, relation]]) };
}
function withChain(session, chain) {
  return { ...session, chain };
}
function unrelated(session, app, expected) {
  if (expected === void 0) return [];
  const op = app.status?.operationState;
  const reported = [
    ...reportedRevisions(app),
    op?.syncResult?.revision ?? "",
    ...op?.syncResult?.revisions ?? [],
    op?.operation?.sync?.revision ?? ""
  ];
  const dry = dryRevisions(app);
  const seen = reported.map((revision) => dry.get(revision) ?? revision);
  return [...new Set(seen)].filter(
    (revision) => revision !== expected && isCommitSha(revision) && !session.relations.has(revision)
  );
}
function judge(session, expect, policy, at) {
  const { app } = session;
  if (app === void 0) return { wants: "nothing", chain: session.chain };
  const answer = session.windows?.answer;
  const windows = answer === "unavailable" ? void 0 : answer;
  const base = { at, app, tree: void 0, live: void 0, relations: session.relations, windows };
  const chain = evaluate(expect, policy, base, session.chain);
  if (chain.steps.find((s) => s.step === "synced")?.state !== "done") {
    const due = windowsDue(session, chain);
    if (due !== void 0 && due <= at) return { wants: "windows" };
    return {
      wants: "nothing",
      chain: due === void 0 ? chain : { ...chain, wakeAt: Math.min(chain.wakeAt ?? due, due) }
    };
  }
  if (session.treeStale || session.tree === void 0) return { wants: "tree" };
  const found = locate(expect, { app, tree: session.tree });
  const mark = nodeMark(found);
  if (session.live === void 0 || mark !== session.liveFor) {
    const { apiGroup: group, kind, name, namespace } = found.target;
    return {
      wants: "live",
      key: found.version === void 0 ? void 0 : { group, kind, name, namespace, version: found.version },
      mark
    };
  }
  return {
    wants: "nothing",
    chain: evaluate(expect, policy, { ...base, tree: session.tree, live: session.live }, session.chain)
  };
}
var SYNC_OVERDUE_MS = 15e3;
var WINDOWS_RECHECK_MS = 6e4;
function windowsDue(session, chain) {
  const pending = chain.syncPending;
  if (pending === void 0 || session.windows?.answer === "unavailable") return void 0;
  const first = pending.kind === "manual" ? pending.since : pending.since + SYNC_OVERDUE_MS;
  const last = session.windows?.at;
  return last === void 0 || last < pending.since ? first : Math.max(first, last + WINDOWS_RECHECK_MS);
}
function windowsAtTimeout(session, at) {
  if (session.app === void 0 || session.windows?.answer === "unavailable") return false;
  if (session.chain.steps.find((s) => s.step === "synced")?.state === "done") return false;
  return session.windows === void 0 || at - session.windows.at >= WINDOWS_RECHECK_MS;
}
function syncHeldBy(session, expect) {
  const answer = session.windows?.answer;
  if (session.app === void 0 || answer === void 0 || answer === "unavailable") return void 0;
  const holding = windowsHolding(session.app, answer);
  return holding.length === 0 ? void 0 : blockedMessage(holding, session.chain.revision ?? expect.revision);
}
function progressLines(prev, next) {
  const lines = [];
  for (const step of next.steps) {
    const before = prev.steps.find((s) => s.step === step.step);
    const moved = before?.state !== step.state && step.state !== "pending";
    const health = step.step === "health" && step.state === "waiting" && next.health !== prev.health;
    if (moved || health) lines.push(`${step.step}: ${step.state}${step.detail ? ` (${step.detail})` : ""}`);
  }
  for (const warning of next.warnings) if (!prev.warnings.includes(warning)) lines.push(`Warning: ${warning}`);
  return lines;
}
function missedTree(session, app, expect) {
  if (session.tree === void 0) return false;
  const found = locate(expect, { app, tree: session.tree });
  const said = found.status?.health?.status;
  return said !== void 0 && found.node !== void 0 && said !== found.node.health?.status;
}
function nodeMark(found) {
  const { node } = found;
  return [
    found.version,
    found.target.namespace,
    node?.uid,
    node?.resourceVersion,
    node?.health?.status,
    node?.health?.message
  ].map((part) => part ?? "").join("\n");
}

export {
  ArgoCdError,
  ArgoCdAuthError,
  ArgoCdPermanentError,
  errorFromResponse,
  networkError,
  isTransient,
  realClock,
  realSleep,
  backoff,
  Doorbell,
  Feed,
  ApplicationFeed,
  formatDuration,
  isoTime,
  findResource,
  reportedRevisions,
  initialChain,
  timedOut,
  endedAt,
  describeSteps,
  isTerminal,
  stepsChanged,
  parseResourceFlag,
  parseExpectedImage,
  parseRevision,
  toTimeline,
  startSession,
  learn,
  withTree,
  withLive,
  withWindows,
  withRelation,
  withChain,
  unrelated,
  judge,
  windowsAtTimeout,
  syncHeldBy,
  progressLines,
  readArgoCdConnection,
  readArgoCdApp,
  readTimeout,
  readWaitPolicy
};
