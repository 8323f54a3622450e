import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/action/runner.ts
import { EOL } from "node:os";
function getInput(name, options = {}) {
  const value = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "";
  if (options.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return options.trimWhitespace === false ? value : value.trim();
}
function getBooleanInput(name) {
  const value = getInput(name);
  if (["true", "True", "TRUE"].includes(value)) return true;
  if (["false", "False", "FALSE"].includes(value)) return false;
  throw new TypeError(
    `Input does not meet YAML 1.2 "Core Schema" specification: ${name}
Support boolean input list: \`true | True | TRUE | false | False | FALSE\``
  );
}
function setSecret(secret) {
  issue("add-mask", secret);
}
function info(message) {
  process.stdout.write(message + EOL);
}
function debug(message) {
  issue("debug", message);
}
function error(message, properties = {}) {
  const { title, file, startLine, endLine, startColumn, endColumn } = properties;
  const named = { title, file, line: startLine, endLine, col: startColumn, endColumn };
  const present = Object.entries(named).flatMap(([key, value]) => value ? [[key, String(value)]] : []);
  issue("error", message, Object.fromEntries(present));
}
function setFailed(message) {
  process.exitCode = 1;
  error(message);
}
function issue(command, message, properties = {}) {
  const props = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`).join(",");
  process.stdout.write(`::${command}${props ? ` ${props}` : ""}::${escapeData(message)}${EOL}`);
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
var init_runner = __esm({
  "src/action/runner.ts"() {
    "use strict";
  }
});

// src/errors.ts
function describeError(error2) {
  if (!(error2 instanceof Error)) return { message: messageOf(error2) };
  const cause = error2.cause === void 0 ? void 0 : messageOf(error2.cause);
  return cause === void 0 ? { message: messageOf(error2) } : { message: messageOf(error2), cause };
}
function messageOf(error2) {
  const text = error2 instanceof Error ? error2.message : String(error2);
  if (text.trim() !== "") return text;
  if (!(error2 instanceof Error)) return "an empty error was thrown";
  const { status, request } = error2;
  const where = typeof request?.method === "string" && typeof request.url === "string" ? ` from ${request.method} ${request.url.split("?")[0]}` : "";
  return `${error2.name}${typeof status === "number" ? ` ${status}` : ""}${where} (no message given)`;
}
var InputError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    InputError = class extends Error {
      name = "InputError";
    };
  }
});

// src/action/inputs.ts
function getOptionalString(name) {
  const value = getInput(name, { trimWhitespace: true });
  return value === "" ? void 0 : value;
}
function getList(name) {
  return getInput(name).split(/[\n,]+/).map((s) => s.trim()).filter(Boolean);
}
function getBoolean(name, fallback) {
  if (getInput(name) === "") return fallback;
  try {
    return getBooleanInput(name);
  } catch {
    throw new InputError(`Input '${name}' must be true or false, got ${JSON.stringify(getInput(name))}.`);
  }
}
function getChoice(name, choices, fallback) {
  const value = getInput(name, { trimWhitespace: true });
  if (value === "" && fallback !== void 0) return fallback;
  if (choices.includes(value)) return value;
  throw new InputError(
    `Input '${name}' must be one of ${choices.map((c) => `'${c}'`).join(", ")}, got ${JSON.stringify(value)}.`
  );
}
function inputSource(env = process.env) {
  return {
    label: (name) => `Input '${name}'`,
    example: (name, value) => `${name}: ${value}`,
    value: (name) => getOptionalString(name),
    values: (name) => getList(name),
    flag: (name) => getInput(name) === "" ? void 0 : getBoolean(name, false),
    secret: (value) => setSecret(value),
    env,
    cwd: process.cwd()
  };
}
var init_inputs = __esm({
  "src/action/inputs.ts"() {
    "use strict";
    init_runner();
    init_errors();
  }
});

// src/text/unicode.ts
function unicodeEscape(char) {
  const cp = char.codePointAt(0) ?? 0;
  return cp > 65535 ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, "0")}`;
}
function codePointLabel(cp) {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}
var STRICT_UTF8;
var init_unicode = __esm({
  "src/text/unicode.ts"() {
    "use strict";
    STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
});

// src/markdown/escape.ts
function logValue(value) {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, unicodeEscape);
}
var init_escape = __esm({
  "src/markdown/escape.ts"() {
    "use strict";
    init_unicode();
  }
});

// src/action/outputs.ts
function debugSettings(command, settings) {
  const redacted = {
    ...settings,
    token: settings.token === void 0 ? void 0 : "***",
    githubApp: settings.githubApp && { appId: settings.githubApp.appId, privateKey: "***" }
  };
  debug(`${command} settings: ${logValue(JSON.stringify(redacted))}`);
}
var init_outputs = __esm({
  "src/action/outputs.ts"() {
    "use strict";
    init_runner();
    init_escape();
  }
});

// src/github/proxy-env.ts
function proxyConfigured(env) {
  return PROXY_VARIABLES.some((name) => env[name]);
}
var PROXY_VARIABLES;
var init_proxy_env = __esm({
  "src/github/proxy-env.ts"() {
    "use strict";
    PROXY_VARIABLES = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
  }
});

// src/github/head-start.ts
function startFirstReads(reads, connection, env, send = globalThis.fetch) {
  if (reads.length === 0 || connection.token === void 0 || proxyConfigured(env)) return void 0;
  let urls;
  try {
    urls = reads.map((read) => readUrl(connection.baseUrl, read));
  } catch {
    return void 0;
  }
  const authorization = `token ${connection.token}`;
  const pending = urls.map((url) => {
    const controller = new AbortController();
    const headers = { accept: ACCEPT, authorization, "user-agent": connection.userAgent };
    const answer = send(url, { headers, signal: controller.signal });
    answer.catch(() => void 0);
    return { url, authorization, controller, answer };
  });
  return {
    fetch: (input, init) => {
      const index = pending.findIndex((p) => answers(p, input, init));
      if (index < 0) return send(input, init);
      const [taken] = pending.splice(index, 1);
      return withCallerSignal(taken, init?.signal);
    },
    abandon: () => {
      for (const read of pending.splice(0)) read.controller.abort();
    }
  };
}
function readUrl(baseUrl, read) {
  const url = new URL(`${baseUrl}${read.path}`);
  for (const [name, value] of Object.entries(read.query ?? {})) url.searchParams.append(name, String(value));
  return url;
}
function answers(read, input, init) {
  if ((init?.method ?? "GET").toUpperCase() !== "GET" || (init?.body ?? void 0) !== void 0) return false;
  const url = new URL(input instanceof Request ? input.url : String(input));
  const headers = new Headers(init?.headers);
  return url.origin === read.url.origin && decodeURIComponent(url.pathname) === decodeURIComponent(read.url.pathname) && sameQuery(url.searchParams, read.url.searchParams) && headers.get("authorization") === read.authorization && (headers.get("accept") ?? ACCEPT) === ACCEPT;
}
function sameQuery(a, b) {
  const sorted = (p) => JSON.stringify([...p].sort(([x], [y]) => x < y ? -1 : x > y ? 1 : 0));
  return sorted(a) === sorted(b);
}
function withCallerSignal(read, signal) {
  if (!signal) return read.answer;
  if (signal.aborted) read.controller.abort(signal.reason);
  else signal.addEventListener("abort", () => read.controller.abort(signal.reason), { once: true });
  return read.answer;
}
var ACCEPT;
var init_head_start = __esm({
  "src/github/head-start.ts"() {
    "use strict";
    init_proxy_env();
    ACCEPT = "application/vnd.github.v3+json";
  }
});

// src/github/user-agent.ts
function gitopsReleaseUserAgent() {
  return withOrchestrationId(`gitops-release/${VERSION}`);
}
function withOrchestrationId(userAgent) {
  const id = process.env["ACTIONS_ORCHESTRATION_ID"]?.trim();
  if (!id) return userAgent;
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, "_")}`;
  if (userAgent?.includes(tag)) return userAgent;
  return `${userAgent ? `${userAgent} ` : ""}${tag}`;
}
var VERSION;
var init_user_agent = __esm({
  "src/github/user-agent.ts"() {
    "use strict";
    VERSION = "0.1.0";
  }
});

// src/action/head-start.ts
async function withHeadStart(settings, reads, job) {
  const token = settings.githubApp ? void 0 : settings.token;
  const userAgent = gitopsReleaseUserAgent();
  const headStart = startFirstReads(reads, { baseUrl: settings.apiUrl, token, userAgent }, process.env);
  try {
    return await job(headStart);
  } finally {
    headStart?.abandon();
  }
}
var init_head_start2 = __esm({
  "src/action/head-start.ts"() {
    "use strict";
    init_head_start();
    init_user_agent();
  }
});

// src/github/first-reads.ts
var PULLS_PAGE, repoPath, repoRead, branchRead, pullRead, commitPullsRead, openPullsRead, fileRead, compareRead;
var init_first_reads = __esm({
  "src/github/first-reads.ts"() {
    "use strict";
    PULLS_PAGE = 10;
    repoPath = (ref) => `/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`;
    repoRead = (ref) => ({ path: repoPath(ref) });
    branchRead = (ref, branch) => ({
      path: `${repoPath(ref)}/branches/${encodeURIComponent(branch)}`
    });
    pullRead = (ref, number) => ({ path: `${repoPath(ref)}/pulls/${number}` });
    commitPullsRead = (ref, sha2) => ({
      path: `${repoPath(ref)}/commits/${encodeURIComponent(sha2)}/pulls`,
      query: { per_page: PULLS_PAGE }
    });
    openPullsRead = (ref, branch, base) => ({
      path: `${repoPath(ref)}/pulls`,
      query: {
        state: "open",
        head: `${ref.owner}:${branch}`,
        ...base === void 0 ? {} : { base },
        per_page: PULLS_PAGE
      }
    });
    fileRead = (ref, path, at) => ({
      path: `${repoPath(ref)}/contents/${encodeURIComponent(path)}`,
      query: { ref: at }
    });
    compareRead = (ref, base, head) => ({
      path: `${repoPath(ref)}/compare/${encodeURIComponent(`${base}...${head}`)}`,
      query: { per_page: 1, page: 1 }
    });
  }
});

// src/image/reference.ts
function parseImageReference(input, options = {}) {
  const requireDigest = options.requireDigest ?? true;
  const shown = JSON.stringify(input);
  if (input.length === 0) throw new ImageReferenceError("image reference is empty");
  const bad = /[^\x21-\x7e]/.exec(input);
  if (bad) {
    const code = codePointLabel(bad[0].codePointAt(0));
    const what = /\s/.test(bad[0]) ? "whitespace" : bad[0] < " " || bad[0] === "\x7F" ? "a control character" : "a non-ASCII character";
    throw new ImageReferenceError(`image reference ${shown} contains ${what} (${code}) at offset ${bad.index}`);
  }
  let rest = input;
  let digest;
  const at = rest.indexOf("@");
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    checkDigest(digest, shown);
  } else if (requireDigest) {
    throw new ImageReferenceError(
      `image reference ${shown} is not pinned: append @sha256:<64 lower-case hex digits> (a tag alone can be moved)`
    );
  }
  let tag;
  const lastSlash = rest.lastIndexOf("/");
  const colon = rest.indexOf(":", lastSlash + 1);
  if (colon !== -1) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!TAG.test(tag)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid tag ${JSON.stringify(tag)}: use letters, digits, '_', '.', '-' (at most 128, not starting with '.' or '-')`
      );
    }
  }
  const name = rest;
  if (name.length === 0) throw new ImageReferenceError(`image reference ${shown} has no repository name`);
  if (name.length > MAX_NAME_LENGTH) {
    throw new ImageReferenceError(`image reference ${shown} has a name longer than ${MAX_NAME_LENGTH} characters`);
  }
  const parts = name.split("/");
  let registry;
  if (parts.length > 1 && looksLikeRegistry(parts[0])) {
    registry = parts.shift();
    if (!DOMAIN.test(registry)) {
      throw new ImageReferenceError(`image reference ${shown} has an invalid registry ${JSON.stringify(registry)}`);
    }
  }
  for (const part of parts) {
    if (!PATH_COMPONENT.test(part)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid path component ${JSON.stringify(part)}: use lower-case letters and digits separated by '.', '_', '__' or '-'`
      );
    }
  }
  return { name, registry, repository: parts.join("/"), tag, digest };
}
function digestProblem(digest) {
  if (SHA256.test(digest)) return void 0;
  const sep = digest.indexOf(":");
  if (sep === -1) return { kind: "algorithm", algorithm: void 0 };
  const algorithm = digest.slice(0, sep);
  const hex = digest.slice(sep + 1);
  if (algorithm !== "sha256") return { kind: "algorithm", algorithm };
  if (!/^[0-9a-fA-F]*$/.test(hex)) return { kind: "non-hex" };
  if (/[A-F]/.test(hex)) return { kind: "uppercase" };
  return { kind: "length", digits: hex.length };
}
function checkDigest(digest, shown) {
  const problem = digestProblem(digest);
  if (!problem) return;
  const why = problem.kind === "algorithm" ? problem.algorithm === void 0 ? "it has no algorithm prefix; expected sha256:<hex>" : `algorithm ${JSON.stringify(problem.algorithm)} is not allowed; only sha256 is` : problem.kind === "uppercase" ? "the hex digits must be lower-case" : problem.kind === "non-hex" ? "the digest has characters other than hex digits" : `the digest has ${problem.digits} hex digits; sha256 has 64`;
  throw new ImageReferenceError(`image reference ${shown} has an invalid digest: ${why}`);
}
function looksLikeRegistry(component) {
  return component.includes(".") || component.includes(":") || component === "localhost" || component !== component.toLowerCase();
}
var ImageReferenceError, MAX_NAME_LENGTH, DOMAIN_COMPONENT, DOMAIN, PATH_COMPONENT, TAG, SHA256;
var init_reference = __esm({
  "src/image/reference.ts"() {
    "use strict";
    init_unicode();
    ImageReferenceError = class extends Error {
      name = "ImageReferenceError";
    };
    MAX_NAME_LENGTH = 255;
    DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
    DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?$`);
    PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
    TAG = /^[\w][\w.-]{0,127}$/;
    SHA256 = /^sha256:[0-9a-f]{64}$/;
  }
});

