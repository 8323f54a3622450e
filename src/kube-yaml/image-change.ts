/**
 * What makes a change of one image scalar a digest release, whoever asks: the gate before it
 * accepts a PR, the edit before it writes one. The same quoting, the value spelled literally,
 * a valid sha256 pin, and the same repository (the name string, registry included, compared
 * exactly, so a homoglyph or look-alike registry is another repository). Tag policy is the
 * gate's own (src/gate/rule/image.ts).
 */
import {
  digestOf,
  digestProblem,
  ImageReferenceError,
  parseImageReference,
  type ImageReference
} from '../image/reference.js'
import type { ScalarStyle } from './nodes.js'

/** One side of an image change: the value and its exact source text. */
export interface ImageScalar {
  readonly value: string
  readonly style: ScalarStyle
  /** The scalar's bytes in the file, quotes included. */
  readonly source: string
}

export type ImageProblemCode =
  | 'quoting-change'
  | 'image-form'
  | 'unpinned'
  | 'digest-algorithm'
  | 'invalid-image'
  | 'digest-uppercase'
  | 'digest-length'
  | 'other-repository'

export interface ImageProblem {
  readonly code: ImageProblemCode
  /** A clause: `spec.image changed from plain to double-quoted; keep the quoting`. */
  readonly message: string
}

/** The first problem with the change, or both references read. */
export function checkImageScalars(
  before: ImageScalar,
  after: ImageScalar,
  field = 'spec.image'
): ImageProblem | { readonly before: ImageReference; readonly after: ImageReference } {
  const shown = JSON.stringify(after.value)
  if (before.style !== after.style) {
    return {
      code: 'quoting-change',
      message: `${field} changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
    }
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return {
      code: 'image-form',
      message: `${field} ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
    }
  }
  const problem = pinProblem(after.value)
  if (problem) return { code: problem[0], message: `new image ${shown} ${problem[1]}` }
  const next = parse(after.value, true)
  if (typeof next === 'string') return { code: 'invalid-image', message: `new ${next}` }
  const prev = parse(before.value, false)
  if (typeof prev === 'string') return { code: 'invalid-image', message: `old ${prev}` }
  if (prev.name !== next.name) {
    return {
      code: 'other-repository',
      message: `new image ${shown} is repository ${JSON.stringify(next.name)}, not ${JSON.stringify(prev.name)}`
    }
  }
  return { before: prev, after: next }
}

/**
 * The source a value must have: the value itself between its quotes. A double-quoted
 * `"\x67hcr.io/..."` or a folded scalar reads as a fine image but is spelled differently, and
 * spelling is what reviewers see; so only the literal form is accepted.
 */
export function literalSource(value: string, style: ScalarStyle): string | undefined {
  if (style === 'PLAIN') return value
  if (style === 'QUOTE_DOUBLE') return /["\\]/.test(value) ? undefined : `"${value}"`
  return value.includes("'") ? undefined : `'${value}'`
}

/** Why an image is not pinned to `sha256:` plus 64 lower-case hex digits. */
function pinProblem(value: string): [ImageProblemCode, string] | undefined {
  const digest = digestOf(value)
  if (digest === undefined)
    return ['unpinned', 'has no digest; pin it as @sha256:<64 lower-case hex digits> (a tag can be moved)']
  return digestValueProblem(digest)
}

/** Why a `sha256:…` digest is not 64 lower-case hex digits, as a reason code and a clause. */
export function digestValueProblem(digest: string): [ImageProblemCode, string] | undefined {
  const problem = digestProblem(digest)
  switch (problem?.kind) {
    case undefined:
      return undefined
    case 'algorithm':
      return [
        'digest-algorithm',
        `uses digest algorithm ${JSON.stringify(problem.algorithm ?? '')}; only sha256 is allowed`
      ]
    case 'non-hex':
      return ['invalid-image', 'has a digest with characters other than hex digits']
    case 'uppercase':
      return ['digest-uppercase', 'has upper-case hex digits in its digest; use lower case']
    case 'length':
      return ['digest-length', `has ${problem.digits} hex digits in its digest; sha256 has 64`]
  }
}

function parse(value: string, requireDigest: boolean): ImageReference | string {
  try {
    return parseImageReference(value, { requireDigest })
  } catch (error) {
    if (error instanceof ImageReferenceError) return error.message
    throw error
  }
}

export function styleName(style: ScalarStyle): string {
  return style === 'PLAIN' ? 'plain' : style === 'QUOTE_DOUBLE' ? 'double-quoted' : 'single-quoted'
}
