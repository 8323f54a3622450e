/**
 * The policy's `promoted-from`: a new digest is accepted only where `wait` recorded a
 * successful Deployment of it in that environment of this config repo, and the newest outcome
 * it recorded for that digest there is that success, as strong as the environment's
 * `promotion` asks (verified, for how long: src/environments/requirement.ts).
 */
import { searchVerified, sharingReads, type EvidenceRepo } from '../../environments/evidence.js'
import { authorNotChecked } from '../../environments/recorders.js'
import type { Requirement } from '../../environments/requirement.js'
import type { DeploymentEvidence } from '../../environments/types.js'
import { messageOf } from '../../errors.js'
import { digestOf } from '../../image/reference.js'
import type { ImageChange } from '../rule/compare.js'
import { fileReason, type Reason } from '../reasons.js'

/** One image change and where its digest was verified (or why it was not, or not looked up). */
export interface PromotionLine {
  readonly file: string
  readonly line: number
  readonly image: string
  readonly environment: string
  readonly result:
    | { readonly ok: true; readonly evidence: DeploymentEvidence }
    | { readonly ok: false; readonly code: 'not-promoted' | 'promotion-unavailable'; readonly message: string }
    | { readonly ok: 'skipped'; readonly message: string }
}

export interface PendingPromotion {
  readonly change: ImageChange
  readonly environment: string
  /** Whose Deployments count (the entry's `recorded-by`, else the gate's App); undefined: anyone's. */
  readonly recorders: readonly string[] | undefined
  /** What the policy's `environments.<environment>.promotion` asks; undefined: Healthy. */
  readonly requirement?: Requirement | undefined
}

/**
 * Looks up every pending change's digest in its environment (each pair once) and adds a
 * reason to those without evidence. `evidence` is a string when Deployments cannot be read
 * here; `branch` is the branch whose commits carry the recorded outcomes (the PR's base;
 * undefined: the default branch); `now` is what `verified-for` counts to.
 */
export async function checkPromotion(
  pending: readonly PendingPromotion[],
  evidence: EvidenceRepo | string,
  extra: Map<ImageChange, Reason[]>,
  branch: string | undefined,
  now: number = Date.now()
): Promise<{ lines: PromotionLine[]; notes: string[]; warnings: string[] }> {
  if (pending.length === 0) return { lines: [], notes: [], warnings: [] }
  if (typeof evidence === 'string') {
    const lines = pending.map((p) => lineOf(p, { ok: 'skipped', message: evidence }))
    return { lines, notes: [`Promotion not checked: ${evidence}`], warnings: [] }
  }
  const repo = sharingReads(evidence)
  const searches = new Map<string, Promise<PromotionLine['result']>>()
  const search = (p: PendingPromotion, digest: string): Promise<PromotionLine['result']> => {
    const { environment, recorders, requirement } = p
    const key = JSON.stringify([environment, digest, recorders ?? null, requirement ?? null])
    let found = searches.get(key)
    if (!found) {
      found = searchVerified(repo, environment, digest, recorders, { name: branch }, requirement, now).then(
        (judged): PromotionLine['result'] =>
          'evidence' in judged
            ? { ok: true, evidence: judged.evidence }
            : { ok: false, code: 'not-promoted', message: judged.refused },
        (error: unknown): PromotionLine['result'] => ({
          ok: false,
          code: 'promotion-unavailable',
          message: `the Deployments and recorded outcomes in ${JSON.stringify(environment)} could not be read (${messageOf(error)}); the token needs 'deployments: read', 'statuses: read' and 'contents: read'`
        })
      )
      searches.set(key, found)
    }
    return found
  }
  const lines = await Promise.all(
    pending.map(async (p): Promise<PromotionLine> => {
      const result = await search(p, digestOf(p.change.after) ?? '')
      if (!result.ok) {
        const { change } = p
        const message = `${JSON.stringify(change.file)} line ${change.line}: promoted-from ${JSON.stringify(p.environment)}: ${result.message}.`
        extra.set(change, [...(extra.get(change) ?? []), fileReason(result.code, change.file, change.line, message)])
      }
      return lineOf(p, result)
    })
  )
  // Said only where such evidence was what let a change through.
  const unchecked = [
    ...new Set(
      lines.filter((l, i) => l.result.ok === true && pending[i]!.recorders === undefined).map((l) => l.environment)
    )
  ]
  const said = unchecked.length > 0 ? [authorNotChecked(unchecked)] : []
  return { lines, notes: said, warnings: said }
}

function lineOf(p: PendingPromotion, result: PromotionLine['result']): PromotionLine {
  return { file: p.change.file, line: p.change.line, image: p.change.after, environment: p.environment, result }
}
