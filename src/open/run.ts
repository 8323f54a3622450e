import { releaseBranchName } from './branch.js'
import { attemptOpen } from './decide.js'
import { retryRaces } from './race.js'
import type { OpenSettings } from './settings.js'
import type { OpenPorts, OpenResult } from './types.js'

export type { OpenOutcome, OpenPorts, OpenRepo, OpenResult } from './types.js'

/**
 * `open`: opens or updates the release PR for one resource. Each attempt reads the current
 * state, decides, and writes with compare-and-swap (see `race.ts`).
 */
export function runOpen(settings: OpenSettings, ports: OpenPorts): Promise<OpenResult> {
  const branch = releaseBranchName(settings.branchPrefix, settings.manifest, settings.selector.name)
  return retryRaces(branch, ports.log, () => attemptOpen(settings, ports.repo, ports.log, branch))
}
