import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest,
  readManifestFile,
  resolveFile
} from "./chunk-JHZL2LMD.js";
import {
  helpText,
  readFlags
} from "./chunk-M2X662RK.js";
import "./chunk-NJ264XND.js";
import "./chunk-DBTDQUIO.js";
import "./chunk-77PJJIOU.js";
import "./chunk-LNGZ6GZV.js";
import "./chunk-FROG4N7K.js";
import "./chunk-F5L47VYI.js";
import {
  pinnedImage
} from "./chunk-PX5XMTDF.js";
import {
  readSelector
} from "./chunk-K3WKZVFW.js";
import "./chunk-NG5VEWFA.js";
import "./chunk-KTW7WBSA.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-YD7INGMN.js";
import "./chunk-CYFOBWU3.js";
import "./chunk-EY4T7JHP.js";
import "./chunk-AESMGRGR.js";
import "./chunk-WUHAKK3N.js";
import {
  PROMOTE
} from "./chunk-FYYOTHCU.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";

// src/cli/promote.ts
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
  const { located } = await pinnedImage(source.text, selector, from, "--from-manifest");
  return pinLocalManifest(io, { file, flag: "--manifest", selector, image: located.value });
}
export {
  HELP,
  run
};
//# sourceMappingURL=promote-5EB6T6O3.js.map
