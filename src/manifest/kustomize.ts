/**
 * Whether a kustomization's entry, pinned as the edit plans, renders as the release: kustomize
 * applies every entry in order, each to what the ones before rendered, matching its name as a
 * pattern (src/kube-yaml/kustomize-images.ts). So the edit is refused, with nothing written,
 * where the file alone shows it would not render as intended: the kustomization is not read by
 * kustomize as written (a key in another case, a number-like value, a pattern name), an earlier
 * entry may match the same images first (the pinned entry is shadowed or chained), a later one
 * may match what it renders (a chain, or a dormant entry keyed on the new tag), or the tag to
 * write is one kustomize reads as a number and fails on.
 */
import type { ImageReference } from '../image/reference.js'
import { resolvePlain } from '../kube-yaml/go-scalars.js'
import type { ImageSite } from '../kube-yaml/image-sites.js'
import { namesOverlap } from '../kube-yaml/kustomize-images.js'
import { readKustomization, type KustomizationEntry } from '../kube-yaml/kustomization.js'
import type { KubeDocument } from '../kube-yaml/document.js'
import { ManifestError } from './types.js'

export function checkKustomizeEdit(
  chosen: readonly {
    doc: { readonly documentIndex: number; readonly document: KubeDocument; readonly sites: readonly ImageSite[] }
    site: ImageSite
  }[],
  ref: ImageReference & { digest: string },
  label: string
): void {
  for (const { doc, site } of chosen) {
    const fail = (why: string, line = site.span.line): ManifestError =>
      new ManifestError(`${label}: line ${line}: ${why}; nothing was written`, 'unsafe', {
        documentIndex: doc.documentIndex,
        line
      })
    const read = readKustomization(doc.document)
    if (!read.ok) throw fail(`kustomize would not read the kustomization as written: ${read.what}`, read.line)
    const name = /^images\[name=(.*)\]\.digest$/.exec(site.path)?.[1]
    const mine = read.kustomization.images.filter((e) => e.name === name)
    const entry = mine[0]
    if (entry === undefined) continue
    if (mine.length > 1)
      throw fail(
        `${mine.length} entries are named ${JSON.stringify(name)} (lines ${mine.map((e) => e.line).join(', ')}); kustomize applies both, one to what the other rendered: merge them into one`
      )
    const tag = ref.tag ?? entry.newTag
    const tagSite = doc.sites.find((s) => s.path === `images[name=${name}].newTag`)
    if (tag !== '' && tagSite?.span.style === 'PLAIN' && resolvePlain(tag).type !== 'str')
      throw fail(
        `newTag ${JSON.stringify(tag)} would be read by kustomize as a ${resolvePlain(tag).type}, which fails the build; quote the newTag in a reviewed PR first (newTag: "${entry.newTag}"), then release again`,
        tagSite.span.line
      )
    for (const other of read.kustomization.images) {
      if (other === entry) continue
      const conflict = conflictOf(entry, other)
      if (conflict !== undefined) throw fail(conflict, other.line)
    }
  }
}

/** Why `other` keeps `entry` from rendering as pinned, if it may. */
function conflictOf(entry: KustomizationEntry, other: KustomizationEntry): string | undefined {
  const shown = `images[name=${other.name}] (line ${other.line})`
  if (other.index < entry.index && namesOverlap(other.name, entry.name))
    return `${shown} comes first and may match the images images[name=${entry.name}] pins, so kustomize would apply it first and the pin would be shadowed or chained; make one entry say the whole image`
  const renders = entry.newName === '' ? entry.name : entry.newName
  if (other.index > entry.index && namesOverlap(other.name, renders))
    return `${shown} comes after and may match what images[name=${entry.name}] renders (${renders}), so kustomize would rewrite the pinned image (a chain, or an entry keyed on a tag that the release wakes); make one entry say the whole image`
  return undefined
}
