import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  parseCount,
  parseDuration
} from "./chunk-5DKD7HP4.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";

// src/settings/schema.ts
function onCli(setting) {
  return setting.on !== "action";
}

// src/settings/help.ts
var WIDTH = 100;
var FLAG_COLUMN = 30;
function cliSettings(schema) {
  return Object.entries(schema.settings).filter(([, s]) => onCli(s));
}
function flagWithArg(name, setting) {
  return setting.type === "boolean" ? `--${name}` : `--${name} ${setting.arg ?? "VALUE"}`;
}
function synopsis(schema) {
  const needed = (schema.needs?.cli ?? []).map((name) => flagWithArg(name, schema.settings[name]));
  return [
    "gitops-release",
    schema.name,
    ...schema.positional ? [schema.positional] : [],
    ...needed,
    "[options]"
  ].join(" ");
}
function flagHelp(setting) {
  const notes = [setting.cliHelp ?? setting.help];
  if (setting.default !== void 0 && setting.type !== "boolean" && !/\bDefaults? /.test(notes[0]))
    notes.push(`Default: ${setting.default}.`);
  if (setting.repeatable) notes.push("Repeatable.");
  if (setting.aliases?.length) notes.push(`(Formerly ${setting.aliases.map((a) => `--${a}`).join(", ")}.)`);
  return notes.join(" ");
}
function helpText(schema) {
  const rows = cliSettings(schema).map(([name, setting]) => [
    flagWithArg(name, setting),
    flagHelp(setting)
  ]);
  rows.push(["-h, --help", "Show this help."]);
  const width = Math.min(FLAG_COLUMN, Math.max(...rows.map(([flag]) => flag.length)));
  const options = rows.flatMap(([flag, text]) => {
    const indent = " ".repeat(width + 4);
    const lines = wrap(text, WIDTH - indent.length);
    const first = flag.length > width ? [`  ${flag}`, `${indent}${lines[0]}`] : [`  ${flag.padEnd(width)}  ${lines[0]}`];
    return [...first, ...lines.slice(1).map((l) => `${indent}${l}`)];
  });
  const intro = (schema.intro ?? "").split("\n\n").map((p) => wrap(p, WIDTH).join("\n"));
  return [
    `Usage: ${synopsis(schema)}`,
    "",
    ...intro.flatMap((p) => [p, ""]),
    "Options:",
    ...options,
    "",
    ...schema.exit ? [schema.exit] : []
  ].join("\n") + "\n";
}
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

// src/cli/flags.ts
import { parseArgs } from "node:util";

