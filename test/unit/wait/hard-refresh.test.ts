import { describe, expect, it } from 'vitest'
import { ArgoCdError } from '../../../src/argocd/errors.js'
import type { Application } from '../../../src/argocd/types.js'
import { silentLog, type Log } from '../../../src/log.js'
import { HardRefresh } from '../../../src/wait/hard-refresh.js'
import type { RevisionRelation } from '../../../src/wait/types.js'
import { app, NEW_REV, OLD_REV } from './snapshots.js'

const behind = new Map<string, RevisionRelation>([[OLD_REV, 'behind']])

describe('HardRefresh', () => {
  it('arms while Argo CD is behind the expected revision, and disarms once it is not', () => {
    const refresh = new HardRefresh({ afterMs: 5000 })
    refresh.watch({ app: app({ revision: OLD_REV }), relations: behind }, 1000)
    expect(refresh.dueAt).toBe(6000)
    expect(refresh.isDue(5999)).toBe(false)
    expect(refresh.isDue(6000)).toBe(true)
    // Still behind later: the first arming stands.
    refresh.watch({ app: app({ revision: OLD_REV }), relations: behind }, 3000)
    expect(refresh.dueAt).toBe(6000)
    refresh.watch({ app: app({ revision: NEW_REV }), relations: behind }, 4000)
    expect(refresh.dueAt).toBeUndefined()
  })

  it('stays disarmed while a reported revision is not known to be behind', () => {
    const refresh = new HardRefresh()
    refresh.watch({ app: app({ revision: OLD_REV }), relations: new Map() }, 0)
    expect(refresh.dueAt).toBeUndefined()
    refresh.watch({ app: undefined, relations: behind }, 0)
    expect(refresh.dueAt).toBeUndefined()
  })

  it('asks once, with refresh=hard, says so, and never arms again', async () => {
    const asked: unknown[] = []
    const lines: string[] = []
    const log: Log = { ...silentLog, info: (line) => lines.push(line) }
    const argocd = {
      getApplication: (name: string, options?: unknown): Promise<Application> => {
        asked.push([name, options])
        return Promise.resolve(app({ revision: NEW_REV }))
      }
    }
    const refresh = new HardRefresh({ afterMs: 60_000, timeoutMs: 30_000 })
    refresh.watch({ app: app({ revision: OLD_REV }), relations: behind }, 0)
    const got = await refresh.ask(argocd, { name: 'todo-full-api', namespace: 'team-a' }, 1_000_000, 60_000, log)
    expect(got?.status?.sync?.revision).toBe(NEW_REV)
    expect(asked).toEqual([
      ['todo-full-api', { refresh: 'hard', timeoutMs: 30_000, retries: 0, appNamespace: 'team-a' }]
    ])
    expect(lines).toEqual([
      'Argo CD still showed an older revision 60s after the normal refresh; asked once for a hard refresh (refresh=hard), in case its caches are stale.'
    ])
    refresh.watch({ app: app({ revision: OLD_REV }), relations: behind }, 70_000)
    expect(refresh.dueAt).toBeUndefined()
  })

  it('carries on without it when the refresh fails for a while, and rethrows what will not pass', async () => {
    const failing = (error: Error) => ({ getApplication: (): Promise<Application> => Promise.reject(error) })
    const refresh = new HardRefresh()
    await expect(
      refresh.ask(
        failing(new ArgoCdError('timeout', 504, true)),
        { name: 'todo-full-api', namespace: undefined },
        10_000,
        0,
        silentLog
      )
    ).resolves.toBeUndefined()
    await expect(
      refresh.ask(
        failing(new ArgoCdError('bad', 400, false)),
        { name: 'todo-full-api', namespace: undefined },
        10_000,
        0,
        silentLog
      )
    ).rejects.toThrow('bad')
  })
})