// src/settings/parsers.ts
function parseDuration(value, label) {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (value.trim() === "" || !match) {
    throw new InputError(`${label} must be a duration such as 90s, 15m or 1h30m, got ${JSON.stringify(value)}.`);
  }
  const [, h = "0", m = "0", s = "0"] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1e3;
}
function parseCount(value, label, max = Number.MAX_SAFE_INTEGER) {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    const range = max >= Number.MAX_SAFE_INTEGER ? "a positive whole number" : `a whole number from 1 to ${max}`;
    throw new InputError(`${label} must be ${range}, got ${JSON.stringify(value)}.`);
  }
  return Number(value);
}
function parsePullNumber(value, label) {
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new InputError(`${label} must be a pull request number such as 42, got ${JSON.stringify(value)}.`);
  return Number(value);
}
function parseManifestPath(value, label) {
  const path = value.replace(/^\.\//, "");
  const segments = path.split("/");
  const unsafeCharacter = /[\x00-\x1f\\]/.test(path);
  if (path === "" || path.startsWith("/") || segments.some((s) => s === "" || s === "." || s === "..") || unsafeCharacter) {
    throw new InputError(
      `${label} must be a file path relative to the config repo root, like apps/todo-api/dev/microservice.yaml; got ${JSON.stringify(value)}.`
    );
  }
  return path;
}
function parseImageInput(image, label) {
  try {
    return parseImageReference(image);
  } catch (error2) {
    if (error2 instanceof ImageReferenceError) throw new InputError(`${label}: ${error2.message}.`);
    throw error2;
  }
}
var init_parsers = __esm({
  "src/settings/parsers.ts"() {
    "use strict";
    init_errors();
    init_reference();
  }
});

// src/settings/version.ts
function validVersion(text) {
  if (text.length > MAX_LENGTH) return void 0;
  const match = STRICT.exec(text.trim());
  if (!match) return void 0;
  const [, major, minor, patch, prerelease] = match;
  if ([major, minor, patch].some((n) => Number(n) > Number.MAX_SAFE_INTEGER)) return void 0;
  return `${major}.${minor}.${patch}${prerelease === void 0 ? "" : `-${prerelease}`}`;
}
function versionFromTag(tag) {
  return tag === void 0 ? void 0 : validVersion(tag);
}
var NUMERIC, PRERELEASE_ID, STRICT, MAX_LENGTH;
var init_version = __esm({
  "src/settings/version.ts"() {
    "use strict";
    NUMERIC = "0|[1-9]\\d*";
    PRERELEASE_ID = `${NUMERIC}|\\d*[a-zA-Z-][a-zA-Z0-9-]*`;
    STRICT = new RegExp(
      `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})(?:-((?:${PRERELEASE_ID})(?:\\.(?:${PRERELEASE_ID}))*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`
    );
    MAX_LENGTH = 256;
  }
});

// src/open/targets.ts
function parseTargets(inputs) {
  const resources = parseTargetResources(inputs);
  const images = lines(inputs.image);
  if (images.length !== 1 && images.length !== resources.length) {
    throw new InputError(
      `${inputs.label("image")} has ${images.length} lines but input 'manifest' has ${resources.length}: give one image for all the manifest lines, or one image per manifest line in the same order.`
    );
  }
  return resources.map((resource, i) => {
    const image = images.length === 1 ? images[0] : images[i];
    const imageLabel = images.length === 1 ? inputs.label("image") : `${inputs.label("image")} (line ${i + 1})`;
    return makeTarget({ ...resource, image, imageRef: parseImageInput(image, imageLabel) }, inputs.version);
  });
}
function parseTargetResources(inputs) {
  const manifests = lines(inputs.manifest);
  const label = (index) => manifests.length === 1 ? inputs.label("manifest") : `${inputs.label("manifest")} (line ${index + 1})`;
  const resources = manifests.map((line, i) => {
    const { path, name } = splitName(line, label(i));
    if (name !== void 0 && inputs.resourceName !== void 0 && name !== inputs.resourceName) {
      throw new InputError(
        `${label(i)} names resource ${JSON.stringify(name)} but input 'resource-name' says ${JSON.stringify(inputs.resourceName)}: give the name in one place.`
      );
    }
    const resourceName = name ?? inputs.resourceName;
    return {
      manifest: parseManifestPath(path, label(i)),
      selector: {
        kind: inputs.kind,
        apiGroup: inputs.apiGroup,
        ...resourceName === void 0 ? {} : { name: resourceName }
      }
    };
  });
  refuseSharedFiles(resources, inputs.label("manifest"));
  return resources;
}
function makeTarget(target, explicitVersion) {
  return { ...target, version: explicitVersion ?? versionFromTag(target.imageRef.tag) };
}
function targetKey(target) {
  return target.selector.name === void 0 ? target.manifest : `${target.manifest}#${target.selector.name}`;
}
function lines(value) {
  return value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}
function splitName(line, label) {
  const at = line.lastIndexOf("#");
  if (at < 0 || line.slice(at + 1).includes("/")) return { path: line, name: void 0 };
  const name = line.slice(at + 1).trim();
  if (name === "")
    throw new InputError(`${label} ends in '#' with no name after it: write path#name, or just the path.`);
  return { path: line.slice(0, at).trim(), name };
}
function refuseSharedFiles(targets, label) {
  const seen = /* @__PURE__ */ new Set();
  for (const t of targets) {
    if (seen.has(t.manifest)) {
      throw new InputError(
        `${label} names ${JSON.stringify(t.manifest)} more than once; a release PR changes one line per file. Release the other resource of that file in a PR of its own.`
      );
    }
    seen.add(t.manifest);
  }
}
var init_targets = __esm({
  "src/open/targets.ts"() {
    "use strict";
    init_errors();
    init_parsers();
    init_version();
  }
});

// src/open/branch.ts
import { createHash } from "node:crypto";
function releaseBranchName(prefix, manifestPath, resourceName, base) {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, "");
  const parts = [withoutExtension, ...resourceName ? [resourceName] : []];
  const path = parts.join("/").split("/").map(sanitizeRefComponent).join("/");
  const branch = prefix + path + (base === void 0 ? "" : `@${base}`);
  assertValidBranchName(branch, base === void 0 ? "branch-prefix" : "base");
  return branch;
}
function releaseBranchForTargets(prefix, targets, base) {
  if (targets.length === 1) return releaseBranchName(prefix, targets[0].manifest, targets[0].selector.name, base);
  const keys = targets.map(targetKey);
  const hash = createHash("sha256").update(keys.sort().join("\n")).digest("hex").slice(0, 10);
  const folder = commonFolder(targets.map((t) => t.manifest)).map(sanitizeRefComponent).filter(Boolean);
  const branch = prefix + [...folder, `+${targets.length}-targets-${hash}`].join("/") + (base === void 0 ? "" : `@${base}`);
  assertValidBranchName(branch, base === void 0 ? "branch-prefix" : "base");
  return branch;
}
function commonFolder(paths) {
  const folders = paths.map((p) => p.split("/").slice(0, -1));
  const shared = [];
  for (let i = 0; folders.every((f) => i < f.length && f[i] === folders[0][i]); i++) shared.push(folders[0][i]);
  return shared;
}
function sanitizeRefComponent(component) {
  return component.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^\.+/, "").replace(/\.lock$/i, "-lock");
}
function assertValidBranchName(branch, input) {
  const problems = [
    [/^\/|\/$|\/\//, "an empty path component"],
    [/(^|\/)\./, 'a component starting with "."'],
    [/\.\.|@\{|\.lock(\/|$)/, 'a sequence git forbids ("..", "@{" or ".lock")'],
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    [/[\x00-\x20~^:?*[\\\x7f]/, "a space, control character or one of ~^:?*[\\"]
  ];
  for (const [pattern, what] of problems) {
    if (pattern.test(branch)) {
      throw new InputError(`Input '${input}' gives branch name ${JSON.stringify(branch)}, which has ${what}.`);
    }
  }
}
var init_branch = __esm({
  "src/open/branch.ts"() {
    "use strict";
    init_errors();
    init_targets();
  }
});

// src/commit-sha.ts
function isCommitSha(value) {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
var init_commit_sha = __esm({
  "src/commit-sha.ts"() {
    "use strict";
  }
});

// src/github/repo-ref.ts
function parseRepo(value, input) {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(value);
  if (!match || match[2] === "." || match[2] === "..") {
    throw new InputError(`Invalid ${input} ${JSON.stringify(value)}. Expected format {owner}/{repo}.`);
  }
  return { owner: match[1], repo: match[2] };
}
var init_repo_ref = __esm({
  "src/github/repo-ref.ts"() {
    "use strict";
    init_errors();
  }
});

// src/action/app-credentials.ts
import { createPrivateKey } from "node:crypto";
function readAppCredentials() {
  const raw = getInput("app-private-key");
  mask(raw);
  const key = raw.trim();
  const appId = getOptionalString("app-id");
  if (appId === void 0 && key === "") return void 0;
  if (appId === void 0) {
    throw new InputError(
      "Input 'app-private-key' is set but 'app-id' is not. Set 'app-id' to the App's ID (on the App's settings page), or remove 'app-private-key' and pass 'token'."
    );
  }
  if (key === "") {
    throw new InputError(
      "Input 'app-id' is set but 'app-private-key' is not. Pass the App's private key from a secret: app-private-key: ${{ secrets.RELEASE_APP_PRIVATE_KEY }}."
    );
  }
  if (!/^(?:[1-9]\d{0,12}|Iv[0-9A-Za-z.]{4,40})$/.test(appId)) {
    const shown = /^[\x20-\x7e]{1,40}$/.test(appId) && !/KEY/i.test(appId) ? JSON.stringify(appId) : "(not shown)";
    if (shown === "(not shown)") mask(appId);
    throw new InputError(`Input 'app-id' must be the GitHub App's numeric ID (or its client ID, Iv...), got ${shown}.`);
  }
  return { appId, privateKey: parsePrivateKey(key) };
}
function mask(value) {
  if (value.trim() === "") return;
  setSecret(value);
  for (const text of [value, unescapeNewlines(value)]) {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== "") setSecret(line.trim());
  }
}
function unescapeNewlines(value) {
  return value.includes("\n") ? value : value.replace(/\\n/g, "\n");
}
function parsePrivateKey(key) {
  const pem = unescapeNewlines(key);
  let type;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new InputError(
      "Input 'app-private-key' is not a readable PEM private key (the key is not shown). Pass the whole .pem file GitHub generated for the App, from its first line -----BEGIN ... PRIVATE KEY----- to its last, unencrypted."
    );
  }
  if (type !== "rsa") {
    throw new InputError(
      `Input 'app-private-key' is a ${type ?? "unknown"} key; GitHub Apps sign with RSA keys. Generate a private key on the App's settings page and pass that .pem file.`
    );
  }
  return pem;
}
var init_app_credentials = __esm({
  "src/action/app-credentials.ts"() {
    "use strict";
    init_runner();
    init_errors();
    init_inputs();
  }
});

// src/action/github-settings.ts
function readGitHubSettings(env) {
  const app = readAppCredentials();
  const token = getOptionalString("token");
  if (token !== void 0) setSecret(token);
  if (token !== void 0 && app !== void 0) {
    throw new InputError(
      "Inputs 'token' and 'app-id'/'app-private-key' are both set. Give one: the App inputs (the action mints and renews its own token) or 'token' (one you minted elsewhere)."
    );
  }
  const runnerToken = app === void 0 ? getOptionalString("workflow-token") : void 0;
  const workflowToken = token === void 0 ? runnerToken : void 0;
  if (runnerToken !== void 0) setSecret(runnerToken);
  if (app === void 0 && token === void 0 && workflowToken === void 0) {
    throw new InputError(
      "No GitHub credentials: set 'app-id' and 'app-private-key' (a GitHub App installed on the config repo; see README, 'GitHub App credentials'), or 'token'."
    );
  }
  const repo = getOptionalString("config-repo") ?? env["GITHUB_REPOSITORY"] ?? "";
  if (repo === "")
    throw new InputError("Input 'config-repo' is required outside GitHub Actions. Expected format {owner}/{repo}.");
  const apiUrl = (getOptionalString("github-api-url") ?? env["GITHUB_API_URL"] ?? "https://api.github.com").replace(
    /\/+$/,
    ""
  );
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) {
    throw new InputError(`Input 'github-api-url' must be an http(s) URL, got ${JSON.stringify(apiUrl)}.`);
  }
  return {
    token: token ?? workflowToken,
    githubApp: app,
    apiUrl,
    configRepo: parseRepo(repo, "input 'config-repo'"),
    showSummary: getBoolean("show-summary", true),
    workflowToken: runnerToken !== void 0 && (token === void 0 || token === runnerToken)
  };
}
function readRunSource(env) {
  const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
  const repository = env["GITHUB_REPOSITORY"] || void 0;
  const runId = env["GITHUB_RUN_ID"];
  const sha2 = env["GITHUB_SHA"] && isCommitSha(env["GITHUB_SHA"]) ? env["GITHUB_SHA"] : void 0;
  return {
    repository,
    sha: sha2,
    runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${repository}/actions/runs/${runId}` : void 0,
    serverUrl
  };
}
var init_github_settings = __esm({
  "src/action/github-settings.ts"() {
    "use strict";
    init_runner();
    init_commit_sha();
    init_repo_ref();
    init_errors();
    init_app_credentials();
    init_inputs();
  }
});

// src/settings/commands.ts
var GITHUB, MANIFEST, IMAGE, KIND, API_GROUP, RESOURCE_NAME, ALLOW_DOWNGRADE, COMMENT, PR, AUTO_MERGE, json, RELEASE_PR, OPEN, GATE, WAIT, PROMOTE, BUMP, HEALTH_TEST;
var init_commands = __esm({
  "src/settings/commands.ts"() {
    "use strict";
    GITHUB = {
      "app-id": {
        type: "string",
        on: "action",
        help: "ID (or client ID) of the GitHub App the command acts as, with app-private-key: it mints its own installation token for config-repo and renews it before it expires. Recommended: a PR opened by the App triggers the config repo's checks, and the gate's check run can be required from that App. Excludes token."
      },
      "app-private-key": {
        type: "string",
        secret: true,
        on: "action",
        help: "Private key of that GitHub App (the PEM file GitHub generated), from a secret; masked at once. Goes with app-id."
      },
      token: {
        type: "string",
        secret: true,
        on: "action",
        help: "Token for the config repo, when you mint it elsewhere; excludes app-id and app-private-key. Without either, the workflow's GITHUB_TOKEN is used: a PR it opens triggers no workflows, and a check run it posts belongs to GitHub Actions, which any workflow with checks: write can imitate."
      },
      "workflow-token": {
        type: "string",
        secret: true,
        on: "action",
        actionDefault: "${{ github.token }}",
        help: "The workflow's GITHUB_TOKEN, filled in by the runner; used only when neither token nor the App inputs are given. Leave it unset."
      },
      "config-repo": {
        type: "string",
        on: "action",
        help: "The config repository as owner/repo. Defaults to the repository running the workflow."
      },
      "github-api-url": {
        type: "string",
        on: "action",
        actionDefault: "${{ github.api_url }}",
        help: "GitHub REST API root; set it for GitHub Enterprise Server. Defaults to the runner's GITHUB_API_URL."
      },
      "show-summary": { type: "boolean", default: "true", on: "action", help: "Write a job summary." }
    };
    MANIFEST = {
      type: "string",
      arg: "PATH",
      on: "action",
      help: "Path of the manifest in the config repo, for example apps/todo-api/dev/microservice.yaml. For open, one target a line, each path or path#name (the name picks metadata.name, as resource-name does): several lines make one PR with one commit, or, if any target cannot be edited safely, nothing at all. For wait, the resource and the expected image are read from it at the expected revision; set either manifest or resource and image."
    };
    IMAGE = {
      type: "string",
      arg: "REF",
      on: "action",
      help: "The image to pin, as registry/path[:tag]@sha256:<64 lower-case hex digits>. A tag without a digest is refused. For open with several manifest lines: one image for all of them, or one line per manifest line in the same order. For wait (with resource, instead of manifest), the image spec.image must hold."
    };
    KIND = {
      type: "string",
      arg: "KIND",
      default: "Microservice",
      on: "action",
      help: "Kind of the resource whose spec.image is edited (open), may change (gate) or is followed (wait)."
    };
    API_GROUP = {
      type: "string",
      arg: "GROUP",
      default: "platform.example.io",
      on: "action",
      help: "API group of that kind, as in apiVersion before the slash."
    };
    RESOURCE_NAME = {
      type: "string",
      arg: "NAME",
      on: "action",
      help: "metadata.name of the resource; needed only when the manifest holds several of that kind. For open with several manifest lines, it is the name for every line that gives none as path#name."
    };
    ALLOW_DOWNGRADE = {
      type: "boolean",
      default: "false",
      on: "action",
      help: "Allow replacing a newer proposed or deployed version with an older one (a deliberate rollback). For gate it applies with allow-tag-change: a semver tag may go backwards."
    };
    COMMENT = {
      type: "boolean",
      default: "true",
      on: "action",
      help: "Keep one sticky PR comment, edited in place: the verdict table (gate), or the rollout chain with a timeline diagram on the release PR (wait)."
    };
    PR = {
      type: "string",
      arg: "NUMBER",
      on: "action",
      help: "Number of a PR in the config repo. gate: judge this PR on events that name none (e.g. workflow_dispatch), at the SHAs the API reports. wait: wait for it to merge; its merge commit is the revision Argo CD must sync (excludes revision)."
    };
    AUTO_MERGE = {
      type: "choice",
      choices: ["merge", "squash", "rebase"],
      arg: "METHOD",
      on: "action",
      help: "Enable GitHub's auto-merge on the release PR with this merge method (merge, squash or rebase), so it merges once the base branch's required checks (the gate) pass; empty (the default) leaves the PR for a person. Needs the repository setting Allow auto-merge and required checks on the base branch; if the PR can already merge, it is merged at once only when those checks passed on the commit open wrote. Use App credentials: a merge made with the workflow's GITHUB_TOKEN starts no workflow, so wait would never run."
    };
    json = (what) => ({ type: "boolean", on: "cli", help: `Print ${what} as JSON.` });
    RELEASE_PR = {
      base: {
        type: "string",
        arg: "BRANCH",
        on: "action",
        help: "Branch the PR targets. Defaults to the config repo's default branch."
      },
      "branch-prefix": {
        type: "string",
        default: "gitops-release/",
        on: "action",
        help: "Prefix of release branches; the rest is the manifest path (and resource name when given), then `@<base>` when `base` is not the default branch. Several targets share one branch: the folder all their manifests are in, then `+<n>-targets-<hash>` (a hash of the sorted path[#name] lines), so the same set in any order updates the same PR."
      },
      "allow-downgrade": ALLOW_DOWNGRADE,
      labels: { type: "list", on: "action", help: "Labels to add to the PR, comma- or newline-separated." },
      reviewers: {
        type: "list",
        on: "action",
        help: "Users to request review from when the PR is created, comma- or newline-separated."
      },
      "team-reviewers": {
        type: "list",
        on: "action",
        help: "Team slugs to request review from when the PR is created, comma- or newline-separated."
      },
      draft: { type: "boolean", default: "false", on: "action", help: "Open the PR as a draft." },
      title: {
        type: "string",
        on: "action",
        help: 'PR title. Defaults to "Release <name> <version or short digest>" ("Promote \u2026" for promote).'
      },
      "dry-run": {
        type: "boolean",
        default: "false",
        on: "action",
        help: "Print the exact diff and the PR that would be opened or updated; write nothing."
      },
      "auto-merge": AUTO_MERGE
    };
    OPEN = {
      name: "open",
      needs: { action: [["manifest"], ["image"]] },
      settings: {
        ...GITHUB,
        manifest: MANIFEST,
        image: IMAGE,
        kind: KIND,
        "api-group": API_GROUP,
        "resource-name": RESOURCE_NAME,
        version: {
          type: "string",
          on: "action",
          help: "Semantic version of this release. Defaults to the image tag when it is a semantic version. Used to refuse replacing a newer release with an older one."
        },
        ...RELEASE_PR
      }
    };
    GATE = {
      name: "gate",
      summary: "check that commits change only spec.image digests (the gate rule, on a local repo)",
      intro: "Checks that the commits from REV to REV change nothing but the digest (and, if allowed, the tag) of spec.image of the allowed resources: the same rule the action's gate command applies to a pull request. Reads only git objects (never the work tree).",
      exit: "Exit status: 0 accept, 1 reject, 2 bad usage or input.",
      needs: { action: [], cli: ["base", "head"] },
      settings: {
        ...GITHUB,
        repo: {
          type: "string",
          arg: "DIR",
          default: ".",
          on: "cli",
          help: "The git repository. Defaults to the current directory."
        },
        base: { type: "string", arg: "REV", on: "cli", help: "The commit the change is made against, e.g. origin/main." },
        head: { type: "string", arg: "REV", on: "cli", help: "The commit to check, e.g. HEAD." },
        paths: {
          type: "list",
          arg: "GLOB",
          repeatable: true,
          on: "both",
          help: "Globs of the files a release PR may change, comma- or newline-separated, matched from the repository root; dot files never match a wildcard. Defaults to **/*.yaml and **/*.yml."
        },
        kind: { ...KIND, on: "both", cliHelp: "Kind of the resources whose spec.image may change." },
        "api-group": { ...API_GROUP, on: "both" },
        "allow-tag-change": {
          type: "boolean",
          default: "false",
          on: "both",
          help: "Let a release PR add, remove or change the image tag, not only the digest. A semver tag may not go backwards unless allow-downgrade is true.",
          cliHelp: "Let the change add, remove or change the image tag, not only the digest (a semver tag may not go backwards)."
        },
        "allow-downgrade": {
          ...ALLOW_DOWNGRADE,
          on: "both",
          cliHelp: "With --allow-tag-change, let a semver tag go backwards too."
        },
        scope: {
          type: "list",
          default: "branch:gitops-release/",
          on: "action",
          help: "Which PRs are release PRs, comma- or newline-separated: branch:<head branch prefix> and/or author:<login> (entries of one kind widen, the two kinds narrow each other), or * for every PR."
        },
        "other-prs": {
          type: "choice",
          choices: ["neutral", "failure"],
          default: "neutral",
          on: "action",
          help: "Conclusion for PRs outside scope: neutral (not a release PR, needs normal review) or failure (only release PRs may pass)."
        },
        "max-files": {
          type: "count",
          arg: "N",
          default: "299",
          on: "both",
          help: "Reject a PR that changes more files than this, without reading them. At most 299: GitHub's comparison lists 300 files at most, so a listing of 300 may be incomplete.",
          cliHelp: "Reject a change of more files than this, without reading them."
        },
        "max-bytes": {
          type: "count",
          arg: "N",
          default: "10485760",
          on: "both",
          help: "Reject a PR whose changed files, both versions together, are larger than this many bytes.",
          cliHelp: "Reject a change whose files, both versions together, are larger than this many bytes."
        },
        "check-name": {
          type: "string",
          default: "gitops-release gate",
          on: "action",
          help: 'Name of the check run; the base branch is appended, e.g. "gitops-release gate (main)".'
        },
        policy: {
          type: "string",
          arg: "PATH",
          default: ".github/gitops-release.yaml",
          on: "both",
          help: "Path of the release policy in the config repo, read at the base commit (never from the PR): which paths belong to which image repositories, who must have built each new digest, and where it must have been verified first. Without the file the gate checks only the diff.",
          cliHelp: "Path of the release policy, read from the --base commit. With a token (GITHUB_TOKEN or GH_TOKEN, API at GITHUB_API_URL) its provenance checks run too, and its promoted-from checks with GITHUB_REPOSITORY (the config repo) as well; without them they are skipped and said so."
        },
        "trusted-root": {
          type: "string",
          arg: "PATH",
          on: "both",
          help: "Sigstore trusted root file to verify attestations against (JSON, or the JSON lines of gh attestation trusted-root, which include GitHub's root for private repositories). Defaults to the public-good root fetched from Sigstore's TUF repository."
        },
        comment: COMMENT,
        pr: PR,
        json: json("the verdict")
      }
    };
    WAIT = {
      name: "wait",
      summary: "follow an Argo CD app until the resource runs the image Healthy (or not)",
      intro: "Follows an Argo CD application until the resource runs the image Healthy, checking on the way that Argo CD synced it and the operator observed it. Needs no GitHub token: the local mode talks to Argo CD only.",
      exit: "Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.",
      needs: {
        action: [["argocd-server"], ["argocd-app"], ["manifest", "image", "resource"]],
        cli: ["argocd-server", "argocd-app", "resource", "image"]
      },
      settings: {
        ...GITHUB,
        manifest: MANIFEST,
        kind: KIND,
        "api-group": API_GROUP,
        "resource-name": RESOURCE_NAME,
        comment: COMMENT,
        "argocd-server": {
          type: "string",
          arg: "URL",
          env: "ARGOCD_SERVER",
          on: "both",
          help: "Argo CD API server, as https://host[:port] (host alone means https). Defaults to the ARGOCD_SERVER environment variable."
        },
        "argocd-token": {
          type: "string",
          arg: "TOKEN",
          env: "ARGOCD_AUTH_TOKEN",
          secret: true,
          on: "both",
          help: "Argo CD API token (a JWT, e.g. from argocd account generate-token) whose role may get the app. Pass it from a secret. Defaults to the ARGOCD_AUTH_TOKEN environment variable."
        },
        "argocd-app": {
          type: "string",
          arg: "NAME",
          aliases: ["app"],
          on: "both",
          help: "Name of the Argo CD Application that deploys the resource."
        },
        "argocd-app-namespace": {
          type: "string",
          arg: "NS",
          aliases: ["app-namespace"],
          on: "both",
          help: "Namespace of the Application when it is not Argo CD's own (apps in any namespace)."
        },
        "argocd-headers": {
          type: "string",
          arg: "LINES",
          env: "ARGOCD_HEADERS",
          on: "both",
          help: "Extra headers for a proxy in front of Argo CD (IAP, Cloudflare Access, oauth2-proxy), one 'Name: value' a line, sent with every request and stream; every value is masked. With an Authorization header here, the Argo CD token is sent as the argocd.token cookie instead."
        },
        insecure: {
          type: "boolean",
          default: "false",
          on: "both",
          help: "Skip TLS verification of the Argo CD server. Prefer ca-cert.",
          cliHelp: "Skip TLS verification of the Argo CD server. Prefer --ca-cert."
        },
        "ca-cert": {
          type: "string",
          arg: "PEM|PATH",
          on: "both",
          help: "CA certificate(s) for an Argo CD server behind a private PKI, as PEM text or a path to a PEM file."
        },
        resource: {
          type: "string",
          arg: "GROUP:KIND:NAMESPACE/NAME",
          on: "both",
          help: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, with image. Use instead of manifest.",
          cliHelp: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api."
        },
        image: { ...IMAGE, on: "both", cliHelp: "The image spec.image must hold (a digest is not required)." },
        pr: PR,
        revision: {
          type: "string",
          arg: "SHA",
          on: "both",
          help: "Full commit SHA of the config repo that Argo CD must sync (or a later commit that still pins the image). Defaults to the pushed commit (GITHUB_SHA). Excludes pr.",
          cliHelp: "Full commit SHA of the config repo that Argo CD must have synced (or a later commit that still pins the image). Defaults to any synced revision."
        },
        timeout: {
          type: "duration",
          arg: "DURATION",
          default: "15m",
          on: "both",
          help: "Give up after this long, as 90s, 15m or 1h30m; the wait for the merge counts too.",
          cliHelp: "Give up after this long, as 90s, 15m or 1h30m (a bare number is seconds)."
        },
        "degraded-grace": {
          type: "duration",
          arg: "DURATION",
          default: "0",
          on: "both",
          help: "How long the resource may stay Degraded before the wait fails (some rollouts recover), as 90s or 2m."
        },
        "pod-failure-grace": {
          type: "string",
          arg: "DURATION|off",
          default: "2m",
          on: "both",
          help: "How long a Pod of the new ReplicaSet may stay in ImagePullBackOff, ErrImagePull, CrashLoopBackOff or CreateContainerConfigError before the wait ends Degraded with the Pod's reason, instead of waiting for the operator's progress deadline; 0 fails at first sight, off waits for the operator's own verdict."
        },
        suspended: {
          type: "choice",
          arg: "POLICY",
          choices: ["success", "failure", "wait"],
          default: "success",
          on: "both",
          help: "What a Suspended resource (waiting for a human, e.g. a manual promotion) means: success (with a warning), failure, or wait (keep waiting)."
        },
        environment: {
          type: "string",
          on: "action",
          help: "Record a GitHub Deployment of the revision in this environment, with statuses in_progress then success or failure, so the environment page keeps the history. Needs deployments write permission."
        },
        json: json("the final state and timeline")
      }
    };
    PROMOTE = {
      name: "promote",
      summary: "pin a local manifest to the image another manifest pins (the edit of promote)",
      intro: "Reads the image spec.image of the resource holds in --from-manifest and pins the same resource in --manifest to it, changing one line, as bump does (the file is written atomically and left untouched on any error). The offline half of the action's promote command: it checks no Deployment evidence and loads no GitHub client.",
      exit: "Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.",
      needs: { action: [["from-manifest"], ["manifest"]], cli: ["from-manifest", "manifest"] },
      settings: {
        ...GITHUB,
        "from-manifest": {
          type: "string",
          arg: "PATH",
          on: "both",
          help: "Manifest of the environment the release comes from, for example apps/todo-api/staging/microservice.yaml: the image its resource pins on the base branch (by digest) is the one promoted.",
          cliHelp: "The manifest whose resource pins the image to promote (relative to the current directory)."
        },
        manifest: {
          ...MANIFEST,
          on: "both",
          cliHelp: "The manifest to edit (relative to the current directory)."
        },
        "from-environment": {
          type: "string",
          arg: "NAME",
          on: "action",
          help: "Require evidence first: the latest GitHub Deployment of the config repo in this environment (as wait records it with environment) must be success for that same digest, else promote refuses and says what it found. The PR body names the Deployment, revision and time. Needs deployments: read."
        },
        kind: { ...KIND, on: "both", cliHelp: "Kind of the resource, the same in both manifests." },
        "api-group": { ...API_GROUP, on: "both" },
        "resource-name": { ...RESOURCE_NAME, on: "both" },
        ...RELEASE_PR
      }
    };
    BUMP = {
      name: "bump",
      summary: "pin spec.image of a resource in a local manifest to a digest",
      intro: "Sets spec.image of one resource in a local manifest file to REF, changing only that line (quoting, comments and line endings are kept). The file is written atomically and left untouched on any error. The offline half of the action's open command; it loads no GitHub client.",
      exit: "Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.",
      needs: { cli: ["file", "image"] },
      settings: {
        file: { type: "string", arg: "PATH", on: "cli", help: "The manifest to edit (relative to the current directory)." },
        image: { ...IMAGE, on: "cli", help: "The image reference, pinned by digest: registry/repo[:tag]@sha256:<64 hex>." },
        kind: { ...KIND, on: "cli", help: "Kind of the resource to edit." },
        "api-group": {
          ...API_GROUP,
          on: "cli",
          help: "API group of that kind, as in apiVersion before the slash ('' for the core group)."
        },
        "resource-name": { ...RESOURCE_NAME, aliases: ["name"], on: "cli" }
      }
    };
    HEALTH_TEST = {
      name: "health-test",
      summary: "run Argo CD Lua health checks against their health_test.yaml",
      positional: "DIR",
      intro: [
        "Runs Argo CD health-check scripts the way Argo CD does, against their tests. DIR is searched recursively for directories holding health.lua and health_test.yaml (Argo CD's resource_customizations layout: <group>/<Kind>/health.lua, health_test.yaml, testdata/*.yaml). Each test's input must produce exactly the status and message its healthStatus names.",
        "Scripts run in Argo CD's default argocd-cm sandbox: Lua 5.1 rules, only the base, table and package libraries, a 1 s limit per run."
      ].join("\n\n"),
      exit: "Exit codes: 0 all tests pass, 1 a test failed, 2 usage error or no health.lua found.",
      settings: {
        json: json("the results"),
        "open-libs": {
          type: "boolean",
          on: "cli",
          help: 'Also load string, math, os and coroutine, as Argo CD does for built-in scripts and for resource.customizations.useOpenLibs.<group>_<kind>: "true".'
        }
      }
    };
  }
});

// src/settings/selector.ts
function readSelector(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  const name = settings.optional("resource-name");
  if (name === "")
    throw new InputError(
      `${settings.label("resource-name")} must not be empty: leave it out, or give the metadata.name`
    );
  return { kind, apiGroup: settings.string("api-group"), ...name === void 0 ? {} : { name } };
}
var init_selector = __esm({
  "src/settings/selector.ts"() {
    "use strict";
    init_errors();
  }
});

// src/settings/reader.ts
var SettingsReader;
var init_reader = __esm({
  "src/settings/reader.ts"() {
    "use strict";
    init_errors();
    init_parsers();
    SettingsReader = class {
      constructor(schema, source) {
        this.schema = schema;
        this.source = source;
      }
      schema;
      source;
      get env() {
        return this.source.env;
      }
      get cwd() {
        return this.source.cwd;
      }
      /** The setting as messages name it at the start of a sentence. */
      label(name) {
        this.setting(name);
        return this.source.label(name);
      }
      example(name, value) {
        return this.source.example(name, value);
      }
      /** The value given, else the environment fallback; no default. */
      optional(name) {
        const setting = this.setting(name);
        const value = this.source.value(name);
        if (value !== void 0) return value;
        return setting.env === void 0 ? void 0 : this.source.env[setting.env] || void 0;
      }
      /** The value given, else the environment fallback, else the schema's default, else ''. */
      string(name) {
        return this.optional(name) ?? this.setting(name).default ?? "";
      }
      /** A value that must be given: `what` says what it is and, where it helps, an example. */
      required(name, what) {
        const value = this.optional(name);
        if (value === void 0 || value.trim() === "") {
          const env = this.setting(name).env;
          throw new InputError(`${this.label(name)} is required${env ? ` (or set ${env})` : ""}: ${what}.`);
        }
        return value;
      }
      /** A credential: read like `required`, then masked at once. */
      secret(name, what) {
        const value = this.required(name, what);
        this.source.secret(value);
        return value;
      }
      boolean(name) {
        return this.source.flag(name) ?? this.setting(name).default === "true";
      }
      list(name) {
        const values = this.source.values(name);
        if (values.length > 0) return values;
        const fallback = this.setting(name).default;
        return fallback === void 0 ? [] : [fallback];
      }
      /** Milliseconds, from `90`, `90s`, `15m` or `1h30m`: the same syntax for inputs and flags. */
      duration(name) {
        return parseDuration(this.string(name), this.label(name));
      }
      /** A whole number from 1 to `max`. */
      count(name, max = Number.MAX_SAFE_INTEGER) {
        return parseCount(this.string(name), this.label(name), max);
      }
      choice(name) {
        const setting = this.setting(name);
        const choices = setting.choices ?? [];
        const value = this.optional(name)?.trim() || setting.default || "";
        if (choices.includes(value)) return value;
        throw new InputError(
          `${this.label(name)} must be one of ${choices.map((c) => `'${c}'`).join(", ")}, got ${JSON.stringify(value)}.`
        );
      }
      setting(name) {
        const setting = this.schema.settings[name];
        if (setting === void 0) throw new Error(`Setting '${name}' is not in the ${this.schema.name} schema.`);
        return setting;
      }
    };
  }
});

// src/open/settings.ts
function readOpenSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(OPEN, inputSource(env));
  const targets = readTargets(settings);
  return openSettingsFor(readReleasePrSettings(settings, github, env), targets);
}
function openSettingsFor(releasePr, targets) {
  const [first] = targets;
  if (!first) throw new Error("open needs at least one target");
  const { manifest, selector, image, imageRef, version } = first;
  return { ...releasePr, targets, manifest, selector, image, imageRef, version };
}
function readTargets(settings) {
  const manifest = settings.required(
    "manifest",
    "the path of the manifest in the config repo (one per line for several, each path or path#name)"
  );
  const image = settings.required("image", "the image to pin, as registry/path[:tag]@sha256:<64 hex digits>");
  const selector = readSelector(settings);
  return parseTargets({
    manifest,
    image,
    resourceName: selector.name,
    kind: selector.kind,
    apiGroup: selector.apiGroup,
    version: readVersion(settings),
    label: (name) => settings.label(name)
  });
}
function readReleasePrSettings(settings, github, env) {
  const branchPrefix = settings.string("branch-prefix");
  assertValidBranchName(`${branchPrefix}x`, "branch-prefix");
  const base = settings.optional("base");
  if (base !== void 0) assertValidBranchName(base, "base");
  return {
    ...github,
    base,
    branchPrefix,
    allowDowngrade: settings.boolean("allow-downgrade"),
    labels: settings.list("labels"),
    reviewers: settings.list("reviewers"),
    teamReviewers: settings.list("team-reviewers"),
    draft: settings.boolean("draft"),
    title: settings.optional("title"),
    dryRun: settings.boolean("dry-run"),
    autoMerge: readAutoMerge(settings),
    source: readRunSource(env)
  };
}
function readVersion(settings) {
  const explicit = settings.optional("version");
  if (explicit === void 0) return void 0;
  const parsed = validVersion(explicit);
  if (!parsed)
    throw new InputError(
      `${settings.label("version")} must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`
    );
  return parsed;
}
function readAutoMerge(settings) {
  return settings.optional("auto-merge")?.trim() ? settings.choice("auto-merge") : void 0;
}
var init_settings = __esm({
  "src/open/settings.ts"() {
    "use strict";
    init_github_settings();
    init_inputs();
    init_errors();
    init_commands();
    init_selector();
    init_reader();
    init_version();
    init_branch();
    init_targets();
  }
});

// src/open/action.ts
var action_exports = {};
__export(action_exports, {
  openFirstReads: () => openFirstReads,
  runAction: () => runAction
});
async function runAction(deps = {}) {
  const settings = readOpenSettings(process.env);
  debugSettings("open", settings);
  return withHeadStart(settings, openFirstReads(settings), async (headStart) => {
    const { openRelease } = await import("./jobs/open.js");
    return openRelease(settings, deps, headStart);
  });
}
function openFirstReads(settings) {
  const { configRepo: ref, base } = settings;
  if (base !== void 0) return [repoRead(ref)];
  return [openPullsRead(ref, releaseBranchForTargets(settings.branchPrefix, settings.targets), void 0)];
}
var init_action = __esm({
  "src/open/action.ts"() {
    "use strict";
    init_outputs();
    init_head_start2();
    init_first_reads();
    init_branch();
    init_settings();
  }
});

// src/gate/scope.ts
function parseScope(entries, input = "scope") {
  const branchPrefixes = [];
  const authors = [];
  for (const entry of entries.length === 0 ? DEFAULT_SCOPE_ENTRIES : entries) {
    if (entry === "*") return { branchPrefixes: [], authors: [] };
    const match = /^(branch|author):(.+)$/.exec(entry);
    if (!match) {
      throw new InputError(
        `Input '${input}': ${JSON.stringify(entry)} is not an entry; use branch:<prefix>, author:<login> or *, e.g. branch:gitops-release/.`
      );
    }
    ;
    (match[1] === "branch" ? branchPrefixes : authors).push(match[2].trim());
  }
  return { branchPrefixes, authors };
}
function outOfScope(scope, headRef, author) {
  if (scope.branchPrefixes.length > 0 && !scope.branchPrefixes.some((p) => headRef.startsWith(p))) {
    return `its head branch does not start with ${scope.branchPrefixes.map((p) => JSON.stringify(p)).join(" or ")}`;
  }
  const login = author?.toLowerCase();
  if (scope.authors.length > 0 && !scope.authors.some((a) => a.toLowerCase() === login)) {
    return `its author is not ${scope.authors.map((a) => JSON.stringify(a)).join(" or ")}`;
  }
  return void 0;
}
var DEFAULT_SCOPE_ENTRIES;
var init_scope = __esm({
  "src/gate/scope.ts"() {
    "use strict";
    init_errors();
    DEFAULT_SCOPE_ENTRIES = ["branch:gitops-release/"];
  }
});

// src/gate/limits.ts
var DEFAULT_LIMITS;
var init_limits = __esm({
  "src/gate/limits.ts"() {
    "use strict";
    DEFAULT_LIMITS = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 };
  }
});

// src/gate/policy.ts
function validatePaths(globs, input) {
  if (globs.length === 0) return DEFAULT_PATHS;
  for (const glob of globs) {
    if (glob.startsWith("/") || glob.startsWith("./") || /[\x00-\x1f\\]/.test(glob)) {
      throw new InputError(
        `${input}: glob ${JSON.stringify(glob)} must be relative to the repository root, with '/' separators, like apps/**/*.yaml.`
      );
    }
  }
  return globs;
}
var DEFAULT_PATHS;
var init_policy = __esm({
  "src/gate/policy.ts"() {
    "use strict";
    init_errors();
    DEFAULT_PATHS = ["**/*.yaml", "**/*.yml"];
  }
});

// src/settings/gate.ts
function readGatePolicy(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  return {
    paths: validatePaths(settings.list("paths"), settings.label("paths")),
    selector: { kind, apiGroup: settings.string("api-group") },
    allowTagChange: settings.boolean("allow-tag-change"),
    allowDowngrade: settings.boolean("allow-downgrade")
  };
}
function readGateLimits(settings, maxFiles = Number.MAX_SAFE_INTEGER) {
  return {
    ...DEFAULT_LIMITS,
    maxFiles: settings.count("max-files", maxFiles),
    maxBytes: settings.count("max-bytes")
  };
}
function readReleaseSettings(settings) {
  const policyPath = settings.string("policy").trim();
  if (policyPath === "" || policyPath.startsWith("/") || policyPath.split("/").some((s) => s === ".." || s === "."))
    throw new InputError(
      `${settings.label("policy")} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(policyPath)}.`
    );
  return { policyPath, trustedRoot: settings.optional("trusted-root")?.trim() || void 0 };
}
var init_gate = __esm({
  "src/settings/gate.ts"() {
    "use strict";
    init_errors();
    init_limits();
    init_policy();
  }
});

// src/gate/event.ts
function readGateTarget(eventName, payload) {
  const p = payload ?? {};
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const pr = p["pull_request"];
    if (!pr)
      throw new InputError(`The ${eventName} event payload has no pull_request; is GITHUB_EVENT_PATH the event file?`);
    return {
      event: eventName,
      pullNumber: pr.number,
      baseSha: sha(pr.base?.sha, "pull_request.base.sha"),
      headSha: sha(pr.head?.sha, "pull_request.head.sha"),
      baseRef: String(pr.base?.ref ?? ""),
      headRef: String(pr.head?.ref ?? ""),
      author: pr.user?.login,
      headRepo: pr.head?.repo?.full_name
    };
  }
  if (eventName === "merge_group") {
    const group = p["merge_group"];
    if (!group) throw new InputError("The merge_group event payload has no merge_group.");
    const headRef = stripHeads(group.head_ref ?? "");
    return {
      event: "merge_group",
      pullNumber: pullOfQueueBranch(headRef),
      baseSha: sha(group.base_sha, "merge_group.base_sha"),
      headSha: sha(group.head_sha, "merge_group.head_sha"),
      baseRef: stripHeads(group.base_ref ?? ""),
      headRef,
      author: void 0,
      headRepo: void 0
    };
  }
  throw new InputError(
    `command 'gate' runs on pull_request_target, pull_request or merge_group events, not ${JSON.stringify(eventName ?? "")}. Locally, use 'gitops-release gate --base REV --head REV'.`
  );
}
function sha(value, field) {
  if (typeof value !== "string" || !isCommitSha(value))
    throw new InputError(`The event payload's ${field} is not a commit SHA: ${JSON.stringify(value)}.`);
  return value;
}
function stripHeads(ref) {
  return ref.replace(/^refs\/heads\//, "");
}
function pullOfQueueBranch(ref) {
  const match = /^gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{40}$/.exec(ref);
  return match ? Number(match[1]) : void 0;
}
var init_event = __esm({
  "src/gate/event.ts"() {
    "use strict";
    init_commit_sha();
    init_errors();
  }
});

// src/gate/reasons.ts
var init_reasons = __esm({
  "src/gate/reasons.ts"() {
    "use strict";
    init_unicode();
  }
});

// src/gate/github-source.ts
var COMPARE_FILE_CAP, MAX_PROVABLE_FILES;
var init_github_source = __esm({
  "src/gate/github-source.ts"() {
    "use strict";
    init_reasons();
    COMPARE_FILE_CAP = 300;
    MAX_PROVABLE_FILES = COMPARE_FILE_CAP - 1;
  }
});

// src/gate/settings.ts
import { readFileSync } from "node:fs";
function readGateSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(GATE, inputSource(env));
  return {
    ...github,
    policy: readGatePolicy(settings),
    // GitHub's comparison lists at most 300 files; a higher limit could never be honoured.
    limits: readGateLimits(settings, MAX_PROVABLE_FILES),
    scope: parseScope(settings.list("scope")),
    otherPrs: settings.choice("other-prs"),
    checkName: settings.string("check-name"),
    comment: settings.boolean("comment"),
    target: readTargetOrPull(settings, env),
    release: readReleaseSettings(settings)
  };
}
function readTargetOrPull(settings, env) {
  const pr = settings.optional("pr");
  const eventName = env["GITHUB_EVENT_NAME"];
  if (pr === void 0 || PR_EVENTS.has(eventName ?? "")) {
    if (pr !== void 0) {
      throw new InputError(
        `${settings.label("pr")} is for events without a pull request; this ${eventName} event already names the PR to gate.`
      );
    }
    return readGateTarget(eventName, readEventPayload(env));
  }
  return { pullNumber: parsePullNumber(pr, settings.label("pr")) };
}
function readEventPayload(env) {
  const path = env["GITHUB_EVENT_PATH"];
  if (!path)
    throw new InputError(
      "GITHUB_EVENT_PATH is not set: command gate runs in a pull_request_target, pull_request or merge_group workflow."
    );
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error2) {
    throw new InputError(`Cannot read the event payload ${JSON.stringify(path)}: ${messageOf(error2)}`);
  }
}
var PR_EVENTS;
var init_settings2 = __esm({
  "src/gate/settings.ts"() {
    "use strict";
    init_github_settings();
    init_inputs();
    init_errors();
    init_commands();
    init_gate();
    init_parsers();
    init_reader();
    init_event();
    init_github_source();
    init_scope();
    PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "merge_group"]);
  }
});

