/**
 * What kustomize renders of the change, for the comment, the check run and the summary: one line
 * per container whose image changes, `web: …:1.4.2@sha256:46aef5661111… → @sha256:28492db02222…`
 * (the part that stays is not repeated), under the kustomization built; from the real kustomize
 * where it rendered, else from the static rule with "not rendered: <why>".
 */
import { mdCode, mdText } from '../../markdown/escape.js'
import { clip, mdPath, mdProse, shortenDigests } from '../../markdown/fit.js'
import { splitImage } from '../../kube-yaml/kustomize-images.js'
import { plural } from '../../text/plural.js'
import type { KustomizeReport } from '../kustomize/report.js'
import type { RenderedChange } from '../rule/kustomize.js'

/** Containers listed per report at most. */
const MAX_LINES = 30

export function renderKustomize(report: KustomizeReport | undefined): string[] {
  if (report === undefined) return []
  const outside = (report.notFollowed ?? []).map((n) => `- ${mdProse(n)}`)
  const notFollowed =
    outside.length === 0
      ? []
      : [['**Images set from outside a kustomization, not followed:**', '', ...outside].join('\n')]
  if (report.roots.length === 0) return notFollowed
  const proof = report.proof
  const changes = proof.rendered ? proof.changes : report.changes
  const how = proof.rendered
    ? `Rendered with ${mdCode(proof.renderer)} at the base and the head`
    : `Worked out with kustomize's rules; not rendered: ${mdProse(proof.why)}`
  const lines = [`**What kustomize renders** (${how}):`, '']
  const byRoot = new Map<string, RenderedChange[]>()
  for (const c of changes) byRoot.set(c.root, [...(byRoot.get(c.root) ?? []), c])
  let shown = 0
  for (const root of report.roots) {
    const mine = byRoot.get(root) ?? []
    lines.push(`- ${mdPath(root)}${mine.length === 0 ? ': no container changes' : ''}`)
    for (const c of mine) {
      if (shown++ >= MAX_LINES) break
      // Where the render is not the release, the whole reference is the news.
      const change = c.ok ? renderedChange(c.before, c.after) : `❌ ${whole(c.before)} → ${whole(c.after)}`
      lines.push(`  - ${mdText(clip(c.container, 40))}: ${change}`)
    }
  }
  if (changes.length > MAX_LINES) lines.push(`- ${plural(changes.length - MAX_LINES, 'more container')} not shown`)
  if (proof.rendered) for (const note of proof.notes) lines.push(`- ${mdProse(note)}`)
  return [lines.join('\n'), ...notFollowed]
}

/** `…:1.4.2@sha256:46aef5661111… → @sha256:28492db02222…`: what changed, the name left out when it stays. */
export function renderedChange(before: string, after: string): string {
  const [b, a] = [splitImage(before), splitImage(after)]
  const digest = (d: string): string => (d === '' ? '' : `@${shortenDigests(d)}`)
  if (b.name !== a.name) return `${whole(before)} → ${whole(after)}`
  const tail = (tag: string, d: string): string => `${tag === '' ? '' : `:${tag}`}${digest(d)}`
  const was = `…${tail(b.tag, b.digest)}`
  const now = a.tag === b.tag ? digest(a.digest) : `…${tail(a.tag, a.digest)}`
  return `${mdCode(was)} → ${mdCode(now === '' ? '…' : now)}`
}

/** A whole reference, its digest shortened. */
function whole(reference: string): string {
  return mdCode(clip(shortenDigests(reference), 80))
}
