import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ApplicationFeed,
  ArgoCdAuthError,
  ArgoCdError,
  ArgoCdPermanentError,
  Doorbell,
  Feed,
  backoff,
  cliVerify,
  describeSteps,
  endedAt,
  errorFromResponse,
  findResource,
  initialChain,
  isTerminal,
  isTransient,
  judge,
  learn,
  networkError,
  parseExpectedImage,
  parseResourceFlag,
  parseRevision,
  parseVerifyConfig,
  progressLines,
  readArgoCdApp,
  readArgoCdConnection,
  readReportFollow,
  readTimeout,
  readWaitPolicy,
  realClock,
  realSleep,
  reportedRevisions,
  soakProblem,
  startSession,
  stepsChanged,
  syncHeldBy,
  timedOut,
  toTimeline,
  unrelated,
  verifyExitCode,
  verifyJson,
  windowsAtTimeout,
  withChain,
  withLive,
  withRelation,
  withTree,
  withVerifiedStep,
  withWindows
} from "./chunks/chunk-TJS5GKFO.js";
import "./chunks/chunk-72OS5IMU.js";
import "./chunks/chunk-OYESELFY.js";
import {
  parsePolicyPath
} from "./chunks/chunk-75ZEE3SF.js";
import {
  formatDuration
} from "./chunks/chunk-N72KVV33.js";
import {
  readContainer
} from "./chunks/chunk-MHHOGKEU.js";
import {
  resourceLabel
} from "./chunks/chunk-623GUZT5.js";
import {
  require_dist
} from "./chunks/chunk-2PW3ARTO.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-UDXHGDOD.js";
import "./chunks/chunk-5DKD7HP4.js";
import {
  WAIT
} from "./chunks/chunk-Z37KAAR5.js";
import {
  EXIT
} from "./chunks/chunk-JWMKGFHY.js";
import {
  VERSION,
  connectFailure,
  dispatcherFor,
  require_undici
} from "./chunks/chunk-7ML3BBUC.js";
import {
  InputError,
  messageOf
} from "./chunks/chunk-MH4YVFPY.js";
import {
  __toESM
} from "./chunks/chunk-TIBOFJYZ.js";

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
var import_undici = __toESM(require_undici(), 1);
import { rootCertificates } from "node:tls";
var KEEPALIVE_MS = 15e3;
function createTransport(connection) {
  const dispatcher = dispatcherFor(
    connection.serverUrl,
    {
      rejectUnauthorized: !connection.insecure,
      ...connection.caCert === void 0 ? {} : { ca: [...rootCertificates, connection.caCert] }
    },
    { keepAliveInitialDelay: KEEPALIVE_MS }
  );
  return {
    async get(url, { headers, signal, idleMs }) {
      const response = await (0, import_undici.request)(url, {
        method: "GET",
        dispatcher,
        headers,
        headersTimeout: idleMs,
        bodyTimeout: idleMs,
        ...signal ? { signal } : {}
      });
      return {
        status: response.statusCode,
        header: (name) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(", ") : value;
        },
        text: () => response.body.text(),
        dump: () => response.body.dump(),
        body: response.body
      };
    },
    close: () => dispatcher.close()
  };
}

