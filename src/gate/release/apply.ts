/**
 * The release policy applied to a verdict the diff rule already gave: each image change must
 * fall under an entry of the policy file read at the base commit (first match wins), move to
 * one of that entry's images, and, when the entry asks, carry a verified provenance
 * attestation and have a successful Deployment in its `promoted-from` environment. Without a
 * policy file the verdict is returned as it is.
 */
import type { EvidenceRepo } from '../../environments/evidence.js'
import { messageOf } from '../../errors.js'
import { parseImageReference } from '../../image/reference.js'
import type { ProvenanceChecker, ProvenanceResult } from '../../provenance/types.js'
import type { ImageChange } from '../rule/compare.js'
import { pathMatcher } from '../path-matcher.js'
import { fileReason, prReason, type Reason } from '../reasons.js'
import { summarize, type GateVerdict } from '../verdict.js'
import {
  parseReleasePolicy,
  PolicyFileError,
  type ProvenanceRule,
  type ReleaseEntry,
  type ReleasePolicy
} from './policy-file.js'
import { checkPromotion, type PendingPromotion, type PromotionLine } from './promotion.js'

export interface ReleasePorts {
  /** The policy file's text at the base commit; undefined when there is none. */
  readPolicy(path: string): Promise<string | undefined>
  /** The provenance checker, loaded on first need; a string says why it cannot run here. */
  provenance(): Promise<ProvenanceChecker> | string
  /** The config repo's Deployments, for `promoted-from`; a string says why they cannot be read here. */
  evidence(): EvidenceRepo | string
  /**
   * The gate's own App bot (`<slug>[bot]`) when it runs with App credentials: whose Deployments
   * count for an entry without `recorded-by`. Undefined with a token: then anyone's count, and
   * the judgement says so.
   */
  evidenceRecorder?(): Promise<string | undefined>
}

/** One image change and what its provenance check found (or why it was not checked). */
export interface ProvenanceLine {
  readonly file: string
  readonly line: number
  readonly image: string
  readonly result: ProvenanceResult | { readonly ok: 'skipped'; readonly message: string }
}

export interface ReleaseJudgement {
  readonly verdict: GateVerdict
  /** The policy file used, or undefined when the base commit has none. */
  readonly policyFile: string | undefined
  readonly provenance: readonly ProvenanceLine[]
  /** Per image under a `promoted-from` entry, where its digest was verified. */
  readonly promotion: readonly PromotionLine[]
  /** What people should know that is not a reason to refuse (checks skipped). */
  readonly notes: readonly string[]
  /** Those of the notes that the run also logs as a warning (evidence whose author was not checked). */
  readonly warnings: readonly string[]
}

export async function applyReleasePolicy(
  verdict: GateVerdict,
  path: string,
  ports: ReleasePorts
): Promise<ReleaseJudgement> {
  let policy: ReleasePolicy
  try {
    const text = await ports.readPolicy(path)
    if (text === undefined)
      return { verdict, policyFile: undefined, provenance: [], promotion: [], notes: [], warnings: [] }
    policy = parseReleasePolicy(text, path)
  } catch (error) {
    const message =
      error instanceof PolicyFileError
        ? `The release policy is broken: ${error.message}. Fix it on the base branch first.`
        : `The release policy ${JSON.stringify(path)} could not be read at the base commit: ${messageOf(error)}`
    return {
      verdict: withReasons(verdict, new Map(), [prReason('policy-invalid', message)]),
      policyFile: path,
      provenance: [],
      promotion: [],
      notes: [],
      warnings: []
    }
  }
  const extra = new Map<ImageChange, Reason[]>()
  const pending: { change: ImageChange; entry: ReleaseEntry }[] = []
  const promotions: PendingPromotion[] = []
  let ownApp: Promise<string | undefined> | undefined
  const recordersOf = async (entry: ReleaseEntry): Promise<readonly string[] | undefined> => {
    if (entry.recordedBy !== undefined) return entry.recordedBy
    const app = await (ownApp ??= ports.evidenceRecorder?.() ?? Promise.resolve(undefined))
    return app === undefined ? undefined : [app]
  }
  const matchers = policy.releases.map((entry) => ({ entry, matches: pathMatcher(entry.paths) }))
  for (const change of verdict.changes) {
    const at = (code: Reason['code'], message: string): void => {
      extra.set(change, [...(extra.get(change) ?? []), fileReason(code, change.file, change.line, message)])
    }
    const entry = matchers.find((m) => m.matches(change.file))?.entry
    if (!entry) {
      at(
        'no-release-entry',
        `${JSON.stringify(change.file)} falls under no entry of ${policy.file}; add one whose paths match it.`
      )
      continue
    }
    const name = imageName(change.after)
    if (name === undefined || change.reasons.length > 0) continue
    if (!entry.images.includes(name)) {
      at(
        'image-not-allowed',
        `${JSON.stringify(change.file)} line ${change.line}: image ${JSON.stringify(name)} is not among the images of the ${policy.file} entry at line ${entry.line} (${entry.images.map((i) => JSON.stringify(i)).join(', ')}).`
      )
      continue
    }
    if (entry.provenance) pending.push({ change, entry })
    if (entry.promotedFrom !== undefined)
      promotions.push({ change, environment: entry.promotedFrom, recorders: await recordersOf(entry) })
  }
  // Both run at once; each adds its reasons to a map of its own, merged in a fixed order after.
  const promotionReasons = new Map<ImageChange, Reason[]>()
  const [provenance, promotion] = await Promise.all([
    checkProvenance(pending, ports, extra),
    checkPromotion(promotions, promotions.length > 0 ? ports.evidence() : '', promotionReasons)
  ])
  for (const [change, reasons] of promotionReasons) extra.set(change, [...(extra.get(change) ?? []), ...reasons])
  return {
    verdict: withReasons(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...provenance.notes, ...promotion.notes],
    warnings: promotion.warnings
  }
}

