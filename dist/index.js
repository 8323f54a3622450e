import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getChoice,
  info,
  setFailed
} from "./chunks/chunk-ZOEX3Z6W.js";
import "./chunks/chunk-MXVN6ZG5.js";
import {
  describeError
} from "./chunks/chunk-LHVX4LDF.js";

// src/main.ts
var COMMANDS = {
  open: () => import("./chunks/action-LDTEBMGP.js"),
  gate: () => import("./chunks/action-JOKONLXG.js"),
  wait: () => import("./chunks/action-TZKS7HVC.js")
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
