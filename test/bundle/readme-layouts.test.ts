/**
 * The README's layout table, adopted as a new user would: for each layout, `open` with only the
 * `manifest` the row names and the image, then the gate with the row's inputs (none), through
 * the bundled action against the GitHub stand-in. Each must open a one-line PR the gate accepts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_A, DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'

const CONFIG_REPO = 'acme/platform-config'
const WEB = 'ghcr.io/acme/web'
const OLD = `${WEB}:1.4.0@${DIGEST_A}`
const NEW = `${WEB}:1.5.0@${DIGEST_B}`
const PUSH = { event: { name: 'push', payload: {} } }

const BASE_DEPLOYMENT = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${WEB}:1.0.0\n`
const BASE = {
  'apps/web/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
  'apps/web/base/deployment.yaml': BASE_DEPLOYMENT
}

/**
 * Each row's file, at the path the README's table gives, holding the release before this one,
 * with the files around it that the layout has (a kustomize overlay's base).
 */
const LAYOUTS: Record<string, { path: string; text: string; around?: Record<string, string> }> = {
  'plain Deployment': {
    path: 'apps/web/deployment.yaml',
    text: `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${OLD}\n        - name: proxy\n          image: envoyproxy/envoy:v1.30.1\n`
  },
  'custom resource with spec.image': {
    path: 'apps/web/dev/microservice.yaml',
    text: `apiVersion: platform.example.io/v1alpha1\nkind: Microservice\nmetadata:\n  name: web\nspec:\n  image: ${OLD}\n  replicas: 2\n`
  },
  'kustomize overlay': {
    path: 'apps/web/overlays/dev/kustomization.yaml',
    text: `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ../../base\nimages:\n  - name: ${WEB}\n    newTag: 1.4.0\n    digest: ${DIGEST_A}\n`,
    around: BASE
  },
  'Helm values per environment': {
    path: 'charts/web/values-dev.yaml',
    text: `replicaCount: 2\nimage:\n  repository: ${WEB}\n  tag: 1.4.0\n  digest: ${DIGEST_A}\n  pullPolicy: IfNotPresent\n`
  },
  'Argo CD Application override': {
    path: 'apps/web/overlays/dev/.argocd-source-web-dev.yaml',
    text: `kustomize:\n  images:\n    - ${OLD}\n`,
    // Argo CD's app source path: the overlay the override applies to.
    around: { ...BASE, 'apps/web/overlays/dev/kustomization.yaml': 'resources:\n  - ../../base\n' }
  },
  'Flux HelmRelease': {
    path: 'clusters/dev/web/helmrelease.yaml',
    text: `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: web\n  namespace: web\nspec:\n  interval: 10m\n  chart:\n    spec:\n      chart: web\n      sourceRef:\n        kind: HelmRepository\n        name: acme\n  values:\n    image:\n      repository: ${WEB}\n      tag: 1.4.0\n      digest: ${DIGEST_A}\n`
  }
}

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
})
afterEach(() => github.close())

describe('the README’s layout table, through dist/index.js', () => {
  it('names every layout this test adopts', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
    for (const { path } of Object.values(LAYOUTS)) expect(readme).toContain(`\`${path}\``)
  })

  it.each(Object.entries(LAYOUTS))(
    '%s: open with manifest and image alone, and the gate accepts',
    async (_, layout) => {
      await github.createRepo(CONFIG_REPO, {
        files: { ...layout.around, [layout.path]: layout.text, 'README.md': '# config\n' }
      })
      const connection = { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url }
      const open = await runBundledAction({ ...connection, command: 'open', manifest: layout.path, image: NEW }, PUSH)
      expect(open.exitCode, open.stdout).toBe(0)
      expect(open.outputs).toMatchObject({ result: 'created', 'new-image': NEW })

      const gate = await runBundledAction(
        { ...connection, command: 'gate', pr: open.outputs['pr-number']!, 'allow-tag-change': 'true' },
        PUSH
      )
      expect(gate.exitCode, gate.stdout).toBe(0)
      expect(gate.outputs['verdict']).toBe('accept')
      const changes = JSON.parse(gate.outputs['changes']!) as { file: string; verdict: string }[]
      expect(changes.length).toBeGreaterThan(0)
      expect(changes.every((c) => c.file === layout.path && c.verdict === 'accept')).toBe(true)
    }
  )
})
