import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  SettingsReader
} from "./chunk-XJBVOSM4.js";
import {
  InputError,
  messageOf
} from "./chunk-JT2VRZOZ.js";

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
function parseFlags(args, options, config = {}) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: config.allowPositionals ?? false
    });
    return { values, positionals };
  } catch (error) {
    throw new InputError(messageOf(error).replace(/\. To specify.*$/s, ""));
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

// src/cli/io.ts
var EXIT = {
  ok: 0,
  /** gate rejected, or wait ended Degraded / sync failed */
  failed: 1,
  /** usage, input, auth or configuration error: nothing was changed */
  usage: 2,
  /** wait ran out of time (the code `timeout(1)` uses) */
  timeout: 124
};

export {
  helpText,
  readFlags,
  EXIT
};
//# sourceMappingURL=chunk-JILEOQ3O.js.map
