// GitHub's GraphQL endpoint, for the mutations REST has no equivalent of, one small handler
// each: `updateRefs`, a ref update that may be a non-fast-forward and still only lands while
// the ref holds `beforeOid` (REST's `PATCH git/refs` with `force` has no expected old value),
// and `enablePullRequestAutoMerge` (auto-merge.ts). Any other document gets a GraphQL error,
// as GitHub answers a field it does not know.
import { enablePullRequestAutoMerge } from './auto-merge.js'
import { brokenRules, noteRefWrite } from './behaviour.js'
import { SHA_RE, ZERO_SHA } from './git.js'
import type { Reply } from './http.js'
import { nodeId, type Account, type GitHubState, type RepoState } from './state.js'

/** Each served mutation, by its field name; our clients send the input as `$input`. */
const MUTATIONS: Record<
  string,
  (world: GitHubState, input: Record<string, unknown> | undefined, actor: Account) => Promise<Reply>
> = {
  updateRefs: (world, input) => updateRefs(world, input),
  enablePullRequestAutoMerge: (world, input, actor) => enablePullRequestAutoMerge(world, input, actor)
}

interface RefUpdate {
  name?: unknown
  afterOid?: unknown
  beforeOid?: unknown
  force?: unknown
}

/** GitHub answers GraphQL with 200 and an `errors` list, even when nothing was done. */
const failed = (message: string, type = 'UNPROCESSABLE'): Reply => ({
  status: 200,
  body: { data: { updateRefs: null }, errors: [{ type, path: ['updateRefs'], message }] }
})

export async function graphql(world: GitHubState, body: unknown, actor: Account): Promise<Reply> {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> }
  // The first field of a mutation document names the mutation.
  const field = typeof query === 'string' ? /\bmutation\b[^{]*\{\s*(\w+)\s*\(/.exec(query)?.[1] : undefined
  const handler = field === undefined ? undefined : MUTATIONS[field]
  if (!handler) {
    return {
      status: 200,
      body: {
        errors: [
          {
            message: `The stand-in serves only the ${Object.keys(MUTATIONS).join(' and ')} mutations, with their input in variables.`
          }
        ]
      }
    }
  }
  // Our clients send `{ input: {...} }`; a document with inline arguments is not served.
  return handler(world, variables?.['input'] as Record<string, unknown> | undefined, actor)
}

async function updateRefs(
  world: GitHubState,
  input: { repositoryId?: unknown; refUpdates?: unknown } | undefined
): Promise<Reply> {
  const repo = [...world.repos.values()].find((r) => nodeId('R', r.id) === input?.repositoryId)
  if (!repo)
    return failed(`Could not resolve to a node with the global id of '${String(input?.repositoryId)}'`, 'NOT_FOUND')
  const updates = Array.isArray(input?.refUpdates) ? (input.refUpdates as RefUpdate[]) : []
  // One update per call keeps "all or nothing" trivially true; open never sends more.
  if (updates.length !== 1) return failed('The stand-in applies exactly one ref update per call.')
  return applyUpdate(repo, updates[0]!)
}

async function applyUpdate(repo: RepoState, u: RefUpdate): Promise<Reply> {
  const name = typeof u.name === 'string' ? u.name : ''
  const after = typeof u.afterOid === 'string' ? u.afterOid : ''
  const before = typeof u.beforeOid === 'string' ? u.beforeOid : undefined
  if (!/^refs\/heads\/.+/.test(name) || !SHA_RE.test(after) || after === ZERO_SHA)
    return failed('The stand-in updates or creates branches only, to a commit.')
  if (!(await repo.git.commit(after))) return failed(`Could not resolve object ${after}`)
  const current = (await repo.git.refTarget(name))?.sha
  if (before !== undefined && before !== (current ?? ZERO_SHA))
    return failed(`Ref ${name} is not at the expected value ${before}.`)
  if (current !== undefined && u.force !== true && !(await repo.git.isAncestor(current, after)))
    return failed(`Update of ${name} is not a fast forward.`)
  const broken = await brokenRules(repo, current, after)
  if (broken.length > 0) return failed(`Repository rule violations found\n\n${broken.join('\n\n')}\n\n`)
  // Swap against exactly the value checked, so a write in between fails rather than is lost.
  if (!(await repo.git.updateRef(name, after, current ?? ZERO_SHA)))
    return failed(`Ref ${name} is not at the expected value ${before ?? current ?? ZERO_SHA}.`)
  noteRefWrite(repo, name, current)
  return { status: 200, body: { data: { updateRefs: { clientMutationId: null } } } }
}
