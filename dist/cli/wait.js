import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ArgoCdError,
  checkAppName,
  createArgoCdClient,
  describeSteps,
  initialChain,
  loadCaCert,
  parseServerUrl,
  toTimeline,
  watchRollout
} from "../chunks/chunk-A4CITJME.js";
import {
  isCommitSha
} from "../chunks/chunk-TDPKXNB6.js";
import {
  realClock,
  realSleep
} from "../chunks/chunk-YKJKAG3S.js";
import "../chunks/chunk-UWD5GX2V.js";
import "../chunks/chunk-H4ECVHA2.js";
import {
  EXIT,
  helpText,
  readFlags
} from "../chunks/chunk-JILEOQ3O.js";
import {
  WAIT
} from "../chunks/chunk-XJBVOSM4.js";
import {
  parseDuration
} from "../chunks/chunk-OZNUYQ6Q.js";
import {
  ImageReferenceError,
  parseImageReference
} from "../chunks/chunk-L5IDWHHO.js";
import {
  InputError
} from "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

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

// src/argocd/headers.ts
var TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
var RESERVED = /* @__PURE__ */ new Set(["host", "content-length", "transfer-encoding", "connection", "upgrade", "te", "accept"]);
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
  const server = settings.required("argocd-server", "the Argo CD server URL, e.g. https://argocd.example.com");
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

// src/cli/wait.ts
var HELP = helpText(WAIT);
async function run(args, io, deps = {}) {
  const { settings } = readFlags(WAIT, args, io);
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
    image: parseExpectedImage(settings.required("image", "the image spec.image must hold"), settings.label("image")),
    revision: revision === void 0 ? void 0 : parseRevision(revision, settings.label("revision"))
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
    env: io.env,
    onRetry: log.info,
    ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs }
  });
  const start = clock();
  const merged = {
    state: "skipped",
    detail: expect.revision ? `expecting revision ${expect.revision}` : "no revision given: any synced revision counts"
  };
  try {
    const { state } = await watchRollout(
      expect,
      initialChain(start, merged),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log }
    );
    if (settings.boolean("json"))
      io.stdout(
        `${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state) }, null, 2)}
`
      );
    else io.stdout(`${state.message}
${describeSteps(state)}
`);
    return exitCode(state.verdict);
  } catch (error) {
    if (error instanceof ArgoCdError && !error.transient) {
      io.stderr(`gitops-release wait: ${error.message}
`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    await argocd.close();
  }
}
function exitCode(verdict) {
  switch (verdict) {
    case "healthy":
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
//# sourceMappingURL=wait.js.map
