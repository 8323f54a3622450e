import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  codePointLabel,
  digestOf,
  isNonJsonFloat,
  isPlainString,
  parseImageReference,
  resolvePlain
} from "./chunk-5DKD7HP4.js";

// src/kube-yaml/image-policy.ts
var SCOPES = { tag: "tag", name: "name", digest: "digest" };
function markerAfter(text, offset) {
  let at = offset;
  while (text[at] === " " || text[at] === "	") at++;
  if (at === offset || text[at] !== "#") return void 0;
  const nl = text.indexOf("\n", at);
  const comment = text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, "");
  let parsed;
  try {
    parsed = JSON.parse(comment.replace(/^#+/, ""));
  } catch {
    return void 0;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return void 0;
  const entries = Object.entries(parsed);
  if (entries.some(([, v]) => typeof v !== "string")) return void 0;
  const setter = parsed["$imagepolicy"];
  if (setter === void 0 || setter === "") return void 0;
  const parts = setter.split(":");
  if (parts.length === 2 && parts.every((p) => p !== "")) return { policy: setter, scope: "reference", comment };
  const scope = parts.length === 3 ? SCOPES[parts[2]] : void 0;
  if (scope === void 0 || parts[0] === "" || parts[1] === "") return void 0;
  return { policy: `${parts[0]}:${parts[1]}`, scope, comment };
}
function markerOwner(marker) {
  const [namespace, name] = marker.policy.split(":");
  const part = marker.scope === "reference" ? "the whole reference" : `its ${marker.scope}`;
  return `Flux ImagePolicy ${namespace}/${name} (${part}, by the marker ${marker.comment})`;
}
function markerShapeProblem(site, marker, value) {
  const owner = markerOwner(marker);
  switch (marker.scope) {
    case "reference":
      return site.role === "reference" ? void 0 : `${site.path} holds ${ROLE[site.role]}, but ${owner} writes a whole image reference there; fix the marker or the field in a reviewed PR`;
    case "tag":
      if (site.role !== "tag")
        return `${site.path} holds ${ROLE[site.role]}, but ${owner} writes a tag alone there; fix the marker or the field in a reviewed PR`;
      return value.includes("@") ? `${site.path} would hold ${JSON.stringify(value)}, but ${owner} writes the tag alone there, so its next run would drop the digest; pin the digest in a digest field beside it (one with a :digest marker, or none)` : void 0;
    case "digest":
      return site.role === "digest" && site.hexOnly !== true ? void 0 : `${site.path} holds ${site.hexOnly === true ? "a digest's hex digits alone" : ROLE[site.role]}, but ${owner} writes a sha256: digest there; fix the marker or the field in a reviewed PR`;
    case "name":
      return `${owner} writes the image name in ${site.path}, which a release never changes`;
  }
}
var ROLE = {
  reference: "a whole image reference",
  digest: "a digest",
  tag: "a tag"
};

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
      walker.kustomizeImages(lookup(root, "images"), "");
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
      if ((apiGroup === "argoproj.io" || kind === "") && entry.name === "helm" && value.kind === "map") {
        const parameters = lookup(value, "parameters");
        if (parameters !== void 0 && parameters.node.kind === "seq" && !parameters.merged)
          this.parameters(
            parameters.node.items,
            `${at}.parameters`,
            under || value.anchor !== void 0 || parameters.node.anchor !== void 0
          );
      }
      if (apiGroup === "argoproj.io" && entry.name === "valuesObject" && value.kind === "map") {
        this.helmValues(value, at, under);
        continue;
      }
      if (kind === "HelmRelease" && apiGroup === "helm.toolkit.fluxcd.io" && at === "spec.values") {
        if (value.kind === "map") this.helmValues(value, at, under);
        continue;
      }
      if (isFluxKustomization({ kind, apiGroup }) && at === "spec" && value.kind === "map") {
        this.kustomizeImages(lookup(value, "images"), "spec.", under || value.anchor !== void 0);
        this.manifest(value, at, under, apiGroup, kind);
        continue;
      }
      if (isFluxKustomization({ kind, apiGroup }) && at === "spec.images") continue;
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
  /**
   * Argo CD Helm `parameters` entries (`{name, value}`), grouped into image mappings by the name's
   * prefix, as a chart reads `--set image.repository=… --set image.tag=…`: a tag, a digest, and a
   * whole reference under `<prefix>.image`, each at its entry's `value`.
   */
  parameters(items, path, shared) {
    for (const group of parameterGroups(items)) {
      const repository = group.registry ? `${group.registry}/${group.repository}` : group.repository;
      const tag = group.tag === void 0 ? void 0 : scalarText(group.tag.value);
      const digestValue = group.digest === void 0 ? void 0 : goString(group.digest.value);
      const at = (entry) => `${path}[name=${entry.name}].value`;
      const under = (entry) => shared || entry.item.anchor !== void 0 || entry.merged;
      if (group.tag !== void 0 && repository !== void 0)
        this.push({
          path: at(group.tag),
          role: "tag",
          repository,
          tag: tag?.includes("@") ? tag.slice(0, tag.indexOf("@")) : tag,
          digest: digestValue || void 0,
          pinnedBeside: group.digest !== void 0,
          span: spanOf(group.tag.value, this.text),
          problem: scalarProblem(group.tag.value, at(group.tag), under(group.tag), this.text, true)
        });
      if (group.digest !== void 0 && repository !== void 0)
        this.push({
          path: at(group.digest),
          role: "digest",
          repository,
          tag,
          digest: digestValue || void 0,
          span: spanOf(group.digest.value, this.text),
          problem: scalarProblem(group.digest.value, at(group.digest), under(group.digest), this.text)
        });
      if (group.image !== void 0) this.reference(group.image.value, at(group.image), under(group.image));
    }
  }
  /**
   * kustomize `images:` entries (a kustomization's, or a Flux Kustomization's `spec.images`,
   * `prefix` `spec.`): each entry's `newTag` and `digest`, or where a `digest` line goes.
   */
  kustomizeImages(images, prefix, inherited = false) {
    if (images === void 0 || images.node.kind !== "seq") return;
    const shared = inherited || images.merged || images.node.anchor !== void 0;
    for (const item of images.node.items) {
      if (item.kind !== "map") continue;
      const name = goString(lookup(item, "name")?.node);
      const newName = goString(lookup(item, "newName")?.node);
      const repository = newName ?? name;
      const at = `${prefix}images[name=${name ?? "?"}]`;
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
    const marker = site.insert === void 0 && site.span.end > site.span.start ? markerAfter(this.text, site.span.end) : void 0;
    this.sites.push(marker === void 0 ? site : { ...site, marker });
  }
};
function isFluxKustomization(identity) {
  return identity.kind === "Kustomization" && identity.apiGroup === "kustomize.toolkit.fluxcd.io";
}
var PARAMETER_PARTS = /^(.*?)\.?(repository|name|registry|tag|digest|image|spec)$/;
function parameterGroups(items) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (item.kind !== "map") continue;
    const name = goString(lookup(item, "name")?.node);
    const value = lookup(item, "value");
    const part = name === void 0 ? null : PARAMETER_PARTS.exec(name);
    if (name === void 0 || value === void 0 || part === null) continue;
    const [prefix, key] = [part[1], part[2]];
    if (key === "image" && !(name === "image" || name.endsWith(".image"))) continue;
    const group = groups.get(prefix) ?? {};
    group[key] = { name, item, value: value.node, merged: value.merged };
    groups.set(prefix, group);
  }
  return [...groups.values()].flatMap((g) => {
    const repo = g["repository"] ?? g["name"];
    const repository = repo === void 0 ? void 0 : goString(repo.value);
    const whole = g["image"] ?? g["spec"];
    const image = whole !== void 0 && looksLikeReference(goString(whole.value) ?? "") ? whole : void 0;
    if (repository === void 0 && image === void 0) return [];
    return [
      {
        repository,
        registry: g["registry"] === void 0 ? void 0 : goString(g["registry"].value),
        ...g["tag"] === void 0 ? {} : { tag: g["tag"] },
        ...g["digest"] === void 0 ? {} : { digest: g["digest"] },
        ...image === void 0 ? {} : { image }
      }
    ];
  });
}
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

