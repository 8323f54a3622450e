import path from 'node:path'

/**
 * Which health.lua Argo CD runs for a resource (util/lua `GetHealthScript`, as its health test
 * harness calls it for every test input): the one in the directory named after the resource's
 * `<group>/<Kind>` (just `<Kind>` for the core group) if there is one; otherwise the first, in
 * sorted order, of the directories whose path holds a `_` read as a `*` wildcard (for example
 * `_.crossplane.io/_`); otherwise none. The test file's own directory plays no part: an input
 * in `_.crossplane.io/_/testdata` whose kind has its own directory runs that directory's script.
 */
export interface ScriptIndex {
  /** Directories holding a health.lua, relative to the root, `/`-separated, `.` for the root. */
  dirs: ReadonlySet<string>
  /** Those with a `_`, sorted as Go sorts strings (bytes), each with its pattern. */
  wildcards: { dir: string; pattern: RegExp }[]
}

export function scriptIndex(dirs: Iterable<string>): ScriptIndex {
  const all = new Set(dirs)
  const wildcards = [...all]
    .filter((dir) => dir !== '.' && dir.includes('_'))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((dir) => ({ dir, pattern: globPattern(dir.replace(/_/g, '*')) }))
  return { dirs: all, wildcards }
}

/** The directory whose health.lua runs for `key` (see groupKindKey), or undefined when none does. */
export function scriptDirFor(index: ScriptIndex, key: string): string | undefined {
  // filepath.Join(key, "health.lua") read from an embed.FS: cleaned, and a path leaving the
  // root is simply not there.
  const exact = path.posix.dirname(path.posix.join(key, 'health.lua'))
  if (!exact.startsWith('../') && !exact.startsWith('/') && index.dirs.has(exact)) return exact
  return index.wildcards.find((w) => w.pattern.test(key))?.dir
}

/**
 * util/lua GetConfigMapKey of the object's group and kind, as unstructured reads them:
 * `apiVersion` `group/version` or `version` (core group); a non-string counts as empty, and an
 * apiVersion with more than one `/` does not parse, which leaves group and kind empty.
 */
export function groupKindKey(obj: unknown): string {
  const record = typeof obj === 'object' && obj !== null ? (obj as Record<string, unknown>) : {}
  const apiVersion = typeof record['apiVersion'] === 'string' ? record['apiVersion'] : ''
  const kind = typeof record['kind'] === 'string' ? record['kind'] : ''
  const slashes = apiVersion.split('/').length - 1
  if (slashes > 1) return ''
  const group = slashes === 1 ? (apiVersion.split('/')[0] ?? '') : ''
  return group === '' ? kind : `${group}/${kind}`
}

/**
 * doublestar's PathMatch for the patterns Argo CD builds: `*` matches within one path segment.
 * Directory names are API groups and kinds, so the rest of glob syntax (`?`, `[...]`, `{a,b}`)
 * does not occur in practice; it is matched literally.
 */
function globPattern(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*')
  return new RegExp(`^${source}$`)
}