// src/gate/target.ts
function scopeKnown(target) {
  return target.event !== "merge_group" || target.pullNumber !== void 0;
}
var init_target = __esm({
  "src/gate/target.ts"() {
    "use strict";
    init_commit_sha();
  }
});

// src/gate/action.ts
var action_exports2 = {};
__export(action_exports2, {
  gateFirstReads: () => gateFirstReads,
  runAction: () => runAction2
});
async function runAction2(deps = {}) {
  const settings = readGateSettings(process.env);
  debugSettings("gate", settings);
  return withHeadStart(settings, gateFirstReads(settings), async (headStart) => {
    const { gateRelease } = await import("./jobs/gate.js");
    return gateRelease(settings, deps, headStart);
  });
}
function gateFirstReads(settings) {
  const { target, configRepo: ref } = settings;
  if (!("baseSha" in target)) return [pullRead(ref, target.pullNumber)];
  if (target.event === "merge_group" && target.pullNumber !== void 0) return [pullRead(ref, target.pullNumber)];
  if (scopeKnown(target) && outOfScope(settings.scope, target.headRef, target.author) !== void 0) return [];
  return [fileRead(ref, settings.release.policyPath, target.baseSha), compareRead(ref, target.baseSha, target.headSha)];
}
var init_action2 = __esm({
  "src/gate/action.ts"() {
    "use strict";
    init_outputs();
    init_head_start2();
    init_first_reads();
    init_scope();
    init_settings2();
    init_target();
  }
});

