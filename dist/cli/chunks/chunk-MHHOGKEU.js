import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  formatOfPath,
  parsePath
} from "./chunk-623GUZT5.js";
import {
  InputError
} from "./chunk-MH4YVFPY.js";

// src/settings/selector.ts
function readSelector(settings) {
  const { kind, apiGroup } = readKind(settings);
  const name = settings.optional("resource-name");
  if (name === "")
    throw new InputError(
      `${settings.label("resource-name")} must not be empty: leave it out, or give the metadata.name`
    );
  return { kind, apiGroup, ...name === void 0 ? {} : { name } };
}
function readKind(settings) {
  const kind = settings.optional("kind");
  if (kind !== void 0 && kind.trim() === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty: leave it out to take the resource that holds the image, or give one, e.g. ${settings.example("kind", "Deployment")}`
    );
  if (kind !== void 0 && !/^[A-Za-z][A-Za-z0-9]*$/.test(kind))
    throw new InputError(
      `${settings.label("kind")} must be a kind as written in the manifest, like ${settings.example("kind", "Deployment")}; got ${JSON.stringify(kind)}.`
    );
  const apiGroup = settings.optional("api-group");
  if (apiGroup !== void 0 && apiGroup.includes("/")) {
    const group = apiGroup.slice(0, apiGroup.lastIndexOf("/"));
    throw new InputError(
      `${settings.label("api-group")} is ${JSON.stringify(apiGroup)}, an apiVersion: the API group is the part before the slash, without the version. Drop the version: ${settings.example("api-group", group === "" ? "''" : group)}${group === "" ? " (the core group, or leave api-group out)" : ""}.`
    );
  }
  if (apiGroup !== void 0 && apiGroup !== "" && !/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(apiGroup))
    throw new InputError(
      `${settings.label("api-group")} must be an API group as in apiVersion before the slash, like ${settings.example("api-group", "apps")}; got ${JSON.stringify(apiGroup)}.`
    );
  return { kind, apiGroup };
}
function readSiteInputs(settings) {
  const format = settings.optional("format")?.trim() ? settings.choice("format") : void 0;
  const container = settings.optional("container");
  const field = settings.optional("field");
  for (const [name, value] of [
    ["container", container],
    ["field", field]
  ])
    if (value !== void 0 && value.trim() === "")
      throw new InputError(`${settings.label(name)} must not be empty: leave it out, or give the ${name}`);
  if (container !== void 0 && field !== void 0)
    throw new InputError(
      `${settings.label("container")} and ${settings.label("field")} both narrow the target: give the field alone (its path names the container)`
    );
  if (field !== void 0 && parsePath(field) === void 0)
    throw new InputError(
      `${settings.label("field")} ${JSON.stringify(field)} is not a field path; write it like spec.template.spec.containers[name=api].image, images[name=ghcr.io/acme/api].digest or image.tag`
    );
  return { format, container, field, markers: settings.choice("image-policy-markers") };
}
function editOptionsFor(inputs, path) {
  return {
    format: inputs.format ?? formatOfPath(path),
    container: inputs.container,
    field: inputs.field,
    markers: inputs.markers
  };
}
function readContainer(settings) {
  const container = settings.optional("container")?.trim();
  if (container === void 0) return {};
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(container) || container.length > 63)
    throw new InputError(
      `${settings.label("container")} must be a container name (lower-case letters, digits and '-', at most 63), got ${JSON.stringify(container)}.`
    );
  return { container };
}

// src/text/lines.ts
function lineCounter(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
function lineOf(text, offset) {
  return lineCounter(text)(offset);
}

export {
  readSelector,
  readKind,
  readSiteInputs,
  editOptionsFor,
  readContainer,
  lineCounter,
  lineOf
};
