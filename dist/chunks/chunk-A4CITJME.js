import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  isCommitSha,
  shortSha
} from "./chunk-TDPKXNB6.js";
import {
  Doorbell,
  backoff,
  realSleep,
  sleepSignal
} from "./chunk-YKJKAG3S.js";
import {
  resourceLabel
} from "./chunk-H4ECVHA2.js";
import {
  sameImage
} from "./chunk-L5IDWHHO.js";
import {
  InputError,
  messageOf
} from "./chunk-JT2VRZOZ.js";

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

// src/argocd/login-page.ts
var ArgoCdLoginPageError = class extends ArgoCdAuthError {
  name = "ArgoCdLoginPageError";
};
function notTheApi(answer, tried) {
  const { status } = answer;
  const redirect = status >= 300 && status < 400;
  const html = /text\/html/i.test(answer.contentType) || answer.body.trimStart().startsWith("<");
  if (!redirect && !(html && (status < 300 || status === 401 || status === 403 || status === 407))) return void 0;
  if (!redirect && isArgoCdUi(answer.body)) {
    return new ArgoCdLoginPageError(
      `${tried} answered with Argo CD's web UI, not its REST API: the route to argocd-server passes the UI (and perhaps gRPC-web) but not /api/. gitops-release uses the REST API over HTTPS (the argocd CLI's --grpc-web is no substitute); point argocd-server at an address that serves /api/v1, or route /api/ to argocd-server.`,
      status,
      false
    );
  }
  const where = redirect ? ` (HTTP ${status} to ${origin(answer.location)})` : ` (HTTP ${status}, HTML)`;
  return new ArgoCdLoginPageError(
    `${tried}: the server answered with a login page${where}, not Argo CD's API; set argocd-headers or point argocd-server at the API.`,
    status,
    false
  );
}
function isArgoCdUi(body) {
  return /<title>\s*Argo CD\s*<\/title>/i.test(body);
}
function origin(location) {
  if (location === void 0) return "nowhere";
  try {
    return new URL(location, "http://relative.invalid").origin.replace("http://relative.invalid", "the same host");
  } catch {
    return "an unreadable address";
  }
}

// src/argocd/transport.ts
function createTransport(connection, env) {
  const proxies = [env["https_proxy"] ?? env["HTTPS_PROXY"], env["http_proxy"] ?? env["HTTP_PROXY"]].filter(
    (value) => Boolean(value)
  );
  if (!connection.insecure && connection.caCert === void 0 && proxies.length === 0) return fetchTransport;
  for (const proxy of proxies) new URL(proxy);
  let loaded;
  const load = () => loaded ??= import("./undici-transport-HKXXLC5X.js").then((m) => m.undiciTransport(connection, env));
  return {
    get: async (url, options) => (await load()).get(url, options),
    close: async () => {
      if (loaded) await (await loaded).close();
    }
  };
}
function silence(code) {
  const error = new Error(code === "UND_ERR_HEADERS_TIMEOUT" ? "Headers Timeout Error" : "Body Timeout Error");
  return Object.assign(error, { code });
}
function unwrap(error) {
  if (error instanceof TypeError && error.cause !== void 0 && /^(fetch failed|terminated)$/.test(error.message))
    return error.cause;
  return error;
}
var fetchTransport = {
  async get(url, { headers, signal, idleMs }) {
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    let timer = setTimeout(() => controller.abort(silence("UND_ERR_HEADERS_TIMEOUT")), idleMs);
    let response;
    try {
      response = await fetch(url, {
        method: "GET",
        // As undici's request: no redirects followed (a 302 to a login page is reported as such),
        // and no compression, so a watch stream's events are not held in a gzip buffer.
        headers: { ...headers, "accept-encoding": "identity" },
        redirect: "manual",
        signal: controller.signal
      });
    } catch (error) {
      done();
      throw unwrap(error);
    } finally {
      clearTimeout(timer);
    }
    const stream = response.body;
    async function* chunks() {
      if (!stream) return done();
      const reader = stream.getReader();
      let finished = false;
      try {
        for (; ; ) {
          timer = setTimeout(() => controller.abort(silence("UND_ERR_BODY_TIMEOUT")), idleMs);
          let next;
          try {
            next = await reader.read();
          } catch (error) {
            finished = true;
            throw unwrap(error);
          } finally {
            clearTimeout(timer);
          }
          if (next.done) {
            finished = true;
            return;
          }
          yield next.value;
        }
      } finally {
        if (!finished) await reader.cancel().catch(() => void 0);
        done();
      }
    }
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? void 0,
      text: async () => {
        const decoder = new TextDecoder("utf-8");
        let text = "";
        for await (const chunk of chunks()) text += decoder.decode(chunk, { stream: true });
        return text + decoder.decode();
      },
      dump: async () => {
        await stream?.cancel().catch(() => void 0);
        done();
      },
      body: chunks()
    };
  },
  async close() {
  }
};

