// Small helpers shared by the stand-in's own tests.
import { sign, type KeyObject } from 'node:crypto'
import { WRITE_TOKEN, type GitHubStandIn } from './index.js'

export interface ApiResponse {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in's own tests read whatever JSON it answered
  body: any
  headers: Headers
}

export type Client = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>
) => Promise<ApiResponse>

/** A bare fetch client, so the tests see exactly what goes over the wire. */
export function client(standin: GitHubStandIn, token: string | null = WRITE_TOKEN): Client {
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {}
  ): Promise<ApiResponse> => {
    const res = await fetch(`${standin.url}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      // Raw media types answer with bytes, not JSON.
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }
}

/** Makes a commit on `branch` through the git data API, as the action's `open` does. */
export async function commitViaApi(
  call: Client,
  repo: string,
  parent: string,
  files: Record<string, string>,
  message = 'api commit'
): Promise<{ tree: string; commit: string }> {
  const parentCommit = await call('GET', `/repos/${repo}/git/commits/${parent}`)
  const tree = await call('POST', `/repos/${repo}/git/trees`, {
    base_tree: parentCommit.body.tree.sha,
    tree: Object.entries(files).map(([path, content]) => ({ path, mode: '100644', type: 'blob', content }))
  })
  const commit = await call('POST', `/repos/${repo}/git/commits`, { message, tree: tree.body.sha, parents: [parent] })
  return { tree: tree.body.sha, commit: commit.body.sha }
}

/** An RS256 JWT as a GitHub App signs one: `iat` a minute back and `exp` nine minutes ahead unless given. */
export function appJwt(privateKey: KeyObject | string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  const encode = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url')
  const data = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iat: now - 60, exp: now + 540, ...claims })}`
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url')}`
}
