import semver from 'semver'
import { digestProblem } from '../../image/reference.js'
import { digestValueProblem as digestProblemOf } from '../../kube-yaml/image-change.js'
import {
  checkImageScalars,
  literalSource,
  styleName,
  type ImageScalar as ScalarSource
} from '../../kube-yaml/image-change.js'
import { markerShapeProblem } from '../../kube-yaml/image-policy.js'
import type { SiteChange } from '../../kube-yaml/site-diff.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason, type ReasonCode } from '../reasons.js'

/** One side of a `spec.image` change: the parsed value, its exact source text and its line. */
export interface ImageScalar extends ScalarSource {
  readonly line: number
}

/**
 * The image-level part of the rule for one changed `spec.image`: what makes any change a digest
 * release (src/kube-yaml/image-change.ts: same quoting, literal spelling, a valid sha256 pin,
 * the same repository), then a tag that changes only as the policy allows.
 */
export function checkImageChange(
  file: string,
  before: ImageScalar,
  after: ImageScalar,
  policy: GatePolicy,
  field = 'spec.image'
): Reason[] {
  const at = reasonAt(file, after.line)
  const read = checkImageScalars(before, after, field)
  if ('code' in read) return [at(read.code, read.message)]
  return tagPolicy(at, field, read.before.tag, read.after.tag, policy)
}

/**
 * One changed image field of any role (src/kube-yaml/image-sites.ts), judged as a digest
 * release. The bytes around it are already equal (site-diff.ts), so a `digest` or `tag` field
 * keeps the repository written beside it; what is left is the field's own value.
 */
