import { readFileSync } from 'node:fs'
import { readGitHubSettings, readRunSource, type GitHubSettings } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { InputError, messageOf } from '../errors.js'
import { GATE } from '../settings/commands.js'
import {
  readGateLimits,
  readGatePolicy,
  readReleaseSettings,
  readRenderMode,
  type ReleaseSettings
} from '../settings/gate.js'
import { parsePullNumber } from '../settings/parsers.js'
import { SettingsReader } from '../settings/reader.js'
import { readGateTarget, type TargetInput } from './event.js'
import type { GateLimits } from './limits.js'
import { MAX_PROVABLE_FILES } from './github-source.js'
import type { GatePolicy } from './policy.js'
import type { RenderMode } from './render/proof.js'
import { parseScope, type GateScope } from './scope.js'

/** Everything `gate` needs, read and validated once before any request is made. */
export interface GateSettings extends GitHubSettings {
  /** The rule's knobs: paths, allowed kind, tag and downgrade policy. */
  readonly policy: GatePolicy
  /** File count, byte and concurrency limits for reading the PR. */
  readonly limits: GateLimits
  /** Whether to render the kustomizations that build the change with the real kustomize. */
  readonly render: RenderMode
  /** Which PRs are release PRs. */
  readonly scope: GateScope
  /** What PRs outside the scope get: a neutral check (default) or a failing one. */
  readonly otherPrs: 'neutral' | 'failure'
  /** Check run name; the base branch is appended: `gitops-release gate (main)`. */
  readonly checkName: string
  /** Post (and keep editing) one sticky PR comment with the verdict table. */
  readonly comment: boolean
  /**
   * What to judge: the PR (or merge group) and its exact SHAs from the event payload, or the PR
   * the `pr` input names, whose SHAs `resolveTarget` reads from the API once.
   */
  readonly target: TargetInput
  /** The release policy file and the Sigstore trusted root its provenance checks use. */
  readonly release: ReleaseSettings
  /** The GitHub server's URL (`GITHUB_SERVER_URL`), for Argo CD sources that name this repository. */
  readonly serverUrl: string
}

export function readGateSettings(env: NodeJS.ProcessEnv = process.env): GateSettings {
  const settings = new SettingsReader(GATE, inputSource(env))
  const github = readGitHubSettings(settings)
  return {
    ...github,
    policy: readGatePolicy(settings),
    // GitHub's comparison lists at most 300 files; a higher limit could never be honoured.
    limits: readGateLimits(settings, MAX_PROVABLE_FILES),
    render: readRenderMode(settings),
    scope: parseScope(settings.list('scope')),
    otherPrs: settings.choice('other-prs'),
    checkName: settings.string('check-name'),
    comment: settings.boolean('comment'),
    target: readTargetOrPull(settings, env),
    release: readReleaseSettings(settings),
    serverUrl: readRunSource(env).serverUrl
  }
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group'])

/**
 * On PR and merge-queue events the payload names the exact SHAs. On any other event (a
 * `workflow_dispatch` re-check, a scheduled sweep) the `pr` input names the PR instead, and its
 * SHAs are read from the API once, at the start of the run.
 */
function readTargetOrPull(settings: SettingsReader, env: NodeJS.ProcessEnv): TargetInput {
  const pr = settings.optional('pr')
  const eventName = env['GITHUB_EVENT_NAME']
  if (pr === undefined || PR_EVENTS.has(eventName ?? '')) {
    if (pr !== undefined) {
      throw new InputError(
        `${settings.label('pr')} is for events without a pull request; this ${eventName} event already names the PR to gate.`
      )
    }
    return readGateTarget(eventName, readEventPayload(env))
  }
  return { pullNumber: parsePullNumber(pr, settings.label('pr')) }
}

function readEventPayload(env: NodeJS.ProcessEnv): unknown {
  const path = env['GITHUB_EVENT_PATH']
  if (!path)
    throw new InputError(
      'GITHUB_EVENT_PATH is not set: command gate runs in a pull_request_target, pull_request or merge_group workflow.'
    )
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch (error) {
    throw new InputError(`Cannot read the event payload ${JSON.stringify(path)}: ${messageOf(error)}`)
  }
}
