import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getChoice,
  info,
  setFailed
} from "./chunks/chunk-2G4GUQSH.js";
import {
  describeError
} from "./chunks/chunk-467EEYIQ.js";
import "./chunks/chunk-ZF2THGNK.js";

// src/main.ts
var COMMANDS = {
  open: () => import("./chunks/action-6XEMSQWL.js"),
  gate: () => import("./chunks/action-NZL4W3KA.js"),
  wait: () => import("./chunks/action-L7YR7ULQ.js")
};
async function run() {
  try {
    const command = getChoice("command", Object.keys(COMMANDS));
    const module = await COMMANDS[command]();
    await module.runAction();
  } catch (error) {
    const { message, cause } = describeError(error);
    if (cause) info(`Caused by: ${cause}`);
    setFailed(message);
  }
}

// src/index.ts
await run();
//# sourceMappingURL=index.js.map
