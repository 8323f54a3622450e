import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-MXVN6ZG5.js";
import {
  ImageReferenceError,
  parseImageReference
} from "./chunk-OOL45BWG.js";
import {
  InputError,
  __toESM
} from "./chunk-LHVX4LDF.js";

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
var TRANSIENT = /* @__PURE__ */ new Set([408, 429, 500, 502, 503, 504]);
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
function networkError(what, error) {
  const code = codeOf(error) ?? codeOf(error?.cause);
  const reason = error instanceof Error ? error.message : String(error);
  const text = `${what} failed: ${code && !reason.includes(code) ? `${code}: ` : ""}${reason}`;
  if (code === "ENOTFOUND") {
    return new ArgoCdConnectError(`${text}. Check 'argocd-server' (or ARGOCD_SERVER).`, void 0, false, { cause: error });
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

// src/argocd/timing.ts
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
function childController(parent) {
  const child = new AbortController();
  if (parent.aborted) {
    child.abort(parent.reason);
    return child;
  }
  const follow = () => child.abort(parent.reason);
  parent.addEventListener("abort", follow, { once: true });
  child.signal.addEventListener("abort", () => parent.removeEventListener("abort", follow), { once: true });
  return child;
}

// src/argocd/http.ts
var import_undici = __toESM(require_undici(), 1);
import { rootCertificates } from "node:tls";
var USER_AGENT = "gitops-release/0.1.0";
var ArgoCdHttp = class {
  constructor(connection, options = {}) {
    this.connection = connection;
    this.options = options;
    this.dispatcher = createDispatcher(connection, options.env ?? process.env);
    this.sleep = options.sleep ?? realSleep;
  }
  connection;
  options;
  dispatcher;
  sleep;
  /** Requests sent, for the report and the request-rate figures in tests. */
  requests = 0;
  async getJson(path, query, context) {
    const retries = context.retries ?? this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        return parseJson(await this.getText(path, query, context), context.what);
      } catch (error) {
        if (!isTransient(error) || attempt >= retries || context.signal?.aborted) throw error;
        const delay = backoff(attempt + 1, this.options.retryBaseMs ?? 500, 8e3);
        this.options.onRetry?.(`${error.message}; retrying in ${Math.round(delay / 100) / 10}s`);
        await this.sleep(delay, context.signal);
      }
    }
  }
  /**
   * Opens a stream and returns its body once Argo CD answered 200. The body is iterated by the
   * caller; a drop surfaces as a transient {@link ArgoCdError} from the iteration.
   */
  async openStream(path, query, context) {
    const response = await this.send(path, query, context, context.idleMs ?? this.options.streamIdleMs ?? 3e5);
    if (response.statusCode !== 200) throw await failure(response, context);
    const type = String(response.headers["content-type"] ?? "");
    if (type !== "" && !type.includes("json")) {
      await response.body.dump();
      throw new ArgoCdError(`${context.what} answered ${type}, not a JSON stream`, 200, false);
    }
    return guardBody(response.body, context.what);
  }
  async close() {
    await this.dispatcher.close();
  }
  async getText(path, query, context) {
    const timeoutMs = context.timeoutMs ?? this.options.requestTimeoutMs ?? 3e4;
    const timer = new AbortController();
    const onAbort = () => timer.abort(context.signal?.reason);
    context.signal?.addEventListener("abort", onAbort, { once: true });
    const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${timeoutMs / 1e3}s`)), timeoutMs);
    try {
      const response = await this.send(path, query, { ...context, signal: timer.signal }, timeoutMs + 1e3);
      const text = await response.body.text();
      if (response.statusCode >= 200 && response.statusCode < 300) return text;
      throw errorFromResponse(response.statusCode, text, context);
    } catch (error) {
      if (timer.signal.aborted && !context.signal?.aborted) throw networkError(context.what, timer.signal.reason);
      if (error instanceof ArgoCdError) throw error;
      throw networkError(context.what, error);
    } finally {
      clearTimeout(timeout);
      context.signal?.removeEventListener("abort", onAbort);
    }
  }
  async send(path, query, context, timeoutMs) {
    const url = new URL(`${this.connection.serverUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== void 0) url.searchParams.set(k, v);
    if (this.connection.appNamespace !== void 0) url.searchParams.set("appNamespace", this.connection.appNamespace);
    this.requests++;
    try {
      return await (0, import_undici.request)(url, {
        method: "GET",
        dispatcher: this.dispatcher,
        headers: { authorization: `Bearer ${this.connection.token}`, accept: "application/json", "user-agent": USER_AGENT },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        ...context.signal ? { signal: context.signal } : {}
      });
    } catch (error) {
      throw networkError(context.what, error);
    }
  }
};
function parseJson(text, what) {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArgoCdError(`${what} answered something that is not JSON (${JSON.stringify(text.slice(0, 60))}\u2026): is a proxy in the way? Check 'argocd-server'.`, 200, false);
  }
}
async function failure(response, context) {
  const text = await response.body.text().catch(() => "");
  return errorFromResponse(response.statusCode, text, context);
}
async function* guardBody(body, what) {
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    throw networkError(`${what} (stream)`, error);
  }
}
function createDispatcher(connection, env) {
  const tls = {
    rejectUnauthorized: !connection.insecure,
    ...connection.caCert === void 0 ? {} : { ca: [...rootCertificates, connection.caCert] }
  };
  const httpsProxy = env["https_proxy"] ?? env["HTTPS_PROXY"];
  const httpProxy = env["http_proxy"] ?? env["HTTP_PROXY"];
  if (!httpsProxy && !httpProxy) return new import_undici.Agent({ connect: tls });
  const noProxy = env["no_proxy"] ?? env["NO_PROXY"];
  const options = {
    ...httpProxy ? { httpProxy } : {},
    ...httpsProxy ? { httpsProxy } : {},
    ...noProxy ? { noProxy } : {},
    connect: tls,
    requestTls: tls
  };
  return new import_undici.EnvHttpProxyAgent(options);
}