// src/argocd/connection.ts
import { readFileSync as readFileSync2 } from "node:fs";
function parseServerUrl(value, source) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new InputError(
      `${source} must be an Argo CD server URL such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.search !== "" || url.hash !== "" || url.username !== "") {
    throw new InputError(
      `${source} must be an http(s) URL without query or credentials, such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    );
  }
  return url.toString().replace(/\/+$/, "");
}
function loadCaCert(value, source, cwd = process.cwd()) {
  if (value === void 0 || value.trim() === "") return void 0;
  const pem = value.includes("-----BEGIN") ? value : readPem(value.trim(), source, cwd);
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new InputError(`${source} must hold PEM certificates (-----BEGIN CERTIFICATE-----) or a path to a PEM file.`);
  }
  return pem;
}
function readPem(path, source, cwd) {
  try {
    return readFileSync2(path.startsWith("/") ? path : `${cwd}/${path}`, "utf8");
  } catch (error2) {
    throw new InputError(`${source}: cannot read CA certificate file ${JSON.stringify(path)} (${messageOf(error2)}).`);
  }
}
function checkAppName(value, source) {
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new InputError(
      `${source} must be an Argo CD application name (lower-case letters, digits, '-' and '.'), got ${JSON.stringify(value)}.`
    );
  }
  return value;
}
var init_connection = __esm({
  "src/argocd/connection.ts"() {
    "use strict";
    init_errors();
  }
});

