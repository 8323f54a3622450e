import { messageOf } from '../errors.js'
import { silentLog, type Log } from '../log.js'
import { backoff, realSleep, sleepSignal, type Sleep } from '../time.js'
import { ArgoCdAuthError, ArgoCdError, ArgoCdPermanentError } from './errors.js'

/** Tuning shared by every feed; the defaults are production's. */
export interface FeedOptions {
  /** False: poll from the start (for when streaming is known not to pass a proxy). */
  readonly stream?: boolean
  /** Pause before reopening a dropped stream (the argocd CLI waits 1 s); grows while attempts fail. */
  readonly reconnectMs?: number
  /** Consecutive refused stream attempts (see {@link FeedSource.starts}) before we poll instead. */
  readonly streamAttempts?: number
  /** Polling interval right after a change, and its cap while nothing changes. */
  readonly pollMinMs?: number
  readonly pollMaxMs?: number
  /**
   * A stream of changes a proxy answers with a gateway timeout (504, Cloudflare's 524) after it
   * was held at least this long was cut for being idle, not refused: it is reopened at once.
   */
  readonly idleCutMs?: number
  readonly sleep?: Sleep
  readonly log?: Log
  /** Called whenever `take()` has something for the caller: news, or the failure. */
  readonly onNews?: () => void
}

export type FeedMode = 'stream' | 'poll'

/**
 * What one feed follows. `K` is what tells two items apart (a resourceVersion, a whole tree's
 * JSON): the feed remembers the key of the last item delivered or seen.
 */
export interface FeedSource<T, K> {
  /** Opens the stream, resuming after `last` where the API can. It ends or throws when it drops. */
  open(last: K | undefined, signal: AbortSignal): AsyncIterable<T>
  /** One GET: what polling sends, and (for a stream of changes) the read after each reopen. */
  read(signal: AbortSignal): Promise<T>
  key(item: T): K
  /** Whether an item with key `next` is news after `last`. */
  isNews(next: K, last: K | undefined): boolean
  /**
   * What the stream sends first. `current`: the state at once (a single-app watch), so a stream
   * still silent after `firstEventMs` is held by a proxy, and any attempt that brings no event
   * speaks against streaming. `changes`: only changes (the resource-tree watch), so silence means
   * nothing (a quiet app's watch sends not even headers): the stream is renewed every `renewMs`,
   * a lost connection is no evidence against streaming (polling would not cure it), and after
   * each reopen we read once, since whatever changed while no stream was open is never sent.
   */
  readonly starts:
    | { readonly sends: 'current'; readonly firstEventMs: number }
    | { readonly sends: 'changes'; readonly renewMs: number }
  /** The log lines, in the feed's own words. */
  readonly say: FeedWords<K>
}

/** `last` is the key of the last item delivered or seen: where the next stream resumes. */
export interface FeedWords<K> {
  /** The server ended the stream cleanly. */
  closed(last: K | undefined): string
  dropped(reason: string, last: K | undefined): string
  /** A proxy answered a stream of changes, held while idle, with a gateway timeout (logged at debug). */
  idleCut(reason: string): string
  /** The stream cannot work here (an HTTP error that retrying will not cure). */
  unavailable(reason: string): string
  /** The `starts` timer cut the stream: held by a proxy (`current`), or renewed (`changes`, logged at debug). */
  quiet(ms: number): string
  gaveUp(attempts: number): string
  pollFailed(reason: string): string
}

/** Errors no reconnect or poll can cure: a bad token, lost access, a permanent fault, a bug. */
export const isFatal = (error: unknown): boolean =>
  error instanceof ArgoCdAuthError || error instanceof ArgoCdPermanentError || !(error instanceof ArgoCdError)

/** How one stream attempt ended; an attempt never throws, it answers with this. */
type Ending =
  | { readonly how: 'stopped' }
  | { readonly how: 'ended'; readonly events: number }
  | { readonly how: 'quiet'; readonly events: number }
  /** A stream of changes that a proxy's idle timeout ended before it had anything to send. */
  | { readonly how: 'cut'; readonly events: 0; readonly error: ArgoCdError }
  | { readonly how: 'failed'; readonly events: number; readonly error: unknown; readonly rereading: boolean }

/** The abort reason of the `starts` timer, so an attempt can tell its cut from a close. */
const QUIET = Symbol('quiet')
/** The reason of the timer that says a stream of changes was held long enough to be idle. */
const HELD = Symbol('held')

/** A proxy's answer to a request its upstream did not answer in time. */
const isGatewayTimeout = (error: unknown): error is ArgoCdError =>
  error instanceof ArgoCdError && (error.status === 504 || error.status === 524)