// src/argocd/ndjson.ts
async function* ndjsonLines(chunks) {
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  for await (const chunk of chunks) {
    buffer += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    let newline;
    while ((newline = buffer.indexOf("\n")) !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line !== "") yield line;
    }
  }
  const rest = (buffer + decoder.decode()).trim();
  if (rest !== "") yield rest;
}
async function* streamResults(chunks, what) {
  for await (const line of ndjsonLines(chunks)) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      throw new ArgoCdError(`${what} sent a line that is not JSON: ${JSON.stringify(line.slice(0, 120))}`, 200, true);
    }
    if (message.error !== void 0) throw streamError(message.error, what);
    if (message.result !== void 0) yield message.result;
  }
}
function streamError(error, what) {
  const text = error.message ?? "stream error";
  if (error.http_code === 401) {
    return new ArgoCdAuthError(`Argo CD rejected the token on ${what}: token invalid or expired (401: ${text}).`, 401, false);
  }
  if (error.http_code === 403) {
    return new ArgoCdAuthError(`Argo CD answered 403 on ${what}: app missing or token lacks access (${text}).`, 403, false);
  }
  return new ArgoCdError(`${what} ended with an error: ${text}`, error.http_code, true);
}

// src/argocd/client.ts
var ArgoCdClient = class {
  constructor(http) {
    this.http = http;
  }
  http;
  /** Requests sent so far (retries included). */
  get requests() {
    return this.http.requests;
  }
  /**
   * The Application. With `refresh: 'normal'` Argo CD re-resolves the target revision first and
   * blocks until the controller has reconciled, which can take as long as a comparison does.
   */
  getApplication(name, options = {}) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}`,
      { refresh: options.refresh },
      {
        what: `GET application ${name}${options.refresh ? " (refresh)" : ""}`,
        app: name,
        ...options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs },
        ...options.retries === void 0 ? {} : { retries: options.retries },
        ...options.signal ? { signal: options.signal } : {}
      }
    );
  }
  getResourceTree(name, signal) {
    return this.http.getJson(`/api/v1/applications/${encodeURIComponent(name)}/resource-tree`, {}, {
      what: `GET resource tree of ${name}`,
      app: name,
      ...signal ? { signal } : {}
    });
  }
  /**
   * The live object from the cluster, or undefined when it does not exist yet (Argo CD answers
   * 400 "not found as part of application" until the resource is in its tree, 404 after a delete).
   */
  async getLiveResource(app, key, signal) {
    let response;
    try {
      response = await this.http.getJson(
        `/api/v1/applications/${encodeURIComponent(app)}/resource`,
        { resourceName: key.name, version: key.version, kind: key.kind, group: key.group, namespace: key.namespace ?? "" },
        { what: `GET live ${key.kind} ${key.name}`, app, ...signal ? { signal } : {} }
      );
    } catch (error) {
      if (error instanceof ArgoCdError && (error.status === 400 || error.status === 404)) return void 0;
      throw error;
    }
    if (typeof response.manifest !== "string") return void 0;
    try {
      return JSON.parse(response.manifest);
    } catch {
      throw new ArgoCdError(`GET live ${key.kind} ${key.name}: manifest is not JSON`, 200, false);
    }
  }
  /**
   * Watch events for one app, from `resourceVersion` on. Open it only after a GET succeeded:
   * for a missing or forbidden app the watch never answers 403, it just hangs.
   */
  async *watchApplication(name, options = {}) {
    const what = `watch of application ${name}`;
    const body = await this.http.openStream(
      "/api/v1/stream/applications",
      { name, resourceVersion: options.resourceVersion },
      { what, app: name, ...options.signal ? { signal: options.signal } : {} }
    );
    yield* streamResults(body, what);
  }
  /**
   * Whole resource trees of one app, each time the controller publishes one. Argo CD sends no
   * initial tree (GET it first) and no headers before the first update, so on a quiet app this
   * request stays pending; `idleMs` bounds how long before it fails as a (transient) timeout.
   */
  async *watchResourceTree(name, options = {}) {
    const what = `watch of the resource tree of ${name}`;
    const body = await this.http.openStream(`/api/v1/stream/applications/${encodeURIComponent(name)}/resource-tree`, {}, {
      what,
      app: name,
      ...options.signal ? { signal: options.signal } : {},
      ...options.idleMs === void 0 ? {} : { idleMs: options.idleMs }
    });
    yield* streamResults(body, what);
  }
  close() {
    return this.http.close();
  }
};
function createArgoCdClient(connection, options = {}) {
  return new ArgoCdClient(new ArgoCdHttp(connection, options));
}

// src/wait/target.ts
function parseResourceFlag(value, source) {
  const match = /^([a-z0-9.-]*):([A-Za-z][A-Za-z0-9]*):(?:([a-z0-9.-]*)\/)?([a-z0-9]([-a-z0-9.]*[a-z0-9])?)$/.exec(value.trim());
  if (!match) {
    throw new InputError(
      `${source} must be GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, got ${JSON.stringify(value)}.`
    );
  }
  return { group: match[1], kind: match[2], namespace: match[3] || void 0, name: match[4] };
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
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revision)) {
    throw new InputError(`${source} must be a full commit SHA (40 lower-case hex digits), got ${JSON.stringify(value)}.`);
  }
  return revision;
}
function describeTarget(resource) {
  const gk = resource.group === "" ? resource.kind : `${resource.group}/${resource.kind}`;
  return `${gk} ${resource.namespace ? `${resource.namespace}/` : ""}${resource.name}`;
}
function sameImage(actual, expected) {
  if (actual === expected) return true;
  const digest = digestOf(expected);
  return digest !== void 0 && digestOf(actual) === digest && nameOf(actual) === nameOf(expected);
}
function digestOf(image) {
  const at = image.indexOf("@");
  return at === -1 ? void 0 : image.slice(at + 1);
}
function nameOf(image) {
  let name = image.split("@")[0];
  const slash = name.lastIndexOf("/");
  const colon = name.indexOf(":", slash + 1);
  if (colon !== -1) name = name.slice(0, colon);
  return name.replace(/^(docker\.io\/|index\.docker\.io\/)/, "").replace(/^library\//, "");
}

// src/wait/steps/resource.ts
function findResource(app, tree, target) {
  const resources = app.status?.resources ?? [];
  const same = (r) => (r.group ?? "") === target.group && r.kind === target.kind && r.name === target.name;
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

// src/wait/steps/health.ts
function evaluateHealth(input) {
  const { found, policy } = input;
  const label = describeTarget(found.target);
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
  if (!exists(found.node) && found.status === void 0) return result("waiting", `${label} is not among the app's resources yet`);
  if (code === "" && (exists(found.node) || found.status !== void 0)) {
    const message = healthCheckMissing(found.target, health === void 0 ? "computes no health for it" : "got no status from its health check");
    return result("failed", message, { failure: { verdict: "misconfigured", message } });
  }
  if (input.observedGap !== void 0) {
    if (code === "Healthy") {
      const message = healthCheckWrong(found.target, input.observedGap);
      return result("waiting", message, { warning: message });
    }
    return result("waiting", `${code}${said} (from before the operator caught up; not counted yet)`);
  }
  const liveVersion = typeof input.live === "object" ? input.live.metadata?.resourceVersion : void 0;
  const nodeVersion = found.node?.resourceVersion;
  if (liveVersion !== void 0 && nodeVersion !== void 0 && liveVersion !== nodeVersion) {
    return result("waiting", `${code}${said}, assessed on an older version of the object; waiting for Argo CD to assess the current one`);
  }
  switch (code) {
    case "Healthy":
      return result("done", `Healthy${said}`);
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
    const lasted = grace > 0 ? ` (still Degraded after the ${seconds(grace)} grace period)` : "";
    const message = `${label} is Degraded${said}${lasted}`;
    return result("failed", message, { failure: { verdict: "degraded", message }, degradedSince: since });
  }
  return result("waiting", `Degraded${said}; allowing ${seconds(grace - (input.at - since))} more for it to recover`, {
    degradedSince: since,
    wakeAt: since + grace
  });
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
  return `resource.customizations.health.${target.group === "" ? target.kind : `${target.group}_${target.kind}`}`;
}
function healthCheckMissing(target, what) {
  return `Argo CD ${what} for ${target.group || "core"}/${target.kind}: the argocd-cm health customization is missing, so Argo CD cannot tell when a ${target.kind} is ready. Add the key '${customizationKey(target)}' to the argocd-cm ConfigMap with a Lua health check (see the README, "Health checks", and health/argocd-cm.yaml).`;
}
function healthCheckWrong(target, gap) {
  return `Argo CD says ${describeTarget(target)} is Healthy, but ${gap}: the argocd-cm health customization is missing or wrong (it must report Progressing until status.observedGeneration equals metadata.generation). Fix '${customizationKey(target)}' in argocd-cm (see the README, "Health checks", and health/argocd-cm.yaml). Waiting for the operator meanwhile.`;
}
function seconds(ms) {
  const s = Math.ceil(ms / 1e3);
  return s >= 120 ? `${Math.round(s / 60)}m` : `${s}s`;
}

