import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest
} from "./chunks/chunk-OTMKZGLL.js";
import "./chunks/chunk-KXRHG3HZ.js";
import "./chunks/chunk-IC65MCRE.js";
import "./chunks/chunk-OYESELFY.js";
import {
  editOptionsFor,
  readSelector,
  readSiteInputs
} from "./chunks/chunk-MHHOGKEU.js";
import "./chunks/chunk-623GUZT5.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-UDXHGDOD.js";
import {
  parseImageInput
} from "./chunks/chunk-5DKD7HP4.js";
import {
  BUMP
} from "./chunks/chunk-Z37KAAR5.js";
import "./chunks/chunk-JWMKGFHY.js";
import "./chunks/chunk-MH4YVFPY.js";
import "./chunks/chunk-TIBOFJYZ.js";

// src/cli/bump.ts
var HELP = helpText(BUMP);
async function run(args, io) {
  const { settings } = readFlags(BUMP, args, io);
  const file = settings.required("file", "the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml");
  const image = settings.required("image", "the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>");
  parseImageInput(image, settings.label("image"));
  const options = editOptionsFor(readSiteInputs(settings), file);
  return pinLocalManifest(io, { file, flag: "--file", selector: readSelector(settings), image, options });
}
export {
  HELP,
  run
};
