import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/kube-yaml/resource.ts
function matches(resource, selector) {
  return resource.kind === selector.kind && resource.apiGroup === selector.apiGroup && (selector.name === void 0 || resource.name === selector.name);
}
function mayMatch(selector) {
  const needles = [selector.kind, selector.apiGroup, selector.name ?? ""].filter((needle) => LITERAL.test(needle));
  return (source) => needles.every((needle) => source.includes(needle)) || source.includes("\\") && source.includes('"');
}
var LITERAL = /^[^\s'"\\]+$/;
function resourceLabel(resource, options = {}) {
  const kind = options.withGroup && resource.apiGroup !== "" ? `${resource.apiGroup}/${resource.kind}` : resource.kind;
  return `${kind} ${resource.namespace ? `${resource.namespace}/` : ""}${resource.name ?? "(unnamed)"}`;
}
function describeResource(resource) {
  const name = resource.name === void 0 ? "(no metadata.name)" : JSON.stringify(resource.name);
  const ns = resource.namespace === void 0 ? "" : ` in namespace ${JSON.stringify(resource.namespace)}`;
  return `${resource.kind} ${name}${ns} (${resource.apiVersion})`;
}
function describeSelector(selector) {
  const group = selector.apiGroup === "" ? "core group" : selector.apiGroup;
  const name = selector.name === void 0 ? "" : ` named ${JSON.stringify(selector.name)}`;
  return `${selector.kind} (${group})${name}`;
}

export {
  matches,
  mayMatch,
  resourceLabel,
  describeResource,
  describeSelector
};
