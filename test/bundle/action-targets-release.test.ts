/**
 * A release of each target issue 25 adds, through the shipped bundle as a runner runs it:
 * `open` pins the new digest (a Deployment's container, a kustomization's `images:` entry, a
 * Helm values file's image mapping), `gate` accepts the PR, it is merged, and `wait` follows the
 * rollout through the Argo CD stand-in, which renders kustomize and Helm as Argo CD does, to the
 * Pods on the new digest.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_A, DIGEST_B, IMAGE } from '../../standins/fixtures.js'
import { WRITE_TOKEN } from '../../standins/github/index.js'
import {
  addHelmApp,
  addKustomizeApp,
  CHART_VALUES,
  helmFiles,
  KUSTOMIZATION,
  kustomizeFiles
} from '../../standins/rendered-apps.js'
import { CONFIG_REPO, healthOf, startWorld, type SeededStandIns } from '../../standins/world.js'

const OLD = `${IMAGE}:1.4.1@${DIGEST_A}`
const NEW = `${IMAGE}:1.4.1@${DIGEST_B}`
const DEPLOYMENT = 'apps/todo-web/deployment.yaml'
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
          image: "${image}" # pinned by CI
`

let world: SeededStandIns | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

type AddApp = (w: SeededStandIns) => Promise<string>

/** Both stand-ins, the app Healthy on the old image once its Pods are. */
async function start(files: Record<string, string>, add: AddApp): Promise<{ w: SeededStandIns; app: string }> {
  const w = await startWorld({ files, operatorDelayMs: 50 })
  world = w
  const app = await add(w)
  const rolledOut = (): boolean => {
    const nodes = (w.argocd.resourceTree(app)['nodes'] ?? []) as { kind: string; health?: { status: string } }[]
    return nodes.filter((n) => n.kind === 'Pod' && n.health?.status === 'Healthy').length === 2
  }
  await w.argocd.waitFor(app, (a) => healthOf(a) === 'Healthy' && rolledOut(), 30_000)
  return { w, app }
}

/** open → gate → merge → wait, each a run of dist/index.js; the diff `open` wrote. */
async function release(
  w: SeededStandIns,
  app: string,
  open: Record<string, string>,
  wait: Record<string, string>
): Promise<{ diff: string; wait: Awaited<ReturnType<typeof runBundledAction>> }> {
  const github = { token: WRITE_TOKEN, 'github-api-url': w.github.url, 'config-repo': CONFIG_REPO }
  const push = { event: { name: 'push', payload: {} } }
  const opened = await runBundledAction({ ...github, command: 'open', image: NEW, ...open }, push)
  expect(opened.exitCode, opened.stdout).toBe(0)
  const pr = opened.outputs['pr-number']!
  const diff = await w.github.git(CONFIG_REPO, ['diff', '--unified=0', 'main', opened.outputs['commit-sha']!])

  const gate = await runBundledAction({ ...github, command: 'gate', pr }, push)
  expect(gate.exitCode, gate.stdout).toBe(0)
  expect(gate.outputs['verdict']).toBe('accept')

  const merge = await fetch(`${w.github.url}/repos/${CONFIG_REPO}/pulls/${pr}/merge`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${WRITE_TOKEN}` },
    body: JSON.stringify({ merge_method: 'squash' })
  })
  expect(merge.status).toBe(200)

  const waited = await runBundledAction({
    ...github,
    command: 'wait',
    pr,
    'argocd-server': w.argocd.url,
    'argocd-token': w.argocd.token,
    'argocd-app': app,
    comment: 'false',
    timeout: '60s',
    ...wait
  })
  return { diff, wait: waited }
}

/** The `-`/`+` lines of a unified diff. */
const changed = (diff: string): string[] => diff.split('\n').filter((l) => /^[-+](?![-+])/.test(l))

describe('dist/index.js: open → gate → wait on the targets beyond spec.image', () => {
  it('a Deployment: its container image pinned, the rollout followed to the Pods', async () => {
    const { w, app } = await start({ [DEPLOYMENT]: deployment(OLD) }, async (w) => {
      await w.argocd.addApp({
        name: 'todo-web',
        repoDir: w.github.repoDir(CONFIG_REPO),
        path: DEPLOYMENT,
        namespace: 'todo',
        operator: { scenario: 'healthy', delayMs: 50 }
      })
      return 'todo-web'
    })
    const target = { manifest: DEPLOYMENT, kind: 'Deployment', 'api-group': 'apps' }
    const { diff, wait } = await release(w, app, target, target)
    expect(changed(diff)).toEqual([
      `-          image: "${OLD}" # pinned by CI`,
      `+          image: "${NEW}" # pinned by CI`
    ])
    expect(wait.exitCode, wait.stdout).toBe(0)
    expect(wait.outputs['health']).toBe('Healthy')
  }, 120_000)

  it('a kustomization: one digest line changed, the rendered Deployment rolls out', async () => {
    const { w, app } = await start(kustomizeFiles(OLD), (w) => addKustomizeApp(w.github, w.argocd))
    const { diff, wait } = await release(
      w,
      app,
      { manifest: KUSTOMIZATION },
      { manifest: KUSTOMIZATION, resource: RESOURCE, image: IMAGE }
    )
    expect(changed(diff)).toEqual([`-    digest: ${DIGEST_A}`, `+    digest: ${DIGEST_B}`])
    expect(wait.exitCode, wait.stdout).toBe(0)
    expect(wait.outputs['health']).toBe('Healthy')
  }, 120_000)

  it("a Helm values file: the mapping's digest set, the chart rendered anew", async () => {
    const { w, app } = await start(helmFiles(OLD), (w) => addHelmApp(w.github, w.argocd))
    const { diff, wait } = await release(
      w,
      app,
      { manifest: CHART_VALUES },
      { manifest: CHART_VALUES, resource: RESOURCE, image: IMAGE }
    )
    expect(changed(diff)).toEqual([`-  digest: "${DIGEST_A}"`, `+  digest: "${DIGEST_B}"`])
    expect(wait.exitCode, wait.stdout).toBe(0)
    expect(wait.outputs['health']).toBe('Healthy')
  }, 120_000)
})
