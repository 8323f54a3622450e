import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  describeResource,
  hasContent,
  imageSites,
  lookup,
  matches,
  mayDeclare,
  mayMatch,
  readDocument,
  siteAt,
  splitLikeKubernetes
} from "./chunk-623GUZT5.js";
import {
  isPlainString
} from "./chunk-5DKD7HP4.js";

// src/manifest/types.ts
var INPUT_SPELLING = (input, value) => `${input}: ${value}`;
var ManifestError = class extends Error {
  name = "ManifestError";
  code;
  /** 0-based document index, when the problem is in one document. */
  documentIndex;
  /** 1-based line, when known. */
  line;
  /** The reason code the gate gives for the same file, when the edit refuses as the gate would. */
  gateCode;
  /** The message for another spelling of the inputs it names; `message` is the action's. */
  spelled;
  constructor(message, code, where = {}) {
    super(typeof message === "string" ? message : message(INPUT_SPELLING));
    this.spelled = typeof message === "string" ? void 0 : message;
    this.code = code;
    this.documentIndex = where.documentIndex;
    this.line = where.line;
    this.gateCode = where.gateCode;
  }
  /** The message with the inputs it names written as `spelling` writes them (the CLI's flags). */
  messageFor(spelling) {
    return this.spelled?.(spelling) ?? this.message;
  }
};

// src/kube-yaml/images.ts
function resourceOf(identity) {
  const { kind, apiVersion, apiGroup, name, namespace } = identity;
  if (kind === void 0 || apiVersion === void 0 || apiGroup === void 0) return void 0;
  return { kind, apiGroup, apiVersion, name, namespace };
}
function specImage(text, doc) {
  const root = doc.root;
  if (root === null) return { line: doc.line, what: "it has no spec" };
  const spec = own(root, "spec", "spec", root);
  if ("what" in spec) return spec;
  if (spec.node.kind !== "map") return { line: spec.node.line, what: "spec is not a mapping" };
  const image = own(spec.node, "image", "spec.image", spec.node);
  if ("what" in image)
    return image.what === "it has no spec.image" ? { line: image.line, what: "spec has no image" } : image;
  return scalarField(text, image.node, "spec.image");
}
function own(map, name, path, parent) {
  const found = lookup(map, name);
  if (found === void 0) return { line: parent.line, what: `it has no ${path}` };
  const node = found.node;
  if (found.merged)
    return { line: map.line, what: `${path} comes from a merge key ("<<"), so the mapping it is written in shares it` };
  if (node.kind === "alias") return { line: node.line, what: `${path} is an alias (*${node.name}), not its own value` };
  if (node.anchor !== void 0)
    return { line: node.line, what: `${path} has an anchor (&${node.anchor}), so aliases may share it` };
  if (node.kind === "scalar" && node.style === "PLAIN" && node.value === "" && name !== "image")
    return { line: node.line, what: `${path} is empty` };
  return { node };
}
function scalarField(text, node, path) {
  if (node.kind === "map" || node.kind === "seq")
    return { line: node.line, what: `${path} is a ${node.kind === "map" ? "mapping" : "sequence"}, not a string` };
  if (node.kind !== "scalar") return { line: node.line, what: `${path} is not a scalar` };
  if (node.style === "BLOCK_LITERAL" || node.style === "BLOCK_FOLDED")
    return { line: node.line, what: `${path} is a block scalar (${node.style === "BLOCK_LITERAL" ? "|" : ">"})` };
  if (node.end === node.start) return { line: node.line, what: "spec has no image" };
  if (node.style === "PLAIN" && !isPlainString(node.value))
    return { line: node.line, what: `${path} is not a string (${JSON.stringify(node.value)})` };
  if (/[\r\n]/.test(text.slice(node.start, node.end))) return { line: node.line, what: `${path} spans several lines` };
  return { value: node.value, style: node.style, start: node.start, end: node.end, line: node.line };
}

