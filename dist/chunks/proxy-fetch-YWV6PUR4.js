import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  HttpClient
} from "./chunk-WYKMGUZJ.js";
import {
  require_undici
} from "./chunk-GPCANY7M.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/github/proxy-fetch.ts
var import_undici = __toESM(require_undici(), 1);
function proxyFetch(destinationUrl) {
  const dispatcher = new HttpClient().getAgentDispatcher(destinationUrl);
  return async (url, init) => (0, import_undici.fetch)(url, { ...init, dispatcher });
}
export {
  proxyFetch
};
//# sourceMappingURL=proxy-fetch-YWV6PUR4.js.map
