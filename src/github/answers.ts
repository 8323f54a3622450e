/**
 * The shape of every GitHub answer the repository layer reads, checked before any reducer sees
 * it. A body cut off half-way reaches Octokit as a string (it could not parse it), an empty one
 * as `''`, and a truncated object may lack the very field we read next. Either way it says
 * nothing about the repository: the resilience hook (resilience.ts) asks again instead of
 * letting `undefined.sha` reach the logic.
 *
 * A shape lists only the fields the reducers in this folder read (dotted paths), so GitHub may
 * add fields freely. Keep it in step with the reducer that reads the route.
 */

/** A field's type; `?` admits undefined (absent), `|null` admits null. */
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string|null' | 'string?' | 'number?' | 'boolean?'

/** Fields by dotted path; `name[]` is an array, optional when written `name[]?`, each element of the nested shape. */
interface Shape {
  readonly [path: string]: Kind | Shape
}

/** Thrown by the hook for an answer that is not the shape its route promises; retried like a 5xx. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError'
}

const PULL: Shape = {
  number: 'number',
  html_url: 'string',
  title: 'string',
  body: 'string|null',
  state: 'string',
  'head.ref': 'string',
  'head.sha': 'string',
  'base.ref': 'string',
  'base.sha': 'string',
  'labels[]': {}
}

const SHA: Shape = { sha: 'string' }

/** By "METHOD /template", as Octokit's endpoint methods name their route. A list answer is `[]`. */
const ROUTES: Readonly<Record<string, Shape | readonly [Shape] | ((data: object) => string | undefined)>> = {
  'GET /repos/{owner}/{repo}': { default_branch: 'string', node_id: 'string' },
  'GET /repos/{owner}/{repo}/branches/{branch}': { 'commit.sha': 'string', 'commit.commit.tree.sha': 'string' },
  'GET /repos/{owner}/{repo}/git/ref/{ref}': { 'object.sha': 'string' },
  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}': { sha: 'string', message: 'string', 'parents[]': SHA },
  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}': { content: 'string', encoding: 'string' },
  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}': { 'tree[]': {}, truncated: 'boolean' },
  'POST /repos/{owner}/{repo}/git/trees': SHA,
  'POST /repos/{owner}/{repo}/git/commits': SHA,
  'GET /repos/{owner}/{repo}/compare/{basehead}': {
    status: 'string',
    'merge_base_commit.sha': 'string',
    'files[]?': { filename: 'string', status: 'string', changes: 'number' }
  },
  'GET /repos/{owner}/{repo}/pulls': [PULL],
  'GET /repos/{owner}/{repo}/pulls/{pull_number}': PULL,
  'POST /repos/{owner}/{repo}/pulls': PULL,
  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}': PULL,
  'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls': [{ number: 'number', html_url: 'string' }],
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': [{ id: 'number', body: 'string?' }],
  'GET /repos/{owner}/{repo}/installation': { id: 'number' },
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': { id: 'number', html_url: 'string' },
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': { id: 'number', html_url: 'string' },
  'POST /repos/{owner}/{repo}/check-runs': { id: 'number', url: 'string' },
  'GET /repos/{owner}/{repo}/commits/{ref}/check-runs': { 'check_runs[]': { name: 'string', status: 'string' } },
  'GET /repos/{owner}/{repo}/rules/branches/{branch}': [{ type: 'string' }],
  'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge': SHA,
  // A directory is a list, a file an object; readFile tells the two apart, so either will do.
  'GET /repos/{owner}/{repo}/contents/{path}': (data) =>
    Array.isArray(data) ? undefined : problemIn(data, { type: 'string', sha: 'string', content: 'string?' }, ''),
  'GET /repos/{owner}/{repo}/attestations/{subject_digest}': { 'attestations[]?': {} },
  'GET /repos/{owner}/{repo}/deployments': [
    { id: 'number', sha: 'string', environment: 'string', created_at: 'string' }
  ],
  'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses': [{ state: 'string', created_at: 'string' }]
}

/**
 * What is wrong with an answer, or undefined when it is fine. Any JSON answer must at least be
 * JSON (an object or a list); the routes above must also carry the fields we read.
 */
export function answerProblem(
  route: string,
  status: number,
  contentType: string | undefined,
  data: unknown
): string | undefined {
  if (status === 204 || !/json/i.test(contentType ?? '')) return undefined
  if (typeof data !== 'object' || data === null) {
    return typeof data === 'string' && data !== '' ? 'a body cut off or not JSON' : 'an empty body'
  }
  const shape = ROUTES[route]
  if (shape === undefined) return undefined
  if (typeof shape === 'function') return shape(data)
  if (Array.isArray(shape)) {
    if (!Array.isArray(data)) return 'an object where a list belongs'
    for (const [i, item] of data.entries()) {
      const missing = problemIn(item, shape[0] as Shape, `[${i}]`)
      if (missing) return missing
    }
    return undefined
  }
  return problemIn(data, shape as Shape, '')
}

function problemIn(data: unknown, shape: Shape, at: string): string | undefined {
  if (typeof data !== 'object' || data === null) return `no object at ${at || 'the top'}`
  for (const [key, kind] of Object.entries(shape)) {
    const optional = key.endsWith('?')
    const list = key.replace(/\?$/, '').endsWith('[]')
    const path = key.replace(/\?$/, '').replace(/\[\]$/, '')
    const value = dig(data, path)
    const where = `${at}${at ? '.' : ''}${path}`
    if (list) {
      if (value === undefined && optional) continue
      if (!Array.isArray(value)) return `no list ${where}`
      for (const [i, item] of value.entries()) {
        const missing = problemIn(item, kind as Shape, `${where}[${i}]`)
        if (missing) return missing
      }
    } else if (typeof kind === 'object') {
      const missing = problemIn(value, kind, where)
      if (missing) return missing
    } else if (!fits(value, kind)) {
      return `no ${kind.replace(/[?]$/, '')} ${where}`
    }
  }
  return undefined
}

function dig(data: unknown, path: string): unknown {
  let value: unknown = data
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string|null':
      return value === null || typeof value === 'string'
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null
    default: {
      if (kind.endsWith('?') && value === undefined) return true
      return typeof value === kind.replace(/[?]$/, '')
    }
  }
}
