import { describe, expect, it } from 'vitest'
import { judgeLatest, judgeVerified, type Claim, type EvidenceQuery } from '../../../src/environments/judge.js'
import type { DeploymentListing, DeploymentRecord, DeploymentStatusRecord } from '../../../src/github/deployments.js'
import { digest } from '../../../standins/fixtures.js'

const WANTED = digest('a1')
const OTHER = digest('b2')
const PAGE = 'https://github.com/acme/platform-config/deployments/staging'
const WAIT = 'acme-release[bot]'
const query: EvidenceQuery = { environment: 'staging', digest: WANTED, recorders: undefined }
const checked: EvidenceQuery = { ...query, recorders: [WAIT] }

/** judgeLatest with git confirming the claim, as for every Deployment here unless a test says otherwise. */
const latestOf = (
  q: EvidenceQuery,
  l: DeploymentListing,
  s: DeploymentStatusRecord[],
  problem: Claim = undefined
): ReturnType<typeof judgeLatest> => judgeLatest(q, l, s, { read: true, problem })
/** judgeVerified with git confirming the claim of every Deployment whose statuses were read. */
const verifiedOf = (
  q: EvidenceQuery,
  l: DeploymentListing,
  statuses: Map<number, DeploymentStatusRecord[]>,
  claims = new Map<number, Claim>([...statuses.keys()].map((id) => [id, undefined]))
): ReturnType<typeof judgeVerified> => judgeVerified(q, l, statuses, claims)

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
const status = (
  state: string,
  logUrl = 'https://github.com/acme/platform-config/actions/runs/7',
  creator = WAIT
): DeploymentStatusRecord => ({
  state,
  createdAt: '2026-11-30T11:00:00Z',
  logUrl,
  creator
})

describe('judgeLatest (promote)', () => {
  it('gives the evidence of the latest Deployment when it pins the digest and succeeded', () => {
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
        url: 'https://github.com/acme/platform-config/actions/runs/7'
      }
    })
  })

  it('links the deployments page when the success status has no log', () => {
    const judged = latestOf(query, listing([deployment(WANTED)]), [status('success', '')])
    expect(judged).toMatchObject({ evidence: { url: PAGE } })
  })

  it('reads a payload sent as a JSON string', () => {
    const latest = deployment(undefined, JSON.stringify({ digest: WANTED }))
    expect(latestOf(query, listing([latest]), [status('success')])).toMatchObject({
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

describe('judgeVerified (gate)', () => {
  it('finds an older Deployment of the digest that succeeded and was made inactive since', () => {
    const newer = deployment(OTHER)
    const older = deployment(WANTED)
    const judged = verifiedOf(
      query,
      listing([newer, deployment(undefined, 'not ours'), older]),
      new Map([[older.id, [status('inactive'), status('success'), status('in_progress')]]])
    )
    expect(judged).toMatchObject({ evidence: { deploymentId: older.id, revision: older.sha, digest: WANTED } })
  })

  it('refuses an environment without Deployments', () => {
    expect(verifiedOf(query, listing([]), new Map())).toMatchObject({
      refused: expect.stringContaining('there is no Deployment in "staging"') as string
    })
  })

  it('refuses when no Deployment pins the digest, naming what the latest pins', () => {
    const latest = deployment(OTHER)
    expect(verifiedOf(query, listing([latest, deployment(undefined)]), new Map())).toEqual({
      refused: `none of the 2 Deployments in "staging" pins ${WANTED}; the latest (id ${latest.id}, revision ${latest.sha.slice(0, 7)}, ${latest.createdAt}) pins ${OTHER}`
    })
  })

  it('says when only the newest Deployments were read', () => {
    const judged = verifiedOf(query, listing([deployment(undefined)], true), new Map())
    expect(judged).toMatchObject({
      refused: expect.stringContaining(`pins ${WANTED} (only the newest 1 were read); the latest (id `) as string
    })
    expect(judged).toMatchObject({ refused: expect.stringContaining('names no digest') as string })
  })

  it('refuses when the Deployments of the digest never reached success, naming the latest of them', () => {
    const failed = deployment(WANTED)
    const judged = verifiedOf(
      query,
      listing([deployment(OTHER), failed]),
      new Map([[failed.id, [status('failure'), status('in_progress')]]])
    )
    expect(judged).toEqual({
      refused: `1 Deployment in "staging" pins ${WANTED}, none reached success; the latest of them (id ${failed.id}, revision ${failed.sha.slice(0, 7)}, ${failed.createdAt}) is failure`
    })
  })
})

describe('who recorded it, and what git says about it', () => {
  it('counts only Deployments and statuses a recorder created', () => {
    const forged = deployment(WANTED, undefined, 'mallory')
    const judged = verifiedOf(checked, listing([forged]), new Map([[forged.id, [status('success')]]]))
    expect(judged).toEqual({
      refused: `1 Deployment in "staging" pins ${WANTED}, but none was recorded by ${WAIT}; the latest of them (id ${forged.id}, revision ${forged.sha.slice(0, 7)}, ${forged.createdAt}) was created by mallory`
    })
    // wait's own Deployment, marked success by someone else: that status does not count.
    const ours = deployment(WANTED)
    const marked = verifiedOf(checked, listing([ours]), new Map([[ours.id, [status('success', '', 'mallory')]]]))
    expect(marked).toMatchObject({ refused: expect.stringContaining(`none reached success by ${WAIT}`) as string })
    expect(verifiedOf(checked, listing([ours]), new Map([[ours.id, [status('success')]]]))).toMatchObject({
      evidence: { deploymentId: ours.id }
    })
  })

  it('never counts a Deployment whose claim git does not confirm, and says so', () => {
    const claimed = deployment(WANTED)
    const judged = verifiedOf(
      checked,
      listing([claimed]),
      new Map([[claimed.id, [status('success')]]]),
      new Map([
        [
          claimed.id,
          `"apps/todo-api/staging/microservice.yaml" pins ${OTHER} at ${claimed.sha.slice(0, 7)}, not ${WANTED}`
        ]
      ])
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
    expect(latestOf(checked, listing([forged, ours]), [status('success')])).toMatchObject({
      evidence: { deploymentId: ours.id }
    })
    expect(latestOf(checked, listing([forged]), [])).toMatchObject({
      refused: expect.stringContaining(`none of the Deployments in "staging" was recorded by ${WAIT}`) as string
    })
    expect(latestOf(checked, listing([ours]), [status('success')], 'the manifest is gone')).toMatchObject({
      refused: expect.stringContaining('but git does not confirm its claim: the manifest is gone') as string
    })
  })
})
