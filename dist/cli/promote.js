import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest,
  readManifestFile,
  resolveFile
} from "./chunks/chunk-OTMKZGLL.js";
import {
  readImage
} from "./chunks/chunk-KXRHG3HZ.js";
import {
  INPUT_SPELLING,
  ManifestError
} from "./chunks/chunk-IC65MCRE.js";
import "./chunks/chunk-72OS5IMU.js";
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
  PROMOTE
} from "./chunks/chunk-Z37KAAR5.js";
import {
  FLAG_SPELLING
} from "./chunks/chunk-JWMKGFHY.js";
import {
  InputError
} from "./chunks/chunk-MH4YVFPY.js";
import "./chunks/chunk-TIBOFJYZ.js";

// src/promote/source.ts
function pinnedImage(text, selector, where, label, options = {}, spelling = INPUT_SPELLING) {
  let located;
  try {
    located = readImage(text, selector, options);
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`${label}: cannot read the image of ${where}: ${error.messageFor(spelling)}`);
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
  const sites = readSiteInputs(settings);
  const source = await readManifestFile(io.cwd, from, "--from-manifest");
  if (source.target === await resolveFile(io.cwd, file, "--manifest"))
    throw new InputError(
      `--from-manifest and --manifest are the same file: promote copies an image between two manifests`
    );
  const { located } = pinnedImage(
    source.text,
    selector,
    from,
    "--from-manifest",
    editOptionsFor(sites, from),
    FLAG_SPELLING
  );
  return pinLocalManifest(io, {
    file,
    flag: "--manifest",
    selector,
    image: located.value,
    options: editOptionsFor(sites, file)
  });
}
export {
  HELP,
  run
};
