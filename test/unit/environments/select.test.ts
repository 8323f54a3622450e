import { describe, expect, it } from 'vitest'
import { EvidenceRefused, type EvidenceRepo } from '../../../src/environments/evidence.js'
import { recordStatus } from '../../../src/environments/record.js'
import type { Requirement } from '../../../src/environments/requirement.js'
import { selectNewestMeeting, type Confirm } from '../../../src/environments/select.js'
import type { DeploymentRecord } from '../../../src/github/deployments.js'
import type { CommitStatus } from '../../../src/github/statuses.js'
import { digest, microservice } from '../../../standins/fixtures.js'

const MANIFEST = 'apps/todo-api/staging/microservice.yaml'
const WAIT = 'acme-release[bot]'
const [D1, D2, D3] = [digest('a1'), digest('b2'), digest('c3')]
const VERIFIED: Requirement = { require: 'verified', verifiedForMs: undefined }
const NOW = Date.parse('2026-12-01T12:00:00Z')

interface Release {
  /** The commit's short name: its sha is that digit, forty times. */
  readonly sha: string
  readonly pins: string
  /** What wait recorded there, with the detail and the time of day. */
  readonly outcome?: readonly [word: string, time: string, detail?: string]
  /** No Deployment for it (deleted, or never made). */
  readonly noDeployment?: boolean
}

let nextId = 1
const full = (sha: string): string => sha.repeat(40)

/** A branch whose commits (newest first) each released one digest, with Deployments and records; counts reads. */
function repo(releases: readonly Release[]): EvidenceRepo & { reads: string[] } {
  const reads: string[] = []
  const status = (r: Release): CommitStatus[] => {
    if (r.outcome === undefined) return []
    const [word, time, detail] = r.outcome
    const s = recordStatus('staging', word, r.pins, detail)
    return [
      { id: nextId++, sha: full(r.sha), ...s, targetUrl: undefined, creator: WAIT, createdAt: `2026-12-01T${time}Z` }
    ]
  }
  const deployments: DeploymentRecord[] = releases
    .filter((r) => !r.noDeployment)
    .map((r, i) => ({
      id: 100 - i,
      sha: full(r.sha),
      environment: 'staging',
      payload: {
        digest: r.pins,
        manifest: MANIFEST,
        resource: 'platform.example.io:Microservice:todo/todo-api',
        revision: full(r.sha)
      },
      createdAt: '2026-12-01T09:00:00Z',
      creator: WAIT
    }))
  return {
    reads,
    listDeployments: () => {
      reads.push('deployments')
      return Promise.resolve({ deployments, truncated: false, pageUrl: 'https://x' })
    },
    listDeploymentStatuses: () => Promise.reject(new Error('not asked')),
    readFile: (path, at) => {
      reads.push(`file ${at[0]}`)
      const r = releases.find((x) => full(x.sha) === at)
      return Promise.resolve(path === MANIFEST && r ? microservice(`ghcr.io/acme/todo-api@${r.pins}`) : undefined)
    },
    recentCommits: (_branch, count) => {
      reads.push('commits')
      return Promise.resolve({
        commits: releases.slice(0, count).map((r) => ({ sha: full(r.sha), parents: [], committedAt: undefined })),
        more: releases.length > count
      })
    },
    commitStatuses: (sha) => {
      reads.push(`statuses ${sha[0]}`)
      return Promise.resolve(status(releases.find((r) => full(r.sha) === sha)!))
    }
  }
}

const confirmAll: Confirm = (o) => Promise.resolve({ image: `ghcr.io/acme/todo-api:x@${o.digest}` })
const select = (r: EvidenceRepo, requirement = VERIFIED, confirm = confirmAll, head?: string) =>
  selectNewestMeeting(
    r,
    { environment: 'staging', recorders: [WAIT], requirement },
    { name: 'main' },
    NOW,
    confirm,
    head
  )

