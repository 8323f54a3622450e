import type { ArgoCdClient } from './client.js'
import type { ArgoCdError } from './errors.js'
import { isFatal, type FeedMode } from './feed.js'
import { backoff, childController, realSleep, type Sleep } from './timing.js'
import type { ResourceTree } from './types.js'

export interface TreeFeedOptions {
  readonly name: string
  /** False: poll from the start (the app's watch already found that streams do not pass). */
  readonly stream?: boolean
  /** Pause before reopening a dropped stream; grows while attempts fail. */
  readonly reconnectMs?: number
  /** Consecutive refusals (an HTTP error, or an end without a tree) before we poll instead. */
  readonly streamAttempts?: number
  /**
   * Reopen a stream that brought nothing for this long. A quiet app's tree watch has not even
   * sent headers, so only this tells a silent stream from a dead connection; the re-read of the
   * tree that follows every reopen covers the moment in between.
   */
  readonly renewMs?: number
  /** Polling interval right after a change, and its cap while nothing changes. */
  readonly pollMinMs?: number
  readonly pollMaxMs?: number
  readonly sleep?: Sleep
  readonly log?: (message: string) => void
  readonly debug?: (message: string) => void
  /** Called whenever `take()` has something for the caller: a new tree, or the failure. */
  readonly onNews?: () => void
}

type TreeClient = Pick<ArgoCdClient, 'getResourceTree' | 'watchResourceTree'>

/**
 * The newest resource tree of one app, pushed by Argo CD's resource-tree stream, pulled by
 * polling when streams do not pass. Since Argo CD 3.0 a resource's health change or an
 * operator's status write need not change the Application, but they always change the tree
 * (the node's health or resourceVersion). The stream sends no initial tree, so the caller reads
 * one first and tells us with `seen()`; after every reopen we read it again ourselves, since
 * whatever changed while no stream was open will never be sent.
 */
export class TreeFeed {
  mode: FeedMode
  /** Streams opened and trees read, for the report and the request counts in tests. */
  readonly stats = { connects: 0, reads: 0 }
  private latest: ResourceTree | undefined
  private lastJson: string | undefined
  private failure: unknown
  private interval: number
  private readonly abort = new AbortController()
  /** Aborted to stop streaming (closed, or told to poll), which also cuts the open stream. */
  private readonly streaming = childController(this.abort.signal)
  private readonly sleep: Sleep
  private readonly log: (message: string) => void
  private readonly debug: (message: string) => void

  constructor(
    private readonly client: TreeClient,
    private readonly options: TreeFeedOptions
  ) {
    this.mode = options.stream === false ? 'poll' : 'stream'
    this.interval = options.pollMinMs ?? 2000
    this.sleep = options.sleep ?? realSleep
    this.log = options.log ?? (() => undefined)
    this.debug = options.debug ?? (() => undefined)
  }

  start(): this {
    this.pump().catch((error: unknown) => {
      if (this.abort.signal.aborted) return
      this.failure = error
      this.options.onNews?.()
    })
    return this
  }

  /** The newest tree that differs from the last one delivered or seen; throws the feed's failure. */
  take(): ResourceTree | undefined {
    if (this.failure !== undefined) throw this.failure
    const tree = this.latest
    this.latest = undefined
    return tree
  }

  /** Tells the feed about a tree the caller read itself, so an equal one is not news. */
  seen(tree: ResourceTree): void {
    const json = JSON.stringify(tree)
    if (json === this.lastJson) return
    this.lastJson = json
    this.latest = undefined
    // Something just changed: the next poll comes soon again.
    this.interval = this.options.pollMinMs ?? 2000
  }

  /** Streams do not pass (the app's watch gave up on them): poll the tree instead. */
  usePolling(): void {
    if (this.mode === 'poll') return
    this.mode = 'poll'
    this.streaming.abort()
  }

  close(): void {
    this.abort.abort()
  }

  private get closed(): boolean {
    return this.abort.signal.aborted
  }

