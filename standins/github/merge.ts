// Merging a pull request the way GitHub does it: a real three-way merge of the branch tips,
// a new commit on the base branch, and the PR marked merged, all or nothing.
import type { GitIdentity } from './git.js'
import { requiredChecksOf, requiredChecksPassed } from './auto-merge.js'
import { actorIdentity } from './gitdata.js'
import { HttpError, errorBody } from './http.js'
import { refresh } from './pullshape.js'
import type { Account, PullState, RepoState, GitHubState } from './state.js'

export interface MergeOptions {
  merge_method?: 'merge' | 'squash' | 'rebase'
  commit_title?: string
  commit_message?: string
  /** The head sha the caller reviewed; 409 if the branch has moved since. */
  sha?: string
}

export interface MergeResult {
  sha: string
  merged: true
  message: string
}

/** GitHub's own committer identity on web merges. */
const GITHUB_COMMITTER: GitIdentity = { name: 'GitHub', email: 'noreply@github.com' }

const DOCS = 'https://docs.github.com/rest/pulls/pulls#merge-a-pull-request'

const refuse = (status: number, message: string): HttpError => new HttpError(status, errorBody(status, message, DOCS))

/** The last merge attempt of each PR: GitHub merges one PR one request at a time. */
const inFlight = new WeakMap<PullState, Promise<unknown>>()

export function mergePull(
  world: GitHubState,
  repo: RepoState,
  pr: PullState,
  opts: MergeOptions,
  actor: Account
): Promise<MergeResult> {
  // Without this, a second request could see the base already moved by the first (but the PR
  // not yet marked merged), retry on top of it and merge the same PR twice.
  const run = (inFlight.get(pr) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => mergeOnce(world, repo, pr, opts, actor))
  inFlight.set(pr, run)
  return run
}

async function mergeOnce(
  world: GitHubState,
  repo: RepoState,
  pr: PullState,
  opts: MergeOptions,
  actor: Account
): Promise<MergeResult> {
  const git = repo.git
  const method = opts.merge_method ?? 'merge'
  if (method === 'rebase') throw refuse(405, 'Rebase merges are not allowed on this repository.')
  // The base may move while we build the commit; then build again on the new tip.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (pr.state !== 'open') throw refuse(405, 'Pull Request is not mergeable')
    if (pr.draft) throw refuse(405, 'Pull Request is still a draft')
    await refresh(repo, pr)
    const { baseSha, headSha } = pr
    if (opts.sha !== undefined && opts.sha !== headSha) {
      throw refuse(409, 'Head branch was modified. Review and try the merge again.')
    }
    if (!repo.behaviour.bypassRequiredChecks && !requiredChecksPassed(repo, pr)) {
      // A ruleset answers in its rule-violation form; classic protection with the bare sentence.
      const names = requiredChecksOf(repo, pr.base).map((c) => `Required status check "${c.context}" is expected.`)
      const ruleset = repo.behaviour.requiredChecksIn === 'ruleset'
      throw refuse(405, ruleset ? `Repository rule violations found\n\n${names.join('\n\n')}\n\n` : names.join(' '))
    }
    const tree = await git.mergeTree(baseSha, headSha)
    if (tree === undefined) throw refuse(405, 'Pull Request is not mergeable')
    const author = actorIdentity(actor)
    const parents = method === 'squash' ? [baseSha] : [baseSha, headSha]
    const message = method === 'squash' ? await squashMessage(repo, pr, opts) : mergeMessage(repo, pr, opts)
    const commit = await git.commitTree(tree, parents, message, author, GITHUB_COMMITTER)
    if (!(await git.updateRef(`refs/heads/${pr.base}`, commit, baseSha))) continue
    const now = world.now()
    Object.assign(pr, {
      state: 'closed',
      mergedAt: now,
      closedAt: now,
      updatedAt: now,
      mergeCommitSha: commit,
      mergedBy: actor.login,
      // Frozen pre-merge tips, so the PR's files and commits still describe its change.
      baseSha,
      headSha
    } satisfies Partial<PullState>)
    return { sha: commit, merged: true, message: 'Pull Request successfully merged' }
  }
  throw refuse(409, 'Base branch was modified. Review and try the merge again.')
}

function mergeMessage(repo: RepoState, pr: PullState, opts: MergeOptions): string {
  const title = opts.commit_title ?? `Merge pull request #${pr.number} from ${repo.owner}/${pr.head}`
  return `${title}\n\n${opts.commit_message ?? pr.title}\n`
}

/** GitHub's default squash message lists the squashed commits' messages. */
async function squashMessage(repo: RepoState, pr: PullState, opts: MergeOptions): Promise<string> {
  const title = opts.commit_title ?? `${pr.title} (#${pr.number})`
  if (opts.commit_message !== undefined) return `${title}\n\n${opts.commit_message}\n`
  const shas = await repo.git.revList(pr.baseSha, pr.headSha)
  const commits = await Promise.all(shas.map((s) => repo.git.commit(s)))
  const body = commits.map((c) => `* ${c!.message.trim()}`).join('\n\n')
  return `${title}\n\n${body}\n`
}