describe('selectNewestMeeting (promote with a requirement)', () => {
  it('takes the newest verified digest, naming the newer ones it passed over and why', async () => {
    const r = repo([
      {
        sha: '3',
        pins: D3,
        outcome: ['verification-failed', '11:50:00', 'error ratio was 3.4% at 2m; it must be < 1%']
      },
      { sha: '2', pins: D2, outcome: ['healthy', '11:30:00', 'todo-api is Healthy'] },
      { sha: '1', pins: D1, outcome: ['verified', '11:00:00', '10m soak ended 2026-12-01T11:00:00Z'] }
    ])
    const selected = await select(r)
    expect(selected.image).toBe(`ghcr.io/acme/todo-api:x@${D1}`)
    expect(selected.evidence).toMatchObject({ digest: D1, revision: full('1'), outcome: 'verified', deploymentId: 98 })
    expect(selected.evidence.skipped).toEqual([
      `${D3} (revision 3333333): not verified: its newest outcome there is failure (verification-failed), recorded at 2026-12-01T11:50:00Z by ${WAIT}, saying "error ratio was 3.4% at 2m; it must be < 1%"`,
      `${D2} (revision 2222222): not verified: wait recorded it healthy at 2026-12-01T11:30:00Z, without verification (no verify settings for the environment then, docs/verify.md)`
    ])
    // One listing, a read per commit down to the one chosen, its Deployments once, and its claim.
    expect(r.reads).toEqual(['commits', 'statuses 3', 'statuses 2', 'statuses 1', 'deployments', 'file 1'])
  })

  it('counts verified-for until the next digest replaced it, and names the head’s digest that has no record yet', async () => {
    const r = repo([
      { sha: '4', pins: D3 },
      { sha: '3', pins: D2, outcome: ['verified', '11:50:00'] },
      { sha: '1', pins: D1, outcome: ['verified', '10:00:00'] }
    ])
    const selected = await select(r, { require: 'verified', verifiedForMs: 60 * 60_000 }, confirmAll, D3)
    expect(selected.evidence.digest).toBe(D1)
    expect(selected.evidence.skipped).toEqual([
      `${D3}, which the source pins at the head of "main": no outcome of it is recorded in "staging" after this one`,
      `${D2} (revision 3333333): verified-for 60m: verified 10m ago, at 2026-12-01T11:50:00Z`
    ])
    // D1 stayed 1h50m before D2 replaced it: enough.
  })

  it('passes over a candidate the caller cannot confirm, or that has no Deployment, and goes on to an older one', async () => {
    const r = repo([
      { sha: '3', pins: D3, outcome: ['verified', '11:50:00'], noDeployment: true },
      { sha: '2', pins: D2, outcome: ['verified', '11:30:00'] },
      { sha: '1', pins: D1, outcome: ['verified', '11:00:00'] }
    ])
    const confirm: Confirm = (o) =>
      Promise.resolve(o.digest === D2 ? { problem: 'from-manifest pins something else at 2222222' } : { image: 'x' })
    const selected = await select(r, VERIFIED, confirm)
    expect(selected.evidence.digest).toBe(D1)
    expect(selected.evidence.skipped).toEqual([
      `${D3} (revision 3333333): no Deployment by ${WAIT} of that revision pinning it is listed (deleted, or never created)`,
      `${D2} (revision 2222222): from-manifest pins something else at 2222222`
    ])
  })

  it('refuses when nothing qualifies, naming each digest, or when nothing is recorded at all', async () => {
    const none = select(
      repo([
        { sha: '2', pins: D2, outcome: ['degraded', '11:30:00', 'Back-off pulling image'] },
        { sha: '1', pins: D1, outcome: ['healthy', '11:00:00'] }
      ])
    )
    await expect(none).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(none).rejects.toThrow(
      new RegExp(
        `^No digest recorded in "staging" on the newest 2 commits of "main" is verified: ${D2} \\(revision 2222222\\): not verified: its newest outcome there is failure \\(degraded\\).*saying "Back-off pulling image"; ${D1} \\(revision 1111111\\): not verified: wait recorded it healthy`
      )
    )
    await expect(select(repo([{ sha: '1', pins: D1 }]))).rejects.toThrow(
      `No outcome is recorded in "staging" (commit status "gitops-release/staging" by ${WAIT}) on the newest 1 commit of "main": re-run wait in "staging" to record one.`
    )
  })
})
