import type { ArgoCdClient } from './client.js'
import { ArgoCdAuthError, ArgoCdError } from './errors.js'
import { backoff, childController, realSleep, type Sleep } from './timing.js'
import type { Application } from './types.js'

export interface FeedOptions {
  readonly name: string
  /** The version of the app the caller already has; the stream resumes from it. */
  readonly resourceVersion?: string | undefined
  /** False: poll from the start (for when streaming is known not to pass a proxy). */
  readonly stream?: boolean
  /** Pause before reopening a dropped stream (the argocd CLI waits 1 s); grows while attempts fail. */
  readonly reconnectMs?: number
  /** Consecutive stream attempts that bring no event before we give up on streaming. */
  readonly streamAttempts?: number
  /**
   * A single-app watch starts with the app's current state at once, so a watch still without an
   * event this long after it was opened is held by a buffering proxy: a failed attempt.
   */
  readonly firstEventMs?: number
  /** Polling interval right after a change, and its cap while nothing changes. */
  readonly pollMinMs?: number
  readonly pollMaxMs?: number
  readonly sleep?: Sleep
  readonly log?: (message: string) => void
  /** Called whenever `take()` has something for the caller: a change, or the failure. */
  readonly onNews?: () => void
}

export type FeedMode = 'stream' | 'poll'

type FeedClient = Pick<ArgoCdClient, 'getApplication' | 'watchApplication'>

/** Errors no reconnect or poll can cure: a bad token, lost access, a bug. */
export const isFatal = (error: unknown): boolean => error instanceof ArgoCdAuthError || !(error instanceof ArgoCdError)

/**
 * The newest state of one Application, pushed by Argo CD's watch stream when it can and pulled
 * by polling when it cannot. A background pump fills a one-slot mailbox (only the newest app
 * matters); `next()` or `take()` empties it. Drops reconnect from the last resourceVersion; a
 * stream that brings nothing, again and again, or that a proxy does not carry, turns into
 * polling with back-off.
 */
export class ApplicationFeed {
  mode: FeedMode
  /** Streams opened and polls sent, for the report. */
  readonly stats = { connects: 0, polls: 0 }
  private latest: Application | undefined
  private failure: unknown
  private wake: (() => void) | undefined
  private lastVersion: string | undefined
  private relaxedMaxMs: number | undefined
  private readonly abort = new AbortController()
  private readonly sleep: Sleep
  private readonly log: (message: string) => void

  constructor(
    private readonly client: FeedClient,
    private readonly options: FeedOptions
  ) {
    this.mode = options.stream === false ? 'poll' : 'stream'
    this.lastVersion = options.resourceVersion
    this.sleep = options.sleep ?? realSleep
    this.log = options.log ?? (() => undefined)
  }

  start(): this {
    this.pump().catch((error: unknown) => {
      if (this.abort.signal.aborted) return
      this.failure = error
      this.notify()
    })
    return this
  }

  /** The newest app that changed since the last call, or undefined when `timeoutMs` passed first. */
  async next(timeoutMs: number): Promise<Application | undefined> {
    if (this.failure === undefined && this.latest === undefined) {
      const timer = new AbortController()
      const woken = new Promise<void>((resolve) => (this.wake = resolve))
      await Promise.race([woken, this.sleep(timeoutMs, timer.signal)])
      timer.abort()
      this.wake = undefined
    }
    return this.take()
  }

  /** The newest app that changed since the last call, without waiting; throws the feed's failure. */
  take(): Application | undefined {
    if (this.failure !== undefined) throw this.failure
    const app = this.latest
    this.latest = undefined
    return app
  }

  /** Tells the feed about a version the caller read itself, so it is not delivered again. */
  seen(app: Application): void {
    const version = app.metadata?.resourceVersion
    if (isNewer(version, this.lastVersion)) this.lastVersion = version
  }

  /**
   * While polling, let the interval grow up to this: for when something that changes more
   * often (the resource tree) is polled beside the app.
   */
  relax(maxMs: number): void {
    this.relaxedMaxMs = maxMs
  }

