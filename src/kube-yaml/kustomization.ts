/**
 * A kustomization file as kustomize decodes it, for what decides the images it renders: its
 * resources, components and `images:` entries, and the other files it reads. kustomize turns the
 * YAML into JSON (sigs.k8s.io/yaml: YAML 1.1, object keys sorted) and decodes that with
 * encoding/json, which matches keys case-insensitively, keeps the last of two spellings (in
 * sorted order, not file order: `newname` beats `newName`), and fails on unknown fields and on a
 * number or boolean where a string goes (`newTag: 1.20`). kustomize at tag kustomize/v5.5.0,
 * commit afe77936761f8f7ee735a67f167a8382c8406f74: api/types/kustomization.go `Unmarshal` and
 * `FixKustomization` (`bases` appended to `resources`, `imageTags` to `images`).
 *
 * The reading is exact or refuses: a key in another case, an unknown field, a value of the wrong
 * type or an image name that is a pattern is refused with what to write instead, so what is read
 * is what kustomize reads.
 */
import type { KubeDocument } from './document.js'
import type { KustomizeImage } from './kustomize-images.js'
import { isPlainName } from './kustomize-images.js'
import { goValue, resolved, type GoJson, type YamlNode } from './nodes.js'

/** A path (or URL) a kustomization names, relative to its directory, and the line naming it. */
export interface Reference {
  readonly value: string
  readonly line: number
}

/** An `images:` entry, where it is written. */
export interface KustomizationEntry extends KustomizeImage {
  /** 1-based line of the entry's first key. */
  readonly line: number
  /** Its place among the entries kustomize applies (`images`, then the deprecated `imageTags`). */
  readonly index: number
  /**
   * The file `line` is in, where that is not the kustomization: an Argo CD override, a Flux
   * Kustomization's `spec.images`, an Application's `kustomize.images`.
   */
  readonly file?: string | undefined
}

/** A patch or replacement: inline text, or a file to read (`path`). */
export interface Transform {
  readonly field: string
  readonly line: number
  readonly text?: string | undefined
  readonly path?: string | undefined
}

export interface Kustomization {
  readonly kind: 'Kustomization' | 'Component'
  /** `resources`, then the deprecated `bases`. */
  readonly resources: readonly Reference[]
  readonly components: readonly Reference[]
  readonly images: readonly KustomizationEntry[]
  /** Patches and replacements, which run before the images (replacements after) and may set an image. */
  readonly transforms: readonly Transform[]
  /** `configurations` files: they may add image fields kustomize rewrites. */
  readonly configurations: readonly Reference[]
  /** Every other file the build reads (generator sources, CRDs, the OpenAPI schema), for rendering. */
  readonly data: readonly Reference[]
  /** Fields that run code or charts (`helmCharts`, `transformers`, `generators`, `validators`). */
  readonly opaque: readonly { readonly field: string; readonly line: number }[]
}

export type KustomizationRead =
  | { readonly ok: true; readonly kustomization: Kustomization }
  | { readonly ok: false; readonly line: number; readonly what: string }

/** The fields of types.Kustomization (and its inline TypeMeta), exactly as spelled. */
const FIELDS = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'openapi',
  'namePrefix',
  'nameSuffix',
  'namespace',
  'commonLabels',
  'labels',
  'commonAnnotations',
  'patchesStrategicMerge',
  'patchesJson6902',
  'patches',
  'images',
  'imageTags',
  'replacements',
  'replicas',
  'vars',
  'sortOptions',
  'resources',
  'components',
  'crds',
  'bases',
  'configMapGenerator',
  'secretGenerator',
  'helmGlobals',
  'helmCharts',
  'helmChartInflationGenerator',
  'generatorOptions',
  'configurations',
  'generators',
  'transformers',
  'validators',
  'buildMetadata'
])
const OPAQUE = ['helmCharts', 'helmGlobals', 'helmChartInflationGenerator', 'generators', 'transformers', 'validators']
const IMAGE_FIELDS = ['name', 'newName', 'newTag', 'digest', 'tagSuffix'] as const

class Refusal extends Error {
  constructor(
    readonly line: number,
    readonly what: string
  ) {
    super(what)
  }
}

/** The kustomization document, read as kustomize reads it, or why it is not read exactly. */
export function readKustomization(doc: KubeDocument): KustomizationRead {
  try {
    return { ok: true, kustomization: decode(doc) }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, what: error.what }
    throw error
  }
}

