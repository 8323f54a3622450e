import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  pinLocalManifest
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
  readSelector
} from "./chunk-K3WKZVFW.js";
import "./chunk-NG5VEWFA.js";
import {
  parseImageInput
} from "./chunk-KTW7WBSA.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-L5IDWHHO.js";
import "./chunk-YD7INGMN.js";
import "./chunk-EY4T7JHP.js";
import "./chunk-AESMGRGR.js";
import "./chunk-WUHAKK3N.js";
import {
  BUMP
} from "./chunk-FYYOTHCU.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";

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
//# sourceMappingURL=bump-GBVCJRCC.js.map
