import { afterEach, describe, expect, it } from 'vitest'
import { runAction } from '../../helpers/runner.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { APP, CONFIG_REPO, MANIFEST, NEW_IMAGE, ReleaseFixture, RESOURCE } from './setup.js'

let world: ReleaseFixture | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

// Several runs in one file are fine: test/helpers/runner.ts gives every run in a process the
// same job summary file (the one @actions/core remembers), emptied before each run.
describe('wait through the action entry point', () => {
  it('follows a merged release PR to Healthy, with outputs, summary, one sticky comment and a Deployment', async () => {
    world = await ReleaseFixture.start()
    const { pr, sha } = await world.release()
    const run = await runAction(world.inputs({ pr: String(pr), environment: 'dev' }), {
      GITHUB_REPOSITORY: CONFIG_REPO,
      GITHUB_RUN_ID: '4242',
      GITHUB_SERVER_URL: 'https://github.com'
    })
    expect(run.failed).toBe(false)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: sha, phase: 'running' })
    expect(run.outputs['message']).toBe(`platform.example.io/Microservice todo/todo-api is Healthy on ${NEW_IMAGE}.`)
    const timeline = JSON.parse(run.outputs['timeline']!) as {
      verdict: string
      steps: { step: string; state: string; since: string }[]
    }
    expect(timeline.verdict).toBe('healthy')
    expect(timeline.steps.map((s) => `${s.step}:${s.state}`)).toEqual([
      'merged:done',
      'synced:done',
      'observed:done',
      'health:done',
      'running:done'
    ])
    expect(timeline.steps.every((s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(s.since))).toBe(true)

    expect(run.summary).toContain('todo-full-api: Healthy')
    expect(run.summary).toContain('| Step | State | Since | Detail |')
    expect(run.summary).toContain('```mermaid')
    expect(run.summary).not.toContain('<td>')

    const comments = world.github.comments(CONFIG_REPO, pr)
    expect(comments).toHaveLength(1)
    expect(comments[0]!.body).toContain('<!-- gitops-release:sticky:wait:todo-full-api -->')
    expect(comments[0]!.body).toContain('### ✅ todo-full-api: Healthy')
    expect(comments[0]!.body).toContain('flowchart LR')
    // The summary is the comment's report, in the same order.
    expect(`${comments[0]!.body.replace(/^<!--.*-->\n/, '')}\n`).toBe(run.summary)
    expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/)

    const [deployment] = world.github.deployments(CONFIG_REPO)
    expect(deployment).toMatchObject({ sha, ref: sha, environment: 'dev' })
    // The evidence contract other tools read back (README: "What a Deployment records").
    expect(deployment!.payload).toEqual({
      image: NEW_IMAGE,
      digest: DIGEST_B,
      manifest: MANIFEST,
      resource: RESOURCE,
      revision: sha
    })
    // Healthy within the first progress window: the verdict is the only status a person needs.
    expect(deployment!.statuses.map((s) => s.state)).toEqual(['success'])
    expect(deployment!.statuses[0]!.logUrl).toBe(`https://github.com/${CONFIG_REPO}/actions/runs/4242`)
    expect(deployment!.statuses[0]!.environmentUrl).toBe(`${world.argocd.url}/applications/${APP}`)
    // The same outcome as a commit status on the revision: the record nobody else can delete.
    expect(world.github.commitStatuses(CONFIG_REPO, sha)).toEqual([
      expect.objectContaining({
        context: 'gitops-release/dev',
        state: 'success',
        description: expect.stringMatching(new RegExp(`^healthy ${DIGEST_B}: `)) as string,
        targetUrl: `https://github.com/${CONFIG_REPO}/actions/runs/4242`
      })
    ])
  })

  it("fails on an image pull failure with the operator's reason and every step's last state", async () => {
    world = await ReleaseFixture.start({ operator: { scenario: 'image-pull-failure', delayMs: 50 } })
    const { pr } = await world.release()
    const run = await runAction(world.inputs({ pr: String(pr), environment: 'dev' }), {
      GITHUB_REPOSITORY: CONFIG_REPO
    })
    expect(run.failed).toBe(true)
    expect(run.outputs).toMatchObject({ health: 'Degraded', phase: 'health' })
    expect(run.outputs['message']).toBe(
      `platform.example.io/Microservice todo/todo-api is Degraded: Back-off pulling image "${NEW_IMAGE}"`
    )
    expect(run.log).toContain('::error::')
    expect(run.log).toMatch(
      /Last state of every step:%0A {2}merged: done since .*%0A {2}synced: done since .*%0A {2}observed: done since .*%0A {2}health: failed since .*%0A {2}running: pending/
    )
    const [deployment] = world.github.deployments(CONFIG_REPO)
    expect(deployment!.statuses.map((s) => s.state)).toEqual(['failure'])
    expect(world.github.commitStatuses(CONFIG_REPO, deployment!.sha)).toEqual([
      expect.objectContaining({
        context: 'gitops-release/dev',
        state: 'failure',
        description: expect.stringMatching(new RegExp(`^degraded ${DIGEST_B}: .*todo-api is Degrade`)) as string
      })
    ])
    expect(world.github.comments(CONFIG_REPO, pr)[0]!.body).toContain('### ❌ todo-full-api: Degraded')
  })
})
