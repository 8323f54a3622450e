import { describe, expect, it } from 'vitest'
import { judgeLatest, judgeVerified, type Claim, type EvidenceQuery } from '../../../src/environments/judge.js'
import type { BranchRecord } from '../../../src/environments/newest.js'
import { recordStatus } from '../../../src/environments/record.js'
import type { DeploymentListing, DeploymentRecord, DeploymentStatusRecord } from '../../../src/github/deployments.js'
import type { CommitStatus } from '../../../src/github/statuses.js'
import { digest } from '../../../standins/fixtures.js'

const WANTED = digest('a1')
const OTHER = digest('b2')
const PAGE = 'https://github.com/acme/platform-config/deployments/staging'
const RUN = 'https://github.com/acme/platform-config/actions/runs/7'
const WAIT = 'acme-release[bot]'
const query: EvidenceQuery = { environment: 'staging', digest: WANTED, recorders: undefined }
const checked: EvidenceQuery = { ...query, recorders: [WAIT] }

let nextId = 100
function deployment(pins: string | undefined, payload?: unknown, creator = WAIT): DeploymentRecord {
  const id = nextId++
  const sha = String(id).padStart(40, 'c')
  return {
    id,
    sha,
    environment: 'staging',
    payload:
      payload ?? (pins === undefined ? {} : { digest: pins, image: `ghcr.io/acme/todo-api@${pins}`, revision: sha }),
    createdAt: `2026-11-30T10:00:${String(id % 60).padStart(2, '0')}Z`,
    creator
  }
}
const listing = (deployments: DeploymentRecord[], truncated = false): DeploymentListing => ({
  deployments,
  truncated,
  pageUrl: PAGE
})
/** A Deployment status. */
const status = (state: string, logUrl = RUN, creator = WAIT): DeploymentStatusRecord => ({
  state,
  createdAt: '2026-11-30T11:00:00Z',
  logUrl,
  creator
})

/** An outcome recorded as wait records it, on `sha`, `minute` minutes after 11:00. */
function outcome(
  sha: string,
  word: string,
  pins: string | undefined,
  opts: { minute?: number; creator?: string; detail?: string } = {}
): CommitStatus {
  const recorded = recordStatus('staging', word, pins, opts.detail)
  return {
    id: nextId++,
    sha,
    context: recorded.context,
    state: recorded.state,
    description: recorded.description,
    targetUrl: `${RUN}/record`,
    creator: opts.creator ?? WAIT,
    createdAt: `2026-11-30T11:${String(opts.minute ?? 0).padStart(2, '0')}:00Z`
  }
}
/** The branch as read from its head down: each commit and its statuses, newest first. */
const branch = (commits: [string, CommitStatus[]][], historyEnded = false): BranchRecord => ({
  branch: 'main',
  commits: commits.map(([sha, statuses]) => ({ sha, statuses })),
  historyEnded
})
/** The record when the latest Deployment is the branch head and wait recorded it healthy there. */
const healthyOn = (d: DeploymentRecord): BranchRecord => branch([[d.sha, [outcome(d.sha, 'healthy', pinsOf(d))]]])
const pinsOf = (d: DeploymentRecord): string | undefined => (d.payload as { digest?: string }).digest

/** judgeLatest with git confirming the claim, and the record (by default) agreeing with the Deployment. */
const latestOf = (
  q: EvidenceQuery,
  l: DeploymentListing,
  s: DeploymentStatusRecord[],
  opts: { problem?: Claim; record?: BranchRecord } = {}
): ReturnType<typeof judgeLatest> =>
  judgeLatest(q, l, s, opts.record ?? (l.deployments[0] ? healthyOn(l.deployments[0]) : undefined), {
    read: true,
    problem: opts.problem
  })
const verifiedOf = (
  q: EvidenceQuery,
  l: DeploymentListing,
  record: BranchRecord | undefined,
  problem: Claim = undefined
): ReturnType<typeof judgeVerified> => judgeVerified(q, l, record, { read: true, problem })

