/**
 * The images a parsed Helm values object holds (a live Flux HelmRelease's `spec.values`, as an
 * API returns it), read by the very rules the edit and the gate apply to the file: the object is
 * written as JSON, which is YAML in the subset, and its sites listed as Helm values. One reading
 * of Helm values, not a second one for objects that could drift from it.
 */
import { readDocument } from './document.js'
import { imageSites, siteImage } from './image-sites.js'
import { hasContent, splitLikeKubernetes } from './split.js'

/** One image a values object holds: where (`image.digest`), and the reference it stands for. */
export interface ValuesImage {
  readonly path: string
  readonly image: string
}

/**
 * Every image of `values` as the Helm-values rules read it: a mapping once (at its digest where it
 * has a digest key, else at its tag), a scalar holding a whole reference as it is. Empty for
 * anything that is not a mapping.
 */
export function valuesImages(values: unknown): ValuesImage[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return []
  const text = JSON.stringify(values)
  const file = splitLikeKubernetes(text)
  if (!file.ok) return []
  const chunk = file.chunks.find((c) => hasContent(text, c))
  if (chunk === undefined) return []
  const read = readDocument(text, file, chunk)
  if (!read.ok) return []
  return imageSites(text, read.document, 'helm-values')
    .filter((site) => site.repository !== undefined && (site.role !== 'tag' || site.pinnedBeside !== true))
    .map((site) => ({ path: site.path, image: siteImage(site) }))
}