// src/manifest/locate.ts
function locate(text, selector, withSpecImage = true) {
  if (selector.kind === "") throw new Error("ResourceSelector.kind must not be empty");
  const file = splitForEdit(text, "so Kubernetes cannot read the file");
  const candidate = mayMatch(selector);
  const images = [];
  const candidates = [];
  const matched = [];
  let documentIndex = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    const index = documentIndex++;
    if (!candidate(text.slice(chunk.contentStart, chunk.end))) continue;
    const read = readDocument(text, file, chunk);
    const at = (line) => `document ${index + 1} (line ${line})`;
    if (!read.ok) {
      if (!mayDeclare(read.identity, selector)) continue;
      const { line, what } = read.refusal;
      throw new ManifestError(
        `${at(line)} may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${what}`,
        "outside-subset",
        { documentIndex: index, line, gateCode: read.refusal.code }
      );
    }
    const doc = { chunk, documentIndex: index, document: read.document };
    candidates.push(doc);
    const resource = resourceOf(read.document.identity);
    if (resource === void 0 || !matches(resource, selector)) continue;
    matched.push(doc);
    if (!withSpecImage) continue;
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
  return { file, images, matched, candidates, documentCount: documentIndex };
}
function splitForEdit(text, consequence) {
  const file = splitLikeKubernetes(text);
  if (!file.ok) {
    throw new ManifestError(
      `line ${file.line}: ${JSON.stringify(file.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it, ${consequence}`,
      "outside-subset",
      { line: file.line, gateCode: "argocd-unreadable" }
    );
  }
  return file;
}

