/**
 * The release policy applied to a verdict the diff rule already gave: each image change must
 * fall under an entry of the policy file read at the base commit (first match wins), move to
 * one of that entry's images, and, when the entry asks, carry a verified provenance
 * attestation and have a successful Deployment in its `promoted-from` environment. Without a
 * policy file at the default path the verdict is returned as it is; a policy the user named must
 * be there.
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
  environmentPolicy,
  parseReleasePolicy,
  PolicyFileError,
  type ProvenanceRule,
  type ReleaseEntry,
  type ReleasePolicy
} from './policy-file.js'
import { listPaths } from './policy-path.js'
import type { PolicyRead } from './policy-read.js'
import { checkPromotion, type PendingPromotion, type PromotionLine } from './promotion.js'
import type { Clock } from '../../time.js'

/** Which policy file the step reads, and whether the user asked for that one. */
export interface PolicyLocation {
  /** Repository path of the policy file, read at the base commit. */
  readonly path: string
  /** True when the user named it (`policy`): then it must exist. The default path may be absent. */
  readonly given: boolean
  /** How messages name the setting: `Input 'policy'` or `--policy`. */
  readonly label: string
}

export interface ReleasePorts {
  /** The policy file at the base commit, and the files there that look like it. */
  readPolicy(path: string): Promise<PolicyRead>
  /** Where the policy is read from, for a reason when it cannot be: `GitHub (https://api.github.com), acme/config at 1a2b3c4`. */
  readonly policyOrigin: string
  /** The provenance checker, loaded on first need; a string says why it cannot run here. */
  provenance(): Promise<ProvenanceChecker> | string
  /** The config repo's Deployments and records, for `promoted-from`; a string says why they cannot be read here. */
  evidence(): EvidenceRepo | string
  /** The branch whose commits carry the recorded outcomes (the PR's base); undefined: the default branch. */
  readonly evidenceBranch?: string | undefined
  /**
   * The gate's own App bot (`<slug>[bot]`) when it runs with App credentials: whose Deployments
   * count for an entry without `recorded-by`. Undefined with a token: then anyone's count, and
   * the judgement says so.
   */
  evidenceRecorder?(): Promise<string | undefined>
  /** What `verified-for` counts to: now, on this clock (default the system's). */
  readonly clock?: Clock | undefined
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
  /**
   * Those of the notes the check run shows and the run logs as a warning: a file that looks like
   * the policy and is not read, evidence whose author was not checked.
   */
  readonly warnings: readonly string[]
}

export async function applyReleasePolicy(
  verdict: GateVerdict,
  location: PolicyLocation,
  ports: ReleasePorts
): Promise<ReleaseJudgement> {
  const loaded = await loadPolicy(location, ports)
  // A file that looks like the policy is not read: said on the check run and as a warning.
  const policyNotes = loaded.notes
  if ('refused' in loaded) {
    return {
      verdict: withReasons(verdict, new Map(), [loaded.refused]),
      policyFile: location.path,
      provenance: [],
      promotion: [],
      notes: policyNotes,
      warnings: policyNotes
    }
  }
  const { policy } = loaded
  if (policy === undefined)
    return { verdict, policyFile: undefined, provenance: [], promotion: [], notes: policyNotes, warnings: policyNotes }
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
      promotions.push({
        change,
        environment: entry.promotedFrom,
        recorders: await recordersOf(entry),
        requirement: environmentPolicy(policy, entry.promotedFrom)?.promotion
      })
  }
  // Both run at once; each adds its reasons to a map of its own, merged in a fixed order after.
  const promotionReasons = new Map<ImageChange, Reason[]>()
  const [provenance, promotion] = await Promise.all([
    checkProvenance(pending, ports, extra),
    checkPromotion(
      promotions,
      promotions.length > 0 ? ports.evidence() : '',
      promotionReasons,
      ports.evidenceBranch,
      (ports.clock ?? Date.now)()
    )
  ])
  for (const [change, reasons] of promotionReasons) extra.set(change, [...(extra.get(change) ?? []), ...reasons])
  return {
    verdict: withReasons(verdict, extra, []),
    policyFile: policy.file,
    provenance: provenance.lines,
    promotion: promotion.lines,
    notes: [...policyNotes, ...provenance.notes, ...promotion.notes],
    warnings: [...policyNotes, ...promotion.warnings]
  }
}

/**
 * The policy, or the reason the PR is refused for it, with what people should know besides. A
 * policy asked for must be there and parse; one that cannot be read fails closed, and says the
 * file was not read rather than that it is broken. The default path may be absent: then there is
 * no policy, and a file that looks like one is pointed out.
 */
async function loadPolicy(
  location: PolicyLocation,
  ports: ReleasePorts
): Promise<
  | { readonly policy: ReleasePolicy | undefined; readonly notes: string[] }
  | { readonly refused: Reason; readonly notes: string[] }
> {
  const { path, label } = location
  const file = JSON.stringify(path)
  let read: PolicyRead
  try {
    read = await ports.readPolicy(path)
  } catch (error) {
    const message = `The release policy ${file} (${label}) could not be read from ${ports.policyOrigin}: ${messageOf(error)}. The gate refuses until it can read it: rerun it (the token needs 'contents: read').`
    return { refused: prReason('policy-unavailable', message), notes: [] }
  }
  const near = read.nearMisses
  const looksLike = `${listPaths(near)} look${near.length === 1 ? 's' : ''} like a release policy`
  if (read.problem !== undefined)
    return {
      refused: prReason(
        'policy-invalid',
        `The release policy ${file} ${read.problem}. Fix it on the base branch first.`
      ),
      notes: []
    }
  if (read.text === undefined) {
    if (location.given) {
      const instead = near.length > 0 ? `; ${looksLike} there` : ''
      const message = `${label} names ${file}, which does not exist at the base commit${instead}. Add it on the base branch, name the file that is there, or remove ${label} to gate without a policy.`
      return { refused: prReason('policy-missing', message), notes: [] }
    }
    const notes =
      near.length > 0
        ? [
            `No release policy at ${file}, where the gate looks, so none was applied; ${looksLike} and ${near.length === 1 ? 'is' : 'are'} not read: rename it to ${file}, or name it in ${label}.`
          ]
        : []
    return { policy: undefined, notes }
  }
  const notes =
    near.length > 0 ? [`${looksLike} and ${near.length === 1 ? 'is' : 'are'} not read: the gate reads ${file}.`] : []
  try {
    return { policy: parseReleasePolicy(read.text, path), notes }
  } catch (error) {
    if (!(error instanceof PolicyFileError)) throw error
    const message = `The release policy is broken: ${error.message}. Fix it on the base branch first.`
    return { refused: prReason('policy-invalid', message), notes }
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