// src/argocd/headers.ts
function parseHeaders(text, label, mask2) {
  if (text === void 0) return [];
  const headers = [];
  const lines2 = text.split(/\r?\n/);
  for (const [index, raw] of lines2.entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const colon = line.indexOf(":");
    const name = colon === -1 ? "" : line.slice(0, colon).trim();
    const value = colon === -1 ? "" : line.slice(colon + 1).trim();
    if (value !== "") mask2(value);
    const where = `${label}, line ${index + 1}`;
    if (colon === -1 || !TOKEN.test(name)) {
      throw new InputError(
        `${where}: expected 'Name: value' (a header name made of letters, digits and -, then a colon); the line is not shown, it may hold a secret.`
      );
    }
    if (value === "") throw new InputError(`${where}: header ${name} has no value; give one after the colon.`);
    if (RESERVED.has(name.toLowerCase()))
      throw new InputError(`${where}: header ${name} is set by the connection itself and cannot be overridden.`);
    if (/[\0\r\n]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32 && c !== "	"))
      throw new InputError(`${where}: the value of ${name} holds control characters.`);
    headers.push([name, value]);
  }
  return headers;
}
var TOKEN, RESERVED;
var init_headers = __esm({
  "src/argocd/headers.ts"() {
    "use strict";
    init_errors();
    TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    RESERVED = /* @__PURE__ */ new Set(["host", "content-length", "transfer-encoding", "connection", "upgrade", "te", "accept"]);
  }
});