// src/wait/steps/observed.ts
function evaluateObserved(live, image, label) {
  const waiting = (detail, gap) => ({ state: "waiting", detail, gap });
  if (live === void 0) return waiting(`reading the live ${label}`, "the live object was not read yet");
  if (live === "absent") return waiting(`${label} does not exist in the cluster yet`, `${label} does not exist yet`);
  if (live.metadata?.deletionTimestamp) return waiting(`${label} is being deleted`, `${label} is being deleted`);
  const actual = live.spec?.["image"];
  if (typeof actual !== "string" || !sameImage(actual, image)) {
    const shown = typeof actual === "string" ? actual : "no spec.image";
    return waiting(`the live spec.image is ${shown}, not ${image}`, `the live spec.image is still ${shown}`);
  }
  const generation = live.metadata?.generation;
  const observed = live.status?.["observedGeneration"];
  if (typeof generation !== "number") {
    return { state: "done", detail: "spec.image matches (the object has no metadata.generation to compare)", gap: void 0 };
  }
  if (typeof observed !== "number") {
    return waiting(
      `spec.image matches; the operator has not written status.observedGeneration for generation ${generation}`,
      `the operator has not reported status.observedGeneration for generation ${generation}`
    );
  }
  if (observed < generation) {
    return waiting(
      `spec.image matches; the operator has observed generation ${observed} of ${generation}`,
      `the operator has only observed generation ${observed} of ${generation}`
    );
  }
  return { state: "done", detail: `spec.image matches; the operator observed generation ${generation}`, gap: void 0 };
}

