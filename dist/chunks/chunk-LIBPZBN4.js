import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  ManifestError
} from "./chunk-374NM77F.js";
import {
  hasContent,
  readDocument,
  resourceOf,
  specImage,
  splitLikeKubernetes
} from "./chunk-ZDSQULYL.js";
import {
  describeResource,
  matches,
  mayMatch
} from "./chunk-H4ECVHA2.js";

// src/manifest/locate.ts
function locateImages(text, selector) {
  return locate(text, selector).images;
}
function locate(text, selector) {
  if (selector.kind === "") throw new Error("ResourceSelector.kind must not be empty");
  const file = splitLikeKubernetes(text);
  if (!file.ok) {
    throw new ManifestError(
      `line ${file.line}: ${JSON.stringify(file.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it, so Kubernetes cannot read the file`,
      "outside-subset",
      { line: file.line, gateCode: "argocd-unreadable" }
    );
  }
  const candidate = mayMatch(selector);
  const images = [];
  const candidates = [];
  let documentIndex = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    const index = documentIndex++;
    if (!candidate(text.slice(chunk.contentStart, chunk.end))) continue;
    const read = readDocument(text, file, chunk);
    const at = (line) => `document ${index + 1} (line ${line})`;
    if (!read.ok) {
      if (!mayBe(read.identity, selector)) continue;
      const { line, what } = read.refusal;
      throw new ManifestError(
        `${at(line)} may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${what}`,
        "outside-subset",
        { documentIndex: index, line, gateCode: read.refusal.code }
      );
    }
    candidates.push({ chunk, documentIndex: index, document: read.document });
    const resource = resourceOf(read.document.identity);
    if (resource === void 0 || !matches(resource, selector)) continue;
    const found = specImage(text, read.document);
    if ("what" in found) {
      const fix = "edit it by hand into a one-line plain or quoted string, then bump again";
      throw new ManifestError(`${at(found.line)}: ${describeResource(resource)}: ${found.what}; ${fix}`, "unsafe", {
        documentIndex: index,
        line: found.line
      });
    }
    images.push({ resource, documentIndex: index, ...found });
  }
  return { file, images, candidates, documentCount: documentIndex };
}
function mayBe(identity, selector) {
  const agrees = (value, wanted) => wanted === void 0 || value === void 0 || value === wanted;
  return agrees(identity.kind, selector.kind) && agrees(identity.apiGroup, selector.apiGroup) && agrees(identity.name, selector.name);
}

export {
  locateImages,
  locate
};
//# sourceMappingURL=chunk-LIBPZBN4.js.map