  private deliver(tree: ResourceTree): boolean {
    const json = JSON.stringify(tree)
    if (json === this.lastJson) return false
    this.lastJson = json
    this.latest = tree
    this.options.onNews?.()
    return true
  }

  private async pump(): Promise<void> {
    if (this.mode === 'stream') await this.streamLoop()
    if (this.closed) return
    this.mode = 'poll'
    await this.pollLoop()
  }

  private async streamLoop(): Promise<void> {
    const { name } = this.options
    const base = this.options.reconnectMs ?? 1000
    const renewMs = this.options.renewMs ?? 300_000
    // Refusals (an HTTP error, or an end without a tree: a proxy) lead to polling; drops (lost
    // connections, failed re-reads) only to waiting longer, as polling would not cure them.
    let refusals = 0
    let drops = 0
    // The first stream follows the caller's own read of the tree; every later one needs a read.
    let resync = false
    while (!this.streaming.signal.aborted) {
      let events = 0
      let renewed = false
      let outcome: 'refused' | 'dropped' = 'refused'
      const attempt = childController(this.streaming.signal)
      void this.sleep(renewMs, attempt.signal).then(() => {
        if (attempt.signal.aborted) return
        renewed = true
        attempt.abort()
      })
      try {
        this.stats.connects++
        const trees = this.client.watchResourceTree(name, { signal: attempt.signal, idleMs: renewMs + 60_000 })[Symbol.asyncIterator]()
        // Ask for the watch first and read second, so that a change in between comes on the
        // watch instead of falling through the gap (short of one landing as the watch arrives).
        let next = trees.next()
        next.catch(() => undefined)
        if (resync) {
          outcome = 'dropped'
          await this.read(attempt.signal)
          outcome = 'refused'
        }
        resync = true
        for (let result = await next; !result.done; result = await next) {
          events++
          this.deliver(result.value)
          next = trees.next()
        }
        if (this.streaming.signal.aborted) return
        this.log(`Argo CD closed the watch of the resource tree of ${name}; reopening it.`)
      } catch (error) {
        if (this.streaming.signal.aborted) return
        if (!renewed && isFatal(error)) throw error
        const failure = error as ArgoCdError
        if (!renewed && !failure.transient && events === 0 && outcome === 'refused') {
          this.log(`Streaming the resource tree is not available (${failure.message}); polling it instead.`)
          return
        }
        if (failure.status === undefined) outcome = 'dropped'
        if (!renewed) this.log(`The watch of the resource tree of ${name} dropped (${failure.message}); reopening it.`)
      } finally {
        attempt.abort()
      }
      if (renewed || events > 0) refusals = drops = 0
      if (renewed) {
        this.debug(`The watch of the resource tree of ${name} was quiet for ${renewMs / 1000}s; reopening it.`)
        continue
      }
      if (events === 0 && outcome === 'refused') refusals++
      else if (events === 0) drops++
      if (refusals >= (this.options.streamAttempts ?? 3)) {
        this.log(`The watch of the resource tree of ${name} failed ${refusals} times in a row; polling it instead.`)
        return
      }
      await this.sleep(backoff(refusals + drops, base, 15_000), this.streaming.signal)
    }
  }

  private async pollLoop(): Promise<void> {
    const min = this.options.pollMinMs ?? 2000
    const max = this.options.pollMaxMs ?? 15_000
    while (!this.closed) {
      await this.sleep(this.interval, this.abort.signal)
      if (this.closed) return
      try {
        this.interval = (await this.read(this.abort.signal)) ? min : Math.min(max, Math.round(this.interval * 1.5))
      } catch (error) {
        if (this.closed) return
        if (isFatal(error)) throw error
        this.log(`Reading the resource tree of ${this.options.name} failed (${(error as Error).message}); trying again.`)
        this.interval = Math.min(max, this.interval * 2)
      }
    }
  }

  /** One GET of the tree; true when it differs from the last one. */
  private async read(signal: AbortSignal): Promise<boolean> {
    this.stats.reads++
    return this.deliver(await this.client.getResourceTree(this.options.name, signal))
  }
}