// src/text/closest.ts
function closest(name, names) {
  let best;
  for (const candidate of names) {
    const distance = editDistance(name, candidate);
    if (distance <= 2 && (best === void 0 || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

// src/settings/reader.ts
var SettingsReader = class {
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
  /** The value given, else the environment fallback; no default. A credential is masked as it is read. */
  optional(name) {
    const setting = this.setting(name);
    const value = this.source.value(name) ?? (setting.env === void 0 ? void 0 : this.source.env[setting.env] || void 0);
    if (value !== void 0 && setting.secret) this.source.secret(value);
    return value;
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
  /** A credential: read like `required` (and masked, as every read of a secret setting is). */
  secret(name, what) {
    return this.required(name, what);
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

// src/cli/flags.ts
function parseFlags(args, options, config = {}) {
  let given = args;
  for (; ; ) {
    try {
      const parsed = parseArgs({
        args: given,
        options,
        strict: true,
        allowPositionals: config.allowPositionals ?? false,
        tokens: true
      });
      refuseRepeats(parsed.tokens, options);
      return { values: parsed.values, positionals: parsed.positionals };
    } catch (error) {
      if (error instanceof InputError) throw error;
      const message = messageOf(error);
      const retry = negativeValue(message, given, options);
      if (retry === void 0)
        throw new InputError(unknownFlag(message, options) ?? message.replace(/\. To specify.*$/s, ""));
      given = retry;
    }
  }
}
function unknownFlag(message, options) {
  const flag = /^Unknown option '--([^']+)'/.exec(message)?.[1];
  if (flag === void 0) return void 0;
  const near = closest(flag, Object.keys(options));
  return `Unknown option '--${flag}'${near === void 0 ? "; see --help for the options." : `: did you mean --${near}?`}`;
}
function negativeValue(message, args, options) {
  const flag = /^Option '(--[^'=]+)' argument is ambiguous/.exec(message)?.[1];
  if (flag === void 0) return void 0;
  const at = args.findIndex((arg, i) => arg === flag && args[i + 1]?.startsWith("-"));
  const value = args[at + 1];
  if (at < 0 || value === void 0) return void 0;
  const name = value.replace(/^--?/, "").split("=")[0];
  if (value === "-h" || name in options && value.startsWith("--"))
    throw new InputError(`${flag} needs a value: ${value} after it is another flag.`);
  return [...args.slice(0, at), `${flag}=${value}`, ...args.slice(at + 2)];
}
function refuseRepeats(tokens, options) {
  const seen = /* @__PURE__ */ new Map();
  for (const token of tokens ?? []) {
    if (token.kind !== "option" || token.name === void 0 || options[token.name]?.multiple) continue;
    if (seen.has(token.name)) {
      const values = [seen.get(token.name), token.value].filter((v) => v !== void 0).map((v) => JSON.stringify(v));
      throw new InputError(
        `--${token.name} is given twice${values.length === 2 ? ` (${values.join(", then ")})` : ""}: give it once.`
      );
    }
    seen.set(token.name, token.value);
  }
}
function readFlags(schema, args, io) {
  const options = {};
  for (const [name, setting] of cliSettings(schema)) {
    const option = {
      type: setting.type === "boolean" ? "boolean" : "string",
      ...setting.repeatable ? { multiple: true } : {}
    };
    for (const spelling of [name, ...setting.aliases ?? []]) options[spelling] = option;
  }
  const { values, positionals } = parseFlags(args, options, { allowPositionals: schema.positional !== void 0 });
  for (const [name, setting] of cliSettings(schema)) {
    for (const alias of setting.aliases ?? []) {
      if (values[alias] === void 0) continue;
      if (values[name] !== void 0)
        throw new InputError(`--${alias} is the old spelling of --${name}; give only --${name}.`);
      io.stderr(`gitops-release ${schema.name}: --${alias} is deprecated; use --${name}.
`);
      values[name] = values[alias];
    }
  }
  for (const [name, setting] of cliSettings(schema)) {
    const given = values[name];
    if (setting.type !== "list" || given === void 0) continue;
    const entries = (Array.isArray(given) ? given : [given]).filter((v) => typeof v === "string");
    if (entries.join(",").split(/[\n,]+/).every((entry) => entry.trim() === ""))
      io.stderr(
        `gitops-release ${schema.name}: warning: --${name} ${entries.map((e) => JSON.stringify(e)).join(" ")} names nothing, so it counts as not given.
`
      );
  }
  return { settings: new SettingsReader(schema, flagSource(values, io)), positionals };
}
function flagSource(values, io) {
  const strings = (name) => {
    const value = values[name];
    return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string");
  };
  return {
    label: (name) => `--${name}`,
    example: (name, value) => `--${name} ${value}`,
    value: (name) => strings(name)[0],
    // Split like the action's list inputs, so `--paths a,b` and `paths: a,b` mean the same.
    values: (name) => strings(name).flatMap((v) => v.split(/[\n,]+/)).map((s) => s.trim()).filter(Boolean),
    flag: (name) => typeof values[name] === "boolean" ? values[name] : void 0,
    secret: () => void 0,
    env: io.env,
    cwd: io.cwd
  };
}

export {
  helpText,
  readFlags
};