// src/settings/argocd.ts
function readArgoCdConnection(settings) {
  const server = settings.required("argocd-server", "the Argo CD server URL, e.g. https://argocd.example.com");
  const token = settings.secret("argocd-token", "an Argo CD API token, passed from a secret");
  return {
    serverUrl: parseServerUrl(server, settings.label("argocd-server")),
    token,
    insecure: settings.boolean("insecure"),
    caCert: loadCaCert(settings.optional("ca-cert"), settings.label("ca-cert"), settings.cwd),
    appNamespace: settings.optional("argocd-app-namespace"),
    headers: parseHeaders(
      settings.optional("argocd-headers"),
      settings.label("argocd-headers"),
      (value) => settings.source.secret(value)
    )
  };
}
function readArgoCdApp(settings) {
  return checkAppName(
    settings.required("argocd-app", "the Argo CD Application to follow"),
    settings.label("argocd-app")
  );
}
function readTimeout(settings) {
  const ms = settings.duration("timeout");
  if (ms <= 0) throw new InputError(`${settings.label("timeout")} must be longer than 0, for example 15m.`);
  return ms;
}
function readWaitPolicy(settings) {
  return {
    degradedGraceMs: settings.duration("degraded-grace"),
    suspended: settings.choice("suspended"),
    podFailureGraceMs: readPodFailureGrace(settings)
  };
}
function readPodFailureGrace(settings) {
  const value = settings.string("pod-failure-grace").trim();
  if (value.toLowerCase() === "off") return void 0;
  return parseDuration(value, `${settings.label("pod-failure-grace")} (a duration, or off)`);
}
var init_argocd = __esm({
  "src/settings/argocd.ts"() {
    "use strict";
    init_connection();
    init_headers();
    init_errors();
    init_parsers();
  }
});