// src/wait/steps/running.ts
function evaluateRunning(tree, found, image) {
  if (tree === void 0 || found.node === void 0) return { state: "waiting", detail: "reading the resource tree" };
  const pods = descendants(tree, found.node).filter((n) => n.kind === "Pod" && (n.group ?? "") === "");
  if (pods.length === 0) {
    return { state: "skipped", detail: `Argo CD's tree shows no Pods under ${describeTarget(found.target)}` };
  }
  const current = pods.filter((pod) => !terminating(pod));
  const fresh = current.filter((pod) => (pod.images ?? []).some((i) => sameImage(i, image)));
  const digest = image.includes("@") ? image.slice(image.indexOf("@") + 1, image.indexOf("@") + 20) + "\u2026" : image;
  if (current.length > 0 && fresh.length === current.length) {
    return { state: "done", detail: `${count(fresh.length)} run ${digest}` };
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

// src/wait/steps/synced.ts
function evaluateSynced(input) {
  const { app, found, expected } = input;
  const status = app.status ?? {};
  const op = status.operationState;
  const relation = (rev) => expected === void 0 || rev === expected ? "same" : input.relations.get(rev) ?? "unknown";
  const matches = (rev) => ["same", "descendant"].includes(relation(rev));
  const reported = reportedRevisions(app);
  const failed = failedSync(app, op, expected === void 0 ? void 0 : matches, input.startedAt);
  if (failed) return { ...failed, revision: reported[0] };
  const superseded = reported.find((rev) => relation(rev) === "superseded");
  if (superseded !== void 0) {
    const message = `Argo CD moved on to ${short(superseded)}, a later commit that no longer pins the expected image: a newer release replaced this one.`;
    return { state: "failed", detail: message, failure: { verdict: "superseded", message }, revision: superseded };
  }
  const matched = reported.find(matches);
  if (matched === void 0) return { state: "waiting", detail: notYet(reported, relation, expected) + problems(app), revision: reported[0] };
  const waiting = (detail) => ({ state: "waiting", detail: detail + problems(app), revision: matched });
  if (app.operation) return waiting(`a sync operation is ${op?.phase === "Running" ? `running${op.message ? `: ${op.message}` : ""}` : "requested"}`);
  if (op?.phase === "Running" || op?.phase === "Terminating") return waiting(`the sync is ${op.phase}${op.message ? `: ${op.message}` : ""}`);
  const syncStatus = found.status?.status ?? status.sync?.status ?? "";
  if (syncStatus !== "Synced") {
    const what = found.status ? `${found.target.kind} ${found.target.name} is` : "the app is";
    return waiting(`Argo CD compared ${short(matched)}: ${what} ${syncStatus || "not compared yet"}; waiting for the sync`);
  }
  if (op !== void 0 && op.phase !== "Succeeded") {
    return waiting(`the last sync operation ended ${op.phase ?? "without a phase"}${op.message ? ` (${op.message})` : ""}; waiting for one that succeeds`);
  }
  const finished = time(op?.finishedAt);
  const reconciled = time(status.reconciledAt);
  if (finished !== void 0 && (reconciled === void 0 || reconciled < finished)) {
    return waiting(`the sync finished at ${op.finishedAt}; waiting for Argo CD to reconcile after it`);
  }
  const via = relation(matched) === "descendant" ? ` (a later commit than ${short(expected)} that still pins the image)` : "";
  return { state: "done", detail: `Argo CD synced ${short(matched)}${via}${op?.finishedAt ? `; sync Succeeded at ${op.finishedAt}` : ""}`, revision: matched };
}
function reportedRevisions(app) {
  const sync = app.status?.sync;
  const list = sync?.revisions?.length ? sync.revisions : [sync?.revision ?? ""];
  return list.filter((r) => r !== "");
}
function failedSync(app, op, matches, startedAt) {
  if (!op || op.phase !== "Failed" && op.phase !== "Error" || app.operation || op.operation?.sync?.dryRun) return void 0;
  const sync = op.operation?.sync;
  const revisions = [op.syncResult?.revision, ...op.syncResult?.revisions ?? [], sync?.revision, ...sync?.revisions ?? []].filter(
    (r) => typeof r === "string" && r !== ""
  );
  const ours = matches ? revisions.some(matches) : (time(op.finishedAt) ?? 0) >= startedAt;
  if (!ours) return void 0;
  const rejected = (op.syncResult?.resources ?? []).filter((r) => r.status === "SyncFailed" || r.hookPhase === "Failed" || r.hookPhase === "Error").map((r) => `${r.kind ?? "resource"} ${r.name ?? ""}: ${r.message ?? "failed"}`);
  const revision = revisions[0];
  const message = `Argo CD's sync${revision ? ` of ${short(revision)}` : ""} ${op.phase === "Error" ? "errored" : "failed"}: ${op.message ?? "no message"}` + (rejected.length > 0 ? ` (${rejected.join("; ")})` : "");
  return { state: "failed", detail: message, failure: { verdict: "sync-failed", message }, revision };
}
function notYet(reported, relation, expected) {
  const first = reported[0];
  if (first === void 0) return "Argo CD has not compared the app with Git yet";
  const want = expected === void 0 ? "" : short(expected);
  switch (relation(first)) {
    case "behind":
      return `Argo CD is still at ${short(first)}, before ${want}; waiting for it to see the new commit`;
    case "diverged":
      return `Argo CD follows ${short(first)}, which is not on ${want}'s history: check the app's source targetRevision`;
    default:
      return `Argo CD is at ${reported.map(short).join(", ")}; waiting for ${want}`;
  }
}
function problems(app) {
  const errors = (app.status?.conditions ?? []).filter((c) => /Error$/.test(c.type ?? ""));
  return errors.length === 0 ? "" : `; Argo CD reports ${errors.map((c) => `${c.type}: ${c.message ?? ""}`).join("; ")}`;
}
function short(revision) {
  return /^[0-9a-f]{40,64}$/.test(revision) ? revision.slice(0, 7) : revision;
}
function time(value) {
  if (value === void 0) return void 0;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? void 0 : ms;
}

// src/wait/types.ts
var STEPS = ["merged", "synced", "observed", "health", "running"];

// src/wait/chain.ts
function initialChain(now, merged) {
  return {
    steps: STEPS.map((step) => step === "merged" ? { step, ...merged, since: now } : { step, state: "pending", since: now, detail: "" }),
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
    startedAt: prev.startedAt
  });
  const results = { synced };
  let degradedSince;
  let wakeAt;
  if (synced.state === "done") {
    const observed = evaluateObserved(snapshot.live, expect.image, describeTarget(found.target));
    const health2 = evaluateHealth({ found, live: snapshot.live, observedGap: observed.gap, policy, degradedSince: prev.degradedSince, at: snapshot.at });
    results.observed = observed;
    results.health = observed.state === "done" || health2.state === "failed" ? health2 : { ...health2, state: "pending" };
    degradedSince = health2.degradedSince;
    wakeAt = health2.wakeAt;
    if (observed.state === "done" && health2.state === "done") results.running = evaluateRunning(snapshot.tree, found, expect.image);
  }
  const steps = prev.steps.map((old) => {
    const result = results[old.step];
    if (old.step === "merged") return old;
    const state = result?.state ?? "pending";
    const detail = result?.detail ?? (state === "pending" ? "" : old.detail);
    return { step: old.step, state, since: state === old.state ? old.since : snapshot.at, detail };
  });
  const warnings = [...prev.warnings];
  for (const result of Object.values(results)) if (result?.warning && !warnings.includes(result.warning)) warnings.push(result.warning);
  const failure2 = Object.values(results).find((r) => r?.failure)?.failure;
  const health = (found.node?.health ?? found.status?.health)?.status ?? prev.health;
  const finished = results.health?.state === "done" && ["done", "skipped"].includes(results.running?.state ?? "");
  return {
    steps,
    verdict: failure2?.verdict ?? (finished ? "healthy" : "waiting"),
    message: failure2?.message ?? (finished ? `${describeTarget(found.target)} is ${health} on ${expect.image}.` : waitingFor(steps)),
    health,
    revision: synced.revision ?? prev.revision,
    warnings,
    degradedSince,
    startedAt: prev.startedAt,
    updatedAt: snapshot.at,
    wakeAt
  };
}
function timedOut(prev, now, timeoutMs) {
  const current = currentStep(prev);
  const steps = prev.steps.map((s) => s.step === current.step ? { ...s, state: "failed", since: now } : s);
  const after = formatDuration(timeoutMs);
  return {
    ...prev,
    steps,
    verdict: "timeout",
    message: `Timed out after ${after} waiting for ${current.step}${current.detail ? `: ${current.detail}` : ""}.${timeoutHint(current.step)}`,
    updatedAt: now,
    wakeAt: void 0
  };
}
function currentStep(state) {
  return state.steps.find((s) => s.state === "waiting" || s.state === "failed" || s.state === "pending") ?? [...state.steps].reverse().find((s) => s.state === "done") ?? state.steps[0];
}
function describeSteps(state) {
  return state.steps.map((s) => `  ${s.step}: ${s.state}${s.state === "pending" ? "" : ` since ${isoTime(s.since)}`}${s.detail ? ` (${s.detail})` : ""}`).join("\n");
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
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m}m` : `${m}m${s % 60}s`;
}
function isoTime(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

// src/wait/timeline.ts
function toTimeline(state) {
  return {
    verdict: state.verdict,
    phase: currentStep(state).step,
    message: state.message,
    health: state.health,
    revision: state.revision ?? null,
    startedAt: isoTime(state.startedAt),
    endedAt: isoTime(state.updatedAt),
    steps: state.steps.map((s) => ({ step: s.step, state: s.state, since: isoTime(s.since), detail: s.detail })),
    warnings: state.warnings
  };
}
var STYLE = {
  done: "fill:#d3f9d8,stroke:#2b8a3e,color:#1b4d2b",
  waiting: "fill:#fff3bf,stroke:#e67700,color:#5c3c00",
  failed: "fill:#ffe3e3,stroke:#c92a2a,color:#5c1111",
  pending: "fill:#f1f3f5,stroke:#adb5bd,color:#868e96",
  skipped: "fill:#f1f3f5,stroke:#adb5bd,color:#868e96,stroke-dasharray:4 3"
};
function renderMermaid(state) {
  const lines = ["```mermaid", "flowchart LR"];
  let previous;
  for (const step of state.steps) {
    const when = step.state === "pending" ? "" : `<br/>${step.state} ${clock(step.since)}`;
    lines.push(`  ${step.step}["${step.step}${when}"]:::${step.state}`);
    if (previous) {
      const gap = step.state === "done" ? `|+${formatDuration(Math.max(0, step.since - previous.since))}|` : "";
      lines.push(`  ${previous.step} -->${gap} ${step.step}`);
    }
    previous = { step: step.step, since: step.state === "done" || step.state === "skipped" ? step.since : previous?.since ?? step.since };
  }
  for (const [name, style] of Object.entries(STYLE)) lines.push(`  classDef ${name} ${style}`);
  lines.push("```");
  return lines.join("\n");
}
function clock(ms) {
  return new Date(ms).toISOString().slice(11, 19);
}