export function checkSiteChange(file: string, field: string, change: SiteChange, policy: GatePolicy): Reason[] {
  const { base, head } = change
  const line = head.span.line
  const at = reasonAt(file, line)
  // A field edited where it is not its own one-line value (an alias, under an anchor, a block,
  // several lines, a template) changes more, or other, than what reviewers see.
  const problem = head.problem ?? base.problem
  if (problem !== undefined) return [at('image-form', `${problem}; it cannot change as a release`)]
  // The marker's bytes are the same on both sides (site-diff.ts); the value must be what image
  // automation itself would write there, or its next run rewrites it.
  const marker = head.marker === undefined ? undefined : markerShapeProblem(head, head.marker, head.span.value)
  if (marker !== undefined) return [at('image-policy-marker', marker)]
  const after = { value: head.span.value, style: head.span.style, source: change.afterSource }
  if (!change.inserted && base.span.style !== head.span.style)
    return [
      at(
        'quoting-change',
        `${field} changed from ${styleName(base.span.style)} to ${styleName(head.span.style)}; keep the quoting`
      )
    ]
  if (literalSource(after.value, after.style) !== after.source)
    return [
      at(
        'image-form',
        `${field} ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
      )
    ]
  switch (head.role) {
    case 'reference':
      return referenceChange(at, field, change, policy)
    case 'digest': {
      const problem = digestValueProblem(head.span.value, head.hexOnly === true)
      return problem === undefined
        ? []
        : [at(problem[0], `new ${field} ${JSON.stringify(head.span.value)} ${problem[1]}`)]
    }
    case 'tag':
      return tagChange(at, field, change, policy)
  }
}

export type At = (code: ReasonCode, message: string) => Reason

export function reasonAt(file: string, line: number): At {
  return (code, message) => fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${message}.`)
}

/** A whole reference: today's spec.image rule, with an Argo CD override's `name=` prefix kept. */
function referenceChange(at: At, field: string, change: SiteChange, policy: GatePolicy): Reason[] {
  const { base, head } = change
  const strip = (value: string, prefix: string | undefined): string =>
    prefix !== undefined && value.startsWith(prefix) ? value.slice(prefix.length) : value
  if (base.prefix !== head.prefix)
    return [
      at(
        'other-repository',
        `${field} changed its image name prefix from ${JSON.stringify(base.prefix ?? '')} to ${JSON.stringify(head.prefix ?? '')}; keep it`
      )
    ]
  const scalar = (value: string, style: ScalarSource['style']): ScalarSource => ({
    value,
    style,
    source: literalSource(value, style) ?? ''
  })
  const read = checkImageScalars(
    scalar(strip(base.span.value, base.prefix), base.span.style),
    scalar(strip(head.span.value, head.prefix), head.span.style),
    field
  )
  if ('code' in read)
    return [at(read.code, read.message.startsWith(field) ? read.message : `${field}: ${read.message}`)]
  return tagPolicy(at, field, read.before.tag, read.after.tag, policy)
}

/**
 * A tag field (Helm's `tag`, kustomize's `newTag`). Where a digest key sits beside it, the tag
 * stays a tag and that digest must pin it in head; where none does, the tag itself must carry
 * the pin (`1.4.2@sha256:…`), which `repository:tag` templates render as a pinned reference.
 */
function tagChange(at: At, field: string, change: SiteChange, policy: GatePolicy): Reason[] {
  const { base, head } = change
  const value = head.span.value
  const pin = value.indexOf('@')
  const shown = JSON.stringify(value)
  if (pin !== -1 && head.pinnedBeside)
    return [
      at('image-form', `new ${field} ${shown} carries a digest, but a digest key sits beside it; put the digest there`)
    ]
  if (pin !== -1) {
    const problem = digestValueProblem(value.slice(pin + 1), false)
    if (problem) return [at(problem[0], `new ${field} ${shown} ${problem[1]}`)]
  } else if (!head.pinnedBeside || head.digest === undefined || digestProblem(head.digest) !== undefined) {
    return [
      at(
        'unpinned',
        head.pinnedBeside
          ? `new ${field} ${shown} is pinned by no valid digest beside it; set the entry's digest to sha256:<64 lower-case hex digits>`
          : `new ${field} ${shown} has no digest; pin it as <tag>@sha256:<64 lower-case hex digits> (a tag can be moved)`
      )
    ]
  }
  const tagOf = (v: string): string => (v.includes('@') ? v.slice(0, v.indexOf('@')) : v)
  const [prev, next] = [tagOf(base.span.value), tagOf(value)]
  if (next !== '' && !/^[\w][\w.-]{0,127}$/.test(next))
    return [
      at('invalid-image', `new ${field} ${shown} has tag ${JSON.stringify(next)}, which is not a valid image tag`)
    ]
  return tagPolicy(at, field, prev === '' ? undefined : prev, next === '' ? undefined : next, policy)
}

/** Why a digest field's value is not `sha256:<64 lower-case hex>` (the hex alone for a `sha` key). */
function digestValueProblem(value: string, hexOnly: boolean): [ReasonCode, string] | undefined {
  if (value === '') return ['unpinned', 'is empty; set it to sha256:<64 lower-case hex digits>']
  const digest = hexOnly ? `sha256:${value}` : value
  if (hexOnly && value.includes(':'))
    return ['invalid-image', 'must hold the 64 hex digits alone (the chart adds sha256:)']
  return digestProblemOf(digest)
}

export function tagPolicy(
  at: At,
  field: string,
  prev: string | undefined,
  next: string | undefined,
  policy: GatePolicy
): Reason[] {
  if (prev === next) return []
  const where = field === 'spec.image' ? '' : ` (${field})`
  const change =
    prev === undefined
      ? `adds tag ${JSON.stringify(next)}`
      : next === undefined
        ? `removes tag ${JSON.stringify(prev)}`
        : `changes tag ${JSON.stringify(prev)} to ${JSON.stringify(next)}`
  if (!policy.allowTagChange)
    return [at('tag-change', `new image ${change}${where}; set 'allow-tag-change' to allow it`)]
  const [from, to] = [semver.valid(prev ?? ''), semver.valid(next ?? '')]
  if (from && to && semver.lt(to, from) && !policy.allowDowngrade) {
    return [
      at('downgrade', `new image ${change}${where}, an older version; set 'allow-downgrade' for a deliberate rollback`)
    ]
  }
  return []
}