// src/kube-yaml/charset.ts
var FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|\r(?!\n)/g;
var HIDDEN = /[\t\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/g;
function findForbidden(text, from = 0, to = text.length) {
  const part = text.slice(from, to);
  FORBIDDEN.lastIndex = 0;
  let match = FORBIDDEN.exec(part);
  if (from === 0 && match?.index === 0 && match[0] === "\uFEFF") match = FORBIDDEN.exec(part);
  if (!match) return void 0;
  const index = from + match.index;
  if (match[0] === "\r") return { index, what: "a CARRIAGE RETURN not followed by a line feed" };
  return { index, what: describeCodePoint(match[0].codePointAt(0)) };
}
function findHidden(text, from, to, allowed) {
  const part = text.slice(from, to);
  HIDDEN.lastIndex = 0;
  let range = 0;
  for (let match = HIDDEN.exec(part); match; match = HIDDEN.exec(part)) {
    const at = from + match.index;
    while (range < allowed.length && allowed[range + 1] <= at) range += 3;
    const isTab = match[0] === "	";
    if (range < allowed.length && allowed[range] <= at && (isTab || allowed[range + 2] === 0)) continue;
    const cp = match[0].codePointAt(0);
    return { index: at, what: `${describeCodePoint(cp)}${isTab ? " (indent with spaces)" : ""}` };
  }
  return void 0;
}
var NAMES = {
  9: "TAB",
  13: "CARRIAGE RETURN",
  133: "NEXT LINE (NEL)",
  8232: "LINE SEPARATOR",
  8233: "PARAGRAPH SEPARATOR",
  65279: "BYTE ORDER MARK",
  8203: "ZERO WIDTH SPACE",
  8204: "ZERO WIDTH NON-JOINER",
  8205: "ZERO WIDTH JOINER",
  8288: "WORD JOINER",
  8206: "LEFT-TO-RIGHT MARK",
  8207: "RIGHT-TO-LEFT MARK",
  8238: "RIGHT-TO-LEFT OVERRIDE",
  8294: "LEFT-TO-RIGHT ISOLATE",
  8295: "RIGHT-TO-LEFT ISOLATE"
};
function describeCodePoint(cp) {
  const name = NAMES[cp] ?? (cp < 32 || cp >= 127 && cp <= 159 ? "a control character" : "an invisible or direction-changing character");
  return `${codePointLabel(cp)} ${name}`;
}

// src/kube-yaml/refusal.ts
var Refused = class extends Error {
  constructor(refusal) {
    super(refusal.what);
    this.refusal = refusal;
  }
  refusal;
};
function refuse(code, line, what) {
  throw new Refused({ code, line, what });
}

// src/kube-yaml/json.ts
var MAX_DEPTH = 1e3;
var HIDDEN2 = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/u;
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
var ESCAPES = /* @__PURE__ */ new Map([
  ['"', '"'],
  ["\\", "\\"],
  ["/", "/"],
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "	"]
]);
function readJson(text) {
  const reader = new JsonReader(text);
  try {
    const bad = findForbidden(text);
    if (bad) refuse("forbidden-char", reader.lineAt(bad.index), `the file contains ${bad.what}`);
    const hidden = HIDDEN2.exec(text);
    if (hidden)
      refuse(
        "forbidden-char",
        reader.lineAt(hidden.index),
        `the file contains an invisible or direction-changing character`
      );
    reader.space();
    if (text[reader.pos] !== "{")
      refuse("argocd-unreadable", reader.lineAt(reader.pos), "the JSON document is not an object");
    const root = reader.value(0);
    reader.space();
    if (reader.pos < text.length)
      refuse(
        "outside-subset",
        reader.lineAt(reader.pos),
        "more than one JSON value in the file (Kubernetes reads them as several documents, or as JSON then YAML)"
      );
    return { ok: true, root };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, partial: null };
    throw error;
  }
}
var JsonReader = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  lines = { offset: 0, line: 1 };
  lineAt(offset) {
    if (offset < this.lines.offset) this.lines = { offset: 0, line: 1 };
    let line = this.lines.line;
    for (let i = this.text.indexOf("\n", this.lines.offset); i !== -1 && i < offset; i = this.text.indexOf("\n", i + 1))
      line++;
    this.lines = { offset, line };
    return line;
  }
  space() {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? "")) this.pos++;
  }
  value(depth) {
    if (depth > MAX_DEPTH) refuse("outside-subset", this.lineAt(this.pos), `JSON nested deeper than ${MAX_DEPTH}`);
    const { text } = this;
    const c = text[this.pos];
    const start = this.pos;
    const line = this.lineAt(start);
    if (c === "{") return this.object(depth, start, line);
    if (c === "[") return this.array(depth, start, line);
    if (c === '"') return this.string();
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(text);
    const word = ["true", "false", "null"].find((w) => text.startsWith(w, start));
    const source = number ? number[0] : word;
    if (source === void 0) this.fail("a JSON value");
    this.pos = start + source.length;
    return {
      kind: "scalar",
      style: "PLAIN",
      value: source,
      start,
      end: this.pos,
      line,
      anchor: void 0
    };
  }
  object(depth, start, line) {
    const entries = [];
    const names = /* @__PURE__ */ new Set();
    this.pos++;
    this.space();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return { kind: "map", flow: true, entries, start, end: this.pos, line, anchor: void 0 };
    }
    for (; ; ) {
      this.space();
      if (this.text[this.pos] !== '"') this.fail("a name in double quotes");
      const key = this.string();
      if (names.has(key.value))
        refuse(
          "duplicate-key",
          key.line,
          `the name ${JSON.stringify(key.value)} appears twice in one object (Go keeps the last)`
        );
      names.add(key.value);
      this.space();
      if (this.text[this.pos] !== ":") this.fail('":"');
      this.pos++;
      this.space();
      entries.push({ key, name: key.value, value: this.value(depth + 1) });
      this.space();
      const c = this.text[this.pos];
      this.pos++;
      if (c === "}") return { kind: "map", flow: true, entries, start, end: this.pos, line, anchor: void 0 };
      if (c !== ",") this.fail('"," or "}"', this.pos - 1);
    }
  }
  array(depth, start, line) {
    const items = [];
    this.pos++;
    this.space();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return { kind: "seq", flow: true, items, start, end: this.pos, line, anchor: void 0 };
    }
    for (; ; ) {
      this.space();
      items.push(this.value(depth + 1));
      this.space();
      const c = this.text[this.pos];
      this.pos++;
      if (c === "]") return { kind: "seq", flow: true, items, start, end: this.pos, line, anchor: void 0 };
      if (c !== ",") this.fail('"," or "]"', this.pos - 1);
    }
  }
  string() {
    const { text } = this;
    const start = this.pos;
    const line = this.lineAt(start);
    let value = "";
    let run = start + 1;
    for (let p = start + 1; ; ) {
      const c = text[p];
      if (c === void 0) this.fail("the closing quote of a string", start);
      if (c === '"') {
        value += text.slice(run, p);
        this.pos = p + 1;
        return { kind: "scalar", style: "QUOTE_DOUBLE", value, start, end: this.pos, line, anchor: void 0 };
      }
      if (c < " ") this.fail("a string without raw control characters", p);
      if (c !== "\\") {
        p++;
        continue;
      }
      value += text.slice(run, p);
      const e = text[p + 1] ?? "";
      const simple = ESCAPES.get(e);
      if (simple !== void 0) {
        value += simple;
        p += 2;
      } else if (e === "u") {
        const hex = (at) => /^[0-9a-fA-F]{4}$/.test(text.slice(at, at + 4)) ? parseInt(text.slice(at, at + 4), 16) : -1;
        const unit = hex(p + 2);
        if (unit === -1) this.fail("four hex digits after \\u", p);
        if (unit >= 56320 && unit <= 57343)
          refuse("outside-subset", this.lineAt(p), "a JSON escape of a lone surrogate (Go reads U+FFFD)");
        if (unit >= 55296 && unit <= 56319) {
          const low = text.startsWith("\\u", p + 6) ? hex(p + 8) : -1;
          if (low < 56320 || low > 57343)
            refuse("outside-subset", this.lineAt(p), "a JSON escape of a lone surrogate (Go reads U+FFFD)");
          value += String.fromCharCode(unit, low);
          p += 12;
        } else {
          value += String.fromCharCode(unit);
          p += 6;
        }
      } else {
        this.fail("a JSON escape", p);
      }
      run = p;
    }
  }
  fail(expected, at = this.pos) {
    const found = this.text[at] === void 0 ? "the end of the file" : JSON.stringify(this.text.slice(at, at + 20));
    refuse(
      "outside-subset",
      this.lineAt(at),
      `the file starts with "{" but is not one JSON object (expected ${expected}, found ${found}): Kubernetes reads it as JSON, or as YAML once the JSON fails`
    );
  }
};