// src/argocd/http.ts
var USER_AGENT = "gitops-release/0.1.0";
var ArgoCdHttp = class {
  constructor(connection, options = {}) {
    this.connection = connection;
    this.options = options;
    this.transport = createTransport(connection, options.env ?? process.env);
    this.sleep = options.sleep ?? realSleep;
  }
  connection;
  options;
  transport;
  sleep;
  async getJson(path, query, context) {
    const retries = context.retries ?? this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        return parseJson(await this.getText(path, query, context), context.what);
      } catch (error) {
        if (!isTransient(error) || attempt >= retries || context.signal?.aborted) throw error;
        const delay = backoff(attempt + 1, this.options.retryBaseMs ?? 500, 8e3);
        this.options.onRetry?.(`${messageOf(error)}; retrying in ${Math.round(delay / 100) / 10}s`);
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
    const type = response.header("content-type") ?? "";
    if (response.status !== 200 || /html/i.test(type)) {
      const text = await response.text().catch(() => "");
      throw notTheApi(answerOf(response, text), `GET ${path}`) ?? errorFromResponse(response.status, text, context);
    }
    if (type !== "" && !type.includes("json")) {
      await response.dump();
      throw new ArgoCdError(`${context.what} answered ${type}, not a JSON stream`, 200, false);
    }
    return guardBody(response.body, context.what);
  }
  async close() {
    await this.transport.close();
  }
  /**
   * Ours, then `argocd-headers`. A proxy that takes the Authorization header for itself leaves
   * the Argo CD token to the `argocd.token` cookie, which Argo CD's API server reads too.
   */
  headers() {
    const { token } = this.connection;
    const extra = this.connection.headers ?? [];
    const proxyAuth = extra.some(([name]) => name.toLowerCase() === "authorization");
    const headers = { accept: "application/json", "user-agent": USER_AGENT };
    const cookies = proxyAuth ? [`argocd.token=${token}`] : [];
    if (!proxyAuth) headers["authorization"] = `Bearer ${token}`;
    for (const [name, value] of extra) {
      const key = name.toLowerCase();
      if (key === "cookie") cookies.push(value);
      else headers[key] = headers[key] === void 0 || key === "user-agent" ? value : `${headers[key]}, ${value}`;
    }
    if (cookies.length > 0) headers["cookie"] = cookies.join("; ");
    return headers;
  }
  async getText(path, query, context) {
    const timeoutMs = context.timeoutMs ?? this.options.requestTimeoutMs ?? 3e4;
    const timer = new AbortController();
    const onAbort = () => timer.abort(context.signal?.reason);
    context.signal?.addEventListener("abort", onAbort, { once: true });
    const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${timeoutMs / 1e3}s`)), timeoutMs);
    try {
      const response = await this.send(path, query, { ...context, signal: timer.signal }, timeoutMs + 1e3);
      const text = await response.text();
      const login = notTheApi(answerOf(response, text), `GET ${path}`);
      if (login) throw login;
      if (response.status >= 200 && response.status < 300) return text;
      throw errorFromResponse(response.status, text, context);
    } catch (error) {
      if (timer.signal.aborted && !context.signal?.aborted) throw networkError(context.what, timer.signal.reason);
      if (error instanceof ArgoCdError) throw error;
      throw networkError(context.what, error);
    } finally {
      clearTimeout(timeout);
      context.signal?.removeEventListener("abort", onAbort);
    }
  }
  async send(path, query, context, idleMs) {
    const url = new URL(`${this.connection.serverUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== void 0) url.searchParams.set(k, v);
    if (this.connection.appNamespace !== void 0) url.searchParams.set("appNamespace", this.connection.appNamespace);
    try {
      return await this.transport.get(url, {
        headers: this.headers(),
        idleMs,
        ...context.signal ? { signal: context.signal } : {}
      });
    } catch (error) {
      throw networkError(context.what, error);
    }
  }
};
function answerOf(response, text) {
  return {
    status: response.status,
    contentType: response.header("content-type") ?? "",
    body: text.slice(0, 2e3),
    location: response.header("location")?.split(", ")[0]
  };
}
function parseJson(text, what) {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArgoCdError(
      `${what} answered something that is not JSON (${JSON.stringify(text.slice(0, 60))}\u2026): is a proxy in the way? Check 'argocd-server'.`,
      200,
      false
    );
  }
}
async function* guardBody(body, what) {
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    throw networkError(`${what} (stream)`, error);
  }
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
    return new ArgoCdAuthError(
      `Argo CD rejected the token on ${what}: token invalid or expired (401: ${text}).`,
      401,
      false
    );
  }
  if (error.http_code === 403) {
    return new ArgoCdAuthError(
      `Argo CD answered 403 on ${what}: app missing or token lacks access (${text}).`,
      403,
      false
    );
  }
  return new ArgoCdError(`${what} ended with an error: ${text}`, error.http_code, true);
}

