/**
 * `status-context` and `status-creator`: `wait` following what the cluster reports to GitHub
 * instead of Argo CD's API. One reader for the action's inputs and the CLI's flags.
 */
import { InputError } from '../errors.js'
import type { SettingsReader } from './reader.js'

export interface ReportFollowSettings {
  /** The glob over status contexts and check run names, as given. */
  readonly glob: string
  /** Logins and App slugs allowed to report; empty: anyone (with a warning). */
  readonly creators: readonly string[]
}

/** A GitHub login or App slug, optionally as the App's bot (`<slug>[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,98})(?:\[bot\])?$/

/**
 * The report-following settings, or undefined when `status-context` is not set (Argo CD is
 * followed). Refuses `argocd-server` beside it, naming both, before anything is asked of anyone.
 */
export function readReportFollow(settings: SettingsReader): ReportFollowSettings | undefined {
  const glob = settings.optional('status-context')?.trim()
  const creators = settings.list('status-creator')
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
  for (const creator of creators) {
    if (!LOGIN.test(creator))
      throw new InputError(
        `${settings.label('status-creator')}: ${JSON.stringify(creator)} is not a GitHub login or App slug (letters, digits and hyphens, an App's bot as slug[bot]).`
      )
  }
  return { glob, creators }
}
