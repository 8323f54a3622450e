import type { CommitInfo } from '../github/git-data.js'
import type { PullRequest } from '../github/pulls.js'
import type { Authorship } from './authorship.js'
import { textOfReleaseCommit, type PullText } from './head-text.js'
import { keepTextOnHead } from './publish.js'
import { RECORD_BLOCK } from './record.js'
import type { OpenPorts } from './types.js'

/**
 * A rerun of the release the PR already proposes writes no commit, but it puts back the title and
 * body reviewers read when someone edited them (the digest in the title, a row of the table):
 * the text of the head commit, written from that commit alone (head-text.ts), to the byte what
 * the run that made it wrote. Both are open's: the body says a newer release rewrites it, and
 * notes belong in comments. Only the text a reader sees counts; the hidden record is a cache
 * for later runs, whose edits decide nothing (decide.ts reads the head commit, never the record
 * alone). One PATCH when they differ, then the check every PR write ends with: the branch still
 * at that head (publish.ts). A head whose commit does not say where its lines are (made by an
 * earlier version) cannot be described from itself, and its PR text is left alone.
 */
export async function restorePullText(
  ports: Pick<OpenPorts, 'repo' | 'log'>,
  authorship: Authorship,
  at: { branch: string; pr: PullRequest; head: CommitInfo; serverUrl: string }
): Promise<void> {
  const { branch, pr, head, serverUrl } = at
  const text = textOfReleaseCommit(head, { targets: [], serverUrl })
  if (!text) {
    ports.log.debug(`The head of ${branch} does not say where its lines are; PR #${pr.number}'s text is left as it is.`)
    return
  }
  if (sameText(pr, text)) return
  ports.log.info(`PR #${pr.number}'s title or text was edited; writing what its head commit says again.`)
  const written = await ports.repo.updatePullRequest(pr.number, text)
  await keepTextOnHead(ports, authorship, { branch, pr: written, commitSha: head.sha, at: { targets: [], serverUrl } })
}

/** The title, and the body as GitHub renders it: without our hidden record, whatever line ends a browser saved. */
function sameText(pr: Pick<PullRequest, 'title' | 'body'>, text: PullText): boolean {
  const visible = (body: string): string => body.replace(RECORD_BLOCK, '').replace(/\r\n?/g, '\n').trimEnd()
  return pr.title === text.title && visible(pr.body) === visible(text.body)
}
