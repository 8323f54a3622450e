/**
 * The seeds' world on loopback, for the demo and for the repo's own `uses: ./` workflow: a
 * GitHub stand-in holding the config repo (real git underneath) and an Argo CD stand-in whose
 * simulated controller syncs from that same repository and whose operator reports status,
 * judged by the Microservice health check we ship.
 */
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { startArgoCd, type ArgoCdStandIn } from './argocd/index.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from './github/index.js'

export const CONFIG_REPO = 'acme/platform-config'
export const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
export const APP = 'todo-full-api'
export const IMAGE = 'ghcr.io/acme/todo-api'
export const digest = (prefix: string): string => `sha256:${prefix.padEnd(64, prefix[0])}`
/** What Dev runs before the demo's releases. */
export const RUNNING = `${IMAGE}:1.4.2@${digest('46aef566')}`

const ROOT = resolve(import.meta.dirname, '..')

export function microservice(image: string): string {
  return [
    '# Todo API in Dev. Releases change spec.image only.',
    'apiVersion: platform.example.io/v1alpha1',
    'kind: Microservice',
    'metadata:',
    '  name: todo-api',
    '  namespace: todo',
    'spec:',
    `  image: ${image}`,
    '  port: 8080',
    ''
  ].join('\n')
}

export interface World {
  readonly github: GitHubStandIn
  readonly argocd: ArgoCdStandIn
  /** Inputs every command needs to reach the GitHub stand-in's config repo. */
  readonly githubInputs: Record<string, string>
  close(): Promise<void>
}

/** Starts both stand-ins with Dev Synced and Healthy on {@link RUNNING}. */
export async function startWorld(): Promise<World> {
  const github = await startGitHubStandIn()
  const lua = await readFile(join(ROOT, 'health/platform.example.io/Microservice/health.lua'), 'utf8')
  const argocd = await startArgoCd({ healthChecks: { 'platform.example.io_Microservice': lua } })
  const close = async (): Promise<void> => {
    await Promise.allSettled([github.close(), argocd.close()])
  }
  try {
    await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(RUNNING) } })
    await argocd.addApp({
      name: APP,
      repoDir: join(github.dir, 'repos', 'acme', 'platform-config.git'),
      path: MANIFEST,
      namespace: 'todo',
      operator: { scenario: 'healthy', delayMs: 150 }
    })
    await argocd.waitFor(APP, (app) => (app as { status: { health: { status: string } } }).status.health.status === 'Healthy', 10_000)
  } catch (error) {
    await close()
    throw error
  }
  return { github, argocd, githubInputs: { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url }, close }
}