  close(): void {
    this.abort.abort()
    this.wake?.()
  }

  private get closed(): boolean {
    return this.abort.signal.aborted
  }

  private deliver(app: Application): boolean {
    const version = app.metadata?.resourceVersion
    if (version !== undefined && !isNewer(version, this.lastVersion)) return false
    this.lastVersion = version
    this.latest = app
    this.notify()
    return true
  }

  private notify(): void {
    this.wake?.()
    this.options.onNews?.()
  }

  private async pump(): Promise<void> {
    if (this.mode === 'stream') await this.streamLoop()
    if (this.closed) return
    this.mode = 'poll'
    await this.pollLoop()
  }

  private async streamLoop(): Promise<void> {
    const attempts = this.options.streamAttempts ?? 3
    const base = this.options.reconnectMs ?? 1000
    const firstEventMs = this.options.firstEventMs ?? 15_000
    const { name } = this.options
    let failures = 0
    while (!this.closed) {
      // A single-app watch always starts with the app's current state, so a connection that
      // brings no event at all did not work, even if it ended without an error.
      let events = 0
      let held = false
      const attempt = childController(this.abort.signal)
      void this.sleep(firstEventMs, attempt.signal).then(() => {
        if (events > 0 || attempt.signal.aborted) return
        held = true
        attempt.abort()
      })
      try {
        this.stats.connects++
        for await (const event of this.client.watchApplication(name, { resourceVersion: this.lastVersion, signal: attempt.signal })) {
          events++
          if (event.type === 'DELETED') throw new Error(`Application ${name} was deleted while waiting.`)
          if (event.application) this.deliver(event.application)
        }
        if (this.closed) return
        if (!held) this.log(`Argo CD closed the watch of ${name}; reopening it from resourceVersion ${this.lastVersion ?? '(none)'}.`)
      } catch (error) {
        if (this.closed) return
        if (!held && isFatal(error)) throw error
        if (!held && !(error as ArgoCdError).transient && events === 0) {
          this.log(`Streaming is not available (${(error as Error).message}); polling instead.`)
          return
        }
        if (!held) this.log(`The watch of ${name} dropped (${(error as Error).message}); reconnecting from resourceVersion ${this.lastVersion ?? '(none)'}.`)
      } finally {
        attempt.abort()
      }
      if (held) this.log(`The watch of ${name} brought nothing within ${firstEventMs / 1000}s (a proxy holding the stream?); trying again.`)
      failures = events > 0 ? 0 : failures + 1
      if (failures >= attempts) {
        this.log(`The watch of ${name} failed ${failures} times in a row; polling instead.`)
        return
      }
      await this.sleep(backoff(failures + 1, base, 15_000), this.abort.signal)
    }
  }

  private async pollLoop(): Promise<void> {
    const min = this.options.pollMinMs ?? 2000
    const max = (): number => Math.max(this.relaxedMaxMs ?? 0, this.options.pollMaxMs ?? 15_000)
    let interval = min
    while (!this.closed) {
      await this.sleep(interval, this.abort.signal)
      if (this.closed) return
      try {
        this.stats.polls++
        const app = await this.client.getApplication(this.options.name, { signal: this.abort.signal })
        interval = this.deliver(app) ? min : Math.min(max(), Math.round(interval * 1.5))
      } catch (error) {
        if (this.closed) return
        if (isFatal(error)) throw error
        this.log(`Polling ${this.options.name} failed (${(error as Error).message}); trying again.`)
        interval = Math.min(max(), interval * 2)
      }
    }
  }
}

/**
 * Whether version `a` comes after `b`. Kubernetes calls resourceVersions opaque, but they are
 * etcd revisions (integers) in practice; compare them as numbers when they are, else by inequality.
 */
export function isNewer(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a !== b || a === undefined
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return BigInt(a) > BigInt(b)
  return a !== b
}
