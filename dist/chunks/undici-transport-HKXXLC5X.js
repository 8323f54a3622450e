import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-GPCANY7M.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/argocd/undici-transport.ts
var import_undici = __toESM(require_undici(), 1);
import { rootCertificates } from "node:tls";
function undiciTransport(connection, env) {
  const dispatcher = createDispatcher(connection, env);
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
function createDispatcher(connection, env) {
  const tls = {
    rejectUnauthorized: !connection.insecure,
    ...connection.caCert === void 0 ? {} : { ca: [...rootCertificates, connection.caCert] }
  };
  const httpsProxy = env["https_proxy"] ?? env["HTTPS_PROXY"];
  const httpProxy = env["http_proxy"] ?? env["HTTP_PROXY"];
  if (!httpsProxy && !httpProxy) return new import_undici.Agent({ connect: tls });
  const noProxy = env["no_proxy"] ?? env["NO_PROXY"];
  const options = {
    ...httpProxy ? { httpProxy } : {},
    ...httpsProxy ? { httpsProxy } : {},
    ...noProxy ? { noProxy } : {},
    connect: tls,
    requestTls: tls
  };
  return new import_undici.EnvHttpProxyAgent(options);
}
export {
  createDispatcher,
  undiciTransport
};
//# sourceMappingURL=undici-transport-HKXXLC5X.js.map
