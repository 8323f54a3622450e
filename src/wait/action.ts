import { debugSettings } from '../action/outputs.js'
import { withHeadStart } from '../action/head-start.js'
import { commitPullsRead, pullRead, type FirstRead } from '../github/first-reads.js'
import type { WaitActionDeps } from './job.js'
import type { WaitResult } from './run.js'
import { readWaitSettings, type WaitSettings } from './settings.js'

/**
 * `command: wait` as the runner calls it: inputs → settings → its first read of GitHub on the
 * way while the rest of the command loads (job.ts) → the chain followed to a verdict.
 */
export async function runAction(deps: WaitActionDeps = {}): Promise<WaitResult> {
  const settings = readWaitSettings(process.env)
  const headers = settings.argocd.headers?.map(([name]) => `${name}: ***`)
  debugSettings('wait', { ...settings, argocd: { ...settings.argocd, token: '***', headers } })
  return withHeadStart(settings, waitFirstReads(settings), async (headStart) => {
    const { followRelease } = await import('./job.js')
    return followRelease(settings, deps, headStart)
  })
}

/** What runWait asks GitHub first: the PR it waits to merge, or the PR of the commit it follows. */
export function waitFirstReads(settings: WaitSettings): FirstRead[] {
  if (settings.pr !== undefined) return [pullRead(settings.configRepo, settings.pr)]
  const revision = settings.revision ?? settings.source.sha
  return revision === undefined ? [] : [commitPullsRead(settings.configRepo, revision)]
}
