import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  parseCount,
  parseDuration
} from "./chunk-KTW7WBSA.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";

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

export {
  SettingsReader
};
//# sourceMappingURL=chunk-NG5VEWFA.js.map