// src/manifest/target.ts
function resolveTarget(text, given, wanted = {}) {
  const { kind, apiGroup, name } = given;
  if (kind !== void 0 && apiGroup !== void 0) return { kind, apiGroup, ...name === void 0 ? {} : { name } };
  const file = splitForEdit(text, "so Kubernetes cannot read the file");
  const pick = (resource) => ({
    kind: resource.kind,
    apiGroup: resource.apiGroup,
    ...name !== void 0 ? { name } : resource.name !== void 0 ? { name: resource.name } : {}
  });
  const quick = scan(text, file, given, wanted, mayHold(given, wanted));
  if (quick.candidates.length === 1) return pick(quick.candidates[0].resource);
  const whole = scan(text, file, given, wanted, () => true);
  const { candidates, agreeing, resources, unreadable } = whole;
  if (candidates.length === 1) return pick(candidates[0].resource);
  if (candidates.length > 1) throw ambiguous(given, wanted, candidates, resources);
  if (unreadable !== void 0)
    throw new ManifestError(
      `document ${unreadable.index + 1} (line ${unreadable.line}) may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${unreadable.what}`,
      "outside-subset",
      { documentIndex: unreadable.index, line: unreadable.line, gateCode: unreadable.gateCode }
    );
  if (resources.length === 0 && kind === void 0 && apiGroup === void 0) return void 0;
  const withImages = distinct(agreeing.filter((a) => a.images).map((a) => a.resource));
  const only = withImages.length === 1 ? withImages : distinct(agreeing.map((a) => a.resource));
  if (only.length === 1)
    return { kind: only[0].kind, apiGroup: only[0].apiGroup, ...name === void 0 ? {} : { name } };
  throw nothingHolds(given, wanted, agreeing, resources);
}
function scan(text, file, given, wanted, worthReading) {
  const found = { candidates: [], agreeing: [], resources: [], unreadable: void 0 };
  let unreadable;
  let documentIndex = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    const index = documentIndex++;
    if (!worthReading(text.slice(chunk.contentStart, chunk.end))) continue;
    const read = readDocument(text, file, chunk);
    if (!read.ok) {
      if (agrees(read.identity, given))
        unreadable ??= { index, line: read.refusal.line, what: read.refusal.what, gateCode: read.refusal.code };
      continue;
    }
    const resource = resourceOf(read.document.identity);
    if (resource === void 0) continue;
    found.resources.push(resource);
    if (!agrees(resource, given)) continue;
    const line = read.document.root?.line ?? read.document.line;
    const sites = imageSites(text, read.document, "manifest", {});
    const counted = sites.filter((site) => site.repository !== void 0 && (wanted.counts?.(site) ?? true));
    found.agreeing.push({ resource, line, images: counted.length > 0 });
    const held = wanted.field !== void 0 ? siteAt(text, read.document, sites, wanted.field) !== void 0 : counted.some(
      (site) => (wanted.repository === void 0 || site.repository === wanted.repository) && (wanted.container === void 0 || site.container === wanted.container)
    );
    if (held) found.candidates.push({ resource, line });
  }
  return { ...found, unreadable };
}
function distinct(resources) {
  const seen = /* @__PURE__ */ new Map();
  for (const r of resources) if (!seen.has(`${r.apiGroup}/${r.kind}`)) seen.set(`${r.apiGroup}/${r.kind}`, r);
  return [...seen.values()];
}
function agrees(identity, given) {
  const same = (value, wanted) => wanted === void 0 || value === void 0 || value === wanted;
  return same(identity.kind, given.kind) && same(identity.apiGroup, given.apiGroup) && same(identity.name, given.name);
}
function mayHold(given, wanted) {
  const selected = mayMatch({ kind: given.kind ?? "", apiGroup: given.apiGroup ?? "", name: given.name });
  const tail = wanted.repository?.slice(wanted.repository.lastIndexOf("/") + 1);
  const repository = tail === void 0 || tail === "" ? () => true : mayMatch({ kind: tail, apiGroup: "" });
  return (source) => selected(source) && repository(source);
}
function holding(wanted) {
  if (wanted.field !== void 0) return `the field ${wanted.field}`;
  const of = wanted.repository === void 0 ? "an image" : `an image of ${wanted.repository}`;
  return wanted.container === void 0 ? of : `${of} in a container named ${JSON.stringify(wanted.container)}`;
}
function givenLabel(given) {
  const parts = [
    given.kind === void 0 ? void 0 : `kind ${given.kind}`,
    given.apiGroup === void 0 ? void 0 : `API group ${groupName(given.apiGroup)}`,
    given.name === void 0 ? void 0 : `name ${JSON.stringify(given.name)}`
  ].filter((p) => p !== void 0);
  return parts.length === 0 ? "" : ` of ${parts.join(", ")}`;
}
var LISTED = 10;
function inputsFor(resource, all, spell) {
  const picks = [spell("kind", resource.kind), spell("api-group", groupValue(resource.apiGroup))];
  const twins = all.filter((r) => r.kind === resource.kind && r.apiGroup === resource.apiGroup);
  if (twins.length > 1 && resource.name !== void 0) picks.push(spell("resource-name", resource.name));
  return picks.join(", ");
}
function ambiguous(given, wanted, candidates, all) {
  return new ManifestError((spell) => {
    const listed = candidates.slice(0, LISTED).map((c) => `${describeResource(c.resource)} at line ${c.line} (${inputsFor(c.resource, all, spell)})`);
    if (candidates.length > LISTED) listed.push(`and ${candidates.length - LISTED} more`);
    return `${candidates.length} resources${givenLabel(given)} hold ${holding(wanted)}, so the file does not say which to release: ${listed.join("; ")}. Pick the one to release as shown`;
  }, "ambiguous");
}
function nothingHolds(given, wanted, agreeing, all) {
  return new ManifestError((spell) => {
    if (agreeing.length === 0) {
      const have = all.slice(0, LISTED).map((r) => describeResource(r));
      if (all.length > LISTED) have.push(`and ${all.length - LISTED} more`);
      return `no resource${givenLabel(given)} is in the file, which has ${all.length === 0 ? "no resources" : have.join(", ")}; ${selectorHint(given, all, spell)}`;
    }
    const listed = agreeing.slice(0, LISTED).map((a) => `${describeResource(a.resource)} at line ${a.line}`);
    if (agreeing.length > LISTED) listed.push(`and ${agreeing.length - LISTED} more`);
    return `no resource${givenLabel(given)} holds ${holding(wanted)}; the file has ${listed.join(", ")}. Name the one to release with ${inputsFor(agreeing[0].resource, [], spell)}, or check the image`;
  }, "not-found");
}
function selectorHint(given, resources, spell) {
  const { kind, apiGroup } = given;
  const sameButCase = kind === void 0 ? void 0 : resources.find((r) => r.kind !== kind && r.kind.toLowerCase() === kind.toLowerCase());
  if (sameButCase !== void 0) return `kinds are compared exactly: ${spell("kind", sameButCase.kind)}`;
  const ofKind = kind === void 0 ? resources : resources.filter((r) => r.kind === kind);
  const inGroup = ofKind.filter((r) => apiGroup === void 0 || r.apiGroup === apiGroup);
  const other = ofKind[0];
  if (other !== void 0 && inGroup.length === 0)
    return `its ${other.kind} is in API group ${groupName(other.apiGroup)}: ${spell("api-group", groupValue(other.apiGroup))}, or leave api-group out to take ${other.kind} in any group`;
  const named = inGroup.flatMap((r) => r.name === void 0 ? [] : [r.name]);
  if (given.name !== void 0 && named.length > 0)
    return `the names there are ${named.slice(0, LISTED).map((n) => JSON.stringify(n)).join(", ")}: ${spell("resource-name", named[0])}`;
  const example = resources[0];
  const inputs = example === void 0 ? `${spell("kind", "Deployment")}, ${spell("api-group", "apps")}` : inputsFor(example, [], spell);
  return `set kind and api-group to the resource to release (such as ${inputs}), or leave both out to take the one resource that holds the image`;
}
function groupName(group) {
  return group === "" ? "'' (the core group)" : group;
}
function groupValue(group) {
  return group === "" ? "''" : group;
}

export {
  resourceOf,
  specImage,
  INPUT_SPELLING,
  ManifestError,
  locate,
  splitForEdit,
  resolveTarget,
  selectorHint
};