// src/argocd/http.ts
var USER_AGENT = `gitops-release/${VERSION}`;
var PERMANENT_500 = { answers: 5, ms: 3e4 };
var REFUSED_ATTEMPTS = 4;
var ArgoCdHttp = class {
  constructor(connection, options = {}) {
    this.connection = connection;
    this.options = options;
    this.transport = createTransport(connection);
    this.sleep = options.sleep ?? realSleep;
    this.clock = options.clock ?? realClock;
  }
  connection;
  options;
  transport;
  sleep;
  clock;
  /** The last 500 of each request (by `what`) while it repeats: its words, how often, since when. */
  serverErrors = /* @__PURE__ */ new Map();
  /** Whether Argo CD answered anything yet: a refused connection after that is a restart. */
  answered = false;
  /** Refused connections before the first answer. */
  refusals = 0;
  async getJson(path, query, context2) {
    const retries = context2.retries ?? this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        const value = parseJson(await this.getText(path, query, context2), context2.what);
        this.serverErrors.delete(context2.what);
        return value;
      } catch (error) {
        const permanent = this.repeated(context2.what, error);
        if (permanent) throw permanent;
        if (!isTransient(error) || attempt >= retries || context2.signal?.aborted) throw error;
        const delay = backoff(attempt + 1, this.options.retryBaseMs ?? 500, 8e3);
        this.options.onRetry?.(`${messageOf(error)}; retrying in ${Math.round(delay / 100) / 10}s`);
        await this.sleep(delay, context2.signal);
      }
    }
  }
  /**
   * Opens a stream and returns its body once Argo CD answered 200. The body is iterated by the
   * caller; a drop surfaces as a transient {@link ArgoCdError} from the iteration.
   */
  async openStream(path, query, context2) {
    const response = await this.send(path, query, context2, context2.idleMs ?? this.options.streamIdleMs ?? 3e5);
    const type = response.header("content-type") ?? "";
    if (response.status !== 200 || /html/i.test(type)) {
      const text = await response.text().catch(() => "");
      throw notTheApi(answerOf(response, text), `GET ${path}`) ?? errorFromResponse(response.status, text, context2);
    }
    if (type !== "" && !type.includes("json")) {
      await response.dump();
      throw new ArgoCdError(`${context2.what} answered ${type}, not a JSON stream`, 200, false);
    }
    return guardBody(response.body, context2.what);
  }
  async close() {
    await this.transport.close();
  }
  /**
   * Counts a request's 500s while they repeat word for word; once they are many and old enough,
   * the error to give up with: the server's own message, and why it is taken for permanent.
   */
  repeated(what, error) {
    if (!(error instanceof ArgoCdError) || error.status !== 500) {
      this.serverErrors.delete(what);
      return void 0;
    }
    const now = this.clock();
    const last = this.serverErrors.get(what);
    const run2 = last?.message === error.message ? { ...last, count: last.count + 1 } : { message: error.message, count: 1, since: now };
    this.serverErrors.set(what, run2);
    const { answers, ms } = this.options.permanentAfter ?? PERMANENT_500;
    if (run2.count < answers || now - run2.since < ms) return void 0;
    const over = Math.round((now - run2.since) / 1e3);
    return new ArgoCdPermanentError(
      `${error.message}; Argo CD gave that answer ${run2.count} times in a row over ${over}s, so waiting will not cure it.`,
      500,
      false,
      { cause: error }
    );
  }
  /**
   * Ours, then `argocd-headers`. When those carry an Authorization header (a proxy that takes
   * it), the Argo CD token goes in `Grpc-Metadata-Token`: grpc-gateway hands it to the API server
   * as the `token` metadata, which Argo CD's `getToken` reads before anything else. Argo CD takes
   * the first token it finds and never falls back, so a cookie would lose to a JWT-shaped proxy
   * token in Authorization; with the metadata set, neither is read.
   */
  headers() {
    const { token } = this.connection;
    const extra = this.connection.headers ?? [];
    const proxyAuth = extra.some(([name]) => name.toLowerCase() === "authorization");
    const headers = { accept: "application/json", "user-agent": USER_AGENT };
    if (proxyAuth) headers["grpc-metadata-token"] = token;
    else headers["authorization"] = `Bearer ${token}`;
    const cookies = [];
    for (const [name, value] of extra) {
      const key = name.toLowerCase();
      if (key === "cookie") cookies.push(value);
      else headers[key] = headers[key] === void 0 || key === "user-agent" ? value : `${headers[key]}, ${value}`;
    }
    if (cookies.length > 0) headers["cookie"] = cookies.join("; ");
    return headers;
  }
  async getText(path, query, context2) {
    const timeoutMs = context2.timeoutMs ?? this.options.requestTimeoutMs ?? 3e4;
    const timer = new AbortController();
    const onAbort = () => timer.abort(context2.signal?.reason);
    context2.signal?.addEventListener("abort", onAbort, { once: true });
    const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${timeoutMs / 1e3}s`)), timeoutMs);
    try {
      const response = await this.send(path, query, { ...context2, signal: timer.signal }, timeoutMs + 1e3);
      const text = await response.text();
      const login = notTheApi(answerOf(response, text), `GET ${path}`);
      if (login) throw login;
      if (response.status >= 200 && response.status < 300) return text;
      throw errorFromResponse(response.status, text, context2);
    } catch (error) {
      if (timer.signal.aborted && !context2.signal?.aborted) throw networkError(context2.what, timer.signal.reason);
      if (error instanceof ArgoCdError) throw error;
      throw networkError(context2.what, error);
    } finally {
      clearTimeout(timeout);
      context2.signal?.removeEventListener("abort", onAbort);
    }
  }
  async send(path, query, context2, idleMs) {
    const url = new URL(`${this.connection.serverUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== void 0) url.searchParams.set(k, v);
    const appNamespace = context2.appNamespace ?? this.connection.appNamespace;
    if (appNamespace !== void 0) url.searchParams.set("appNamespace", appNamespace);
    try {
      const answer = await this.transport.get(url, {
        headers: this.headers(),
        idleMs,
        ...context2.signal ? { signal: context2.signal } : {}
      });
      this.answered = true;
      return answer;
    } catch (error) {
      const refused = connectFailure(error)?.kind === "refused" && !this.answered;
      if (refused) this.refusals++;
      throw networkError(context2.what, error, {
        server: this.connection.serverUrl,
        refusedIsFinal: refused && this.refusals >= REFUSED_ATTEMPTS
      });
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
        ...context(options),
        ...options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs },
        ...options.retries === void 0 ? {} : { retries: options.retries }
      }
    );
  }
  getResourceTree(name, options = {}) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}/resource-tree`,
      {},
      { what: `GET resource tree of ${name}`, app: name, ...context(options) }
    );
  }
  /** The project's sync windows that match the app, and whether a manual sync could run now. */
  getSyncWindows(name, options = {}) {
    return this.http.getJson(
      `/api/v1/applications/${encodeURIComponent(name)}/syncwindows`,
      {},
      {
        what: `GET sync windows of ${name}`,
        app: name,
        ...context(options),
        ...options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs },
        ...options.retries === void 0 ? {} : { retries: options.retries }
      }
    );
  }
  /**
   * The live object from the cluster, or undefined when it does not exist yet (Argo CD answers
   * 400 "not found as part of application" until the resource is in its tree, 404 after a delete).
   */
  async getLiveResource(app, key, options = {}) {
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
        { what: `GET live ${key.kind} ${key.name}`, app, ...context(options) }
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
      { what, app: name, ...context(options) }
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
        ...context(options),
        ...options.idleMs === void 0 ? {} : { idleMs: options.idleMs }
      }
    );
    yield* streamResults(body, what);
  }
  close() {
    return this.http.close();
  }
};
function context(options) {
  return {
    ...options.signal ? { signal: options.signal } : {},
    ...options.appNamespace === void 0 ? {} : { appNamespace: options.appNamespace }
  };
}
function createArgoCdClient(connection, options = {}) {
  return new ArgoCdClient(new ArgoCdHttp(connection, options));
}

// src/argocd/tree-feed.ts
var TreeFeed = class extends Feed {
  constructor(client, options) {
    const { name, appNamespace } = options;
    const renewMs = options.renewMs ?? 3e5;
    const tree = `the resource tree of ${name}`;
    super(
      {
        // The client's idle timeout only backs up the renewal, which comes first.
        open: (_last, signal) => client.watchResourceTree(name, { signal, appNamespace, idleMs: renewMs + 6e4 }),
        read: (signal) => client.getResourceTree(name, { signal, appNamespace }),
        key: (t) => JSON.stringify(t),
        isNews: (json, known) => json !== known,
        starts: { sends: "changes", renewMs },
        say: {
          closed: () => `Argo CD closed the watch of ${tree}; reopening it.`,
          dropped: (reason) => `The watch of ${tree} dropped (${reason}); reopening it.`,
          idleCut: (reason) => `The watch of ${tree} was cut while idle, a proxy's timeout (${reason}); reopening it.`,
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
      return await argocd.getApplication(app.name, {
        refresh: "hard",
        timeoutMs,
        retries: 0,
        appNamespace: app.namespace
      });
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
  const refs = [
    ...(app.status?.resources ?? []).filter(isApplication),
    ...(tree?.nodes ?? []).filter(isApplication)
  ].map((r) => ({ name: r.name ?? "", namespace: r.namespace || void 0 }));
  const unique = new Map(refs.filter((r) => r.name !== "").map((r) => [appKey(r), r]));
  return [...unique.values()];
}
function appKey(ref) {
  return `${ref.namespace ?? ""}/${ref.name}`;
}
function childLabel(child, parentNamespace) {
  return child.namespace === void 0 || child.namespace === parentNamespace ? child.name : `${child.namespace}/${child.name}`;
}
function needsTree(app) {
  return (app.status?.resources ?? []).some(isApplicationSet);
}
function followMessage(parent, child, parentNamespace, target) {
  const label = childLabel(child, parentNamespace);
  const set = label === child.name ? `Set argocd-app to ${child.name}` : `Set argocd-app to ${child.name} and argocd-app-namespace to ${child.namespace}`;
  return `argocd-app ${parent} is an app of apps: following its child ${label}, which manages ${resourceLabel(target, { withGroup: true })}. ${set} to skip this step.`;
}
function orphanMessage(parent, looked, target) {
  return `Neither ${parent} nor the apps it manages (${looked.join(", ")}) manage ${resourceLabel(target, { withGroup: true })}: set argocd-app to the Application that deploys it.`;
}

