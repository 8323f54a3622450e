/** The Argo CD side of `wait`, one reader for the action's inputs and the CLI's flags. */
import { checkAppName, loadCaCert, parseServerUrl, type ArgoCdConnection } from '../argocd/connection.js'
import { parseHeaders } from '../argocd/headers.js'
import { InputError } from '../errors.js'
import { parseDuration } from './parsers.js'
import type { SuspendedPolicy, WaitPolicy } from '../wait/types.js'
import type { SettingsReader } from './reader.js'

/** Server, token (masked as soon as it is read), TLS and the app's namespace. */
export function readArgoCdConnection(settings: SettingsReader): ArgoCdConnection {
  const server = settings.required(
    'argocd-server',
    `the Argo CD server URL, e.g. https://argocd.example.com. Or, where the runner cannot reach Argo CD, follow what the cluster reports to GitHub instead: ${settings.example('status-context', 'continuous-delivery/<app>')}`
  )
  const token = settings.secret('argocd-token', 'an Argo CD API token, passed from a secret')
  return {
    serverUrl: parseServerUrl(server, settings.label('argocd-server')),
    token,
    insecure: settings.boolean('insecure'),
    caCert: loadCaCert(settings.optional('ca-cert'), settings.label('ca-cert'), settings.cwd),
    appNamespace: settings.optional('argocd-app-namespace'),
    headers: parseHeaders(settings.optional('argocd-headers'), settings.label('argocd-headers'), (value) =>
      settings.source.secret(value)
    )
  }
}

/** The Application to follow. */
export function readArgoCdApp(settings: SettingsReader): string {
  return checkAppName(
    settings.required('argocd-app', 'the Argo CD Application to follow'),
    settings.label('argocd-app')
  )
}

/** How long to wait at most, in milliseconds (never 0: that would time out before a look). */
export function readTimeout(settings: SettingsReader): number {
  const ms = settings.duration('timeout')
  if (ms <= 0) throw new InputError(`${settings.label('timeout')} must be longer than 0, for example 15m.`)
  return ms
}

/** What Degraded and Suspended mean for the verdict. */
export function readWaitPolicy(settings: SettingsReader): WaitPolicy {
  return {
    degradedGraceMs: settings.duration('degraded-grace'),
    suspended: settings.choice<SuspendedPolicy>('suspended'),
    podFailureGraceMs: readPodFailureGrace(settings)
  }
}

/** A duration, or `off`: leave broken Pods to the operator's own verdict. */
function readPodFailureGrace(settings: SettingsReader): number | undefined {
  const value = settings.string('pod-failure-grace').trim()
  if (value.toLowerCase() === 'off') return undefined
  return parseDuration(value, `${settings.label('pod-failure-grace')} (a duration, or off)`)
}
