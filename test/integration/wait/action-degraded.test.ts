import { afterEach, describe, expect, it } from 'vitest'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, NEW_IMAGE, ReleaseFixture } from './setup.js'

let world: ReleaseFixture | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

// One action run per file: @actions/core caches the job summary path of its first run, and
// test/helpers/runner.ts deletes that file afterwards, so a second run in the same module
// registry would write its summary nowhere.
describe('wait through the action entry point', () => {
  it('fails on an image pull failure with the operator\'s reason and every step\'s last state', async () => {
    world = await ReleaseFixture.start({ operator: { scenario: 'image-pull-failure', delayMs: 50 } })
    const { pr } = await world.release()
    const run = await runAction(world.inputs({ pr: String(pr), environment: 'dev' }), { GITHUB_REPOSITORY: CONFIG_REPO })
    expect(run.failed).toBe(true)
    expect(run.outputs).toMatchObject({ health: 'Degraded', phase: 'health' })
    expect(run.outputs['message']).toBe(`platform.example.io/Microservice todo/todo-api is Degraded: Back-off pulling image "${NEW_IMAGE}"`)
    expect(run.log).toContain('::error::')
    expect(run.log).toMatch(/Last state of every step:%0A  merged: done since .*%0A  synced: done since .*%0A  observed: done since .*%0A  health: failed since .*%0A  running: pending/)
    const [deployment] = world.github.deployments(CONFIG_REPO)
    expect(deployment!.statuses.map((s) => s.state)).toEqual(['in_progress', 'failure'])
    expect(world.github.comments(CONFIG_REPO, pr)[0]!.body).toContain('### ❌ todo-full-api: Degraded')
  })
})
