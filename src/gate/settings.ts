import { readFileSync } from 'node:fs'
import { readGitHubSettings, type GitHubSettings } from '../action/github-settings.js'
import { getBoolean, getChoice, getList, getOptionalString } from '../action/inputs.js'
import { InputError } from '../errors.js'
import { readGateTarget, type TargetInput } from './event.js'
import { DEFAULT_LIMITS, type GateLimits } from './judge.js'
import { MAX_PROVABLE_FILES } from './github-source.js'
import { validatePaths, type GatePolicy } from './policy.js'
import { parseScope, type GateScope } from './scope.js'

/** Everything `gate` needs, read and validated once before any request is made. */
export interface GateSettings extends GitHubSettings {
  /** The rule's knobs: paths, allowed kind, tag and downgrade policy. */
  readonly policy: GatePolicy
  /** File count, byte and concurrency limits for reading the PR. */
  readonly limits: GateLimits
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
}

export function readGateSettings(env: NodeJS.ProcessEnv = process.env): GateSettings {
  const github = readGitHubSettings(env)
  return {
    ...github,
    policy: {
      paths: validatePaths(getList('paths'), "Input 'paths'"),
      selector: { kind: getOptionalString('kind') ?? 'Microservice', apiGroup: getOptionalString('api-group') ?? 'platform.example.io' },
      allowTagChange: getBoolean('allow-tag-change', false),
      allowDowngrade: getBoolean('allow-downgrade', false)
    },
    limits: {
      ...DEFAULT_LIMITS,
      // GitHub's comparison lists at most 300 files; a higher limit could never be honoured.
      maxFiles: getPositive('max-files', DEFAULT_LIMITS.maxFiles, MAX_PROVABLE_FILES),
      maxBytes: getPositive('max-bytes', DEFAULT_LIMITS.maxBytes, Number.MAX_SAFE_INTEGER)
    },
    scope: parseScope(getList('scope')),
    otherPrs: getChoice('other-prs', ['neutral', 'failure'] as const, 'neutral'),
    checkName: getOptionalString('check-name') ?? 'gitops-release gate',
    comment: getBoolean('comment', true),
    target: readTargetOrPull(env)
  }
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group'])

/**
 * On PR and merge-queue events the payload names the exact SHAs. On any other event (a
 * `workflow_dispatch` re-check, a scheduled sweep) the `pr` input names the PR instead, and its
 * SHAs are read from the API once, at the start of the run.
 */
function readTargetOrPull(env: NodeJS.ProcessEnv): TargetInput {
  const pr = getOptionalString('pr')
  const eventName = env['GITHUB_EVENT_NAME']
  if (pr === undefined || PR_EVENTS.has(eventName ?? '')) {
    if (pr !== undefined) {
      throw new InputError(`Input 'pr' is for events without a pull request; this ${eventName} event already names the PR to gate.`)
    }
    return readGateTarget(eventName, readEventPayload(env))
  }
  if (!/^[1-9][0-9]*$/.test(pr)) throw new InputError(`Input 'pr' must be a pull request number, got ${JSON.stringify(pr)}.`)
  return { pullNumber: Number(pr) }
}

function getPositive(name: string, fallback: number, max: number): number {
  const value = getOptionalString(name)
  if (value === undefined) return fallback
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    throw new InputError(`Input '${name}' must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}.`)
  }
  return Number(value)
}

function readEventPayload(env: NodeJS.ProcessEnv): unknown {
  const path = env['GITHUB_EVENT_PATH']
  if (!path) throw new InputError('GITHUB_EVENT_PATH is not set: command gate runs in a pull_request_target, pull_request or merge_group workflow.')
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch (error) {
    throw new InputError(`Cannot read the event payload ${JSON.stringify(path)}: ${(error as Error).message}`)
  }
}
