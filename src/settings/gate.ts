/** The rule's settings, one reader for the action's inputs and the CLI's flags. */
import { statSync } from 'node:fs'
import path from 'node:path'
import { InputError } from '../errors.js'
import { DEFAULT_LIMITS, type GateLimits } from '../gate/limits.js'
import { validatePaths, type GatePolicy } from '../gate/policy.js'
import type { RenderMode } from '../gate/render/proof.js'
import type { SettingsReader } from './reader.js'
import { readKind } from './selector.js'

/** Paths, the resource kind whose image may change, and the tag and downgrade policy. */
export function readGatePolicy(settings: SettingsReader): GatePolicy {
  const { kind, apiGroup } = readKind(settings)
  return {
    paths: validatePaths(settings.list('paths'), settings.label('paths')),
    selector: { ...(kind === undefined ? {} : { kind }), ...(apiGroup === undefined ? {} : { apiGroup }) },
    allowTagChange: settings.boolean('allow-tag-change'),
    allowDowngrade: settings.boolean('allow-downgrade')
  }
}

/** Whether the gate renders with the real kustomize (src/gate/render/). */
export function readRenderMode(settings: SettingsReader): RenderMode {
  return settings.choice<RenderMode>('render')
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
  /** Why that file cannot serve (missing, a directory), for a warning; it is read only for provenance. */
  readonly trustedRootProblem?: string | undefined
}

export function readReleaseSettings(settings: SettingsReader): ReleaseSettings {
  const given = settings.optional('policy')?.trim() || undefined
  const policyPath = given ?? settings.string('policy').trim()
  if (policyPath.startsWith('/') || policyPath.split('/').some((s) => s === '..' || s === '.' || s === ''))
    throw new InputError(
      `${settings.label('policy')} must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(policyPath)}.`
    )
  const release = {
    policyPath,
    policyGiven: given !== undefined,
    trustedRoot: settings.optional('trusted-root')?.trim() || undefined
  }
  const problem = trustedRootProblem(settings, release)
  return problem === undefined ? release : { ...release, trustedRootProblem: problem }
}

/**
 * Why the `trusted-root` given cannot serve, for a warning when the settings are read: the file
 * is opened only when a policy entry asks for provenance, and a path that names nothing would
 * otherwise go unnoticed until then.
 */
function trustedRootProblem(settings: SettingsReader, release: ReleaseSettings): string | undefined {
  const given = release.trustedRoot
  if (given === undefined) return undefined
  const file = path.resolve(settings.cwd, given)
  const what = 'a Sigstore trusted root file (JSON, or the JSON lines of gh attestation trusted-root)'
  try {
    if (statSync(file).isFile()) return undefined
    return `${settings.label('trusted-root')} ${JSON.stringify(given)} is a directory, not ${what}; a provenance check would fail on it.`
  } catch {
    return `${settings.label('trusted-root')} ${JSON.stringify(given)} does not exist (looked for ${file}); give ${what}, or leave it out for the public-good root. A provenance check would fail on it.`
  }
}
