import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  configRepo
} from "./chunk-SB3CFYJD.js";
import {
  createGitHubClient
} from "./chunk-YTNNEONG.js";
import {
  logValue
} from "./chunk-VG7DCJR7.js";

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
  writeJobSummary
};
//# sourceMappingURL=chunk-LAFE3QPB.js.map
