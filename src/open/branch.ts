import { createHash } from 'node:crypto'
import { InputError } from '../errors.js'
import type { ResourceSelector } from '../manifest/index.js'
import { targetKey } from './targets.js'

/**
 * The release branch for one target resource. It depends only on where the resource lives
 * (the manifest path, and the resource name when the file holds several) and which branch it
 * goes into, so every release of that resource lands on the same branch and updates the same PR.
 *
 * `base` is given only when it is not the repository's default branch (release PRs into the
 * default branch keep the names they always had, so open PRs keep matching). It follows an
 * `@`: sanitized path components never contain one, so no manifest path can spell the same
 * name as another path with a base, and a base with slashes keeps them unambiguously.
 */
export function releaseBranchName(
  prefix: string,
  manifestPath: string,
  resourceName: string | undefined,
  base?: string
): string {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, '')
  const parts = [withoutExtension, ...(resourceName ? [resourceName] : [])]
  const path = parts.join('/').split('/').map(sanitizeRefComponent).join('/')
  const branch = prefix + path + (base === undefined ? '' : `@${base}`)
  assertValidBranchName(branch, base === undefined ? 'branch-prefix' : 'base')
  return branch
}

/**
 * The release branch for a set of targets. One target keeps its own name (above). Several get
 * `<prefix>[<folder>/]+<n>-targets-<hash>`: the folder all their manifests share (readable,
 * and it sorts next to their single-target branches), and a hash of the sorted `path[#name]`
 * list, so the same set in any order is the same branch and updates the same PR. Sanitized
 * path components never contain `+`, so no single target's branch can spell that name.
 */
export function releaseBranchForTargets(
  prefix: string,
  targets: readonly { readonly manifest: string; readonly selector: Pick<ResourceSelector, 'name'> }[],
  base?: string
): string {
  if (targets.length === 1) return releaseBranchName(prefix, targets[0]!.manifest, targets[0]!.selector.name, base)
  const keys = targets.map(targetKey)
  const hash = createHash('sha256').update(keys.sort().join('\n')).digest('hex').slice(0, 10)
  const folder = commonFolder(targets.map((t) => t.manifest))
    .map(sanitizeRefComponent)
    .filter(Boolean)
  const branch =
    prefix + [...folder, `+${targets.length}-targets-${hash}`].join('/') + (base === undefined ? '' : `@${base}`)
  assertValidBranchName(branch, base === undefined ? 'branch-prefix' : 'base')
  return branch
}

/** The leading folders every path shares (never a file name). */
function commonFolder(paths: readonly string[]): string[] {
  const folders = paths.map((p) => p.split('/').slice(0, -1))
  const shared: string[] = []
  for (let i = 0; folders.every((f) => i < f.length && f[i] === folders[0]![i]); i++) shared.push(folders[0]![i]!)
  return shared
}

function sanitizeRefComponent(component: string): string {
  // git check-ref-format: no leading '.', no '..', no '.lock' suffix, none of ~^:?*[\ or control characters.
  return component
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+/, '')
    .replace(/\.lock$/i, '-lock')
}

export function assertValidBranchName(branch: string, input: string): void {
  const problems = [
    [/^\/|\/$|\/\//, 'an empty path component'],
    [/(^|\/)\./, 'a component starting with "."'],
    [/\.\.|@\{|\.lock(\/|$)/, 'a sequence git forbids ("..", "@{" or ".lock")'],
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    [/[\x00-\x20~^:?*[\\\x7f]/, 'a space, control character or one of ~^:?*[\\']
  ] as const
  for (const [pattern, what] of problems) {
    if (pattern.test(branch)) {
      throw new InputError(`Input '${input}' gives branch name ${JSON.stringify(branch)}, which has ${what}.`)
    }
  }
}
