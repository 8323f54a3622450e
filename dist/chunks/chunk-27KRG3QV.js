import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError
} from "./chunk-374NM77F.js";
import {
  logValue
} from "./chunk-CYFOBWU3.js";
import {
  parseImageInput
} from "./chunk-OZNUYQ6Q.js";
import {
  InputError
} from "./chunk-JT2VRZOZ.js";

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

// src/promote/source.ts
async function readSource(settings, repo) {
  const base = settings.base ?? await repo.defaultBranch();
  const head = await repo.branchHead(base);
  if (!head)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`);
  const text = await repo.readFile(settings.fromManifest, head.sha);
  const where = `${settings.fromManifest} at ${base} (${head.sha.slice(0, 12)})`;
  if (text === void 0)
    throw new InputError(
      `Input 'from-manifest': ${logValue(settings.fromManifest)} does not exist in ${repo.fullName} at ${base}.`
    );
  const image = await pinnedImage(text, settings.fromSelector, where, "Input 'from-manifest'");
  return { ...image, baseHead: { branch: base, head } };
}
async function pinnedImage(text, selector, where, label) {
  const { readImage } = await import("./bump-RE5I3M4H.js");
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

export {
  readSelector,
  readSource,
  pinnedImage
};
//# sourceMappingURL=chunk-27KRG3QV.js.map
