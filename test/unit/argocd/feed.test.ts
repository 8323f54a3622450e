import { describe, expect, it } from 'vitest'
import { ArgoCdAuthError, ArgoCdError, ArgoCdPermanentError } from '../../../src/argocd/errors.js'
import { Feed, type FeedSource } from '../../../src/argocd/feed.js'
import { Doorbell } from '../../../src/time.js'
import { VirtualTime } from '../wait/virtual-time.js'

/** Items are numbers; a larger number is news. */
type Script = (
  opened: number,
  from: number | undefined,
  signal: AbortSignal,
  time: VirtualTime
) => AsyncIterable<number>

const lost = (): ArgoCdError =>
  new ArgoCdError('watch (stream) failed: UND_ERR_SOCKET: other side closed', undefined, true)
const refused = (status: number, transient: boolean): ArgoCdError =>
  new ArgoCdError(`watch failed (HTTP ${status})`, status, transient)

/** A feed over a scripted stream and a counter for reads, on virtual time; every log line kept. */
function harness(
  script: Script,
  starts: FeedSource<number, number>['starts'],
  options: { streamAttempts?: number; value?: () => number; readError?: () => Error | undefined } = {}
) {
  const time = new VirtualTime(0)
  const bell = new Doorbell(time.sleep)
  const logs: string[] = []
  const debug: string[] = []
  const calls = { opens: [] as (number | undefined)[], reads: 0 }
  const source: FeedSource<number, number> = {
    open: (from, signal) => {
      calls.opens.push(from)
      return script(calls.opens.length, from, signal, time)
    },
    read: async () => {
      calls.reads++
      const error = options.readError?.()
      if (error) throw error
      return options.value?.() ?? 0
    },
    key: (n) => n,
    isNews: (n, last) => last === undefined || n > last,
    starts,
    say: {
      closed: (last) => `closed at ${last}`,
      dropped: (reason, last) => `dropped (${reason}) at ${last}`,
      idleCut: (reason) => `idle cut (${reason})`,
      unavailable: (reason) => `unavailable (${reason})`,
      quiet: (ms) => `quiet ${ms}`,
      gaveUp: (n) => `gave up after ${n}`,
      pollFailed: (reason) => `poll failed (${reason})`
    }
  }
  const log = {
    info: (m: string) => void logs.push(m),
    warning: (m: string) => void logs.push(m),
    debug: (m: string) => void debug.push(m)
  }
  const feed = new Feed(
    source,
    { sleep: time.sleep, log, onNews: bell.ring, reconnectMs: 1000, pollMinMs: 2000, pollMaxMs: 15_000, ...options },
    0
  )
  /** Takes items until `done` says so (or virtual time passes `untilMs`); returns what came. */
  const collect = async (done: (items: number[]) => boolean, untilMs = 600_000): Promise<number[]> => {
    const items: number[] = []
    while (!done(items) && time.now < untilMs) {
      await bell.wait(untilMs - time.now)
      const item = feed.take()
      if (item !== undefined) items.push(item)
    }
    return items
  }
  return { time, feed: feed.start(), calls, logs, debug, collect }
}

/** Sleeps on virtual time, throwing like an aborted request when `signal` aborts. */
async function pause(time: VirtualTime, ms: number, signal: AbortSignal): Promise<void> {
  await time.sleep(ms, signal)
  if (signal.aborted) throw new ArgoCdError('watch failed: This operation was aborted', undefined, true)
}

const current = { sends: 'current', firstEventMs: 15_000 } as const
const changes = { sends: 'changes', renewMs: 300_000 } as const

describe('Feed over a stream that sends the current state first (the app watch)', () => {
  it('reconnects a dropped stream from the last key and delivers nothing twice', async () => {
    const h = harness(async function* (opened, from, signal, time) {
      yield (from ?? 0) + 0 // the current state: not news after a reconnect
      await pause(time, 5000, signal)
      yield (from ?? 0) + 1
      if (opened === 1) throw lost()
      await pause(time, 5000, signal)
      yield (from ?? 0) + 2
    }, current)
    expect(await h.collect((items) => items.at(-1) === 3)).toEqual([1, 2, 3])
    h.feed.close()
    expect(h.calls.opens).toEqual([0, 1])
    // It had worked: reconnected quietly (a proxy's idle timeout cuts a quiet watch like this).
    expect(h.logs).toEqual([])
    expect(h.debug).toEqual([expect.stringMatching(/^dropped \(.*other side closed\) at 1$/)])
    expect(h.feed.mode).toBe('stream')
  })

  it('reconnects quietly, again and again, a stream that a proxy cuts every minute after its first event', async () => {
    const h = harness(async function* (_opened, from, signal, time) {
      yield from ?? 0
      await pause(time, 60_000, signal)
      throw lost()
    }, current)
    await h.collect(() => false, 600_000)
    h.feed.close()
    expect(h.calls.opens.length).toBeGreaterThanOrEqual(9)
    expect(h.logs).toEqual([])
    expect(h.feed.mode).toBe('stream')
  })

  it('counts a stream without its first event in time as held, and polls after the allowed attempts', async () => {
    const h = harness(
      async function* (_opened, _from, signal, time) {
        await pause(time, Infinity, signal)
        yield 0
      },
      current,
      { value: () => 7 }
    )
    expect(await h.collect((items) => items.length > 0)).toEqual([7])
    h.feed.close()
    expect(h.calls.opens).toHaveLength(3)
    expect(h.logs).toEqual(['quiet 15000', 'quiet 15000', 'quiet 15000', 'gave up after 3'])
    expect(h.feed.mode).toBe('poll')
  })

  it('polls at once when the stream is refused for good, and keeps polling gently while nothing changes', async () => {
    const h = harness(async function* () {
      yield* []
      throw refused(404, false)
    }, current)
    await h.collect(() => false, 300_000)
    h.feed.close()
    expect(h.calls.opens).toHaveLength(1)
    expect(h.logs).toEqual(['unavailable (watch failed (HTTP 404))'])
    // Back-off from 2 s up to 15 s: about 20 reads in five minutes, not 150.
    expect(h.calls.reads).toBeGreaterThan(15)
    expect(h.calls.reads).toBeLessThan(40)
  })

  it('counts lost connections without an event against streaming: the proxy may be cutting them', async () => {
    const h = harness(
      async function* () {
        yield* []
        throw lost()
      },
      current,
      { value: () => 1 }
    )
    expect(await h.collect((items) => items.length > 0)).toEqual([1])
    h.feed.close()
    expect(h.calls.opens).toHaveLength(3)
    expect(h.feed.mode).toBe('poll')
  })

  it('stops polling at a permanent fault (the same 500 again and again) and surfaces it to take()', async () => {
    const permanent = new ArgoCdPermanentError(
      'GET application failed: error getting cluster config (HTTP 500)',
      500,
      false
    )
    const h = harness(
      async function* () {
        yield* []
        throw refused(404, false)
      },
      current,
      { readError: () => permanent }
    )
    await expect(h.collect(() => false)).rejects.toBe(permanent)
    h.feed.close()
    expect(h.calls.reads).toBe(1)
  })

  it('surfaces a fatal error to take() instead of reconnecting', async () => {
    const h = harness(async function* () {
      yield* []
      throw new ArgoCdAuthError('token revoked (HTTP 401)', 401, false)
    }, current)
    await expect(h.collect(() => false)).rejects.toBeInstanceOf(ArgoCdAuthError)
    h.feed.close()
    expect(h.calls.opens).toHaveLength(1)
  })
})

