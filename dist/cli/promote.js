import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import "./chunks/chunk-3EDEZ5MW.js";
import {
  pinLocalManifest,
  readManifestFile,
  readSelector,
  resolveFile
} from "./chunks/chunk-OZEKUO52.js";
import {
  readImage
} from "./chunks/chunk-SLGQLDSV.js";
import {
  ManifestError
} from "./chunks/chunk-JKKCYW3T.js";
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
  PROMOTE
} from "./chunks/chunk-IQRX6W7Q.js";
import "./chunks/chunk-3DLW72J4.js";
import {
  InputError
} from "./chunks/chunk-MH4YVFPY.js";
import "./chunks/chunk-TIBOFJYZ.js";

// src/promote/source.ts
function pinnedImage(text, selector, where, label) {
  let located;
  try {
    located = readImage(text, selector);
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`${label}: cannot read the image of ${where}: ${error.message}`);
    throw error;
  }
  const imageRef = parseImageInput(located.value, `${label}: ${where} pins an image promote cannot take`);
  return { located, imageRef };
}

// src/promote/cli.ts
var HELP = helpText(PROMOTE);
async function run(args, io) {
  const { settings } = readFlags(PROMOTE, args, io);
  const from = settings.required(
    "from-manifest",
    "the manifest to take the image from, e.g. --from-manifest apps/todo-api/staging/microservice.yaml"
  );
  const file = settings.required(
    "manifest",
    "the manifest to edit, e.g. --manifest apps/todo-api/prod/microservice.yaml"
  );
  const selector = readSelector(settings);
  const source = await readManifestFile(io.cwd, from, "--from-manifest");
  if (source.target === await resolveFile(io.cwd, file, "--manifest"))
    throw new InputError(
      `--from-manifest and --manifest are the same file: promote copies an image between two manifests`
    );
  const { located } = pinnedImage(source.text, selector, from, "--from-manifest");
  return pinLocalManifest(io, { file, flag: "--manifest", selector, image: located.value });
}
export {
  HELP,
  run
};
