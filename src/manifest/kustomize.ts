/**
 * Whether a kustomization's entry, pinned as the edit plans, renders as the release: kustomize
 * applies every entry in order, each to what the ones before rendered, matching its name as a
 * pattern (src/kube-yaml/kustomize-images.ts). So the edit is refused, with nothing written,
 * where the file alone shows it would not render as intended: the kustomization is not read by
 * kustomize as written (a key in another case, a number-like value, a pattern name), an earlier
 * entry may match the same images first (the pinned entry is shadowed or chained), a later one
 * may match what it renders (a chain, or a dormant entry keyed on the new tag), or the tag to
 * write is one kustomize reads as a number and fails on. A Flux Kustomization's `spec.images` is
 * checked the same way among its own entries (the kustomization they merge into is elsewhere,
 * src/kube-yaml/flux-images.ts), read as the API server reads them.
 */
import type { ImageReference } from '../image/reference.js'
import { resolvePlain } from '../kube-yaml/go-scalars.js'
import { isFluxKustomization, type ImageSite } from '../kube-yaml/image-sites.js'
import { readKustomization } from '../kube-yaml/kustomization.js'
import type { KubeDocument } from '../kube-yaml/document.js'
import { entryProblem, fluxImagesOf } from '../kube-yaml/entry-conflicts.js'
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
    const flux = isFluxKustomization(doc.document.identity)
    const read = flux ? fluxImagesOf(doc.document) : readKustomization(doc.document)
    if (!read.ok)
      throw fail(
        `${flux ? 'spec.images is not read as written' : 'kustomize would not read the kustomization as written'}: ${read.what}`,
        read.line
      )
    const images = 'entries' in read ? read.entries : read.kustomization.images
    const prefix = flux ? 'spec.' : ''
    const name = /^(?:spec\.)?images\[name=(.*)\]\.digest$/.exec(site.path)?.[1]
    const entry = images.find((e) => e.name === name)
    if (name === undefined || entry === undefined) continue
    const tag = ref.tag ?? entry.newTag
    const tagSite = doc.sites.find((s) => s.path === `${prefix}images[name=${name}].newTag`)
    if (tag !== '' && tagSite?.span.style === 'PLAIN' && resolvePlain(tag).type !== 'str')
      throw fail(
        `newTag ${JSON.stringify(tag)} would be read by ${flux ? 'the API server' : 'kustomize'} as a ${resolvePlain(tag).type}, which ${flux ? 'refuses the object' : 'fails the build'}; quote the newTag in a reviewed PR first (newTag: "${entry.newTag}"), then release again`,
        tagSite.span.line
      )
    const problem = entryProblem(images, name, flux)
    if (problem !== undefined) throw fail(problem.what, problem.line)
  }
}