// src/wait/owner.ts
var MAX_CHILD_APPS = 50;
async function findOwner(argocd, parent, app, target) {
  if (manages(app, target)) return { kind: "self" };
  const tree = needsTree(app) ? await argocd.getResourceTree(parent.name, { appNamespace: parent.namespace }) : void 0;
  const queue = childApps(app, tree);
  if (queue.length === 0) return { kind: "self" };
  const home = parent.namespace ?? app.metadata?.namespace;
  const seen = /* @__PURE__ */ new Set([appKey(parent), appKey({ name: parent.name, namespace: home })]);
  const looked = [];
  while (queue.length > 0 && looked.length < MAX_CHILD_APPS) {
    const next = queue.shift();
    if (seen.has(appKey(next))) continue;
    seen.add(appKey(next));
    const label = childLabel(next, home);
    let child;
    try {
      child = await argocd.getApplication(next.name, { appNamespace: next.namespace });
    } catch (error) {
      if (!(error instanceof ArgoCdAuthError) || error.status !== 403) throw error;
      looked.push(`${label} (not readable with this token)`);
      continue;
    }
    looked.push(label);
    if (manages(child, target)) return { kind: "child", ref: next, app: child };
    queue.push(...childApps(child, void 0));
  }
  return { kind: "none", looked };
}

