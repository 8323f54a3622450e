/**
 * The seeds' world on loopback, for the demo, the repo's own `uses: ./` workflow, the bench and
 * the integration tests of `wait`: a GitHub stand-in holding the config repo (real git
 * underneath) and an Argo CD stand-in whose simulated controller syncs from that same
 * repository and whose operator reports status, judged by the Microservice health check we ship.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startArgoCd, type ArgoCdStandIn, type ArgoCdStandInOptions } from './argocd/index.js'
import { CONFIG_REPO, DIGEST_A, handWritten, IMAGE, MANIFEST } from './fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from './github/index.js'

export { CONFIG_REPO, IMAGE, MANIFEST } from './fixtures.js'
export const APP = 'todo-full-api'
/** What Dev runs before the demo's releases. */
export const RUNNING = `${IMAGE}:1.4.2@${DIGEST_A}`
/** The Argo CD resource key of the Microservice the app deploys. */
export const HEALTH_CHECK_KEY = 'platform.example.io_Microservice'
/** The health check we ship, as argocd-cm would carry it. */
export const SHIPPED_CHECK = readFileSync(
  join(resolve(import.meta.dirname, '..'), 'health/platform.example.io/Microservice/health.lua'),
  'utf8'
)

export interface SeededStandIns {
  readonly github: GitHubStandIn
  readonly argocd: ArgoCdStandIn
  /** Inputs every command needs to reach the GitHub stand-in's config repo. */
  readonly githubInputs: Record<string, string>
  close(): Promise<void>
}

export interface StartWorldOptions {
  /** The manifest's text at the start; default the seeds' manifest pinning {@link RUNNING}. */
  manifest?: string
  /** More files in the config repo's first commit. */
  files?: Record<string, string>
  /** For the Argo CD stand-in; the shipped health check is installed besides. */
  argocd?: ArgoCdStandInOptions
  /** The simulated operator's step while the app first becomes Healthy; default 150 ms. */
  operatorDelayMs?: number
}

/** Starts both stand-ins with the app Synced and Healthy on the config repo's manifest. */
export async function startWorld(options: StartWorldOptions = {}): Promise<SeededStandIns> {
  const github = await startGitHubStandIn()
  let argocd: ArgoCdStandIn | undefined
  const close = async (): Promise<void> => {
    await Promise.allSettled([github.close(), argocd?.close()])
  }
  try {
    await github.createRepo(CONFIG_REPO, {
      files: { [MANIFEST]: options.manifest ?? handWritten(RUNNING), ...options.files }
    })
    argocd = await followConfigRepo(github, options)
  } catch (error) {
    await close()
    throw error
  }
  return {
    github,
    argocd,
    githubInputs: { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url },
    close
  }
}

/**
 * Starts an Argo CD stand-in whose app {@link APP} follows the GitHub stand-in's config repo, and
 * returns once the app is Healthy. startWorld starts one; the bench starts a second beside it.
 */
export async function followConfigRepo(
  github: GitHubStandIn,
  options: Pick<StartWorldOptions, 'argocd' | 'operatorDelayMs'> = {}
): Promise<ArgoCdStandIn> {
  const argocd = await startArgoCd({
    ...options.argocd,
    healthChecks: { [HEALTH_CHECK_KEY]: SHIPPED_CHECK, ...options.argocd?.healthChecks }
  })
  try {
    await argocd.addApp({
      name: APP,
      repoDir: github.repoDir(CONFIG_REPO),
      path: MANIFEST,
      namespace: 'todo',
      operator: { scenario: 'healthy', delayMs: options.operatorDelayMs ?? 150 }
    })
    await argocd.waitFor(APP, (app) => healthOf(app) === 'Healthy', 30_000)
  } catch (error) {
    await argocd.close()
    throw error
  }
  return argocd
}

/** The app's `status.health.status`, if it has one yet. */
export const healthOf = (app: Record<string, unknown>): string | undefined =>
  (app as { status?: { health?: { status?: string } } }).status?.health?.status