async function checkProvenance(
  pending: readonly { change: ImageChange; entry: ReleaseEntry }[],
  ports: ReleasePorts,
  extra: Map<ImageChange, Reason[]>
): Promise<{ lines: ProvenanceLine[]; notes: string[] }> {
  if (pending.length === 0) return { lines: [], notes: [] }
  const loaded = ports.provenance()
  if (typeof loaded === 'string') {
    const lines = pending.map(({ change }) => lineOf(change, { ok: 'skipped', message: loaded }))
    return { lines, notes: [`Provenance not checked: ${loaded}`] }
  }
  let checker: ProvenanceChecker | undefined
  let failed: string | undefined
  try {
    checker = await loaded
  } catch (error) {
    failed = `the provenance check could not start: ${messageOf(error)}`
  }
  // The same digest under the same rule (one image in several environments) is checked once.
  const checks = new Map<string, Promise<ProvenanceResult>>()
  const check = (digest: string, rule: ProvenanceRule): Promise<ProvenanceResult> => {
    const key = JSON.stringify([digest, rule])
    let result = checks.get(key)
    if (!result) {
      result =
        checker === undefined
          ? Promise.resolve({ ok: false, code: 'provenance-unavailable', message: failed ?? 'no checker' })
          : checker.check(digest, rule)
      checks.set(key, result)
    }
    return result
  }
  const lines = await Promise.all(
    pending.map(async ({ change, entry }): Promise<ProvenanceLine> => {
      const digest = change.after.slice(change.after.indexOf('@') + 1)
      const result = await check(digest, entry.provenance!)
      if (!result.ok) {
        const reason = fileReason(
          result.code,
          change.file,
          change.line,
          `${JSON.stringify(change.file)} line ${change.line}: ${result.message}.`
        )
        extra.set(change, [...(extra.get(change) ?? []), reason])
      }
      return lineOf(change, result)
    })
  )
  return { lines, notes: [] }
}

function lineOf(change: ImageChange, result: ProvenanceLine['result']): ProvenanceLine {
  return { file: change.file, line: change.line, image: change.after, result }
}

function imageName(image: string): string | undefined {
  try {
    return parseImageReference(image, { requireDigest: false }).name
  } catch {
    return undefined
  }
}

/** The verdict again, with reasons added to some changes and to the PR; the outcome recomputed. */
function withReasons(verdict: GateVerdict, extra: ReadonlyMap<ImageChange, Reason[]>, prWide: Reason[]): GateVerdict {
  if (extra.size === 0 && prWide.length === 0) return verdict
  const fileReasons = new Set(verdict.files.flatMap((f) => f.reasons))
  const kept = verdict.reasons.filter((r) => !fileReasons.has(r) && r.code !== 'no-image-change')
  const files = verdict.files.map((file) => {
    const added = file.changes.flatMap((c) => extra.get(c) ?? [])
    if (added.length === 0) return file
    const changes = file.changes.map((c) => (extra.has(c) ? { ...c, reasons: [...c.reasons, ...extra.get(c)!] } : c))
    return { ...file, verdict: 'reject' as const, reasons: [...file.reasons, ...added], changes }
  })
  return summarize(verdict.base, verdict.head, files, [...prWide, ...kept])
}
