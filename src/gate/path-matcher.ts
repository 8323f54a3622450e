/**
 * The `paths` globs compiled, apart from policy.ts: settings check the globs before the first
 * request, and picomatch is needed only to judge.
 */
import picomatch from 'picomatch'
import type { PathMatcher } from './policy.js'

/**
 * `dot: false` keeps Argo CD's `.argocd-source*.yaml` overrides and git's dot files out of
 * a broad glob; a pattern that spells a dot segment explicitly still matches it.
 */
export function pathMatcher(globs: readonly string[]): PathMatcher {
  const match = picomatch([...globs], { dot: false })
  return (path) => match(path)
}