// src/wait/target.ts
function parseResourceFlag(value, source) {
  const match = /^([a-z0-9.-]*):([A-Za-z][A-Za-z0-9]*):(?:([a-z0-9.-]*)\/)?([a-z0-9]([-a-z0-9.]*[a-z0-9])?)$/.exec(
    value.trim()
  );
  if (!match) {
    throw new InputError(
      `${source} must be GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, got ${JSON.stringify(value)}.`
    );
  }
  return { apiGroup: match[1], kind: match[2], namespace: match[3] || void 0, name: match[4] };
}
function parseExpectedImage(value, source) {
  try {
    parseImageReference(value, { requireDigest: false });
  } catch (error2) {
    if (error2 instanceof ImageReferenceError) throw new InputError(`${source}: ${error2.message}.`);
    throw error2;
  }
  return value;
}
function parseRevision(value, source) {
  const revision = value.trim();
  if (!isCommitSha(revision)) {
    throw new InputError(
      `${source} must be a full commit SHA (40 lower-case hex digits), got ${JSON.stringify(value)}.`
    );
  }
  return revision;
}
var init_target2 = __esm({
  "src/wait/target.ts"() {
    "use strict";
    init_commit_sha();
    init_errors();
    init_reference();
  }
});

// src/wait/settings.ts
function readWaitSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(WAIT, inputSource(env));
  const pr = settings.optional("pr");
  const revision = settings.optional("revision");
  if (pr !== void 0 && revision !== void 0) {
    throw new InputError("Set either 'pr' (wait for its merge commit) or 'revision', not both.");
  }
  return {
    ...github,
    argocd: readArgoCdConnection(settings),
    app: readArgoCdApp(settings),
    pr: pr === void 0 ? void 0 : parsePullNumber(pr, settings.label("pr")),
    revision: revision === void 0 ? void 0 : parseRevision(revision, settings.label("revision")),
    target: readTargetSource(settings),
    timeoutMs: readTimeout(settings),
    ...readWaitPolicy(settings),
    comment: settings.boolean("comment"),
    environment: settings.optional("environment"),
    source: readRunSource(env)
  };
}
function readTargetSource(settings) {
  const manifest = settings.optional("manifest");
  const resource = settings.optional("resource");
  const image = settings.optional("image");
  if (manifest !== void 0) {
    if (resource !== void 0 || image !== void 0) {
      throw new InputError(
        "Set either 'manifest' (the resource and image are read from it) or 'resource' and 'image', not both."
      );
    }
    return {
      from: "manifest",
      manifest: parseManifestPath(manifest, settings.label("manifest")),
      selector: readSelector(settings)
    };
  }
  if (resource === void 0 || image === void 0) {
    throw new InputError(
      "Set 'manifest' (path of the resource's manifest in the config repo), or both 'resource' (GROUP:KIND:NAMESPACE/NAME) and 'image'."
    );
  }
  return {
    from: "inputs",
    resource: parseResourceFlag(resource, settings.label("resource")),
    image: parseExpectedImage(image, settings.label("image"))
  };
}
var init_settings3 = __esm({
  "src/wait/settings.ts"() {
    "use strict";
    init_github_settings();
    init_inputs();
    init_errors();
    init_argocd();
    init_commands();
    init_parsers();
    init_selector();
    init_reader();
    init_target2();
  }
});

