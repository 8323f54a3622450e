import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ArgoCdError,
  checkAppName,
  createArgoCdClient,
  describeSteps,
  initialChain,
  loadCaCert,
  parseExpectedImage,
  parseResourceFlag,
  parseRevision,
  parseServerUrl,
  realClock,
  realSleep,
  toTimeline,
  watchRollout
} from "./chunk-5WSROC7V.js";
import "./chunk-MXVN6ZG5.js";
import {
  EXIT,
  parseFlags
} from "./chunk-HGMMLVPX.js";
import "./chunk-OOL45BWG.js";
import {
  InputError
} from "./chunk-LHVX4LDF.js";

// src/cli/wait.ts
var HELP = `Usage: gitops-release wait --argocd-server URL --app NAME --resource GROUP:KIND:NAMESPACE/NAME --image REF [options]

Follows an Argo CD application until the resource runs the image Healthy, checking on the way
that Argo CD synced it and the operator observed it.

Options:
  --argocd-server URL     Argo CD API server (default: ARGOCD_SERVER)
  --argocd-token TOKEN    API token (default: ARGOCD_AUTH_TOKEN)
  --app NAME              the Application
  --app-namespace NS      the Application's namespace, when not Argo CD's own
  --resource REF          GROUP:KIND:NAMESPACE/NAME, e.g. platform.example.io:Microservice:todo/todo-api
  --image REF             the image spec.image must hold
  --revision SHA          the config repo commit Argo CD must have synced (default: any)
  --timeout SECONDS       give up after this long (default 900)
  --degraded-grace SECONDS  let Degraded last this long before failing (default 0)
  --suspended POLICY      success, failure or wait (default success)
  --ca-cert PEM|PATH      extra CA certificate for the server
  --insecure              skip TLS verification
  --json                  print the final state and timeline as JSON

Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.
`;
var OPTIONS = {
  "argocd-server": { type: "string" },
  "argocd-token": { type: "string" },
  app: { type: "string" },
  "app-namespace": { type: "string" },
  resource: { type: "string" },
  image: { type: "string" },
  revision: { type: "string" },
  timeout: { type: "string" },
  "degraded-grace": { type: "string" },
  suspended: { type: "string" },
  "ca-cert": { type: "string" },
  insecure: { type: "boolean" },
  json: { type: "boolean" }
};
async function run(args, io, deps = {}) {
  const flags = parseFlags(args, OPTIONS);
  const connection = readConnection(flags, io);
  const app = checkAppName(required(flags.app, "--app"), "--app");
  const expect = {
    resource: parseResourceFlag(required(flags.resource, "--resource"), "--resource"),
    image: parseExpectedImage(required(flags.image, "--image"), "--image"),
    revision: flags.revision === void 0 ? void 0 : parseRevision(flags.revision, "--revision")
  };
  const timeoutMs = seconds(flags.timeout, "--timeout", 900) * 1e3;
  const policy = { degradedGraceMs: seconds(flags["degraded-grace"], "--degraded-grace", 0) * 1e3, suspended: suspendedPolicy(flags.suspended) };
  const clock = deps.clock ?? realClock;
  const sleep = deps.sleep ?? realSleep;
  const log = (message) => io.stderr(`${message}
`);
  const argocd = createArgoCdClient(connection, { sleep, env: io.env, onRetry: log, ...deps.retryBaseMs === void 0 ? {} : { retryBaseMs: deps.retryBaseMs } });
  const start = clock();
  const merged = { state: "skipped", detail: expect.revision ? `expecting revision ${expect.revision}` : "no revision given: any synced revision counts" };
  try {
    const { state } = await watchRollout(
      expect,
      initialChain(start, merged),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log: { info: log, debug: () => void 0 } }
    );
    if (flags.json) io.stdout(`${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state) }, null, 2)}
`);
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
function readConnection(flags, io) {
  const server = flags["argocd-server"] ?? io.env["ARGOCD_SERVER"];
  if (!server) throw new InputError("--argocd-server is required (or set ARGOCD_SERVER), e.g. --argocd-server https://argocd.example.com.");
  const token = flags["argocd-token"] ?? io.env["ARGOCD_AUTH_TOKEN"] ?? "";
  if (token === "") throw new InputError("An Argo CD token is required: pass --argocd-token or set ARGOCD_AUTH_TOKEN.");
  return {
    serverUrl: parseServerUrl(server, "--argocd-server"),
    token,
    insecure: flags.insecure ?? false,
    caCert: loadCaCert(flags["ca-cert"], "--ca-cert", io.cwd),
    appNamespace: flags["app-namespace"]
  };
}
function required(value, flag) {
  if (value === void 0 || value.trim() === "") throw new InputError(`${flag} is required. Run gitops-release wait --help for usage.`);
  return value;
}
function seconds(value, flag, fallback) {
  if (value === void 0) return fallback;
  if (!/^\d+$/.test(value.trim())) throw new InputError(`${flag} must be a whole number of seconds, got ${JSON.stringify(value)}.`);
  return Number(value);
}
function suspendedPolicy(value) {
  if (value === void 0) return "success";
  if (value === "success" || value === "failure" || value === "wait") return value;
  throw new InputError(`--suspended must be success, failure or wait, got ${JSON.stringify(value)}.`);
}
export {
  HELP,
  exitCode,
  run
};
//# sourceMappingURL=wait-MDTU5G2M.js.map
