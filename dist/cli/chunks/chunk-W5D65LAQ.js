import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/manifest/label.ts
function resourceLabel(resource, options = {}) {
  const kind = options.withGroup && resource.apiGroup !== "" ? `${resource.apiGroup}/${resource.kind}` : resource.kind;
  return `${kind} ${resource.namespace ? `${resource.namespace}/` : ""}${resource.name ?? "(unnamed)"}`;
}

export {
  resourceLabel
};
