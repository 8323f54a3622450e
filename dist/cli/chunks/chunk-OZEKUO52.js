import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage
} from "./chunk-SLGQLDSV.js";
import {
  ManifestError
} from "./chunk-JKKCYW3T.js";
import {
  utf8Text
} from "./chunk-IDK7IZJH.js";
import {
  EXIT
} from "./chunk-3DLW72J4.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";

// src/settings/selector.ts
function readSelector(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  const name = settings.optional("resource-name");
  if (name === "")
    throw new InputError(
      `${settings.label("resource-name")} must not be empty: leave it out, or give the metadata.name`
    );
  return { kind, apiGroup: settings.string("api-group"), ...name === void 0 ? {} : { name } };
}

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

export {
  readSelector,
  readManifestFile,
  resolveFile,
  pinLocalManifest
};