// src/argocd/connection.ts
import { readFileSync } from "node:fs";
function parseServerUrl(value, source) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new InputError(`${source} must be an Argo CD server URL such as https://argocd.example.com, got ${JSON.stringify(value)}.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.search !== "" || url.hash !== "" || url.username !== "") {
    throw new InputError(`${source} must be an http(s) URL without query or credentials, such as https://argocd.example.com, got ${JSON.stringify(value)}.`);
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
    throw new InputError(`${source}: cannot read CA certificate file ${JSON.stringify(path)} (${error.message}).`);
  }
}
function checkAppName(value, source) {
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new InputError(`${source} must be an Argo CD application name (lower-case letters, digits, '-' and '.'), got ${JSON.stringify(value)}.`);
  }
  return value;
}
function appUrl(connection, app) {
  const ns = connection.appNamespace === void 0 ? "" : `${encodeURIComponent(connection.appNamespace)}/`;
  return `${connection.serverUrl}/applications/${ns}${encodeURIComponent(app)}`;
}

// src/argocd/feed.ts
var isFatal = (error) => error instanceof ArgoCdAuthError || !(error instanceof ArgoCdError);
var ApplicationFeed = class {
  constructor(client, options) {
    this.client = client;
    this.options = options;
    this.mode = options.stream === false ? "poll" : "stream";
    this.lastVersion = options.resourceVersion;
    this.sleep = options.sleep ?? realSleep;
    this.log = options.log ?? (() => void 0);
  }
  client;
  options;
  mode;
  /** Streams opened and polls sent, for the report. */
  stats = { connects: 0, polls: 0 };
  latest;
  failure;
  wake;
  lastVersion;
  relaxedMaxMs;
  abort = new AbortController();
  sleep;
  log;
  start() {
    this.pump().catch((error) => {
      if (this.abort.signal.aborted) return;
      this.failure = error;
      this.notify();
    });
    return this;
  }
  /** The newest app that changed since the last call, or undefined when `timeoutMs` passed first. */
  async next(timeoutMs) {
    if (this.failure === void 0 && this.latest === void 0) {
      const timer = new AbortController();
      const woken = new Promise((resolve) => this.wake = resolve);
      await Promise.race([woken, this.sleep(timeoutMs, timer.signal)]);
      timer.abort();
      this.wake = void 0;
    }
    return this.take();
  }
  /** The newest app that changed since the last call, without waiting; throws the feed's failure. */
  take() {
    if (this.failure !== void 0) throw this.failure;
    const app = this.latest;
    this.latest = void 0;
    return app;
  }
  /** Tells the feed about a version the caller read itself, so it is not delivered again. */
  seen(app) {
    const version = app.metadata?.resourceVersion;
    if (isNewer(version, this.lastVersion)) this.lastVersion = version;
  }
  /**
   * While polling, let the interval grow up to this: for when something that changes more
   * often (the resource tree) is polled beside the app.
   */
  relax(maxMs) {
    this.relaxedMaxMs = maxMs;
  }
  close() {
    this.abort.abort();
    this.wake?.();
  }
  get closed() {
    return this.abort.signal.aborted;
  }
  deliver(app) {
    const version = app.metadata?.resourceVersion;
    if (version !== void 0 && !isNewer(version, this.lastVersion)) return false;
    this.lastVersion = version;
    this.latest = app;
    this.notify();
    return true;
  }
  notify() {
    this.wake?.();
    this.options.onNews?.();
  }
  async pump() {
    if (this.mode === "stream") await this.streamLoop();
    if (this.closed) return;
    this.mode = "poll";
    await this.pollLoop();
  }
  async streamLoop() {
    const attempts = this.options.streamAttempts ?? 3;
    const base = this.options.reconnectMs ?? 1e3;
    const firstEventMs = this.options.firstEventMs ?? 15e3;
    const { name } = this.options;
    let failures = 0;
    while (!this.closed) {
      let events = 0;
      let held = false;
      const attempt = childController(this.abort.signal);
      void this.sleep(firstEventMs, attempt.signal).then(() => {
        if (events > 0 || attempt.signal.aborted) return;
        held = true;
        attempt.abort();
      });
      try {
        this.stats.connects++;
        for await (const event of this.client.watchApplication(name, { resourceVersion: this.lastVersion, signal: attempt.signal })) {
          events++;
          if (event.type === "DELETED") throw new Error(`Application ${name} was deleted while waiting.`);
          if (event.application) this.deliver(event.application);
        }
        if (this.closed) return;
        if (!held) this.log(`Argo CD closed the watch of ${name}; reopening it from resourceVersion ${this.lastVersion ?? "(none)"}.`);
      } catch (error) {
        if (this.closed) return;
        if (!held && isFatal(error)) throw error;
        if (!held && !error.transient && events === 0) {
          this.log(`Streaming is not available (${error.message}); polling instead.`);
          return;
        }
        if (!held) this.log(`The watch of ${name} dropped (${error.message}); reconnecting from resourceVersion ${this.lastVersion ?? "(none)"}.`);
      } finally {
        attempt.abort();
      }
      if (held) this.log(`The watch of ${name} brought nothing within ${firstEventMs / 1e3}s (a proxy holding the stream?); trying again.`);
      failures = events > 0 ? 0 : failures + 1;
      if (failures >= attempts) {
        this.log(`The watch of ${name} failed ${failures} times in a row; polling instead.`);
        return;
      }
      await this.sleep(backoff(failures + 1, base, 15e3), this.abort.signal);
    }
  }
  async pollLoop() {
    const min = this.options.pollMinMs ?? 2e3;
    const max = () => Math.max(this.relaxedMaxMs ?? 0, this.options.pollMaxMs ?? 15e3);
    let interval = min;
    while (!this.closed) {
      await this.sleep(interval, this.abort.signal);
      if (this.closed) return;
      try {
        this.stats.polls++;
        const app = await this.client.getApplication(this.options.name, { signal: this.abort.signal });
        interval = this.deliver(app) ? min : Math.min(max(), Math.round(interval * 1.5));
      } catch (error) {
        if (this.closed) return;
        if (isFatal(error)) throw error;
        this.log(`Polling ${this.options.name} failed (${error.message}); trying again.`);
        interval = Math.min(max(), interval * 2);
      }
    }
  }
};
function isNewer(a, b) {
  if (a === void 0 || b === void 0) return a !== b || a === void 0;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return BigInt(a) > BigInt(b);
  return a !== b;
}

