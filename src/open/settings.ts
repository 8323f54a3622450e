import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import { InputError } from '../errors.js'
import type { MergeMethod } from '../github/auto-merge.js'
import type { ImageReference } from '../image/reference.js'
import type { TargetSelector } from '../manifest/index.js'
import { OPEN } from '../settings/commands.js'
import { readSelector, readSiteInputs } from '../settings/selector.js'
import { SettingsReader } from '../settings/reader.js'
import semver from 'semver'
import { assertValidBranchName } from './branch.js'
import type { Promotion } from './promotion.js'
import { parseTargets, type OpenTarget } from './targets.js'

/** How the release PR is written, whatever its targets are and wherever they come from. */
export interface ReleasePrSettings extends GitHubSettings {
  /** Base branch; undefined means the repo's default branch. */
  readonly base: string | undefined
  /**
   * Release branches are `<prefix><manifest path>[/<resource name>]` for one target, and
   * `<prefix>[<common folder>/]+<n>-targets-<hash>` for several (branch.ts).
   */
  readonly branchPrefix: string
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
  /** Enable GitHub's auto-merge on the PR with this method; undefined: leave the PR open. */
  readonly autoMerge: MergeMethod | undefined
  readonly source: RunSource
}

/** Everything `open` needs, read and validated once before any request is made. */
export interface OpenSettings extends ReleasePrSettings {
  /** Every resource this release pins, in the order given; never empty. */
  readonly targets: readonly OpenTarget[]
  /** The first target's manifest (the only one, for a single target). */
  readonly manifest: string
  /** The first target's selector, as the inputs give it. */
  readonly selector: TargetSelector
  /** The first target's image, exactly as given. */
  readonly image: string
  /** The first target's image, parsed. */
  readonly imageRef: ImageReference
  /** The first target's version: `version`, or its semver image tag. */
  readonly version: string | undefined
  /** Set by `promote`: where the image comes from and what proved it there; the PR says so. */
  readonly promotion?: Promotion | undefined
}

export function readOpenSettings(env: NodeJS.ProcessEnv = process.env): OpenSettings {
  const settings = new SettingsReader(OPEN, inputSource(env))
  const github = readGitHubSettings(settings)
  const targets = readTargets(settings)
  return openSettingsFor(readReleasePrSettings(settings, github, env), targets)
}

/**
 * Open's settings for these targets. A command that finds its targets another way (promote
 * reads its image from another manifest) builds them with `makeTarget` and comes here.
 */
export function openSettingsFor(releasePr: ReleasePrSettings, targets: readonly OpenTarget[]): OpenSettings {
  const [first] = targets
  if (!first) throw new Error('open needs at least one target')
  const { manifest, selector, image, imageRef, version } = first
  return { ...releasePr, targets, manifest, selector, image, imageRef, version }
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
    sites: readSiteInputs(settings),
    version: readVersion(settings),
    label: (name) => settings.label(name)
  })
}

/** The release PR settings, from any schema that declares open's PR inputs (open's, promote's). */
export function readReleasePrSettings(
  settings: SettingsReader,
  github: GitHubSettings,
  env: NodeJS.ProcessEnv
): ReleasePrSettings {
  const branchPrefix = settings.string('branch-prefix')
  assertValidBranchName(`${branchPrefix}x`, 'branch-prefix')
  const base = settings.optional('base')
  if (base !== undefined) assertValidBranchName(base, 'base')
  return {
    ...github,
    base,
    branchPrefix,
    allowDowngrade: settings.boolean('allow-downgrade'),
    labels: settings.list('labels'),
    reviewers: settings.list('reviewers'),
    teamReviewers: settings.list('team-reviewers'),
    draft: settings.boolean('draft'),
    title: settings.optional('title'),
    dryRun: settings.boolean('dry-run'),
    autoMerge: readAutoMerge(settings),
    source: readRunSource(env)
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

/** The `auto-merge` input: empty is off, anything else one of its choices. */
export function readAutoMerge(settings: SettingsReader): MergeMethod | undefined {
  return settings.optional('auto-merge')?.trim() ? settings.choice<MergeMethod>('auto-merge') : undefined
}
