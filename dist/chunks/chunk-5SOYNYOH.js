import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-LV3F5KSS.js";

// src/action/runner.ts
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
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
function setFailed(message) {
  process.exitCode = 1;
  error(message);
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

export {
  getInput,
  setOutput,
  setSecret,
  info,
  debug,
  notice,
  warning,
  error,
  setFailed,
  group,
  jobSummary,
  getOptionalString,
  getBoolean,
  getChoice,
  inputSource
};
//# sourceMappingURL=chunk-5SOYNYOH.js.map
