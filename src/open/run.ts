import { Authorship } from './authorship.js'
import { releaseBranchForTargets } from './branch.js'
import { attemptOpen, type KnownBaseHead } from './decide.js'
import { explainRefusals } from './refusals.js'
import { retryRaces } from './race.js'
import { RunWarnings } from './warnings.js'
import type { OpenSettings } from './settings.js'
import type { OpenPorts, OpenRepo, OpenResult } from './types.js'

export type { OpenOutcome, OpenPorts, OpenRepo, OpenResult } from './types.js'

/**
 * `open`: opens or updates the release PR for a set of resources (usually one). Each attempt reads the current
 * state, decides, and writes with compare-and-swap (see `race.ts`).
 */
export async function runOpen(
  settings: OpenSettings,
  ports: OpenPorts,
  known: { baseHead?: KnownBaseHead } = {}
): Promise<OpenResult> {
  const repo = explainRefusals(ports.repo)
  const authorship = await Authorship.of({ appIdentity: repo.appIdentity, workflowToken: settings.workflowToken })
  const warnings = new RunWarnings(ports.log)
  const branch = await targetBranch(settings, repo)
  // A retry reads everything again: what the first attempt was given may be what changed.
  const result = await retryRaces(branch, ports, (count) =>
    attemptOpen(settings, { ...ports, repo }, branch, {
      trustPullHead: count === 1,
      baseHead: count === 1 ? known.baseHead : undefined,
      authorship,
      warnings
    })
  )
  return { ...result, warnings: warnings.all }
}

/**
 * Each set of targets and base gets its own release branch (branch.ts): a name without `@<base>`
 * is the default branch's, so a release into any other base never shares it.
 */
async function targetBranch(settings: OpenSettings, repo: Pick<OpenRepo, 'defaultBranch'>): Promise<string> {
  const { branchPrefix, targets, base } = settings
  const other = base !== undefined && base !== (await repo.defaultBranch()) ? base : undefined
  return releaseBranchForTargets(branchPrefix, targets, other)
}
