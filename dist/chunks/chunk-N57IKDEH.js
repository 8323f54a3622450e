import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-SB3CFYJD.js";
import {
  createGitHubClient
} from "./chunk-YTNNEONG.js";
import {
  logValue,
  mdCode,
  mdText
} from "./chunk-VG7DCJR7.js";
import {
  resourceLabel
} from "./chunk-EY4T7JHP.js";

// src/action/runner.ts
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import { EOL } from "node:os";
function setOutput(name, value) {
  const file = process.env["GITHUB_OUTPUT"] ?? "";
  if (!file) {
    process.stdout.write(EOL);
    issue("set-output", value, name ? { name } : {});
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: name or value should not contain the delimiter "${delimiter}"`);
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: "utf8" });
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
function notice(message) {
  issue("notice", message);
}
function warning(message) {
  issue("warning", message);
}
function error(message, properties = {}) {
  const { title, file, startLine, endLine, startColumn, endColumn } = properties;
  const named = { title, file, line: startLine, endLine, col: startColumn, endColumn };
  const present = Object.entries(named).flatMap(([key, value]) => value ? [[key, String(value)]] : []);
  issue("error", message, Object.fromEntries(present));
}
async function group(name, fn) {
  issue("group", name);
  try {
    return await fn();
  } finally {
    issue("endgroup", "");
  }
}
async function jobSummary() {
  return (await import("./core-WCSKJAD2.js")).summary;
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

// src/action/github.ts
function connectConfigRepo(settings, deps = {}, headStart) {
  const octokit = createGitHubClient({
    token: settings.token,
    app: settings.githubApp && {
      credentials: settings.githubApp,
      repo: settings.configRepo,
      onToken: (token) => setSecret(token),
      ...deps.clock ? { now: deps.clock } : {}
    },
    baseUrl: settings.apiUrl,
    retryBaseMs: deps.retryBaseMs,
    onRetry: (message) => info(message),
    fetch: headStart?.fetch
  });
  return configRepo(octokit, settings.configRepo);
}

// src/action/outputs.ts
var actionLog = { info, warning, debug };
function setOutputs(outputs) {
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
  debug(`outputs: ${logValue(JSON.stringify(outputs))}`);
}

// src/action/summary.ts
async function writeJobSummary(summary) {
  if (!process.env["GITHUB_STEP_SUMMARY"]) {
    summary.emptyBuffer();
    return;
  }
  await summary.write();
}

// src/markdown/fit.ts
var DIGEST_DIGITS = 12;
var CELL_CHARS = 40;
function clip(value, max = CELL_CHARS) {
  return value.length <= max ? value : `${value.slice(0, max - 1)}\u2026`;
}
function clipStart(value, max = CELL_CHARS) {
  return value.length <= max ? value : `\u2026${value.slice(value.length - max + 1)}`;
}
var LONG_DIGEST = /\b(sha256|sha384|sha512):([0-9a-fA-F]{16,})/g;
function shortenDigests(text) {
  return text.replace(
    LONG_DIGEST,
    (_, algorithm, hex) => `${algorithm}:${hex.slice(0, DIGEST_DIGITS)}\u2026`
  );
}
function mdProse(text) {
  return mdText(shortenDigests(text));
}
function mdPath(path) {
  const slash = path.lastIndexOf("/");
  if (path.length <= 24 || slash <= 0) return mdCode(clipStart(path, 32));
  return `${mdCode(clipStart(path.slice(0, slash + 1), 24))}<br>${mdCode(clipStart(path.slice(slash + 1), 32))}`;
}
function imageParts(reference) {
  const at = reference.indexOf("@");
  const rest = at === -1 ? reference : reference.slice(0, at);
  const digest = at === -1 ? void 0 : reference.slice(at + 1);
  const colon = rest.indexOf(":", rest.lastIndexOf("/") + 1);
  return colon === -1 ? { name: rest, tag: void 0, digest } : { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest };
}
function shortDigestOf(digest) {
  const m = /^sha256:([0-9a-f]{64})$/.exec(digest);
  return m ? m[1].slice(0, DIGEST_DIGITS) : clip(digest, DIGEST_DIGITS + 8);
}
function mdImage(reference, options = {}) {
  const { name, tag, digest } = imageParts(reference);
  const shown = options.fullName ? name : name.slice(name.lastIndexOf("/") + 1);
  const label = mdCode(clip(`${shown}${tag === void 0 ? "" : `:${tag}`}`, 32));
  const between = options.stacked ? "<br>" : " ";
  return `${label}${between}${digest === void 0 ? "(no digest)" : mdCode(shortDigestOf(digest))}`;
}
function mdImageChange(before, after) {
  const fullName = imageParts(before).name !== imageParts(after).name;
  return `${mdImage(before, { fullName })}<br>\u2192${NBSP}${mdImage(after, { fullName })}`;
}
var NONE = "\u2014";
var NBSP = "&nbsp;";
function marked(mark, words) {
  return `${mark}${NBSP}${words.replace(/ /g, NBSP)}`;
}
function mdResource(resource) {
  const label = resourceLabel(resource);
  const space = label.indexOf(" ");
  return `${mdText(label.slice(0, space))}<br>${mdText(label.slice(space + 1))}`;
}

export {
  setSecret,
  info,
  notice,
  warning,
  error,
  group,
  jobSummary,
  connectConfigRepo,
  actionLog,
  setOutputs,
  writeJobSummary,
  clip,
  clipStart,
  mdProse,
  mdPath,
  imageParts,
  shortDigestOf,
  mdImage,
  mdImageChange,
  NONE,
  NBSP,
  marked,
  mdResource
};
//# sourceMappingURL=chunk-N57IKDEH.js.map
