/**
 * `status-context` and `status-creator`: `wait` following what the cluster reports to GitHub
 * instead of Argo CD's API. One reader for the action's inputs and the CLI's flags.
 */
import { InputError } from '../errors.js'
import type { SettingsReader } from './reader.js'

export interface ReportFollowSettings {
  /** The glob over status contexts and check run names, as given. */
  readonly glob: string
  /** Who may report; undefined: anyone (with a warning). */
  readonly reporters: Reporters | undefined
}

/**
 * Who may report (`status-creator`), lower-cased as GitHub compares logins. An entry names a
 * GitHub App by its slug (`slug` or `slug[bot]`), or a user account as `user:LOGIN`: never one
 * for the other, as anyone may register a user whose login is an App's slug.
 */
export interface Reporters {
  /** App slugs: the commit statuses of the App's bot (`<slug>[bot]`) and the App's check runs count. */
  readonly apps: readonly string[]
  /** User logins: their commit statuses count (only Apps can post check runs). */
  readonly users: readonly string[]
}

/** An App's slug, or its bot's login (`<slug>[bot]`). */
const APP = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,98}))(\[bot\])?$/
/** A user's login: letters, digits and single hyphens, at most 39 characters. */
const USER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
const USER_PREFIX = 'user:'

/**
 * The report-following settings, or undefined when `status-context` is not set (Argo CD is
 * followed). Refuses `argocd-server` beside it, naming both, before anything is asked of anyone.
 */
export function readReportFollow(settings: SettingsReader): ReportFollowSettings | undefined {
  const glob = settings.optional('status-context')?.trim()
  const creators = settings.list('status-creator').map((c) => c.trim())
  if (glob === undefined || glob === '') {
    if (creators.length > 0)
      throw new InputError(
        `${settings.label('status-creator')} names who may report for ${settings.label('status-context').replace(/^Input /, 'input ')}, which is not set: set it, or remove status-creator.`
      )
    return undefined
  }
  // Only the setting itself: an ARGOCD_SERVER in the environment does not contradict it.
  const server = settings.source.value('argocd-server')
  if (server !== undefined && server.trim() !== '') {
    throw new InputError(
      `${settings.label('argocd-server')} and ${settings.label('status-context').replace(/^Input /, 'input ')} are both set: give argocd-server to follow Argo CD's API, or status-context to follow the commit statuses and check runs the cluster reports to GitHub (where the runner cannot reach Argo CD), not both.`
    )
  }
  if ([...glob].some((c) => c < ' ' || c === '\u007f'))
    throw new InputError(`${settings.label('status-context')} must be one line, got ${JSON.stringify(glob)}.`)
  if (FLUX_HELM_RELEASE.test(glob))
    throw new InputError(
      `${settings.label('status-context')} is ${JSON.stringify(glob)}, a Flux HelmRelease's, but Flux posts no commit status for a HelmRelease: notification-controller posts them for Kustomization events only (a HelmRelease's revision is its chart version, not a commit). Follow the Kustomization that applies the HelmRelease instead, e.g. kustomization/<its name>/*, and give that Kustomization wait: true (or list the HelmRelease in its healthChecks) so its success means the release is healthy, not only applied. See docs/wait.md.`
    )
  return {
    glob,
    reporters: creators.length === 0 ? undefined : readReporters(creators, settings.label('status-creator'))
  }
}

/** `status-creator`'s entries: Apps by slug, users as `user:LOGIN`; anything else names the fix. */
export function readReporters(entries: readonly string[], label: string): Reporters {
  const apps: string[] = []
  const users: string[] = []
  for (const entry of entries) {
    const shown = JSON.stringify(entry)
    if (entry.toLowerCase().startsWith(USER_PREFIX)) {
      const login = entry.slice(USER_PREFIX.length)
      const bot = APP.exec(login)
      if (bot?.[2] !== undefined)
        throw new InputError(
          `${label}: ${shown} names an App's bot as a user. Name the App by its slug instead: ${bot[1]} (its bot ${bot[1]}[bot] posts its commit statuses).`
        )
      if (!USER.test(login))
        throw new InputError(
          `${label}: ${shown} is not a GitHub user login (letters, digits and hyphens, at most 39), e.g. user:flux-bot.`
        )
      users.push(login.toLowerCase())
      continue
    }
    const app = APP.exec(entry)
    if (app === null) {
      const login = entry.replace(/^@/, '')
      const hint = USER.test(login)
        ? `user:${login} for the user account, or ${login} for the GitHub App`
        : 'user:LOGIN for a user account, or the slug of a GitHub App'
      throw new InputError(
        `${label}: ${shown} is neither a GitHub App (its slug, or slug[bot]) nor a user (user:LOGIN). Write ${hint}.`
      )
    }
    apps.push(app[1]!.toLowerCase())
  }
  return { apps: [...new Set(apps)], users: [...new Set(users)] }
}

/** A status context Flux's default would give a HelmRelease (`helmrelease/<name>/<uid>`): never posted. */
const FLUX_HELM_RELEASE = /^helmrelease\//i

/**
 * What a Flux Kustomization's commit status means, for the log, when `glob` follows one (Flux's
 * default context is `kustomization/<name>/<first part of the Provider's UID>`): notification-
 * controller turns an info event into `success` and an error into `failure` (progressing events
 * are skipped), and kustomize-controller reports success once it applied the revision, waiting for
 * health first only when that Kustomization waits. Undefined for any other context.
 */
export function fluxReportMeaning(glob: string): string | undefined {
  if (!/^kustomization\//i.test(glob)) return undefined
  return `${glob} is a Flux Kustomization's commit status: its success means the revision was applied, and that what it deploys is healthy only if that Kustomization waits (spec.wait: true, or spec.healthChecks or healthCheckExprs covering the workload); Flux reports nothing for a HelmRelease itself (docs/wait.md).`
}

/** The reporters as `status-creator` writes them, for messages. */
export function describeReporters(reporters: Reporters): string {
  return [...reporters.apps, ...reporters.users.map((u) => `${USER_PREFIX}${u}`)].join(', ')
}
