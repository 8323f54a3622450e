import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/kube-yaml/go-scalars.ts
var WORDS = /* @__PURE__ */ new Map();
for (const [words, value] of [
  ["y Y yes Yes YES true True TRUE on On ON", { type: "bool", value: true }],
  ["n N no No NO false False FALSE off Off OFF", { type: "bool", value: false }],
  ["~ null Null NULL", { type: "null" }],
  [".nan .NaN .NAN", { type: "float", value: NaN }],
  [".inf .Inf .INF +.inf +.Inf +.INF", { type: "float", value: Infinity }],
  ["-.inf -.Inf -.INF", { type: "float", value: -Infinity }]
  // `<<` is a string to resolve; a plain `<<` key is a merge because v2 checks the text itself.
]) {
  for (const word of words.split(" ")) WORDS.set(word, value);
}
var HINTED = /^[-+0-9yYnNtTfFoO~.]/;
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function resolvePlain(source) {
  if (source === "") return { type: "null" };
  if (!HINTED.test(source)) return { type: "str", value: source };
  const word = WORDS.get(source);
  if (word !== void 0) return word;
  const first = source[0];
  if (first === ".") {
    return DOT_FLOAT.test(source) ? { type: "float", value: Number(source) } : { type: "str", value: source };
  }
  if (!/[-+0-9]/.test(first)) return { type: "str", value: source };
  if (isTimestamp(source)) return { type: "str", value: source, timestamp: true };
  const plain = source.replace(/_/g, "");
  const int = parseGoInt(plain);
  if (int !== void 0) return { type: "int", value: int };
  if (YAML_FLOAT.test(plain)) {
    const value = Number(plain);
    if (Number.isFinite(value)) return { type: "float", value };
  }
  return { type: "str", value: source };
}
function isPlainString(source) {
  const resolved = resolvePlain(source);
  return resolved.type === "str";
}
function isNonJsonFloat(source) {
  const resolved = WORDS.get(source);
  return resolved?.type === "float";
}
function parseGoInt(text) {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text);
  if (!m) return void 0;
  let digits = m[2];
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const magnitude = BigInt(digits.replace(/^0([XOB])/, (_all, p) => `0${p.toLowerCase()}`));
  const value = m[1] === "-" ? -magnitude : magnitude;
  if (value >= INT64_MIN && value <= INT64_MAX) return value;
  if (m[1] === "" && value <= UINT64_MAX) return value;
  return void 0;
}
function isTimestamp(text) {
  return /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ].*)?$/.test(text);
}

export {
  resolvePlain,
  isPlainString,
  isNonJsonFloat
};