describe('judgeLatest (promote)', () => {
  it('gives the evidence of the latest Deployment when it pins the digest, succeeded, and the record agrees', () => {
    const latest = deployment(WANTED)
    const judged = latestOf(query, listing([latest, deployment(OTHER)]), [status('success'), status('in_progress')])
    expect(judged).toEqual({
      evidence: {
        environment: 'staging',
        deploymentId: latest.id,
        revision: latest.sha,
        digest: WANTED,
        image: `ghcr.io/acme/todo-api@${WANTED}`,
        verifiedAt: '2026-11-30T11:00:00Z',
        outcome: 'healthy',
        url: `${RUN}/record`
      }
    })
  })

  it('links the success status’s log, then the deployments page, when the record links no run', () => {
    const latest = deployment(WANTED)
    const bare = { ...outcome(latest.sha, 'healthy', WANTED), targetUrl: undefined }
    const record = branch([[latest.sha, [bare]]])
    expect(latestOf(query, listing([latest]), [status('success')], { record })).toMatchObject({
      evidence: { url: RUN }
    })
    expect(latestOf(query, listing([latest]), [status('success', '')], { record })).toMatchObject({
      evidence: { url: PAGE }
    })
  })

  it('reads a payload sent as a JSON string', () => {
    const latest = deployment(undefined, JSON.stringify({ digest: WANTED }))
    const record = branch([[latest.sha, [outcome(latest.sha, 'healthy', WANTED)]]])
    expect(latestOf(query, listing([latest]), [status('success')], { record })).toMatchObject({
      evidence: { deploymentId: latest.id, image: undefined }
    })
  })

  it('refuses an environment without Deployments', () => {
    expect(latestOf(query, listing([]), [])).toEqual({
      refused: 'there is no Deployment in "staging" in this config repo: nothing was verified there'
    })
  })

  it.each([
    ['failure', 'failure'],
    ['in_progress', 'in_progress'],
    ['inactive', 'inactive']
  ])('refuses a latest Deployment that is %s, naming it', (state) => {
    const latest = deployment(WANTED)
    const judged = latestOf(query, listing([latest, deployment(WANTED)]), [status(state)])
    expect(judged).toEqual({
      refused: `the latest Deployment in "staging" (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}) is ${state}: ${WANTED} is not verified there`
    })
  })

  it('refuses a latest Deployment without a status yet', () => {
    expect(latestOf(query, listing([deployment(WANTED)]), [])).toMatchObject({
      refused: expect.stringContaining(') is without a status: ') as string
    })
  })

  it('refuses when the latest pins another digest, naming both, even if an older one pinned this one', () => {
    const latest = deployment(OTHER)
    const judged = latestOf(query, listing([latest, deployment(WANTED)]), [status('success')])
    expect(judged).toEqual({
      refused: `the latest Deployment in "staging" (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}) is success, and it pins ${OTHER}, not ${WANTED}`
    })
  })

  it.each([
    ['no payload', {}],
    ['another tool’s payload', { service: 'todo-api', version: '1.4.2' }],
    ['a digest that is not sha256', { digest: 'md5:abc' }],
    ['a string that is not JSON', 'deploy please'],
    ['a JSON list', '[1,2]']
  ])('refuses a latest Deployment with %s, without crashing', (_what, payload) => {
    const judged = latestOf(query, listing([deployment(undefined, payload)]), [status('success')])
    expect(judged).toMatchObject({
      refused: expect.stringContaining('its payload names no digest (not recorded by gitops-release wait)') as string
    })
  })
})

