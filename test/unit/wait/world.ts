import { ArgoCdError } from '../../../src/argocd/errors.js'
import type { Application, LiveObject, ResourceTree } from '../../../src/argocd/types.js'
import type { WatcherDeps } from '../../../src/wait/watcher.js'
import { T0 } from './snapshots.js'

export interface Scene {
  /** Seconds after T0 from which this scene holds. */
  readonly from: number
  readonly app: Application
  readonly tree?: ResourceTree
  readonly live?: LiveObject
}

/**
 * Argo CD as a script over virtual time: `sleep` advances the clock at once, and every read
 * answers with the scene that holds at that moment. The watch stream stays silent (as it does
 * when only a resource's status changes), so the watcher's re-checks drive it.
 */
export class VirtualArgoCd {
  now = T0
  readonly calls: string[] = []
  /** Make the next N reads of the app fail with a 503 (an API server restarting). */
  failNext = 0
  refreshFails = false
  private readonly scenes: Scene[]

  constructor(scenes: Scene[]) {
    this.scenes = [...scenes].sort((a, b) => a.from - b.from)
  }

  get seconds(): number {
    return (this.now - T0) / 1000
  }

  private scene(): Scene {
    return [...this.scenes].reverse().find((s) => s.from <= this.seconds) ?? this.scenes[0]!
  }

  readonly clock = (): number => this.now

  readonly sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    if (!signal?.aborted) this.now += ms
    await new Promise((resolve) => setImmediate(resolve))
  }

  readonly argocd: WatcherDeps['argocd'] = {
    getApplication: async (_name, options) => {
      this.calls.push(options?.refresh ? 'refresh' : 'app')
      if (options?.refresh && this.refreshFails) throw new ArgoCdError('GET application (refresh) failed: application refresh deadline exceeded (HTTP 500)', 500, true)
      if (this.failNext > 0) {
        this.failNext--
        throw new ArgoCdError('GET application failed: connection refused (HTTP 503)', 503, true)
      }
      return this.scene().app
    },
    getResourceTree: async () => {
      this.calls.push('tree')
      return this.scene().tree ?? { nodes: [] }
    },
    getLiveResource: async () => {
      this.calls.push('resource')
      return this.scene().live
    },
    watchApplication: (_name, options) => this.silentWatch(options?.signal)
  }

  private async *silentWatch(signal?: AbortSignal): AsyncGenerator<never> {
    this.calls.push('watch')
    await new Promise<void>((resolve) => (signal?.aborted ? resolve() : signal?.addEventListener('abort', () => resolve())))
  }
}
