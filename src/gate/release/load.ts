/** The release step as the action and the CLI build it; the Sigstore code loads only on first need. */
import type { EvidenceRepo } from '../../environments/evidence.js'
import type { ProvenanceApi } from '../../provenance/index.js'
import type { ProvenanceChecker } from '../../provenance/types.js'
import type { ReleaseSettings } from '../../settings/gate.js'
import type { GateVerdict } from '../verdict.js'
import type { ImageFormat } from '../../kube-yaml/image-sites.js'
import { pathMatcher } from '../path-matcher.js'
import { applyReleasePolicy, type ReleaseJudgement } from './apply.js'
import { parseReleasePolicy } from './policy-file.js'
import type { PolicyRead } from './policy-read.js'

/** The release step for one base commit: applied to the rule's verdict. */
export type ReleaseApply = ((verdict: GateVerdict) => Promise<ReleaseJudgement>) & {
  /**
   * The formats the policy's entries name for their paths (first matching entry wins, as for
   * everything else), for the rule to read those files by; undefined without a readable policy,
   * whose problem the verdict then reports.
   */
  readonly formats?: () => Promise<((path: string) => ImageFormat | undefined) | undefined>
}

export interface ReleaseStepOptions {
  readonly settings: ReleaseSettings
  /** The policy file at a commit, and the files there that look like it. */
  readPolicy(path: string, commit: string): Promise<PolicyRead>
  /** Where a commit's policy is read from, for a reason when it cannot be: `GitHub (…), acme/config at 1a2b3c4`. */
  policyOrigin(commit: string): string
  /** How messages name the policy setting: `Input 'policy'` or `--policy`. */
  readonly policyLabel: string
  /** The GitHub API to list attestations with, or why there is none (the CLI without a token). */
  readonly api: ProvenanceApi | string
  /** The config repo's Deployments and records for `promoted-from`, or why there are none (the CLI without a token). */
  readonly evidence: EvidenceRepo | string
  /** The gate's own App bot when it has App credentials: whose Deployments count without `recorded-by`. */
  evidenceRecorder?(): Promise<string | undefined>
  /** How messages name the trusted root setting: `Input 'trusted-root'` or `--trusted-root`. */
  readonly trustedRootLabel: string
  readonly cwd: string
  /** Where the TUF client may cache Sigstore metadata. */
  readonly cacheDir?: string | undefined
}

/**
 * The release step for a base commit and the branch it is the head of (the PR's base, whose
 * commits carry the outcomes `wait` recorded; '' or undefined: the default branch).
 */
export function releaseStep(options: ReleaseStepOptions): (baseSha: string, baseRef?: string) => ReleaseApply {
  let checker: Promise<ProvenanceChecker> | undefined
  const { api } = options
  const load = async (api: ProvenanceApi): Promise<ProvenanceChecker> => {
    const { githubProvenanceChecker } = await import('../../provenance/index.js')
    return githubProvenanceChecker({
      api,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    })
  }
  return (baseSha, baseRef) => {
    const { policyPath: path, policyGiven: given } = options.settings
    const read = options.readPolicy(path, baseSha)
    // Read while the PR is; a failure is reported when the verdict asks for the text.
    read.catch(() => undefined)
    const apply = async (verdict: GateVerdict): Promise<ReleaseJudgement> =>
      applyReleasePolicy(
        verdict,
        { path, given, label: options.policyLabel },
        {
          readPolicy: () => read,
          policyOrigin: options.policyOrigin(baseSha),
          provenance: () => (typeof api === 'string' ? api : (checker ??= load(api))),
          evidence: () => options.evidence,
          evidenceBranch: baseRef || undefined,
          evidenceRecorder: () => options.evidenceRecorder?.() ?? Promise.resolve(undefined)
        }
      )
    const formats = async (): Promise<((file: string) => ImageFormat | undefined) | undefined> => {
      try {
        const found = (await read).text
        if (found === undefined) return undefined
        const entries = parseReleasePolicy(found, path).releases.map((entry) => ({
          format: entry.format,
          matches: pathMatcher(entry.paths)
        }))
        if (entries.every((e) => e.format === undefined)) return undefined
        return (file) => entries.find((e) => e.matches(file))?.format
      } catch {
        return undefined
      }
    }
    return Object.assign(apply, { formats })
  }
}
