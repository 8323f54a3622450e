import { ArgoCdError } from '../../../src/argocd/errors.js'
import type {
  Application,
  ApplicationWatchEvent,
  LiveObject,
  ResourceTree,
  SyncWindows
} from '../../../src/argocd/types.js'
import type { WatcherDeps } from '../../../src/wait/watcher.js'
import { T0 } from './snapshots.js'
import { VirtualTime } from './virtual-time.js'

export interface Scene {
  /** Seconds after T0 from which this scene holds. */
  readonly from: number
  readonly app: Application
  readonly tree?: ResourceTree
  readonly live?: LiveObject
  /** What GET .../syncwindows answers while this scene holds; default no windows. */
  readonly windows?: SyncWindows
}

/**
 * What the watches send. `push`: each change, as Argo CD does; `silent`: only what a watch must
 * (the app's current state when it opens), as a stream that went deaf would; `unavailable`:
 * refused with a 404, as a proxy that does not route streams answers.
 */
export type StreamBehaviour = 'push' | 'silent' | 'unavailable'

type Call = 'refresh' | 'app' | 'tree' | 'resource' | 'windows' | 'watch' | 'tree-watch'

/**
 * Argo CD as a script over virtual time: every read answers with the scene that holds at that
 * moment, and open watches send the app (when it changed) and the tree (when it or the live
 * object changed) at each scene's start. The app's resourceVersion goes up with each change.
 */
export class VirtualArgoCd {
  readonly time = new VirtualTime(T0)
  readonly calls: Call[] = []
  /** Every request with its virtual time (a stream counts once, when opened). */
  readonly requests: { call: Call; at: number }[] = []
  /** Make the next N reads of the app fail with a 503 (an API server restarting). */
  failNext = 0
  /** Make the next N reads of the live object fail with a 503. */
  failLiveNext = 0
  refreshFails = false
  streams: StreamBehaviour = 'push'
  /** Seconds after T0 at which open watches of that kind break (a connection reset). */
  readonly drops = { app: [] as number[], tree: [] as number[] }
  /** A watch with nothing to send fails after this long (the client's idle timeout), unless it asked for another. */
  idleMs = 300_000
  private readonly scenes: Scene[]
  private readonly versions: string[]

  constructor(scenes: Scene[]) {
    this.scenes = [...scenes].sort((a, b) => a.from - b.from)
    let version = 1000
    this.versions = this.scenes.map((s, i) =>
      String(i > 0 && json(s.app) !== json(this.scenes[i - 1]!.app) ? ++version : version)
    )
  }

  get now(): number {
    return this.time.now
  }

  get seconds(): number {
    return (this.now - T0) / 1000
  }

  readonly clock = this.time.clock
  readonly sleep = this.time.sleep

  /** Requests sent from `from` (inclusive) to `to` (exclusive), in seconds after T0. */
  between(from: number, to: number): Call[] {
    return this.requests.filter((r) => r.at >= T0 + from * 1000 && r.at < T0 + to * 1000).map((r) => r.call)
  }

  readonly argocd: WatcherDeps['argocd'] = {
    getApplication: async (_name, options) => {
      this.record(options?.refresh ? 'refresh' : 'app')
      if (options?.refresh && this.refreshFails)
        throw new ArgoCdError(
          'GET application (refresh) failed: application refresh deadline exceeded (HTTP 500)',
          500,
          true
        )
      if (this.failNext > 0) {
        this.failNext--
        throw new ArgoCdError('GET application failed: connection refused (HTTP 503)', 503, true)
      }
      return this.app()
    },
    getResourceTree: async () => {
      this.record('tree')
      return this.scene().tree ?? { nodes: [] }
    },
    getLiveResource: async () => {
      this.record('resource')
      if (this.failLiveNext > 0) {
        this.failLiveNext--
        throw new ArgoCdError('GET live Microservice todo-api failed: upstream connect error (HTTP 503)', 503, true)
      }
      return this.scene().live
    },
    getSyncWindows: async () => {
      this.record('windows')
      return this.scene().windows ?? { canSync: true }
    },
    watchApplication: (_name, options) => this.watchApp(options ?? {}),
    watchResourceTree: (_name, options) => this.watchTree(options ?? {})
  }

