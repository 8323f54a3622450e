import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  parseImageInput
} from "./chunk-KTW7WBSA.js";
import {
  ManifestError
} from "./chunk-YD7INGMN.js";
import {
  logValue
} from "./chunk-CYFOBWU3.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";

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
  const { readImage } = await import("./bump-G5AM26QI.js");
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
  readSource,
  pinnedImage
};
//# sourceMappingURL=chunk-PX5XMTDF.js.map
