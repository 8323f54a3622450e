import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { realSleep } from '../../../src/time.js'
import { runWait, type WaitResult } from '../../../src/wait/run.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import type { OperatorScenario } from '../../../standins/argocd/index.js'
import { DIGEST_A, DIGEST_B, IMAGE } from '../../../standins/fixtures.js'
import { WRITE_TOKEN } from '../../../standins/github/index.js'
import { CONFIG_REPO, healthOf, startWorld, type SeededStandIns } from '../../../standins/world.js'
import { withInputs } from '../../helpers/inputs.js'
import { FAST } from './setup.js'

/**
 * `wait` on targets beyond a custom resource's spec.image: a Deployment the app manages itself,
 * followed through Argo CD's tree (Deployment -> ReplicaSet -> Pod) and the Deployment
 * controller's status, its expected image read from a pod-template manifest, a kustomization or
 * Helm values. Here the config repos keep the rendered manifest beside the source (the
 * rendered-manifests pattern) and the app syncs that; rendered.test.ts has the stand-in render
 * the kustomization and the chart itself, as Argo CD does.
 */
const WEB_APP = 'todo-web'
const OLD = `${IMAGE}:1.4.1@${DIGEST_A}`
const NEW = `${IMAGE}:1.4.2@${DIGEST_B}`
const DEPLOYMENT = 'apps/todo-web/deployment.yaml'
const RENDERED = 'rendered/todo-web.yaml'
const KUSTOMIZATION = 'apps/todo-web/kustomization.yaml'
const VALUES = 'apps/todo-web/values-dev.yaml'
const RESOURCE = 'apps:Deployment:todo/todo-web'

const deployment = (image: string): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: todo-web
  namespace: todo
spec:
  replicas: 2
  selector:
    matchLabels: {app: todo-web}
  template:
    metadata:
      labels: {app: todo-web}
    spec:
      containers:
        - name: web
          image: "${image}"
          ports:
            - containerPort: 8080
`

/** `repo:1.4.2@sha256:…` → `1.4.2`. */
const tagOf = (image: string): string => image.slice(0, image.indexOf('@')).split(':').pop()!

const kustomization = (image: string): string => `resources:
  - deployment.yaml
images:
  - name: ${IMAGE}
    newTag: ${tagOf(image)}
    digest: ${image.slice(image.indexOf('@') + 1)}
`

const values = (image: string): string => `replicaCount: 2
image:
  registry: ghcr.io
  repository: acme/todo-api
  tag: ${tagOf(image)}
  digest: ${image.slice(image.indexOf('@') + 1)}
