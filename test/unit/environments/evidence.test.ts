import { describe, expect, it } from 'vitest'
import {
  EvidenceRefused,
  searchVerified,
  requireLatestSuccess,
  sharingReads,
  type EvidenceRepo
} from '../../../src/environments/evidence.js'
import { MAX_WALK } from '../../../src/environments/newest.js'
import { recordStatus } from '../../../src/environments/record.js'
import type { DeploymentRecord, DeploymentStatusRecord } from '../../../src/github/deployments.js'
import type { CommitStatus } from '../../../src/github/statuses.js'
import { digest, microservice } from '../../../standins/fixtures.js'

const MANIFEST = 'apps/todo-api/staging/microservice.yaml'
const WAIT = 'acme-release[bot]'
const MAIN = { name: 'main' }

const WANTED = digest('a1')
const OTHER = digest('b2')

interface Row {
  pins: string
  /** The Deployment's statuses, newest first. */
  states: string[]
  /** What the manifest pins at its commit; by default what the payload claims. */
  atCommit?: string
  creator?: string
  /** What wait recorded on its commit: by default its outcome (healthy when a status is success). */
  record?: CommitStatus[]
}

let nextStatus = 1000
/** An outcome wait recorded on `sha`, `minute` minutes after 11:00. */
function recorded(sha: string, word: string, pins: string, minute = 0, creator = WAIT): CommitStatus {
  const status = recordStatus('staging', word, pins, undefined)
  return {
    id: nextStatus++,
    sha,
    context: status.context,
    state: status.state,
    description: status.description,
    targetUrl: undefined,
    creator,
    createdAt: `2026-11-30T11:${String(minute).padStart(2, '0')}:00Z`
  }
}

/**
 * An environment's Deployments (newest first, ids 10, 9, …) with their statuses, on commits of
 * main in the same order after `newer` commits nothing was recorded on (`newer` may carry
 * statuses); counts every read. At each Deployment's commit the manifest pins what `atCommit`
 * says.
 */
function fakeRepo(
  rows: Row[],
  newer: { sha: string; statuses: CommitStatus[] }[] = []
): EvidenceRepo & { reads: string[] } {
  const shaOf = (i: number): string => `${10 - i}`.padStart(40, 'f')
  const deployments: DeploymentRecord[] = rows.map((row, i) => ({
    id: 10 - i,
    sha: shaOf(i),
    environment: 'staging',
    payload: {
      digest: row.pins,
      manifest: MANIFEST,
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision: shaOf(i)
    },
    createdAt: '2026-11-30T10:00:00Z',
    creator: row.creator ?? WAIT
  }))
  const commits = [
    ...newer,
    ...rows.map((row, i) => ({
      sha: shaOf(i),
      statuses:
        row.record ?? (row.states.includes('success') ? [recorded(shaOf(i), 'healthy', row.pins, 0, row.creator)] : [])
    }))
  ]
  const reads: string[] = []
  return {
    reads,
    readFile: (path, at) => {
      reads.push(`file ${at.slice(-2)}`)
      const row = rows[10 - Number(at.replace(/^f+/, ''))]!
      return Promise.resolve(
        path === MANIFEST ? microservice(`ghcr.io/acme/todo-api@${row.atCommit ?? row.pins}`) : undefined
      )
    },
    listDeployments: (environment) => {
      reads.push('deployments')
      return Promise.resolve({
        deployments: environment === 'staging' ? deployments : [],
        truncated: false,
        pageUrl: 'https://x'
      })
    },
    listDeploymentStatuses: (id) => {
      reads.push(`deployment ${id}`)
      const row = rows[10 - id]!
      return Promise.resolve(
        row.states.map((state): DeploymentStatusRecord => ({
          state,
          createdAt: '2026-11-30T11:00:00Z',
          logUrl: '',
          creator: row.creator ?? WAIT
        }))
      )
    },
    recentCommits: (branch, count) => {
      reads.push(`commits ${branch ?? 'default'} ${count}`)
      return Promise.resolve({
        commits: commits.slice(0, count).map((c) => ({ sha: c.sha, parents: [], committedAt: undefined })),
        more: commits.length > count
      })
    },
    commitStatuses: (sha) => {
      reads.push(`statuses ${sha.slice(-2)}`)
      return Promise.resolve(commits.find((c) => c.sha === sha)?.statuses ?? [])
    }
  }
}

