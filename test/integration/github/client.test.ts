import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient, READS_IN_FLIGHT } from '../../../src/github/client.js'

let server: Server
let url: string
let inFlight = 0
let peak = 0
const seen: string[] = []
/** Held answers go out together once this many requests wait at once, or after holdMs. */
let releaseAt = Infinity
let holdMs = 1_500
let held: (() => void)[] = []

function releaseHeld(): void {
  const answers = held
  held = []
  for (const answer of answers) answer()
}

beforeEach(async () => {
  inFlight = 0
  peak = 0
  seen.length = 0
  releaseAt = Infinity
  holdMs = 1_500
  held = []
  server = createServer((req, res) => {
    inFlight++
    peak = Math.max(peak, inFlight)
    seen.push(`${req.method} ${req.url}`)
    // Answers are held until the test's threshold of concurrent requests is reached, so the
    // peak does not depend on how fast a busy machine fires them; the timer only keeps a
    // client that never reaches the threshold from hanging the test.
    held.push(() => {
      inFlight--
      res
        .writeHead(req.url?.includes('fail') ? 502 : 200, { 'content-type': 'application/json' })
        .end('{"content":"","encoding":"base64"}')
    })
    if (held.length >= releaseAt) releaseHeld()
    else setTimeout(releaseHeld, holdMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createGitHubClient', () => {
  it(`runs up to ${READS_IN_FLIGHT} reads at once, so the gate's blob reads do not queue`, async () => {
    releaseAt = READS_IN_FLIGHT
    const octokit = createGitHubClient({ token: 't', baseUrl: url })
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
          owner: 'o',
          repo: 'r',
          file_sha: String(i)
        })
      )
    )
    // More than Octokit's throttling plugin would allow (10), never more than our limit.
    expect(peak).toBeGreaterThan(10)
    expect(peak).toBeLessThanOrEqual(READS_IN_FLIGHT)
  })

  it("does not space writes apart, as Octokit's throttling plugin would (1 s each)", async () => {
    // A short hold: with spacing, each write would be answered before the next one starts, so
    // no two would ever overlap; our commands issue their few writes in order anyway.
    releaseAt = 4
    holdMs = 400
    const octokit = createGitHubClient({ token: 't', baseUrl: url })
    await Promise.all(
      Array.from({ length: 4 }, () =>
        octokit.request('POST /repos/{owner}/{repo}/git/blobs', { owner: 'o', repo: 'r', content: 'x' })
      )
    )
    expect(peak).toBeGreaterThan(1)
  })

  it('queues what is over the limit until turns are given back', async () => {
    releaseAt = READS_IN_FLIGHT
    const octokit = createGitHubClient({ token: 't', baseUrl: url })
    await Promise.all(
      Array.from({ length: READS_IN_FLIGHT + 4 }, (_, i) =>
        octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
          owner: 'o',
          repo: 'r',
          file_sha: String(i)
        })
      )
    )
    expect(peak).toBeLessThanOrEqual(READS_IN_FLIGHT)
    // The four over the limit reach the server only after the first turns are given back
    // (sorted: four connections opened together may arrive in any order).
    expect(seen.slice(READS_IN_FLIGHT).sort()).toEqual(
      Array.from({ length: 4 }, (_, i) => `GET /repos/o/r/git/blobs/${READS_IN_FLIGHT + i}`).sort()
    )
  })

  it('retries a 5xx within its budget, then gives up with the status', async () => {
    releaseAt = 1
    const octokit = createGitHubClient({ token: 't', baseUrl: url, retries: 2, retryBaseMs: 1 })
    await expect(octokit.request('GET /fail')).rejects.toMatchObject({ status: 502 })
    expect(seen).toEqual(['GET /fail', 'GET /fail', 'GET /fail'])
  })
})
