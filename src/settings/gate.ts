/** The rule's settings, one reader for the action's inputs and the CLI's flags. */
import { InputError } from '../errors.js'
import { DEFAULT_LIMITS, type GateLimits } from '../gate/limits.js'
import { validatePaths, type GatePolicy } from '../gate/policy.js'
import type { SettingsReader } from './reader.js'

/** Paths, the resource kind whose image may change, and the tag and downgrade policy. */
export function readGatePolicy(settings: SettingsReader): GatePolicy {
  const kind = settings.string('kind')
  if (kind === '')
    throw new InputError(
      `${settings.label('kind')} must not be empty, e.g. ${settings.example('kind', 'Microservice')}`
    )
  return {
    paths: validatePaths(settings.list('paths'), settings.label('paths')),
    selector: { kind, apiGroup: settings.string('api-group') },
    allowTagChange: settings.boolean('allow-tag-change'),
    allowDowngrade: settings.boolean('allow-downgrade')
  }
}

/** File count and byte limits; `maxFiles` caps the count (the action's comparison lists 300 at most). */
export function readGateLimits(settings: SettingsReader, maxFiles: number = Number.MAX_SAFE_INTEGER): GateLimits {
  return {
    ...DEFAULT_LIMITS,
    maxFiles: settings.count('max-files', maxFiles),
    maxBytes: settings.count('max-bytes')
  }
}

/** Where the release policy lives in the config repo, and the Sigstore trusted root to use. */
export interface ReleaseSettings {
  /** Repository path of the policy file, read at the base commit. */
  readonly policyPath: string
  /**
   * True when `policy` was given: that file must exist. The default path may be absent (no
   * policy), which is why action.yml declares no default for it: the runner would pass the
   * default as if it were given.
   */
  readonly policyGiven: boolean
  /** A trusted root file; undefined: the public-good root from Sigstore's TUF repository. */
  readonly trustedRoot: string | undefined
}

export function readReleaseSettings(settings: SettingsReader): ReleaseSettings {
  const given = settings.optional('policy')?.trim() || undefined
  const policyPath = parsePolicyPath(given ?? settings.string('policy').trim(), settings.label('policy'))
  return {
    policyPath,
    policyGiven: given !== undefined,
    trustedRoot: settings.optional('trusted-root')?.trim() || undefined
  }
}

/** A release policy path: inside the config repo, without `.` or `..` segments. */
export function parsePolicyPath(path: string, label: string): string {
  if (path.startsWith('/') || path.split('/').some((s) => s === '..' || s === '.' || s === ''))
    throw new InputError(
      `${label} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(path)}.`
    )
  return path
}