// src/wait/action.ts
var action_exports3 = {};
__export(action_exports3, {
  runAction: () => runAction3,
  waitFirstReads: () => waitFirstReads
});
async function runAction3(deps = {}) {
  const settings = readWaitSettings(process.env);
  const headers = settings.argocd.headers?.map(([name]) => `${name}: ***`);
  debugSettings("wait", { ...settings, argocd: { ...settings.argocd, token: "***", headers } });
  return withHeadStart(settings, waitFirstReads(settings), async (headStart) => {
    const { followRelease } = await import("./jobs/wait.js");
    return followRelease(settings, deps, headStart);
  });
}
function waitFirstReads(settings) {
  if (settings.pr !== void 0) return [pullRead(settings.configRepo, settings.pr)];
  const revision = settings.revision ?? settings.source.sha;
  return revision === void 0 ? [] : [commitPullsRead(settings.configRepo, revision)];
}
var init_action3 = __esm({
  "src/wait/action.ts"() {
    "use strict";
    init_outputs();
    init_head_start2();
    init_first_reads();
    init_settings3();
  }
});

// src/environments/name.ts
function environmentNameProblem(name) {
  if (name === "") return "is empty";
  if (name.length > 255) return `has ${name.length} characters; GitHub allows 255`;
  if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return "has a control character";
  if (name.trim() !== name) return "starts or ends with a space";
  return void 0;
}
var init_name = __esm({
  "src/environments/name.ts"() {
    "use strict";
  }
});

// src/promote/settings.ts
function readPromoteSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(PROMOTE, inputSource(env));
  const fromManifest = parseManifestPath(
    settings.required("from-manifest", "the manifest of the environment the image comes from"),
    settings.label("from-manifest")
  );
  const fromSelector = readSelector(settings);
  const targets = parseTargetResources({
    manifest: settings.required("manifest", "the manifest to pin to that image (one a line for several)"),
    resourceName: fromSelector.name,
    kind: fromSelector.kind,
    apiGroup: fromSelector.apiGroup,
    label: (name) => settings.label(name)
  });
  if (targets.some((t) => t.manifest === fromManifest))
    throw new InputError(
      `Inputs 'from-manifest' and 'manifest' both name ${JSON.stringify(fromManifest)}: promote copies the image of one environment's manifest into another's.`
    );
  const fromEnvironment = settings.optional("from-environment");
  const problem = fromEnvironment === void 0 ? void 0 : environmentNameProblem(fromEnvironment);
  if (problem)
    throw new InputError(
      `${settings.label("from-environment")} ${problem}: give the GitHub environment wait records its Deployments in.`
    );
  return {
    ...readReleasePrSettings(settings, github, env),
    fromManifest,
    fromSelector,
    targets,
    fromEnvironment
  };
}
var init_settings4 = __esm({
  "src/promote/settings.ts"() {
    "use strict";
    init_github_settings();
    init_inputs();
    init_name();
    init_errors();
    init_settings();
    init_targets();
    init_commands();
    init_parsers();
    init_reader();
    init_selector();
  }
});

// src/promote/action.ts
var action_exports4 = {};
__export(action_exports4, {
  promoteFirstReads: () => promoteFirstReads,
  runAction: () => runAction4
});
async function runAction4(deps = {}) {
  const settings = readPromoteSettings(process.env);
  debugSettings("promote", settings);
  return withHeadStart(settings, promoteFirstReads(settings), async (headStart) => {
    const { promoteRelease } = await import("./jobs/promote.js");
    return promoteRelease(settings, deps, headStart);
  });
}
function promoteFirstReads(settings) {
  const { configRepo: ref, base } = settings;
  return [base === void 0 ? repoRead(ref) : branchRead(ref, base)];
}
var init_action4 = __esm({
  "src/promote/action.ts"() {
    "use strict";
    init_outputs();
    init_head_start2();
    init_first_reads();
    init_settings4();
  }
});

// src/main.ts
init_runner();
init_inputs();
init_errors();
var COMMANDS = {
  open: () => Promise.resolve().then(() => (init_action(), action_exports)),
  gate: () => Promise.resolve().then(() => (init_action2(), action_exports2)),
  wait: () => Promise.resolve().then(() => (init_action3(), action_exports3)),
  promote: () => Promise.resolve().then(() => (init_action4(), action_exports4))
};
async function run() {
  try {
    const command = getChoice("command", Object.keys(COMMANDS));
    const module = await COMMANDS[command]();
    await module.runAction();
  } catch (error2) {
    const { message, cause } = describeError(error2);
    if (cause) info(`Caused by: ${cause}`);
    setFailed(message);
  }
}

// src/index.ts
await run();
//# sourceMappingURL=index.js.map
