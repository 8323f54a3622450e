/**
 * The stand-in repo-server's `kustomize build` of one directory, for what gitops-release edits:
 * `resources` beside the kustomization, `namespace`, and the `images:` entries applied exactly as
 * kustomize v5.5 applies them (src/kube-yaml/kustomize-images.ts: names as patterns, entries in
 * order, each met twice at the pod-template paths, tag, digest and `tagSuffix` rules). The file is
 * decoded as kustomize decodes it: YAML 1.1 turned into JSON with its keys sorted, then matched
 * to fields in any case (of `newName` and `newname` the later in sorted order wins), so a number
 * where a string goes (`newTag: 1.20`) or an unknown field fails the sync as it fails kustomize.
 * Bases in the repository are built first, with their own entries. What the stand-in does not
 * render (remote bases, components, other transformers, names that are wider patterns) is refused
 * by name, as Argo CD shows a ComparisonError, never rendered wrong.
 * standins/argocd/render.test.ts renders a set of kustomizations with this and with the real
 * kustomize and compares them.
 */
import path from 'node:path'
import { parse, parseAllDocuments } from 'yaml'
import { readDocument } from '../../src/kube-yaml/document.js'
import { applyEntries, isPlainName, passesOf, type KustomizeImage } from '../../src/kube-yaml/kustomize-images.js'
import { goValue } from '../../src/kube-yaml/nodes.js'
import { hasContent, splitLikeKubernetes } from '../../src/kube-yaml/split.js'
import type { K8sObject } from './types.js'

interface Kustomization {
  resources: string[]
  images: KustomizeImage[]
  namespace?: string
}

/** Every field of kustomize's Kustomization type (api/types/kustomization.go): others fail its decoding. */
const KUSTOMIZE_FIELDS = [
  'apiVersion', 'kind', 'metadata', 'openapi', 'namePrefix', 'nameSuffix', 'namespace', 'commonLabels', 'labels',
  'commonAnnotations', 'patchesStrategicMerge', 'patchesJson6902', 'patches', 'images', 'imageTags', 'replacements',
  'replicas', 'vars', 'sortOptions', 'resources', 'components', 'crds', 'bases', 'configMapGenerator',
  'secretGenerator', 'helmGlobals', 'helmCharts', 'helmChartInflationGenerator', 'generatorOptions', 'configurations',
  'generators', 'transformers', 'validators', 'buildMetadata'
] // prettier-ignore
/** The ones the stand-in renders. */
const RENDERED = new Set(['apiVersion', 'kind', 'resources', 'images', 'namespace'])
const IMAGE_FIELDS = ['name', 'newName', 'newTag', 'digest', 'tagSuffix'] as const

/** `kustomize build` of one directory's files (the kustomization's name → text, its resources beside it). */
export function renderKustomize(kustomizationFile: string, files: Record<string, string>): K8sObject[] {
  const spec = kustomizationOf(kustomizationFile, files[kustomizationFile] ?? '')
  const objects: K8sObject[] = []
  for (const resource of spec.resources) {
    const text = files[resource]
    if (resource.includes('/') || text === undefined)
      throw new Error(`${kustomizationFile}: resource ${resource} does not exist beside the kustomization`)
    objects.push(...parseManifests(resource, text))
  }
  return transform(spec, objects)
}

/** A repository at one revision: a path's text, and a directory's entries (undefined where there is none). */
export interface KustomizeReader {
  read(path: string): Promise<string | undefined>
  list(dir: string): Promise<string[] | undefined>
}

/** The file names kustomize looks for in a directory, in its order. */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']

/**
 * `kustomize build dir`, bases included: each resource a file inside the directory or a
 * directory of the repository with its own kustomization, built first with its own entries.
 */
export async function buildKustomization(
  dir: string,
  reader: KustomizeReader,
  seen: string[] = []
): Promise<K8sObject[]> {
  if (seen.includes(dir)) throw new Error(`cycle detected: ${[...seen, dir].join(' -> ')}`)
  const names = (await reader.list(dir)) ?? []
  const found = KUSTOMIZATION_FILES.filter((name) => names.includes(name))
  if (found.length !== 1)
    throw new Error(
      found.length === 0
        ? `unable to find one of ${KUSTOMIZATION_FILES.map((n) => `'${n}'`).join(', ')} in directory '${dir}'`
        : `Found multiple kustomization files under: ${dir}`
    )
  const file = path.posix.join(dir, found[0]!)
  const spec = kustomizationOf(file, (await reader.read(file)) ?? '')
  const objects: K8sObject[] = []
  for (const resource of spec.resources) {
    const target = path.posix.normalize(path.posix.join(dir, resource)).replace(/\/+$/, '')
    if (target === '..' || target.startsWith('../'))
      throw new Error(`${file}: resource ${resource} is outside the repository`)
    if ((await reader.list(target)) !== undefined) {
      objects.push(...(await buildKustomization(target, reader, [...seen, dir])))
      continue
    }
    const text = await reader.read(target)
    if (text === undefined) throw new Error(`${file}: resource ${resource} does not exist`)
    if (dir !== '.' && dir !== '' && !target.startsWith(`${dir}/`))
      throw new Error(`${file}: security; file '${target}' is not in or below '${dir}'`)
    objects.push(...parseManifests(target, text))
  }
  return transform(spec, objects)
}

