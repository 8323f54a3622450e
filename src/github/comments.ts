import type { RepoApi } from './client.js'

export interface StickyComment {
  readonly id: number
  readonly url: string
  readonly created: boolean
}

/** The hidden line that identifies one sticky comment (one per purpose and PR). */
export function stickyMarker(key: string): string {
  return `<!-- gitops-release:sticky:${key.replace(/[^A-Za-z0-9:._/-]/g, '-')} -->`
}

/** Issue and PR comments: the one sticky comment gate and wait each keep on a PR. */
export function comments({ octokit, ref }: RepoApi) {
  async function findStickyComment(issueNumber: number, marker: string): Promise<number | undefined> {
    let fallback: number | undefined
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...ref,
      issue_number: issueNumber,
      per_page: 100
    })) {
      for (const comment of page.data) {
        if (!comment.body?.startsWith(marker)) continue
        if (comment.user?.type === 'Bot') return comment.id
        fallback ??= comment.id
      }
    }
    return fallback
  }

  return {
    /**
     * Creates the comment on the first run and edits that same comment on every later run, so a
     * PR carries one up-to-date report instead of a trail of them. The marker is a hidden line in
     * the body; a comment a bot wrote wins over a human who pasted the marker.
     */
    async upsertStickyComment(issueNumber: number, key: string, body: string): Promise<StickyComment> {
      const marker = stickyMarker(key)
      const text = `${marker}\n${body}`
      const existing = await findStickyComment(issueNumber, marker)
      if (existing !== undefined) {
        const { data } = await octokit.rest.issues.updateComment({ ...ref, comment_id: existing, body: text })
        return { id: data.id, url: data.html_url, created: false }
      }
      const { data } = await octokit.rest.issues.createComment({ ...ref, issue_number: issueNumber, body: text })
      return { id: data.id, url: data.html_url, created: true }
    }
  }
}
