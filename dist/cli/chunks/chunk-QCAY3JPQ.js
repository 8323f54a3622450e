import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  digestOf,
  isPlainString,
  parseImageReference,
  resolvePlain
} from "./chunk-5DKD7HP4.js";

// src/kube-yaml/nodes.ts
function lookup(map, name) {
  const entry = map.entries.find((e) => e.name === name);
  if (entry) return { node: entry.value, merged: false };
  const merged = map.merge === void 0 ? void 0 : lookup(map.merge, name);
  return merged && { node: merged.node, merged: true };
}
function resolved(node) {
  let at = node;
  while (at.kind === "alias") at = at.target;
  return at;
}
function goString(node) {
  if (node === void 0) return void 0;
  const at = resolved(node);
  if (at.kind !== "scalar") return void 0;
  if (at.style !== "PLAIN") return at.value;
  const read = resolvePlain(at.value);
  return read.type === "str" ? read.value : void 0;
}
function goValue(node) {
  switch (node.kind) {
    case "alias":
      return goValue(node.target);
    case "seq":
      return node.items.map(goValue);
    case "map": {
      const out = node.merge === void 0 ? {} : goValue(node.merge);
      for (const entry of node.entries)
        Object.defineProperty(out, entry.name, {
          value: goValue(entry.value),
          enumerable: true,
          writable: true,
          configurable: true
        });
      return out;
    }
    case "scalar": {
      if (node.style !== "PLAIN") return node.value;
      const read = resolvePlain(node.value);
      switch (read.type) {
        case "null":
          return null;
        case "bool":
        case "int":
        case "float":
        case "str":
          return read.value;
      }
    }
  }
}

