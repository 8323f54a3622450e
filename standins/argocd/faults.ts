/** Where a fault applies: every request, or those whose path contains / matches this. */
export type PathMatcher = string | RegExp | undefined

const matches = (matcher: PathMatcher, path: string): boolean =>
  matcher === undefined || (typeof matcher === 'string' ? path.includes(matcher) : matcher.test(path))

export type ServerErrorStatus = 500 | 502 | 503 | 504

/**
 * Faults a test can switch on while the stand-in runs. Everything here is checked per request
 * (or per stream message), so changes apply at once.
 */
export class Faults {
  private errors: { remaining: number; status: ServerErrorStatus; path: PathMatcher; message?: string }[] = []
  private delays: { ms: number; path: PathMatcher }[] = []
  /** Streams close abruptly after sending this many messages. */
  dropStreamsAfterMessages: number | undefined
  /** How many streams `dropStreamsAfter` has closed so far, by kind (`apps` or `tree` watch). */
  readonly dropped = { apps: 0, tree: 0 }
  /**
   * The stream endpoints behind a misbehaving proxy: `bad-gateway` answers 502 at once;
   * `buffering` accepts the request but delivers nothing (a proxy holding the response until it ends).
   */
  streamProxy: 'bad-gateway' | 'buffering' | undefined
  /**
   * A proxy with a read timeout in front of the API (nginx's proxy_read_timeout, 60 s by
   * default): a stream that sends nothing for this long is cut, with a 504 page while it has not
   * answered yet (a quiet tree watch sends not even headers), by closing the connection after.
   */
  streamIdleMs: number | undefined
  /** How many streams that proxy has cut, by kind, and how (504 before headers, closed after). */
  readonly idleCuts = { apps: 0, tree: 0, answered504: 0 }

  constructor(private readonly dropOpenStreams: () => number) {}

  /**
   * The next `count` matching requests (Infinity: all of them) get a server error instead of an
   * answer. A 500 with `message` is what Argo CD answers for a plain Go error (gRPC Unknown), as
   * for its permanent faults: `error getting application cluster config: …`.
   */
  failNext(count: number, options: { status?: ServerErrorStatus; path?: PathMatcher; message?: string } = {}): void {
    this.errors.push({
      remaining: count,
      status: options.status ?? 503,
      path: options.path,
      ...(options.message === undefined ? {} : { message: options.message })
    })
  }

  /** Every matching request waits `ms` before it is handled; 0 removes the latency for that matcher. */
  latency(ms: number, options: { path?: PathMatcher } = {}): void {
    this.delays = this.delays.filter((d) => d.path !== options.path)
    if (ms > 0) this.delays.push({ ms, path: options.path })
  }

  /** Closes every open stream now, mid-message-flow, without a clean end; returns how many. */
  dropStreams(): number {
    return this.dropOpenStreams()
  }

  /** Closes each stream after it has sent `messages` messages; null turns this off. */
  dropStreamsAfter(messages: number | null): void {
    this.dropStreamsAfterMessages = messages ?? undefined
  }

  /** Puts the API behind a proxy that cuts streams idle for `ms` (see {@link streamIdleMs}); null removes it. */
  idleTimeout(ms: number | null): void {
    this.streamIdleMs = ms ?? undefined
  }

  /** Puts the stream endpoints behind a bad proxy; null removes it. */
  streamUnavailable(mode: 'bad-gateway' | 'buffering' | null): void {
    this.streamProxy = mode ?? undefined
  }

  reset(): void {
    this.errors = []
    this.delays = []
    this.dropStreamsAfterMessages = undefined
    this.streamProxy = undefined
    this.streamIdleMs = undefined
  }

  /** Consumes one injected error for `path`, if any is pending. */
  takeError(path: string): { status: ServerErrorStatus; message?: string } | undefined {
    const fault = this.errors.find((f) => f.remaining > 0 && matches(f.path, path))
    if (!fault) return undefined
    fault.remaining--
    this.errors = this.errors.filter((f) => f.remaining > 0)
    return { status: fault.status, ...(fault.message === undefined ? {} : { message: fault.message }) }
  }

  delayFor(path: string): number {
    return this.delays.filter((d) => matches(d.path, path)).reduce((sum, d) => sum + d.ms, 0)
  }
}