describe('judgeLatest: the record nobody else can erase decides', () => {
  const R2 = 'e'.repeat(40)

  it('refuses when a newer failure on the same revision was recorded, though its Deployment was deleted', () => {
    // D verified on R1, then a rerun on R1 ended Degraded; its Deployment was marked inactive and deleted.
    const latest = deployment(WANTED)
    const record = branch([
      [
        latest.sha,
        [
          outcome(latest.sha, 'degraded', WANTED, { minute: 9, detail: 'Stalled' }),
          outcome(latest.sha, 'healthy', WANTED)
        ]
      ]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record })).toEqual({
      refused: `the newest outcome recorded in "staging" is failure (degraded) with ${WANTED} on revision ${latest.sha.slice(0, 7)} at 2026-11-30T11:09:00Z, by ${WAIT}, saying "Stalled": ${WANTED} is not verified there`
    })
  })

  it('refuses when a later revision recorded a failure, naming it and that its Deployment is gone', () => {
    // D verified on R1; a later wait on R2 (main still pinning D) ended Degraded; R2's Deployment was deleted.
    const latest = deployment(WANTED)
    const record = branch([
      [R2, [outcome(R2, 'degraded', WANTED, { minute: 5 })]],
      [latest.sha, [outcome(latest.sha, 'healthy', WANTED)]]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record })).toEqual({
      refused: `the newest outcome recorded in "staging" is failure (degraded) with ${WANTED} on revision eeeeeee at 2026-11-30T11:05:00Z, by ${WAIT}, on a later commit than the latest Deployment by ${WAIT} there (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}), whose own Deployment is not listed (deleted, or never created): ${WANTED} is not verified there`
    })
  })

  it('lets a later commit decide over an outcome recorded afterwards on an older one', () => {
    const latest = deployment(WANTED)
    const record = branch([
      [R2, [outcome(R2, 'timeout', WANTED, { minute: 1 })]],
      [latest.sha, [outcome(latest.sha, 'healthy', WANTED, { minute: 30 })]]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record })).toMatchObject({
      refused: expect.stringContaining('is failure (timeout) with') as string
    })
  })

  it('refuses a later revision’s success of another digest, and one of this digest without its Deployment', () => {
    const latest = deployment(WANTED)
    const other = branch([
      [R2, [outcome(R2, 'healthy', OTHER)]],
      [latest.sha, [outcome(latest.sha, 'healthy', WANTED)]]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record: other })).toMatchObject({
      refused: expect.stringMatching(
        new RegExp(`is success \\(healthy\\) with ${OTHER} .*: it pins ${OTHER}, not ${WANTED}$`)
      ) as string
    })
    const same = branch([[R2, [outcome(R2, 'healthy', WANTED)]]])
    expect(latestOf(checked, listing([latest]), [status('success')], { record: same })).toMatchObject({
      refused: expect.stringContaining('not listed (deleted, or never created): re-run wait in "staging"') as string
    })
  })

  it('never counts an outcome recorded by someone not a recorder, success or failure', () => {
    const latest = deployment(WANTED)
    const forged = branch([[latest.sha, [outcome(latest.sha, 'healthy', WANTED, { creator: 'mallory' })]]])
    expect(latestOf(checked, listing([latest]), [status('success')], { record: forged })).toMatchObject({
      refused: expect.stringContaining(`has no outcome recorded beside it`) as string
    })
    // A success someone else recorded above wait's own failure: the failure stands.
    const over = branch([
      [
        latest.sha,
        [
          outcome(latest.sha, 'healthy', WANTED, { minute: 9, creator: 'mallory' }),
          outcome(latest.sha, 'degraded', WANTED)
        ]
      ]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record: over })).toMatchObject({
      refused: expect.stringContaining(`is failure (degraded) with ${WANTED}`) as string
    })
  })

  it('is not moved by an inactive mark someone else put on the latest Deployment', () => {
    const latest = deployment(WANTED)
    expect(latestOf(checked, listing([latest]), [status('inactive', '', 'mallory'), status('success')])).toMatchObject({
      evidence: { deploymentId: latest.id }
    })
  })

  it('refuses a Deployment with no record at all (one from before wait kept one), saying to re-run wait', () => {
    const latest = deployment(WANTED)
    const record = branch([
      [R2, []],
      [latest.sha, []]
    ])
    expect(latestOf(checked, listing([latest]), [status('success')], { record })).toEqual({
      refused: `the latest Deployment by ${WAIT} in "staging" (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}) has no outcome recorded beside it: wait records each outcome as a commit status "gitops-release/staging" by ${WAIT} on the revision it followed, and there is none on ${latest.sha.slice(0, 7)} or the 1 newer commit of "main". The Deployment was recorded by an older gitops-release, or wait could not post the status (it needs 'statuses: write'): re-run wait in "staging" to record one`
    })
  })

  it('refuses when the walk ends before the Deployment’s revision, or the revision is not on the branch', () => {
    const latest = deployment(WANTED)
    const commits: [string, CommitStatus[]][] = Array.from({ length: 20 }, (_, i) => [String(i).padStart(40, '0'), []])
    expect(latestOf(checked, listing([latest]), [status('success')], { record: branch(commits) })).toMatchObject({
      refused: expect.stringMatching(
        /^none of the newest 20 commits of "main" carries an outcome recorded as "gitops-release\/staging" by acme-release\[bot\], and they do not reach revision c{7} of the latest Deployment .* cannot be established: re-run wait in "staging" to record one on the head of "main"$/
      ) as string
    })
    expect(
      latestOf(checked, listing([latest]), [status('success')], { record: branch(commits.slice(0, 3), true) })
    ).toMatchObject({
      refused: expect.stringMatching(
        /is not in the history of "main", and none of its 3 commits carries an outcome/
      ) as string
    })
  })

  it('refuses when git does not confirm the claim of the recorded success', () => {
    const latest = deployment(WANTED)
    expect(
      latestOf(checked, listing([latest]), [status('success')], { problem: 'the manifest is gone' })
    ).toMatchObject({
      refused: expect.stringContaining('but git does not confirm its claim: the manifest is gone') as string
    })
  })
})

