import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  formatDuration,
  isoTime,
  timeOfDay
} from "./chunk-N72KVV33.js";
import {
  hasContent,
  imageSites,
  readDocument,
  resourceLabel,
  siteImage,
  splitLikeKubernetes
} from "./chunk-623GUZT5.js";
import {
  ImageReferenceError,
  parseDuration,
  parseImageReference,
  sameImage
} from "./chunk-5DKD7HP4.js";
import {
  EXIT
} from "./chunk-JWMKGFHY.js";
import {
  VERSION,
  connectFailure,
  dispatcherFor,
  require_undici
} from "./chunk-7ML3BBUC.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunk-TIBOFJYZ.js";

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
function backoff(attempt2, baseMs, maxMs) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt2 - 1));
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

// src/wait/types.ts
var STEPS = ["merged", "synced", "observed", "health", "running", "verified"];
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

// src/kube-yaml/values-images.ts
function valuesImages(values) {
  if (!isMap(values)) return [];
  return imagesOf(values, "helm-values");
}
function applicationImages(spec) {
  if (!isMap(spec)) return [];
  return imagesOf({ apiVersion: "argoproj.io/v1alpha1", kind: "Application", spec }, "manifest");
}
function isMap(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function imagesOf(object, format) {
  const text = JSON.stringify(object);
  const file = splitLikeKubernetes(text);
  if (!file.ok) return [];
  const chunk = file.chunks.find((c) => hasContent(text, c));
  if (chunk === void 0) return [];
  const read = readDocument(text, file, chunk);
  if (!read.ok) return [];
  return imageSites(text, read.document, format).filter((site) => site.repository !== void 0 && (site.role !== "tag" || site.pinnedBeside !== true)).map((site) => ({ path: site.path, image: siteImage(site) }));
}

// src/wait/steps/rollout.ts
var CONTAINER_LISTS = ["containers", "initContainers", "ephemeralContainers"];
var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function liveImages(live) {
  const found = [];
  const spec = live.spec;
  if (spec === void 0) return found;
  if (typeof spec["image"] === "string") found.push({ path: "spec.image", image: spec["image"] });
  if (isObject(spec["chart"]) || isObject(spec["chartRef"]))
    for (const { path, image } of valuesImages(spec["values"])) found.push({ path: `spec.values.${path}`, image });
  if (isObject(spec["destination"]) && (isObject(spec["source"]) || Array.isArray(spec["sources"])))
    for (const { path, image } of applicationImages(spec)) found.push({ path, image });
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
    const shown3 = sites.length === 0 ? options.container === void 0 ? "no spec.image nor container image" : `no container named ${options.container}` : [...new Set(sites.map((site) => site.image))].join(", ");
    const where = sites.length === 0 ? "the live object has" : `the live ${field} is`;
    return waiting(`${where} ${shown3}, not ${image}`, `${where} still ${shown3}`);
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
    steps: STEPS.filter((step2) => step2 !== "verified").map(
      (step2) => step2 === "merged" ? { step: step2, state: merged.state, detail: merged.detail, since: merged.since ?? now } : { step: step2, state: "pending", since: now, detail: "" }
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
function endedAt(prev, step2, failure, now) {
  const steps = prev.steps.map(
    (s) => s.step === step2 ? { ...s, state: "failed", since: now, detail: failure.message } : s
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
function succeeded(verdict) {
  return verdict === "healthy" || verdict === "verified";
}
function stepsChanged(a, b) {
  return a.steps.some((s, i) => s.state !== b.steps[i]?.state) || a.verdict !== b.verdict || a.health !== b.health;
}
function waitingFor(steps) {
  const step2 = steps.find((s) => s.state === "waiting") ?? steps.find((s) => s.state === "pending");
  return step2 ? `Waiting for ${step2.step}${step2.detail ? `: ${step2.detail}` : ""}` : "Waiting";
}
function timeoutHint(step2) {
  switch (step2) {
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
  return !succeeded(state.verdict) && state.health === "Healthy" ? "" : state.health;
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

// src/verify/format.ts
function clipText(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function labelText(labels) {
  if (labels === void 0) return "";
  return Object.entries(labels).filter(([k]) => k !== "__name__").map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ");
}

// src/verify/threshold.ts
var COMPARISONS = ["<", "<=", ">", ">="];
var FORM = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(%|ms|s)?$/;
var SCALE = { "": 1, "%": 100, ms: 1e3, s: 1 };
function parseThreshold(raw) {
  const text = String(raw).trim();
  const match = FORM.exec(text);
  if (!match) return void 0;
  const unit = match[2] ?? "";
  const value = Number(match[1]) / SCALE[unit];
  return Number.isFinite(value) ? { value, unit, text } : void 0;
}
function passes(value, comparison, threshold) {
  switch (comparison) {
    case "<":
      return value < threshold;
    case "<=":
      return value <= threshold;
    case ">":
      return value > threshold;
    case ">=":
      return value >= threshold;
  }
}
function worseThan(a, b, comparison) {
  return comparison === "<" || comparison === "<=" ? a > b : a < b;
}
function formatValue(value, unit) {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : "-Inf";
  return `${plainNumber(value * SCALE[unit])}${unit}`;
}
function plainNumber(value) {
  if (value === 0 || !Number.isFinite(value)) return value === 0 ? "0" : String(value);
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, 2 - magnitude);
  const text = value.toFixed(Math.min(decimals, 20));
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

// src/verify/judge.ts
function judgeSample(result, comparison, threshold, at) {
  if (!result.ok) return { at, state: "error", series: 0, error: result.message };
  const { series } = result;
  if (series.length === 0) return { at, state: "no-data", series: 0 };
  const failing = series.filter((s) => !Number.isNaN(s.value) && !passes(s.value, comparison, threshold));
  const nan = series.find((s) => Number.isNaN(s.value));
  const pick = failing.length > 0 ? failing : nan ? [nan] : series;
  const worst = pick.reduce((a, b) => worseThan(b.value, a.value, comparison) ? b : a);
  const state = failing.length > 0 ? "fail" : nan ? "nan" : "pass";
  return {
    at,
    state,
    value: worst.value,
    series: series.length,
    ...series.length > 1 ? { labels: worst.labels } : {}
  };
}
var INCONCLUSIVE = {
  "no-data": "no data",
  nan: "NaN",
  error: "a query error"
};
function judgeMetric(setting, samples, startedAt) {
  const { comparison, threshold } = setting;
  const must = `it must be ${comparison} ${threshold.text}`;
  const failed = samples.find((s) => s.state === "fail");
  if (failed) return { outcome: "failed", reason: `${valueAt(failed, threshold, startedAt)}; ${must}` };
  const passed = samples.filter((s) => s.state === "pass");
  const unclear = samples.filter((s) => s.state !== "pass");
  const worst = passed.reduce(
    (a, b) => a === void 0 || worseThan(b.value, a.value, comparison) ? b : a,
    void 0
  );
  const of = `${samples.length} sample${samples.length === 1 ? "" : "s"}`;
  if (passed.length > 0 && unclear.length <= setting.inconclusiveLimit) {
    const within = unclear.length === 0 ? "" : `; ${unclearText(unclear)}, within inconclusive-limit ${setting.inconclusiveLimit}`;
    const at = unclear.length === 0 ? `at all ${of}` : `at ${passed.length} of ${of}`;
    return {
      outcome: "passed",
      reason: `stayed ${comparison} ${threshold.text} ${at} (worst ${formatValue(worst.value, threshold.unit)})${within}`
    };
  }
  const firstError = unclear.find((s) => s.state === "error")?.error;
  return {
    outcome: "inconclusive",
    reason: `${unclearText(unclear)} of ${of}${passed.length === 0 ? ", none with a value to judge" : ""}${firstError === void 0 ? "" : ` (${firstError})`}`
  };
}
function unclearText(samples) {
  const counts = /* @__PURE__ */ new Map();
  for (const s of samples) {
    const kind = INCONCLUSIVE[s.state];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = [...counts].map(([kind, n]) => `${kind} at ${n}`);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
function valueAt(sample, threshold, startedAt) {
  const labels = labelText(sample.labels);
  return `was ${formatValue(sample.value, threshold.unit)} at ${formatDuration(sample.at - startedAt)}${labels === "" ? "" : ` (${labels})`}`;
}

// src/verify/message.ts
function verificationMessage(v, config) {
  const soak2 = formatDuration(v.soakMs);
  const ran = formatDuration(v.endedAt - v.startedAt);
  if (v.outcome === "failed") {
    const smokeStep = v.smoke?.runs.flatMap((r) => r.steps).find((s) => s.outcome === "failed");
    const metric = v.metrics.find((m) => m.outcome === "failed");
    const what = v.app.outcome === "failed" ? v.app.detail : metric ? `${metric.name} ${metric.reason}` : smokeStep ? `smoke step "${smokeStep.name}": ${smokeStep.detail}` : "a check failed";
    return `Verification failed after ${ran} of a ${soak2} soak: ${what}.`;
  }
  const unclear = v.metrics.filter((m) => m.outcome === "inconclusive");
  if (v.outcome === "inconclusive")
    return `Not verified: ${unclear.map((m) => `${m.name} had ${m.reason}`).join("; ")}. A check without a value to judge does not pass (${config.setting}.inconclusive: accept would let it).`;
  const checks = [
    count2(v.metrics.filter((m) => m.outcome === "passed").length, "metric check"),
    v.smoke ? count2(v.smoke.runs.length, "smoke run") : "",
    v.app.outcome === "passed" ? "the app stayed Healthy and synced" : ""
  ].filter(Boolean);
  const accepted = v.accepted.length > 0 ? ` ${v.accepted.join(", ")} inconclusive, accepted by ${config.setting}.inconclusive.` : "";
  return `Verified over a ${soak2} soak${checks.length > 0 ? `: ${checks.join(", ")}` : ""}.${accepted}`;
}
function count2(n, what) {
  return n === 0 ? "" : `${n} ${what}${n === 1 ? "" : "s"} passed`;
}

// src/verify/http.ts
var import_undici = __toESM(require_undici(), 1);
var Unreachable = class extends Error {
  constructor(message, timedOut2) {
    super(message);
    this.timedOut = timedOut2;
  }
  timedOut;
  name = "Unreachable";
};
var MAX_BODY_BYTES = 1 << 20;
var USER_AGENT = `gitops-release/${VERSION}`;
function createHttp() {
  const dispatchers = /* @__PURE__ */ new Map();
  const dispatcher = (url) => {
    const origin = new URL(url).origin;
    let found = dispatchers.get(origin);
    if (found === void 0) dispatchers.set(origin, found = dispatcherFor(url));
    return found;
  };
  const http = async (req) => {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), req.timeoutMs);
    try {
      const response = await (0, import_undici.request)(req.url, {
        method: req.method,
        headers: { "user-agent": USER_AGENT, ...req.headers },
        body: req.body,
        dispatcher: dispatcher(req.url),
        signal: timer.signal
      });
      const type = response.headers["content-type"];
      return {
        status: response.statusCode,
        contentType: (Array.isArray(type) ? type.join(", ") : type) ?? "",
        text: await readCapped(response.body)
      };
    } catch (error) {
      if (timer.signal.aborted) throw new Unreachable(`no answer within ${formatSeconds(req.timeoutMs)}`, true);
      throw new Unreachable(networkReason(error), false);
    } finally {
      clearTimeout(timeout);
    }
  };
  return {
    http,
    close: async () => {
      await Promise.all([...dispatchers.values()].map((d) => d.close()));
      dispatchers.clear();
    }
  };
}
async function readCapped(body) {
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size >= MAX_BODY_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString("utf8");
}
function networkReason(error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : void 0;
  const text = messageOf(cause ?? error);
  const code = cause?.code ?? error.code;
  return typeof code === "string" && !text.includes(code) ? `${text} (${code})` : text;
}
function formatSeconds(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${(ms / 1e3).toFixed(1)}s`;
}

// src/verify/prometheus.ts
var TRANSIT_MS = 2e3;
function prometheusClient(setting, http) {
  const endpoint = `${setting.url}/api/v1/query`;
  const headers = { accept: "application/json" };
  for (const h of setting.headers) headers[h.name] = h.value.source;
  if (setting.authorization !== void 0) headers["authorization"] = setting.authorization;
  return {
    endpoint,
    async query(expression) {
      const form = new URLSearchParams({ query: expression, timeout: `${setting.timeoutMs}ms` }).toString();
      let answer;
      try {
        answer = await http({
          method: setting.method,
          url: setting.method === "GET" ? `${endpoint}?${form}` : endpoint,
          headers: setting.method === "GET" ? headers : { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: setting.method === "GET" ? void 0 : form,
          timeoutMs: setting.timeoutMs + TRANSIT_MS
        });
      } catch (error) {
        if (error instanceof Unreachable) return { ok: false, problem: "unreachable", message: error.message };
        throw error;
      }
      return readAnswer(answer);
    }
  };
}
function readAnswer(answer) {
  if (answer.status === 401 || answer.status === 403)
    return { ok: false, problem: "auth", message: `answered ${answer.status} ${firstLine(answer.text)}`.trim() };
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = void 0;
  }
  if (body === void 0 || typeof body !== "object" || body === null || body.status !== "success" && body.status !== "error") {
    const problem = answer.status >= 500 || answer.status === 429 ? "failed" : "not-api";
    return { ok: false, problem, message: `answered ${answer.status} with ${describe(answer)}, not Prometheus's API` };
  }
  if (body.status === "error") {
    const words = `${typeof body.errorType === "string" ? `${body.errorType}: ` : ""}${typeof body.error === "string" ? body.error : "no error text"}`;
    return { ok: false, problem: body.errorType === "bad_data" ? "bad-query" : "failed", message: words };
  }
  return readData(body.data);
}
function readData(data) {
  const shape = (what) => ({
    ok: false,
    problem: "not-api",
    message: `answered success with ${what}`
  });
  const type = data?.resultType;
  const result = data?.result;
  if (type === "matrix" || type === "string")
    return {
      ok: false,
      problem: "wrong-type",
      message: `returns a ${type === "matrix" ? "range vector" : "string"}; a check needs one value per series, like rate(x[5m]) rather than x[5m]`
    };
  if (type === "scalar") {
    const value = Array.isArray(result) ? sampleValue(result[1]) : void 0;
    return value === void 0 ? shape("a scalar it could not read") : { ok: true, series: [{ labels: {}, value }] };
  }
  if (type !== "vector" || !Array.isArray(result)) return shape(`resultType ${JSON.stringify(type)}`);
  const series = [];
  for (const item of result) {
    const { metric, value, histogram } = item ?? {};
    if (histogram !== void 0)
      return {
        ok: false,
        problem: "wrong-type",
        message: "returns native histograms; wrap them in histogram_quantile(), histogram_count() or the like"
      };
    const number = Array.isArray(value) ? sampleValue(value[1]) : void 0;
    if (number === void 0 || typeof metric !== "object" || metric === null)
      return shape("a vector it could not read");
    series.push({ labels: metric, value: number });
  }
  return { ok: true, series };
}
function sampleValue(text) {
  if (typeof text !== "string") return void 0;
  if (text === "NaN") return NaN;
  if (text === "+Inf" || text === "Inf") return Infinity;
  if (text === "-Inf") return -Infinity;
  const value = Number(text);
  return text.trim() === "" || Number.isNaN(value) ? void 0 : value;
}
function describe(answer) {
  const type = answer.contentType.split(";")[0]?.trim() || "no content type";
  const line = firstLine(answer.text);
  return line === "" ? type : `${type} (${JSON.stringify(line)})`;
}
function firstLine(text) {
  const line = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}\u2026` : line;
}

// src/verify/read.ts
var VerifyConfigError = class extends InputError {
  constructor(message, path) {
    super(message);
    this.path = path;
  }
  path;
};
function settingName(label, path) {
  return path.reduce((name, key) => typeof key === "number" ? `${name}[${key}]` : `${name}.${key}`, label);
}
var shown = (value) => {
  const text = JSON.stringify(value);
  return text === void 0 ? String(value) : text.length > 120 ? `${text.slice(0, 119)}\u2026` : text;
};
var Setting = class _Setting {
  constructor(label, path, value) {
    this.label = label;
    this.path = path;
    this.value = value;
  }
  label;
  path;
  value;
  get name() {
    return settingName(this.label, this.path);
  }
  get present() {
    return this.value !== void 0 && this.value !== null;
  }
  /** Fails with `<name>: <problem>; got <value>. <fix>` (the value left out for secrets). */
  fail(problem, fix = "", showValue = true) {
    const got = showValue && this.present ? `; got ${shown(this.value)}` : "";
    throw new VerifyConfigError(`${this.name}: ${problem}${got}.${fix === "" ? "" : ` ${fix}`}`, this.path);
  }
  at(key) {
    const value = typeof key === "number" ? Array.isArray(this.value) ? this.value[key] : void 0 : this.isObject() ? this.value[key] : void 0;
    return new _Setting(this.label, [...this.path, key], value);
  }
  isObject() {
    return typeof this.value === "object" && this.value !== null && !Array.isArray(this.value);
  }
  /** A mapping with only these keys; each unknown key is named. */
  object(keys, example) {
    if (!this.isObject()) this.fail("must be a mapping", `For example: ${example}`);
    for (const key of Object.keys(this.value))
      if (!keys.includes(key)) this.at(key).fail(`is not a setting here`, `Expected one of: ${keys.join(", ")}.`, false);
    return this;
  }
  list() {
    if (!Array.isArray(this.value)) this.fail("must be a list");
    return this.value.map((_, i) => this.at(i));
  }
  string(fix) {
    if (typeof this.value !== "string" || this.value.trim() === "") this.fail("must be a non-empty string", fix);
    return this.value;
  }
  optionalString(fix) {
    return this.present ? this.string(fix) : void 0;
  }
  /** A duration as the inputs take them (`90s`, `15m`, `1h30m`; a number is seconds); milliseconds. */
  duration(fallback) {
    if (!this.present && fallback !== void 0) return fallback;
    if (typeof this.value !== "string" && typeof this.value !== "number")
      this.fail("must be a duration", "Write it like 30s, 10m or 1h30m.");
    try {
      return parseDuration(String(this.value), this.name);
    } catch (error) {
      throw new VerifyConfigError(error.message, this.path);
    }
  }
  /** A whole number from `min` to `max`. */
  count(fallback, min, max) {
    if (!this.present) return fallback;
    if (typeof this.value !== "number" || !Number.isInteger(this.value) || this.value < min || this.value > max)
      this.fail(`must be a whole number from ${min} to ${max}`);
    return this.value;
  }
  oneOf(choices, fallback) {
    if (!this.present) return fallback;
    if (typeof this.value !== "string" || !choices.includes(this.value))
      this.fail(`must be one of ${choices.join(", ")}`);
    return this.value;
  }
};

// src/verify/redact.ts
var MASK = "***";
function redactor(secrets) {
  const ordered = [...new Set(secrets)].filter((s) => s !== "").sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return (text) => text;
  return (text) => ordered.reduce((out, secret) => out.split(secret).join(MASK), text);
}

// src/verify/release.ts
function releaseOf(image) {
  try {
    const { digest, tag } = parseImageReference(image, { requireDigest: false });
    return { image, digest, tag };
  } catch (error) {
    if (error instanceof ImageReferenceError)
      throw new VerifyConfigError(
        `The release image ${JSON.stringify(image)} is not an image reference: ${error.message}.`,
        []
      );
    throw error;
  }
}
function releaseValues(release) {
  const values = /* @__PURE__ */ new Map([["image", release.image]]);
  if (release.digest !== void 0) values.set("digest", release.digest);
  if (release.tag !== void 0) values.set("tag", release.tag);
  return values;
}

// src/verify/json-path.ts
var JsonPathError = class extends Error {
  name = "JsonPathError";
};
var NAME = /^[A-Za-z_][A-Za-z0-9_-]*/;
var INDEX = /^\[(-?\d+)\]/;
var QUOTED = /^\[("(?:[^"\\]|\\.)*")\]/;
function parseJsonPath(source) {
  let rest = source.trim();
  if (rest === "") throw new JsonPathError("is empty; write a field name such as id, todo.id or items[0].id");
  if (rest.startsWith("$")) rest = rest.slice(1).replace(/^\.(?=[A-Za-z_])/, "");
  const segments = [];
  let first = true;
  while (rest !== "") {
    const dotted = !first && rest.startsWith(".");
    const text = dotted ? rest.slice(1) : rest;
    const name = first || dotted ? NAME.exec(text) : null;
    if (name) {
      segments.push(name[0]);
      rest = text.slice(name[0].length);
    } else if (dotted) {
      throw bad(source, rest);
    } else {
      const index = INDEX.exec(rest);
      const quoted = index ? null : QUOTED.exec(rest);
      if (index) segments.push(Number(index[1]));
      else if (quoted) segments.push(JSON.parse(quoted[1]));
      else throw bad(source, rest);
      rest = rest.slice((index ?? quoted)[0].length);
    }
    first = false;
  }
  return { source, segments };
}
function bad(source, rest) {
  const at = source.length - rest.length;
  return new JsonPathError(
    `cannot be read at character ${at + 1} (${JSON.stringify(rest.slice(0, 16))}); paths are fields and indexes like todo.id, items[0].id or ["a.b"]`
  );
}
function lookup(document, path) {
  let value = document;
  let walked = "$";
  for (const segment of path.segments) {
    if (typeof segment === "number") {
      if (!Array.isArray(value)) return { found: false, at: walked };
      const index = segment < 0 ? value.length + segment : segment;
      walked += `[${segment}]`;
      if (index < 0 || index >= value.length) return { found: false, at: walked };
      value = value[index];
    } else {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return { found: false, at: walked };
      walked += NAME.exec(segment)?.[0] === segment ? `.${segment}` : `[${JSON.stringify(segment)}]`;
      if (!Object.hasOwn(value, segment)) return { found: false, at: walked };
      value = value[segment];
    }
  }
  return { found: true, value };
}
function jsonEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every(
    (k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k])
  );
}

// src/verify/template.ts
var PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
var RELEASE_NAMES = ["image", "digest", "tag"];
var TemplateError = class extends Error {
  name = "TemplateError";
};
function parseTemplate(text) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const before = text.slice(last, match.index);
    if (before.includes("{{")) throw malformed(before);
    if (before !== "") parts.push(before);
    parts.push({ name: match[1] });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last);
  if (rest.includes("{{")) throw malformed(rest);
  if (rest !== "") parts.push(rest);
  return { source: text, parts };
}
function malformed(text) {
  const at = text.indexOf("{{");
  return new TemplateError(
    `${JSON.stringify(text.slice(at, at + 24))} opens a placeholder that is not one; write {{ name }} with a name of letters, digits, _ or -`
  );
}
function placeholderNames(template2) {
  return template2.parts.flatMap((p) => typeof p === "string" ? [] : [p.name]);
}
function parsePromQL(text) {
  const template2 = parseTemplate(text);
  const parts = [];
  let quote;
  let comment = false;
  for (const part of template2.parts) {
    if (typeof part !== "string") {
      if (comment) continue;
      if (quote === void 0)
        throw new TemplateError(
          `{{ ${part.name} }} must stand inside a quoted label value, like version="{{ ${part.name} }}", so its value cannot change the query`
        );
      parts.push({ name: part.name, quote });
      continue;
    }
    parts.push(part);
    for (let i = 0; i < part.length; i++) {
      const c = part[i];
      if (comment) comment = c !== "\n";
      else if (quote === void 0) {
        if (c === '"' || c === "'" || c === "`") quote = c;
        else if (c === "#") comment = true;
      } else if (c === "\\" && quote !== "`") i++;
      else if (c === quote) quote = void 0;
    }
  }
  return { source: text, parts };
}
function asText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function fill(template2, values, escape) {
  return template2.parts.map((part) => {
    if (typeof part === "string") return part;
    if (!values.has(part.name)) throw new TemplateError(`{{ ${part.name} }} has no value`);
    return escape(asText(values.get(part.name)), part);
  }).join("");
}
function promqlEscape(text, at) {
  if (at.quote === "`") {
    if (text.includes("`"))
      throw new TemplateError(`{{ ${at.name} }} holds a backquote and cannot go in a \`raw\` string`);
    return text;
  }
  const quote = at.quote ?? '"';
  return text.replace(/[\\"'\n\r\t\0]/g, (c) => {
    if (c === "\\") return "\\\\";
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "	") return "\\t";
    if (c === "\0") return "\\x00";
    return c === quote ? `\\${c}` : c;
  });
}
var urlEscape = (text) => encodeURIComponent(text);
function headerEscape(text, at) {
  if (/[\r\n\0]/.test(text)) throw new TemplateError(`{{ ${at.name} }} holds a line break and cannot go in a header`);
  return text;
}
function fillJson(value, values) {
  if (typeof value === "string") {
    const template2 = parseTemplate(value);
    const [only] = template2.parts;
    if (template2.parts.length === 1 && typeof only !== "string") {
      if (!values.has(only.name)) throw new TemplateError(`{{ ${only.name} }} has no value`);
      return values.get(only.name);
    }
    return fill(template2, values, (text) => text);
  }
  if (Array.isArray(value)) return value.map((item) => fillJson(item, values));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, values)]));
  return value;
}
function jsonPlaceholderNames(value) {
  if (typeof value === "string") return placeholderNames(parseTemplate(value));
  if (Array.isArray(value)) return value.flatMap(jsonPlaceholderNames);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(jsonPlaceholderNames);
  return [];
}