describe('requireLatestSuccess', () => {
  it('reads the latest Deployment, its statuses, the branch head’s record and the manifest, and returns its evidence', async () => {
    const repo = fakeRepo([
      { pins: WANTED, states: ['success'] },
      { pins: WANTED, states: ['inactive', 'success'] }
    ])
    await expect(requireLatestSuccess(repo, 'staging', WANTED, undefined, MAIN)).resolves.toMatchObject({
      deploymentId: 10
    })
    expect(repo.reads).toEqual(['deployments', 'deployment 10', `commits main ${MAX_WALK}`, 'statuses 10', 'file 10'])
  })

  it('lists the branch from the head it was given, so the record is read where the source was', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['success'] }])
    await requireLatestSuccess(repo, 'staging', WANTED, [WAIT], { name: 'main', head: 'f'.repeat(38) + '10' })
    expect(repo.reads).toContain(`commits ${'f'.repeat(38)}10 ${MAX_WALK}`)
  })

  it('throws EvidenceRefused with a sentence saying what was found', async () => {
    const repo = fakeRepo([{ pins: OTHER, states: ['success'] }])
    const refused = requireLatestSuccess(repo, 'staging', WANTED, undefined, MAIN)
    await expect(refused).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(refused).rejects.toThrow(
      `The latest Deployment in "staging" (id 10, revision fffffff, 2026-11-30T10:00:00Z) is success, and it pins ${OTHER}, not ${WANTED}.`
    )
    await expect(requireLatestSuccess(repo, 'prod', WANTED, undefined, MAIN)).rejects.toThrow(
      /^There is no Deployment in "prod"/
    )
  })

  it('refuses, naming failure, when the latest Deployment’s newest status by a recorder is a failure above a success', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['failure', 'success'] }])
    const refused = requireLatestSuccess(repo, 'staging', WANTED, [WAIT], MAIN)
    await expect(refused).rejects.toBeInstanceOf(EvidenceRefused)
    await expect(refused).rejects.toThrow(
      `The latest Deployment by ${WAIT} in "staging" (id 10, revision fffffff, 2026-11-30T10:00:00Z) is failure: ${WANTED} is not verified there.`
    )
    // The Deployment already refuses: neither the record nor the manifest is read.
    expect(repo.reads).toEqual(['deployments', 'deployment 10'])
  })

  it('walks past later commits to the first recorded outcome, and refuses the failure there without reading the manifest', async () => {
    const later = 'e'.repeat(40)
    const repo = fakeRepo(
      [{ pins: WANTED, states: ['success'] }],
      [
        { sha: 'd'.repeat(40), statuses: [] },
        { sha: later, statuses: [recorded(later, 'degraded', WANTED, 5)] }
      ]
    )
    await expect(requireLatestSuccess(repo, 'staging', WANTED, [WAIT], MAIN)).rejects.toThrow(
      /^The newest outcome recorded in "staging" is failure \(degraded\) .* on revision eeeeeee .*whose own Deployment is not listed/
    )
    expect(repo.reads).toEqual([
      'deployments',
      'deployment 10',
      `commits main ${MAX_WALK}`,
      'statuses dd',
      'statuses ee'
    ])
  })

  it(`reads at most ${MAX_WALK} commits, then refuses saying to re-run wait`, async () => {
    const busy = Array.from({ length: 30 }, (_, i) => ({ sha: `${i}`.padStart(40, '0'), statuses: [] }))
    const repo = fakeRepo([{ pins: WANTED, states: ['success'] }], busy)
    await expect(requireLatestSuccess(repo, 'staging', WANTED, [WAIT], MAIN)).rejects.toThrow(
      /cannot be established: re-run wait in "staging" to record one on the head of "main"\.$/
    )
    expect(repo.reads.filter((r) => r.startsWith('statuses'))).toHaveLength(MAX_WALK)
  })
})

