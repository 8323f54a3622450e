// What the release workflow asks of the repository, as small functions it runs with Node alone
// (no npm ci needed):
//   node scripts/release.mjs check VERSION         is this commit ready to be VERSION? prints
//                                                  version=, tag= and major= lines for $GITHUB_OUTPUT
//   node scripts/release.mjs notes VERSION         the release notes: VERSION's CHANGELOG.md section
//   node scripts/release.mjs major-tag VERSION TAG...
//                                                  the major tag to move to VERSION (v1), or nothing
//                                                  when one of the TAGs is a later release of that major
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const NUMBER = '(0|[1-9]\\d*)'
const RELEASE = new RegExp(`^v?${NUMBER}\\.${NUMBER}\\.${NUMBER}$`)

/**
 * A release version, `X.Y.Z` or `vX.Y.Z` (no pre-release or build suffix, no leading zeros), as
 * its parts; throws on anything else.
 */
export function parseVersion(text) {
  const match = RELEASE.exec(String(text).trim())
  if (!match) throw new Error(`'${text}' is not a release version: expected X.Y.Z (or vX.Y.Z), like 1.4.2`)
  const [major, minor, patch] = match.slice(1).map(Number)
  const version = `${major}.${minor}.${patch}`
  return { version, tag: `v${version}`, major: `v${major}`, parts: [major, minor, patch] }
}

/**
 * The body of the `## [VERSION] - YYYY-MM-DD` section of a Keep a Changelog file, without its
 * heading and without the link definitions that close the file; throws when the section is
 * missing, undated or empty.
 */
export function releaseNotes(changelog, version) {
  const { version: wanted } = parseVersion(version)
  const lines = changelog.replace(/\r\n?/g, '\n').split('\n')
  const start = lines.findIndex((line) => sectionVersion(line) === wanted)
  if (start === -1) {
    throw new Error(`CHANGELOG.md has no '## [${wanted}] - YYYY-MM-DD' section: move the Unreleased entries under one`)
  }
  if (!/^## \[[^\]]+\] - \d{4}-\d{2}-\d{2}\s*$/.test(lines[start])) {
    throw new Error(`CHANGELOG.md: '${lines[start].trim()}' needs its release date: '## [${wanted}] - YYYY-MM-DD'`)
  }
  let end = lines.findIndex((line, i) => i > start && /^## /.test(line))
  if (end === -1) end = lines.length
  const body = lines.slice(start + 1, end)
  while (body.length > 0 && (body.at(-1).trim() === '' || /^\[[^\]]+\]:\s*\S+/.test(body.at(-1)))) body.pop()
  while (body.length > 0 && body[0].trim() === '') body.shift()
  if (!body.some((line) => /^\s*[-*] \S/.test(line))) {
    throw new Error(`CHANGELOG.md: the [${wanted}] section lists no changes`)
  }
  return `${body.join('\n')}\n`
}

/** The version a `## [X.Y.Z] ...` heading names, or undefined for other lines (and `[Unreleased]`). */
function sectionVersion(line) {
  const match = /^## \[v?(\d+\.\d+\.\d+)\]/.exec(line)
  return match?.[1]
}

/**
 * The major tag (`v1`) to move to this release, or undefined when one of `tags` is a later
 * release of the same major (a fix to an older minor must not move `v1` backwards).
 */
export function majorTagFor(version, tags) {
  const release = parseVersion(version)
  const later = tags
    .map((tag) => (RELEASE.test(tag) && tag.startsWith('v') ? parseVersion(tag) : undefined))
    .filter((other) => other !== undefined && other.major === release.major)
    .some((other) => compare(other.parts, release.parts) > 0)
  return later ? undefined : release.major
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return 0
}

/**
 * Whether the repository, as files, is ready to release `version`: package.json says that
 * version and CHANGELOG.md has its dated section with changes. Returns the parsed version.
 */
export function checkRelease(version, { packageJson, changelog }) {
  const release = parseVersion(version)
  const declared = JSON.parse(packageJson).version
  if (declared !== release.version) {
    throw new Error(`package.json says version ${declared}, not ${release.version}: bump it in the release commit`)
  }
  releaseNotes(changelog, release.version)
  return release
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [command, version, ...rest] = process.argv.slice(2)
  try {
    if (version === undefined) throw new Error('usage: release.mjs check|notes|major-tag VERSION [TAG...]')
    const read = (file) => readFileSync(file, 'utf8')
    if (command === 'check') {
      const release = checkRelease(version, { packageJson: read('package.json'), changelog: read('CHANGELOG.md') })
      process.stdout.write(`version=${release.version}\ntag=${release.tag}\nmajor=${release.major}\n`)
    } else if (command === 'notes') {
      process.stdout.write(releaseNotes(read('CHANGELOG.md'), version))
    } else if (command === 'major-tag') {
      const major = majorTagFor(version, rest)
      if (major === undefined) console.error(`A later ${parseVersion(version).major}.x release exists; its tag stays.`)
      else process.stdout.write(`${major}\n`)
    } else {
      throw new Error(`unknown command '${command}': expected check, notes or major-tag`)
    }
  } catch (err) {
    console.error(`release: ${err instanceof Error ? err.message : String(err)}`)
    process.exitCode = 1
  }
}
