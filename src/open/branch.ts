import { InputError } from '../errors.js'

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
