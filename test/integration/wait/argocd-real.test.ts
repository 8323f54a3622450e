import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { runWait, type WaitPorts, type WaitResult } from '../../../src/wait/run.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { realSleep } from '../../../src/time.js'
import { withInputs } from '../../helpers/inputs.js'
import { APP, FAST, ReleaseFixture } from './setup.js'

// Finer points of wait against the Argo CD stand-in's opt-in real-world modes, with the real
// clients and tuning the bundled action cannot take (shorter thresholds).

let world: ReleaseFixture | undefined
let argocd: ArgoCdClient | undefined
afterEach(async () => {
  await argocd?.close()
  await world?.close()
  world = argocd = undefined
})

async function wait(
  w: ReleaseFixture,
  inputs: Record<string, string>,
  watcher: WaitPorts['watcher'] = FAST.watcher
): Promise<{ result: WaitResult; info: string[] }> {
  const settings = withInputs(w.inputs(inputs), () => readWaitSettings({}))
  const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 10 })
  if (settings.mode !== 'argocd') throw new Error('these tests follow Argo CD')
  argocd = createArgoCdClient(settings.argocd, { retryBaseMs: 10 })
  const info: string[] = []
  const result = await runWait(settings, {
    repo: configRepo(octokit, settings.configRepo),
    argocd,
    clock: Date.now,
    sleep: realSleep,
    log: { info: (m) => info.push(m), warning: () => undefined, debug: () => undefined },
    watcher
  })
  return { result, info }
}

describe('a stale revision cache', () => {
  it('asks once for a hard refresh when Argo CD stays behind after the normal one, says so, and gets the release', async () => {
    world = await ReleaseFixture.start()
    world.argocd.setScenario(APP, { staleRevisionCache: true })
    const sha = await world.push()
    const { result, info } = await wait(world, { revision: sha }, { ...FAST.watcher, hardRefreshAfterMs: 500 })
    expect(result.state.verdict).toBe('healthy')
    expect(info).toContain(
      'Argo CD still showed an older revision 1s after the normal refresh; asked once for a hard refresh (refresh=hard), in case its caches are stale.'
    )
    const refreshes = world.argocd.requests
      .filter((r) => r.query['refresh'] !== undefined)
      .map((r) => r.query['refresh'])
    expect(refreshes).toEqual(['normal', 'hard'])
  })

  it('without it, the stand-in stays behind whatever the normal refresh says (so the test above proves something)', async () => {
    world = await ReleaseFixture.start()
    world.argocd.setScenario(APP, { staleRevisionCache: true })
    const sha = await world.push()
    const { result } = await wait(
      world,
      { revision: sha, timeout: '3s' },
      { ...FAST.watcher, hardRefreshAfterMs: 600_000 }
    )
    expect(result.state.verdict).toBe('timeout')
    expect(result.state.message).toMatch(/^Timed out after 3s waiting for synced: Argo CD is still at \w{7}, before/)
  })

  it('never asks for one when Argo CD sees the commit', async () => {
    world = await ReleaseFixture.start()
    const sha = await world.push()
    const { result } = await wait(world, { revision: sha }, { ...FAST.watcher, hardRefreshAfterMs: 500 })
    expect(result.state.verdict).toBe('healthy')
    expect(world.argocd.requests.some((r) => r.query['refresh'] === 'hard')).toBe(false)
  })
})