// src/verify/smoke.ts
async function runSmoke(smoke, release, ports, redact, onRequest = () => void 0) {
  const at = ports.clock();
  const values = new Map(release);
  const steps = [];
  let failed = false;
  for (const step2 of smoke.steps) {
    const base = { setting: step2.setting, name: step2.name, method: step2.method, url: step2.url.source };
    if (failed) {
      steps.push({ ...base, outcome: "skipped", attempts: 0, detail: "not sent: an earlier step failed" });
      continue;
    }
    const started2 = ports.clock();
    for (let attempts = 1; ; attempts++) {
      const sent = ports.clock();
      onRequest();
      const result = await attempt(step2, values, ports.http);
      const ms = ports.clock() - sent;
      const status = result.status === void 0 ? {} : { status: result.status };
      if (result.ok) {
        for (const [name, value] of result.captured) values.set(name, value);
        const names = [...result.captured.keys()].map((n) => `{{ ${n} }}`);
        const retried = attempts > 1 ? `passed at attempt ${attempts}` : "";
        const detail = [retried, names.length > 0 ? `captured ${names.join(", ")}` : ""].filter(Boolean).join("; ");
        steps.push({ ...base, outcome: "passed", attempts, ...status, ms, detail });
        break;
      }
      const delay = backoff(attempts, 1e3, 5e3);
      if (!result.retry || ports.clock() + delay - started2 > smoke.retryForMs) {
        const tried = attempts > 1 ? ` (${attempts} attempts over ${formatDuration(ports.clock() - started2)})` : "";
        steps.push({ ...base, outcome: "failed", attempts, ...status, ms, detail: redact(`${result.detail}${tried}`) });
        failed = true;
        break;
      }
      await ports.sleep(delay);
    }
  }
  return { at, outcome: failed ? "failed" : "passed", steps };
}
async function attempt(step2, values, http) {
  let request2;
  try {
    request2 = build(step2, values);
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, detail: error.message, retry: false };
    throw error;
  }
  let answer;
  try {
    answer = await http(request2);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    const address = new URL(request2.url).host;
    return { ok: false, detail: `${step2.setting}.url: cannot reach ${address}: ${error.message}`, retry: true };
  }
  const { status, text } = answer;
  const expected = step2.expect.status;
  if (expected ? !expected.includes(status) : status < 200 || status > 299) {
    const wanted = expected ? expected.join(" or ") : "a 2xx";
    return { ok: false, status, detail: `answered ${status}, expected ${wanted}${snippet(text)}`, retry: true };
  }
  const missing = step2.expect.contains.map((t) => fill(t, values, (v) => v)).find((t) => !text.includes(t));
  if (missing !== void 0)
    return {
      ok: false,
      status,
      detail: `the answer does not contain ${JSON.stringify(clipText(missing, 60))}${snippet(text)}`,
      retry: true
    };
  if (step2.expect.json.length === 0 && step2.capture.length === 0) return { ok: true, status, captured: /* @__PURE__ */ new Map() };
  let document;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, status, detail: `answered ${status} without JSON${snippet(text)}`, retry: true };
  }
  for (const { path, value } of step2.expect.json) {
    const found = lookup(document, path);
    const want = fillJson(value, values);
    if (!found.found)
      return { ok: false, status, detail: `the answer has no ${path.source} (nothing at ${found.at})`, retry: true };
    if (!jsonEqual(found.value, want))
      return {
        ok: false,
        status,
        detail: `${path.source} is ${shown2(found.value)}, expected ${shown2(want)}`,
        retry: true
      };
  }
  const captured = /* @__PURE__ */ new Map();
  for (const { name, path } of step2.capture) {
    const found = lookup(document, path);
    if (!found.found || found.value === null)
      return { ok: false, status, detail: `the answer has no ${path.source} to capture as {{ ${name} }}`, retry: true };
    captured.set(name, found.value);
  }
  return { ok: true, status, captured };
}
function build(step2, values) {
  const headers = {};
  for (const h of step2.headers) headers[h.name] = fill(h.value, values, headerEscape);
  let body;
  if (step2.body?.kind === "text") body = fill(step2.body.text, values, (v) => v);
  if (step2.body?.kind === "json") {
    body = JSON.stringify(fillJson(step2.body.value, values));
    if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
      headers["content-type"] = "application/json";
  }
  return { method: step2.method, url: fill(step2.url, values, urlEscape), headers, body, timeoutMs: step2.timeoutMs };
}
function shown2(value) {
  return clipText(value === void 0 ? "undefined" : JSON.stringify(value), 60);
}
function snippet(text) {
  const line = asText(text).replace(/\s+/g, " ").trim();
  return line === "" ? "" : `: ${JSON.stringify(clipText(line, 100))}`;
}

