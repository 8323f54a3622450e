import type {
  ArgoCdStandIn,
  ArgoCdStandInOptions,
  OperatorSettings,
  OperatorStep
} from '../../../standins/argocd/index.js'
import { DIGEST_A, DIGEST_B, IMAGE, microservice as manifest } from '../../../standins/fixtures.js'
import { WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { APP, CONFIG_REPO, HEALTH_CHECK_KEY, MANIFEST, SHIPPED_CHECK, startWorld } from '../../../standins/world.js'

export { APP, CONFIG_REPO, MANIFEST, SHIPPED_CHECK } from '../../../standins/world.js'
export const OLD_IMAGE = `${IMAGE}:1.4.1@${DIGEST_A}`
export const NEW_IMAGE = `${IMAGE}:1.4.2@${DIGEST_B}`
export const RESOURCE = 'platform.example.io:Microservice:todo/todo-api'

/** What many hand-written checks do: believe Ready=True whatever generation it is for. */
export const NAIVE_CHECK = `local hs = {}
hs.status = "Progressing"
if obj.status ~= nil and obj.status.conditions ~= nil then
  for _, c in ipairs(obj.status.conditions) do
    if c.type == "Ready" and c.status == "True" then hs.status = "Healthy"; hs.message = c.message end
  end
end
return hs`

/** Uses the string library, which Argo CD's default sandbox does not load. */
export const BROKEN_CHECK = `local hs = {}
if string.find(obj.metadata.name, "api") then hs.status = "Healthy" end
return hs`

/** The Todo API manifest the wait tests release, the image quoted. */
export const microservice = (image: string): string => manifest(`"${image}"`)

export interface ReleaseFixtureOptions {
  operator?: OperatorSettings
  /** The Microservice health check in argocd-cm; null: none installed. */
  check?: string | null
  argocd?: ArgoCdStandInOptions
}

/**
 * The config repo in the GitHub stand-in and an Argo CD stand-in syncing from that same bare
 * repository, with the app Healthy on the old image: the state right before a release, with
 * the moves of one (open, merge, push) and the inputs and flags to follow it.
 */
export class ReleaseFixture {
  private constructor(
    readonly github: GitHubStandIn,
    readonly argocd: ArgoCdStandIn
  ) {}

  static async start(options: ReleaseFixtureOptions = {}): Promise<ReleaseFixture> {
    // Healthy on the old image first, with the shipped check, as a cluster is before a release.
    const { github, argocd } = await startWorld({
      manifest: microservice(OLD_IMAGE),
      files: { 'README.md': '# platform-config\n' },
      argocd: options.argocd,
      operatorDelayMs: 50
    })
    argocd.installHealthCheck(HEALTH_CHECK_KEY, options.check === undefined ? SHIPPED_CHECK : options.check)
    argocd.setScenario(APP, { operator: options.operator ?? { scenario: 'healthy', delayMs: 50 } })
    return new ReleaseFixture(github, argocd)
  }

  /** Opens the release PR (a branch with the new image), as `open` would. */
  async openReleasePr(image = NEW_IMAGE): Promise<number> {
    await this.github.pushFiles(
      CONFIG_REPO,
      'release/todo-api',
      { [MANIFEST]: microservice(image) },
      { message: `Release ${image}` }
    )
    const created = await client(this.github)('POST', `/repos/${CONFIG_REPO}/pulls`, {
      title: 'Release todo-api 1.4.2',
      head: 'release/todo-api',
      base: 'main'
    })
    if (created.status !== 201)
      throw new Error(`creating the PR failed: ${created.status} ${JSON.stringify(created.body)}`)
    return (created.body as { number: number }).number
  }

  /** Opens and merges the release PR; returns the PR number and the merge commit. */
  async release(image = NEW_IMAGE): Promise<{ pr: number; sha: string }> {
    const pr = await this.openReleasePr(image)
    const { sha } = await this.github.mergePull(CONFIG_REPO, pr)
    return { pr, sha }
  }

  /** Pushes the new image straight to main (the config repo's push-to-main flow); returns the commit. */
  push(image = NEW_IMAGE): Promise<string> {
    return this.github.pushFiles(
      CONFIG_REPO,
      'main',
      { [MANIFEST]: microservice(image) },
      { message: `Release ${image}` }
    )
  }

  /**
   * Sets the operator's scenario with `holdBefore`: it stays before a step while that returns
   * true, so a test sees the states in between however slow the machine is.
   */
  holdOperator(operator: OperatorSettings, holdBefore: (step: OperatorStep) => boolean): void {
    this.argocd.setScenario(APP, { operator: { ...operator, holdBefore } })
  }

  /** Inputs for the action against these stand-ins. */
  inputs(extra: Record<string, string> = {}): Record<string, string> {
    return {
      command: 'wait',
      token: WRITE_TOKEN,
      'config-repo': CONFIG_REPO,
      'github-api-url': this.github.url,
      'argocd-server': this.argocd.url,
      'argocd-token': this.argocd.token,
      'argocd-app': APP,
      manifest: MANIFEST,
      timeout: '20s',
      ...extra
    }
  }

  /** Flags for `gitops-release wait` against the Argo CD stand-in. */
  cliArgs(extra: string[] = []): string[] {
    const defaults = [
      ['--argocd-server', this.argocd.url],
      ['--argocd-token', this.argocd.token],
      ['--app', APP],
      ['--resource', RESOURCE],
      ['--image', NEW_IMAGE],
      ['--timeout', '20']
    ]
    // The CLI refuses a flag given twice: a test's own flag replaces the default.
    return [...defaults.filter(([flag]) => !extra.includes(flag!)).flat(), ...extra] as string[]
  }

  async close(): Promise<void> {
    await this.argocd.close()
    await this.github.close()
  }
}

/**
 * For {@link ReleaseFixture.holdOperator}: holds the operator before `step` until a GET of the
 * live object that arrived after the operator got there has been answered: the wait has seen the
 * state before that step. Where the log stood is noted when the operator first asks, in the
 * controller's tick that made the state, before any watch could tell of it; the stand-in answers
 * that GET from the state at its arrival.
 */
export function holdUntilReadAgain(world: ReleaseFixture, step: OperatorStep): (next: OperatorStep) => boolean {
  const live = `/api/v1/applications/${APP}/resource`
  let from: number | undefined
  return (next) => {
    if (next !== step) return false
    from ??= world.argocd.requests.length
    return !world.argocd.requests.slice(from).some((r) => r.path === live && r.status === 200)
  }
}

/**
 * Short back-offs so scenarios take milliseconds; behaviour is unchanged. The safety re-check
 * stays longer than any wait (their timeout is 20 s), so what the wait sees it must see through
 * the watches (or polling). A watch gets a few seconds for its first event, which the stand-in
 * sends at once: on a busy machine a shorter bound would take a slow start for a buffering proxy
 * and poll instead. The proxy's own tests shorten it with {@link QUICK_TO_POLL}.
 */
export const FAST = {
  watcher: { recheckMs: 120_000, feed: { reconnectMs: 20, pollMinMs: 50, pollMaxMs: 200, firstEventMs: 5_000 } },
  retryBaseMs: 20
}

/** {@link FAST}, but a watch without its first event fails fast: for a proxy that buffers the stream. */
export const QUICK_TO_POLL = {
  ...FAST,
  watcher: { ...FAST.watcher, feed: { ...FAST.watcher.feed, firstEventMs: 300 } }
}
