import semver from 'semver'
import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { getBoolean, getList, getOptionalString, getString } from '../action/inputs.js'
import { InputError } from '../errors.js'
import { ImageReferenceError, parseImageReference, type ImageReference } from '../image/reference.js'
import type { ResourceSelector } from '../manifest/index.js'
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
  const manifest = parseManifestPath(getString('manifest', { required: true }))
  const image = getString('image', { required: true })
  const imageRef = parseImageInput(image)
  const branchPrefix = getOptionalString('branch-prefix') ?? 'gitops-release/'
  assertValidBranchName(`${branchPrefix}x`, 'branch-prefix')
  const base = getOptionalString('base')
  if (base !== undefined) assertValidBranchName(base, 'base')
  return {
    ...github,
    manifest,
    selector: readSelector(),
    image,
    imageRef,
    base,
    branchPrefix,
    version: readVersion(imageRef),
    allowDowngrade: getBoolean('allow-downgrade', false),
    labels: getList('labels'),
    reviewers: getList('reviewers'),
    teamReviewers: getList('team-reviewers'),
    draft: getBoolean('draft', false),
    title: getOptionalString('title'),
    dryRun: getBoolean('dry-run', false),
    source: readRunSource(env)
  }
}

export function readSelector(): ResourceSelector {
  const name = getOptionalString('resource-name')
  return {
    kind: getOptionalString('kind') ?? 'Microservice',
    apiGroup: getOptionalString('api-group') ?? 'platform.example.io',
    ...(name === undefined ? {} : { name })
  }
}

export function parseImageInput(image: string, input = 'image'): ImageReference {
  try {
    return parseImageReference(image)
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`Input '${input}': ${error.message}.`)
    throw error
  }
}

/** A repo-relative path that cannot escape the repository or name a directory. */
export function parseManifestPath(value: string, input = 'manifest'): string {
  const path = value.replace(/^\.\//, '')
  const segments = path.split('/')
  // eslint-disable-next-line no-control-regex
  if (path === '' || path.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..') || /[\x00-\x1f\\]/.test(path)) {
    throw new InputError(
      `Input '${input}' must be a file path relative to the config repo root, like apps/todo-api/dev/microservice.yaml; got ${JSON.stringify(value)}.`
    )
  }
  return path
}

function readVersion(imageRef: ImageReference): string | undefined {
  const explicit = getOptionalString('version')
  if (explicit !== undefined) {
    const parsed = semver.valid(explicit)
    if (!parsed) throw new InputError(`Input 'version' must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`)
    return parsed
  }
  return versionFromTag(imageRef.tag)
}

export function versionFromTag(tag: string | undefined): string | undefined {
  return tag === undefined ? undefined : (semver.valid(tag) ?? undefined)
}
