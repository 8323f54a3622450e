import { oneLine } from '../markdown/escape.js'
import { unicodeEscape } from '../text/unicode.js'

/**
 * What a release PR remembers about itself, so a later run can tell a rerun from a new
 * release and refuse a downgrade without cloning anything. It is written twice: as commit
 * trailers (read when we only have the branch head) and as a hidden block in the PR body
 * (read from the PR list answer, the cheapest place to look).
 */
export interface ReleaseRecord {
  /** The pinned image. */
  readonly image: string
  /** Semver of the release, when known. */
  readonly version: string | undefined
  /** Manifest path in the config repo. */
  readonly manifest: string
  /** The release branch commit this record describes. */
  readonly commit: string | undefined
  /** The base commit it was built on. */
  readonly base: string | undefined
  /** Where the release came from. */
  readonly sourceRepository: string | undefined
  readonly sourceSha: string | undefined
  readonly runUrl: string | undefined
}

const BLOCK = /<!-- gitops-release:record (\{.*?\}) -->/s

/** JSON inside an HTML comment: with `<` and `>` escaped no `-->`, `--!>` or `<!--` can appear. */
export function renderRecordBlock(record: ReleaseRecord): string {
  const json = JSON.stringify(record).replace(/[<>]/g, unicodeEscape)
  return `<!-- gitops-release:record ${json} -->`
}

export function parseRecordBlock(body: string | null | undefined): ReleaseRecord | undefined {
  const match = body ? BLOCK.exec(body) : null
  if (!match) return undefined
  try {
    const value = JSON.parse(match[1]!) as Record<string, unknown>
    const str = (k: string): string | undefined => (typeof value[k] === 'string' ? value[k] : undefined)
    const image = str('image')
    const manifest = str('manifest')
    if (image === undefined || manifest === undefined) return undefined
    return {
      image,
      manifest,
      version: str('version'),
      commit: str('commit'),
      base: str('base'),
      sourceRepository: str('sourceRepository'),
      sourceSha: str('sourceSha'),
      runUrl: str('runUrl')
    }
  } catch {
    return undefined
  }
}

/**
 * The trailers carry the whole record but the commit (which is the commit itself), so the PR
 * text for any release commit can be written from that commit alone (see head-text.ts).
 */
const TRAILER = /^Gitops-Release-(Image|Version|Manifest|Base|Source|Source-Sha|Run): (.+)$/gm

type TrailerRecord = Pick<
  ReleaseRecord,
  'image' | 'version' | 'manifest' | 'base' | 'sourceRepository' | 'sourceSha' | 'runUrl'
>

export function renderTrailers(record: TrailerRecord): string {
  const optional: [string, string | undefined][] = [
    ['Version', record.version],
    ['Base', record.base],
    ['Source', record.sourceRepository],
    ['Source-Sha', record.sourceSha],
    ['Run', record.runUrl]
  ]
  const lines = [`Gitops-Release-Image: ${record.image}`, `Gitops-Release-Manifest: ${record.manifest}`]
  for (const [key, value] of optional) if (value !== undefined) lines.push(`Gitops-Release-${key}: ${oneLine(value)}`)
  return lines.join('\n')
}

export function parseTrailers(message: string): {
  image?: string
  version?: string
  manifest?: string
  base?: string
  source?: string
  'source-sha'?: string
  run?: string
} {
  const found: Record<string, string> = {}
  for (const [, key, value] of message.matchAll(TRAILER)) found[key!.toLowerCase()] = value!
  return found
}