// src/verify/soak.ts
function tickOffsets(soakMs, intervalMs) {
  const offsets = [];
  for (let t = 0; t < soakMs; t += intervalMs) offsets.push(t);
  offsets.push(soakMs);
  return offsets;
}
async function soak(schedule, ports, work) {
  const startedAt = schedule.startedAt ?? ports.clock();
  const offsets = tickOffsets(schedule.soakMs, schedule.intervalMs);
  const ended = (end) => ({ startedAt, endedAt: ports.clock(), end });
  for (const [index, offset] of offsets.entries()) {
    const last = index === offsets.length - 1;
    const next = offsets[index + 1];
    if (!last && next !== void 0 && ports.clock() >= startedAt + next) continue;
    const why = await waitUntil(startedAt + offset, ports);
    if (why !== void 0) return ended({ reason: "app", detail: why });
    if (await work({ index, at: ports.clock(), last })) return ended({ reason: "stopped" });
  }
  return ended({ reason: "done" });
}
async function waitUntil(at, ports) {
  const { app } = ports;
  for (let now = ports.clock(); now < at; now = ports.clock()) {
    if (app?.bell) {
      await app.bell.wait(at - now);
      if (ports.clock() < at) {
        const why = await app.check();
        if (why !== void 0) return why;
      }
    } else await ports.sleep(at - now);
  }
  return app?.check();
}