// src/kube-yaml/keys.ts
var MAX_KEY = 1e3;
var PLAIN_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*|<</y;
function notADocument(text, at, eol, line) {
  const c = text[at];
  if (c === "{" || c === "[")
    refuse("outside-subset", line, "a flow collection as the document (the subset reads a block mapping there)");
  const rest = text.slice(at, eol);
  if (/[?&*!:]/.test(c ?? "") || /: |:$/.test(rest)) notAKey(text, at, eol, line);
  refuse("argocd-unreadable", line, "the document is a scalar, not an object");
}
function notAKey(text, at, eol, line) {
  const c = text[at];
  const shown = () => JSON.stringify(text.slice(at, Math.min(eol, at + 40)));
  if (c === "?") refuse("explicit-key", line, `an explicit key ${shown()}`);
  if (c === "&") refuse("anchor", line, `an anchor on a key ${shown()}`);
  if (c === "*") refuse("alias", line, `an alias as a key ${shown()}`);
  if (c === "!") refuse("tag", line, `a tag ${shown()}`);
  if (c === ":") refuse("outside-subset", line, `a mapping entry without a key ${shown()}`);
  refuse(
    "outside-subset",
    line,
    `${shown()} is not a mapping entry the subset reads (keys are words of A-Z a-z 0-9 _ . / - or one-line quoted strings, followed by ": ")`
  );
}
function readKey(text, at, eol, line) {
  let p = at;
  let merge = false;
  if (text.startsWith("!!merge ", p)) {
    p += 8;
    while (text[p] === " ") p++;
    if (!text.startsWith("<<", p)) return void 0;
    merge = true;
  }
  let node;
  let name;
  const c = text[p];
  if (c === '"' || c === "'") {
    const close = text.indexOf(c, p + 1);
    if (close === -1 || close >= eol) return void 0;
    const colon2 = afterColon(text, close + 1, eol);
    if (colon2 === -1) return void 0;
    const content = text.slice(p + 1, close);
    if (content.includes("\\") || c === "'" && text[close + 1] === "'")
      refuse(
        "outside-subset",
        line,
        `the quoted key ${JSON.stringify(text.slice(p, close + 1))} has an escape (the subset's keys spell their name)`
      );
    if (content === "") refuse("outside-subset", line, 'an empty key ""');
    node = {
      kind: "scalar",
      style: c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE",
      value: content,
      start: p,
      end: close + 1,
      line,
      anchor: void 0
    };
    name = content;
    return checkedKey(node, name, colon2, merge, at, line);
  }
  PLAIN_KEY.lastIndex = p;
  if (!PLAIN_KEY.test(text)) return void 0;
  const end = PLAIN_KEY.lastIndex;
  const colon = afterColon(text, end, eol);
  if (colon === -1) return void 0;
  name = text.slice(p, end);
  node = { kind: "scalar", style: "PLAIN", value: name, start: p, end, line, anchor: void 0 };
  if (name === "<<") merge = true;
  else {
    if (merge) return void 0;
    const read = resolvePlain(name);
    if (read.type !== "str" || read.timestamp) {
      const as = read.type === "str" ? "a date" : read.type === "float" || read.type === "int" ? "a number" : read.type === "bool" ? "a boolean" : "null";
      refuse(
        "outside-subset",
        line,
        `the key ${JSON.stringify(name)} is ${as} to Kubernetes (YAML 1.1), not the string it spells: quote it`
      );
    }
  }
  return checkedKey(node, name, colon, merge, at, line);
}
function checkedKey(node, name, after, merge, at, line) {
  if (after - at > MAX_KEY)
    refuse("outside-subset", line, `a key over ${MAX_KEY} characters (go-yaml refuses implicit keys past 1024)`);
  return { node, name, after, merge };
}
function afterColon(text, at, eol) {
  let p = at;
  while (text[p] === " " && p < eol) p++;
  if (text[p] !== ":") return -1;
  return p + 1 === eol || text[p + 1] === " " ? p + 1 : -1;
}