describe('judgeVerified (gate)', () => {
  it('finds an older Deployment of the digest that succeeded and was made inactive since', () => {
    const newer = deployment(OTHER)
    const older = deployment(WANTED)
    const record = branch([
      [newer.sha, [outcome(newer.sha, 'healthy', OTHER, { minute: 5 })]],
      [older.sha, [outcome(older.sha, 'healthy', WANTED)]]
    ])
    const judged = verifiedOf(query, listing([newer, deployment(undefined, 'not ours'), older]), record)
    expect(judged).toMatchObject({
      evidence: { deploymentId: older.id, revision: older.sha, digest: WANTED, url: `${RUN}/record` }
    })
  })

  it('refuses an environment without Deployments', () => {
    expect(verifiedOf(query, listing([]), undefined)).toMatchObject({
      refused: expect.stringContaining('there is no Deployment in "staging"') as string
    })
  })

  it('refuses when no Deployment pins the digest, naming what the latest pins', () => {
    const latest = deployment(OTHER)
    expect(verifiedOf(query, listing([latest, deployment(undefined)]), undefined)).toEqual({
      refused: `none of the 2 Deployments in "staging" pins ${WANTED}; the latest (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}) pins ${OTHER}`
    })
  })

  it('says when only the newest Deployments were read', () => {
    const judged = verifiedOf(query, listing([deployment(undefined)], true), undefined)
    expect(judged).toMatchObject({
      refused: expect.stringContaining(`pins ${WANTED} (only the newest 1 were read); the latest (id `) as string
    })
    expect(judged).toMatchObject({ refused: expect.stringContaining('names no digest') as string })
  })

  it('refuses when the newest outcome of the digest is a failure, even above an older success', () => {
    const failed = deployment(WANTED)
    const older = deployment(WANTED)
    const record = branch([
      [failed.sha, [outcome(failed.sha, 'degraded', WANTED, { minute: 3 })]],
      [older.sha, [outcome(older.sha, 'healthy', WANTED)]]
    ])
    expect(verifiedOf(checked, listing([deployment(OTHER), failed, older]), record)).toEqual({
      refused: `the newest outcome of ${WANTED} recorded in "staging" is failure (degraded) with ${WANTED} on revision ${failed.sha.slice(0, 7)} at 2026-11-30T11:03:00Z, by ${WAIT}: ${WANTED} is not verified there`
    })
  })

  it('refuses a newer failure of the digest on a later revision whose Deployment was deleted', () => {
    const R2 = 'e'.repeat(40)
    const verified = deployment(WANTED)
    const record = branch([
      [R2, [outcome(R2, 'degraded', WANTED, { minute: 3 })]],
      [verified.sha, [outcome(verified.sha, 'healthy', WANTED)]]
    ])
    expect(verifiedOf(checked, listing([verified]), record)).toMatchObject({
      refused: expect.stringContaining(`is failure (degraded) with ${WANTED} on revision eeeeeee`) as string
    })
  })

  it('refuses a Deployment of the digest with no record at all', () => {
    const old = deployment(WANTED)
    expect(verifiedOf(checked, listing([old]), branch([[old.sha, []]]))).toMatchObject({
      refused: expect.stringContaining(
        `the newest Deployment by ${WAIT} in "staging" pinning ${WANTED} (id ${old.id}, revision ${old.sha.slice(0, 7)}, ${old.createdAt}) has no outcome of ${WANTED} recorded beside it`
      ) as string
    })
  })
})