// src/argocd/tree-feed.ts
var TreeFeed = class {
  constructor(client, options) {
    this.client = client;
    this.options = options;
    this.mode = options.stream === false ? "poll" : "stream";
    this.interval = options.pollMinMs ?? 2e3;
    this.sleep = options.sleep ?? realSleep;
    this.log = options.log ?? (() => void 0);
    this.debug = options.debug ?? (() => void 0);
  }
  client;
  options;
  mode;
  /** Streams opened and trees read, for the report and the request counts in tests. */
  stats = { connects: 0, reads: 0 };
  latest;
  lastJson;
  failure;
  interval;
  abort = new AbortController();
  /** Aborted to stop streaming (closed, or told to poll), which also cuts the open stream. */
  streaming = childController(this.abort.signal);
  sleep;
  log;
  debug;
  start() {
    this.pump().catch((error) => {
      if (this.abort.signal.aborted) return;
      this.failure = error;
      this.options.onNews?.();
    });
    return this;
  }
  /** The newest tree that differs from the last one delivered or seen; throws the feed's failure. */
  take() {
    if (this.failure !== void 0) throw this.failure;
    const tree = this.latest;
    this.latest = void 0;
    return tree;
  }
  /** Tells the feed about a tree the caller read itself, so an equal one is not news. */
  seen(tree) {
    const json = JSON.stringify(tree);
    if (json === this.lastJson) return;
    this.lastJson = json;
    this.latest = void 0;
    this.interval = this.options.pollMinMs ?? 2e3;
  }
  /** Streams do not pass (the app's watch gave up on them): poll the tree instead. */
  usePolling() {
    if (this.mode === "poll") return;
    this.mode = "poll";
    this.streaming.abort();
  }
  close() {
    this.abort.abort();
  }
  get closed() {
    return this.abort.signal.aborted;
  }
  deliver(tree) {
    const json = JSON.stringify(tree);
    if (json === this.lastJson) return false;
    this.lastJson = json;
    this.latest = tree;
    this.options.onNews?.();
    return true;
  }
  async pump() {
    if (this.mode === "stream") await this.streamLoop();
    if (this.closed) return;
    this.mode = "poll";
    await this.pollLoop();
  }
  async streamLoop() {
    const { name } = this.options;
    const base = this.options.reconnectMs ?? 1e3;
    const renewMs = this.options.renewMs ?? 3e5;
    let refusals = 0;
    let drops = 0;
    let resync = false;
    while (!this.streaming.signal.aborted) {
      let events = 0;
      let renewed = false;
      let outcome = "refused";
      const attempt = childController(this.streaming.signal);
      void this.sleep(renewMs, attempt.signal).then(() => {
        if (attempt.signal.aborted) return;
        renewed = true;
        attempt.abort();
      });
      try {
        this.stats.connects++;
        const trees = this.client.watchResourceTree(name, { signal: attempt.signal, idleMs: renewMs + 6e4 })[Symbol.asyncIterator]();
        let next = trees.next();
        next.catch(() => void 0);
        if (resync) {
          outcome = "dropped";
          await this.read(attempt.signal);
          outcome = "refused";
        }
        resync = true;
        for (let result = await next; !result.done; result = await next) {
          events++;
          this.deliver(result.value);
          next = trees.next();
        }
        if (this.streaming.signal.aborted) return;
        this.log(`Argo CD closed the watch of the resource tree of ${name}; reopening it.`);
      } catch (error) {
        if (this.streaming.signal.aborted) return;
        if (!renewed && isFatal(error)) throw error;
        const failure2 = error;
        if (!renewed && !failure2.transient && events === 0 && outcome === "refused") {
          this.log(`Streaming the resource tree is not available (${failure2.message}); polling it instead.`);
          return;
        }
        if (failure2.status === void 0) outcome = "dropped";
        if (!renewed) this.log(`The watch of the resource tree of ${name} dropped (${failure2.message}); reopening it.`);
      } finally {
        attempt.abort();
      }
      if (renewed || events > 0) refusals = drops = 0;
      if (renewed) {
        this.debug(`The watch of the resource tree of ${name} was quiet for ${renewMs / 1e3}s; reopening it.`);
        continue;
      }
      if (events === 0 && outcome === "refused") refusals++;
      else if (events === 0) drops++;
      if (refusals >= (this.options.streamAttempts ?? 3)) {
        this.log(`The watch of the resource tree of ${name} failed ${refusals} times in a row; polling it instead.`);
        return;
      }
      await this.sleep(backoff(refusals + drops, base, 15e3), this.streaming.signal);
    }
  }
  async pollLoop() {
    const min = this.options.pollMinMs ?? 2e3;
    const max = this.options.pollMaxMs ?? 15e3;
    while (!this.closed) {
      await this.sleep(this.interval, this.abort.signal);
      if (this.closed) return;
      try {
        this.interval = await this.read(this.abort.signal) ? min : Math.min(max, Math.round(this.interval * 1.5));
      } catch (error) {
        if (this.closed) return;
        if (isFatal(error)) throw error;
        this.log(`Reading the resource tree of ${this.options.name} failed (${error.message}); trying again.`);
        this.interval = Math.min(max, this.interval * 2);
      }
    }
  }
  /** One GET of the tree; true when it differs from the last one. */
  async read(signal) {
    this.stats.reads++;
    return this.deliver(await this.client.getResourceTree(this.options.name, signal));
  }
};