// src/wait/sync-windows.ts
async function readSyncWindows(argocd, app, log, bound = {}) {
  try {
    return await argocd.getSyncWindows(app.name, { ...bound, appNamespace: app.namespace });
  } catch (error) {
    if (isTransient(error) || !(error instanceof ArgoCdError) || error instanceof ArgoCdAuthError) throw error;
    log.info(`Could not read the app's sync windows (${messageOf(error)}); not asking again.`);
    return "unavailable";
  }
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
    this.app = { name: options.app, namespace: void 0 };
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
  /** The app followed: `argocd-app`, or the child of it that manages the resource (in its own namespace). */
  app;
  /** Guarding a Healthy app through a soak: judged without degraded-grace, and not reported as progress. */
  guarding = false;
  async run() {
    const started = this.deps.clock();
    let accepted = false;
    try {
      return await this.follow(() => accepted = true);
    } catch (error) {
      if (accepted && error instanceof ArgoCdAuthError && error.status === 401) {
        const after = formatDuration(this.deps.clock() - started);
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
        if (now >= options.deadline) return await this.end(await this.timedOut(now), apps.mode);
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
    const policy = this.guarding ? { ...this.options.policy, degradedGraceMs: 0 } : this.options.policy;
    for (; ; ) {
      const judgement = judge(this.session, this.expect, policy, this.deps.clock());
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
        const tree = await argocd.getResourceTree(this.app.name, { appNamespace: this.app.namespace });
        this.trees.seen(tree);
        this.session = withTree(this.session, tree);
      } else if (judgement.wants === "windows") {
        this.session = withWindows(this.session, await readSyncWindows(argocd, this.app, log), clock());
      } else {
        const live = judgement.key === void 0 ? void 0 : await argocd.getLiveResource(this.app.name, judgement.key, { appNamespace: this.app.namespace });
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
      const failure = {
        verdict: "misconfigured",
        message: orphanMessage(this.app.name, owner.looked, target)
      };
      return endedAt(this.session.chain, "synced", failure, this.deps.clock());
    }
    const message = followMessage(this.app.name, owner.ref, app.metadata?.namespace, target);
    this.deps.log.info(message);
    const { chain } = this.session;
    this.session = withChain(this.session, { ...chain, warnings: [...chain.warnings, message] });
    this.app = owner.ref;
    return await this.firstRead() ?? owner.app;
  }
  /** The first GET, with the refresh; transient failures are retried until the deadline. */
  async firstRead() {
    const { argocd, clock, sleep, log } = this.deps;
    const { deadline } = this.options;
    if (this.options.refresh !== false) {
      const timeoutMs = Math.max(1e3, Math.min(this.options.refreshTimeoutMs ?? 6e4, deadline - clock()));
      try {
        return await argocd.getApplication(this.app.name, {
          refresh: "normal",
          timeoutMs,
          retries: 0,
          appNamespace: this.app.namespace
        });
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
      return await this.deps.argocd.getApplication(this.app.name, { appNamespace: this.app.namespace });
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
  /**
   * The chain at the deadline. A sync that never came may be held by a sync window, which Argo
   * CD says nowhere but in `/syncwindows`: ask once (quickly) so the message can name it.
   */
  async timedOut(now) {
    const { deps, options } = this;
    if (windowsAtTimeout(this.session, now)) {
      try {
        const answer = await readSyncWindows(deps.argocd, this.app, deps.log, { timeoutMs: 1e4, retries: 0 });
        this.session = withWindows(this.session, answer, deps.clock());
      } catch (error) {
        if (!(error instanceof ArgoCdError)) throw error;
        deps.log.info(`Could not read the app's sync windows (${messageOf(error)}).`);
      }
    }
    return timedOut(this.session.chain, deps.clock(), options.timeoutMs, syncHeldBy(this.session, this.expect));
  }
  /** Logs what moved and tells `onProgress` when a step changed (not while guarding: the soak reports itself). */
  async report(next) {
    const prev = this.session.chain;
    for (const line of progressLines(prev, next)) this.deps.log.info(line);
    this.session = withChain(this.session, next);
    if (stepsChanged(prev, next) && !this.guarding) await this.deps.onProgress?.(next);
  }
  async end(chain, mode) {
    await this.report(chain);
    const after = this.deps.afterHealthy;
    if (chain.verdict !== "healthy" || after === void 0) return { state: chain, mode };
    const apps = this.apps ?? this.startApps(this.session.app?.metadata?.resourceVersion);
    return { state: await after(chain, this.guard(apps, chain)), mode: apps.mode };
  }
  /**
   * The app's guard through verification's soak: the feeds ring the watcher's doorbell, so a
   * change is judged when it comes, not at the next sample. `check` takes in what came since it
   * last looked, judges the chain again (reading the tree and the live object as that asks),
   * and remembers the first reason the app stopped counting.
   */
  guard(apps, healthy) {
    this.guarding = true;
    let problem;
    return {
      bell: this.bell,
      check: async () => {
        if (problem !== void 0) return problem;
        const news = await this.look(apps);
        if (news !== void 0) await this.assess(news);
        problem = soakProblem(healthy, this.session.chain);
        return problem;
      }
    };
  }
  feedTuning() {
    const { renewMs: _treeOnly, ...tuning } = this.options.feed ?? {};
    return tuning;
  }
  startApps(resourceVersion) {
    const { deps } = this;
    this.apps = new ApplicationFeed(deps.argocd, {
      ...this.feedTuning(),
      name: this.app.name,
      appNamespace: this.app.namespace,
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
      name: this.app.name,
      appNamespace: this.app.namespace,
      stream: options.feed?.stream !== false && this.apps?.mode !== "poll",
      sleep: deps.sleep,
      log: deps.log,
      onNews: this.bell.ring
    }).start();
  }
};

// src/wait/verify-settings.ts
var import_yaml = __toESM(require_dist(), 1);
function readVerifySettings(settings, environment) {
  const text = settings.optional("verify");
  const input = text === void 0 || text.trim() === "" ? void 0 : parseVerifyInput(text, settings);
  for (const secret of input?.secrets ?? []) settings.source.secret(secret);
  const given = settings.optional("policy")?.trim();
  const policyPath = given ? parsePolicyPath(given, settings.label("policy")) : void 0;
  if (policyPath !== void 0 && environment === void 0)
    throw new InputError(
      `${settings.label("policy")} is read for environments.<environment>.verify, and 'environment' is not set: set 'environment' to the GitHub environment the release goes to, or remove 'policy'.`
    );
  return { input, policyPath };
}
function parseVerifyInput(text, settings) {
  let value;
  try {
    value = (0, import_yaml.parse)(text, { prettyErrors: false, uniqueKeys: true, version: "1.2", schema: "core" });
  } catch (error) {
    if (!(error instanceof import_yaml.YAMLParseError)) throw error;
    throw new InputError(
      `${settings.label("verify")} is not valid YAML: ${error.message.split("\n")[0]}. Give one mapping (a block scalar, verify: |), as docs/verify.md shows.`
    );
  }
  if (typeof value === "string")
    throw new InputError(
      `${settings.label("verify")} takes the settings themselves as YAML, not a file name; got ${JSON.stringify(value)}. Give the mapping (verify: | in a workflow step; --verify "$(cat ${/\s/.test(value) ? "verify.yaml" : value})" in a shell), as docs/verify.md shows.`
    );
  return parseVerifyConfig(value, { label: "verify", env: (name) => settings.env[name] });
}

// src/wait/cli.ts
var HELP = helpText(WAIT);
async function run(args, io, deps = {}) {
  const { settings } = readFlags(WAIT, args, io);
  const reports = readReportFollow(settings);
  const verify = readVerifySettings(settings, void 0).input;
  if (reports !== void 0) {
    const { runReportCli } = await import("./chunks/cli-4IL2SY4Z.js");
    return runReportCli(settings, reports, io, exitCode, {
      clock: deps.clock,
      sleep: deps.sleep,
      polling: deps.polling,
      verify,
      http: deps.http
    });
  }
  const connection = readArgoCdConnection(settings);
  const app = readArgoCdApp(settings);
  const revision = settings.optional("revision");
  const expect = {
    resource: parseResourceFlag(
      settings.required(
        "resource",
        "the resource to follow, e.g. --resource platform.example.io:Microservice:todo/todo-api"
      ),
      settings.label("resource")
    ),
    image: parseExpectedImage(settings.required("image", "the image the resource must run"), settings.label("image")),
    revision: revision === void 0 ? void 0 : parseRevision(revision, settings.label("revision")),
    ...readContainer(settings)
  };
  const timeoutMs = readTimeout(settings);
  const policy = readWaitPolicy(settings);
  const clock = deps.clock ?? realClock;
  const sleep = deps.sleep ?? realSleep;
  const line = (message) => io.stderr(`${message}
`);
  const log = { info: line, warning: line, debug: () => void 0 };
  const argocd = createArgoCdClient(connection, {
    sleep,
    onRetry: log.info,
    ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs }
  });
  const verification = cliVerify(verify, expect.image, { clock, sleep, log, http: deps.http });
  const start = clock();
  const merged = {
    state: "skipped",
    detail: expect.revision ? `expecting revision ${expect.revision}` : "no revision given: any synced revision counts"
  };
  try {
    const chain = initialChain(start, merged);
    const { state } = await watchRollout(
      expect,
      verify === void 0 ? chain : withVerifiedStep(chain),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log, afterHealthy: verification.hook?.afterHealthy }
    );
    const phase = verification.hook?.ended();
    if (settings.boolean("json"))
      io.stdout(
        `${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state), ...verifyJson(phase) }, null, 2)}
`
      );
    else io.stdout(`${state.message}
${describeSteps(state)}
`);
    return verifyExitCode(state.verdict, phase, exitCode);
  } catch (error) {
    if (error instanceof ArgoCdError && !error.transient) {
      io.stderr(`gitops-release wait: ${error.message}
`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    await Promise.all([argocd.close(), verification.close()]);
  }
}
function exitCode(verdict) {
  switch (verdict) {
    case "healthy":
    case "verified":
      return EXIT.ok;
    case "timeout":
      return EXIT.timeout;
    case "misconfigured":
      return EXIT.usage;
    default:
      return EXIT.failed;
  }
}
export {
  HELP,
  exitCode,
  run
};