/**
 * The newest item of one kind, pushed by a watch stream when it can and pulled by polling when it
 * cannot. A background pump fills a one-slot mailbox (only the newest item matters) and rings
 * `onNews`; `take()` empties it. Drops reconnect with back-off; a stream refused again and again,
 * or that a proxy does not carry, turns into polling with back-off. A fatal error (auth, a bug)
 * stops the pump and is thrown by the next `take()`.
 */
export class Feed<T, K> {
  mode: FeedMode
  private latest: T | undefined
  private last: K | undefined
  private failure: unknown
  private interval: number
  private relaxedMaxMs = 0
  /** Aborted by `close()`: ends everything. */
  private readonly closing = new AbortController()
  /** Aborted by `close()` and `usePolling()`: ends streaming, cutting the open stream. */
  private readonly streaming = new AbortController()
  private readonly sleep: Sleep
  private readonly log: Log

  constructor(
    private readonly source: FeedSource<T, K>,
    private readonly options: FeedOptions,
    last?: K
  ) {
    this.mode = options.stream === false ? 'poll' : 'stream'
    this.last = last
    this.interval = this.pollMinMs
    this.sleep = options.sleep ?? realSleep
    this.log = options.log ?? silentLog
  }

  start(): this {
    this.pump().catch((error: unknown) => {
      if (this.closed) return
      this.failure = error
      this.options.onNews?.()
    })
    return this
  }

  /** The newest item that was news since the last call, without waiting; throws the feed's failure. */
  take(): T | undefined {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the pump caught, exactly as it was thrown
    if (this.failure !== undefined) throw this.failure
    const item = this.latest
    this.latest = undefined
    return item
  }

  /** Tells the feed about an item the caller read itself, so it (or anything older) is not delivered again. */
  seen(item: T): void {
    const key = this.source.key(item)
    if (!this.source.isNews(key, this.last)) return
    this.last = key
    this.latest = undefined
    // Something just changed: the next poll comes soon again.
    this.interval = this.pollMinMs
  }

  /** Stop streaming and poll instead (streams were found not to pass for a sibling feed). */
  usePolling(): void {
    if (this.mode === 'poll') return
    this.mode = 'poll'
    this.streaming.abort()
  }

  /**
   * While polling, let the interval grow up to this: for when something that changes more
   * often (the resource tree) is polled beside this feed.
   */
  relax(maxMs: number): void {
    this.relaxedMaxMs = maxMs
  }

  close(): void {
    this.streaming.abort()
    this.closing.abort()
  }

  private get closed(): boolean {
    return this.closing.signal.aborted
  }

  private get pollMinMs(): number {
    return this.options.pollMinMs ?? 2000
  }

  private get pollMaxMs(): number {
    return Math.max(this.relaxedMaxMs, this.options.pollMaxMs ?? 15_000)
  }

  /** Puts `item` in the mailbox if it is news; true when it was. */
  private offer(item: T): boolean {
    const key = this.source.key(item)
    if (!this.source.isNews(key, this.last)) return false
    this.last = key
    this.latest = item
    this.options.onNews?.()
    return true
  }

  private async pump(): Promise<void> {
    if (this.mode === 'stream') await this.streamLoop()
    if (this.closed) return
    this.mode = 'poll'
    await this.pollLoop()
  }

  /** Returns when streaming should give way to polling (or was stopped); throws what is fatal. */
  private async streamLoop(): Promise<void> {
    const { say, starts } = this.source
    const attempts = this.options.streamAttempts ?? 3
    // Attempts in a row that brought no event. Refused ones (an HTTP error, an end without an
    // event, a held stream) lead to polling; lost ones only to waiting longer.
    let refused = 0
    let lost = 0
    // The first stream follows the caller's own read; every later stream of changes needs one.
    let reopened = false
    while (!this.streaming.signal.aborted) {
      const ending = await this.attempt(reopened && starts.sends === 'changes')
      reopened = true
      switch (ending.how) {
        case 'stopped':
          return
        case 'cut':
          // Behind a proxy with an idle timeout a quiet app's tree watch ends this way again and
          // again: reopen it at once, as a renewal, since the next change is what it waits for.
          this.log.debug(say.idleCut(ending.error.message))
          refused = 0
          lost = 0
          continue
        case 'ended':
          // A stream that worked and then ended (a proxy's idle timeout, say) is reopened quietly.
          if (ending.events > 0) this.log.debug(say.closed(this.last))
          else this.log.info(say.closed(this.last))
          break
        case 'quiet':
          if (starts.sends === 'changes') {
            // A renewal, not a failure: reopen at once.
            this.log.debug(say.quiet(starts.renewMs))
            refused = 0
            lost = 0
            continue
          }
          this.log.info(say.quiet(starts.firstEventMs))
          break
        case 'failed': {
          const { error } = ending
          if (isFatal(error) || !(error instanceof ArgoCdError)) throw error
          if (!error.transient && ending.events === 0 && !ending.rereading) {
            this.log.info(say.unavailable(error.message))
            return
          }
          if (ending.events > 0) this.log.debug(say.dropped(error.message, this.last))
          else this.log.info(say.dropped(error.message, this.last))
        }
      }
      if (ending.events > 0) {
        refused = 0
        lost = 0
      } else if (isLost(ending, starts.sends)) lost++
      else refused++
      if (refused >= attempts) {
        this.log.info(say.gaveUp(refused))
        return
      }
      await this.sleep(backoff(refused + lost, this.options.reconnectMs ?? 1000, 15_000), this.streaming.signal)
    }
  }

