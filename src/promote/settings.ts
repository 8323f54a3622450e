import { readGitHubSettings } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { environmentNameProblem, GITHUB_LOGIN } from '../environments/name.js'
import type { Requirement } from '../environments/requirement.js'
import { InputError } from '../errors.js'
import type { EditOptions, TargetSelector } from '../manifest/index.js'
import { readReleasePrSettings, type ReleasePrSettings } from '../open/settings.js'
import { parseTargetResources, type TargetResource } from '../open/targets.js'
import { PROMOTE } from '../settings/commands.js'
import { parseManifestPath } from '../settings/parsers.js'
import { parsePolicyPath } from '../settings/gate.js'
import { SettingsReader } from '../settings/reader.js'
import { editOptionsFor, readSelector, readSiteInputs } from '../settings/selector.js'

/** Everything `promote` needs, read and validated once before any request is made. */
export interface PromoteSettings extends ReleasePrSettings {
  /** The manifest whose pinned image is promoted, read on the base branch. */
  readonly fromManifest: string
  /** Which resource of it: `kind`, `api-group`, `resource-name`. */
  readonly fromSelector: TargetSelector
  /** How it keeps its image: `format` (or its file name), `container`, `field`. */
  readonly fromOptions: EditOptions
  /** What the release PR pins to that image: one resource a `manifest` line. */
  readonly targets: readonly TargetResource[]
  /** The environment whose latest Deployment must prove the digest; undefined: no evidence asked. */
  readonly fromEnvironment: string | undefined
  /** Whose Deployments count there (`recorded-by`); empty: the App's own, or anyone's with a warning. */
  readonly recordedBy: readonly string[]
  /** What the record there must say (`require`, `verified-for`); the policy's may ask more. */
  readonly requirement: Requirement
  /** The release policy to read `environments.<from-environment>.promotion` from; undefined: not read. */
  readonly policyPath: string | undefined
}

export function readPromoteSettings(env: NodeJS.ProcessEnv = process.env): PromoteSettings {
  const settings = new SettingsReader(PROMOTE, inputSource(env))
  const github = readGitHubSettings(settings)
  const fromManifest = parseManifestPath(
    settings.required('from-manifest', 'the manifest of the environment the image comes from'),
    settings.label('from-manifest')
  )
  const fromSelector = readSelector(settings)
  const sites = readSiteInputs(settings)
  const targets = parseTargetResources({
    sites,
    manifest: settings.required('manifest', 'the manifest to pin to that image (one a line for several)'),
    resourceName: fromSelector.name,
    kind: fromSelector.kind,
    apiGroup: fromSelector.apiGroup,
    label: (name) => settings.label(name)
  })
  if (targets.some((t) => t.manifest === fromManifest))
    throw new InputError(
      `Inputs 'from-manifest' and 'manifest' both name ${JSON.stringify(fromManifest)}: promote copies the image of one environment's manifest into another's.`
    )
  const fromEnvironment = settings.optional('from-environment')
  const problem = fromEnvironment === undefined ? undefined : environmentNameProblem(fromEnvironment)
  if (problem)
    throw new InputError(
      `${settings.label('from-environment')} ${problem}: give the GitHub environment wait records its Deployments in.`
    )
  const recordedBy = settings.list('recorded-by')
  const login = recordedBy.find((l) => !GITHUB_LOGIN.test(l))
  if (login !== undefined)
    throw new InputError(
      `${settings.label('recorded-by')} ${JSON.stringify(login)} is not a GitHub login: give the logins whose Deployments count, like acme-release[bot] (the identity wait runs as).`
    )
  if (recordedBy.length > 0 && fromEnvironment === undefined)
    throw new InputError(
      `${settings.label('recorded-by')} says whose Deployments count in 'from-environment', which is not set: set 'from-environment', or remove 'recorded-by'.`
    )
  const verifiedFor = settings.optional('verified-for') === undefined ? undefined : settings.duration('verified-for')
  const requirement: Requirement = {
    require: verifiedFor !== undefined ? 'verified' : settings.choice<'healthy' | 'verified'>('require'),
    verifiedForMs: verifiedFor
  }
  const policyPath = settings.optional('policy')?.trim() || undefined
  const asked = (['require', 'verified-for', 'policy'] as const).find(
    (n) => settings.optional(n) !== undefined && (n !== 'require' || requirement.require !== 'healthy')
  )
  if (asked !== undefined && fromEnvironment === undefined)
    throw new InputError(
      `${settings.label(asked)} says what the record in 'from-environment' must show, which is not set: set 'from-environment', or remove ${settings.label(asked).replace(/^Input /, '')}.`
    )
  if (policyPath !== undefined) parsePolicyPath(policyPath, settings.label('policy'))
  return {
    ...readReleasePrSettings(settings, github, env),
    fromManifest,
    fromSelector,
    fromOptions: editOptionsFor(sites, fromManifest),
    targets,
    fromEnvironment,
    recordedBy,
    requirement,
    policyPath
  }
}
