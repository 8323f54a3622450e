import { statusOf, type RepoApi } from './client.js'

export interface StickyComment {
  readonly id: number
  readonly url: string
  readonly created: boolean
}

/** The hidden line that identifies one sticky comment (one per purpose and PR). */
export function stickyMarker(key: string): string {
  return `<!-- gitops-release:sticky:${key.replace(/[^A-Za-z0-9:._/-]/g, '-')} -->`
}

interface MarkedComment {
  readonly id: number
  readonly url: string
  readonly author: string | undefined
  readonly bot: boolean
}

/** Issue and PR comments: the one sticky comment gate and wait each keep on a PR. */
export function comments({ octokit, ref }: RepoApi) {
  /** Every comment that starts with `marker`, oldest first (GitHub lists comments in creation order). */
  async function markedComments(issueNumber: number, marker: string): Promise<MarkedComment[]> {
    const found: MarkedComment[] = []
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...ref,
      issue_number: issueNumber,
      per_page: 100
    })) {
      for (const c of page.data) {
        if (!c.body?.startsWith(marker)) continue
        found.push({ id: c.id, url: c.html_url, author: c.user?.login, bot: c.user?.type === 'Bot' })
      }
    }
    return found
  }

  async function deleteIfThere(id: number): Promise<void> {
    try {
      await octokit.rest.issues.deleteComment({ ...ref, comment_id: id })
    } catch (error) {
      // The other run deleted the same duplicate first.
      if (statusOf(error) !== 404) throw error
    }
  }

  return {
    /**
     * Creates the comment on the first run and edits that same comment on every later run, so a
     * PR carries one up-to-date report instead of a trail of them. The marker is a hidden line in
     * the body; a comment a bot wrote wins over a human who pasted the marker, and the newest
     * bot comment is tried first: after a switch of token (GITHUB_TOKEN to an App) the old
     * identity's comment cannot be edited (403), so the new identity posts its own and leaves
     * the old one alone, and later runs find theirs first.
     *
     * Two runs that both found none both post one. Rather than list again after every post (a
     * request each run pays for a race that is rare), the next upsert tidies up: having edited
     * the newest comment of an author, it deletes that author's older marked ones. Every run
     * lists the same comments, so concurrent tidiers keep the same one.
     */
    async upsertStickyComment(issueNumber: number, key: string, body: string): Promise<StickyComment> {
      const marker = stickyMarker(key)
      const text = `${marker}\n${body}`
      const marked = await markedComments(issueNumber, marker)
      const candidates = [...marked.filter((c) => c.bot).reverse(), ...marked.filter((c) => !c.bot).reverse()]
      for (const candidate of candidates) {
        try {
          const { data } = await octokit.rest.issues.updateComment({ ...ref, comment_id: candidate.id, body: text })
          if (candidate.author !== undefined)
            for (const c of marked) if (c.id < candidate.id && c.author === candidate.author) await deleteIfThere(c.id)
          return { id: data.id, url: data.html_url, created: false }
        } catch (error) {
          // 403: another identity's comment; 404: deleted since we listed. Try the next one.
          const status = statusOf(error)
          if (status !== 403 && status !== 404) throw error
        }
      }
      const { data } = await octokit.rest.issues.createComment({ ...ref, issue_number: issueNumber, body: text })
      return { id: data.id, url: data.html_url, created: true }
    },

    /**
     * Edits a sticky comment this run already wrote (its id remembered), without listing the PR's
     * comments again. Undefined when it is gone or no longer ours to edit (deleted, 404; another
     * identity's, 403): the caller upserts instead.
     */
    async editStickyComment(id: number, key: string, body: string): Promise<StickyComment | undefined> {
      try {
        const { data } = await octokit.rest.issues.updateComment({
          ...ref,
          comment_id: id,
          body: `${stickyMarker(key)}\n${body}`
        })
        return { id: data.id, url: data.html_url, created: false }
      } catch (error) {
        const status = statusOf(error)
        if (status === 403 || status === 404) return undefined
        throw error
      }
    }
  }
}
