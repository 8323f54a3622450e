/**
 * The images a parsed Helm values object holds (a live Flux HelmRelease's `spec.values`, as an
 * API returns it) or a live Argo CD Application's spec, read by the very rules the edit and the gate apply to the file: the object is
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
  if (!isMap(values)) return []
  return imagesOf(values, 'helm-values')
}

/**
 * The images of a live Argo CD Application's spec (its Helm parameters and values, its kustomize
 * image overrides), read as the edit reads an Application's file. Empty for anything else.
 */
export function applicationImages(spec: unknown): ValuesImage[] {
  if (!isMap(spec)) return []
  return imagesOf({ apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', spec }, 'manifest')
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function imagesOf(object: Record<string, unknown>, format: 'helm-values' | 'manifest'): ValuesImage[] {
  const text = JSON.stringify(object)
  const file = splitLikeKubernetes(text)
  if (!file.ok) return []
  const chunk = file.chunks.find((c) => hasContent(text, c))
  if (chunk === undefined) return []
  const read = readDocument(text, file, chunk)
  if (!read.ok) return []
  return imageSites(text, read.document, format)
    .filter((site) => site.repository !== undefined && (site.role !== 'tag' || site.pinnedBeside !== true))
    .map((site) => ({ path: site.path, image: siteImage(site) }))
}