// src/kube-yaml/image-sites.ts
var IMAGE_FORMATS = ["manifest", "kustomization", "helm-values"];
function formatOfPath(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (/^(?:kustomization\.ya?ml|Kustomization)$/.test(name)) return "kustomization";
  if (/^values(?:[-.][^/]*)?\.ya?ml$/.test(name)) return "helm-values";
  return "manifest";
}
function imageSites(text, doc, format, specImage) {
  const root = doc.root;
  if (root === null) return [];
  const sites = [];
  const walker = new Walker(text, sites);
  switch (format) {
    case "kustomization":
      walker.kustomization(root);
      break;
    case "helm-values":
      walker.helmValues(root, "", false);
      break;
    case "manifest": {
      const { kind, apiGroup } = doc.identity;
      const spec = lookup(root, "spec");
      const specKind = specImage !== void 0 && kind !== void 0 && apiGroup !== void 0 && (specImage.kind ?? kind) === kind && (specImage.apiGroup ?? apiGroup) === apiGroup;
      if (specKind && spec !== void 0) {
        const specNode = resolved(spec.node);
        const image = specNode.kind === "map" ? lookup(specNode, "image") : void 0;
        if (image !== void 0)
          walker.reference(image.node, "spec.image", spec.merged || image.merged || spec.node.anchor !== void 0);
      }
      walker.manifest(root, "", false, apiGroup ?? "", kind ?? "");
      break;
    }
  }
  return sites.sort((a, b) => a.span.start - b.span.start);
}
function siteImage(site, value = site.span.value) {
  switch (site.role) {
    case "reference":
      return site.prefix === void 0 ? value : value.slice(site.prefix.length);
    case "digest": {
      const digest = value === "" || site.span.style === "PLAIN" && isNullWord(value) ? void 0 : site.hexOnly ? `sha256:${value}` : value;
      const tag = site.tag === void 0 || site.tag === "" ? "" : `:${site.tag}`;
      return `${site.repository ?? ""}${tag}${digest === void 0 ? "" : `@${digest}`}`;
    }
    case "tag":
      return `${site.repository ?? ""}${value === "" ? "" : `:${value}`}${site.digest === void 0 || value.includes("@") ? "" : `@${site.digest}`}`;
  }
}
function siteValueFor(site, ref) {
  switch (site.role) {
    case "reference": {
      const tag = ref.tag ?? site.tag;
      return `${site.prefix ?? ""}${ref.name}${tag === void 0 ? "" : `:${tag}`}@${ref.digest}`;
    }
    case "digest":
      return site.hexOnly ? ref.digest.slice("sha256:".length) : ref.digest;
    case "tag": {
      const tag = ref.tag ?? site.tag ?? "";
      return site.pinnedBeside ? tag : `${tag}@${ref.digest}`;
    }
  }
}
function siteAt(text, doc, sites, path) {
  const found = sites.find((s) => s.path === path);
  if (found !== void 0 || doc.root === null) return found;
  const steps = parsePath(path);
  if (steps === void 0) return void 0;
  let node = doc.root;
  let shared = false;
  for (const step of steps) {
    shared ||= node.anchor !== void 0;
    if (typeof step === "string") {
      if (node.kind !== "map") return void 0;
      const next = lookup(node, step);
      if (next === void 0) return void 0;
      shared ||= next.merged;
      node = next.node;
    } else if (typeof step === "number") {
      if (node.kind !== "seq") return void 0;
      const next = node.items[step];
      if (next === void 0) return void 0;
      node = next;
    } else {
      if (node.kind !== "seq") return void 0;
      const next = node.items.find((item) => {
        const at = resolved(item);
        return at.kind === "map" && goString(lookup(at, step.key)?.node) === step.value;
      });
      if (next === void 0) return void 0;
      node = next;
    }
  }
  const sink = [];
  new Walker(text, sink).reference(node, path, shared);
  return sink[0];
}
function parsePath(path) {
  const steps = [];
  const re = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[([A-Za-z_][\w-]*)=([^\]]*)\]/y;
  let at = 0;
  while (at < path.length) {
    re.lastIndex = at;
    const m = re.exec(path);
    if (m === null || m[1] !== void 0 && at > 0 && path[at] !== "." || at === 0 && path[0] === ".")
      return void 0;
    if (m[1] !== void 0) steps.push(m[1]);
    else if (m[2] !== void 0) steps.push(Number(m[2]));
    else steps.push({ key: m[3], value: m[4] });
    at = re.lastIndex;
  }
  return steps.length === 0 ? void 0 : steps;
}
var CONTAINER_LISTS = /* @__PURE__ */ new Set(["containers", "initContainers", "ephemeralContainers"]);
var DIGEST_KEYS = ["digest", "sha"];
var TEMPLATE = /\{\{|\$\{/;
var Walker = class {
  constructor(text, sites) {
    this.text = text;
    this.sites = sites;
  }
  text;
  sites;
  /** Pod templates anywhere, plus Argo CD's kustomize overrides and Helm values inside Applications and HelmReleases. */
  manifest(node, path, shared, apiGroup, kind) {
    if (node.kind === "alias") return;
    const under = shared || node.anchor !== void 0;
    if (node.kind === "seq") {
      node.items.forEach((item, i) => this.manifest(item, `${path}[${i}]`, under, apiGroup, kind));
      return;
    }
    if (node.kind !== "map") return;
    for (const entry of node.entries) {
      const at = join(path, entry.name);
      const value = entry.value;
      if (CONTAINER_LISTS.has(entry.name) && value.kind === "seq") {
        this.containers(value.items, at, under || value.anchor !== void 0);
        continue;
      }
      if ((apiGroup === "argoproj.io" || kind === "") && entry.name === "kustomize" && value.kind === "map") {
        const images = lookup(value, "images");
        if (images !== void 0 && images.node.kind === "seq" && !images.merged) {
          const shared2 = under || value.anchor !== void 0 || images.node.anchor !== void 0;
          images.node.items.forEach((item, i) => this.override(item, `${at}.images[${i}]`, shared2));
        }
      }
      if (apiGroup === "argoproj.io" && entry.name === "valuesObject" && value.kind === "map") {
        this.helmValues(value, at, under);
        continue;
      }
      if (kind === "HelmRelease" && apiGroup === "helm.toolkit.fluxcd.io" && at === "spec.values") {
        if (value.kind === "map") this.helmValues(value, at, under);
        continue;
      }
      this.manifest(value, at, under, apiGroup, kind);
    }
  }
  containers(items, path, shared) {
    items.forEach((item, i) => {
      if (item.kind !== "map") {
        if (item.kind === "alias") {
          const target = resolved(item);
          const image2 = target.kind === "map" ? goString(lookup(target, "image")?.node) : void 0;
          if (image2 !== void 0)
            this.push({
              path: `${path}[${i}].image`,
              ...referenceParts(image2),
              role: "reference",
              span: spanOf(item, this.text),
              problem: `the container is an alias (*${item.name}), not its own value`
            });
        }
        return;
      }
      const name = goString(lookup(item, "name")?.node);
      const at = `${path}[${name === void 0 ? i : `name=${name}`}].image`;
      const image = lookup(item, "image");
      if (image === void 0) return;
      this.reference(image.node, at, shared || item.anchor !== void 0 || image.merged, name);
    });
  }
  /** A scalar holding a whole reference. */
  reference(node, path, shared, container) {
    const value = goString(node);
    const parts = value === void 0 ? { repository: void 0, tag: void 0, digest: void 0 } : referenceParts(value);
    this.push({
      path,
      role: "reference",
      ...parts,
      span: spanOf(node, this.text),
      container,
      problem: scalarProblem(node, path, shared, this.text)
    });
  }
  /** An Argo CD `kustomize.images` item: `repo[:tag][@digest]`, or `name=repo[:tag][@digest]`. */
  override(node, path, shared) {
    const value = goString(node);
    if (value === void 0) return;
    const eq = value.indexOf("=");
    const prefix = eq === -1 ? void 0 : value.slice(0, eq + 1);
    this.push({
      path,
      role: "reference",
      ...referenceParts(prefix === void 0 ? value : value.slice(eq + 1)),
      span: spanOf(node, this.text),
      prefix,
      problem: scalarProblem(node, path, shared, this.text)
    });
  }
  kustomization(root) {
    const images = lookup(root, "images");
    if (images === void 0 || images.node.kind !== "seq") return;
    const shared = images.merged || images.node.anchor !== void 0;
    for (const item of images.node.items) {
      if (item.kind !== "map") continue;
      const name = goString(lookup(item, "name")?.node);
      const newName = goString(lookup(item, "newName")?.node);
      const repository = newName ?? name;
      const at = `images[name=${name ?? "?"}]`;
      const under = shared || item.anchor !== void 0;
      const tagNode = lookup(item, "newTag");
      const tag = tagNode === void 0 ? void 0 : scalarText(tagNode.node);
      const digestNode = lookup(item, "digest");
      const digest = digestNode === void 0 ? void 0 : goString(digestNode.node);
      if (tagNode !== void 0)
        this.push({
          path: `${at}.newTag`,
          role: "tag",
          repository,
          tag,
          digest: digest || void 0,
          pinnedBeside: true,
          span: spanOf(tagNode.node, this.text),
          problem: scalarProblem(tagNode.node, `${at}.newTag`, under || tagNode.merged, this.text, true)
        });
      if (digestNode !== void 0) {
        const empty = isNullPlain(digestNode.node);
        this.push({
          path: `${at}.digest`,
          role: "digest",
          repository,
          tag,
          digest: digest || void 0,
          span: spanOf(digestNode.node, this.text),
          ...empty && digestNode.node.start === digestNode.node.end ? { empty: true } : {},
          problem: empty ? under || digestNode.merged ? `${at}.digest is shared through an anchor or a merge key, so aliases may repeat it` : void 0 : scalarProblem(digestNode.node, `${at}.digest`, under || digestNode.merged, this.text)
        });
        continue;
      }
      const insert = this.insertion(item);
      this.push({
        path: `${at}.digest`,
        role: "digest",
        repository,
        tag,
        digest: void 0,
        span: { start: insert.offset, end: insert.offset, line: insert.line, style: "PLAIN", value: "" },
        insert: under ? void 0 : insert.insert,
        problem: under ? `${at} is shared through an anchor` : void 0
      });
    }
  }
  /**
   * Where a `digest` key goes in an entry: for a block mapping, a line at its keys' indentation,
   * written after its last line; for a flow mapping, `, digest: …` after its last value.
   */
  insertion(item) {
    const text = this.text;
    const lastEntry = item.entries.at(-1);
    const lineStart = (offset2) => text.lastIndexOf("\n", offset2 - 1) + 1;
    if (item.flow || lastEntry === void 0) {
      const offset2 = lastEntry?.value.end ?? item.start + 1;
      return { offset: offset2, line: countLines(text, offset2), insert: { flow: true, indent: "", eol: "", points: [offset2] } };
    }
    const key = item.entries.find((e) => e.name !== "")?.key ?? lastEntry.key;
    const column = key.start - lineStart(key.start);
    const first = lineStart(item.start);
    const points = item.entries.map((e) => lineStart(e.key.start)).filter((p) => p > first);
    let offset = text.indexOf("\n", lastEntry.value.end);
    if (offset === -1) {
      const lead = text.includes("\r\n") ? "\r\n" : "\n";
      const insert = { indent: " ".repeat(column), eol: "", lead, points: [...points, text.length] };
      return { offset: text.length, line: countLines(text, text.length) + 1, insert };
    }
    const eol = offset > 0 && text[offset - 1] === "\r" ? "\r\n" : "\n";
    offset = offset + 1;
    const line = countLines(text, offset);
    return { offset, line, insert: { indent: " ".repeat(column), eol, points: [...points, offset] } };
  }
  /** Helm values: image mappings, and any other scalar holding a whole reference. */
  helmValues(node, path, shared) {
    if (node.kind === "alias") return;
    const under = shared || node.anchor !== void 0;
    if (node.kind === "seq") {
      node.items.forEach((item, i) => this.helmValues(item, `${path}[${i}]`, under));
      return;
    }
    if (node.kind === "scalar") {
      const value = goString(node);
      const key = path.slice(path.lastIndexOf(".") + 1);
      if (value !== void 0 && (key === "image" || value.includes("/")) && looksLikeReference(value))
        this.reference(node, path, under);
      return;
    }
    const mapping = this.helmImageMapping(node, path, under);
    for (const entry of node.entries) {
      if (mapping.has(entry.name)) continue;
      this.helmValues(entry.value, join(path, entry.name), under);
    }
  }
  /** A mapping with a `repository` (or, beside registry/tag/digest, an `image`) string: its sites; the keys it used. */
  helmImageMapping(map, path, shared) {
    const has = (key) => map.entries.some((e) => e.name === key);
    const repoKey = stringEntry(map, "repository") !== void 0 ? "repository" : stringEntry(map, "image") !== void 0 && ["registry", "tag", ...DIGEST_KEYS].some(has) ? "image" : void 0;
    if (repoKey === void 0) return /* @__PURE__ */ new Set();
    const registry = stringEntry(map, "registry");
    const repo = stringEntry(map, repoKey);
    const repository = registry ? `${registry}/${repo}` : repo;
    const tagEntry = map.entries.find((e) => e.name === "tag");
    const tag = tagEntry === void 0 ? void 0 : scalarText(tagEntry.value);
    const digestKey = DIGEST_KEYS.find(has);
    const digestEntry = digestKey && map.entries.find((e) => e.name === digestKey);
    const digestValue = digestEntry ? goString(digestEntry.value) : void 0;
    const digest = digestValue ? digestKey === "sha" ? `sha256:${digestValue}` : digestValue : void 0;
    const used = /* @__PURE__ */ new Set(["registry", repoKey, "tag", ...DIGEST_KEYS]);
    if (tagEntry !== void 0)
      this.push({
        path: join(path, "tag"),
        role: "tag",
        repository,
        tag: tag?.includes("@") ? tag.slice(0, tag.indexOf("@")) : tag,
        digest,
        pinnedBeside: digestEntry !== void 0,
        span: spanOf(tagEntry.value, this.text),
        problem: scalarProblem(tagEntry.value, join(path, "tag"), shared, this.text, true)
      });
    if (digestEntry)
      this.push({
        path: join(path, digestKey),
        role: "digest",
        repository,
        tag,
        digest,
        hexOnly: digestKey === "sha",
        span: spanOf(digestEntry.value, this.text),
        problem: scalarProblem(digestEntry.value, join(path, digestKey), shared, this.text)
      });
    return used;
  }
  push(site) {
    this.sites.push(site);
  }
};
function referenceParts(value) {
  try {
    const ref = parseImageReference(value, { requireDigest: false });
    return { repository: ref.name, tag: ref.tag, digest: ref.digest ?? digestOf(value) };
  } catch {
    return { repository: void 0, tag: void 0, digest: void 0 };
  }
}
function isNullWord(value) {
  return value === "" || resolvePlain(value).type === "null";
}
function isNullPlain(node) {
  return node.kind === "scalar" && node.style === "PLAIN" && isNullWord(node.value);
}
function looksLikeReference(value) {
  return referenceParts(value).repository !== void 0;
}
function stringEntry(map, key) {
  const entry = map.entries.find((e) => e.name === key);
  if (entry === void 0 || entry.value.kind !== "scalar") return void 0;
  return goString(entry.value);
}
function scalarText(node) {
  const at = resolved(node);
  return at.kind === "scalar" ? at.value : void 0;
}
function spanOf(node, text) {
  const style = node.kind === "scalar" && isScalarStyle(node.style) ? node.style : "PLAIN";
  const value = node.kind === "scalar" ? node.value : text.slice(node.start, node.end);
  return { start: node.start, end: node.end, line: node.line, style, value };
}
function isScalarStyle(style) {
  return style === "PLAIN" || style === "QUOTE_DOUBLE" || style === "QUOTE_SINGLE";
}
function scalarProblem(node, path, shared, text, numbersAllowed = false) {
  if (node.kind === "alias") return `${path} is an alias (*${node.name}), not its own value`;
  if (node.anchor !== void 0) return `${path} has an anchor (&${node.anchor}), so aliases may share it`;
  if (shared) return `${path} is shared through an anchor or a merge key, so aliases may repeat it`;
  if (node.kind !== "scalar") return `${path} is a ${node.kind === "map" ? "mapping" : "sequence"}, not a string`;
  if (node.style === "BLOCK_LITERAL" || node.style === "BLOCK_FOLDED")
    return `${path} is a block scalar (${node.style === "BLOCK_LITERAL" ? "|" : ">"})`;
  if (node.style === "PLAIN" && node.start === node.end) return `${path} is empty; write "" there first`;
  if (node.style === "PLAIN" && !numbersAllowed && !isPlainString(node.value))
    return `${path} is not a string (${JSON.stringify(node.value)})`;
  if (/[\r\n]/.test(text.slice(node.start, node.end))) return `${path} spans several lines`;
  if (TEMPLATE.test(node.value)) return `${path} is a template (${JSON.stringify(node.value)}), rendered elsewhere`;
  return void 0;
}
function join(path, key) {
  return path === "" ? key : /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
function countLines(text, offset) {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

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
  lookup,
  resolved,
  goString,
  goValue,
  IMAGE_FORMATS,
  formatOfPath,
  imageSites,
  siteImage,
  siteValueFor,
  siteAt,
  parsePath,
  matches,
  mayMatch,
  resourceLabel,
  describeResource,
  describeSelector
};