// src/wait/session.ts
var Session = class {
  constructor(expect, options, deps, state, hooks) {
    this.expect = expect;
    this.options = options;
    this.deps = deps;
    this.state = state;
    this.hooks = hooks;
  }
  expect;
  options;
  deps;
  state;
  hooks;
  /** When a failed read is tried again; undefined while nothing failed. */
  retryAt;
  app;
  tree;
  treeStale = true;
  live;
  liveFor;
  failures = 0;
  relations = /* @__PURE__ */ new Map();
  /** The first GET, with the refresh; transient failures are retried until the deadline. */
  async firstRead() {
    if (this.options.refresh !== false) {
      const timeoutMs = Math.max(1e3, Math.min(this.options.refreshTimeoutMs ?? 6e4, this.options.deadline - this.deps.clock()));
      try {
        return await this.deps.argocd.getApplication(this.options.app, { refresh: "normal", timeoutMs, retries: 0 });
      } catch (error) {
        if (!isTransient(error)) throw error;
        this.deps.log.info(`The refresh did not complete (${error.message}); reading the app without it.`);
      }
    }
    for (let attempt = 1; this.deps.clock() < this.options.deadline; attempt++) {
      const app = await this.readApp(true);
      if (app !== void 0) return app;
      await this.deps.sleep(Math.min(backoff(attempt, 1e3, 15e3), this.options.deadline - this.deps.clock()));
    }
    return void 0;
  }
  /** A plain GET; a transient failure is logged and yields undefined (the caller tries again later). */
  async readApp(first) {
    try {
      return await this.deps.argocd.getApplication(this.options.app);
    } catch (error) {
      if (!isTransient(error)) throw error;
      this.deps.log.info(`${first ? "Reading" : "Re-reading"} the app failed (${error.message}); trying again.`);
      return void 0;
    }
  }
  /** Takes in the news and judges the chain again; reads only what may have changed, once the sync is done. */
  async assess(news) {
    if (news.app) {
      const known = this.app?.metadata?.resourceVersion;
      if (this.app === void 0 || isNewer(news.app.metadata?.resourceVersion, known) || this.missedTree(news.app)) this.treeStale = true;
      this.app = news.app;
      await this.relate(news.app);
    }
    if (news.tree) this.tree = news.tree;
    if (news.stale) this.treeStale = true;
    const app = this.app;
    if (app === void 0) return;
    const base = { at: this.deps.clock(), app, tree: void 0, live: void 0, relations: this.relations };
    let next = evaluate(this.expect, this.options.policy, base, this.state);
    if (next.steps.find((s) => s.step === "synced")?.state === "done") {
      this.hooks.treeNeeded();
      if (!await this.readResource(app)) return;
      next = evaluate(this.expect, this.options.policy, { ...base, tree: this.tree, live: this.live, at: this.deps.clock() }, this.state);
    }
    this.retryAt = void 0;
    this.failures = 0;
    await this.update(next);
  }
  async finish(state) {
    await this.update(state);
    return state;
  }
  async update(next) {
    const changed = stepsChanged(this.state, next);
    for (const step of next.steps) {
      const before = this.state.steps.find((s) => s.step === step.step);
      const moved = before?.state !== step.state && step.state !== "pending";
      const health = step.step === "health" && step.state === "waiting" && next.health !== this.state.health;
      if (moved || health) this.deps.log.info(`${step.step}: ${step.state}${step.detail ? ` (${step.detail})` : ""}`);
    }
    for (const warning of next.warnings) if (!this.state.warnings.includes(warning)) this.deps.log.info(`Warning: ${warning}`);
    this.state = next;
    if (changed) await this.deps.onProgress?.(next);
  }
  /**
   * Brings the tree and the live object up to date; false when a read failed (tried again at
   * `retryAt`, with back-off, rather than on the next change, which may be long in coming).
   */
  async readResource(app) {
    try {
      if (this.treeStale || this.tree === void 0) {
        this.tree = await this.deps.argocd.getResourceTree(this.options.app);
        this.treeStale = false;
        this.hooks.treeRead(this.tree);
      }
      const found = locate(this.expect, { app, tree: this.tree });
      const mark = nodeMark(found);
      if (this.live === void 0 || mark !== this.liveFor) {
        const { group, kind, name, namespace } = found.target;
        const live = found.version === void 0 ? void 0 : await this.deps.argocd.getLiveResource(this.options.app, { group, kind, name, namespace, version: found.version });
        this.live = live ?? "absent";
        this.liveFor = mark;
      }
      return true;
    } catch (error) {
      if (!isTransient(error)) throw error;
      this.failures++;
      const delay = backoff(this.failures, 1e3, 15e3);
      this.retryAt = this.deps.clock() + delay;
      this.deps.log.info(`Reading the resource failed (${error.message}); trying again in ${delay / 1e3}s.`);
      return false;
    }
  }
  /**
   * The app's copy of the target's health comes from Argo CD's tree cache: when it disagrees
   * with our tree, a tree update passed us by (a stream that went deaf), so read the tree again.
   */
  missedTree(app) {
    if (this.tree === void 0) return false;
    const found = locate(this.expect, { app, tree: this.tree });
    const said = found.status?.health?.status;
    return said !== void 0 && found.node !== void 0 && said !== found.node.health?.status;
  }
  /** Asks GitHub, once per revision, how the revisions Argo CD reports relate to the expected one. */
  async relate(app) {
    const expected = this.expect.revision;
    const relate = this.deps.relateRevision;
    if (expected === void 0 || relate === void 0) return;
    const op = app.status?.operationState;
    const seen = [...reportedRevisions(app), op?.syncResult?.revision ?? "", ...op?.syncResult?.revisions ?? [], op?.operation?.sync?.revision ?? ""];
    for (const revision of new Set(seen)) {
      if (revision === expected || !/^[0-9a-f]{40,64}$/.test(revision) || this.relations.has(revision)) continue;
      try {
        this.relations.set(revision, await relate(expected, revision));
      } catch (error) {
        this.deps.log.debug(`Could not relate ${revision} to ${expected}: ${error.message}`);
      }
    }
  }
};
function nodeMark(found) {
  const { node } = found;
  return JSON.stringify([found.version, found.target.namespace, node?.uid, node?.resourceVersion, node?.health?.status, node?.health?.message]);
}

