import { describe, expect, it } from 'vitest'
import type { CommitInfo } from '../../../src/github/git-data.js'
import { Authorship } from '../../../src/open/authorship.js'

const BOT = 'acme-release[bot]'
const commit = (committer: { name: string; email: string } | undefined, verified: boolean): CommitInfo => ({
  sha: 'a'.repeat(40),
  message: 'Release',
  parents: [],
  committer,
  verified
})
const botCommitter = { name: BOT, email: `1234+${BOT}@users.noreply.github.com` }

describe('Authorship: which heads open believes', () => {
  it('believes a verified commit whose committer is its own bot, on github.com or GHES', () => {
    const me = Authorship.as(BOT)
    expect(me.made(commit(botCommitter, true))).toBe(true)
    expect(me.made(commit({ name: BOT, email: `9+${BOT}@users.noreply.ghes.example` }, true))).toBe(true)
  })

  it.each([
    ['unverified, the committer line imitating the bot', commit(botCommitter, false)],
    ['verified, another bot', commit({ name: 'other[bot]', email: '5+other[bot]@users.noreply.github.com' }, true)],
    ['verified, the bot name with a person’s address', commit({ name: BOT, email: 'mallory@example.com' }, true)],
    ['verified, a look-alike address', commit({ name: BOT, email: `1234+${BOT}x@users.noreply.github.com` }, true)],
    ['no committer', commit(undefined, true)]
  ])('does not believe a head that is %s', (_, head) => {
    expect(Authorship.as(BOT).made(head)).toBe(false)
  })

  it('believes nothing while it does not know who it is', () => {
    expect(Authorship.as(undefined).made(commit(botCommitter, true))).toBe(false)
  })

  it('learns who it is from a verified bot commit it made, or a PR a bot opened, never from a person', () => {
    const fromCommit = Authorship.as(undefined)
    fromCommit.learnFromOwnCommit(commit({ name: 'mallory', email: '7+mallory@users.noreply.github.com' }, true))
    expect(fromCommit.identity).toBeUndefined()
    fromCommit.learnFromOwnCommit(commit(botCommitter, false))
    expect(fromCommit.identity).toBeUndefined()
    fromCommit.learnFromOwnCommit(commit(botCommitter, true))
    expect(fromCommit.identity).toBe(BOT)

    const fromPr = Authorship.as(undefined)
    fromPr.learnFromPullRequest({ author: 'mallory', authorIsBot: false })
    expect(fromPr.identity).toBeUndefined()
    fromPr.learnFromPullRequest({ author: BOT, authorIsBot: true })
    expect(fromPr.identity).toBe(BOT)
  })

  it('takes the App’s bot, else github-actions[bot] for the workflow token, else nothing', async () => {
    const app = async (): Promise<string | undefined> => BOT
    const none = async (): Promise<string | undefined> => undefined
    expect((await Authorship.of({ appIdentity: app, workflowToken: false })).identity).toBe(BOT)
    expect((await Authorship.of({ appIdentity: none, workflowToken: true })).identity).toBe('github-actions[bot]')
    expect((await Authorship.of({ appIdentity: none, workflowToken: false })).identity).toBeUndefined()
  })
})