function decode(doc: KubeDocument): Kustomization {
  const root = doc.root
  if (root === null) return empty('Kustomization')
  if (root.merge !== undefined) throw new Refusal(root.line, 'a merge key (<<) at the top of a kustomization')
  const field = (name: string): { node: YamlNode; line: number } | undefined => {
    const entry = root.entries.find((e) => e.name === name)
    return entry && { node: entry.value, line: entry.key.line }
  }
  for (const entry of root.entries) checkKey(entry.name, FIELDS, entry.key.line, 'a kustomization')
  const kind = stringOf(field('kind'), 'kind')
  const references = (name: string): Reference[] => strings(field(name), name)
  const opaque = OPAQUE.flatMap((name) => {
    const at = field(name)
    return at !== undefined && !isEmpty(goValue(at.node)) ? [{ field: name, line: at.line }] : []
  })
  return {
    kind: kind === 'Component' ? 'Component' : 'Kustomization',
    resources: [...references('resources'), ...references('bases')],
    components: references('components'),
    images: [...entries(field('images'), 'images', 0), ...entries(field('imageTags'), 'imageTags', 0)].map(
      (entry, index) => ({ ...entry, index })
    ),
    transforms: [
      ...patches(field('patches'), 'patches'),
      ...patches(field('patchesJson6902'), 'patchesJson6902'),
      ...strings(field('patchesStrategicMerge'), 'patchesStrategicMerge').map((r) =>
        // kustomize reads the string as a file when one is there, else as the patch itself.
        /\n/.test(r.value) ? { field: 'patchesStrategicMerge', line: r.line, text: r.value } : pathOrText(r)
      ),
      ...patches(field('replacements'), 'replacements')
    ],
    configurations: references('configurations'),
    data: [
      ...generatorFiles(field('configMapGenerator'), 'configMapGenerator'),
      ...generatorFiles(field('secretGenerator'), 'secretGenerator'),
      ...references('crds'),
      ...openapi(field('openapi'))
    ],
    opaque
  }
}

function empty(kind: Kustomization['kind']): Kustomization {
  return { kind, resources: [], components: [], images: [], transforms: [], configurations: [], data: [], opaque: [] }
}

/**
 * The `spec.images` entries of a Flux Kustomization (fluxcd/pkg apis/kustomize `Image`: `name`,
 * `newName`, `newTag`, `digest`), read as the API server stores them or refused: the object is
 * JSON to the API server, so keys are case-sensitive and one it does not know (`newname`,
 * `tagSuffix`) is dropped or, under strict validation, refused; a number where a string goes
 * fails validation; an entry name is still a pattern to the kustomize that builds it.
 */
export function readFluxImages(
  images: { node: YamlNode; line: number } | undefined
): { ok: true; entries: KustomizationEntry[] } | { ok: false; line: number; what: string } {
  try {
    const read = entries(images, 'spec.images', 0, FLUX)
    return { ok: true, entries: read.map((entry, index) => ({ ...entry, index })) }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, what: error.what }
    throw error
  }
}

/** Who reads an `images:` list: its fields, and what becomes of a key it does not know. */
interface EntryReader {
  readonly fields: readonly string[]
  readonly unknown: (key: string, where: string) => string
  readonly otherCase: (key: string, field: string, where: string) => string
  readonly notString: string
}

const KUSTOMIZE: EntryReader = {
  fields: IMAGE_FIELDS,
  unknown: (key, where) => `kustomize fails on the unknown field ${JSON.stringify(key)} in ${where}`,
  otherCase: (key, field, where) =>
    `the key ${JSON.stringify(key)} in ${where} is read by kustomize as ${JSON.stringify(field)} (keys match in any case, and of two spellings the one sorting last wins); write it as ${JSON.stringify(field)}`,
  notString: 'kustomize reads'
}

const FLUX: EntryReader = {
  fields: ['name', 'newName', 'newTag', 'digest'],
  unknown: (key, where) =>
    `the API server does not know the field ${JSON.stringify(key)} in ${where} (a Flux Kustomization's images have name, newName, newTag and digest): it drops it, or refuses the object under strict validation`,
  otherCase: (key, field, where) =>
    `the key ${JSON.stringify(key)} in ${where} is no field of a Flux Kustomization (the API server matches keys exactly and drops it); write it as ${JSON.stringify(field)}`,
  notString: 'the API server reads'
}

/** A key must be one of `fields` exactly: another case is read as that field, an unknown one fails the build. */
function checkKey(
  key: string,
  fields: ReadonlySet<string> | readonly string[],
  line: number,
  where: string,
  reader: EntryReader = KUSTOMIZE
): void {
  const list = [...fields]
  if (list.includes(key)) return
  const folded = list.find((f) => fold(f) === fold(key))
  if (folded !== undefined) throw new Refusal(line, reader.otherCase(key, folded, where))
  throw new Refusal(line, reader.unknown(key, where))
}

/** encoding/json's folding, as far as it matters here: ASCII case, and the long s and Kelvin sign. */
function fold(key: string): string {
  return key.toLowerCase().toUpperCase()
}

function isEmpty(value: GoJson): boolean {
  return value === null || (Array.isArray(value) && value.length === 0) || value === ''
}

