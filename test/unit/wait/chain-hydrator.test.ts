import { describe, expect, it } from 'vitest'
import type { Application, SourceHydratorStatus } from '../../../src/argocd/types.js'
import { startSession, unrelated } from '../../../src/wait/session.js'
import { app, live, NEW_REV, OLD_REV, play, snap, start, stepOf, tree } from './snapshots.js'

const HYDRATED = 'd'.repeat(40)
const OLD_HYDRATED = 'e'.repeat(40)

/** An app on the Source Hydrator, synced at `revision` (a hydrated commit). */
function hydrated(revision: string, status: SourceHydratorStatus): Application {
  const a = app({ revision })
  return {
    ...a,
    spec: {
      ...a.spec,
      sourceHydrator: {
        drySource: { repoURL: 'https://github.com/acme/platform-config', targetRevision: 'main', path: 'apps' }
      }
    },
    status: { ...a.status, sourceHydrator: status }
  }
}

describe('Source Hydrator', () => {
  it('matches the synced hydrated commit back to the merged dry commit', () => {
    const a = hydrated(HYDRATED, { lastSuccessfulOperation: { drySHA: NEW_REV, hydratedSHA: HYDRATED } })
    const [s] = play([snap(1, a, tree(), live())])
    expect(stepOf(s!, 'synced')).toMatchObject({
      state: 'done',
      detail: expect.stringMatching(/^Argo CD synced ddddddd \(hydrated from bbbbbbb\)/)
    })
    expect(s!.verdict).toBe('healthy')
  })

  it('waits, saying the hydrator is at work, while the synced hydrated commit is from an older dry commit', () => {
    const a = hydrated(OLD_HYDRATED, {
      lastSuccessfulOperation: { drySHA: OLD_REV, hydratedSHA: OLD_HYDRATED },
      currentOperation: { drySHA: NEW_REV, phase: 'Hydrating', message: '' }
    })
    const [s] = play([snap(1, a, tree(), live(), { [OLD_REV]: 'behind' })])
    expect(stepOf(s!, 'synced')).toMatchObject({
      state: 'waiting',
      detail: expect.stringMatching(
        /^Argo CD is still at eeeeeee, before bbbbbbb; .*; the Source Hydrator is hydrating bbbbbbb$/
      )
    })
  })

  it('asks GitHub about the dry commits, never the hydrated ones', () => {
    const a = hydrated(OLD_HYDRATED, { lastSuccessfulOperation: { drySHA: OLD_REV, hydratedSHA: OLD_HYDRATED } })
    expect(unrelated(startSession(start()), a, NEW_REV)).toEqual([OLD_REV])
  })
})
