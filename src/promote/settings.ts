import { readGitHubSettings } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { InputError } from '../errors.js'
import type { ResourceSelector } from '../manifest/index.js'
import { readReleasePrSettings, type ReleasePrSettings } from '../open/settings.js'
import { PROMOTE } from '../settings/commands.js'
import { parseManifestPath } from '../settings/parsers.js'
import { SettingsReader } from '../settings/reader.js'
import { readSelector } from '../settings/selector.js'

/** Everything `promote` needs, read and validated once before any request is made. */
export interface PromoteSettings extends ReleasePrSettings {
  /** The manifest whose pinned image is promoted, read on the base branch. */
  readonly fromManifest: string
  /** The manifest the release PR edits. */
  readonly manifest: string
  /** The resource, the same in both manifests. */
  readonly selector: ResourceSelector
  /** The environment whose latest Deployment must prove the digest; undefined: no evidence asked. */
  readonly fromEnvironment: string | undefined
}

export function readPromoteSettings(env: NodeJS.ProcessEnv = process.env): PromoteSettings {
  const github = readGitHubSettings(env)
  const settings = new SettingsReader(PROMOTE, inputSource(env))
  const path = (name: string, what: string): string =>
    parseManifestPath(settings.required(name, what), settings.label(name))
  const fromManifest = path('from-manifest', 'the manifest of the environment the image comes from')
  const manifest = path('manifest', 'the manifest to pin to that image')
  if (fromManifest === manifest)
    throw new InputError(
      `Inputs 'from-manifest' and 'manifest' are both ${JSON.stringify(manifest)}: promote copies the image of one environment's manifest into another's.`
    )
  return {
    ...readReleasePrSettings(settings, github, env),
    fromManifest,
    manifest,
    selector: readSelector(settings),
    fromEnvironment: settings.optional('from-environment')
  }
}