// src/kube-yaml/scalar-scan.ts
var isBreak = (text, at) => text[at] === "\n" || text[at] === "\r" && text[at + 1] === "\n";
var isBlank = (text, at) => text[at] === " " || text[at] === "	";
var breakLength = (text, at) => text[at] === "\r" ? 2 : 1;
var SIMPLE_ESCAPES = /* @__PURE__ */ new Map([
  ["\\", "\\"],
  ['"', '"'],
  ["n", "\n"],
  ["t", "	"],
  ["r", "\r"],
  [" ", " "]
]);
function scanQuoted(text, at, to, minIndent) {
  const single = text[at] === "'";
  const quote = text[at];
  let pos = at + 1;
  let value = "";
  let lineStart = -1;
  for (; ; ) {
    if (pos >= to) return { problem: "a quoted scalar is not closed", at };
    if (lineStart !== -1) {
      if (pos - lineStart < minIndent)
        return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos };
      lineStart = -1;
    }
    let leadingBlanks = false;
    while (pos < to && !isBlank(text, pos) && !isBreak(text, pos)) {
      const c = text[pos];
      if (single && c === "'" && text[pos + 1] === "'") {
        value += "'";
        pos += 2;
      } else if (c === quote) {
        break;
      } else if (!single && c === "\\" && isBreak(text, pos + 1)) {
        pos += 1 + breakLength(text, pos + 1);
        leadingBlanks = true;
        lineStart = pos;
        break;
      } else if (!single && c === "\\") {
        const escape = readEscape(text, pos);
        if ("problem" in escape) return escape;
        value += escape.char;
        pos = escape.end;
      } else {
        let run = pos + 1;
        while (run < to) {
          const r = text[run];
          if (r === quote || r === "\\" || r === " " || r === "	" || r === "\n" || r === "\r") break;
          run++;
        }
        value += text.slice(pos, run);
        pos = run;
      }
    }
    if (pos >= to) return { problem: "a quoted scalar is not closed", at };
    if (text[pos] === quote) break;
    let whitespaces = "";
    let leadingBreak = "";
    let trailingBreaks = "";
    while (isBlank(text, pos) || isBreak(text, pos)) {
      if (isBlank(text, pos)) {
        if (!leadingBlanks) whitespaces += text[pos];
        pos++;
      } else {
        if (!leadingBlanks) {
          whitespaces = "";
          leadingBreak = "\n";
          leadingBlanks = true;
        } else {
          trailingBreaks += "\n";
        }
        pos += breakLength(text, pos);
        lineStart = pos;
      }
    }
    if (leadingBlanks) {
      if (leadingBreak === "\n") value += trailingBreaks === "" ? " " : trailingBreaks;
      else value += leadingBreak + trailingBreaks;
    } else {
      value += whitespaces;
    }
  }
  if (lineStart !== -1 && pos - lineStart < minIndent)
    return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos };
  return { end: pos + 1, value };
}
function readEscape(text, at) {
  const kind = text[at + 1] ?? "";
  const simple = SIMPLE_ESCAPES.get(kind);
  if (simple !== void 0) return { char: simple, end: at + 2 };
  const length = kind === "u" ? 4 : kind === "U" ? 8 : 0;
  const shown = () => JSON.stringify(text.slice(at, at + 2));
  if (length === 0)
    return { problem: `the escape ${shown()} is outside the subset (use \\\\ \\" \\n \\t \\r or \\u)`, at };
  const digits = text.slice(at + 2, at + 2 + length);
  if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== length)
    return { problem: `the escape ${shown()} is not followed by ${length} hex digits`, at };
  const cp = parseInt(digits, 16);
  if (cp >= 55296 && cp <= 57343 || cp > 1114111)
    return { problem: `the escape ${JSON.stringify(text.slice(at, at + 2 + length))} names no character`, at };
  return { char: String.fromCodePoint(cp), end: at + 2 + length };
}
function scanBlock(text, at, to, parentIndent, spans) {
  const literal = text[at] === "|";
  let pos = at + 1;
  let chomping = 0;
  if (text[pos] === "+" || text[pos] === "-") {
    chomping = text[pos] === "+" ? 1 : -1;
    pos++;
  }
  if (/[0-9]/.test(text[pos] ?? ""))
    return { problem: "a block scalar with an indentation indicator is outside the subset", at: pos };
  const headerRest = pos;
  while (text[pos] === " ") pos++;
  if (text[pos] === "#" && pos > headerRest) {
    const eol = lineEnd(text, pos, to);
    spans.push(pos, eol, 0);
    pos = eol;
  }
  if (pos < to && !isBreak(text, pos))
    return { problem: "a block scalar header must end the line (a comment after a space may follow)", at: pos };
  if (pos < to) pos += breakLength(text, pos);
  let lineStart = pos;
  let indent = 0;
  let value = "";
  let leadingBreak = "";
  let trailingBreaks = "";
  let contentEnd;
  const breaks = () => {
    let maxIndent = 0;
    for (; ; ) {
      while ((indent === 0 || pos - lineStart < indent) && pos < to && text[pos] === " ") pos++;
      if (pos - lineStart > maxIndent) maxIndent = pos - lineStart;
      if ((indent === 0 || pos - lineStart < indent) && text[pos] === "	" && pos < to)
        return { problem: "a TAB stands where a block scalar expects indentation", at: pos };
      if (pos >= to && lineStart < to) {
        trailingBreaks += "\n";
        lineStart = to;
      }
      if (pos >= to || !isBreak(text, pos)) break;
      trailingBreaks += "\n";
      pos += breakLength(text, pos);
      lineStart = pos;
    }
    if (indent === 0) {
      const column = pos - lineStart;
      indent = Math.max(maxIndent, parentIndent + 1, 1);
      if (maxIndent > column && column > parentIndent && pos < to)
        return { problem: "a blank line before a block scalar's first line is wider than that line", at: pos };
    }
    return void 0;
  };
  const first = breaks();
  if (first) return first;
  let leadingBlank = false;
  while (pos - lineStart === indent && pos < to) {
    const trailingBlank = isBlank(text, pos);
    if (!literal && !leadingBlank && !trailingBlank && leadingBreak === "\n") {
      if (trailingBreaks === "") value += " ";
    } else {
      value += leadingBreak;
    }
    value += trailingBreaks;
    trailingBreaks = "";
    leadingBlank = isBlank(text, pos);
    const eol = lineEnd(text, pos, to);
    value += text.slice(pos, eol);
    spans.push(pos, eol, 1);
    contentEnd = eol;
    pos = eol;
    leadingBreak = "\n";
    if (pos < to) pos += breakLength(text, pos);
    lineStart = pos;
    const next = breaks();
    if (next) return next;
  }
  if (chomping !== -1) value += leadingBreak;
  if (chomping === 1) value += trailingBreaks;
  return { end: pos >= to ? to : lineStart, value, contentEnd };
}
function lineEnd(text, at, to) {
  let eol = text.indexOf("\n", at);
  if (eol === -1 || eol >= to) eol = to;
  return eol > at && text[eol - 1] === "\r" && eol < to ? eol - 1 : eol;
}
function scanPlain(text, at, to, parent) {
  let value = "";
  let end = at;
  let pos = at;
  for (; ; ) {
    const eol = lineEnd(text, pos, to);
    let spaces = 0;
    for (let p = pos; p < eol; ) {
      const ch = text.charCodeAt(p);
      if (ch === 32) {
        spaces++;
        p++;
        continue;
      }
      if (ch === 9) return { problem: "a TAB inside a plain scalar (indent with spaces)", at: p };
      if (ch === 35 && spaces > 0) return { end, resume: nextLine(text, eol, to), value, comment: [p, eol] };
      let q = p;
      while (q < eol) {
        const c = text.charCodeAt(q);
        if (c === 32 || c === 9) break;
        if (c === 58 && (q + 1 === eol || text.charCodeAt(q + 1) === 32))
          return { problem: 'a ": " inside a plain scalar (quote the value)', at: q };
        q++;
      }
      value += (spaces > 0 ? " ".repeat(spaces) : "") + text.slice(p, q);
      spaces = 0;
      end = q;
      p = q;
    }
    let blank = 0;
    let line = nextLine(text, eol, to);
    for (; ; ) {
      if (line >= to) return { end, resume: to, value };
      let c = line;
      while (text[c] === " ") c++;
      const lineEndAt = lineEnd(text, c, to);
      if (c === lineEndAt) {
        if (c >= to) return { end, resume: line, value };
        blank++;
        line = nextLine(text, lineEndAt, to);
        continue;
      }
      if (c - line <= parent || text[c] === "#") return { end, resume: line, value };
      if (text[c] === "	") return { problem: "a TAB in the indentation of a plain scalar", at: c };
      value += blank === 0 ? " " : "\n".repeat(blank);
      pos = c;
      break;
    }
  }
}
function nextLine(text, eol, to) {
  return eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
}