  /**
   * One stream, from open to end. For a stream of changes reopened after a gap, the stream is
   * asked for first and the read sent second, so a change in between comes on the stream instead
   * of falling through the gap (short of one landing as the stream arrives); the stream's items
   * are taken only after the read, since they are the newer.
   */
  private async attempt(reread: boolean): Promise<Ending> {
    const { starts } = this.source
    // The `starts` timer ends the attempt by aborting with QUIET: the abort reason, not a flag
    // set from its callback, tells the cut from a close or a drop.
    const timer = sleepSignal(this.sleep, starts.sends === 'current' ? starts.firstEventMs : starts.renewMs, QUIET)
    // Only a flag: fires when a stream of changes has been held long enough to count as idle.
    const held = starts.sends === 'changes' ? sleepSignal(this.sleep, this.options.idleCutMs ?? 1000, HELD) : undefined
    const finished = new AbortController()
    const signal = AbortSignal.any([this.streaming.signal, timer.signal, finished.signal])
    let events = 0
    const ending = (failure?: { error: unknown; rereading: boolean }): Ending => {
      if (this.streaming.signal.aborted) return { how: 'stopped' }
      if (timer.signal.reason === QUIET) return { how: 'quiet', events }
      if (failure === undefined) return { how: 'ended', events }
      const { error, rereading } = failure
      if (events === 0 && !rereading && held?.signal.reason === HELD && isGatewayTimeout(error))
        return { how: 'cut', events: 0, error }
      return { how: 'failed', events, error, rereading }
    }
    try {
      const stream = started(this.source.open(this.last, signal))
      if (reread) {
        try {
          await this.read(signal)
        } catch (error) {
          return ending({ error, rereading: true })
        }
      }
      try {
        for await (const item of stream) {
          events++
          // A single-app watch always starts with the app's current state: once that came, the
          // stream works, and no silence afterwards counts against it.
          if (starts.sends === 'current') timer.cancel()
          this.offer(item)
        }
      } catch (error) {
        return ending({ error, rereading: false })
      }
      return ending()
    } finally {
      // Always: a stream left early (a failed read) must not keep its request open.
      timer.cancel()
      held?.cancel()
      finished.abort()
    }
  }

  private async pollLoop(): Promise<void> {
    while (!this.closed) {
      await this.sleep(this.interval, this.closing.signal)
      if (this.closed) return
      try {
        const news = await this.read(this.closing.signal)
        this.interval = news ? this.pollMinMs : Math.min(this.pollMaxMs, Math.round(this.interval * 1.5))
      } catch (error) {
        if (this.closed) return
        if (isFatal(error)) throw error
        this.log.info(this.source.say.pollFailed(messageOf(error)))
        this.interval = Math.min(this.pollMaxMs, this.interval * 2)
      }
    }
  }

  /** One GET; true when it brought news. */
  private async read(signal: AbortSignal): Promise<boolean> {
    return this.offer(await this.source.read(signal))
  }
}

/**
 * A stream of changes that lost its connection (no HTTP status) or whose re-read failed: polling
 * would not cure that. A stream that owes its first event at once has no such excuse.
 */
function isLost(ending: Ending, sends: 'current' | 'changes'): boolean {
  return (
    sends === 'changes' &&
    ending.how === 'failed' &&
    (ending.rereading || (ending.error instanceof ArgoCdError && ending.error.status === undefined))
  )
}

/**
 * `stream`, already asked for its first item (for a watch, that sends the request). A failure
 * before anyone iterates is held, not unhandled, and thrown to whoever iterates.
 */
function started<T>(stream: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = stream[Symbol.asyncIterator]()
  const first = outcome(iterator.next())
  return (async function* () {
    for (let next = await first; ; next = await outcome(iterator.next())) {
      if ('error' in next) throw next.error
      if (next.result.done) return
      yield next.result.value
    }
  })()
}

/** A promise's outcome as a value: it may wait unobserved without becoming an unhandled rejection. */
function outcome<R>(promise: Promise<R>): Promise<{ result: R } | { error: unknown }> {
  return promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error })
  )
}
