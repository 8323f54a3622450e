import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage
} from "../chunks/chunk-PFIAPHQC.js";
import "../chunks/chunk-LIBPZBN4.js";
import {
  pinnedImage,
  readSelector
} from "../chunks/chunk-27KRG3QV.js";
import {
  ManifestError
} from "../chunks/chunk-374NM77F.js";
import "../chunks/chunk-CYFOBWU3.js";
import "../chunks/chunk-HJQCTHQ6.js";
import "../chunks/chunk-2I3GIPP2.js";
import "../chunks/chunk-ZDSQULYL.js";
import "../chunks/chunk-UWD5GX2V.js";
import "../chunks/chunk-H4ECVHA2.js";
import "../chunks/chunk-CFIP2K3Z.js";
import {
  EXIT,
  helpText,
  readFlags
} from "../chunks/chunk-JILEOQ3O.js";
import {
  PROMOTE
} from "../chunks/chunk-XJBVOSM4.js";
import "../chunks/chunk-OZNUYQ6Q.js";
import "../chunks/chunk-L5IDWHHO.js";
import {
  InputError,
  messageOf
} from "../chunks/chunk-JT2VRZOZ.js";
import {
  utf8Text
} from "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

// src/cli/files.ts
import { randomBytes } from "node:crypto";
import { open, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
async function readManifestFile(cwd, file, flag) {
  const target = await resolveFile(cwd, file, flag);
  const before = await stat(target);
  return { target, text: decode(await readFile(target), file, flag), before };
}
async function resolveFile(cwd, given, flag) {
  const absolute = path.resolve(cwd, given);
  try {
    const real = await realpath(absolute);
    if (!(await stat(real)).isFile()) throw new InputError(`${flag}: ${JSON.stringify(given)} is not a regular file`);
    return real;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new InputError(`${flag}: ${JSON.stringify(given)} does not exist (looked for ${absolute})`);
    throw new InputError(`${flag}: cannot open ${JSON.stringify(given)}: ${messageOf(error)}`);
  }
}
function decode(bytes, given, flag) {
  const text = utf8Text(bytes);
  if (text === void 0)
    throw new InputError(`${flag}: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`);
  return text;
}
async function writeAtomically(file, text, before) {
  const mode = before.mode & 4095;
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
  );
  try {
    const handle = await open(temp, "wx", mode);
    try {
      await handle.writeFile(text, "utf8");
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await stat(file)).mtimeMs !== before.mtimeMs)
      throw new Error(`${file} changed while it was being edited; run the command again`);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => void 0);
    throw error;
  }
}
function shown(value) {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
}

// src/cli/pin.ts
async function pinLocalManifest(io, at) {
  const { file, image } = at;
  const { target, text, before } = await readManifestFile(io.cwd, file, at.flag);
  let result;
  try {
    result = bumpImage(text, at.selector, image);
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: spec.image already ${shown(image)}
`);
    return EXIT.ok;
  }
  await writeAtomically(target, result.text, before);
  io.stdout(
    `changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})
`
  );
  return EXIT.ok;
}

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
//# sourceMappingURL=promote.js.map
