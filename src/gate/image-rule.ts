import semver from 'semver'
import {
  digestOf,
  digestProblem,
  ImageReferenceError,
  parseImageReference,
  type ImageReference
} from '../image/reference.js'
import type { ScalarStyle } from '../manifest/types.js'
import type { GatePolicy } from './policy.js'
import { fileReason, type Reason, type ReasonCode } from './reasons.js'

/** One side of a `spec.image` change: the parsed value and its exact source text. */
export interface ImageScalar {
  readonly value: string
  readonly style: ScalarStyle
  /** The scalar's bytes in the file, quotes included. */
  readonly source: string
  readonly line: number
}

/**
 * The source a value must have: the value itself between its quotes. A double-quoted
 * `"\x67hcr.io/..."` or a folded plain scalar reads as a fine image but is spelled
 * differently, and spelling is what reviewers see; so only the literal form is accepted.
 */
function literalSource(value: string, style: ScalarStyle): string | undefined {
  if (style === 'PLAIN') return value
  if (style === 'QUOTE_DOUBLE') return /["\\]/.test(value) ? undefined : `"${value}"`
  return value.includes("'") ? undefined : `'${value}'`
}

/** Why an image is not pinned to `sha256:` plus 64 lower-case hex digits, as a reason code. */
function pinProblem(value: string): [ReasonCode, string] | undefined {
  const digest = digestOf(value)
  if (digest === undefined)
    return ['unpinned', 'has no digest; pin it as @sha256:<64 lower-case hex digits> (a tag can be moved)']
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

/**
 * The image-level part of the rule for one changed `spec.image`: same quoting, literal
 * spelling, same repository (the name string, registry included, compared exactly, so a
 * homoglyph or look-alike registry is another repository), a valid sha256 pin, and a tag
 * that changes only as the policy allows.
 */
export function checkImageChange(file: string, before: ImageScalar, after: ImageScalar, policy: GatePolicy): Reason[] {
  const at = (code: ReasonCode, message: string): Reason =>
    fileReason(code, file, after.line, `${JSON.stringify(file)} line ${after.line}: ${message}.`)
  const shown = JSON.stringify(after.value)
  if (before.style !== after.style) {
    return [
      at(
        'quoting-change',
        `spec.image changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
      )
    ]
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return [
      at(
        'image-form',
        `spec.image ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
      )
    ]
  }
  const problem = pinProblem(after.value)
  if (problem) return [at(problem[0], `new image ${shown} ${problem[1]}`)]
  const next = parse(after.value, true)
  if (typeof next === 'string') return [at('invalid-image', `new ${next}`)]
  const prev = parse(before.value, false)
  if (typeof prev === 'string') return [at('invalid-image', `old ${prev}`)]
  if (prev.name !== next.name) {
    return [
      at(
        'other-repository',
        `new image ${shown} is repository ${JSON.stringify(next.name)}, not ${JSON.stringify(prev.name)}`
      )
    ]
  }
  if (prev.tag === next.tag) return []
  const change =
    prev.tag === undefined
      ? `adds tag ${JSON.stringify(next.tag)}`
      : next.tag === undefined
        ? `removes tag ${JSON.stringify(prev.tag)}`
        : `changes tag ${JSON.stringify(prev.tag)} to ${JSON.stringify(next.tag)}`
  if (!policy.allowTagChange) return [at('tag-change', `new image ${change}; set 'allow-tag-change' to allow it`)]
  const [from, to] = [semver.valid(prev.tag ?? ''), semver.valid(next.tag ?? '')]
  if (from && to && semver.lt(to, from) && !policy.allowDowngrade) {
    return [at('downgrade', `new image ${change}, an older version; set 'allow-downgrade' for a deliberate rollback`)]
  }
  return []
}

function styleName(style: ScalarStyle): string {
  return style === 'PLAIN' ? 'plain' : style === 'QUOTE_DOUBLE' ? 'double-quoted' : 'single-quoted'
}
