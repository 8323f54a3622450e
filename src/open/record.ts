import { oneLine } from '../markdown/escape.js'
import { unicodeEscape } from '../text/unicode.js'
import type { TargetEdit } from './types.js'

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
  /**
   * Every target of a release of several (absent for one, whose record is the fields above);
   * `image`, `manifest` and `version` above are then the first target's.
   */
  readonly targets?: readonly RecordTarget[]
}

/** One target of a release of several, in the record. */
export interface RecordTarget {
  readonly manifest: string
  /** The `#name` (or `resource-name`) it was selected by, if any. */
  readonly name?: string | undefined
  readonly image: string
  /** What the base pinned when the record was written (equal to `image`: that target was already there). */
  readonly oldImage?: string | undefined
  readonly version?: string | undefined
}

/** The record of a release of these edits, written by `commit`. */
export function recordOf(
  edits: readonly TargetEdit[],
  rest: Pick<ReleaseRecord, 'commit' | 'base' | 'sourceRepository' | 'sourceSha' | 'runUrl'>
): ReleaseRecord {
  const [first, ...others] = edits
  if (!first) throw new Error('a release record needs a target')
  const head = { image: first.target.image, version: first.target.version, manifest: first.target.manifest }
  if (others.length === 0) return { ...head, ...rest }
  const targets = edits.map(({ target, bump }) => ({
    manifest: target.manifest,
    name: target.selector.name,
    image: target.image,
    oldImage: bump.before,
    version: target.version
  }))
  return { ...head, targets, ...rest }
}

/** The targets a record speaks for; a one-target record (any version of open wrote those) has one. */
export function recordTargets(
  record: Pick<ReleaseRecord, 'image' | 'manifest' | 'version' | 'targets'>
): RecordTarget[] {
  return record.targets
    ? [...record.targets]
    : [{ manifest: record.manifest, image: record.image, version: record.version }]
}

/** The hidden block in a PR body, as `renderRecordBlock` writes it. */
export const RECORD_BLOCK = /<!-- gitops-release:record (\{.*?\}) -->/s

/** JSON inside an HTML comment: with `<` and `>` escaped no `-->`, `--!>` or `<!--` can appear. */
export function renderRecordBlock(record: ReleaseRecord): string {
  const { targets, image, version, manifest, ...rest } = record
  const shape = targets ? { targets, ...rest } : { image, version, manifest, ...rest }
  const json = JSON.stringify(shape).replace(/[<>]/g, unicodeEscape)
  return `<!-- gitops-release:record ${json} -->`
}

export function parseRecordBlock(body: string | null | undefined): ReleaseRecord | undefined {
  const match = body ? RECORD_BLOCK.exec(body) : null
  if (!match) return undefined
  try {
    const value = JSON.parse(match[1]!) as Record<string, unknown>
    const str = (k: string): string | undefined => (typeof value[k] === 'string' ? value[k] : undefined)
    const targets = Array.isArray(value['targets']) ? targetsFrom(value['targets']) : undefined
    const image = targets ? targets[0]?.image : str('image')
    const manifest = targets ? targets[0]?.manifest : str('manifest')
    if (image === undefined || manifest === undefined) return undefined
    return {
      image,
      manifest,
      version: targets ? targets[0]?.version : str('version'),
      ...(targets ? { targets } : {}),
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

/** Targets as JSON gave them; undefined when any is not a target (someone edited the record). */
function targetsFrom(values: unknown[]): RecordTarget[] | undefined {
  const targets: RecordTarget[] = []
  for (const v of values) {
    if (typeof v !== 'object' || v === null) return undefined
    const o = v as Record<string, unknown>
    const str = (k: string): string | undefined => (typeof o[k] === 'string' ? o[k] : undefined)
    const manifest = str('manifest')
    const image = str('image')
    if (manifest === undefined || image === undefined) return undefined
    targets.push({ manifest, name: str('name'), image, oldImage: str('oldImage'), version: str('version') })
  }
  return targets.length > 0 ? targets : undefined
}

/**
 * The trailers carry the whole record but the commit (which is the commit itself), so the PR
 * text for any release commit can be written from that commit alone (see head-text.ts).
 */
// Promoted-From and Verified-By are promote's (promotion.ts writes them and reads them from here).
const TRAILER =
  /^Gitops-Release-(Image|Version|Manifest|Base|Source|Source-Sha|Run|Target|Promoted-From|Verified-By): (.+)$/gm

type TrailerRecord = Pick<
  ReleaseRecord,
  'image' | 'version' | 'manifest' | 'base' | 'sourceRepository' | 'sourceSha' | 'runUrl' | 'targets'
>

/**
 * One target: the image and manifest trailers. Several: a `Gitops-Release-Target` trailer each,
 * a JSON object on one line (JSON escapes `\n` and `\r`, and U+2028 and U+2029 are escaped
 * here, the line breaks a trailer reader splits at, so no value can forge a trailer).
 */
export function renderTrailers(record: TrailerRecord): string {
  const optional: [string, string | undefined][] = [
    ['Version', record.targets ? undefined : record.version],
    ['Base', record.base],
    ['Source', record.sourceRepository],
    ['Source-Sha', record.sourceSha],
    ['Run', record.runUrl]
  ]
  const lines = record.targets
    ? record.targets.map((t) => `Gitops-Release-Target: ${JSON.stringify(t).replace(/[\u2028\u2029]/g, unicodeEscape)}`)
    : [`Gitops-Release-Image: ${record.image}`, `Gitops-Release-Manifest: ${record.manifest}`]
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
  /** Present only on a release commit of several targets. */
  targets?: RecordTarget[]
  'promoted-from'?: string
  /** The Deployment evidence as JSON (promotion.ts reads it). */
  'verified-by'?: string
} {
  const found: Record<string, string> = {}
  const targets: unknown[] = []
  for (const [, key, value] of message.matchAll(TRAILER)) {
    if (key === 'Target') targets.push(parseJson(value!))
    else found[key!.toLowerCase()] = value!
  }
  const parsed = targets.length > 0 ? targetsFrom(targets) : undefined
  return parsed ? { ...found, targets: parsed } : found
}

/** JSON text, or undefined when it is not JSON (a trailer someone edited). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The targets a release commit's trailers name (none for a commit open did not write). */
export function trailerTargets(trailers: ReturnType<typeof parseTrailers>): RecordTarget[] {
  if (trailers.targets) return trailers.targets
  if (trailers.image === undefined || trailers.manifest === undefined) return []
  return [{ manifest: trailers.manifest, image: trailers.image, version: trailers.version }]
}
