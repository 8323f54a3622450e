import { describe, expect, it } from 'vitest'
import {
  EvidenceRefused,
  searchVerified,
  requireLatestSuccess,
  type EvidenceRepo
} from '../../../src/environments/evidence.js'
import type { DeploymentRecord, DeploymentStatusRecord } from '../../../src/github/deployments.js'
import { digest } from '../../../standins/fixtures.js'

const WANTED = digest('a1')
const OTHER = digest('b2')

/** An environment's Deployments (newest first) with their statuses, counting status reads. */
function fakeRepo(rows: { pins: string; states: string[] }[]): EvidenceRepo & { statusReads: number[] } {
  const deployments: DeploymentRecord[] = rows.map((row, i) => ({
    id: 10 - i,
    sha: `${10 - i}`.padStart(40, 'f'),
    environment: 'staging',
    payload: { digest: row.pins },
    createdAt: '2026-11-30T10:00:00Z'
  }))
  const statusReads: number[] = []
  return {
    statusReads,
    listDeployments: (environment) =>
      Promise.resolve({
        deployments: environment === 'staging' ? deployments : [],
        truncated: false,
        pageUrl: 'https://x'
      }),
    listDeploymentStatuses: (id) => {
      statusReads.push(id)
      const row = rows[10 - id]!
      return Promise.resolve(
        row.states.map((state): DeploymentStatusRecord => ({ state, createdAt: '2026-11-30T11:00:00Z', logUrl: '' }))
      )
    }
  }
}

describe('requireLatestSuccess', () => {
  it('reads the latest Deployment’s statuses only, and returns its evidence', async () => {
    const repo = fakeRepo([
      { pins: WANTED, states: ['success'] },
      { pins: WANTED, states: ['inactive', 'success'] }
    ])
    await expect(requireLatestSuccess(repo, 'staging', WANTED)).resolves.toMatchObject({ deploymentId: 10 })
    expect(repo.statusReads).toEqual([10])
  })

  it('throws EvidenceRefused with a sentence saying what was found', async () => {
    const repo = fakeRepo([{ pins: OTHER, states: ['success'] }])
    const refused = requireLatestSuccess(repo, 'staging', WANTED)
    await expect(refused).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(refused).rejects.toThrow(
      `The latest Deployment in "staging" (id 10, revision fffffff, 2026-11-30T10:00:00Z) is success, and it pins ${OTHER}, not ${WANTED}.`
    )
    await expect(requireLatestSuccess(repo, 'prod', WANTED)).rejects.toThrow(/^There is no Deployment in "prod"/)
  })
})

describe('searchVerified', () => {
  it('reads statuses of the digest’s Deployments newest first and stops at the first success', async () => {
    const repo = fakeRepo([
      { pins: OTHER, states: ['success'] },
      { pins: WANTED, states: ['failure'] },
      { pins: WANTED, states: ['inactive', 'success'] },
      { pins: WANTED, states: ['success'] }
    ])
    await expect(searchVerified(repo, 'staging', WANTED)).resolves.toMatchObject({
      evidence: { deploymentId: 8, digest: WANTED }
    })
    expect(repo.statusReads).toEqual([9, 8])
  })

  it('says what it found when nothing reached success', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['error', 'in_progress'] }])
    await expect(searchVerified(repo, 'staging', WANTED)).resolves.toMatchObject({
      refused: expect.stringContaining('none reached success') as unknown
    })
  })
})
