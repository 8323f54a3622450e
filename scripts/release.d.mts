/** A release version as its parts: `1.4.2` gives tag `v1.4.2` and major tag `v1`. */
export interface Release {
  version: string
  tag: string
  major: string
  parts: [number, number, number]
}

/** `X.Y.Z` or `vX.Y.Z`, no suffix or leading zeros; throws on anything else. */
export function parseVersion(text: string): Release

/** The body of CHANGELOG.md's dated `## [version]` section; throws when missing, undated or empty. */
export function releaseNotes(changelog: string, version: string): string

/** The major tag to move to this release, or undefined when a later release of that major exists. */
export function majorTagFor(version: string, tags: readonly string[]): string | undefined

/** Throws unless package.json says `version` and CHANGELOG.md has its section; returns it parsed. */
export function checkRelease(version: string, files: { packageJson: string; changelog: string }): Release