  private record(call: Call): void {
    this.calls.push(call)
    this.requests.push({ call, at: this.now })
  }

  private index(at = this.now): number {
    const i = this.scenes.findLastIndex((s) => T0 + s.from * 1000 <= at)
    return Math.max(0, i)
  }

  private scene(): Scene {
    return this.scenes[this.index()]!
  }

  private app(): Application {
    const { app } = this.scene()
    return { ...app, metadata: { ...app.metadata, resourceVersion: this.versions[this.index()] } }
  }

  private async *watchApp(options: {
    resourceVersion?: string
    signal?: AbortSignal
  }): AsyncGenerator<ApplicationWatchEvent> {
    this.record('watch')
    if (this.streams === 'unavailable')
      throw new ArgoCdError('watch of application todo-full-api failed: 404 Not Found (HTTP 404)', 404, false)
    // A single-app watch starts with the current state (unless older than the version asked for).
    const app = this.app()
    if (Number(app.metadata!.resourceVersion) >= Number(options.resourceVersion ?? 0))
      yield { type: 'ADDED', application: app }
    const changed = (i: number): boolean => this.versions[i] !== this.versions[i - 1]
    yield* this.follow('app', changed, options, () => ({ type: 'MODIFIED', application: this.app() }))
  }

  private async *watchTree(options: { signal?: AbortSignal; idleMs?: number }): AsyncGenerator<ResourceTree> {
    this.record('tree-watch')
    if (this.streams === 'unavailable')
      throw new ArgoCdError('watch of the resource tree failed: 404 Not Found (HTTP 404)', 404, false)
    const changed = (i: number): boolean => {
      const [a, b] = [this.scenes[i]!, this.scenes[i - 1]!]
      return json(a.tree) !== json(b.tree) || json(a.live) !== json(b.live)
    }
    // No initial tree: only updates, as Argo CD does.
    yield* this.follow('tree', changed, options, () => this.scene().tree ?? { nodes: [] })
  }

  /** Sends `event()` at each later scene start where `changed`, until a drop, the idle timeout or an abort. */
  private async *follow<T>(
    kind: 'app' | 'tree',
    changed: (i: number) => boolean,
    options: { signal?: AbortSignal; idleMs?: number },
    event: () => T
  ): AsyncGenerator<T> {
    const { signal } = options
    let quietSince = this.now
    for (;;) {
      const start = this.scenes.findIndex((s, i) => i > 0 && T0 + s.from * 1000 > this.now && changed(i))
      const change = this.streams === 'push' && start !== -1 ? T0 + this.scenes[start]!.from * 1000 : Infinity
      const drop = T0 + (this.drops[kind].find((d) => T0 + d * 1000 > this.now) ?? Infinity) * 1000
      const idle = quietSince + (options.idleMs ?? this.idleMs)
      const until = Math.min(change, drop, idle)
      await this.time.sleep(until - this.now, signal)
      if (signal?.aborted) throw new ArgoCdError(`${kind} watch failed: This operation was aborted`, undefined, true)
      if (this.now >= drop)
        throw new ArgoCdError(`${kind} watch (stream) failed: UND_ERR_SOCKET: other side closed`, undefined, true)
      if (this.now >= change) {
        quietSince = this.now
        yield event()
      } else
        throw new ArgoCdError(
          `${kind} watch (stream) failed: UND_ERR_BODY_TIMEOUT: Body Timeout Error`,
          undefined,
          true
        )
    }
  }
}

const json = (value: unknown): string => JSON.stringify(value ?? null)
