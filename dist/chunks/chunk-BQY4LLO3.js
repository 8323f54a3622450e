import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-FROG4N7K.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/text/lines.ts
var import_yaml = __toESM(require_dist(), 1);
function lineCounter(text) {
  const counter = new import_yaml.LineCounter();
  counter.addNewLine(0);
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) counter.addNewLine(i + 1);
  return (offset) => counter.linePos(offset).line;
}
function lineOf(text, offset) {
  return lineCounter(text)(offset);
}

export {
  lineCounter,
  lineOf
};
//# sourceMappingURL=chunk-BQY4LLO3.js.map
