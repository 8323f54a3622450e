import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest,
  readSelector
} from "./chunks/chunk-OZEKUO52.js";
import "./chunks/chunk-SLGQLDSV.js";
import "./chunks/chunk-JKKCYW3T.js";
import "./chunks/chunk-OYESELFY.js";
import "./chunks/chunk-Z7F3AO47.js";
import "./chunks/chunk-BCGHQCQK.js";
import {
  helpText,
  readFlags
} from "./chunks/chunk-5DO2KQWO.js";
import {
  parseImageInput
} from "./chunks/chunk-IDK7IZJH.js";
import {
  BUMP
} from "./chunks/chunk-IQRX6W7Q.js";
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
  return pinLocalManifest(io, { file, flag: "--file", selector: readSelector(settings), image });
}
export {
  HELP,
  run
};
