import type { CommitInfo } from '../github/git-data.js'
import type { PullRequest } from '../github/pulls.js'
import type { Log } from '../log.js'
import { matchProposal } from './proposed.js'
import { parseTrailers, trailerTargets, type RecordTarget } from './record.js'
import type { OpenSettings } from './settings.js'

/**
 * Which release branch heads `open` may believe. Anyone with write access can edit the PR body
 * (so its record block is only a cache) and push to the release branch with any trailers and any
 * committer line they like. What they cannot make is a commit GitHub verified as the bot `open`
 * runs as: GitHub signs the API commits of a bot (an App's installation, GitHub Actions) itself,
 * and verifies a signature only against its committer's account. So a head is `open`'s when it
 * is verified and its committer is `open`'s own login with that account's no-reply address; any
 * other head (a person's push, a commit whose committer line imitates the bot, an unsigned one)
 * is superseded by the next release and never decides anything.
 *
 * Who `open` runs as, by what it knows without asking: the App's bot (`<slug>[bot]`, from the
 * installation lookup), `github-actions[bot]` for the workflow's token; for a token given in
 * `token` (GitHub cannot tell an installation token its owner), the bot GitHub verified as the
 * committer of a commit this run made, or the bot that opened the release PR.
 */
export class Authorship {
  private constructor(private login: string | undefined) {}

  static async of(known: {
    readonly appIdentity: () => Promise<string | undefined>
    readonly workflowToken: boolean
  }): Promise<Authorship> {
    const app = await known.appIdentity()
    return new Authorship(app ?? (known.workflowToken ? 'github-actions[bot]' : undefined))
  }

  /** For tests and callers that know the login already. */
  static as(login: string | undefined): Authorship {
    return new Authorship(login)
  }

  /** Who `open` runs as, when known. */
  get identity(): string | undefined {
    return this.login
  }

  /** A commit this run just made: when GitHub signed it for a bot, that bot is us. */
  learnFromOwnCommit(own: CommitInfo): void {
    if (this.login === undefined && own.verified && own.committer && isBotCommitter(own.committer))
      this.login = own.committer.name
  }

  /** The release PR: a bot opened it, and no one can change who did. */
  learnFromPullRequest(pr: Pick<PullRequest, 'author' | 'authorIsBot'> | undefined): void {
    if (this.login === undefined && pr?.authorIsBot && pr.author !== undefined) this.login = pr.author
  }

  /** True when `open` (this identity) made `commit` through the API, as GitHub verified. */
  made(commit: CommitInfo): boolean {
    return this.login !== undefined && commit.verified && commit.committer !== undefined
      ? isCommitterOf(commit.committer, this.login)
      : false
  }

  /** Why a head is not believed, for the log: `abc123 is not verified as acme-release[bot]'s (committer …)`. */
  whyNot(commit: CommitInfo): string {
    const committer = commit.committer ? `${commit.committer.name} <${commit.committer.email}>` : 'none'
    const who = this.login ?? 'the identity open runs as (unknown with this token)'
    return `${commit.sha.slice(0, 12)} is not a commit GitHub verified as ${who}'s (committer ${committer}, ${commit.verified ? 'verified' : 'not verified'})`
  }
}

/** A bot's API commits: committer `<login>`, e-mail `<id>+<login>@users.noreply.<host>`. */
function isCommitterOf(committer: { name: string; email: string }, login: string): boolean {
  if (committer.name !== login) return false
  const at = committer.email.lastIndexOf('@')
  const local = committer.email.slice(0, at)
  const host = committer.email.slice(at + 1)
  return /^\d+\+/.test(local) && local.slice(local.indexOf('+') + 1) === login && /^users\.noreply\./i.test(host)
}

function isBotCommitter(committer: { name: string; email: string }): boolean {
  return committer.name.endsWith('[bot]') && isCommitterOf(committer, committer.name)
}

/**
 * What the head commit's trailers propose for our targets, when open made that commit; a head
 * someone else made proposes nothing (it is superseded), whatever its trailers claim.
 */
export function headProposal(
  head: CommitInfo,
  settings: Pick<OpenSettings, 'targets'>,
  authorship: Authorship,
  log: Log,
  branch: string
): RecordTarget[] | undefined {
  if (!authorship.made(head)) {
    log.info(`The head of ${branch}, ${authorship.whyNot(head)}: this release supersedes it.`)
    return undefined
  }
  return matchProposal(trailerTargets(parseTrailers(head.message)), settings.targets)
}
