import semver from 'semver'
import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { InputError } from '../errors.js'
import type { ImageReference } from '../image/reference.js'
import type { ResourceSelector } from '../manifest/index.js'
import { OPEN } from '../settings/commands.js'
import { parseImageInput, parseManifestPath } from '../settings/parsers.js'
import { readSelector } from '../settings/selector.js'
import { SettingsReader } from '../settings/reader.js'
import { versionFromTag } from '../settings/version.js'
import { assertValidBranchName } from './branch.js'

/** Everything `open` needs, read and validated once before any request is made. */
export interface OpenSettings extends GitHubSettings {
  /** Path of the manifest inside the config repo. */
  readonly manifest: string
  /** Which resource in it to edit. */
  readonly selector: ResourceSelector
  /** The image to pin, exactly as given. */
  readonly image: string
  /** The image, parsed (always with a sha256 digest). */
  readonly imageRef: ImageReference
  /** Base branch; undefined means the repo's default branch. */
  readonly base: string | undefined
  /** Release branches are `<prefix><manifest path>[/<resource name>]`. */
  readonly branchPrefix: string
  /** Semver of this release, from `version` or a semver image tag. */
  readonly version: string | undefined
  /** Replace a newer proposed or deployed version with an older one. */
  readonly allowDowngrade: boolean
  readonly labels: readonly string[]
  readonly reviewers: readonly string[]
  readonly teamReviewers: readonly string[]
  readonly draft: boolean
  /** PR title; undefined means the generated one. */
  readonly title: string | undefined
  /** Print the diff and the PR that would be opened; write nothing. */
  readonly dryRun: boolean
  readonly source: RunSource
}

export function readOpenSettings(env: NodeJS.ProcessEnv = process.env): OpenSettings {
  const github = readGitHubSettings(env)
  const settings = new SettingsReader(OPEN, inputSource(env))
  const manifest = parseManifestPath(
    settings.required('manifest', 'the path of the manifest in the config repo'),
    settings.label('manifest')
  )
  const image = settings.required('image', 'the image to pin, as registry/path[:tag]@sha256:<64 hex digits>')
  const imageRef = parseImageInput(image, settings.label('image'))
  const branchPrefix = settings.string('branch-prefix')
  assertValidBranchName(`${branchPrefix}x`, 'branch-prefix')
  const base = settings.optional('base')
  if (base !== undefined) assertValidBranchName(base, 'base')
  return {
    ...github,
    manifest,
    selector: readSelector(settings),
    image,
    imageRef,
    base,
    branchPrefix,
    version: readVersion(settings, imageRef),
    allowDowngrade: settings.boolean('allow-downgrade'),
    labels: settings.list('labels'),
    reviewers: settings.list('reviewers'),
    teamReviewers: settings.list('team-reviewers'),
    draft: settings.boolean('draft'),
    title: settings.optional('title'),
    dryRun: settings.boolean('dry-run'),
    source: readRunSource(env)
  }
}

function readVersion(settings: SettingsReader, imageRef: ImageReference): string | undefined {
  const explicit = settings.optional('version')
  if (explicit !== undefined) {
    const parsed = semver.valid(explicit)
    if (!parsed)
      throw new InputError(
        `${settings.label('version')} must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`
      )
    return parsed
  }
  return versionFromTag(imageRef.tag)
}