// src/verify/parse-smoke.ts
var DEFAULT_RETRY_FOR_MS = 3e4;
var DEFAULT_STEP_TIMEOUT_MS = 1e4;
var KEYS = ["base-url", "retry-for", "repeat", "steps"];
var STEP_KEYS = ["name", "method", "url", "headers", "body", "json", "expect", "capture", "timeout"];
var EXPECT_KEYS = ["status", "json", "contains"];
var METHOD = /^[A-Z]+$/;
var CAPTURE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function parseSmoke(setting, headers) {
  setting.object(KEYS, "{ base-url: https://todo.example.com, steps: [{ method: POST, url: /api/todos, ... }] }");
  const baseSetting = setting.at("base-url");
  const base = baseSetting.present ? httpUrl(baseSetting, baseSetting.string("Give the URL the steps start from.")) : void 0;
  const steps = setting.at("steps").list();
  if (steps.length === 0) setting.at("steps").fail("is an empty list", "Add a step, or remove the smoke setting.");
  const retry = setting.at("retry-for");
  const retryForMs = retry.duration(DEFAULT_RETRY_FOR_MS);
  const known = new Map(RELEASE_NAMES.map((n) => [n, "the release"]));
  return {
    setting: setting.name,
    steps: steps.map((step2) => parseStep(step2, base, known, headers)),
    retryForMs,
    repeat: setting.at("repeat").oneOf(["once", "every-interval"], "once")
  };
}
function parseStep(step2, base, known, readHeaders) {
  step2.object(
    STEP_KEYS,
    "{ name: add a todo, method: POST, url: /api/todos, json: { title: smoke }, expect: { status: 201 } }"
  );
  const urlSetting = step2.at("url");
  const url = template(
    urlSetting,
    urlSetting.string("Give the URL to call, like https://todo.example.com/api/todos."),
    known
  );
  const absolute = withBase(urlSetting, url, base);
  httpUrl(urlSetting, fillAll(absolute, "x"));
  const methodSetting = step2.at("method");
  const method = methodSetting.present ? methodSetting.string("Give an HTTP method, like POST.").toUpperCase() : "GET";
  if (!METHOD.test(method))
    methodSetting.fail("is not an HTTP method", "Use GET, POST, PUT, PATCH, DELETE and the like.");
  const headers = readHeaders(step2.at("headers"));
  for (const h of headers) placeholders(step2.at("headers").at(h.name), placeholderNames(h.value), known);
  const body = parseBody(step2, method, known);
  const expect = step2.at("expect");
  if (expect.present) expect.object(EXPECT_KEYS, "{ status: 201, json: { done: false }, contains: todo }");
  const name = step2.at("name").optionalString("Name the step, like add a todo.") ?? `${method} ${urlSetting.value}`;
  const result = {
    setting: step2.name,
    name,
    method,
    url: absolute,
    headers,
    body,
    expect: {
      status: statuses(expect.at("status")),
      json: expectedJson(expect.at("json"), known),
      contains: containsList(expect.at("contains"), known)
    },
    capture: captures(step2.at("capture"), known, name),
    timeoutMs: step2.at("timeout").duration(DEFAULT_STEP_TIMEOUT_MS)
  };
  if (result.timeoutMs <= 0) step2.at("timeout").fail("must be longer than 0s");
  return result;
}
function parseBody(step2, method, known) {
  const text = step2.at("body");
  const json = step2.at("json");
  if (text.present && json.present)
    json.fail("cannot be set with body", "Send either a JSON value (json) or text (body).", false);
  const given = text.present ? text : json.present ? json : void 0;
  if (given && (method === "GET" || method === "HEAD"))
    given.fail(`is set on a ${method} request`, "GET and HEAD carry no body: use POST, PUT or PATCH.", false);
  if (text.present) return { kind: "text", text: template(text, text.string("Give the body text."), known) };
  if (!json.present) return void 0;
  try {
    placeholders(json, jsonPlaceholderNames(json.value), known);
  } catch (error) {
    if (error instanceof TemplateError) json.fail(error.message, "", false);
    throw error;
  }
  return { kind: "json", value: json.value };
}
function template(setting, text, known) {
  let parsed;
  try {
    parsed = parseTemplate(text);
  } catch (error) {
    if (error instanceof TemplateError) setting.fail(error.message);
    throw error;
  }
  placeholders(setting, placeholderNames(parsed), known);
  return parsed;
}
function placeholders(setting, names, known) {
  for (const name of names)
    if (!known.has(name))
      setting.fail(
        `uses {{ ${name} }}, which no earlier step captures`,
        `Known here: ${[...known.keys()].map((n) => `{{ ${n} }}`).join(", ")}; a step captures with capture: { ${name}: <path> }.`,
        false
      );
}
function withBase(setting, url, base) {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(url.source)) return url;
  if (base === void 0)
    setting.fail("is not an absolute URL", "Give it with its scheme and host, or set base-url for the steps.");
  const root = base.href.replace(/\/+$/, "");
  const joined = url.source.startsWith("/") ? `${root}${url.source}` : `${root}/${url.source}`;
  return parseTemplate(joined);
}
function fillAll(template2, value) {
  return template2.parts.map((p) => typeof p === "string" ? p : value).join("");
}
function httpUrl(setting, text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return setting.fail("is not a URL", "Give it with its scheme and host, like https://todo.example.com/api/todos.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    setting.fail(`is a ${url.protocol.slice(0, -1)} URL`, "Smoke steps call http or https URLs only.");
  if (url.username !== "" || url.password !== "")
    setting.fail("holds credentials", "Send them in a header, such as Authorization: { env: TODO_TOKEN }.", false);
  return url;
}
function statuses(setting) {
  if (!setting.present) return void 0;
  const list = Array.isArray(setting.value) ? setting.list() : [setting];
  if (list.length === 0) setting.fail("is an empty list", "Give the statuses that pass, like 201 or [200, 204].");
  return list.map((s) => {
    if (typeof s.value !== "number" || !Number.isInteger(s.value) || s.value < 100 || s.value > 599)
      return s.fail("must be an HTTP status from 100 to 599", "Like 201, or a list such as [200, 204].");
    return s.value;
  });
}
function jsonPath(setting, text) {
  try {
    return parseJsonPath(text);
  } catch (error) {
    if (error instanceof JsonPathError) setting.fail(`the path ${JSON.stringify(text)} ${error.message}`, "", false);
    throw error;
  }
}
function expectedJson(setting, known) {
  if (!setting.present) return [];
  if (!setting.isObject())
    setting.fail("must be a mapping of paths to values", "For example: { done: true, todo.title: smoke }.");
  return Object.keys(setting.value).map((path) => {
    const value = setting.at(path);
    try {
      placeholders(value, jsonPlaceholderNames(value.value), known);
    } catch (error) {
      if (error instanceof TemplateError) value.fail(error.message);
      throw error;
    }
    return { path: jsonPath(value, path), value: value.value };
  });
}
function containsList(setting, known) {
  if (!setting.present) return [];
  const list = Array.isArray(setting.value) ? setting.list() : [setting];
  return list.map((s) => template(s, s.string("Give the text the answer must contain."), known));
}
function captures(setting, known, step2) {
  if (!setting.present) return [];
  if (!setting.isObject())
    setting.fail("must be a mapping of names to paths", "For example: { id: id } keeps the answer's id as {{ id }}.");
  const found = Object.keys(setting.value).map((name) => {
    const path = setting.at(name);
    if (!CAPTURE_NAME.test(name))
      path.fail("is not a name a placeholder can use", "Use letters, digits, _ and -.", false);
    if (known.has(name)) path.fail(`is already ${known.get(name)}'s`, "Give the capture another name.", false);
    return { name, path: jsonPath(path, path.string("Give the path of the value to keep, like id.")) };
  });
  for (const { name } of found) known.set(name, `step "${step2}"`);
  return found;
}

// src/verify/parse.ts
var MAX_SOAK_MS = 6 * 36e5;
var DEFAULT_INTERVAL_MS = 3e4;
var DEFAULT_QUERY_TIMEOUT_MS = 1e4;
var KEYS2 = ["soak", "interval", "inconclusive", "prometheus", "metrics", "smoke"];
var EXAMPLE = "{ soak: 10m, prometheus: { url: https://prometheus.example.com }, metrics: [...] }";
function parseVerifyConfig(value, options = {}) {
  const root = new Setting(options.label ?? "verify", [], value).object(KEYS2, EXAMPLE);
  const secrets = new Secrets(options.env ?? (() => void 0));
  const interval = root.at("interval");
  const intervalMs = interval.duration(DEFAULT_INTERVAL_MS);
  if (intervalMs < 1e3) interval.fail("must be at least 1s", "Prometheus answers per scrape; sample no faster.");
  const soak2 = root.at("soak");
  if (!soak2.present)
    soak2.fail("is required", "Say how long the app must stay Healthy with its checks passing, like soak: 10m.");
  const soakMs = soak2.duration();
  if (soakMs < intervalMs)
    soak2.fail(
      `is shorter than ${interval.name} (${formatSeconds2(intervalMs)})`,
      "A soak lasts at least one interval: lengthen the soak or shorten the interval."
    );
  if (soakMs > MAX_SOAK_MS) soak2.fail("is longer than 6h, the longest a GitHub-hosted job runs");
  const metricsSetting = root.at("metrics");
  const prometheusSetting = root.at("prometheus");
  const metrics = metricsSetting.present ? parseMetrics(metricsSetting) : [];
  if (metrics.length > 0 && !prometheusSetting.present)
    prometheusSetting.fail(
      "is required when metrics are set",
      "Give the Prometheus API root, like prometheus: { url: https://prometheus.example.com }."
    );
  if (prometheusSetting.present && metrics.length === 0)
    prometheusSetting.fail(
      "is set but no metrics use it",
      `Add ${metricsSetting.name}, or remove ${prometheusSetting.name}.`,
      false
    );
  const prometheus = prometheusSetting.present ? parsePrometheus(prometheusSetting, secrets) : void 0;
  const smokeSetting = root.at("smoke");
  const smoke = smokeSetting.present ? parseSmoke(smokeSetting, (s) => parseHeaders(s, secrets)) : void 0;
  return {
    setting: root.name,
    soakMs,
    intervalMs,
    inconclusive: root.at("inconclusive").oneOf(["refuse", "accept"], "refuse"),
    prometheus,
    metrics,
    smoke,
    secrets: secrets.values()
  };
}
var PROMETHEUS_KEYS = ["url", "method", "bearer-token", "basic-auth", "headers", "timeout"];
function parsePrometheus(setting, secrets) {
  setting.object(PROMETHEUS_KEYS, "{ url: https://prometheus.example.com, bearer-token: { env: PROMETHEUS_TOKEN } }");
  const urlSetting = setting.at("url");
  const url = apiRoot(urlSetting);
  const bearer = setting.at("bearer-token");
  const basic = setting.at("basic-auth");
  if (bearer.present && basic.present)
    basic.fail(
      "cannot be set with bearer-token",
      "Prometheus takes one Authorization header: keep one of the two.",
      false
    );
  let authorization;
  let authSetting;
  if (bearer.present) {
    authorization = `Bearer ${secrets.read(bearer)}`;
    authSetting = bearer.name;
  } else if (basic.present) {
    basic.object(["username", "password"], "{ username: reader, password: { env: PROMETHEUS_PASSWORD } }");
    const username = basic.at("username").string("Give the user name.");
    if (username.includes(":"))
      basic.at("username").fail("cannot contain a colon (basic auth separates user and password with one)");
    const password = secrets.read(basic.at("password"));
    const encoded = Buffer.from(`${username}:${password}`).toString("base64");
    secrets.add(encoded);
    authorization = `Basic ${encoded}`;
    authSetting = basic.name;
  }
  const headers = parseHeaders(setting.at("headers"), secrets);
  for (const h of headers)
    if (h.name.toLowerCase() === "authorization" && authorization !== void 0)
      setting.at("headers").fail("set Authorization as well as bearer-token or basic-auth", "Keep one of them.", false);
  for (const h of headers)
    if (placeholderNames(h.value).length > 0)
      setting.at("headers").at(h.name).fail("cannot hold placeholders", "Prometheus headers are fixed for the whole soak.");
  const methodSetting = setting.at("method");
  const method = typeof methodSetting.value === "string" ? methodSetting.value.toUpperCase() : methodSetting.value;
  return {
    setting: urlSetting.name,
    url,
    method: new Setting(methodSetting.label, methodSetting.path, method).oneOf(["GET", "POST"], "POST"),
    authorization,
    authSetting,
    headers,
    timeoutMs: positive(setting.at("timeout"), DEFAULT_QUERY_TIMEOUT_MS)
  };
}
function apiRoot(setting) {
  const text = setting.string("Give the Prometheus API root, like https://prometheus.example.com.");
  let url;
  try {
    url = new URL(text);
  } catch {
    return setting.fail(
      "is not a URL",
      "Give the API root, like https://prometheus.example.com or https://grafana.example.com/api/datasources/proxy/uid/<uid>."
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") setting.fail("must be an http or https URL");
  if (url.username !== "" || url.password !== "")
    setting.fail("holds credentials", "Put them in basic-auth (or bearer-token), where they are kept secret.", false);
  if (url.search !== "" || url.hash !== "")
    setting.fail("must not have a query or fragment", "Give the API root alone.");
  return url.href.replace(/\/+$/, "").replace(/\/api\/v1\/query$/, "");
}
var METRIC_KEYS = ["name", "query", "comparison", "threshold", "inconclusive-limit"];
function parseMetrics(setting) {
  const items = setting.list();
  if (items.length === 0) setting.fail("is an empty list", "Add a check, or remove the setting.");
  const names = /* @__PURE__ */ new Set();
  return items.map((item) => {
    item.object(METRIC_KEYS, '{ name: error ratio, query: <PromQL>, comparison: "<", threshold: 1% }');
    const querySetting = item.at("query");
    const query = promql(querySetting);
    const name = item.at("name").optionalString("Name the check, like p95 latency.") ?? query.source.replace(/\s+/g, " ");
    if (names.has(name)) item.at("name").fail("is the name of another metric check", "Give each check its own name.");
    names.add(name);
    const comparisonSetting = item.at("comparison");
    const comparison = comparisonSetting.value;
    if (typeof comparison !== "string" || !COMPARISONS.includes(comparison))
      comparisonSetting.fail(
        comparison === void 0 ? "is required" : "is not a comparison",
        `Use one of ${COMPARISONS.join(" ")} (in YAML, quoted: comparison: "<").`
      );
    const thresholdSetting = item.at("threshold");
    const raw = thresholdSetting.value;
    const threshold = typeof raw === "string" || typeof raw === "number" ? parseThreshold(raw) : void 0;
    if (threshold === void 0)
      return thresholdSetting.fail(
        raw === void 0 ? "is required" : "is not a threshold",
        "Write a number with at most one unit: 0.01, 1%, 300ms or 0.3s."
      );
    return {
      setting: item.name,
      name,
      query,
      comparison,
      threshold,
      inconclusiveLimit: item.at("inconclusive-limit").count(0, 0, 1e3)
    };
  });
}
function promql(setting) {
  const text = setting.string(
    "Give a PromQL expression that returns one value per series, like sum(rate(http_requests_total[5m]))."
  );
  let query;
  try {
    query = parsePromQL(text);
  } catch (error) {
    if (error instanceof TemplateError) setting.fail(error.message, "", false);
    throw error;
  }
  for (const name of placeholderNames(query))
    if (!RELEASE_NAMES.includes(name))
      setting.fail(
        `uses {{ ${name} }}, which a query cannot`,
        `Queries may name the release: ${RELEASE_NAMES.map((n) => `{{ ${n} }}`).join(", ")}.`,
        false
      );
  return query;
}
function positive(setting, fallback) {
  const ms = setting.duration(fallback);
  if (ms <= 0) setting.fail("must be longer than 0s");
  return ms;
}
var TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
var SECRET_HEADER = /^(?:authorization|proxy-authorization|cookie)$|token|secret|key|password|auth|session/i;
function parseHeaders(setting, secrets) {
  if (!setting.present) return [];
  if (!setting.isObject())
    setting.fail("must be a mapping of header names to values", "For example: { X-Scope-OrgID: acme }.");
  return Object.keys(setting.value).map((name) => {
    const value = setting.at(name);
    if (!TOKEN.test(name)) value.fail("is not a header name", "", false);
    const fromEnv = value.isObject();
    const secret = fromEnv || SECRET_HEADER.test(name);
    const text = fromEnv ? secrets.read(value) : value.string("Give the header a value.");
    if (secret) secrets.add(text);
    if (/[\r\n\0]/.test(text)) value.fail("holds a line break", "", !secret);
    let template2;
    try {
      template2 = fromEnv ? { source: text, parts: [text] } : parseTemplate(text);
    } catch (error) {
      return value.fail(error.message, "", !secret);
    }
    return { name, value: template2, secret };
  });
}
var Secrets = class {
  constructor(env) {
    this.env = env;
  }
  env;
  found = /* @__PURE__ */ new Set();
  /** A secret given as a string, or as `{ env: NAME }` to keep it out of the policy file. */
  read(setting) {
    if (setting.isObject()) {
      setting.object(["env"], "{ env: PROMETHEUS_TOKEN }");
      const name = setting.at("env").string("Name the environment variable that holds it.");
      const value = this.env(name);
      if (value === void 0 || value === "")
        setting.fail(
          `names the environment variable ${name}, which is not set`,
          `Set it in the step's env, like ${name}: \${{ secrets.${name} }}.`,
          false
        );
      this.add(value);
      return value;
    }
    if (typeof setting.value !== "string" || setting.value === "")
      setting.fail(
        "must be a non-empty string or { env: NAME }",
        "Keep secrets out of files: { env: NAME } reads one from the environment.",
        false
      );
    this.add(setting.value);
    return setting.value;
  }
  add(value) {
    if (value !== "") this.found.add(value);
  }
  values() {
    return [...this.found];
  }
};
function formatSeconds2(ms) {
  return `${ms / 1e3}s`;
}

// src/verify/chart.ts
var WIDTH = 700;
var HEIGHT = 220;
var PLOT_COLOURS = ["#3b82f6", "#e5534b"];
var INIT = JSON.stringify({
  xyChart: { width: WIDTH, height: HEIGHT, xAxis: { labelFontSize: 12 }, yAxis: { labelFontSize: 12 } },
  themeVariables: { xyChart: { plotColorPalette: PLOT_COLOURS.join(", ") } }
});

// src/verify/json.ts
function verificationJson(v) {
  return {
    outcome: v.outcome,
    message: v.message,
    image: v.release.image,
    startedAt: isoTime(v.startedAt),
    endedAt: isoTime(v.endedAt),
    soakSeconds: v.soakMs / 1e3,
    intervalSeconds: v.intervalMs / 1e3,
    accepted: v.accepted,
    app: { outcome: v.app.outcome, detail: v.app.detail, ...v.app.at === void 0 ? {} : { at: isoTime(v.app.at) } },
    metrics: v.metrics.map((m) => ({
      name: m.name,
      outcome: m.outcome,
      reason: m.reason,
      query: m.query,
      comparison: m.comparison,
      threshold: m.threshold.value,
      samples: m.samples.map(sampleJson)
    })),
    smoke: v.smoke === void 0 ? null : {
      outcome: v.smoke.outcome,
      runs: v.smoke.runs.map((r) => ({
        at: isoTime(r.at),
        outcome: r.outcome,
        steps: r.steps.map((s) => ({
          name: s.name,
          outcome: s.outcome,
          method: s.method,
          url: s.url,
          attempts: s.attempts,
          status: s.status ?? null,
          ms: s.ms ?? null,
          detail: s.detail
        }))
      }))
    },
    requests: v.requests
  };
}
function sampleJson(s) {
  return {
    at: isoTime(s.at),
    state: s.state,
    value: s.value === void 0 ? null : Number.isFinite(s.value) ? s.value : valueText(s.value),
    series: s.series,
    ...s.labels === void 0 ? {} : { labels: s.labels },
    ...s.error === void 0 ? {} : { error: s.error }
  };
}
function valueText(value) {
  return Number.isNaN(value) ? "NaN" : value > 0 ? "+Inf" : "-Inf";
}

// src/verify/index.ts
async function runVerification(config, image, ports) {
  const release = releaseOf(image);
  const values = releaseValues(release);
  const queries = config.metrics.map((m) => resolveQuery(m, values, image));
  const redact = redactor(config.secrets);
  const log = (line) => ports.log?.info(redact(line));
  const requests = { prometheus: 0, smoke: 0 };
  const client = config.prometheus === void 0 ? void 0 : prometheusClient(config.prometheus, (request2) => {
    requests.prometheus++;
    return ports.http(request2);
  });
  const startedAt = ports.clock();
  const first = client ? await Promise.all(queries.map((q) => evaluate2(client, q, ports, startedAt + config.intervalMs / 2))) : [];
  first.forEach((answer, i) => refuse(config, config.metrics[i], answer, queries[i], client, redact));
  const samples = config.metrics.map(() => []);
  const runs = [];
  const soaked = await soak(
    { soakMs: config.soakMs, intervalMs: config.intervalMs, startedAt },
    { clock: ports.clock, sleep: ports.sleep, app: ports.app },
    async (tick) => {
      let stop = false;
      const at = formatDuration(tick.at - startedAt);
      for (const [i, metric] of config.metrics.entries()) {
        const answer = tick.index === 0 ? first[i] : await evaluate2(client, queries[i], ports, tick.at + config.intervalMs / 2);
        const sample = judgeSample(
          answer,
          metric.comparison,
          metric.threshold.value,
          tick.index === 0 ? startedAt : ports.clock()
        );
        samples[i].push(sample.error === void 0 ? sample : { ...sample, error: redact(sample.error) });
        log(`verify [${at}] ${metric.name}: ${sampleText(sample, metric)}`);
        stop ||= sample.state === "fail";
      }
      if (config.smoke && (tick.index === 0 || config.smoke.repeat === "every-interval")) {
        const run = await runSmoke(config.smoke, values, ports, redact, () => requests.smoke++);
        runs.push(run);
        for (const s of run.steps)
          log(`verify [${at}] smoke "${s.name}": ${s.outcome}${s.detail ? ` (${s.detail})` : ""}`);
        stop ||= run.outcome === "failed";
      }
      return stop;
    }
  );
  const metrics = config.metrics.map((m, i) => ({
    setting: m.setting,
    name: m.name,
    query: queries[i],
    comparison: m.comparison,
    threshold: m.threshold,
    samples: samples[i],
    ...judgeMetric(m, samples[i], startedAt)
  }));
  const app = soaked.end.reason === "app" ? { outcome: "failed", detail: redact(soaked.end.detail), at: soaked.endedAt } : ports.app ? { outcome: "passed", detail: "stayed Healthy and synced to this release" } : { outcome: "unwatched", detail: "not watched" };
  const smoke = config.smoke ? { outcome: runs.some((r) => r.outcome === "failed") ? "failed" : "passed", runs } : void 0;
  const failed = app.outcome === "failed" || smoke?.outcome === "failed" || metrics.some((m) => m.outcome === "failed");
  const unclear = metrics.filter((m) => m.outcome === "inconclusive").map((m) => m.name);
  const outcome2 = failed ? "failed" : unclear.length > 0 && config.inconclusive === "refuse" ? "inconclusive" : "verified";
  const result = {
    outcome: outcome2,
    release,
    startedAt,
    endedAt: soaked.endedAt,
    soakMs: config.soakMs,
    intervalMs: config.intervalMs,
    metrics,
    smoke,
    app,
    accepted: outcome2 === "verified" ? unclear : [],
    prometheus: client?.endpoint,
    requests
  };
  const message = redact(verificationMessage(result, config));
  log(message);
  return { ...result, message };
}
function resolveQuery(metric, values, image) {
  try {
    return fill(metric.query, values, promqlEscape);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    throw new VerifyConfigError(
      `${metric.setting}.query: ${error.message} for the release ${image}. Name the release by a part it has ({{ image }} always does).`,
      []
    );
  }
}
function refuse(config, metric, answer, query, client, redact) {
  if (answer.ok || answer.problem === "failed") return;
  const prometheus = config.prometheus;
  const at = client.endpoint;
  const message = {
    unreachable: `${prometheus.setting}: cannot reach ${at}: ${answer.message}. Check the address, and that this runner can reach it (a Prometheus inside the cluster needs a self-hosted runner or an exposed endpoint).`,
    auth: `${prometheus.authSetting ?? prometheus.setting}: Prometheus at ${at} ${answer.message}. ${prometheus.authSetting ? "Check the credentials and what they may read." : "It wants credentials: set bearer-token or basic-auth."}`,
    "not-api": `${prometheus.setting}: ${at} ${answer.message}. Give the API root, under which /api/v1/query answers (for Grafana, its data source proxy URL).`,
    "bad-query": `${metric.setting}.query: Prometheus refused the query: ${answer.message}. The query as sent: ${query}`,
    "wrong-type": `${metric.setting}.query: the query ${answer.message}. The query as sent: ${query}`
  };
  throw new VerifyConfigError(redact(message[answer.problem]), []);
}
async function evaluate2(client, query, ports, until) {
  for (let attempt2 = 1; ; attempt2++) {
    const answer = await client.query(query);
    const delay = 1e3 * attempt2;
    if (answer.ok || attempt2 > 2 || answer.problem !== "unreachable" && answer.problem !== "failed") return answer;
    if (ports.clock() + delay > until) return answer;
    await ports.sleep(delay);
  }
}
function sampleText(sample, metric) {
  const must = `must be ${metric.comparison} ${metric.threshold.text}`;
  switch (sample.state) {
    case "no-data":
      return `no data (${must})`;
    case "error":
      return `query error: ${sample.error ?? ""}`;
    default:
      return `${formatValue(sample.value, metric.threshold.unit)} (${must}): ${sample.state}`;
  }
}

// src/wait/verification.ts
var VERDICT = {
  verified: "verified",
  failed: "verification-failed",
  inconclusive: "inconclusive"
};
function withVerifiedStep(chain) {
  if (chain.steps.some((s) => s.step === "verified")) return chain;
  const step2 = { step: "verified", state: "pending", since: chain.updatedAt, detail: "" };
  return { ...chain, steps: [...chain.steps, step2] };
}
async function verifyRelease(healthy, config, image, guard, ports) {
  const start = ports.clock();
  const verifying = verifyingChain(withVerifiedStep(healthy), config, start);
  ports.log.info(verifying.message);
  await ports.onProgress?.(verifying);
  try {
    const verification = await runVerification(config, image, {
      http: ports.http,
      clock: ports.clock,
      sleep: ports.sleep,
      app: guard,
      log: ports.log
    });
    return { kind: "done", state: verifiedChain(verifying, verification), verification };
  } catch (error) {
    if (!(error instanceof VerifyConfigError)) throw error;
    const now = ports.clock();
    const state = step(verifying, "failed", now, error.message, "verification-failed", `Not verified: ${error.message}`);
    return { kind: "refused", state, error };
  }
}
function verifyingChain(chain, config, now) {
  const checks = [
    config.metrics.length > 0 ? `${config.metrics.length} metric${config.metrics.length === 1 ? "" : "s"}` : "",
    config.smoke ? `the smoke sequence${config.smoke.repeat === "every-interval" ? " at each sample" : ""}` : ""
  ].filter(Boolean);
  const detail = `a ${formatDuration(config.soakMs)} soak until ${timeOfDay(now + config.soakMs)}, a sample every ${formatDuration(config.intervalMs)}${checks.length > 0 ? `: ${checks.join(" and ")}` : ""}`;
  return step(chain, "waiting", now, detail, "waiting", `Verifying: ${detail}`);
}
function verifiedChain(chain, v) {
  const state = v.outcome === "verified" ? "done" : "failed";
  return { ...step(chain, state, v.endedAt, verificationRecord(v), VERDICT[v.outcome], v.message), verification: v };
}
function verifyHook(config, image, ports) {
  let ended;
  return {
    afterHealthy: async (healthy, guard) => {
      ended = await verifyRelease(healthy, config, image, guard, ports);
      return ended.state;
    },
    ended: () => ended
  };
}
function step(chain, state, at, detail, verdict, message) {
  return {
    ...withVerifiedStep(chain),
    steps: withVerifiedStep(chain).steps.map((s) => s.step === "verified" ? { ...s, state, since: at, detail } : s),
    verdict,
    message,
    updatedAt: at,
    wakeAt: void 0
  };
}
function verificationRecord(v) {
  if (v.outcome === "verified") {
    const n = v.metrics.length;
    const checks = [n > 0 ? `${n} metric${n === 1 ? "" : "s"}` : "", v.smoke ? "smoke" : ""].filter(Boolean);
    const accepted = v.accepted.length > 0 ? ` (${v.accepted.length} inconclusive, accepted)` : "";
    return `${formatDuration(v.soakMs)} soak to ${isoTime(v.endedAt)}${checks.length > 0 ? `: ${checks.join(", ")}` : ""}${accepted}`;
  }
  if (v.outcome === "inconclusive")
    return v.metrics.filter((m) => m.outcome === "inconclusive").map((m) => `${m.name} had ${m.reason}`).join("; ");
  const metric = v.metrics.find((m) => m.outcome === "failed");
  const smoke = v.smoke?.runs.flatMap((r) => r.steps).find((s) => s.outcome === "failed");
  if (v.app.outcome === "failed") return v.app.detail;
  if (metric) return `${metric.name} ${metric.reason}`;
  if (smoke) return `smoke step "${smoke.name}": ${smoke.detail}`;
  return v.message;
}
function soakProblem(healthy, now) {
  if (now.verdict === "degraded" || now.health === "Degraded") return `the app turned Degraded: ${now.message}`;
  if (now.verdict !== "healthy" && now.verdict !== "waiting") return now.message;
  const synced = now.steps.find((s) => s.step === "synced");
  if (synced?.state === "waiting" && now.revision !== void 0 && now.revision !== healthy.revision)
    return `Argo CD moved from ${healthy.revision?.slice(0, 7) ?? "the verified revision"} to ${now.revision.slice(0, 7)}: ${synced.detail}`;
  return void 0;
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
var TOKEN2 = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
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
function parseHeaders2(text, label, mask) {
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
    if (colon === -1 || !TOKEN2.test(name)) {
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
    headers: parseHeaders2(
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

// src/settings/reports.ts
var APP = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,98}))(\[bot\])?$/;
var USER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
var USER_PREFIX = "user:";
function readReportFollow(settings) {
  const glob = settings.optional("status-context")?.trim();
  const creators = settings.list("status-creator").map((c) => c.trim());
  if (glob === void 0 || glob === "") {
    if (creators.length > 0)
      throw new InputError(
        `${settings.label("status-creator")} names who may report for ${settings.label("status-context").replace(/^Input /, "input ")}, which is not set: set it, or remove status-creator.`
      );
    return void 0;
  }
  const server = settings.source.value("argocd-server");
  if (server !== void 0 && server.trim() !== "") {
    throw new InputError(
      `${settings.label("argocd-server")} and ${settings.label("status-context").replace(/^Input /, "input ")} are both set: give argocd-server to follow Argo CD's API, or status-context to follow the commit statuses and check runs the cluster reports to GitHub (where the runner cannot reach Argo CD), not both.`
    );
  }
  if ([...glob].some((c) => c < " " || c === "\x7F"))
    throw new InputError(`${settings.label("status-context")} must be one line, got ${JSON.stringify(glob)}.`);
  if (FLUX_HELM_RELEASE.test(glob))
    throw new InputError(
      `${settings.label("status-context")} is ${JSON.stringify(glob)}, a Flux HelmRelease's, but Flux posts no commit status for a HelmRelease: notification-controller posts them for Kustomization events only (a HelmRelease's revision is its chart version, not a commit). Follow the Kustomization that applies the HelmRelease instead, e.g. kustomization/<its name>/*, and give that Kustomization wait: true (or list the HelmRelease in its healthChecks) so its success means the release is healthy, not only applied. See docs/wait.md.`
    );
  return {
    glob,
    reporters: creators.length === 0 ? void 0 : readReporters(creators, settings.label("status-creator"))
  };
}
function readReporters(entries, label) {
  const apps = [];
  const users = [];
  for (const entry of entries) {
    const shown3 = JSON.stringify(entry);
    if (entry.toLowerCase().startsWith(USER_PREFIX)) {
      const login = entry.slice(USER_PREFIX.length);
      const bot = APP.exec(login);
      if (bot?.[2] !== void 0)
        throw new InputError(
          `${label}: ${shown3} names an App's bot as a user. Name the App by its slug instead: ${bot[1]} (its bot ${bot[1]}[bot] posts its commit statuses).`
        );
      if (!USER.test(login))
        throw new InputError(
          `${label}: ${shown3} is not a GitHub user login (letters, digits and hyphens, at most 39), e.g. user:flux-bot.`
        );
      users.push(login.toLowerCase());
      continue;
    }
    const app = APP.exec(entry);
    if (app === null) {
      const login = entry.replace(/^@/, "");
      const hint = USER.test(login) ? `user:${login} for the user account, or ${login} for the GitHub App` : "user:LOGIN for a user account, or the slug of a GitHub App";
      throw new InputError(
        `${label}: ${shown3} is neither a GitHub App (its slug, or slug[bot]) nor a user (user:LOGIN). Write ${hint}.`
      );
    }
    apps.push(app[1].toLowerCase());
  }
  return { apps: [...new Set(apps)], users: [...new Set(users)] };
}
var FLUX_HELM_RELEASE = /^helmrelease\//i;
function fluxReportMeaning(glob) {
  if (!/^kustomization\//i.test(glob)) return void 0;
  return `${glob} is a Flux Kustomization's commit status: its success means the revision was applied, and that what it deploys is healthy only if that Kustomization waits (spec.wait: true, or spec.healthChecks or healthCheckExprs covering the workload); Flux reports nothing for a HelmRelease itself (docs/wait.md).`;
}

// src/wait/verify-cli.ts
function cliVerify(config, image, ports) {
  if (config === void 0) return { hook: void 0, close: () => Promise.resolve() };
  const own = ports.http === void 0 ? createHttp() : void 0;
  const http = ports.http ?? own.http;
  return {
    hook: verifyHook(config, image, { http, clock: ports.clock, sleep: ports.sleep, log: ports.log }),
    close: () => own?.close() ?? Promise.resolve()
  };
}
function verifyExitCode(verdict, phase, exitCode) {
  return phase?.kind === "refused" ? EXIT.usage : exitCode(verdict);
}
function verifyJson(phase) {
  if (phase === void 0) return {};
  if (phase.kind === "refused") return { verification: { outcome: "refused", message: phase.error.message } };
  return { verification: verificationJson(phase.verification) };
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
  for (const step2 of next.steps) {
    const before = prev.steps.find((s) => s.step === step2.step);
    const moved = before?.state !== step2.state && step2.state !== "pending";
    const health = step2.step === "health" && step2.state === "waiting" && next.health !== prev.health;
    if (moved || health) lines.push(`${step2.step}: ${step2.state}${step2.detail ? ` (${step2.detail})` : ""}`);
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
  parseVerifyConfig,
  withVerifiedStep,
  soakProblem,
  readArgoCdConnection,
  readArgoCdApp,
  readTimeout,
  readWaitPolicy,
  readReportFollow,
  fluxReportMeaning,
  cliVerify,
  verifyExitCode,
  verifyJson
};
