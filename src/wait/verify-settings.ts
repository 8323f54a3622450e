/**
 * Where wait's verification settings come from (docs/verify.md): the `verify` input for a single
 * environment, read with the other inputs, or the release policy's
 * `environments.<environment>.verify`, read at the revision followed once it is known. Both are
 * parsed before anything is sent or recorded: a setting that cannot be used is an InputError
 * naming it (and, in the policy, its line), and the wait ends before the Deployment is created.
 * Every secret the settings hold is masked as soon as it is read.
 */
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { InputError } from '../errors.js'
import { environmentPolicy, parseReleasePolicy, PolicyFileError } from '../gate/release/policy-file.js'
import { parsePolicyPath } from '../settings/gate.js'
import type { SettingsReader } from '../settings/reader.js'
import { parseVerifyConfig, VerifyConfigError, type VerifyConfig } from '../verify/index.js'

export interface WaitVerifySettings {
  /** The `verify` input, parsed; undefined when not given. */
  readonly input: VerifyConfig | undefined
  /** The release policy whose `environments.<environment>.verify` applies; undefined: not read. */
  readonly policyPath: string | undefined
}

export const NO_VERIFY: WaitVerifySettings = { input: undefined, policyPath: undefined }

/** Reads `verify` and (in the action) `policy`, and masks the input's secrets at once. */
export function readVerifySettings(settings: SettingsReader, environment: string | undefined): WaitVerifySettings {
  const text = settings.optional('verify')
  const input = text === undefined || text.trim() === '' ? undefined : parseVerifyInput(text, settings)
  for (const secret of input?.secrets ?? []) settings.source.secret(secret)
  const given = settings.optional('policy')?.trim()
  const policyPath = given ? parsePolicyPath(given, settings.label('policy')) : undefined
  if (policyPath !== undefined && environment === undefined)
    throw new InputError(
      `${settings.label('policy')} is read for environments.<environment>.verify, and 'environment' is not set: set 'environment' to the GitHub environment the release goes to, or remove 'policy'.`
    )
  return { input, policyPath }
}

function parseVerifyInput(text: string, settings: SettingsReader): VerifyConfig {
  let value: unknown
  try {
    value = parseYaml(text, { prettyErrors: false, uniqueKeys: true, version: '1.2', schema: 'core' })
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error
    throw new InputError(
      `${settings.label('verify')} is not valid YAML: ${error.message.split('\n')[0]}. Give one mapping (a block scalar, verify: |), as docs/verify.md shows.`
    )
  }
  // A file name is what a shell user reaches for first: say how to pass its content instead.
  if (typeof value === 'string')
    throw new InputError(
      `${settings.label('verify')} takes the settings themselves as YAML, not a file name; got ${JSON.stringify(value)}. Give the mapping (verify: | in a workflow step; --verify "$(cat ${/\s/.test(value) ? 'verify.yaml' : value})" in a shell), as docs/verify.md shows.`
    )
  return parseVerifyConfig(value, { label: 'verify', env: (name) => settings.env[name] })
}

/** The slice of the config repo reading the policy needs. */
export interface PolicyReader {
  readFile(path: string, ref: string): Promise<string | undefined>
}

/**
 * The verification for this wait: the input's, or the policy's for `environment` read at
 * `revision` (one GitHub request, only when `policy` is given). Both at once is an error: one
 * environment, one set of checks.
 */
export async function resolveVerifyConfig(
  verify: WaitVerifySettings,
  environment: string | undefined,
  revision: string,
  repo: PolicyReader,
  env: (name: string) => string | undefined
): Promise<VerifyConfig | undefined> {
  const path = verify.policyPath
  if (path === undefined || environment === undefined) return verify.input
  const text = await repo.readFile(path, revision)
  if (text === undefined)
    throw new InputError(
      `Input 'policy' names ${JSON.stringify(path)}, which does not exist at revision ${revision.slice(0, 12)}: add it there, or remove 'policy'.`
    )
  let section
  try {
    section = environmentPolicy(parseReleasePolicy(text, path), environment)?.verify
  } catch (error) {
    if (error instanceof PolicyFileError) throw new InputError(`Input 'policy': ${error.message}.`)
    throw error
  }
  if (section === undefined) return verify.input
  if (verify.input !== undefined)
    throw new InputError(
      `Input 'verify' and ${path}'s ${section.label} both say how to verify ${environment}: keep one of them.`
    )
  try {
    return parseVerifyConfig(section.value, { label: section.label, env })
  } catch (error) {
    if (!(error instanceof VerifyConfigError)) throw error
    throw new VerifyConfigError(`${path} line ${section.lineOf(error.path)}: ${error.message}`, error.path)
  }
}
