import semver from 'semver'
import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { InputError } from '../errors.js'
import type { ImageReference } from '../image/reference.js'
import type { ResourceSelector } from '../manifest/index.js'
import { OPEN } from '../settings/commands.js'
import { readSelector } from '../settings/selector.js'
import { SettingsReader } from '../settings/reader.js'
import { assertValidBranchName } from './branch.js'
import { parseTargets, type OpenTarget } from './targets.js'

/** Everything `open` needs, read and validated once before any request is made. */
export interface OpenSettings extends GitHubSettings {
  /** Every resource this release pins, in the order given; never empty. */
  readonly targets: readonly OpenTarget[]
  /** The first target's manifest (the only one, for a single target). */
  readonly manifest: string
  /** The first target's selector. */
  readonly selector: ResourceSelector
  /** The first target's image, exactly as given. */
  readonly image: string
  /** The first target's image, parsed. */
  readonly imageRef: ImageReference
  /** Base branch; undefined means the repo's default branch. */
  readonly base: string | undefined
  /**
   * Release branches are `<prefix><manifest path>[/<resource name>]` for one target, and
   * `<prefix>[<common folder>/]+<n>-targets-<hash>` for several (branch.ts).
   */
  readonly branchPrefix: string
  /** The first target's version: `version`, or its semver image tag. */
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
  return openSettingsFor(settings, readTargets(settings), github)
}

/** The targets `manifest`, `image`, `kind`, `api-group`, `resource-name` and `version` name. */
export function readTargets(settings: SettingsReader): OpenTarget[] {
  const manifest = settings.required(
    'manifest',
    'the path of the manifest in the config repo (one per line for several, each path or path#name)'
  )
  const image = settings.required('image', 'the image to pin, as registry/path[:tag]@sha256:<64 hex digits>')
  const selector = readSelector(settings)
  return parseTargets({
    manifest,
    image,
    resourceName: selector.name,
    kind: selector.kind,
    apiGroup: selector.apiGroup,
    version: readVersion(settings),
    label: (name) => settings.label(name)
  })
}

/**
 * Open's settings for the given targets, everything else read from `settings`: a command that
 * finds its targets another way (promote) reads the rest of open's inputs through this.
 */
export function openSettingsFor(
  settings: SettingsReader,
  targets: readonly OpenTarget[],
  github: GitHubSettings = readGitHubSettings(settings.env)
): OpenSettings {
  const [first] = targets
  if (!first) throw new Error('open needs at least one target')
  const branchPrefix = settings.string('branch-prefix')
  assertValidBranchName(`${branchPrefix}x`, 'branch-prefix')
  const base = settings.optional('base')
  if (base !== undefined) assertValidBranchName(base, 'base')
  return {
    ...github,
    targets,
    manifest: first.manifest,
    selector: first.selector,
    image: first.image,
    imageRef: first.imageRef,
    base,
    branchPrefix,
    version: first.version,
    allowDowngrade: settings.boolean('allow-downgrade'),
    labels: settings.list('labels'),
    reviewers: settings.list('reviewers'),
    teamReviewers: settings.list('team-reviewers'),
    draft: settings.boolean('draft'),
    title: settings.optional('title'),
    dryRun: settings.boolean('dry-run'),
    source: readRunSource(settings.env)
  }
}

/** An explicit `version`, which holds for every target; without it each takes its tag's. */
function readVersion(settings: SettingsReader): string | undefined {
  const explicit = settings.optional('version')
  if (explicit === undefined) return undefined
  const parsed = semver.valid(explicit)
  if (!parsed)
    throw new InputError(
      `${settings.label('version')} must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`
    )
  return parsed
}
