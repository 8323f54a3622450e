import semver from 'semver'
import { checkImageScalars, type ImageScalar as ScalarSource } from '../../kube-yaml/image-change.js'
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
export function checkImageChange(file: string, before: ImageScalar, after: ImageScalar, policy: GatePolicy): Reason[] {
  const line = after.line
  const at = (code: ReasonCode, message: string): Reason =>
    fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${message}.`)
  const read = checkImageScalars(before, after)
  if ('code' in read) return [at(read.code, read.message)]
  const [prev, next] = [read.before, read.after]
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
