/**
 * Release versions, apart from parsers.ts: every command reads its settings through parsers.ts
 * before its first request, and only `open` needs `semver` then.
 */
import semver from 'semver'

/** The semver of an image tag, when it is one. */
export function versionFromTag(tag: string | undefined): string | undefined {
  return tag === undefined ? undefined : (semver.valid(tag) ?? undefined)
}
