import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { realSleep } from '../../../src/time.js'
import { runWait, type WaitResult } from '../../../src/wait/run.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { DIGEST_A, DIGEST_B, IMAGE } from '../../../standins/fixtures.js'
import { WRITE_TOKEN } from '../../../standins/github/index.js'
import {
  addHelmApp,
  addKustomizeApp,
  CHART_VALUES,
  helmFiles,
  helmValuesFile,
  KUSTOMIZATION,
  kustomizationFile,
  kustomizeFiles
} from '../../../standins/rendered-apps.js'
import { CONFIG_REPO, healthOf, startWorld, type SeededStandIns } from '../../../standins/world.js'
import { withInputs } from '../../helpers/inputs.js'
import { FAST } from './setup.js'

/**
 * `wait` on a kustomize and a Helm target the Argo CD stand-in renders itself, as Argo CD's
 * repo-server does: the release changes only the kustomization's `images:` entry or Dev's values
 * file, with no rendered copy beside it, and the Deployment rolls out to the new digest.
 */
const OLD = `${IMAGE}:1.4.1@${DIGEST_A}`
const NEW = `${IMAGE}:1.4.2@${DIGEST_B}`
const RESOURCE = 'apps:Deployment:todo/todo-web'

let world: SeededStandIns | undefined
let argocd: ArgoCdClient | undefined
afterEach(async () => {
  await argocd?.close()
  await world?.close()
  world = argocd = undefined
})

/** Both stand-ins, with `add`'s app Healthy on the old image once its Pods are. */
async function start(
  files: Record<string, string>,
  add: typeof addKustomizeApp
): Promise<{ w: SeededStandIns; app: string }> {
  const w = await startWorld({ files, operatorDelayMs: 50 })
  world = w
  const app = await add(w.github, w.argocd)
  const rolledOut = (): boolean => {
    const nodes = (w.argocd.resourceTree(app)['nodes'] ?? []) as { kind: string; health?: { status: string } }[]
    return nodes.filter((n) => n.kind === 'Pod' && n.health?.status === 'Healthy').length === 2
  }
  await w.argocd.waitFor(app, (a) => healthOf(a) === 'Healthy' && rolledOut(), 30_000)
  return { w, app }
}

async function wait(w: SeededStandIns, app: string, inputs: Record<string, string>): Promise<WaitResult> {
  const all = {
    command: 'wait',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': w.github.url,
    'argocd-server': w.argocd.url,
    'argocd-token': w.argocd.token,
    'argocd-app': app,
    comment: 'false',
    timeout: '20s',
    ...inputs
  }
  const settings = withInputs(all, () => readWaitSettings({}))
  if (settings.mode !== 'argocd') throw new Error('these tests follow Argo CD')
  const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 10 })
  argocd = createArgoCdClient(settings.argocd, { retryBaseMs: 10 })
  return runWait(settings, {
    repo: configRepo(octokit, settings.configRepo),
    argocd,
    clock: Date.now,
    sleep: realSleep,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    watcher: FAST.watcher
  })
}

const podImages = (w: SeededStandIns, app: string): string[] =>
  ((w.argocd.resourceTree(app)['nodes'] ?? []) as { kind: string; images?: string[] }[])
    .filter((n) => n.kind === 'Pod')
    .flatMap((n) => n.images ?? [])

describe('wait on a target the stand-in renders', () => {
  it('a release that edits only the kustomization rolls the Deployment out to its digest', async () => {
    const { w, app } = await start(kustomizeFiles(OLD), addKustomizeApp)
    expect(podImages(w, app)).toEqual([OLD, OLD])
    const sha = await w.github.pushFiles(CONFIG_REPO, 'main', kustomizationFile(NEW), { message: 'Release' })
    const result = await wait(w, app, { manifest: KUSTOMIZATION, resource: RESOURCE, image: IMAGE, revision: sha })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.message).toBe(`apps/Deployment todo/todo-web is Healthy on ${NEW}.`)
    expect(podImages(w, app)).toEqual([NEW, NEW])
    expect((w.argocd.application(app) as { status: { sourceType: string } }).status.sourceType).toBe('Kustomize')
  })

  it('a release that edits only the Helm values file rolls the Deployment out to its digest', async () => {
    const { w, app } = await start(helmFiles(OLD), addHelmApp)
    expect(podImages(w, app)).toEqual([OLD, OLD])
    const sha = await w.github.pushFiles(CONFIG_REPO, 'main', helmValuesFile(NEW), { message: 'Release' })
    const result = await wait(w, app, {
      manifest: CHART_VALUES,
      format: 'helm-values',
      resource: RESOURCE,
      image: `${IMAGE}@${DIGEST_B}`,
      container: 'web',
      revision: sha
    })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.message).toBe(`apps/Deployment todo/todo-web is Healthy on ${NEW}.`)
    expect(podImages(w, app)).toEqual([NEW, NEW])
    expect((w.argocd.application(app) as { status: { sourceType: string } }).status.sourceType).toBe('Helm')
  })
})