// src/argocd/client.ts
var ArgoCdClient = class {
  constructor(http) {
    this.http = http;
  }
  http;
  /**
   * The Application. With `refresh: 'normal'` Argo CD re-resolves the target revision first and
   * blocks until the controller has reconciled, which can take as long as a comparison does.
   */
  getApplication(name, options = {}) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}`,
      { refresh: options.refresh },
      {
        what: `GET application ${name}${options.refresh ? ` (${options.refresh} refresh)` : ""}`,
        app: name,
        ...options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs },
        ...options.retries === void 0 ? {} : { retries: options.retries },
        ...options.signal ? { signal: options.signal } : {}
      }
    );
  }
  getResourceTree(name, signal) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}/resource-tree`,
      {},
      {
        what: `GET resource tree of ${name}`,
        app: name,
        ...signal ? { signal } : {}
      }
    );
  }
  /** The project's sync windows that match the app, and whether a manual sync could run now. */
  getSyncWindows(name, signal) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}/syncwindows`,
      {},
      { what: `GET sync windows of ${name}`, app: name, ...signal ? { signal } : {} }
    );
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
        {
          resourceName: key.name,
          version: key.version,
          kind: key.kind,
          group: key.group,
          namespace: key.namespace ?? ""
        },
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
    const body = await this.http.openStream(
      `/api/v1/stream/applications/${encodeURIComponent(name)}/resource-tree`,
      {},
      {
        what,
        app: name,
        ...options.signal ? { signal: options.signal } : {},
        ...options.idleMs === void 0 ? {} : { idleMs: options.idleMs }
      }
    );
    yield* streamResults(body, what);
  }
  close() {
    return this.http.close();
  }
};
function createArgoCdClient(connection, options = {}) {
  return new ArgoCdClient(new ArgoCdHttp(connection, options));
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
function timeOfDay(ms) {
  return new Date(ms).toISOString().slice(11, 19);
}

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
  if (code === "" && (exists(found.node) || found.status !== void 0)) {
    const message = healthCheckMissing(
      found.target,
      health === void 0 ? "computes no health for it" : "got no status from its health check"
    );
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
    return result(
      "waiting",
      `${code}${said}, assessed on an older version of the object; waiting for Argo CD to assess the current one`
    );
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
    return {
      state: "done",
      detail: "spec.image matches (the object has no metadata.generation to compare)",
      gap: void 0
    };
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

// src/wait/steps/pods.ts
var BROKEN_REASONS = ["ImagePullBackOff", "ErrImagePull", "CrashLoopBackOff", "CreateContainerConfigError"];
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
    if (BROKEN_REASONS.includes(reason)) return { name: node.name ?? "", reason, message: node.health?.message ?? "" };
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
  const automated = app.spec?.syncPolicy?.automated;
  if (!app.operation && op?.phase !== "Running" && syncStatus === "OutOfSync" && automated) return "auto";
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
function blockedMessage(windows, revision) {
  const deny = windows.some((w) => w.kind === "deny");
  const listed = windows.map(
    (w) => `${w.kind ?? "unknown"} "${w.schedule ?? "?"}" for ${w.duration ?? "?"}, manual sync ${w.manualSync ? "allowed" : "not allowed"}`
  );
  const why = deny ? `a deny sync window is active (${listed.join("; ")})` : `no allow sync window is open (${listed.join("; ")})`;
  const hint = windows.some((w) => w.manualSync) ? "A manual sync (argocd app sync) may override it; or run the release again when the window allows." : "Run the release again when the window allows, or change the AppProject's syncWindows.";
  return `Argo CD will not sync ${revision.slice(0, 7)} now: ${why}. ${hint}`;
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
    return waiting(
      `Argo CD compared ${shortSha(matched)}: ${what} ${syncStatus || "not compared yet"}; waiting for the sync`
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

// src/wait/types.ts
var STEPS = ["merged", "synced", "observed", "health", "running"];

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
  let podFailingSince;
  let wakeAt;
  if (synced.state === "done") {
    const observed = evaluateObserved(snapshot.live, expect.image, resourceLabel(found.target, { withGroup: true }));
    const health2 = evaluateHealth({
      found,
      live: snapshot.live,
      observedGap: observed.gap,
      policy,
      degradedSince: prev.degradedSince,
      at: snapshot.at
    });
    results.observed = observed;
    results.health = observed.state === "done" || health2.state === "failed" ? health2 : { ...health2, state: "pending" };
    degradedSince = health2.degradedSince;
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
    syncPending: synced.pending ? {
      kind: synced.pending,
      since: prev.syncPending?.kind === synced.pending ? prev.syncPending.since : snapshot.at
    } : void 0,
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
    (s) => `  ${s.step}: ${s.state}${s.state === "pending" ? "" : ` since ${isoTime(s.since)}`}${s.detail ? ` (${s.detail})` : ""}`
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
    const when = step.state === "pending" ? "" : `<br/>${step.state} ${timeOfDay(step.since)}`;
    lines.push(`  ${step.step}["${step.step}${when}"]:::${step.state}`);
    if (previous) {
      const gap = step.state === "done" ? `|+${formatDuration(Math.max(0, step.since - previous.since))}|` : "";
      lines.push(`  ${previous.step} -->${gap} ${step.step}`);
    }
    previous = {
      step: step.step,
      since: step.state === "done" || step.state === "skipped" ? step.since : previous?.since ?? step.since
    };
  }
  for (const [name, style] of Object.entries(STYLE)) lines.push(`  classDef ${name} ${style}`);
  lines.push("```");
  return lines.join("\n");
}

