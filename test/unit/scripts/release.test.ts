import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkRelease, majorTagFor, parseVersion, releaseNotes } from '../../../scripts/release.mjs'

const CHANGELOG = `# Changelog

All notable changes to this project are documented in this file.

## [Unreleased]

### Fixed
- Something not released yet.

## [1.2.0] - 2026-12-10

### Added
- \`wait\` reads the tree stream.

### Fixed
- \`gate\` names the line.

## [1.1.9] - 2026-12-01

### Fixed
- The last of the 1.1 line.

[Unreleased]: https://github.com/acme/gitops-release/compare/v1.2.0...HEAD
[1.2.0]: https://github.com/acme/gitops-release/compare/v1.1.9...v1.2.0
[1.1.9]: https://github.com/acme/gitops-release/releases/tag/v1.1.9
`

describe('parseVersion', () => {
  it('reads X.Y.Z and vX.Y.Z into the release tag and its major tag', () => {
    expect(parseVersion('1.4.2')).toEqual({ version: '1.4.2', tag: 'v1.4.2', major: 'v1', parts: [1, 4, 2] })
    expect(parseVersion('v10.0.0').major).toBe('v10')
  })

  it.each(['1.4', 'v1', '1.4.2-rc.1', '01.4.2', '1.4.2.0', 'main', '', 'V1.4.2', '1.4.2; rm -rf /'])(
    'refuses %j',
    (text) => {
      expect(() => parseVersion(text)).toThrow(/not a release version/)
    }
  )
})

describe('releaseNotes', () => {
  it('is the body of that version section, without its heading, the next section or the links', () => {
    expect(releaseNotes(CHANGELOG, 'v1.2.0')).toBe(
      '### Added\n- `wait` reads the tree stream.\n\n### Fixed\n- `gate` names the line.\n'
    )
  })

  it('stops the last section before the link definitions that close the file', () => {
    expect(releaseNotes(CHANGELOG, '1.1.9')).toBe('### Fixed\n- The last of the 1.1 line.\n')
  })

  it('reads CRLF files the same', () => {
    expect(releaseNotes(CHANGELOG.replace(/\n/g, '\r\n'), '1.2.0')).toBe(releaseNotes(CHANGELOG, '1.2.0'))
  })

  it('refuses a version with no section, and never hands out Unreleased', () => {
    expect(() => releaseNotes(CHANGELOG, '1.3.0')).toThrow(/no '## \[1\.3\.0\] - YYYY-MM-DD' section/)
    expect(() => releaseNotes(CHANGELOG, 'Unreleased')).toThrow(/not a release version/)
  })

  it('does not take 1.2.0 for 1.2.01 or 11.2.0', () => {
    const text = '## [11.2.0] - 2026-12-10\n- eleven\n\n## [1.2.0] - 2026-12-09\n- one\n'
    expect(releaseNotes(text, '1.2.0')).toBe('- one\n')
  })

  it('refuses an undated section and an empty one', () => {
    expect(() => releaseNotes('## [1.2.0]\n- x\n', '1.2.0')).toThrow(/needs its release date/)
    expect(() =>
      releaseNotes('## [1.2.0] - 2026-12-10\n\n### Added\n\n## [1.1.0] - 2026-12-01\n- y\n', '1.2.0')
    ).toThrow(/lists no changes/)
  })
})

describe('majorTagFor', () => {
  it('moves v1 to the newest 1.x.y', () => {
    expect(majorTagFor('1.3.0', ['v1', 'v1.2.0', 'v1.2.1', 'v0.9.0'])).toBe('v1')
    expect(majorTagFor('2.0.0', ['v1', 'v1.9.9'])).toBe('v2')
  })

  it('leaves v1 where it is when a later 1.x.y exists (a fix to an older minor)', () => {
    expect(majorTagFor('1.2.2', ['v1', 'v1.3.0', 'v1.2.1'])).toBeUndefined()
    expect(majorTagFor('1.2.2', ['v1.2.10'])).toBeUndefined()
  })

  it('ignores tags that are not releases, and releases of other majors', () => {
    expect(majorTagFor('1.0.0', ['v2.0.0', 'v1.5.0-rc.1', 'nightly', '1.9.0'])).toBe('v1')
  })
})

describe('checkRelease', () => {
  const pkg = (version: string): string => JSON.stringify({ name: 'gitops-release', version })

  it('passes when package.json and the changelog both say the version', () => {
    expect(checkRelease('v1.2.0', { packageJson: pkg('1.2.0'), changelog: CHANGELOG }).tag).toBe('v1.2.0')
  })

  it('refuses a package.json that says another version', () => {
    expect(() => checkRelease('1.2.0', { packageJson: pkg('1.1.9'), changelog: CHANGELOG })).toThrow(
      /package.json says version 1.1.9, not 1.2.0/
    )
  })

  it('refuses a version the changelog has not released', () => {
    expect(() => checkRelease('1.3.0', { packageJson: pkg('1.3.0'), changelog: CHANGELOG })).toThrow(
      /no '## \[1\.3\.0\]/
    )
  })
})

describe("this repository's CHANGELOG.md", () => {
  const text = readFileSync('CHANGELOG.md', 'utf8')

  it('opens with an Unreleased section in Keep a Changelog form', () => {
    expect(text).toMatch(/^# Changelog\n/)
    expect(text).toContain('https://keepachangelog.com/en/1.1.0/')
    expect(text).toMatch(/\n## \[Unreleased\]\n/)
  })

  it('dates every released section, so the release workflow can take its notes', () => {
    for (const [, version] of text.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)) {
      expect(() => releaseNotes(text, version!)).not.toThrow()
    }
  })
})
