/**
 * Argo CD's `kustomize.images` overrides, as Argo CD applies them before it builds: one
 * `kustomize edit set image <override>…` in the app's directory. kustomize at tag
 * kustomize/v5.5.0 (commit afe77936761f8f7ee735a67f167a8382c8406f74),
 * kustomize/commands/edit/set/setimage.go: each override `[name=]newName[:tag][@digest]` replaces
 * the whole entry of that `name` (its other fields, `tagSuffix` too, are dropped; `*` keeps one),
 * or is added; then every entry is sorted by `name`, which is the order the build applies them in.
 */
import { goString, lookup, resolved, type YamlNode } from '../../kube-yaml/nodes.js'
import { isPlainName, splitImage } from '../../kube-yaml/kustomize-images.js'
import type { KustomizationEntry } from '../../kube-yaml/kustomization.js'
import { Undecided } from './load.js'
import type { KubeDocument } from '../../kube-yaml/document.js'

/** The `kustomize.images` strings of an override file's document, with their lines. */
export function overrideImages(file: string, doc: KubeDocument): { value: string; line: number }[] {
  const root = doc.root
  const kustomize = root === null ? undefined : lookup(root, 'kustomize')?.node
  return kustomizeImages(file, kustomize)
}

/** The `images` strings of a `kustomize` mapping (an override file's, or an Application source's). */
export function kustomizeImages(file: string, kustomize: YamlNode | undefined): { value: string; line: number }[] {
  const map = kustomize === undefined ? undefined : resolved(kustomize)
  const images = map?.kind === 'map' ? lookup(map, 'images')?.node : undefined
  const list = images === undefined ? undefined : resolved(images)
  if (list === undefined || list.kind !== 'seq') return []
  return list.items.map((item) => {
    const value = goString(item)
    if (value === undefined) throw new Undecided(file, item.line, 'a kustomize.images override is not a string')
    return { value, line: item.line }
  })
}

const PRESERVE = '*'

/** `entries` after `kustomize edit set image …overrides` (RunSetImage). */
export function setImages(
  file: string,
  entries: readonly KustomizationEntry[],
  overrides: readonly { value: string; line: number }[]
): KustomizationEntry[] {
  const set = new Map<string, KustomizationEntry>()
  for (const { value, line } of overrides) {
    // Argo CD substitutes ${ARGOCD_APP_…} variables into overrides first.
    if (value.includes('$'))
      throw new Undecided(file, line, `the override ${JSON.stringify(value)} uses a variable Argo CD substitutes`)
    const eq = value.indexOf('=')
    const [key, ref] = eq === -1 ? ['', value] : [value.slice(0, eq), value.slice(eq + 1)]
    const { name, tag, digest } = splitImage(ref)
    if (name === value) throw new Undecided(file, line, `Argo CD cannot apply the override ${JSON.stringify(value)}`)
    const entry = {
      name: key === '' ? name : key,
      newName: key === '' ? '' : name,
      newTag: tag,
      digest,
      tagSuffix: '',
      line,
      index: 0,
      file
    }
    if (!isPlainName(entry.name))
      throw new Undecided(file, line, `the override's image name ${JSON.stringify(entry.name)} is a pattern`)
    set.set(entry.name, entry)
  }
  for (const entry of entries) {
    const over = set.get(entry.name)
    if (over === undefined) {
      set.set(entry.name, entry)
      continue
    }
    set.set(entry.name, {
      ...over,
      newName: over.newName === PRESERVE ? entry.newName : over.newName,
      newTag: over.newTag === PRESERVE ? entry.newTag : over.newTag,
      digest: over.digest === PRESERVE ? entry.digest : over.digest
    })
  }
  const clear = (v: string): string => (v === PRESERVE ? '' : v)
  return [...set.values()]
    .map((e) => ({ ...e, newName: clear(e.newName), newTag: clear(e.newTag), digest: clear(e.digest) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((e, index) => ({ ...e, index }))
}
