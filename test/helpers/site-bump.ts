/**
 * Bumps written for the gate's tests without the editor (src/open, src/manifest): the site's
 * span spliced with `siteValueFor` rendered in the site's own quoting, or the kustomize
 * `digest:` line written at the insertion point. What the gate must accept, and the base of the
 * hostile variants it must refuse.
 */
import { parseImageReference, type ImageReference } from '../../src/image/reference.js'
import { readDocument } from '../../src/kube-yaml/document.js'
import { imageSites, siteValueFor, type ImageFormat, type ImageSite } from '../../src/kube-yaml/image-sites.js'
import type { ScalarStyle } from '../../src/kube-yaml/nodes.js'
import { splitLikeKubernetes } from '../../src/kube-yaml/split.js'

export const DIGEST_A = `sha256:${'a1'.repeat(32)}`
export const DIGEST_B = `sha256:${'b2'.repeat(32)}`

/** A value written in a quoting style, as a one-line scalar. */
export function render(value: string, style: ScalarStyle): string {
  return style === 'QUOTE_DOUBLE' ? `"${value}"` : style === 'QUOTE_SINGLE' ? `'${value}'` : value
}

/** Every site of every document inside the subset, with the text it is in. */
export function sitesOf(
  text: string,
  format: ImageFormat,
  specImage?: { kind: string; apiGroup: string }
): { site: ImageSite; from: number; to: number }[] {
  const split = splitLikeKubernetes(text)
  if (!split.ok) return []
  return split.chunks.flatMap((chunk) => {
    const read = readDocument(text, split, chunk)
    if (!read.ok) return []
    return imageSites(text, read.document, format, specImage).map((site) => ({
      site,
      from: chunk.contentStart,
      to: chunk.end
    }))
  })
}

/** The release of `digest` to the site's repository, its tag kept (optionally replaced). */
export function releaseRef(
  site: ImageSite,
  digest: string,
  tag?: string
): (ImageReference & { digest: string }) | undefined {
  if (site.repository === undefined) return undefined
  try {
    const ref = parseImageReference(`${site.repository}${tag === undefined ? '' : `:${tag}`}@${digest}`)
    return { ...ref, digest }
  } catch {
    return undefined
  }
}

/** `text` with the site set to `value` (quoting kept), or the digest line inserted for an insertion point. */
export function spliceSite(
  text: string,
  site: ImageSite,
  value: string,
  line?: (indent: string, eol: string) => string
): string {
  if (site.insert !== undefined) {
    const lineOf = line ?? ((indent: string, eol: string): string => `${indent}digest: ${value}${eol}`)
    const written = `${site.insert.lead ?? ''}${lineOf(site.insert.indent, site.insert.eol)}`
    return text.slice(0, site.span.start) + written + text.slice(site.span.start)
  }
  return text.slice(0, site.span.start) + render(value, site.span.style) + text.slice(site.span.end)
}

/** Why a site is no release target (the acceptance skips these), or undefined. */
export function notATarget(site: ImageSite): string | undefined {
  if (site.problem !== undefined) return `problem: ${site.problem}`
  if (site.span.value.startsWith('ko://')) return 'placeholder'
  if (/\{\{|\$\{/.test(site.span.value)) return 'template'
  // An empty digest key ("") is where a chart takes one: a target. An empty tag or reference is not.
  if (site.insert === undefined && site.span.value === '' && site.role !== 'digest') return 'empty'
  if (site.repository === undefined || site.repository === '') return 'no repository'
  // A tag beside a digest key is released through that digest key, its own site.
  if (site.role === 'tag' && site.pinnedBeside) return 'released through the digest beside it'
  return undefined
}

/** The bump of one site to `digest`: the new text, or undefined when the site is no target. */
export function bumpSite(text: string, site: ImageSite, digest: string): string | undefined {
  if (notATarget(site) !== undefined) return undefined
  const ref = releaseRef(site, digest)
  if (ref === undefined) return undefined
  return spliceSite(text, site, siteValueFor(site, ref))
}
