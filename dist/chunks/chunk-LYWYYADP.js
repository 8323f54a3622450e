import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  digestOf,
  digestProblem
} from "./chunk-L5IDWHHO.js";

// src/environments/payload.ts
function evidencePayload(source) {
  const digest = digestOf(source.image);
  const { apiGroup, kind, namespace, name } = source.resource;
  return {
    image: source.image,
    ...digest !== void 0 && digestProblem(digest) === void 0 ? { digest } : {},
    ...source.manifest !== void 0 ? { manifest: source.manifest } : {},
    resource: `${apiGroup}:${kind}:${namespace ?? ""}/${name}`,
    revision: source.revision
  };
}
function readPayload(raw) {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return void 0;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
  const field = (key) => {
    const v = value[key];
    return typeof v === "string" && v !== "" ? v : void 0;
  };
  const digest = field("digest");
  if (digest === void 0 || digestProblem(digest) !== void 0) return void 0;
  return {
    digest,
    image: field("image"),
    manifest: field("manifest"),
    resource: field("resource"),
    revision: field("revision")
  };
}

export {
  evidencePayload,
  readPayload
};
//# sourceMappingURL=chunk-LYWYYADP.js.map