/** A string field: a string, or null (left empty); anything else fails kustomize's decoding. */
function stringOf(at: { node: YamlNode; line: number } | undefined, name: string, who = KUSTOMIZE.notString): string {
  if (at === undefined) return ''
  const value = goValue(at.node)
  if (value === null) return ''
  if (typeof value !== 'string') throw notAString(at.line, name, at.node, who)
  return value
}

function notAString(line: number, name: string, node: YamlNode, who: string): Refusal {
  const at = resolved(node)
  const shown = at.kind === 'scalar' ? JSON.stringify(at.value) : `a ${at.kind === 'map' ? 'mapping' : 'sequence'}`
  const fix = at.kind === 'scalar' ? `; quote it: ${name}: "${at.value}"` : ''
  const fails = who === KUSTOMIZE.notString ? 'fails the build' : 'refuses the object'
  return new Refusal(line, `${who} ${name} ${shown} as no string and ${fails}${fix}`)
}

function items(at: { node: YamlNode; line: number } | undefined, name: string): YamlNode[] {
  if (at === undefined) return []
  const node = resolved(at.node)
  if (node.kind === 'scalar' && goValue(node) === null) return []
  if (node.kind !== 'seq') throw new Refusal(at.line, `${name} is not a list, so kustomize fails the build`)
  return [...node.items]
}

function strings(at: { node: YamlNode; line: number } | undefined, name: string): Reference[] {
  return items(at, name).map((item) => ({ value: stringOf({ node: item, line: item.line }, name), line: item.line }))
}

function entries(
  at: { node: YamlNode; line: number } | undefined,
  name: string,
  from: number,
  reader: EntryReader = KUSTOMIZE
): Omit<KustomizationEntry, 'index'>[] {
  return items(at, name).map((item, i) => {
    const map = resolved(item)
    if (map.kind !== 'map')
      throw new Refusal(item.line, `${name}[${from + i}] is not a mapping; kustomize reads no image entry there`)
    if (map.merge !== undefined) throw new Refusal(map.line, `${name}[${from + i}] has a merge key (<<)`)
    const values: Record<string, string> = {}
    for (const entry of map.entries) {
      checkKey(entry.name, reader.fields, entry.key.line, `an ${name} entry`, reader)
      values[entry.name] = stringOf({ node: entry.value, line: entry.key.line }, entry.name, reader.notString)
    }
    const image: KustomizeImage = {
      name: values['name'] ?? '',
      newName: values['newName'] ?? '',
      newTag: values['newTag'] ?? '',
      digest: values['digest'] ?? '',
      tagSuffix: values['tagSuffix'] ?? ''
    }
    if (!isPlainName(image.name))
      throw new Refusal(
        map.line,
        image.name === ''
          ? `${name}[${from + i}] has no name`
          : `the image name ${JSON.stringify(image.name)} is a pattern (kustomize reads a name as a regular expression); write the image name itself, with letters, digits and . _ - / : @ only`
      )
    return { ...image, line: map.line }
  })
}

function patches(at: { node: YamlNode; line: number } | undefined, field: string): Transform[] {
  return items(at, field).map((item) => {
    const map = resolved(item)
    const value = goValue(item)
    if (map.kind !== 'map' || value === null || typeof value !== 'object' || Array.isArray(value))
      throw new Refusal(item.line, `a ${field} item is not a mapping, so kustomize fails the build`)
    const path = (value as Record<string, GoJson>)['path']
    const patch = (value as Record<string, GoJson>)['patch']
    if (typeof path === 'string' && path !== '') return { field, line: item.line, path }
    // The whole item: a patch's text or a replacement's source and targets.
    return { field, line: item.line, text: typeof patch === 'string' ? patch : JSON.stringify(stringify(value)) }
  })
}

function pathOrText(r: Reference): Transform {
  return { field: 'patchesStrategicMerge', line: r.line, path: r.value }
}

function generatorFiles(at: { node: YamlNode; line: number } | undefined, field: string): Reference[] {
  return items(at, field).flatMap((item) => {
    const value = goValue(item)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
    const record = value as Record<string, GoJson>
    const list = (key: string): string[] => {
      const values = record[key]
      return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : []
    }
    const files = list('files').map((f) => (f.includes('=') ? f.slice(f.indexOf('=') + 1) : f))
    const env = typeof record['env'] === 'string' ? [record['env']] : []
    return [...files, ...list('envs'), ...env].map((value) => ({ value, line: item.line }))
  })
}

function openapi(at: { node: YamlNode; line: number } | undefined): Reference[] {
  if (at === undefined) return []
  const value = goValue(at.node)
  const path = value !== null && typeof value === 'object' && !Array.isArray(value) ? value['path'] : undefined
  return typeof path === 'string' && path !== '' ? [{ value: path, line: at.line }] : []
}

/** A JSON value with BigInts written as numbers, for a replacement's text. */
function stringify(value: GoJson): unknown {
  if (typeof value === 'bigint') return Number(value)
  if (Array.isArray(value)) return value.map(stringify)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringify(v)]))
  return value
}
