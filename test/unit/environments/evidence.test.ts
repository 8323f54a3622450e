import { describe, expect, it } from 'vitest'
import {
  EvidenceRefused,
  searchVerified,
  requireLatestSuccess,
  type EvidenceRepo
} from '../../../src/environments/evidence.js'
import type { DeploymentRecord, DeploymentStatusRecord } from '../../../src/github/deployments.js'
import { digest, microservice } from '../../../standins/fixtures.js'

const MANIFEST = 'apps/todo-api/staging/microservice.yaml'

const WANTED = digest('a1')
const OTHER = digest('b2')

/**
 * An environment's Deployments (newest first) with their statuses, counting status reads; at each
 * Deployment's commit the manifest pins what `atCommit` says (by default what its payload claims).
 */
function fakeRepo(
  rows: { pins: string; states: string[]; atCommit?: string; creator?: string }[]
): EvidenceRepo & { statusReads: number[]; fileReads: string[] } {
  const deployments: DeploymentRecord[] = rows.map((row, i) => {
    const sha = `${10 - i}`.padStart(40, 'f')
    return {
      id: 10 - i,
      sha,
      environment: 'staging',
      payload: {
        digest: row.pins,
        manifest: MANIFEST,
        resource: 'platform.example.io:Microservice:todo/todo-api',
        revision: sha
      },
      createdAt: '2026-11-30T10:00:00Z',
      creator: row.creator ?? 'acme-release[bot]'
    }
  })
  const statusReads: number[] = []
  const fileReads: string[] = []
  return {
    statusReads,
    fileReads,
    readFile: (path, at) => {
      fileReads.push(at)
      const row = rows[10 - Number(at.replace(/^f+/, ''))]!
      return Promise.resolve(
        path === MANIFEST ? microservice(`ghcr.io/acme/todo-api@${row.atCommit ?? row.pins}`) : undefined
      )
    },
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
        row.states.map((state): DeploymentStatusRecord => ({
          state,
          createdAt: '2026-11-30T11:00:00Z',
          logUrl: '',
          creator: row.creator ?? 'acme-release[bot]'
        }))
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
    await expect(requireLatestSuccess(repo, 'staging', WANTED, undefined)).resolves.toMatchObject({ deploymentId: 10 })
    expect(repo.statusReads).toEqual([10])
  })

  it('throws EvidenceRefused with a sentence saying what was found', async () => {
    const repo = fakeRepo([{ pins: OTHER, states: ['success'] }])
    const refused = requireLatestSuccess(repo, 'staging', WANTED, undefined)
    await expect(refused).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(refused).rejects.toThrow(
      `The latest Deployment in "staging" (id 10, revision fffffff, 2026-11-30T10:00:00Z) is success, and it pins ${OTHER}, not ${WANTED}.`
    )
    await expect(requireLatestSuccess(repo, 'prod', WANTED, undefined)).rejects.toThrow(
      /^There is no Deployment in "prod"/
    )
  })

  it('refuses, naming failure, when the latest Deployment’s newest status by a recorder is a failure above a success', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['failure', 'success'] }])
    const refused = requireLatestSuccess(repo, 'staging', WANTED, ['acme-release[bot]'])
    await expect(refused).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(refused).rejects.toThrow(
      `The latest Deployment by acme-release[bot] in "staging" (id 10, revision fffffff, 2026-11-30T10:00:00Z) is failure: ${WANTED} is not verified there.`
    )
    expect(repo.fileReads).toEqual([])
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
    await expect(searchVerified(repo, 'staging', WANTED, undefined)).resolves.toMatchObject({
      evidence: { deploymentId: 8, digest: WANTED }
    })
    expect(repo.statusReads).toEqual([9, 8])
  })

  it('says what it found when nothing reached success', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['error', 'in_progress'] }])
    await expect(searchVerified(repo, 'staging', WANTED, undefined)).resolves.toMatchObject({
      refused: expect.stringContaining('none reached success') as unknown
    })
  })
})

describe('who recorded it, and what git says', () => {
  it('confirms the claim of the Deployment it accepts with one read of its manifest at its commit', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['success'] }])
    await expect(searchVerified(repo, 'staging', WANTED, ['acme-release[bot]'])).resolves.toMatchObject({
      evidence: { deploymentId: 10 }
    })
    expect(repo.fileReads).toEqual(['f'.repeat(38) + '10'])
  })

  it('passes over a Deployment whose commit pins another digest, and one another login created', async () => {
    const repo = fakeRepo([
      { pins: WANTED, states: ['success'], creator: 'mallory' },
      { pins: WANTED, states: ['success'], atCommit: OTHER },
      { pins: WANTED, states: ['inactive', 'success'] }
    ])
    await expect(searchVerified(repo, 'staging', WANTED, ['acme-release[bot]'])).resolves.toMatchObject({
      evidence: { deploymentId: 8 }
    })
    expect(repo.statusReads).toEqual([9, 8])
  })

  it('refuses, saying git does not confirm it, when the only success is a claim the commit contradicts', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['success'], atCommit: OTHER }])
    await expect(searchVerified(repo, 'staging', WANTED, undefined)).resolves.toMatchObject({
      refused: expect.stringContaining(`git does not confirm its claim: "${MANIFEST}" pins ${OTHER}`) as string
    })
    await expect(requireLatestSuccess(repo, 'staging', WANTED, undefined)).rejects.toThrow(
      /but git does not confirm its claim/
    )
  })
})
