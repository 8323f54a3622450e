import type { CommitInfo } from '../github/git-data.js'
import { parseImageReference } from '../image/reference.js'
import type { ResourceId } from '../manifest/index.js'
import { renderPullRequestBody } from './pr-body.js'
import { parsePromotionTrailers } from './promotion.js'
import { parseTrailers } from './record.js'

/** A PR's title and body. */
export interface PullText {
  readonly title: string
  readonly body: string
}

/**
 * The PR text for a release commit, written from that commit alone: its subject is the title
 * and its trailers the record, as the run that made it wrote them (write-branch.ts). Undefined
 * for a commit that is not a release commit of `manifest` (someone pushed to the branch), or
 * whose image no longer parses. `resource` and `line` come from the caller's own read of the
 * base: the same manifest and selector locate the same line unless the base moved meanwhile.
 */
export function textOfReleaseCommit(
  commit: CommitInfo,
  at: { manifest: string; resource: ResourceId; line: number; serverUrl: string }
): PullText | undefined {
  const trailers = parseTrailers(commit.message)
  if (trailers.manifest !== at.manifest || trailers.image === undefined) return undefined
  const lines = commit.message.split('\n')
  // renderCommitMessage: the title, a blank line, "<resource> in <manifest>:", "  <old image>".
  const oldImage = lines[3]?.trim()
  let newImage
  try {
    newImage = parseImageReference(trailers.image)
  } catch {
    return undefined
  }
  if (!lines[0] || !oldImage) return undefined
  const source = trailers.source
  return {
    title: lines[0],
    body: renderPullRequestBody({
      resource: at.resource,
      manifest: at.manifest,
      line: at.line,
      oldImage,
      newImage,
      serverUrl: at.serverUrl,
      promotion: parsePromotionTrailers(commit.message),
      record: {
        image: trailers.image,
        version: trailers.version,
        manifest: at.manifest,
        commit: commit.sha,
        base: trailers.base,
        sourceRepository: source,
        sourceSha: trailers['source-sha'],
        runUrl: trailers.run
      }
    })
  }
}
