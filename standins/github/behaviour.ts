// Opt-in ways real GitHub answers that a fresh stand-in repository does not: repository rules,
// the Actions and plan settings a first run trips over, comment ownership, and reads that lag
// behind a ref write. Every switch is off by default, so the stand-in stays predictable unless
// a test asks for trouble (`standin.setBehaviour(repo, {...})`).
import { HttpError, errorBody } from './http.js'
import type { RepoState } from './state.js'

export interface RepoBehaviour {
  /** Rules of a ruleset that targets every branch (`~ALL`), with nobody on its bypass list. */
  rules: {
    /** "Require linear history": an update that brings a merge commit is refused. */
    requiredLinearHistory: boolean
    /** "Restrict creations": no branch may be created. */
    creation: boolean
    /** "Block force pushes": an update that is not a fast-forward is refused. */
    nonFastForward: boolean
  }
  /** Settings → Actions → "Allow GitHub Actions to create and approve pull requests". */
  actionsCanCreatePullRequests: boolean
  /** False for a private repository on a plan without draft pull requests. */
  draftPullRequests: boolean
  /** Only a comment's author may edit or delete it; anyone else gets 403. */
  commentsEditableByAuthorOnly: boolean
  /**
   * After the API creates or moves a branch, this many reads of the branch (`GET branches`,
   * a PR's `head`, `POST pulls`) still see the old state, as GitHub's replicas and PR jobs
   * catch up. `GET git/ref` is never stale: it reads the ref itself.
   */
  staleReads: number
  /** Settings → General → "Allow auto-merge" (`allow_auto_merge`); off on a new repository, as on GitHub. */
  allowAutoMerge: boolean
  /**
   * Checks the default branch requires before a PR merges into it, by name and optionally the
   * App that must post them; `requiredChecksIn` says whether a ruleset ("Require status checks
   * to pass", listed by `GET /rules/branches/{branch}`) or classic branch protection (the
   * `protection` of `GET /branches/{branch}`) requires them.
   */
  requiredChecks: RequiredCheck[]
  requiredChecksIn: 'ruleset' | 'branch-protection'
  /**
   * Every token may merge without the required checks, as an admin may where protection does
   * not include administrators, or an actor on a ruleset's bypass list: to it a PR is
   * mergeable at once.
   */
  bypassRequiredChecks: boolean
}

export interface RequiredCheck {
  context: string
  /** The App that must post it (`integration_id` / `app_id`); undefined: any source. */
  appId?: number
}

export function defaultBehaviour(): RepoBehaviour {
  return {
    rules: { requiredLinearHistory: false, creation: false, nonFastForward: false },
    actionsCanCreatePullRequests: true,
    draftPullRequests: true,
    commentsEditableByAuthorOnly: false,
    staleReads: 0,
    allowAutoMerge: false,
    requiredChecks: [],
    requiredChecksIn: 'ruleset',
    bypassRequiredChecks: false
  }
}

/** What a lagging read still sees of one ref: the value before the write, for `reads` more reads. */
export interface StaleRef {
  sha: string | undefined
  reads: number
}

/** Records an API write of `ref` (full name) so the next reads see `before`, if the repo lags. */
export function noteRefWrite(repo: RepoState, ref: string, before: string | undefined): void {
  if (repo.behaviour.staleReads <= 0) return
  // A second write during the lag keeps the oldest value: readers are behind both writes.
  const pending = repo.staleRefs.get(ref)
  repo.staleRefs.set(ref, { sha: pending ? pending.sha : before, reads: repo.behaviour.staleReads })
}

/** A branch tip as a lagging read sees it; `stale` says the answer is an old one. */
export async function visibleTip(
  repo: RepoState,
  branch: string
): Promise<{ sha: string | undefined; stale: boolean }> {
  const ref = `refs/heads/${branch}`
  const pending = repo.staleRefs.get(ref)
  if (pending && pending.reads > 0) {
    pending.reads--
    if (pending.reads === 0) repo.staleRefs.delete(ref)
    return { sha: pending.sha, stale: true }
  }
  return { sha: (await repo.git.refTarget(ref))?.sha, stale: false }
}

/**
 * The rules a ref write breaks, in GitHub's words. `before` undefined means the ref is created;
 * new commits are those `after` brings that no branch (or the old value) already has.
 */
export async function brokenRules(repo: RepoState, before: string | undefined, after: string): Promise<string[]> {
  const { rules } = repo.behaviour
  const broken: string[] = []
  if (before === undefined && rules.creation) broken.push('Cannot create ref due to creations being restricted.')
  if (before !== undefined && rules.nonFastForward && before !== after && !(await repo.git.isAncestor(before, after)))
    broken.push('Cannot force-push to this branch')
  if (rules.requiredLinearHistory) {
    const exclude = before === undefined ? ['--branches'] : [before]
    const merges = await repo.git.text(['rev-list', '--merges', '-n', '1', after, '--not', ...exclude])
    if (merges.trim() !== '') broken.push('This branch must not contain merge commits.')
  }
  return broken
}

/** GitHub's answer to a ref write a ruleset refuses: one 422, each broken rule on its own line. */
export function ruleViolation(broken: readonly string[], docs: string): HttpError {
  return new HttpError(422, errorBody(422, `Repository rule violations found\n\n${broken.join('\n\n')}\n\n`, docs))
}