// src/wait/watcher.ts
var APP_POLL_FACTOR = 4;
async function watchRollout(expect, initial, options, deps) {
  const bell = new Doorbell(deps.sleep);
  let feed;
  let trees;
  const { renewMs, ...feedOptions } = options.feed ?? {};
  const startTrees = () => new TreeFeed(deps.argocd, {
    ...feedOptions,
    ...renewMs === void 0 ? {} : { renewMs },
    name: options.app,
    stream: options.feed?.stream !== false && feed?.mode !== "poll",
    sleep: deps.sleep,
    log: deps.log.info,
    debug: deps.log.debug,
    onNews: bell.ring
  }).start();
  const session = new Session(expect, options, deps, initial, {
    // Opened before the first read of the tree, so that a change in between comes on the watch.
    treeNeeded: () => void (trees ??= startTrees()),
    treeRead: (tree) => trees?.seen(tree)
  });
  try {
    const first = await session.firstRead();
    if (first === void 0) return { state: await session.finish(timedOut(session.state, deps.clock(), options.timeoutMs)), mode: "none" };
    await session.assess({ app: first });
    if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: "none" };
    feed = new ApplicationFeed(deps.argocd, {
      ...feedOptions,
      name: options.app,
      resourceVersion: first.metadata?.resourceVersion,
      sleep: deps.sleep,
      log: deps.log.info,
      onNews: bell.ring
    }).start();
    const recheckMs = options.recheckMs ?? 3e5;
    let heardAt = deps.clock();
    for (; ; ) {
      const now = deps.clock();
      if (now >= options.deadline) return { state: await session.finish(timedOut(session.state, now, options.timeoutMs)), mode: feed.mode };
      if (feed.mode === "poll") trees?.usePolling();
      if (trees?.mode === "poll") feed.relax((options.feed?.pollMaxMs ?? 15e3) * APP_POLL_FACTOR);
      const recheckAt = feed.mode === "stream" ? heardAt + recheckMs : Infinity;
      const due = Math.min(recheckAt, session.state.wakeAt ?? Infinity, session.retryAt ?? Infinity);
      await bell.wait(Math.min(options.deadline, Math.max(now + 1e3, due)) - now);
      const news = { app: feed.take(), tree: trees?.take() };
      const at = deps.clock();
      if (news.app) heardAt = at;
      if (!news.app && !news.tree) {
        if (at >= (session.state.wakeAt ?? Infinity)) news.stale = true;
        else if (feed.mode === "stream" && at >= recheckAt) {
          news.app = await session.readApp(false);
          if (news.app) feed.seen(news.app);
          heardAt = news.app ? at : Math.min(at, at - recheckMs + 15e3);
        } else if (at < (session.retryAt ?? Infinity)) continue;
      }
      await session.assess(news);
      if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: feed.mode };
    }
  } finally {
    feed?.close();
    trees?.close();
  }
}

export {
  ArgoCdError,
  realClock,
  realSleep,
  backoff,
  createArgoCdClient,
  parseResourceFlag,
  parseExpectedImage,
  parseRevision,
  sameImage,
  initialChain,
  timedOut,
  currentStep,
  describeSteps,
  isoTime,
  toTimeline,
  renderMermaid,
  parseServerUrl,
  loadCaCert,
  checkAppName,
  appUrl,
  watchRollout
};
//# sourceMappingURL=chunk-5WSROC7V.js.map
