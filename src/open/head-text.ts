import type { CommitInfo } from '../github/git-data.js'
import { parseImageReference, type ImageReference } from '../image/reference.js'
import type { ResourceId } from '../manifest/index.js'
import { renderPullRequestBody, renderReleaseBody, type TargetRow } from './pr-body.js'
import { promotionOf, type Promotion } from './promotion.js'
import { parseTrailers, type RecordTarget, type ReleaseRecord } from './record.js'

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

/**
 * The PR text for a release commit, written from that commit alone: its subject is the title
 * and its trailers the record, as the run that made it wrote them (write-branch.ts). Undefined
 * for a commit that is not a release commit of these manifests (someone pushed to the branch),
 * or whose image no longer parses. `resource` and `line` come from the caller's own read of the
 * base: the same manifests and selectors locate the same lines unless the base moved meanwhile.
 */
export function textOfReleaseCommit(
  commit: CommitInfo,
  at: { targets: readonly TargetPlace[]; serverUrl: string }
): PullText | undefined {
  const trailers = parseTrailers(commit.message)
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
