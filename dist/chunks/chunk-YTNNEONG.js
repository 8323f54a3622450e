import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  getUserAgent,
  request
} from "./chunk-5I2F5V2N.js";
import {
  realSleep
} from "./chunk-YKJKAG3S.js";
import {
  messageOf
} from "./chunk-JT2VRZOZ.js";

// src/github/in-flight.ts
function limitInFlight(octokit, limit) {
  let running = 0;
  const waiting = [];
  octokit.hook.wrap("request", async (request2, endpoint) => {
    if (running < limit) running++;
    else await new Promise((resolve) => waiting.push(resolve));
    try {
      return await request2(endpoint);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  });
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error) => {
        return orig(error, options);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION2 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION2} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION2;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION3;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION4 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var endpoints_default = {
  "checks": {
    "create": [
      "POST /repos/{owner}/{repo}/check-runs"
    ],
    "listForRef": [
      "GET /repos/{owner}/{repo}/commits/{ref}/check-runs"
    ],
    "update": [
      "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"
    ]
  },
  "git": {
    "createCommit": [
      "POST /repos/{owner}/{repo}/git/commits"
    ],
    "createRef": [
      "POST /repos/{owner}/{repo}/git/refs"
    ],
    "createTree": [
      "POST /repos/{owner}/{repo}/git/trees"
    ],
    "getBlob": [
      "GET /repos/{owner}/{repo}/git/blobs/{file_sha}"
    ],
    "getCommit": [
      "GET /repos/{owner}/{repo}/git/commits/{commit_sha}"
    ],
    "getRef": [
      "GET /repos/{owner}/{repo}/git/ref/{ref}"
    ],
    "getTree": [
      "GET /repos/{owner}/{repo}/git/trees/{tree_sha}"
    ],
    "updateRef": [
      "PATCH /repos/{owner}/{repo}/git/refs/{ref}"
    ]
  },
  "issues": {
    "addLabels": [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    "createComment": [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    "deleteComment": [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    "listComments": [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    "updateComment": [
      "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ]
  },
  "pulls": {
    "create": [
      "POST /repos/{owner}/{repo}/pulls"
    ],
    "get": [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}"
    ],
    "list": [
      "GET /repos/{owner}/{repo}/pulls"
    ],
    "merge": [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"
    ],
    "requestReviewers": [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    "update": [
      "PATCH /repos/{owner}/{repo}/pulls/{pull_number}"
    ]
  },
  "repos": {
    "compareCommitsWithBasehead": [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    "createDeployment": [
      "POST /repos/{owner}/{repo}/deployments"
    ],
    "createDeploymentStatus": [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    "get": [
      "GET /repos/{owner}/{repo}"
    ],
    "getBranch": [
      "GET /repos/{owner}/{repo}/branches/{branch}"
    ],
    "getBranchRules": [
      "GET /repos/{owner}/{repo}/rules/branches/{branch}"
    ],
    "getContent": [
      "GET /repos/{owner}/{repo}/contents/{path}"
    ],
    "listDeploymentStatuses": [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    "listDeployments": [
      "GET /repos/{owner}/{repo}/deployments"
    ],
    "listPullRequestsAssociatedWithCommit": [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ]
  }
};

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION4;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION4;

// src/github/proxy-env.ts
var PROXY_VARIABLES = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
function proxyConfigured(env) {
  return PROXY_VARIABLES.some((name) => env[name]);
}

// src/github/user-agent.ts
var VERSION5 = "0.1.0";
function gitopsReleaseUserAgent() {
  return withOrchestrationId(`gitops-release/${VERSION5}`);
}
function withOrchestrationId(userAgent) {
  const id = process.env["ACTIONS_ORCHESTRATION_ID"]?.trim();
  if (!id) return userAgent;
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, "_")}`;
  if (userAgent?.includes(tag)) return userAgent;
  return `${userAgent ? `${userAgent} ` : ""}${tag}`;
}

// src/github/octokit.ts
var GitHub = Octokit.plugin(restEndpointMethods, paginateRest);
function octokitClass(...additionalPlugins) {
  const apiUrl = process.env["GITHUB_API_URL"] || "https://api.github.com";
  const fetch = proxyAwareFetch(apiUrl);
  return GitHub.plugin(...additionalPlugins).defaults({
    baseUrl: apiUrl,
    ...fetch ? { request: { fetch } } : {}
  });
}
function proxyAwareFetch(apiUrl) {
  if (!proxyConfigured(process.env)) return void 0;
  let loaded;
  return async (url, init) => {
    loaded ??= import("./proxy-fetch-YWV6PUR4.js").then((m) => m.proxyFetch(apiUrl));
    return (await loaded)(url, init);
  };
}

// src/github/answers.ts
var MalformedAnswerError = class extends Error {
  name = "MalformedAnswerError";
};
var PULL = {
  number: "number",
  html_url: "string",
  title: "string",
  body: "string|null",
  state: "string",
  "head.ref": "string",
  "head.sha": "string",
  "base.ref": "string",
  "base.sha": "string",
  "labels[]": {}
};
var SHA = { sha: "string" };
var ROUTES = {
  "GET /repos/{owner}/{repo}": { default_branch: "string", node_id: "string" },
  "GET /repos/{owner}/{repo}/branches/{branch}": { "commit.sha": "string", "commit.commit.tree.sha": "string" },
  "GET /repos/{owner}/{repo}/git/ref/{ref}": { "object.sha": "string" },
  "GET /repos/{owner}/{repo}/git/commits/{commit_sha}": { sha: "string", message: "string", "parents[]": SHA },
  "GET /repos/{owner}/{repo}/git/blobs/{file_sha}": { content: "string", encoding: "string" },
  "GET /repos/{owner}/{repo}/git/trees/{tree_sha}": { "tree[]": {}, truncated: "boolean" },
  "POST /repos/{owner}/{repo}/git/trees": SHA,
  "POST /repos/{owner}/{repo}/git/commits": SHA,
  "GET /repos/{owner}/{repo}/compare/{basehead}": {
    status: "string",
    "merge_base_commit.sha": "string",
    "files[]?": { filename: "string", status: "string", changes: "number" }
  },
  "GET /repos/{owner}/{repo}/pulls": [PULL],
  "GET /repos/{owner}/{repo}/pulls/{pull_number}": PULL,
  "POST /repos/{owner}/{repo}/pulls": PULL,
  "PATCH /repos/{owner}/{repo}/pulls/{pull_number}": PULL,
  "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls": [{ number: "number", html_url: "string" }],
  "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": [{ id: "number", body: "string?" }],
  "GET /repos/{owner}/{repo}/installation": { id: "number" },
  "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": { id: "number", html_url: "string" },
  "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": { id: "number", html_url: "string" },
  "POST /repos/{owner}/{repo}/check-runs": { id: "number", url: "string" },
  "GET /repos/{owner}/{repo}/commits/{ref}/check-runs": { "check_runs[]": { name: "string", status: "string" } },
  "GET /repos/{owner}/{repo}/rules/branches/{branch}": [{ type: "string" }],
  "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge": SHA,
  // A directory is a list, a file an object; readFile tells the two apart, so either will do.
  "GET /repos/{owner}/{repo}/contents/{path}": (data) => Array.isArray(data) ? void 0 : problemIn(data, { type: "string", sha: "string", content: "string?" }, ""),
  "GET /repos/{owner}/{repo}/attestations/{subject_digest}": { "attestations[]?": {} },
  "GET /repos/{owner}/{repo}/deployments": [
    { id: "number", sha: "string", environment: "string", created_at: "string" }
  ],
  "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses": [{ state: "string", created_at: "string" }]
};
function answerProblem(route, status, contentType, data) {
  if (status === 204 || !/json/i.test(contentType ?? "")) return void 0;
  if (typeof data !== "object" || data === null) {
    return typeof data === "string" && data !== "" ? "a body cut off or not JSON" : "an empty body";
  }
  const shape = ROUTES[route];
  if (shape === void 0) return void 0;
  if (typeof shape === "function") return shape(data);
  if (Array.isArray(shape)) {
    if (!Array.isArray(data)) return "an object where a list belongs";
    for (const [i, item] of data.entries()) {
      const missing = problemIn(item, shape[0], `[${i}]`);
      if (missing) return missing;
    }
    return void 0;
  }
  return problemIn(data, shape, "");
}
function problemIn(data, shape, at) {
  if (typeof data !== "object" || data === null) return `no object at ${at || "the top"}`;
  for (const [key, kind] of Object.entries(shape)) {
    const optional = key.endsWith("?");
    const list = key.replace(/\?$/, "").endsWith("[]");
    const path = key.replace(/\?$/, "").replace(/\[\]$/, "");
    const value = dig(data, path);
    const where = `${at}${at ? "." : ""}${path}`;
    if (list) {
      if (value === void 0 && optional) continue;
      if (!Array.isArray(value)) return `no list ${where}`;
      for (const [i, item] of value.entries()) {
        const missing = problemIn(item, kind, `${where}[${i}]`);
        if (missing) return missing;
      }
    } else if (typeof kind === "object") {
      const missing = problemIn(value, kind, where);
      if (missing) return missing;
    } else if (!fits(value, kind)) {
      return `no ${kind.replace(/[?]$/, "")} ${where}`;
    }
  }
  return void 0;
}
function dig(data, path) {
  let value = data;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null) return void 0;
    value = value[part];
  }
  return value;
}
function fits(value, kind) {
  switch (kind) {
    case "string|null":
      return value === null || typeof value === "string";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null;
    default: {
      if (kind.endsWith("?") && value === void 0) return true;
      return typeof value === kind.replace(/[?]$/, "");
    }
  }
}

// src/github/resilience.ts
var GitHubTimeoutError = class extends Error {
  name = "GitHubTimeoutError";
};
var RateLimitBudgetError = class extends Error {
  name = "RateLimitBudgetError";
};
function resilience(octokit, options) {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  let rateLimitWaited = 0;
  octokit.hook.wrap("request", async (request2, endpoint) => {
    const what = describe(endpoint);
    const route = `${endpoint.method} ${endpoint.url}`;
    const theirs = endpoint.request?.signal;
    let failures = 0;
    for (; ; ) {
      let wait;
      try {
        return await withTimeout(options.timeoutMs, what, async (signal) => {
          endpoint.request = { ...endpoint.request, signal: outer(theirs, signal) };
          const response = await request2(endpoint);
          const problem = answerProblem(route, response.status, response.headers["content-type"], response.data);
          if (problem) throw new MalformedAnswerError(`GitHub's answer to ${what} was ${problem}`);
          return response;
        });
      } catch (error) {
        const limit = rateLimitWaitMs(error, now());
        if (limit !== void 0) {
          if (rateLimitWaited + limit > options.rateLimitBudgetMs) {
            throw new RateLimitBudgetError(
              `GitHub's rate limit holds ${what} for ${seconds(limit)} more, beyond what is left of the ${seconds(options.rateLimitBudgetMs)} this run may wait (${seconds(rateLimitWaited)} spent). Rerun the job later, or spread the releases out (a workflow concurrency group).`,
              { cause: error }
            );
          }
          rateLimitWaited += limit;
          options.notify(`GitHub rate limit on ${what} (${reasonOf(error)}); waiting ${seconds(limit)} as it asks.`);
          await sleep(limit);
          continue;
        }
        if (!transient(error) || failures >= options.retries) throw error;
        failures++;
        wait = options.retryBaseMs * failures ** 2;
        options.notify(
          `${what}: ${reasonOf(error)}; attempt ${failures + 1} of ${options.retries + 1} in ${seconds(wait)}.`
        );
      }
      await sleep(wait);
    }
  });
}
async function withTimeout(ms, what, work) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await work(controller.signal);
  } catch (error) {
    if (controller.signal.aborted)
      throw new GitHubTimeoutError(`${what} had no answer within ${seconds(ms)}`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
function outer(theirs, ours) {
  return theirs instanceof AbortSignal ? AbortSignal.any([theirs, ours]) : ours;
}
function transient(error) {
  if (error instanceof MalformedAnswerError || error instanceof GitHubTimeoutError) return true;
  const status = error?.status;
  return typeof status === "number" && status >= 500;
}
function rateLimitWaitMs(error, nowMs) {
  const e = error;
  if (e?.status !== 403 && e?.status !== 429) return void 0;
  const headers = e.response?.headers ?? {};
  const retryAfter = Number(headers["retry-after"]);
  if (headers["retry-after"] !== void 0 && Number.isFinite(retryAfter)) return Math.max(0, retryAfter) * 1e3;
  if (String(headers["x-ratelimit-remaining"]) === "0") {
    const reset = Number(headers["x-ratelimit-reset"]);
    if (Number.isFinite(reset)) return Math.max(0, reset * 1e3 - nowMs) + 1e3;
  }
  if (e.status === 429 || /secondary rate limit/i.test(String(e.message))) return 6e4;
  return void 0;
}
function describe(endpoint) {
  const params = endpoint;
  const path = endpoint.url.replace(/\{\+?([^}]+)\}/g, (_, name) => {
    const value = params[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : `{${name}}`;
  });
  return `${endpoint.method} ${path.split("?")[0]}`;
}
function reasonOf(error) {
  const status = error?.status;
  const message = messageOf(error);
  return typeof status === "number" && !message.includes(String(status)) ? `${status} ${message}` : message;
}
function seconds(ms) {
  return `${Math.round(ms / 100) / 10}s`;
}

// src/github/client.ts
var READS_IN_FLIGHT = 16;
function createGitHubClient(options) {
  if (options.token === void 0 === (options.app === void 0)) {
    throw new Error("createGitHubClient needs exactly one of token and app");
  }
  const notify = options.onRetry ?? (() => void 0);
  const Client = octokitClass();
  const octokit = new Client({
    ...options.token === void 0 ? {} : { auth: options.token },
    baseUrl: options.baseUrl,
    userAgent: gitopsReleaseUserAgent(),
    ...options.fetch ? { request: { fetch: options.fetch } } : {}
  });
  resilience(octokit, {
    retries: options.retries ?? 3,
    retryBaseMs: options.retryBaseMs ?? 1e3,
    timeoutMs: options.timeoutMs ?? 3e4,
    rateLimitBudgetMs: options.rateLimitBudgetMs ?? 6e5,
    notify,
    sleep: options.sleep
  });
  limitInFlight(octokit, READS_IN_FLIGHT);
  if (options.app) actAsInstallation(octokit, { ...options.app, onNotice: notify });
  return octokit;
}
function actAsInstallation(octokit, options) {
  let wrapper;
  octokit.hook.wrap("request", async (request2, endpoint) => {
    wrapper ??= import("./app-auth-74HI7M3D.js").then((m) => m.installationWrapper(octokit, options));
    return (await wrapper)(request2, endpoint);
  });
}
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
function githubMessage(error) {
  const data = error?.response?.data;
  const parts = [typeof data?.message === "string" ? data.message : ""];
  if (Array.isArray(data?.errors)) {
    for (const e of data.errors) parts.push(typeof e === "string" ? e : messageField(e));
  }
  return parts.filter(Boolean).join("; ");
}
function messageField(entry) {
  const message = entry?.message;
  return typeof message === "string" ? message : "";
}

export {
  READS_IN_FLIGHT,
  createGitHubClient,
  statusOf,
  githubMessage
};
//# sourceMappingURL=chunk-YTNNEONG.js.map
