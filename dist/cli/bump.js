import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest
} from "./chunks/chunk-KY32JTPM.js";
import "./chunks/chunk-R3PA4LBF.js";
import "./chunks/chunk-B2JVHLRY.js";
import {
  editOptionsFor,
  readSelector,
  readSiteInputs
} from "./chunks/chunk-LNUBFUV5.js";
import "./chunks/chunk-OYESELFY.js";
import "./chunks/chunk-JBEC3H2Z.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-I3TAK6SB.js";
import {
  parseImageInput
} from "./chunks/chunk-ZHX2N5X4.js";
import {
  BUMP
} from "./chunks/chunk-NNIZNZRO.js";
import "./chunks/chunk-3DLW72J4.js";
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
