import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getChoice,
  info,
  setFailed
} from "./chunks/chunk-FGP2A4HC.js";
import "./chunks/chunk-6DEMHI6F.js";
import {
  describeError
} from "./chunks/chunk-W3BUXSKG.js";

// src/main.ts
var COMMANDS = {
  open: () => import("./chunks/action-KLI7DZSR.js"),
  gate: () => import("./chunks/action-5UTPPAP5.js"),
  wait: () => import("./chunks/action-IYF5BA74.js")
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
