import { InputError } from '../errors.js'
import type { ImageFormat } from '../kube-yaml/image-sites.js'

/** What the rule allows; the same object drives the action and the local CLI. */
export interface GatePolicy {
  /** Globs (picomatch, dot files excluded) a changed path must match. */
  readonly paths: readonly string[]
  /**
   * The custom resources whose `spec.image` may change: exact kind and API group, either left
   * out matching any (`{}`: `spec.image` of every resource).
   */
  readonly selector: { readonly kind?: string | undefined; readonly apiGroup?: string | undefined }
  /** Let the tag part of the image change (added, removed or replaced). */
  readonly allowTagChange: boolean
  /** With tag changes allowed, let a semver tag go backwards. */
  readonly allowDowngrade: boolean
  /**
   * The format of a path whose name does not tell (a release policy entry's `format`);
   * undefined: from the file name (src/kube-yaml/image-sites.ts formatOfPath).
   */
  readonly formatOf?: ((path: string) => ImageFormat | undefined) | undefined
}

/**
 * What `bump` edits, anywhere outside dot directories: YAML files, kustomize's `Kustomization`,
 * and Argo CD's parameter override files (`.argocd-source.yaml`, `.argocd-source-<app>.yaml`),
 * named explicitly because a wildcard never matches a dot file (`.gitattributes` stays out, and
 * so does everything under `.github/`, the release policy with it).
 */
export const DEFAULT_PATHS: readonly string[] = [
  '**/*.yaml',
  '**/*.yml',
  '**/Kustomization',
  '**/.argocd-source.yaml',
  '**/.argocd-source.yml',
  '**/.argocd-source-*.yaml',
  '**/.argocd-source-*.yml'
]

export type PathMatcher = (path: string) => boolean

/** Checks the globs a user gave; `input` names the flag or input in the error. */
export function validatePaths(globs: readonly string[], input: string): readonly string[] {
  if (globs.length === 0) return DEFAULT_PATHS
  for (const glob of globs) {
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (glob.startsWith('/') || glob.startsWith('./') || /[\x00-\x1f\\]/.test(glob)) {
      throw new InputError(
        `${input}: glob ${JSON.stringify(glob)} must be relative to the repository root, with '/' separators, like apps/**/*.yaml.`
      )
    }
  }
  return globs
}