// src/log.ts
var silentLog = { info: () => void 0, warning: () => void 0, debug: () => void 0 };

// src/argocd/feed.ts
var isFatal = (error) => error instanceof ArgoCdAuthError || !(error instanceof ArgoCdError);
var QUIET = /* @__PURE__ */ Symbol("quiet");
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
        case "ended":
          this.log.info(say.closed(this.last));
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
          this.log.info(say.dropped(error.message, this.last));
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
    const finished = new AbortController();
    const signal = AbortSignal.any([this.streaming.signal, timer.signal, finished.signal]);
    let events = 0;
    const ending = (failure) => {
      if (this.streaming.signal.aborted) return { how: "stopped" };
      if (timer.signal.reason === QUIET) return { how: "quiet", events };
      return failure === void 0 ? { how: "ended", events } : { how: "failed", events, ...failure };
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
    const { name } = options;
    const from = (version) => `resourceVersion ${version ?? "(none)"}`;
    super(
      {
        async *open(version, signal) {
          for await (const event of client.watchApplication(name, { resourceVersion: version, signal })) {
            if (event.type === "DELETED") throw new Error(`Application ${name} was deleted while waiting.`);
            if (event.application) yield event.application;
          }
        },
        read: (signal) => client.getApplication(name, { signal }),
        key: (app) => app.metadata?.resourceVersion,
        isNews: (version, known) => isNewer(version, known),
        starts: { sends: "current", firstEventMs: options.firstEventMs ?? 15e3 },
        say: {
          closed: (last) => `Argo CD closed the watch of ${name}; reopening it from ${from(last)}.`,
          dropped: (reason, last) => `The watch of ${name} dropped (${reason}); reconnecting from ${from(last)}.`,
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

// src/argocd/tree-feed.ts
var TreeFeed = class extends Feed {
  constructor(client, options) {
    const { name } = options;
    const renewMs = options.renewMs ?? 3e5;
    const tree = `the resource tree of ${name}`;
    super(
      {
        // The client's idle timeout only backs up the renewal, which comes first.
        open: (_last, signal) => client.watchResourceTree(name, { signal, idleMs: renewMs + 6e4 }),
        read: (signal) => client.getResourceTree(name, signal),
        key: (t) => JSON.stringify(t),
        isNews: (json, known) => json !== known,
        starts: { sends: "changes", renewMs },
        say: {
          closed: () => `Argo CD closed the watch of ${tree}; reopening it.`,
          dropped: (reason) => `The watch of ${tree} dropped (${reason}); reopening it.`,
          unavailable: (reason) => `Streaming the resource tree is not available (${reason}); polling it instead.`,
          quiet: (ms) => `The watch of ${tree} was quiet for ${ms / 1e3}s; reopening it.`,
          gaveUp: (attempts) => `The watch of ${tree} failed ${attempts} times in a row; polling it instead.`,
          pollFailed: (reason) => `Reading ${tree} failed (${reason}); trying again.`
        }
      },
      options
    );
  }
};

// src/wait/hard-refresh.ts
var HARD_REFRESH_AFTER_MS = 6e4;
var HardRefresh = class {
  constructor(options = {}) {
    this.options = options;
  }
  options;
  /** When to ask, while armed. */
  at;
  asked = false;
  /** When it is due (undefined while disarmed). */
  get dueAt() {
    return this.at;
  }
  isDue(now) {
    return now >= (this.at ?? Infinity);
  }
  /** Arms it while every revision the app reports is behind the expected one; disarms it otherwise. */
  watch(session, now) {
    const { app, relations } = session;
    const reported = app ? reportedRevisions(app) : [];
    const behind = reported.length > 0 && reported.every((rev) => relations.get(rev) === "behind");
    if (!behind) this.at = void 0;
    else if (!this.asked && this.at === void 0) this.at = now + (this.options.afterMs ?? HARD_REFRESH_AFTER_MS);
  }
  /**
   * Asks for it, saying so in the log; the app as the refresh left it, or undefined when the
   * refresh did not complete (a transient failure: the wait goes on without it).
   */
  async ask(argocd, app, deadline, now, log) {
    this.at = void 0;
    this.asked = true;
    const after = formatDuration(this.options.afterMs ?? HARD_REFRESH_AFTER_MS);
    log.info(
      `Argo CD still showed an older revision ${after} after the normal refresh; asked once for a hard refresh (refresh=hard), in case its caches are stale.`
    );
    const timeoutMs = Math.max(1e3, Math.min(this.options.timeoutMs ?? 6e4, deadline - now));
    try {
      return await argocd.getApplication(app, { refresh: "hard", timeoutMs, retries: 0 });
    } catch (error) {
      if (!isTransient(error)) throw error;
      log.info(`The hard refresh did not complete (${messageOf(error)}); waiting on.`);
      return void 0;
    }
  }
};

// src/wait/steps/children.ts
var isApplication = (r) => r.group === "argoproj.io" && r.kind === "Application";
var isApplicationSet = (r) => r.group === "argoproj.io" && r.kind === "ApplicationSet";
function manages(app, target) {
  return findResource(app, void 0, target).status !== void 0;
}
function childApps(app, tree) {
  const managed = (app.status?.resources ?? []).filter(isApplication).map((r) => r.name ?? "");
  const generated = (tree?.nodes ?? []).filter(isApplication).map((n) => n.name ?? "");
  return [.../* @__PURE__ */ new Set([...managed, ...generated])].filter((name) => name !== "");
}
function needsTree(app) {
  return (app.status?.resources ?? []).some(isApplicationSet);
}
function followMessage(parent, child, target) {
  return `argocd-app ${parent} is an app of apps: following its child ${child}, which manages ${resourceLabel(target, { withGroup: true })}. Set argocd-app to ${child} to skip this step.`;
}
function orphanMessage(parent, looked, target) {
  return `Neither ${parent} nor the apps it manages (${looked.join(", ")}) manage ${resourceLabel(target, { withGroup: true })}: set argocd-app to the Application that deploys it.`;
}

// src/wait/owner.ts
var MAX_CHILD_APPS = 50;
async function findOwner(argocd, name, app, target) {
  if (manages(app, target)) return { kind: "self" };
  const queue = childApps(app, needsTree(app) ? await argocd.getResourceTree(name) : void 0);
  if (queue.length === 0) return { kind: "self" };
  const seen = /* @__PURE__ */ new Set([name]);
  const looked = [];
  while (queue.length > 0 && looked.length < MAX_CHILD_APPS) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    let child;
    try {
      child = await argocd.getApplication(next);
    } catch (error) {
      if (!(error instanceof ArgoCdAuthError) || error.status !== 403) throw error;
      looked.push(`${next} (not readable with this token)`);
      continue;
    }
    looked.push(next);
    if (manages(child, target)) return { kind: "child", name: next, app: child };
    queue.push(...childApps(child, void 0));
  }
  return { kind: "none", looked };
}

// src/wait/sync-windows.ts
async function readSyncWindows(argocd, app, log) {
  try {
    return await argocd.getSyncWindows(app);
  } catch (error) {
    if (isTransient(error) || !(error instanceof ArgoCdError) || error instanceof ArgoCdAuthError) throw error;
    log.info(`Could not read the app's sync windows (${messageOf(error)}); not asking again.`);
    return "unavailable";
  }
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

// src/wait/watcher.ts
var APP_POLL_FACTOR = 4;
var MIN_LOOK_GAP_MS = 1e3;
var RECHECK_RETRY_MS = 15e3;
function watchRollout(expect, initial, options, deps) {
  return new Watch(expect, initial, options, deps).run();
}
var Watch = class {
  constructor(expect, initial, options, deps) {
    this.expect = expect;
    this.options = options;
    this.deps = deps;
    this.session = startSession(initial);
    this.bell = new Doorbell(deps.sleep);
    this.recheckMs = options.recheckMs ?? 3e5;
    this.app = options.app;
    this.hardRefresh = new HardRefresh({ afterMs: options.hardRefreshAfterMs, timeoutMs: options.refreshTimeoutMs });
  }
  expect;
  options;
  deps;
  session;
  apps;
  trees;
  bell;
  recheckMs;
  /** When to re-read the app if its stream stays silent (while streaming). */
  recheckAt = Infinity;
  /** Reads of the tree or live object that failed in a row, and when to try again. */
  readFailures = 0;
  retryAt;
  hardRefresh;
  /** The app followed: `argocd-app`, or the child of it that manages the resource. */
  app;
  async run() {
    const started2 = this.deps.clock();
    let accepted = false;
    try {
      return await this.follow(() => accepted = true);
    } catch (error) {
      if (accepted && error instanceof ArgoCdAuthError && error.status === 401) {
        const after = formatDuration(this.deps.clock() - started2);
        throw new ArgoCdAuthError(
          `Argo CD stopped accepting the token after ${after} of waiting (401: expired or revoked); give 'argocd-token' a lifetime longer than 'timeout' and run the wait again.`,
          401,
          false,
          { cause: error }
        );
      }
      throw error;
    }
  }
  async follow(accepted) {
    const { deps, options } = this;
    try {
      const read = await this.firstRead();
      if (read === void 0)
        return await this.end(timedOut(this.session.chain, deps.clock(), options.timeoutMs), "none");
      accepted();
      const first = await this.owner(read);
      if ("verdict" in first) return await this.end(first, "none");
      await this.assess({ app: first });
      if (isTerminal(this.session.chain)) return await this.end(this.session.chain, "none");
      const apps = this.startApps(first.metadata?.resourceVersion);
      this.recheckAt = deps.clock() + this.recheckMs;
      for (; ; ) {
        const now = deps.clock();
        if (now >= options.deadline)
          return await this.end(timedOut(this.session.chain, now, options.timeoutMs), apps.mode);
        if (apps.mode === "poll") this.trees?.usePolling();
        if (this.trees?.mode === "poll") apps.relax((options.feed?.pollMaxMs ?? 15e3) * APP_POLL_FACTOR);
        await this.bell.wait(this.nextLook(now, apps.mode) - now);
        const news = await this.look(apps);
        if (news === void 0) continue;
        await this.assess(news);
        if (isTerminal(this.session.chain)) return await this.end(this.session.chain, apps.mode);
      }
    } finally {
      this.apps?.close();
      this.trees?.close();
    }
  }
  /**
   * When to look if no feed rings first: the earliest of the safety re-read (while streaming),
   * the chain's own wake-up (a grace period's end) and a retry of a failed read; never past the
   * deadline, and never sooner than a second from now.
   */
  nextLook(now, mode) {
    const recheck = mode === "stream" ? this.recheckAt : Infinity;
    const due = Math.min(
      recheck,
      this.session.chain.wakeAt ?? Infinity,
      this.retryAt ?? Infinity,
      this.hardRefresh.dueAt ?? Infinity
    );
    return Math.min(this.options.deadline, Math.max(now + MIN_LOOK_GAP_MS, due));
  }
  /** What there is to take in after a wake-up; undefined when nothing is due yet (woken early). */
  async look(apps) {
    const app = apps.take();
    const tree = this.trees?.take();
    const at = this.deps.clock();
    if (app) this.recheckAt = at + this.recheckMs;
    if (app || tree) return { app, tree };
    if (at >= (this.session.chain.wakeAt ?? Infinity)) return { stale: true };
    if (apps.mode === "stream" && at >= this.recheckAt) {
      const reread = await this.readApp("Re-reading");
      if (reread) apps.seen(reread);
      this.recheckAt = at + (reread ? this.recheckMs : Math.min(this.recheckMs, RECHECK_RETRY_MS));
      return { app: reread };
    }
    if (this.hardRefresh.isDue(at)) {
      const app2 = await this.hardRefresh.ask(this.deps.argocd, this.app, this.options.deadline, at, this.deps.log);
      if (app2) apps.seen(app2);
      return { app: app2 };
    }
    if (at >= (this.retryAt ?? Infinity)) return {};
    return void 0;
  }
  /** Takes in the news and judges the chain again, reading what the judgement asks for first. */
  async assess(news) {
    if (news.app) await this.relate(news.app);
    this.session = learn(this.session, news, this.expect);
    this.hardRefresh.watch(this.session, this.deps.clock());
    for (; ; ) {
      const judgement = judge(this.session, this.expect, this.options.policy, this.deps.clock());
      if (judgement.wants === "nothing") {
        this.readFailures = 0;
        this.retryAt = void 0;
        return this.report(judgement.chain);
      }
      if (!await this.read(judgement)) return;
    }
  }
  /**
   * Reads what a judgement wants; false when the read failed. It is tried again at `retryAt`,
   * with back-off, rather than at the next change, which may be long in coming.
   */
  async read(judgement) {
    const { argocd, clock, log } = this.deps;
    try {
      if (judgement.wants === "tree") {
        this.trees ??= this.startTrees();
        const tree = await argocd.getResourceTree(this.app);
        this.trees.seen(tree);
        this.session = withTree(this.session, tree);
      } else if (judgement.wants === "windows") {
        this.session = withWindows(this.session, await readSyncWindows(argocd, this.app, log), clock());
      } else {
        const live = judgement.key === void 0 ? void 0 : await argocd.getLiveResource(this.app, judgement.key);
        this.session = withLive(this.session, live ?? "absent", judgement.mark);
      }
      return true;
    } catch (error) {
      if (!isTransient(error)) throw error;
      this.readFailures++;
      const delay = backoff(this.readFailures, 1e3, 15e3);
      this.retryAt = clock() + delay;
      log.info(`Reading the resource failed (${messageOf(error)}); trying again in ${delay / 1e3}s.`);
      return false;
    }
  }
  /**
   * The app that manages the target: `argocd-app` itself, or, when that is an app of apps
   * without it, the child that manages it (followed from then on, and said so). When no app
   * there manages it, the chain that ends the wait, naming the apps looked at.
   */
  async owner(app) {
    const target = this.expect.resource;
    const owner = await findOwner(this.deps.argocd, this.app, app, target);
    if (owner.kind === "self") return app;
    if (owner.kind === "none") {
      const failure = { verdict: "misconfigured", message: orphanMessage(this.app, owner.looked, target) };
      return endedAt(this.session.chain, "synced", failure, this.deps.clock());
    }
    const message = followMessage(this.app, owner.name, target);
    this.deps.log.info(message);
    const { chain } = this.session;
    this.session = withChain(this.session, { ...chain, warnings: [...chain.warnings, message] });
    this.app = owner.name;
    return await this.firstRead() ?? owner.app;
  }
  /** The first GET, with the refresh; transient failures are retried until the deadline. */
  async firstRead() {
    const { argocd, clock, sleep, log } = this.deps;
    const { deadline } = this.options;
    if (this.options.refresh !== false) {
      const timeoutMs = Math.max(1e3, Math.min(this.options.refreshTimeoutMs ?? 6e4, deadline - clock()));
      try {
        return await argocd.getApplication(this.app, { refresh: "normal", timeoutMs, retries: 0 });
      } catch (error) {
        if (!isTransient(error)) throw error;
        log.info(`The refresh did not complete (${messageOf(error)}); reading the app without it.`);
      }
    }
    for (let attempt = 1; clock() < deadline; attempt++) {
      const app = await this.readApp("Reading");
      if (app !== void 0) return app;
      await sleep(Math.min(backoff(attempt, 1e3, 15e3), deadline - clock()));
    }
    return void 0;
  }
  /** A plain GET; a transient failure is logged and yields undefined (the caller tries again later). */
  async readApp(verb) {
    try {
      return await this.deps.argocd.getApplication(this.app);
    } catch (error) {
      if (!isTransient(error)) throw error;
      this.deps.log.info(`${verb} the app failed (${messageOf(error)}); trying again.`);
      return void 0;
    }
  }
  /** Asks GitHub, once per revision, how the revisions Argo CD reports relate to the expected one. */
  async relate(app) {
    const expected = this.expect.revision;
    const relate = this.deps.relateRevision;
    if (expected === void 0 || relate === void 0) return;
    for (const revision of unrelated(this.session, app, expected)) {
      try {
        this.session = withRelation(this.session, revision, await relate(expected, revision));
      } catch (error) {
        this.deps.log.debug(`Could not relate ${revision} to ${expected}: ${messageOf(error)}`);
      }
    }
  }
  /** Logs what moved and tells `onProgress` when a step changed. */
  async report(next) {
    const prev = this.session.chain;
    for (const line of progressLines(prev, next)) this.deps.log.info(line);
    this.session = withChain(this.session, next);
    if (stepsChanged(prev, next)) await this.deps.onProgress?.(next);
  }
  async end(chain, mode) {
    await this.report(chain);
    return { state: chain, mode };
  }
  feedTuning() {
    const { renewMs: _treeOnly, ...tuning } = this.options.feed ?? {};
    return tuning;
  }
  startApps(resourceVersion) {
    const { deps } = this;
    this.apps = new ApplicationFeed(deps.argocd, {
      ...this.feedTuning(),
      name: this.app,
      resourceVersion,
      sleep: deps.sleep,
      log: deps.log,
      onNews: this.bell.ring
    });
    return this.apps.start();
  }
  startTrees() {
    const { deps, options } = this;
    const { renewMs } = options.feed ?? {};
    return new TreeFeed(deps.argocd, {
      ...this.feedTuning(),
      ...renewMs === void 0 ? {} : { renewMs },
      name: this.app,
      stream: options.feed?.stream !== false && this.apps?.mode !== "poll",
      sleep: deps.sleep,
      log: deps.log,
      onNews: this.bell.ring
    }).start();
  }
};

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
function appUrl(connection, app) {
  const ns = connection.appNamespace === void 0 ? "" : `${encodeURIComponent(connection.appNamespace)}/`;
  return `${connection.serverUrl}/applications/${ns}${encodeURIComponent(app)}`;
}

export {
  ArgoCdError,
  createArgoCdClient,
  isoTime,
  initialChain,
  timedOut,
  currentStep,
  describeSteps,
  toTimeline,
  renderMermaid,
  parseServerUrl,
  loadCaCert,
  checkAppName,
  appUrl,
  watchRollout
};
//# sourceMappingURL=chunk-A4CITJME.js.map
