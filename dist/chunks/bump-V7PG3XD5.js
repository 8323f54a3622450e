import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError,
  bumpImage
} from "./chunk-K7P7BHEB.js";
import "./chunk-RROC4ZLJ.js";
import {
  EXIT,
  parseFlags
} from "./chunk-HGMMLVPX.js";
import {
  ImageReferenceError,
  parseImageReference
} from "./chunk-OOL45BWG.js";
import {
  InputError
} from "./chunk-LHVX4LDF.js";

// src/cli/bump.ts
import { randomBytes } from "node:crypto";
import { open, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
var HELP = `Usage: gitops-release bump --file PATH --image REF [--kind K] [--api-group G] [--name N]

Sets spec.image of one resource in a local manifest file to REF, changing only that line
(quoting, comments and line endings are kept). The file is written atomically and left
untouched on any error.

Options:
  --file PATH       manifest to edit (relative to the current directory)
  --image REF       image reference pinned by digest: registry/repo[:tag]@sha256:<64 hex>
  --kind K          resource kind (default: Microservice)
  --api-group G     API group of apiVersion (default: platform.example.io; '' for the core group)
  --name N          metadata.name, required when several resources of the kind are in the file
  -h, --help        show this help

Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.
`;
var OPTIONS = {
  file: { type: "string" },
  image: { type: "string" },
  kind: { type: "string", default: "Microservice" },
  "api-group": { type: "string", default: "platform.example.io" },
  name: { type: "string" }
};
async function run(args, io) {
  const flags = parseFlags(args, OPTIONS);
  const file = required(flags.file, "--file", "the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml");
  const image = required(flags.image, "--image", "the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>");
  try {
    parseImageReference(image);
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`--image: ${error.message}`);
    throw error;
  }
  if (flags.kind === "") throw new InputError("--kind must not be empty, e.g. --kind Microservice");
  if (flags.name === "") throw new InputError("--name must not be empty: leave it out, or give the metadata.name");
  const selector = { kind: flags.kind, apiGroup: flags["api-group"], name: flags.name };
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
  io.stdout(`changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})
`);
  return EXIT.ok;
}
function required(value, flag, hint) {
  if (value === void 0 || value === "") throw new InputError(`${flag} is required: ${hint}`);
  return value;
}
async function resolveFile(absolute, given) {
  try {
    const real = await realpath(absolute);
    if (!(await stat(real)).isFile()) throw new InputError(`--file: ${JSON.stringify(given)} is not a regular file`);
    return real;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") throw new InputError(`--file: ${JSON.stringify(given)} does not exist (looked for ${absolute})`);
    throw new InputError(`--file: cannot open ${JSON.stringify(given)}: ${error.message}`);
  }
}
function decode(bytes, given) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new InputError(`--file: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`);
  }
}
async function writeAtomically(file, text, mode, readMtimeMs) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "wx", mode & 4095);
    try {
      await handle.writeFile(text, "utf8");
      await handle.chmod(mode & 4095);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await stat(file)).mtimeMs !== readMtimeMs) throw new Error(`${file} changed while it was being edited; run bump again`);
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
//# sourceMappingURL=bump-V7PG3XD5.js.map
