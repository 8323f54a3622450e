import { InputError } from '../errors.js'

/**
 * The release branch for one target resource. It depends only on where the resource lives
 * (the manifest path, and the resource name when the file holds several), so every release
 * of that resource lands on the same branch and updates the same PR.
 */
export function releaseBranchName(prefix: string, manifestPath: string, resourceName: string | undefined): string {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, '')
  const parts = [withoutExtension, ...(resourceName ? [resourceName] : [])]
  const branch = prefix + parts.join('/').split('/').map(sanitizeRefComponent).join('/')
  assertValidBranchName(branch, 'branch-prefix')
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
