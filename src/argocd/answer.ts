/** What the HTTP layer (http.ts) needs of a transport, so tests can put their own under it. */

/** One answer to a GET. */
export interface Answer {
  readonly status: number
  /** A header's value (several values joined), or undefined. */
  header(name: string): string | undefined
  text(): Promise<string>
  /** Discards the body. */
  dump(): Promise<void>
  /** The body chunk by chunk; iterate it at most once, and only instead of text() or dump(). */
  readonly body: AsyncIterable<Uint8Array>
}

export interface GetOptions {
  readonly headers: Record<string, string>
  readonly signal?: AbortSignal
  /** How long the answer's headers, and then each chunk of its body, may take (a silent stream fails). */
  readonly idleMs: number
}

/** How the HTTP layer sends a GET (transport.ts). */
export interface Transport {
  get(url: URL, options: GetOptions): Promise<Answer>
  close(): Promise<void>
}
