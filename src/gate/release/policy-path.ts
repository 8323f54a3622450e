/**
 * Where a release policy was meant to be but is not: files at the base commit whose paths look
 * like the policy's (`.github/gitops-release.yml` beside the expected `.yaml`, another case, an
 * underscore for the dash), which the gate does not read. Pure.
 */

/** The name without a YAML extension, case, or the separators people swap for one another. */
function nameKey(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  return name
    .toLowerCase()
    .replace(/\.ya?ml$/, '')
    .replace(/[-_. ]/g, '')
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? '' : path.slice(0, slash).toLowerCase()
}

/**
 * The paths among `paths` (files at the base commit) that look like `expected` without being it:
 * the same name but for case, a `.yml`/`.yaml` extension or missing one, and `-`, `_`, `.` or
 * spaces, in the expected directory, `.github` or the root (directories compared without case).
 * `.github/workflows` is left out: a workflow is often named after the action. Sorted.
 */
export function nearMisses(expected: string, paths: Iterable<string>): string[] {
  const key = nameKey(expected)
  const dirs = new Set([dirOf(expected), '.github', ''])
  const found = new Set<string>()
  for (const path of paths)
    if (
      path !== expected &&
      dirs.has(dirOf(path)) &&
      nameKey(path) === key &&
      /(\.ya?ml|\/[^./]*|^[^./]*)$/i.test(path)
    )
      found.add(path)
  return [...found].sort()
}

/** `".github/gitops-release.yml"` or `"a.yml" and "b.yml"`, for a sentence. */
export function listPaths(paths: readonly string[]): string {
  const quoted = paths.map((p) => JSON.stringify(p))
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`
}
