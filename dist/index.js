import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getChoice,
  info,
  setFailed
} from "./chunks/chunk-6AGMCTJQ.js";
import "./chunks/chunk-BAJ4IDIY.js";
import {
  describeError
} from "./chunks/chunk-NJONNASP.js";

// src/main.ts
var COMMANDS = {
  open: () => import("./chunks/action-7SMMPRDY.js"),
  gate: () => import("./chunks/action-3CPPFPN5.js"),
  wait: () => import("./chunks/action-K26U26PP.js")
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
