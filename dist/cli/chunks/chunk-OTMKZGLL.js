import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  bumpImage
} from "./chunk-KXRHG3HZ.js";
import {
  ManifestError
} from "./chunk-IC65MCRE.js";
import {
  utf8Text
} from "./chunk-5DKD7HP4.js";
import {
  EXIT,
  FLAG_SPELLING
} from "./chunk-JWMKGFHY.js";
import {
  InputError,
  messageOf
} from "./chunk-MH4YVFPY.js";

// src/cli/files.ts
import { randomBytes } from "node:crypto";
import { lstat, open, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
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
async function refuseEscape(cwd, given, target, flag) {
  const absolute = path.resolve(cwd, given);
  const root = await repositoryOf(path.dirname(absolute), cwd);
  const realRoot = await realpath(root);
  if (within(realRoot, target)) return;
  const link = await firstLink(root, absolute);
  if (link === void 0) return;
  const how = link === absolute ? "is a symlink" : `leads through the symlink ${JSON.stringify(path.relative(cwd, link) || link)}`;
  throw new InputError(
    `${flag}: ${JSON.stringify(given)} ${how} to ${target}, outside the repository (${root}); nothing was written. Name a file of the repository itself.`
  );
}
async function repositoryOf(dir, fallback) {
  for (let at = dir; ; at = path.dirname(at)) {
    if (await lstat(path.join(at, ".git")).then(
      () => true,
      () => false
    ))
      return at;
    if (path.dirname(at) === at) return fallback;
  }
}
async function firstLink(root, file) {
  const steps = path.relative(root, file).split(path.sep);
  if (steps[0] === "..") return void 0;
  let at = root;
  for (const step of steps) {
    at = path.join(at, step);
    if ((await lstat(at).catch(() => void 0))?.isSymbolicLink()) return at;
  }
  return void 0;
}
function within(dir, file) {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
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
  await refuseEscape(io.cwd, file, await resolveFile(io.cwd, file, at.flag), at.flag);
  const { target, text, before } = await readManifestFile(io.cwd, file, at.flag);
  let result;
  try {
    result = bumpImage(text, at.selector, image, at.options);
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.messageFor(FLAG_SPELLING)}`);
    throw error;
  }
  for (const warning of result.warnings) io.stderr(`warning: ${file}: ${warning}
`);
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: ${result.located.path ?? "spec.image"} already ${shown(result.after)}
`);
    return EXIT.ok;
  }
  await writeAtomically(target, result.text, before);
  for (const field of result.fields) {
    const from = field.inserted ? "(added)" : shown(field.before === "" ? '""' : field.before);
    io.stdout(`changed ${shown(file)}: ${field.path} ${from} -> ${shown(field.after)} (line ${field.line})
`);
  }
  return EXIT.ok;
}

export {
  readManifestFile,
  resolveFile,
  pinLocalManifest
};