// src/kube-yaml/flow.ts
var FLOW_PLAIN = /(?:[A-Za-z0-9_./~+$(=^<;\\]|-(?=[^\s,[\]{}]))(?:[^\t\n\r:,[\]{}?#"']|:(?=[^\s,[\]{}]))*/y;
var FLOW_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*/y;
function readFlow(text, at, to, parent, host) {
  const isMap = text[at] === "{";
  const close = isMap ? "}" : "]";
  const line = host.lineAt(at);
  const items = [];
  const entries = [];
  const names = /* @__PURE__ */ new Set();
  let pos = at + 1;
  let afterComma = false;
  const skip = () => {
    for (; ; ) {
      while (text[pos] === " ") pos++;
      if (text[pos] === "#") {
        if (text[pos - 1] !== " " && text[pos - 1] !== "\n")
          refuse(
            "outside-subset",
            host.lineAt(pos),
            'a "#" right after a token in a flow collection (a comment needs a space before it)'
          );
        const eol = lineEnd(text, pos, to);
        host.spans.allowed.push(pos, eol, 0);
        pos = eol;
      }
      if (pos >= to) refuse("outside-subset", line, `a flow collection "${text[at]}" is not closed`);
      if (text[pos] === "\n" || text[pos] === "\r" && text[pos + 1] === "\n") {
        pos += text[pos] === "\r" ? 2 : 1;
        const lineStart = pos;
        while (text[pos] === " ") pos++;
        const blank = pos >= to || text[pos] === "\n" || text[pos] === "\r" || text[pos] === "#";
        const column = pos - lineStart;
        if (!blank && (column < parent || column === parent && text[pos] !== close))
          refuse("outside-subset", host.lineAt(pos), "a flow collection continues on a line not indented past its key");
        continue;
      }
      if (text[pos] === "	")
        refuse("forbidden-char", host.lineAt(pos), "the file contains U+0009 TAB (indent with spaces)");
      return;
    }
  };
  const scalar = (key) => {
    const c = text[pos];
    const itemLine = host.lineAt(pos);
    if (c === '"' || c === "'") {
      const eol = lineEnd(text, pos, to);
      const quoted = scanQuoted(text, pos, eol, 0);
      if ("problem" in quoted) {
        if (/not closed/.test(quoted.problem))
          refuse("outside-subset", itemLine, "a quoted scalar over several lines in a flow collection");
        host.problem(quoted);
      }
      const style = c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
      const node = {
        kind: "scalar",
        style,
        value: quoted.value,
        start: pos,
        end: quoted.end,
        line: itemLine,
        anchor: void 0
      };
      if (key && (quoted.value === "" || /[\\]/.test(text.slice(pos, quoted.end)) || c === "'" && quoted.value.includes("'")))
        refuse(
          "outside-subset",
          itemLine,
          `the quoted key ${JSON.stringify(text.slice(pos, quoted.end))} has an escape or is empty`
        );
      pos = quoted.end;
      return node;
    }
    const shown = () => JSON.stringify(text.slice(pos, Math.min(lineEnd(text, pos, to), pos + 40)));
    if (c === "[" || c === "{")
      refuse("outside-subset", itemLine, `a flow collection inside a flow collection ${shown()}`);
    if (c === "&") refuse("anchor", itemLine, `an anchor in a flow collection ${shown()}`);
    if (c === "*") refuse("alias", itemLine, `an alias in a flow collection ${shown()}`);
    if (c === "!") refuse("tag", itemLine, `a tag ${shown()}`);
    if (c === "?") refuse("explicit-key", itemLine, `an explicit key in a flow collection ${shown()}`);
    const pattern = key ? FLOW_KEY : FLOW_PLAIN;
    pattern.lastIndex = pos;
    const match = pattern.exec(text);
    if (!match || match.index !== pos)
      refuse("outside-subset", itemLine, `${shown()} is not a scalar the subset reads in a flow collection`);
    const value = match[0].trimEnd();
    const end = pos + value.length;
    if (key) {
      const read = resolvePlain(value);
      if (read.type !== "str" || read.timestamp)
        refuse(
          "outside-subset",
          itemLine,
          `the key ${JSON.stringify(value)} is not the string it spells to Kubernetes (YAML 1.1): quote it`
        );
    } else if (isNonJsonFloat(value)) {
      refuse(
        "outside-subset",
        itemLine,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      );
    }
    pos = end;
    const stop = text[pos];
    if (stop !== void 0 && !(stop === "," || stop === close || stop === " " || stop === "\n" || stop === "\r" || key && stop === ":"))
      refuse("outside-subset", itemLine, `${shown()} holds a character the subset does not read in a flow collection`);
    return { kind: "scalar", style: "PLAIN", value, start: end - value.length, end, line: itemLine, anchor: void 0 };
  };
  for (; ; ) {
    skip();
    if (text[pos] === close) {
      if (items.length + entries.length === 0 && afterComma)
        refuse("outside-subset", host.lineAt(pos), "an empty item in a flow collection");
      pos++;
      break;
    }
    if (text[pos] === ",") refuse("outside-subset", host.lineAt(pos), "an empty item in a flow collection");
    if (isMap) {
      const key = scalar(true);
      while (text[pos] === " ") pos++;
      if (text[pos] !== ":" || text[pos + 1] !== " ")
        refuse(
          "outside-subset",
          key.line,
          `the key ${JSON.stringify(key.value)} in a flow mapping is not followed by ": " and a value`
        );
      pos += 1;
      skip();
      if (text[pos] === "," || text[pos] === close)
        refuse("outside-subset", key.line, `the key ${JSON.stringify(key.value)} in a flow mapping has no value`);
      if (names.has(key.value))
        refuse(
          "duplicate-key",
          key.line,
          `the key ${JSON.stringify(key.value)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
        );
      names.add(key.value);
      entries.push({ key, name: key.value, value: scalar(false) });
    } else {
      items.push(scalar(false));
    }
    skip();
    afterComma = text[pos] === ",";
    if (afterComma) pos++;
    else if (text[pos] !== close)
      refuse("outside-subset", host.lineAt(pos), `a flow collection item is not followed by "," or "${close}"`);
  }
  return isMap ? { kind: "map", flow: true, entries, start: at, end: pos, line, anchor: void 0 } : { kind: "seq", flow: true, items, start: at, end: pos, line, anchor: void 0 };
}

// src/kube-yaml/reader.ts
var MAX_ALIASES = 100;
var NO_NAMES = /* @__PURE__ */ new Set();
var ANCHOR_NAME = /[A-Za-z0-9_-]+/y;
function readYaml(text, from, to, firstLine) {
  const reader = new BlockReader(text, from, to, firstLine);
  try {
    const bad = findForbidden(text, from, to);
    if (bad) refuse("forbidden-char", reader.lineAt(bad.index), `the file contains ${bad.what}`);
    reader.read();
    const hidden = findHidden(text, from, to, reader.spans.allowed);
    if (hidden) refuse("forbidden-char", reader.lineAt(hidden.index), `the file contains ${hidden.what}`);
    return { ok: true, root: reader.root };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, refusal: reader.hiddenOnLine(error.refusal), partial: reader.root };
  }
}
var BlockReader = class {
  constructor(text, from, to, firstLine) {
    this.text = text;
    this.from = from;
    this.to = to;
    this.start = from === 0 && text.startsWith("\uFEFF") ? 1 : from;
    this.cursorOffset = from;
    this.cursorLine = firstLine;
    this.pending = {
      indent: -1,
      fromKey: false,
      slot: null,
      anchor: void 0,
      anchored: false,
      at: from,
      line: firstLine
    };
  }
  text;
  from;
  to;
  root = null;
  spans = { allowed: [] };
  stack = [];
  pending;
  anchors = /* @__PURE__ */ new Map();
  aliases = 0;
  cursorOffset;
  cursorLine;
  start;
  /** Where the line being read starts. */
  lineStart = 0;
  /**
   * A refusal of the structure, or the hidden character or TAB on the same line that most
   * likely caused it (`po\u200Brt:` is no key the subset reads).
   */
  hiddenOnLine(refusal) {
    if (refusal.code !== "outside-subset" && refusal.code !== "alias" && refusal.code !== "anchor") return refusal;
    const bad = findHidden(this.text, this.lineStart, lineEnd(this.text, this.lineStart, this.to), this.spans.allowed);
    if (!bad || this.lineAt(bad.index) !== refusal.line) return refusal;
    return { code: "forbidden-char", line: refusal.line, what: `the file contains ${bad.what}` };
  }
  /** 1-based line of an offset; offsets asked for only grow, so this counts each line once. */
  lineAt(offset) {
    if (offset < this.cursorOffset) {
      this.cursorLine -= count(this.text, this.from, this.cursorOffset);
      this.cursorOffset = this.from;
    }
    this.cursorLine += count(this.text, this.cursorOffset, offset);
    this.cursorOffset = offset;
    return this.cursorLine;
  }
  read() {
    const { text, to } = this;
    let ended = false;
    for (let pos = this.start; pos < to; ) {
      const eol = lineEnd(text, pos, to);
      const next = eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
      let indent = pos;
      while (text[indent] === " " && indent < eol) indent++;
      const c = text[indent];
      if (indent === eol) {
        pos = next;
        continue;
      }
      if (c === "#") {
        this.comment(indent, eol);
        pos = next;
        continue;
      }
      const line = this.lineAt(pos);
      this.lineStart = pos;
      if (c === "	") refuse("forbidden-char", line, "the file contains U+0009 TAB (indent with spaces)");
      if (ended) refuse("document-end", line, 'the document goes on after its end marker "..."');
      if (indent === pos && text.startsWith("...", pos) && (pos + 3 === eol || text[pos + 3] === " ")) {
        if (this.root === null) refuse("document-end", line, 'a document end marker "..." with no document before it');
        this.endMarker(pos + 3, eol, line);
        ended = true;
        pos = next;
        continue;
      }
      if (indent === pos && c === "%")
        refuse("directive", line, `a directive ${JSON.stringify(text.slice(pos, Math.min(eol, pos + 40)))}`);
      pos = this.line(pos, indent, eol, next, line);
    }
    this.finish();
  }
  /** `...` then spaces and maybe a comment: the document ends. */
  endMarker(at, eol, line) {
    let p = at;
    while (this.text[p] === " ") p++;
    if (p < eol && !(this.text[p] === "#" && p > at))
      refuse("document-end", line, 'a document end marker "..." with text after it');
    if (p < eol) this.comment(p, eol);
    this.finish();
  }
  finish() {
    if (this.pending) this.resolvePending(void 0);
    while (this.stack.length > 0) this.pop();
  }
  comment(from, to) {
    this.spans.allowed.push(from, to, 0);
  }
  /** One line with content at offset `indent`; returns where the next line to read starts. */
  line(start, indent, eol, next, line) {
    const column = indent - start;
    const seq = this.isSeqEntry(indent, eol);
    let opened = false;
    if (this.pending) {
      const p = this.pending;
      this.pending = void 0;
      if (column > p.indent) {
        if (!seq && this.key(indent, eol, line) === void 0) {
          if (p.indent === -1) notADocument(this.text, indent, eol, line);
          if (/[?&*!|>]/.test(this.text[indent] ?? "") || p.anchor !== void 0) notAKey(this.text, indent, eol, line);
          return this.value(indent, eol, next, line, p.indent, p.slot, p.anchored, true);
        }
        this.open(column, seq, false, p, indent, line);
        opened = true;
      } else if (p.fromKey && seq && column === p.indent) {
        this.open(column, true, true, p, indent, line);
        opened = true;
      } else {
        this.resolvePending(p);
      }
      if (opened && this.stack.length === 1) {
        if (seq) refuse("argocd-unreadable", line, "the document is a list, not an object");
        if (column !== 0) refuse("outside-subset", line, "the document's mapping does not start at column 0");
      }
    }
    if (!opened) {
      while (this.stack.length > 0 && this.top().indent > column) this.pop();
      const top = this.stack[this.stack.length - 1];
      if (top?.compact && top.indent === column && !seq) this.pop();
      const now = this.stack[this.stack.length - 1];
      if (now === void 0) {
        if (this.root === null) refuse("argocd-unreadable", line, "the document is a scalar, not an object");
        refuse("outside-subset", line, "a line after the end of the document's mapping");
      }
      if (now.indent !== column)
        refuse(
          "outside-subset",
          line,
          "a line indented to no open mapping or sequence (a plain scalar over several lines?)"
        );
      if (now.seq !== seq)
        refuse(
          "outside-subset",
          line,
          now.seq ? 'a mapping entry where the sequence expects "- "' : 'a "- " item where the mapping expects a key'
        );
    }
    return this.entry(indent, eol, next, line);
  }
  top() {
    return this.stack[this.stack.length - 1];
  }
  isSeqEntry(at, eol) {
    return this.text[at] === "-" && (at + 1 === eol || this.text[at + 1] === " ");
  }
  /** Puts `node` where `slot` says. */
  attach(slot, node) {
    if (slot === null) {
      if (node.kind === "map" && !node.flow) this.root = node;
    } else if ("items" in slot) {
      slot.items.push(node);
    } else {
      slot.value = node;
    }
  }
  open(column, seq, compact, p, at, line) {
    const node = seq ? { kind: "seq", flow: false, items: [], start: at, end: at, line, anchor: p.anchor } : { kind: "map", flow: false, entries: [], start: at, end: at, line, anchor: p.anchor };
    if (p.anchor !== void 0) this.anchors.set(p.anchor, "open");
    this.attach(p.slot, node);
    this.stack.push({ indent: column, seq, compact, node, names: seq ? NO_NAMES : /* @__PURE__ */ new Set(), anchored: p.anchored });
  }
  /** Closes the collection on top: its end is where its last entry or item ends. */
  pop() {
    const { node } = this.stack.pop();
    if (node.kind === "seq") {
      const last = node.items[node.items.length - 1];
      if (last) node.end = last.end;
    } else {
      const last = node.entries[node.entries.length - 1];
      if (last) node.end = Math.max(last.key.end, last.value.end);
    }
    if (node.anchor !== void 0) this.anchors.set(node.anchor, node);
  }
  /** A pending value with nothing on the lines below it: null (an empty plain scalar). */
  resolvePending(p) {
    const at = p ?? this.pending;
    this.pending = void 0;
    if (!at || at.indent === -1) return;
    const node = {
      kind: "scalar",
      style: "PLAIN",
      value: "",
      start: at.at,
      end: at.at,
      line: at.line,
      anchor: at.anchor
    };
    if (at.anchor !== void 0) this.anchors.set(at.anchor, node);
    this.attach(at.slot, node);
  }
  /** The entry at `at` of the collection on top of the stack. */
  entry(at, eol, next, line) {
    const frame = this.top();
    if (frame.seq) return this.item(frame, at, eol, next, line);
    return this.mapEntry(frame, at, eol, next, line);
  }
  item(frame, dash, eol, next, line) {
    const { text } = this;
    const column = this.columnOf(dash);
    let q = dash + 1;
    while (text[q] === " " && q < eol) q++;
    const seq = frame.node;
    const anchored = frame.anchored;
    if (q === eol || text[q] === "#") {
      if (q < eol) this.comment(q, eol);
      this.pending = { indent: column, fromKey: false, slot: seq, anchor: void 0, anchored, at: q, line };
      return next;
    }
    if (this.isSeqEntry(q, eol)) {
      const node = { kind: "seq", flow: false, items: [], start: q, end: q, line, anchor: void 0 };
      seq.items.push(node);
      this.stack.push({ indent: column + (q - dash), seq: true, compact: false, node, names: NO_NAMES, anchored });
      return this.item(this.top(), q, eol, next, line);
    }
    if (this.key(q, eol, line) !== void 0) {
      const node = { kind: "map", flow: false, entries: [], start: q, end: q, line, anchor: void 0 };
      seq.items.push(node);
      this.stack.push({ indent: column + (q - dash), seq: false, compact: false, node, names: /* @__PURE__ */ new Set(), anchored });
      return this.mapEntry(this.top(), q, eol, next, line);
    }
    return this.value(q, eol, next, line, column, seq, anchored, false);
  }
  mapEntry(frame, at, eol, next, line) {
    const key = this.key(at, eol, line);
    if (key === void 0) notAKey(this.text, at, eol, line);
    const map = frame.node;
    const column = this.columnOf(at);
    let q = key.after;
    while (this.text[q] === " " && q < eol) q++;
    if (key.merge) return this.merge(frame, map, q, eol, next, line);
    if (frame.names.has(key.name))
      refuse(
        "duplicate-key",
        line,
        `the key ${JSON.stringify(key.name)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
      );
    frame.names.add(key.name);
    const entry = { key: key.node, name: key.name, value: key.node };
    map.entries.push(entry);
    if (q === eol || this.text[q] === "#") {
      if (q < eol) this.comment(q, eol);
      this.pending = {
        indent: column,
        fromKey: true,
        slot: entry,
        anchor: void 0,
        anchored: frame.anchored,
        at: key.after,
        line
      };
      return next;
    }
    if (this.isSeqEntry(q, eol)) refuse("outside-subset", line, 'a "- " item on the line of its key');
    return this.value(q, eol, next, line, column, entry, frame.anchored, true);
  }
  /** `<<: *name` as the first entry: the anchored mapping is merged under the entries after it. */
  merge(frame, map, q, eol, next, line) {
    if (map.entries.length > 0 || map.merge !== void 0)
      refuse(
        "merge-key",
        line,
        'a merge key "<<" after other keys (Go lets it override them, other readers do not): write it first'
      );
    if (this.text[q] !== "*") refuse("merge-key", line, 'a merge key "<<" is given no alias of a mapping');
    const alias = this.alias(q, eol, line, frame.anchored);
    const target = alias.target.kind === "alias" ? void 0 : alias.target;
    if (target?.kind !== "map")
      refuse("merge-key", line, `the merge key "<<" is given "*${alias.name}", which is not a mapping`);
    map.merge = target;
    return next;
  }
  /**
   * The key at `at`, if the line has one; undefined when the line holds no key. Keys the subset
   * refuses throw. A line's key is asked for twice (is it a key line, then the entry): read once.
   */
  key(at, eol, line) {
    if (this.lastKeyAt === at) return this.lastKey;
    this.lastKey = readKey(this.text, at, eol, line);
    this.lastKeyAt = at;
    return this.lastKey;
  }
  lastKeyAt = -1;
  lastKey;
  /** A value starting at `q` on the line of its key or dash (column `parent`). */
  value(q, eol, next, line, parent, slot, anchored, keyed) {
    const { text } = this;
    let anchor;
    if (text[q] === "&") {
      ANCHOR_NAME.lastIndex = q + 1;
      const m = ANCHOR_NAME.exec(text);
      const end = m ? ANCHOR_NAME.lastIndex : q + 1;
      if (!m || end < eol && text[end] !== " ")
        refuse(
          "anchor",
          line,
          `the anchor ${JSON.stringify(text.slice(q, Math.min(eol, q + 40)))} has a name beyond A-Z a-z 0-9 _ -`
        );
      anchor = m[0];
      if (this.anchors.has(anchor)) refuse("anchor", line, `the anchor "&${anchor}" is defined twice`);
      q = end;
      while (text[q] === " " && q < eol) q++;
      if (q === eol || text[q] === "#") {
        if (q < eol) this.comment(q, eol);
        this.anchors.set(anchor, "open");
        this.pending = { indent: parent, fromKey: keyed, slot, anchor, anchored: true, at: q, line };
        return next;
      }
      if (text[q] === "*" || text[q] === "&") refuse("anchor", line, "an anchor on an alias or on another anchor");
      if (!keyed && this.key(q, eol, line) !== void 0) refuse("anchor", line, `an anchor on a key "&${anchor}"`);
      anchored = true;
    }
    const done = (node, resume) => {
      const placed = anchor === void 0 ? node : { ...node, anchor };
      if (anchor !== void 0) this.anchors.set(anchor, placed);
      this.attach(slot, placed);
      return resume;
    };
    const c = text[q];
    if (c === "*") return done(this.alias(q, eol, line, anchored), next);
    if (c === "|" || c === ">") {
      const block = scanBlock(text, q, this.to, parent, this.spans.allowed);
      if ("problem" in block) this.problem(block);
      const style = c === "|" ? "BLOCK_LITERAL" : "BLOCK_FOLDED";
      const end = block.contentEnd ?? q + 1;
      return done({ kind: "scalar", style, value: block.value, start: q, end, line, anchor: void 0 }, block.end);
    }
    if (c === '"' || c === "'") {
      const quoted = scanQuoted(text, q, this.to, parent + 1);
      if ("problem" in quoted) this.problem(quoted);
      const style = c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
      const resume = this.restOfLine(quoted.end, "a quoted scalar");
      return done(
        { kind: "scalar", style, value: quoted.value, start: q, end: quoted.end, line, anchor: void 0 },
        resume
      );
    }
    if (c === "[" || c === "{") {
      const flow = readFlow(text, q, this.to, parent, this);
      const resume = this.restOfLine(flow.end, "a flow collection");
      return done(flow, resume);
    }
    const plain = this.plain(q, eol, line, parent);
    return done(plain.node, plain.resume);
  }
  alias(q, eol, line, anchored) {
    const { text } = this;
    ANCHOR_NAME.lastIndex = q + 1;
    const m = ANCHOR_NAME.exec(text);
    let end = m ? ANCHOR_NAME.lastIndex : q + 1;
    const shown = () => JSON.stringify(text.slice(q, Math.min(eol, q + 40)));
    if (!m || end < eol && text[end] !== " ")
      refuse("alias", line, `the alias ${shown()} has a name beyond A-Z a-z 0-9 _ -`);
    const target = this.anchors.get(m[0]);
    if (target === void 0) refuse("alias", line, `the alias ${shown()} has no anchor before it`);
    if (target === "open") refuse("alias", line, `the alias ${shown()} stands inside the node its anchor names`);
    if (anchored)
      refuse(
        "alias",
        line,
        `the alias ${shown()} stands inside an anchored node (the subset expands aliases one level deep)`
      );
    if (++this.aliases > MAX_ALIASES) refuse("alias", line, `more than ${MAX_ALIASES} aliases in one document`);
    const node = { kind: "alias", name: m[0], target, start: q, end, line };
    while (text[end] === " " && end < eol) end++;
    if (end < eol && text[end] !== "#") refuse("alias", line, `text after the alias ${shown()}`);
    if (end < eol) this.comment(end, eol);
    return node;
  }
  /** A plain scalar from `q`, over the lines below it that are indented past `parent`. */
  plain(q, eol, line, parent) {
    const { text } = this;
    const c = text[q];
    const shown = () => JSON.stringify(text.slice(q, Math.min(eol, q + 40)));
    if (c === "!") refuse("tag", line, `a tag ${shown()}`);
    if ((c === "?" || c === ":" || c === "-") && (q + 1 === eol || text[q + 1] === " "))
      refuse(
        c === "?" ? "explicit-key" : "outside-subset",
        line,
        `${JSON.stringify(c + " ")} where a value starts ${shown()}`
      );
    if (/[,\]}%@`]/.test(c))
      refuse("outside-subset", line, `a plain scalar starting with the indicator ${JSON.stringify(c)} ${shown()}`);
    const plain = scanPlain(text, q, this.to, parent);
    if ("problem" in plain) this.problem(plain);
    if (plain.comment) this.comment(...plain.comment);
    const value = plain.value;
    if (isNonJsonFloat(value))
      refuse(
        "outside-subset",
        line,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      );
    return {
      node: { kind: "scalar", style: "PLAIN", value, start: q, end: plain.end, line, anchor: void 0 },
      resume: plain.resume
    };
  }
  /** After a value that may span lines: only spaces and a comment to the end of its last line. */
  restOfLine(at, what) {
    const { text, to } = this;
    const eol = lineEnd(text, at, to);
    let p = at;
    while (text[p] === " " && p < eol) p++;
    if (p < eol) {
      if (text[p] !== "#" || p === at) refuse("outside-subset", this.lineAt(p), `text after ${what} on its line`);
      this.comment(p, eol);
    }
    return eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
  }
  problem(p) {
    refuse(/TAB/.test(p.problem) ? "forbidden-char" : "outside-subset", this.lineAt(p.at), p.problem);
  }
  columnOf(offset) {
    const lineStart = this.text.lastIndexOf("\n", offset - 1) + 1;
    return lineStart === 0 ? offset - (this.start - this.from) : offset - lineStart;
  }
};
function count(text, from, to) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

// src/kube-yaml/document.ts
function apiGroupOf(apiVersion) {
  const slash = apiVersion.lastIndexOf("/");
  return slash === -1 ? "" : apiVersion.slice(0, slash);
}
function readDocument(text, file, chunk) {
  const line = chunk.linesBefore + 1;
  const read = file.mode === "json" ? readJson(text) : readYaml(text, chunk.contentStart, chunk.end, line);
  if (!read.ok) return { ok: false, refusal: read.refusal, identity: readIdentity(read.partial) };
  return { ok: true, document: { root: read.root, identity: readIdentity(read.root), line } };
}
var NONE = {
  kind: void 0,
  apiVersion: void 0,
  apiGroup: void 0,
  name: void 0,
  namespace: void 0
};
function readIdentity(root) {
  if (root === null) return NONE;
  const apiVersion = goString(lookup(root, "apiVersion")?.node);
  const meta = lookup(root, "metadata")?.node;
  const metadata = meta === void 0 ? void 0 : resolved(meta);
  const nameOf = (field) => {
    if (metadata?.kind !== "map") return void 0;
    const node = lookup(metadata, field)?.node;
    const value = goString(node);
    if (value !== void 0 || node === void 0) return value;
    const at = resolved(node);
    return at.kind === "scalar" && at.value !== "" && !/^(?:~|null|Null|NULL)$/.test(at.value) ? at.value : void 0;
  };
  return {
    kind: goString(lookup(root, "kind")?.node),
    apiVersion,
    apiGroup: apiVersion === void 0 ? void 0 : apiGroupOf(apiVersion),
    name: nameOf("name"),
    namespace: nameOf("namespace")
  };
}
function notApplicable(doc) {
  if (doc.root === null)
    return { code: "argocd-unreadable", line: doc.line, what: "the document is empty, so it is no resource" };
  for (const field of ["kind", "apiVersion"]) {
    const value = doc.identity[field];
    if (value === void 0 || value === "")
      return {
        code: "argocd-unreadable",
        line: doc.root.line,
        what: `the document has no ${field} as a string, so Argo CD cannot apply the file`
      };
  }
  const items = doc.root.entries.find((e) => e.name === "items");
  if (items && (items.value.kind === "seq" || items.value.kind === "alias"))
    return {
      code: "list-items",
      line: items.key.line,
      what: "the document has an items list; Argo CD applies only its items, not the object the gate reads"
    };
  return void 0;
}
function mayDeclare(identity, selector) {
  const agrees = (value, wanted) => wanted === void 0 || value === void 0 || value === wanted;
  return agrees(identity.kind, selector.kind) && agrees(identity.apiGroup, selector.apiGroup) && agrees(identity.name, selector.name);
}

// src/kube-yaml/split.ts
var JSON_SNIFF_BYTES = 4096;
function splitLikeKubernetes(text) {
  if (readsAsJson(text)) {
    return { ok: true, mode: "json", chunks: [{ start: 0, contentStart: 0, end: text.length, linesBefore: 0 }] };
  }
  const chunks = [];
  let start = 0;
  let contentStart = 0;
  let linesBefore = 0;
  let line = 0;
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf("\n", at);
    const lineEnd2 = next === -1 ? text.length : next + 1;
    if (text.startsWith("---", at)) {
      const rest = goTrimSpace(text.slice(at + 3, lineEnd2));
      if (rest !== "" && !rest.startsWith("#")) return { ok: false, line: line + 1, separator: text.slice(at, lineEnd2) };
      if (at > 0) chunks.push({ start, contentStart, end: at, linesBefore });
      start = at;
      contentStart = lineEnd2;
      linesBefore = line + (next === -1 ? 0 : 1);
    }
    at = lineEnd2;
    line++;
  }
  chunks.push({ start, contentStart, end: text.length, linesBefore });
  return { ok: true, mode: "yaml", chunks };
}
function separatorRefusal(text, chunk) {
  if (chunk.start === chunk.contentStart) return void 0;
  const line = chunk.linesBefore + (text[chunk.contentStart - 1] === "\n" ? 0 : 1);
  const bad = findForbidden(text, chunk.start, chunk.contentStart);
  if (bad) return { code: "forbidden-char", line, what: `the file contains ${bad.what}` };
  const after = text[chunk.start + 3];
  if (after === void 0 || after === " " || after === "\n" || after === "\r" && text[chunk.start + 4] === "\n")
    return void 0;
  const shown = JSON.stringify(text.slice(chunk.start, Math.min(chunk.contentStart, chunk.start + 40)).trimEnd());
  return {
    code: "outside-subset",
    line,
    what: `the separator ${shown} starts no document for a YAML reader (write "---" then a space before a comment)`
  };
}
var HAS_CONTENT = /^[ \t\r]*[^\s#]/m;
function hasContent(text, chunk) {
  return HAS_CONTENT.test(text.slice(chunk.contentStart, chunk.end));
}
function readsAsJson(text) {
  let bytes = 0;
  for (const char of text) {
    if (bytes >= JSON_SNIFF_BYTES) return false;
    if (!isGoSpace(char.codePointAt(0))) return char === "{";
    bytes += utf8Length(char.codePointAt(0));
  }
  return false;
}
function isGoSpace(cp) {
  if (cp <= 255) return cp === 32 || cp >= 9 && cp <= 13 || cp === 133 || cp === 160;
  return cp === 5760 || cp >= 8192 && cp <= 8202 || cp === 8232 || cp === 8233 || cp === 8239 || cp === 8287 || cp === 12288;
}
function goTrimSpace(text) {
  let from = 0;
  let to = text.length;
  while (from < to && isGoSpace(text.codePointAt(from))) from += text.codePointAt(from) > 65535 ? 2 : 1;
  while (to > from) {
    const low = text.charCodeAt(to - 1);
    const width = low >= 56320 && low <= 57343 && to - 2 >= from ? 2 : 1;
    if (!isGoSpace(text.codePointAt(to - width))) break;
    to -= width;
  }
  return text.slice(from, to);
}
function utf8Length(cp) {
  return cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
}

export {
  markerAfter,
  markerOwner,
  markerShapeProblem,
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
  isFluxKustomization,
  readDocument,
  notApplicable,
  mayDeclare,
  matches,
  mayMatch,
  resourceLabel,
  describeResource,
  describeSelector,
  splitLikeKubernetes,
  separatorRefusal,
  hasContent
};
