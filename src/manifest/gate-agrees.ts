/**
 * The edit refuses what the gate would refuse. A release PR that `gate`, the required check,
 * can never pass is worse than a clear error before anything is written, so the edit asks the
 * gate's own rule about the pair it is about to hand out (the file as it is, the file as edited)
 * instead of keeping a copy of it: the same text level (lone CR, NEL, LS, PS, BOM after the
 * start, controls), the same split into documents as Kubernetes makes it (`---x`, `%`
 * directives, JSON), the strict profile on the one document the edit changes (tabs, anchors,
 * aliases, tags, explicit keys, keys Go merges, the shape Argo CD applies) and the check that
 * unchanged documents still name their resource. As in the gate, only the changed document is
 * parsed, so a bump in a large file costs a scan of it plus that document twice.
 */
import { judgeDecoded } from '../gate/rule.js'
import type { Reason, ReasonCode } from '../gate/reasons.js'
import { ManifestError, type LocatedImage, type ResourceSelector } from './types.js'
import { plural } from '../text/plural.js'

/** What the gate's reasons call the file; the caller's message names the real path. */
const FILE = 'manifest'

/**
 * Image-level reasons that depend on the gate's settings and on the image `open` was given, not
 * on the file: a move to another repository is refused by the gate on purpose (it needs a
 * person's review), and tag changes and downgrades are the policy's call (`allow-tag-change`,
 * `allow-downgrade`; `open` refuses downgrades itself).
 */
const NOT_ABOUT_THE_FILE: ReadonlySet<ReasonCode> = new Set(['other-repository', 'tag-change', 'downgrade'])

/**
 * Why the gate refuses what its message names, where the message does not say it already: one
 * clause a person can act on. Messages for `argocd-unreadable`, `list-items` and `duplicate-key`
 * carry their own why.
 */
const WHY: Partial<Record<ReasonCode, string>> = {
  'forbidden-char':
    "Kubernetes' YAML reader (Go) and JavaScript, git or GitHub's diff disagree on this character, or a reviewer cannot see it",
  'yaml-error': 'the document the edit changes must parse cleanly',
  'yaml-warning': 'the document the edit changes must parse without warnings',
  'merge-key': 'Kubernetes merges "<<" (YAML 1.1), YAML 1.2 readers do not',
  anchor: 'the gate reads the document the edit changes under a strict profile, without anchors or aliases',
  alias: 'the gate reads the document the edit changes under a strict profile, without anchors or aliases',
  tag: 'readers resolve explicit tags differently, so the gate refuses them in the document the edit changes',
  directive: 'a directive reaches past the document it precedes, so the gate refuses it anywhere in the file',
  'document-end': 'Kubernetes and YAML readers disagree on what follows "...", so the gate refuses it',
  'explicit-key': 'Go and JavaScript YAML readers end explicit and flow keys in different places',
  'invalid-image': 'the gate checks the image the file pins now as well as the new one',
  'image-form': 'the gate accepts spec.image only as one literal scalar'
}

/**
 * Throws ManifestError (`gate-refuses`) when the gate would refuse the PR that turns `before`
 * into `after`, naming the first reason, its line and why; returns when it would accept it
 * (settings aside: see NOT_ABOUT_THE_FILE). `located` is the scalar the edit replaced and
 * `image` its new value: the gate must see exactly that one change.
 */
export function refuseWhatGateRefuses(
  before: string,
  after: string,
  selector: ResourceSelector,
  located: LocatedImage,
  image: string
): void {
  const judged = judgeDecoded(FILE, before, after, {
    paths: [],
    selector: { kind: selector.kind, apiGroup: selector.apiGroup },
    allowTagChange: true,
    allowDowngrade: true
  })
  const reasons = judged.reasons.filter((r) => !NOT_ABOUT_THE_FILE.has(r.code))
  if (reasons.length > 0) {
    const first = reasons[0]!
    const more = reasons.length > 1 ? `, and ${reasons.length - 1} more reason${reasons.length > 2 ? 's' : ''}` : ''
    throw new ManifestError(
      `the gate (the required check on release PRs) would refuse this edit, so nothing is written: ${sentence(first)}${more}; fix the file in a reviewed PR first, then release again`,
      'gate-refuses',
      first.line === undefined ? {} : { line: first.line }
    )
  }
  const seen = judged.changes
  if (seen.length !== 1 || seen[0]!.after !== image || seen[0]!.line !== located.line) {
    throw new ManifestError(
      `refusing to edit line ${located.line}: the gate would see ${plural(seen.length, 'image change')}, not this one`,
      'verify-failed',
      { documentIndex: located.documentIndex, line: located.line }
    )
  }
}

/** The gate's message without the file name it starts with, and the why where it lacks one. */
function sentence(reason: Reason): string {
  const name = JSON.stringify(FILE)
  let text = reason.message.startsWith(name) ? reason.message.slice(name.length).trimStart() : reason.message
  if (!text.startsWith('line ')) text = `the file ${text}`
  text = text.replace(/\.$/, '')
  const why = WHY[reason.code]
  return why === undefined ? text : `${text} (${why})`
}
