// The Argo CD stand-in's Notifications GitHub service against the GitHub stand-in: what it posts,
// when, as whom, and once per synced revision.
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { DIGEST_B, IMAGE, MANIFEST, microservice } from '../fixtures.js'
import { APP, CONFIG_REPO, startWorld, type SeededStandIns } from '../world.js'
import type { GitHubNotifications, NotificationSubscription } from './index.js'

let world: SeededStandIns | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

const NEW = `${IMAGE}:1.5.0@${DIGEST_B}`

async function notifying(subscription: NotificationSubscription = {}): Promise<GitHubNotifications> {
  world = await startWorld({ operatorDelayMs: 50 })
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  world.github.registerApp({ id: 9001, slug: 'argocd-notifications', publicKey })
  return world.argocd.notifyGitHub({
    apiUrl: world.github.url,
    repo: CONFIG_REPO,
    app: { id: 9001, privateKey },
    subscriptions: { [APP]: subscription },
    argocdUrl: 'https://argocd.acme.dev'
  })
}

async function release(image: string): Promise<string> {
  const sha = await world!.github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(`"${image}"`) })
  return sha
}

describe('Argo CD stand-in: Notifications to GitHub', () => {
  it('posts a success status and check run as the App once the synced revision is Healthy, once', async () => {
    const notifications = await notifying()
    const sha = await release(NEW)
    await world!.argocd.waitFor(APP, (app) => JSON.stringify(app).includes(`"revision":"${sha}"`), 10_000)
    await world!.argocd.waitFor(
      APP,
      (app) => (app as { status?: { health?: { status?: string } } }).status?.health?.status === 'Healthy',
      10_000
    )
    // The controller observes the app on its own tick, which a busy machine may delay past the
    // API's answer: wait for the first notification, then a few more ticks, in which nothing may
    // be sent twice for the revision.
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      await notifications.idle()
      if (notifications.sent.some((n) => n.revision === sha)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    await notifications.idle()
    expect(notifications.errors).toEqual([])
    expect(notifications.sent.filter((n) => n.revision === sha)).toEqual([
      {
        app: APP,
        trigger: 'on-deployed',
        revision: sha,
        state: 'success',
        description: `${APP} is Healthy at ${sha}`
      }
    ])
    const [status] = world!.github.commitStatuses(CONFIG_REPO, sha)
    expect(status).toMatchObject({
      state: 'success',
      context: `continuous-delivery/${APP}`,
      creator: 'argocd-notifications[bot]',
      targetUrl: `https://argocd.acme.dev/applications/${APP}?operation=true`
    })
    const [run] = world!.github.checkRuns(CONFIG_REPO, sha)
    expect(run).toMatchObject({
      name: `continuous-delivery/${APP}`,
      status: 'completed',
      conclusion: 'success',
      externalId: 'argocd-notifications',
      appId: 9001
    })
    expect(run!.output.text).toContain(`- ${NEW}`)
  }, 30_000)

  it('posts a failure when the app turns Degraded, and a sync failure as error', async () => {
    const notifications = await notifying({ checkRun: false })
    world!.argocd.setScenario(APP, { operator: { scenario: 'image-pull-failure', delayMs: 50 } })
    const degraded = await release(NEW)
    type Op = {
      status?: { health?: { status?: string }; operationState?: { phase?: string; syncResult?: { revision?: string } } }
    }
    // Degraded at the new revision: the scenario may turn the running revision Degraded first.
    await world!.argocd.waitFor(
      APP,
      (app) =>
        (app as Op).status?.health?.status === 'Degraded' &&
        (app as Op).status?.operationState?.syncResult?.revision === degraded,
      10_000
    )
    world!.argocd.setScenario(APP, { rejectSync: 'spec.port: Invalid value' })
    const failed = await release(`${IMAGE}:1.5.1@${DIGEST_B.replace('2', '4')}`)
    await world!.argocd.waitFor(
      APP,
      (app) => {
        const op = (app as Op).status?.operationState
        return op?.phase === 'Failed' && op.syncResult?.revision === failed
      },
      10_000
    )
    await notifications.idle()
    expect(notifications.errors).toEqual([])
    const states = (sha: string): string[] => notifications.sent.filter((n) => n.revision === sha).map((n) => n.state)
    // Once syncs are rejected, a retried sync of the Degraded revision may fail too: that is sent as well.
    expect(states(degraded)[0]).toBe('failure')
    expect(states(failed)).toContain('error')
    expect(world!.github.checkRuns(CONFIG_REPO, degraded)).toEqual([])
    expect(notifications.sent.find((n) => n.revision === failed && n.state === 'error')?.description).toMatch(
      /^todo-full-api: sync of [0-9a-f]{40} Failed: one or more objects failed to apply/
    )
  }, 30_000)
})
