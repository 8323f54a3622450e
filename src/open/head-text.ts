import type { CommitInfo } from '../github/git-data.js'
import { parseImageReference, type ImageReference } from '../image/reference.js'
import type { ResourceId } from '../manifest/index.js'
import { unicodeEscape } from '../text/unicode.js'
import { fieldPaths, renderPullRequestBody, renderReleaseBody, type TargetRow } from './pr-body.js'
import { promotionOf, type Promotion } from './promotion.js'
import { parseJson, parseTrailers, type RecordTarget, type ReleaseRecord } from './record.js'
import type { TargetEdit } from './types.js'

/** A PR's title and body. */
export interface PullText {
  readonly title: string
  readonly body: string
}

/** Where one target's line is on the base, from the caller's own read of it. */
export interface TargetPlace {
  readonly manifest: string
  readonly resource: ResourceId
  readonly line: number
  /** The fields the edit changes there (`spec.image` when not given). */
  readonly fields?: readonly string[] | undefined
}

/** Where each edit's line is, as the PR body shows it. */
export function placesOf(edits: readonly TargetEdit[]): TargetPlace[] {
  return edits.map((e) => ({
    manifest: e.target.manifest,
    resource: e.bump.located.resource,
    line: e.bump.located.line,
    fields: fieldPaths(e.bump)
  }))
}

const PLACE = /^Gitops-Release-Place: (.+)$/gm

/**
 * A `Gitops-Release-Place` trailer a target: the release commit then says everything its PR text
 * shows, and the text can be written from the commit alone. JSON on one line: it escapes every
 * line break a trailer reader would split at, U+2028 and U+2029 included.
 */
export function renderPlaceTrailers(places: readonly TargetPlace[]): string[] {
  return places.map((p) => {
    const { apiVersion, apiGroup, kind, namespace, name } = p.resource
    const fields = p.fields && !(p.fields.length === 1 && p.fields[0] === 'spec.image') ? { fields: p.fields } : {}
    const json = JSON.stringify({
      manifest: p.manifest,
      line: p.line,
      resource: { apiVersion, apiGroup, kind, namespace, name },
      ...fields
    })
    return `Gitops-Release-Place: ${json.replace(/[\u2028\u2029]/g, unicodeEscape)}`
  })
}

/** The places a release commit carries; undefined when it has none (earlier versions wrote none) or one is no place. */
function parsePlaces(message: string): TargetPlace[] | undefined {
  const places: TargetPlace[] = []
  for (const [, json] of message.matchAll(PLACE)) {
    const place = placeFrom(parseJson(json!))
    if (!place) return undefined
    places.push(place)
  }
  return places.length > 0 ? places : undefined
}

function placeFrom(value: unknown): TargetPlace | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { manifest, line, resource, fields } = value as Record<string, unknown>
  const text = (v: unknown): v is string => typeof v === 'string'
  const absentOrText = (v: unknown): v is string | undefined => v === undefined || text(v)
  if (!text(manifest) || typeof line !== 'number' || !Number.isInteger(line) || line < 1) return undefined
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(text))) return undefined
  if (typeof resource !== 'object' || resource === null) return undefined
  const { apiVersion, apiGroup, kind, namespace, name } = resource as Record<string, unknown>
  if (!text(apiVersion) || !text(apiGroup) || !text(kind) || !absentOrText(namespace) || !absentOrText(name))
    return undefined
  return { manifest, line, resource: { apiVersion, apiGroup, kind, namespace, name }, fields }
}

/**
 * The PR text for a release commit, written from that commit alone: its subject is the title
 * and its trailers the record, as the run that made it wrote them (write-branch.ts). Undefined
 * for a commit that is not a release commit of these manifests (someone pushed to the branch),
 * or whose image no longer parses. Where each line is (the resource, line and fields the body
 * shows) comes from its `Gitops-Release-Place` trailers, or, on a commit without them, from
 * `read.targets`, the caller's own read of the base: the same manifests and selectors locate the
 * same lines unless the base moved meanwhile.
 */
export function textOfReleaseCommit(
  commit: CommitInfo,
  read: { targets: readonly TargetPlace[]; serverUrl: string }
): PullText | undefined {
  const trailers = parseTrailers(commit.message)
  const at = { ...read, targets: parsePlaces(commit.message) ?? read.targets }
  const title = commit.message.split('\n')[0]
  if (!title) return undefined
  const rest = {
    commit: commit.sha,
    base: trailers.base,
    sourceRepository: trailers.source,
    sourceSha: trailers['source-sha'],
    runUrl: trailers.run
  }
  const promotion = promotionOf(trailers)
  if (trailers.targets) return severalText(title, trailers.targets, at, rest, promotion)
  const [place] = at.targets
  if (!place || at.targets.length !== 1 || trailers.manifest !== place.manifest || trailers.image === undefined)
    return undefined
  // renderCommitMessage: the title, a blank line, "<resource> in <manifest>:", "  <old image>".
  const oldImage = commit.message.split('\n')[3]?.trim()
  const newImage = parsed(trailers.image)
  if (!oldImage || !newImage) return undefined
  return {
    title,
    body: renderPullRequestBody({
      ...place,
      oldImage,
      newImage,
      serverUrl: at.serverUrl,
      promotion,
      record: { image: trailers.image, version: trailers.version, manifest: place.manifest, ...rest }
    })
  }
}

/** Several targets: every row from the trailers (in the order that run wrote them), placed by our read. */
function severalText(
  title: string,
  targets: readonly RecordTarget[],
  at: { targets: readonly TargetPlace[]; serverUrl: string },
  rest: Pick<ReleaseRecord, 'commit' | 'base' | 'sourceRepository' | 'sourceSha' | 'runUrl'>,
  promotion: Promotion | undefined
): PullText | undefined {
  if (targets.length !== at.targets.length) return undefined
  const rows: TargetRow[] = []
  for (const t of targets) {
    const place = at.targets.find((p) => p.manifest === t.manifest)
    const newImage = parsed(t.image)
    if (!place || !newImage || t.oldImage === undefined) return undefined
    rows.push({ ...place, oldImage: t.oldImage, newImage, image: t.image })
  }
  const [first] = targets
  if (!first) return undefined
  const record: ReleaseRecord = {
    image: first.image,
    version: first.version,
    manifest: first.manifest,
    targets,
    ...rest
  }
  return { title, body: renderReleaseBody(rows, record, at.serverUrl, promotion) }
}

function parsed(image: string): ImageReference | undefined {
  try {
    return parseImageReference(image)
  } catch {
    return undefined
  }
}