describe('who recorded it, and what git says about it', () => {
  it('counts only Deployments and outcomes a recorder created', () => {
    const forged = deployment(WANTED, undefined, 'mallory')
    const judged = verifiedOf(
      checked,
      listing([forged]),
      branch([[forged.sha, [outcome(forged.sha, 'healthy', WANTED)]]])
    )
    expect(judged).toEqual({
      refused: `1 Deployment in "staging" pins ${WANTED}, but none was recorded by ${WAIT}; the latest of them (id ${forged.id}, revision ${forged.sha.slice(0, 7)}, ${forged.createdAt}) was created by mallory`
    })
    // wait's own Deployment, with a success someone else recorded: that outcome does not count.
    const ours = deployment(WANTED)
    const marked = branch([[ours.sha, [outcome(ours.sha, 'healthy', WANTED, { creator: 'mallory' })]]])
    expect(verifiedOf(checked, listing([ours]), marked)).toMatchObject({
      refused: expect.stringContaining(`has no outcome of ${WANTED} recorded beside it`) as string
    })
    expect(
      verifiedOf(checked, listing([ours]), branch([[ours.sha, [outcome(ours.sha, 'healthy', WANTED)]]]))
    ).toMatchObject({
      evidence: { deploymentId: ours.id }
    })
  })

  it('never counts a Deployment whose claim git does not confirm, and says so', () => {
    const claimed = deployment(WANTED)
    const judged = verifiedOf(
      checked,
      listing([claimed]),
      branch([[claimed.sha, [outcome(claimed.sha, 'healthy', WANTED)]]]),
      `"apps/todo-api/staging/microservice.yaml" pins ${OTHER} at ${claimed.sha.slice(0, 7)}, not ${WANTED}`
    )
    expect(judged).toMatchObject({
      refused: expect.stringContaining(
        `reached success with ${WANTED}, but git does not confirm its claim: "apps/todo-api/staging/microservice.yaml" pins ${OTHER}`
      ) as string
    })
  })

  it('promote: the newest counted status decides, not any success among them (a newer failure over an older success)', () => {
    const ours = deployment(WANTED)
    expect(latestOf(checked, listing([ours]), [status('failure'), status('success'), status('in_progress')])).toEqual({
      refused: `the latest Deployment by ${WAIT} in "staging" (id ${ours.id}, revision ${ours.sha.slice(0, 7)}, ${ours.createdAt}) is failure: ${WANTED} is not verified there`
    })
  })

  it('promote: a status another login posted on a recorder’s Deployment never counts, success or not', () => {
    const ours = deployment(WANTED)
    expect(latestOf(checked, listing([ours]), [status('success', '', 'mallory')])).toMatchObject({
      refused: expect.stringContaining(`) is without a status by ${WAIT}: ${WANTED} is not verified there`) as string
    })
    // Someone else's success laid over wait's own failure: the failure is what counts.
    expect(latestOf(checked, listing([ours]), [status('success', '', 'mallory'), status('failure')])).toMatchObject({
      refused: expect.stringContaining(`) is failure: ${WANTED} is not verified there`) as string
    })
  })

  it('promote: the latest Deployment a recorder created decides; another login’s newer one is passed over', () => {
    const ours = deployment(WANTED)
    const forged = deployment(OTHER, undefined, 'mallory')
    expect(latestOf(checked, listing([forged, ours]), [status('success')], { record: healthyOn(ours) })).toMatchObject({
      evidence: { deploymentId: ours.id }
    })
    expect(latestOf(checked, listing([forged]), [])).toMatchObject({
      refused: expect.stringContaining(`none of the Deployments in "staging" was recorded by ${WAIT}`) as string
    })
  })
})