`

let world: SeededStandIns | undefined
let argocd: ArgoCdClient | undefined
afterEach(async () => {
  await argocd?.close()
  await world?.close()
  world = argocd = undefined
})

/** Both stand-ins, with the app `todo-web` syncing `path` and Healthy on the old image. */
async function start(files: Record<string, string>, path: string, scenario: OperatorScenario = 'healthy') {
  const w = await startWorld({ files, operatorDelayMs: 50 })
  world = w
  await w.argocd.addApp({
    name: WEB_APP,
    repoDir: w.github.repoDir(CONFIG_REPO),
    path,
    namespace: 'todo',
    operator: { scenario: 'healthy', delayMs: 50 }
  })
  // Healthy once the Pods are, so not before the Deployment controller's first write.
  const rolledOut = (): boolean => {
    const nodes = (w.argocd.resourceTree(WEB_APP)['nodes'] ?? []) as { kind: string; health?: { status: string } }[]
    return nodes.filter((n) => n.kind === 'Pod' && n.health?.status === 'Healthy').length === 2
  }
  await w.argocd.waitFor(WEB_APP, (app) => healthOf(app) === 'Healthy' && rolledOut(), 30_000)
  w.argocd.setScenario(WEB_APP, { operator: { scenario, delayMs: 50 } })
  return w
}

async function wait(
  w: SeededStandIns,
  inputs: Record<string, string>
): Promise<{ result: WaitResult; info: string[] }> {
  const all = {
    command: 'wait',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': w.github.url,
    'argocd-server': w.argocd.url,
    'argocd-token': w.argocd.token,
    'argocd-app': WEB_APP,
    comment: 'false',
    timeout: '20s',
    ...inputs
  }
  const settings = withInputs(all, () => readWaitSettings({}))
  if (settings.mode !== 'argocd') throw new Error('these tests follow Argo CD')
  const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 10 })
  argocd = createArgoCdClient(settings.argocd, { retryBaseMs: 10 })
  const info: string[] = []
  const result = await runWait(settings, {
    repo: configRepo(octokit, settings.configRepo),
    argocd,
    clock: Date.now,
    sleep: realSleep,
    log: { info: (m) => info.push(m), warning: (m) => info.push(m), debug: () => undefined },
    watcher: FAST.watcher
  })
  return { result, info }
}

const detail = (result: WaitResult, step: string): string | undefined =>
  result.state.steps.find((s) => s.step === step)?.detail

describe('wait on a Deployment target', () => {
  it('follows a pod-template manifest: synced, the controller observed it, rollout complete, Pods on the digest', async () => {
    const w = await start({ [DEPLOYMENT]: deployment(OLD) }, DEPLOYMENT)
    const sha = await w.github.pushFiles(CONFIG_REPO, 'main', { [DEPLOYMENT]: deployment(NEW) }, { message: 'Release' })
    const { result } = await wait(w, { manifest: DEPLOYMENT, kind: 'Deployment', 'api-group': 'apps', revision: sha })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.message).toBe(`apps/Deployment todo/todo-web is Healthy on ${NEW}.`)
    expect(detail(result, 'observed')).toBe(
      'spec.template.spec.containers[name=web].image matches; the Deployment controller observed generation 2'
    )
    expect(detail(result, 'health')).toMatch(/^Healthy \(2 of 2 replicas updated and available\)/)
    expect(detail(result, 'running')).toMatch(/^2 Pods run sha256:28492db0/)
  })

  it('ends Degraded when the Deployment exceeds its progress deadline', async () => {
    const w = await start({ [DEPLOYMENT]: deployment(OLD) }, DEPLOYMENT, 'image-pull-failure')
    const sha = await w.github.pushFiles(CONFIG_REPO, 'main', { [DEPLOYMENT]: deployment(NEW) }, { message: 'Release' })
    const { result } = await wait(w, {
      manifest: DEPLOYMENT,
      kind: 'Deployment',
      'api-group': 'apps',
      revision: sha,
      'pod-failure-grace': 'off'
    })
    expect(result.state.verdict).toBe('degraded')
    expect(result.state.message).toMatch(
      /^apps\/Deployment todo\/todo-web is Degraded: Deployment "todo-web" exceeded its progress deadline/
    )
  })

  it('times out on a rollout stuck with the old ReplicaSet Pods serving, saying so', async () => {
    const w = await start({ [DEPLOYMENT]: deployment(OLD) }, DEPLOYMENT, 'never-ready')
    const sha = await w.github.pushFiles(CONFIG_REPO, 'main', { [DEPLOYMENT]: deployment(NEW) }, { message: 'Release' })
    const { result } = await wait(w, {
      manifest: DEPLOYMENT,
      kind: 'Deployment',
      'api-group': 'apps',
      revision: sha,
      // Long enough for the sync and the controller's first step on a busy machine.
      timeout: '10s'
    })
    expect(result.state.verdict).toBe('timeout')
    expect(result.state.message).toMatch(
      /^Timed out after 10s waiting for health: Progressing: Waiting for rollout to finish: 2 old replicas are pending termination/
    )
  })

  it('follows the resource a kustomization deploys, expecting the digest of its images entry', async () => {
    const files = { [KUSTOMIZATION]: kustomization(OLD), [RENDERED]: deployment(OLD) }
    const w = await start(files, RENDERED)
    const sha = await w.github.pushFiles(
      CONFIG_REPO,
      'main',
      { [KUSTOMIZATION]: kustomization(NEW), [RENDERED]: deployment(NEW) },
      { message: 'Release' }
    )
    const { result } = await wait(w, { manifest: KUSTOMIZATION, resource: RESOURCE, image: IMAGE, revision: sha })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.message).toBe(`apps/Deployment todo/todo-web is Healthy on ${NEW}.`)
  })

  it('follows the resource a Helm values file deploys, expecting the digest of its image mapping', async () => {
    const files = { [VALUES]: values(OLD), [RENDERED]: deployment(OLD) }
    const w = await start(files, RENDERED)
    const sha = await w.github.pushFiles(
      CONFIG_REPO,
      'main',
      { [VALUES]: values(NEW), [RENDERED]: deployment(NEW) },
      { message: 'Release' }
    )
    const { result } = await wait(w, {
      manifest: VALUES,
      format: 'helm-values',
      resource: RESOURCE,
      image: `${IMAGE}@${DIGEST_B}`,
      container: 'web',
      revision: sha
    })
    expect(result.state.verdict).toBe('healthy')
    expect(detail(result, 'observed')).toMatch(/^spec.template.spec.containers\[name=web\].image matches/)
  })

  it('refuses a kustomization without resource, naming the input', async () => {
    const w = await start({ [KUSTOMIZATION]: kustomization(OLD), [RENDERED]: deployment(OLD) }, RENDERED)
    await expect(wait(w, { manifest: KUSTOMIZATION })).rejects.toThrow(
      /is a kustomization file, which does not say what it deploys: set 'resource'/
    )
  })
})
