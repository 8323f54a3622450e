import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  helpText,
  readFlags
} from "./chunk-BFKPBXJX.js";
import {
  EXIT
} from "./chunk-WUHAKK3N.js";
import {
  readSelector
} from "./chunk-K3WKZVFW.js";
import {
  ManifestError,
  bumpImage
} from "./chunk-SJKVE6Q2.js";
import {
  parseImageInput,
  utf8Text
} from "./chunk-4GQ23JES.js";
import {
  BUMP
} from "./chunk-2PS4EHBV.js";
import {
  InputError,
  messageOf
} from "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";

// src/cli/bump.ts
import { randomBytes } from "node:crypto";
import { open, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
var HELP = helpText(BUMP);
async function run(args, io) {
  const { settings } = readFlags(BUMP, args, io);
  const file = settings.required("file", "the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml");
  const image = settings.required("image", "the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>");
  parseImageInput(image, settings.label("image"));
  const selector = readSelector(settings);
  const target = await resolveFile(path.resolve(io.cwd, file), file);
  const before = await stat(target);
  const text = decode(await readFile(target), file);
  let result;
  try {
    result = bumpImage(text, selector, image);
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: spec.image already ${shown(image)}
`);
    return EXIT.ok;
  }
  await writeAtomically(target, result.text, before.mode, before.mtimeMs);
  io.stdout(
    `changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})
`
  );
  return EXIT.ok;
}
async function resolveFile(absolute, given) {
  try {
    const real = await realpath(absolute);
    if (!(await stat(real)).isFile()) throw new InputError(`--file: ${JSON.stringify(given)} is not a regular file`);
    return real;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new InputError(`--file: ${JSON.stringify(given)} does not exist (looked for ${absolute})`);
    throw new InputError(`--file: cannot open ${JSON.stringify(given)}: ${messageOf(error)}`);
  }
}
function decode(bytes, given) {
  const text = utf8Text(bytes);
  if (text === void 0)
    throw new InputError(`--file: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`);
  return text;
}
async function writeAtomically(file, text, mode, readMtimeMs) {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
  );
  try {
    const handle = await open(temp, "wx", mode & 4095);
    try {
      await handle.writeFile(text, "utf8");
      await handle.chmod(mode & 4095);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await stat(file)).mtimeMs !== readMtimeMs)
      throw new Error(`${file} changed while it was being edited; run bump again`);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => void 0);
    throw error;
  }
}
function shown(value) {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
}
export {
  HELP,
  run
};
//# sourceMappingURL=bump-5KFUMPOY.js.map
