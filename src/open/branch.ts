import { createHash } from 'node:crypto'
import { InputError } from '../errors.js'
import type { ResourceSelector } from '../manifest/index.js'
import { targetKey } from './targets.js'

/*
 * Release branch names: one per target (or set of targets) and base, readable, and never shared.
 *
 *   <prefix><folders>/<file>                a plain path: apps/todo-api/dev/microservice.yaml
 *   <prefix><folders>/<words>+<hash>        any other target: a resource name, `.yml`, a space, an accent
 *   <prefix><folders>/+<n>-targets-<hash>   several targets
 *   each followed by @<base> when the base is not the repository's default branch
 *
 * A plain path keeps the name it always had (the path without `.yaml`), so the release PRs of
 * earlier versions keep matching: every folder and the file name are spelled in ASCII letters,
 * digits, `_`, `-` and inner single dots, and the file ends in `.yaml`. A name spelled any other
 * way could be another target's too (`my app/é.yaml` and `my-app/-.yaml`, `x.yml` and `x.yaml`,
 * `workers.yaml#web` and `workers/web.yaml`), so everything from the first part that is not plain
 * goes into one readable last component with a hash of the exact path and resource name.
 *
 * Git cannot hold a branch `a/b` beside a branch `a/b/c`: the first is a file where the second
 * needs a folder. So the folders of a name are only the path's own plain folders, spelled
 * exactly, and a last component that is not a plain file name holds a `+`, which no folder does.
 * The one pair that still meets as file and folder is a plain `x.yaml` released beside a folder
 * `x/` of the same repository: both keep their old names for their open PRs, and `open` names
 * the clash and the fix when GitHub refuses the second branch (write-branch.ts).
 *
 * The base follows an `@`, which no other part of a name holds, so a base never spells another
 * target and keeps its own slashes.
 */

/** The release branch for one target resource, in one base (`base` only when not the default branch). */
export function releaseBranchName(
  prefix: string,
  manifestPath: string,
  resourceName: string | undefined,
  base?: string
): string {
  const folders = manifestPath.split('/')
  const file = folders.pop() ?? ''
  const kept = plainFolders(folders)
  const plain = resourceName === undefined && kept.length === folders.length ? plainStem(file) : undefined
  const identity = resourceName === undefined ? [manifestPath] : [manifestPath, resourceName]
  const leaf =
    plain ??
    `${words([...folders.slice(kept.length), stemOf(file), ...(resourceName === undefined ? [] : [resourceName])])}+${shortHash(JSON.stringify(identity))}`
  return finish(prefix, [...kept, leaf], base)
}

/**
 * The release branch for a set of targets. One target keeps its own name (above). Several get
 * `<prefix>[<folders>/]+<n>-targets-<hash>`: the plain folders all their manifests share
 * (readable, and it sorts next to their single-target branches), and a hash of the sorted
 * `path[#name]` list, so the same set in any order is the same branch and updates the same PR.
 */
export function releaseBranchForTargets(
  prefix: string,
  targets: readonly { readonly manifest: string; readonly selector: Pick<ResourceSelector, 'name'> }[],
  base?: string
): string {
  if (targets.length === 1) return releaseBranchName(prefix, targets[0]!.manifest, targets[0]!.selector.name, base)
  const hash = shortHash(targets.map(targetKey).sort().join('\n'))
  const folders = plainFolders(commonFolder(targets.map((t) => t.manifest)))
  return finish(prefix, [...folders, `+${targets.length}-targets-${hash}`], base)
}

function finish(prefix: string, components: readonly string[], base: string | undefined): string {
  const branch = prefix + components.join('/') + (base === undefined ? '' : `@${base}`)
  assertValidBranchName(branch, base === undefined ? 'branch-prefix' : 'base')
  return branch
}

/** The first 10 hex digits of the SHA-256 of `text`. */
function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10)
}

/** The leading folders every path shares (never a file name). */
function commonFolder(paths: readonly string[]): string[] {
  const folders = paths.map((p) => p.split('/').slice(0, -1))
  const shared: string[] = []
  for (let i = 0; folders.every((f) => i < f.length && f[i] === folders[0]![i]); i++) shared.push(folders[0]![i]!)
  return shared
}

/**
 * A path component a ref can hold as it is: what git check-ref-format allows in a component,
 * narrowed to characters no other part of a name uses (`@` starts the base, `+` a hashed name).
 */
const PLAIN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

function isPlain(component: string): boolean {
  return PLAIN.test(component) && !component.includes('..') && !/\.lock$/i.test(component)
}

/** The leading folders that are plain, up to the first that is not. */
function plainFolders(folders: readonly string[]): string[] {
  const end = folders.findIndex((f) => !isPlain(f))
  return folders.slice(0, end < 0 ? folders.length : end)
}

/** The name of a plain `<stem>.yaml` file without its extension; undefined for any other file name. */
function plainStem(file: string): string | undefined {
  const stem = file.endsWith('.yaml') ? file.slice(0, -'.yaml'.length) : undefined
  // A stem ending in a dot (`a..yaml`) would end the ref in one, which git refuses.
  return stem !== undefined && isPlain(stem) && !stem.endsWith('.') ? stem : undefined
}

function stemOf(file: string): string {
  return file.replace(/\.ya?ml$/i, '')
}

/** Parts as one readable ref component: accents dropped, anything else git or we reserve a dash. */
function words(parts: readonly string[]): string {
  const text = parts
    .join('-')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .slice(0, 60)
    .replace(/^[.-]+|[.-]+$/g, '')
  return text === '' ? 'manifest' : text
}

export function assertValidBranchName(branch: string, input: string): void {
  const problems = [
    [/^\/|\/$|\/\//, 'an empty path component'],
    [/(^|\/)\./, 'a component starting with "."'],
    [/\.\.|@\{|\.lock(\/|$)|\.$/, 'a sequence git forbids ("..", "@{", ".lock" or a "." at the end)'],
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    [/[\x00-\x20~^:?*[\\\x7f]/, 'a space, control character or one of ~^:?*[\\']
  ] as const
  for (const [pattern, what] of problems) {
    if (pattern.test(branch)) {
      throw new InputError(`Input '${input}' gives branch name ${JSON.stringify(branch)}, which has ${what}.`)
    }
  }
}