describe('Feed over a stream that sends only changes (the tree watch)', () => {
  it('renews a quiet stream without calling it a failure, reading once after each reopen', async () => {
    const h = harness(async function* (_opened, _from, signal, time) {
      await pause(time, Infinity, signal)
      yield 0
    }, changes)
    await h.collect(() => false, 1_000_000)
    h.feed.close()
    expect(h.calls.opens.length).toBeGreaterThanOrEqual(3)
    expect(h.calls.reads).toBe(h.calls.opens.length - 1)
    expect(h.logs).toEqual([])
    expect(h.debug[0]).toBe('quiet 300000')
    expect(h.feed.mode).toBe('stream')
  })

  it('delivers what the read after a reopen found before what the new stream sends', async () => {
    let version = 1
    const h = harness(
      async function* (opened, _from, signal, time) {
        if (opened === 1) {
          yield version
          version = 2 // changed while no stream is open: only the read can see it
          throw lost()
        }
        await pause(time, 1000, signal)
        yield (version = 3)
      },
      changes,
      { value: () => version }
    )
    expect(await h.collect((items) => items.at(-1) === 3)).toEqual([1, 2, 3])
    h.feed.close()
  })

  it('only reconnects after lost connections, but polls after refusals', async () => {
    const lostConnections = harness(async function* () {
      yield* []
      throw lost()
    }, changes)
    await lostConnections.collect(() => false, 120_000)
    lostConnections.feed.close()
    expect(lostConnections.calls.opens.length).toBeGreaterThan(3)
    expect(lostConnections.feed.mode).toBe('stream')

    const refusals = harness(async function* () {
      yield* []
      throw refused(502, true)
    }, changes)
    await refusals.collect(() => refusals.feed.mode === 'poll', 120_000)
    refusals.feed.close()
    expect(refusals.calls.opens).toHaveLength(3)
    expect(refusals.logs.at(-1)).toBe('gave up after 3')
  })

  it('keeps streaming behind a proxy whose idle timeout answers a quiet stream 504, reopening it at once', async () => {
    const h = harness(async function* (_opened, _from, signal, time) {
      await pause(time, 60_000, signal)
      yield* []
      throw refused(504, true)
    }, changes)
    await h.collect(() => false, 600_000)
    h.feed.close()
    // One reopen a minute, each followed by one read: no back-off, no polling, nothing at info.
    expect(h.calls.opens.length).toBe(10)
    expect(h.calls.reads).toBe(h.calls.opens.length - 1)
    expect(h.logs).toEqual([])
    expect(h.debug[0]).toBe('idle cut (watch failed (HTTP 504))')
    expect(h.feed.mode).toBe('stream')
  })

  it('takes a 504 that comes at once for a refusal, not an idle cut (so it cannot spin)', async () => {
    const h = harness(async function* () {
      yield* []
      throw refused(504, true)
    }, changes)
    await h.collect(() => h.feed.mode === 'poll', 120_000)
    h.feed.close()
    expect(h.calls.opens).toHaveLength(3)
    expect(h.logs.at(-1)).toBe('gave up after 3')
  })

  it('switches to polling on request, cutting the open stream', async () => {
    let cut = false
    const h = harness(
      async function* (_opened, _from, signal, time) {
        signal.addEventListener('abort', () => (cut = true))
        await pause(time, Infinity, signal)
        yield 0
      },
      changes,
      { value: () => 5 }
    )
    await h.collect(() => false, 10_000)
    h.feed.usePolling()
    expect(await h.collect((items) => items.length > 0, 60_000)).toEqual([5])
    h.feed.close()
    expect(cut).toBe(true)
    expect(h.calls.opens).toHaveLength(1)
    expect(h.feed.mode).toBe('poll')
  })
})