describe('searchVerified', () => {
  it('walks to the newest outcome of the digest, passing another digest’s, and reads its manifest once', async () => {
    const repo = fakeRepo([
      { pins: OTHER, states: ['success'] },
      { pins: WANTED, states: ['failure'] },
      { pins: WANTED, states: ['inactive', 'success'] },
      { pins: WANTED, states: ['success'] }
    ])
    // The failed run of WANTED on 9 recorded nothing here (a Deployment from before the record).
    await expect(searchVerified(repo, 'staging', WANTED, undefined, MAIN)).resolves.toMatchObject({
      refused: expect.stringContaining('has no outcome of') as unknown
    })
    const recordedFailure = fakeRepo([
      { pins: OTHER, states: ['success'] },
      { pins: WANTED, states: ['inactive', 'success'] }
    ])
    await expect(searchVerified(recordedFailure, 'staging', WANTED, undefined, MAIN)).resolves.toMatchObject({
      evidence: { deploymentId: 9, digest: WANTED }
    })
    expect(recordedFailure.reads).toEqual([
      'deployments',
      `commits main ${MAX_WALK}`,
      'statuses 10',
      'statuses f9',
      'file f9'
    ])
  })

  it('says what it found when the newest outcome of the digest is not a success', async () => {
    const repo = fakeRepo([
      { pins: WANTED, states: ['error'], record: [recorded('f'.repeat(38) + '10', 'error', WANTED)] }
    ])
    await expect(searchVerified(repo, 'staging', WANTED, undefined, MAIN)).resolves.toMatchObject({
      refused: expect.stringContaining('is error with') as unknown
    })
    expect(repo.reads).not.toContain('file 10')
  })
})

describe('who recorded it, and what git says', () => {
  it('confirms the claim of the Deployment it accepts with one read of its manifest at its commit', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['success'] }])
    await expect(searchVerified(repo, 'staging', WANTED, [WAIT], MAIN)).resolves.toMatchObject({
      evidence: { deploymentId: 10 }
    })
    expect(repo.reads.filter((r) => r.startsWith('file'))).toEqual(['file 10'])
  })

  it('passes over a Deployment another login created, and refuses one whose commit pins another digest', async () => {
    const repo = fakeRepo([
      { pins: WANTED, states: ['success'], creator: 'mallory' },
      { pins: WANTED, states: ['inactive', 'success'] }
    ])
    // mallory's Deployment on 10 carries no recorder's outcome, so the walk goes on to 9.
    await expect(searchVerified(repo, 'staging', WANTED, [WAIT], MAIN)).resolves.toMatchObject({
      evidence: { deploymentId: 9 }
    })
    const contradicted = fakeRepo([{ pins: WANTED, states: ['success'], atCommit: OTHER }])
    await expect(searchVerified(contradicted, 'staging', WANTED, undefined, MAIN)).resolves.toMatchObject({
      refused: expect.stringContaining(`git does not confirm its claim: "${MANIFEST}" pins ${OTHER}`) as string
    })
    await expect(requireLatestSuccess(contradicted, 'staging', WANTED, undefined, MAIN)).rejects.toThrow(
      /but git does not confirm its claim/
    )
  })
})

describe('sharingReads', () => {
  it('reads each commit listing and each commit’s statuses once for the searches of one run', async () => {
    const repo = fakeRepo([{ pins: WANTED, states: ['success'] }])
    const shared = sharingReads(repo)
    await Promise.all([
      searchVerified(shared, 'staging', WANTED, [WAIT], MAIN),
      searchVerified(shared, 'staging', WANTED, undefined, MAIN)
    ])
    expect(repo.reads.filter((r) => r.startsWith('commits') || r.startsWith('statuses'))).toEqual([
      `commits main ${MAX_WALK}`,
      'statuses 10'
    ])
  })
})