/** The kustomization's namespace and `images:` entries over what it accumulated. */
function transform(spec: Kustomization, objects: K8sObject[]): K8sObject[] {
  for (const obj of objects) {
    if (spec.namespace !== undefined) obj.metadata.namespace = spec.namespace
    if (spec.images.length > 0)
      forEachContainer(obj, (container, passes) => {
        if (typeof container['image'] === 'string')
          container['image'] = applyEntries(container['image'], spec.images, passes).image
      })
  }
  return objects
}

export function kustomizationOf(file: string, text: string): Kustomization {
  const doc = asGoJson(text)
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new Error(`${file}: not a kustomization`)
  const fields = decodeLikeGo(doc as Record<string, unknown>, KUSTOMIZE_FIELDS, `${file}: invalid Kustomization`)
  const unrendered = Object.keys(fields).filter((key) => !RENDERED.has(key))
  if (unrendered.length > 0)
    throw new Error(
      `${file}: the stand-in's kustomize renders resources, images and namespace only, not ${unrendered.join(', ')}`
    )
  const resources = (fields['resources'] ?? []) as unknown[]
  for (const r of resources) {
    // Remote resources would need kustomize's loader (and git): out of the stand-in's scope.
    if (typeof r !== 'string' || /^[a-z][a-z0-9+.-]*:\/\//i.test(r) || r.startsWith('git@') || path.posix.isAbsolute(r))
      throw new Error(`${file}: resource ${JSON.stringify(r)} is remote; the stand-in does not load remote bases`)
  }
  const images = ((fields['images'] ?? []) as unknown[]).map((entry, i) => imageOf(file, entry, i))
  const namespace = fields['namespace']
  return { resources: resources as string[], images, ...(typeof namespace === 'string' ? { namespace } : {}) }
}

function imageOf(file: string, entry: unknown, i: number): KustomizeImage {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new Error(`${file}: invalid Kustomization: images[${i}] is not an object`)
  const fields = decodeLikeGo(
    entry as Record<string, unknown>,
    IMAGE_FIELDS,
    `${file}: invalid Kustomization`,
    (key, value) =>
      typeof value === 'string'
        ? undefined
        : `cannot unmarshal ${typeof value === 'boolean' ? 'bool' : typeof value === 'object' ? 'object' : 'number'} into Go struct field Image.images.${key} of type string`
  )
  const string = (key: string): string => {
    const value = fields[key]
    return typeof value === 'string' ? value : ''
  }
  const image = {
    name: string('name'),
    newName: string('newName'),
    newTag: string('newTag'),
    digest: string('digest'),
    tagSuffix: string('tagSuffix')
  }
  if (!isPlainName(image.name))
    throw new Error(
      `${file}: the stand-in matches plain image names only, not the pattern ${JSON.stringify(image.name)}`
    )
  return image
}

/**
 * encoding/json's decoding of an object into a struct with `fields`: keys in sorted order (Go
 * marshals a map so), each matched exactly or else in any case, the last match winning, except
 * that a null changes nothing (`Digest: x` then `digest: ~` leaves x); an unknown key fails
 * (kustomize disallows unknown fields), and so does a value of the wrong type, even one a later
 * key overwrites (Go keeps decoding and returns the first such error).
 */
function decodeLikeGo(
  object: Record<string, unknown>,
  fields: readonly string[],
  what: string,
  typeError: (field: string, value: unknown) => string | undefined = () => undefined
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const fold = (key: string): string => key.toLowerCase().toUpperCase()
  let failed: string | undefined
  for (const key of Object.keys(object).sort()) {
    const field = fields.find((f) => f === key) ?? fields.find((f) => fold(f) === fold(key))
    if (field === undefined) throw new Error(`${what}: json: unknown field ${JSON.stringify(key)}`)
    const value = object[key]
    if (value === null) continue
    failed ??= typeError(field, value)
    out[field] = value
  }
  if (failed !== undefined) throw new Error(`${what}: json: ${failed}`)
  return out
}

/** The JSON sigs.k8s.io/yaml makes of the text: exact inside the gate's YAML subset, YAML 1.1 otherwise. */
function asGoJson(text: string): unknown {
  const split = splitLikeKubernetes(text)
  if (split.ok) {
    const chunk = split.chunks.find((c) => hasContent(text, c))
    if (chunk === undefined) return {}
    const read = readDocument(text, split, chunk)
    if (read.ok) return read.document.root === null ? {} : goValue(read.document.root)
  }
  return parse(text, { version: '1.1', uniqueKeys: false, merge: true }) as unknown
}

/** Each container kustomize's image transformer meets, with how many times each entry meets it. */
function forEachContainer(obj: K8sObject, visit: (container: Record<string, unknown>, passes: 1 | 2) => void): void {
  const walk = (value: unknown, path: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((v) => walk(v, path))
      return
    }
    if (value === null || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      walk(child, [...path, key])
      const passes = passesOf(obj.kind, [...path, key])
      if (passes === 0 || !Array.isArray(child)) continue
      for (const c of child as unknown[])
        if (c !== null && typeof c === 'object' && !Array.isArray(c)) visit(c as Record<string, unknown>, passes)
    }
  }
  walk(obj, [])
}

export function parseManifests(file: string, text: string): K8sObject[] {
  const objects: K8sObject[] = []
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message ?? 'invalid YAML'}`)
    const value = doc.toJS() as Partial<K8sObject> | null
    if (value === null || value === undefined) continue
    if (
      typeof value.apiVersion !== 'string' ||
      typeof value.kind !== 'string' ||
      typeof value.metadata?.name !== 'string'
    )
      throw new Error(`${file}: a document is not a Kubernetes object (needs apiVersion, kind, metadata.name)`)
    objects.push(value as K8sObject)
  }
  return objects
}
