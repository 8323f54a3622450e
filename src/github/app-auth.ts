import type { GitHub } from '@actions/github/lib/utils'
import { createAppAuth } from '@octokit/auth-app'
import type { Hooks } from '@octokit/core/types'
import { InputError } from '../errors.js'
import type { RepoRef } from './repo-ref.js'

/** A GitHub App's credentials, as the inputs give them (the key already masked). */
export interface AppCredentials {
  /** The App ID (or its client ID). */
  readonly appId: string
  /** The App's private key, PEM. */
  readonly privateKey: string
}

export interface AppInstallationOptions {
  readonly credentials: AppCredentials
  /** The repository the installation token is minted for, and only for. */
  readonly repo: RepoRef
  /** Milliseconds since the epoch (src/time.ts's Clock); tests move it. */
  readonly now?: () => number
  /** Called with every token minted, before it is used: the action masks it. */
  readonly onToken?: (token: string) => void
  /** One-line notices from auth-app. */
  readonly onNotice?: (message: string) => void
}

/**
 * Installation tokens live an hour. auth-app caches one for 59 minutes whatever `expires_at`
 * says, so a long wait could send a token in its last seconds, or one GitHub issued shorter; we
 * keep our own, renewed this long before `expires_at`, or at three quarters of its life if that
 * is shorter (a token that lives seconds, as in tests, is still used more than once).
 */
export const REFRESH_MARGIN_MS = 5 * 60_000

interface Token {
  readonly value: string
  readonly renewAt: number
}

/** What this needs of an Octokit: its request hook and its request function. */
type HookableClient = Pick<InstanceType<typeof GitHub>, 'hook' | 'request'>

type RequestHook = Hooks['request']

/** A wrapper for `octokit.hook.wrap('request', …)`: the next hook, and this request's options. */
export type RequestWrapper = (
  request: (options: RequestHook['Options']) => RequestHook['Result'] | Promise<RequestHook['Result']>,
  options: RequestHook['Options']
) => Promise<RequestHook['Result']>

/**
 * The request wrapper that makes `octokit` act as the App's installation on `repo`. The client
 * installs it outermost, so a request waits for its token before it takes a turn in flight (a
 * token minted by a request holding a turn could wait for a turn itself).
 * App endpoints get the App's JWT; every other request gets the current installation token: one
 * lookup and one mint per run, a new mint only near expiry, and one more if GitHub answers 401 to
 * a token we still thought good.
 */
export function installationWrapper(
  octokit: HookableClient,
  options: AppInstallationOptions
): RequestWrapper & { readonly identity: () => Promise<string> } {
  const { credentials, repo } = options
  const now = options.now ?? Date.now
  const app = createAppAuth({
    appId: credentials.appId,
    privateKey: credentials.privateKey,
    request: octokit.request,
    log: { warn: (message: string) => options.onNotice?.(message) }
  })
  let installation: { id: number; slug: string } | undefined
  let current: Token | undefined
  let pending: Promise<Token> | undefined

  async function mint(): Promise<Token> {
    installation ??= await lookUp(octokit, options)
    const minted = await app({
      type: 'installation',
      installationId: installation.id,
      repositoryNames: [repo.repo],
      refresh: true
    }).catch((error: unknown) => {
      throw mintError(error, options)
    })
    options.onToken?.(minted.token)
    const issued = now()
    const expires = Date.parse(minted.expiresAt)
    return { value: minted.token, renewAt: expires - Math.min(REFRESH_MARGIN_MS, (expires - issued) / 4) }
  }

  function token(): Promise<Token> {
    if (current && now() < current.renewAt) return Promise.resolve(current)
    pending ??= mint()
      .then((t) => (current = t))
      .finally(() => (pending = undefined))
    return pending
  }

  // `hook.wrap` hands the wrapper the next hook, bound to this request's options: a wrapper
  // changes a request by changing that one options object (it is this request's own copy).
  const wrapper: RequestWrapper = async (request, endpoint) => {
    const send = (authorization: string): ReturnType<typeof request> => {
      endpoint.headers.authorization = authorization
      return request(endpoint)
    }
    if (isAppEndpoint(endpoint.url, endpoint.baseUrl)) return send(`bearer ${(await app({ type: 'app' })).token}`)
    const used = await token()
    try {
      return await send(`token ${used.value}`)
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== 401) throw error
      // Revoked, or expired sooner than GitHub said (clock skew): mint once more and retry once.
      if (current === used) current = undefined
      return send(`token ${(await token()).value}`)
    }
  }
  // The App's bot account, `<slug>[bot]`, what its installation's writes belong to: the lookup
  // that finds the installation names the App, so this costs no request of its own.
  const identity = async (): Promise<string> => {
    if (!installation) await token()
    return `${installation!.slug}[bot]`
  }
  return Object.assign(wrapper, { identity })
}

/** Endpoints that take the App's JWT; of those, we call the two below. */
function isAppEndpoint(url: string, baseUrl: string): boolean {
  const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url
  return /^\/app(\/|$)/.test(path) || /^\/repos\/[^/]+\/[^/]+\/installation$/.test(path.split('?')[0]!)
}

async function lookUp(octokit: HookableClient, options: AppInstallationOptions): Promise<{ id: number; slug: string }> {
  const { owner, repo } = options.repo
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/installation', { owner, repo })
    return { id: data.id, slug: data.app_slug }
  } catch (error) {
    throw mintError(error, options)
  }
}

/** What went wrong getting a token, said as what to change. */
function mintError(error: unknown, options: AppInstallationOptions): Error {
  const status = (error as { status?: unknown } | null)?.status
  const { appId } = options.credentials
  const where = `${options.repo.owner}/${options.repo.repo}`
  const said = error instanceof Error ? error.message : String(error)
  if (status === 401) {
    return new InputError(
      `GitHub refused the JWT of App ${appId} (${said}). Check that 'app-id' is the App's ID and 'app-private-key' one of its current private keys, and that the runner's clock is right.`
    )
  }
  if (status === 404) {
    return new InputError(
      `GitHub App ${appId} is not installed on ${where} (or 'config-repo' is wrong). Install the App on ${where}, or include the repository in the installation's repository access.`
    )
  }
  if (status === 422) {
    return new InputError(
      `GitHub App ${appId}'s installation cannot access ${where}: add the repository to the installation's repository access.`
    )
  }
  return new Error(`Could not get an installation token for ${where} as GitHub App ${appId}: ${said}`, {
    cause: error
  })
}
