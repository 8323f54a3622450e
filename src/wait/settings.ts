import * as core from '@actions/core'
import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { getBoolean, getChoice, getDuration, getOptionalString } from '../action/inputs.js'
import { checkAppName, loadCaCert, parseServerUrl, type ArgoCdConnection } from '../argocd/connection.js'
import { InputError } from '../errors.js'
import { parseManifestPath, readSelector } from '../open/settings.js'
import type { TargetSource } from './expected.js'
import { parseExpectedImage, parseResourceFlag, parseRevision } from './target.js'
import type { SuspendedPolicy, WaitPolicy } from './types.js'

/** Everything `wait` needs, read and validated before any request is made. */
export interface WaitSettings extends GitHubSettings, WaitPolicy {
  /** How to reach Argo CD (token masked). */
  readonly argocd: ArgoCdConnection
  /** The Application to follow. */
  readonly app: string
  /** The release PR: wait for it to merge; its merge commit is the expected revision. */
  readonly pr: number | undefined
  /** The expected revision when no PR is given; undefined means the pushed commit (GITHUB_SHA). */
  readonly revision: string | undefined
  /** Where the resource and the expected image come from. */
  readonly target: TargetSource
  /** Give up after this long (the merge wait included). */
  readonly timeoutMs: number
  /** Keep the sticky comment on the release PR. */
  readonly comment: boolean
  /** Record a GitHub Deployment in this environment, with in_progress → success/failure statuses. */
  readonly environment: string | undefined
  readonly source: RunSource
}

export function readWaitSettings(env: NodeJS.ProcessEnv = process.env): WaitSettings {
  const github = readGitHubSettings(env)
  const pr = getOptionalString('pr')
  const revision = getOptionalString('revision')
  if (pr !== undefined && revision !== undefined) {
    throw new InputError("Set either 'pr' (wait for its merge commit) or 'revision', not both.")
  }
  const environment = getOptionalString('environment')
  return {
    ...github,
    argocd: readArgoCdConnection(env),
    app: checkAppName(getOptionalString('argocd-app') ?? missing('argocd-app', 'the Argo CD Application to follow'), "Input 'argocd-app'"),
    pr: pr === undefined ? undefined : parsePullNumber(pr),
    revision: revision === undefined ? undefined : parseRevision(revision, "Input 'revision'"),
    target: readTargetSource(),
    timeoutMs: positive(getDuration('timeout', '15m'), 'timeout'),
    degradedGraceMs: getDuration('degraded-grace', '0'),
    suspended: getChoice<SuspendedPolicy>('suspended', ['success', 'failure', 'wait'], 'success'),
    comment: getBoolean('comment', true),
    environment,
    source: readRunSource(env)
  }
}

export function readArgoCdConnection(env: NodeJS.ProcessEnv): ArgoCdConnection {
  const server = getOptionalString('argocd-server') ?? env['ARGOCD_SERVER'] ?? missing('argocd-server', 'the Argo CD server URL (or set ARGOCD_SERVER)')
  const token = getOptionalString('argocd-token') ?? env['ARGOCD_AUTH_TOKEN'] ?? ''
  if (token === '') throw new InputError("Input 'argocd-token' is empty. Pass an Argo CD API token from a secret (or set ARGOCD_AUTH_TOKEN).")
  core.setSecret(token)
  return {
    serverUrl: parseServerUrl(server, "Input 'argocd-server'"),
    token,
    insecure: getBoolean('insecure', false),
    caCert: loadCaCert(getOptionalString('ca-cert'), "Input 'ca-cert'"),
    appNamespace: getOptionalString('argocd-app-namespace')
  }
}

/** The manifest (resource and image read from it) or explicit `resource` + `image`, never both. */
function readTargetSource(): TargetSource {
  const manifest = getOptionalString('manifest')
  const resource = getOptionalString('resource')
  const image = getOptionalString('image')
  if (manifest !== undefined) {
    if (resource !== undefined || image !== undefined) {
      throw new InputError("Set either 'manifest' (the resource and image are read from it) or 'resource' and 'image', not both.")
    }
    return { from: 'manifest', manifest: parseManifestPath(manifest), selector: readSelector() }
  }
  if (resource === undefined || image === undefined) {
    throw new InputError("Set 'manifest' (path of the resource's manifest in the config repo), or both 'resource' (GROUP:KIND:NAMESPACE/NAME) and 'image'.")
  }
  return { from: 'inputs', resource: parseResourceFlag(resource, "Input 'resource'"), image: parseExpectedImage(image, "Input 'image'") }
}

function parsePullNumber(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new InputError(`Input 'pr' must be a pull request number such as 42, got ${JSON.stringify(value)}.`)
  return Number(value)
}

function positive(ms: number, name: string): number {
  if (ms <= 0) throw new InputError(`Input '${name}' must be longer than 0, for example 15m.`)
  return ms
}

function missing(name: string, what: string): never {
  throw new InputError(`Input '${name}' is required: ${what}.`)
}
