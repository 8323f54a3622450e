import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ArgoCdError,
  createArgoCdClient,
  describeSteps,
  initialChain,
  parseExpectedImage,
  parseResourceFlag,
  parseRevision,
  readArgoCdApp,
  readArgoCdConnection,
  readTimeout,
  readWaitPolicy,
  toTimeline,
  watchRollout
} from "./chunk-W5E7WES3.js";
import {
  helpText,
  readFlags
} from "./chunk-XRBIBEUO.js";
import "./chunk-TDPKXNB6.js";
import "./chunk-3T4QNADS.js";
import "./chunk-EY4T7JHP.js";
import "./chunk-L5IDWHHO.js";
import {
  EXIT
} from "./chunk-WUHAKK3N.js";
import {
  WAIT
} from "./chunk-M4DLBHG3.js";
import "./chunk-AESMGRGR.js";
import {
  realClock,
  realSleep
} from "./chunk-YKJKAG3S.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";

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
//# sourceMappingURL=wait-WIQ7RGXC.js.map
