import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getChoice,
  info,
  setFailed
} from "./chunks/chunk-5SOYNYOH.js";
import {
  describeError
} from "./chunks/chunk-LV3F5KSS.js";
import "./chunks/chunk-ZF2THGNK.js";

// src/main.ts
var COMMANDS = {
  open: () => import("./chunks/action-AHTMCFKQ.js"),
  gate: () => import("./chunks/action-RULX6NQ3.js"),
  wait: () => import("./chunks/action-DARWIDY2.js"),
  promote: () => import("./chunks/action-CR23QCDY.js")
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
