// GitHub's GraphQL endpoint, for the one mutation REST has no equivalent of: `updateRefs`, a ref
// update that may be a non-fast-forward and still only lands while the ref holds `beforeOid`
// (REST's `PATCH git/refs` with `force` has no expected old value). Any other document gets a
// GraphQL error, as GitHub answers a field it does not know.
import { brokenRules, noteRefWrite } from './behaviour.js'
import { SHA_RE, ZERO_SHA } from './git.js'
import type { Reply } from './http.js'
import { nodeId, type GitHubState, type RepoState } from './state.js'

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

export async function graphql(world: GitHubState, body: unknown): Promise<Reply> {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> }
  if (typeof query !== 'string' || !/\bmutation\b[\s\S]*\bupdateRefs\s*\(/.test(query)) {
    return {
      status: 200,
      body: { errors: [{ message: 'The stand-in serves only the updateRefs mutation, with its input in variables.' }] }
    }
  }
  // Our client sends `{ input: {...} }`; a document with inline arguments is not served.
  const input = variables?.['input'] as { repositoryId?: unknown; refUpdates?: unknown } | undefined
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
