import type { ServerResponse } from 'node:http'
import { createGzip, type Gzip } from 'node:zlib'
import type { ApiError } from './errors.js'
import type { Faults } from './faults.js'
import { gatewayPage } from './proxy.js'

/**
 * One open watch: `/api/v1/stream/applications` (kind `apps`) or
 * `/api/v1/stream/applications/{name}/resource-tree` (kind `tree`).
 */
export interface Subscriber {
  kind: 'apps' | 'tree'
  res: ServerResponse
  /** `Accept: text/event-stream`: SSE frames instead of newline-delimited JSON. */
  sse: boolean
  gzip: boolean
  /** Which app names this watch may see (name filter and RBAC). */
  accepts: (app: string) => boolean
  /** Events for apps with a lower metadata.resourceVersion are dropped (`resourceVersion` query). */
  minResourceVersion?: number
  /** Set once headers went out; until then the client sees nothing at all. */
  out?: Writer
  sent: number
  /** Last message per app name: a byte-identical repeat is dropped, as Argo CD's forwarder does. */
  last: Map<string, string>
  keepalive?: NodeJS.Timeout
  /** The idle-timeout proxy's timer (Faults.streamIdleMs), restarted by every write. */
  idle?: NodeJS.Timeout
}

/** Writes a chunk; `done` runs once it has been handed to the socket. */
type Writer = { write: (chunk: string, done?: () => void) => void }

/**
 * Fans app and tree updates out to open watches with Argo CD's framing. Nothing — not even the
 * status line — is written before the first message, because grpc-gateway waits for the first
 * message (`stream.Header()`); so a watch on an unknown or forbidden app just hangs.
 */
export class StreamHub {
  private readonly subscribers = new Set<Subscriber>()

  constructor(
    private readonly faults: Faults,
    private readonly keepaliveMs: number
  ) {}

  get open(): number {
    return this.subscribers.size
  }

  add(sub: Subscriber): void {
    this.subscribers.add(sub)
    sub.res.on('close', () => this.remove(sub))
    this.touch(sub)
  }

  /** An ADDED, MODIFIED or DELETED event for app `name`; `application` is its JSON. */
  publishApp(type: 'ADDED' | 'MODIFIED' | 'DELETED', name: string, resourceVersion: number, application: string): void {
    for (const sub of this.subscribers) {
      if (sub.kind === 'apps') this.sendApp(sub, type, name, resourceVersion, application)
    }
  }

  sendApp(sub: Subscriber, type: string, name: string, resourceVersion: number, application: string): void {
    if (!sub.accepts(name) || resourceVersion < (sub.minResourceVersion ?? 0)) return
    const message = `{"result":{"type":"${type}","application":${application}}}`
    if (sub.last.get(name) === message) return
    sub.last.set(name, message)
    this.send(sub, message)
  }

  /** A new tree for app `name` (the tree stream has no event type and no initial snapshot). */
  publishTree(name: string, tree: string): void {
    for (const sub of this.subscribers) {
      if (sub.kind === 'tree' && sub.accepts(name)) this.send(sub, `{"result":${tree}}`)
    }
  }

  /** An error before any message: the mapped HTTP status and one chunk, no trailing newline. */
  static refuse(res: ServerResponse, sse: boolean, error: ApiError): void {
    res.writeHead(error.httpStatus, { 'content-type': sse ? 'text/event-stream' : 'application/json' })
    res.end(sse ? `data: ${error.streamBody()} \n\n` : error.streamBody())
  }

  /** Abruptly closes every open stream; returns how many. */
  dropAll(): number {
    const count = this.subscribers.size
    for (const sub of [...this.subscribers]) this.drop(sub)
    return count
  }

  private send(sub: Subscriber, message: string): void {
    if (this.faults.streamProxy === 'buffering') return
    const out = sub.out ?? this.start(sub)
    sub.sent++
    const limit = this.faults.dropStreamsAfterMessages
    // Dropping waits until the last message is on the wire, so the client does receive it.
    const dropAfter =
      limit !== undefined && sub.sent >= limit
        ? (): void => {
            if (!this.subscribers.has(sub)) return
            this.faults.dropped[sub.kind]++
            this.drop(sub)
          }
        : undefined
    out.write(sub.sse ? `data: ${message} \n\n\n` : `${message}\n`, dropAfter)
  }

  private start(sub: Subscriber): Writer {
    const { res } = sub
    const headers: Record<string, string> = {
      'content-type': sub.sse ? 'text/event-stream' : 'application/json',
      'grpc-metadata-content-type': 'application/grpc'
    }
    if (sub.sse) headers['x-content-type-options'] = 'nosniff'
    // Argo CD compresses NDJSON streams for clients that accept gzip, never SSE.
    const gzip: Gzip | undefined = sub.gzip && !sub.sse ? createGzip() : undefined
    if (gzip) headers['content-encoding'] = 'gzip'
    res.writeHead(200, headers)
    res.flushHeaders()
    if (gzip) gzip.pipe(res)
    sub.out = {
      write: (chunk, done) => {
        this.touch(sub)
        const onSocket = done && ((): void => void res.socket?.write('', done))
        if (gzip) {
          gzip.write(chunk)
          gzip.flush(() => setImmediate(() => onSocket?.()))
        } else res.write(chunk, onSocket)
      }
    }
    if (sub.sse) {
      sub.keepalive = setInterval(() => sub.out?.write(':\n'), this.keepaliveMs)
      sub.keepalive.unref()
    }
    return sub.out
  }

  private drop(sub: Subscriber): void {
    this.remove(sub)
    sub.res.socket?.destroy()
    sub.res.destroy()
  }

  /**
   * Something went out on `sub` (or it just opened): the idle-timeout proxy waits again. When it
   * runs out, a stream that has not answered gets nginx's 504 page; one that has is closed
   * without its end, as nginx closes the client connection when its upstream times out.
   */
  private touch(sub: Subscriber): void {
    if (sub.idle) clearTimeout(sub.idle)
    const ms = this.faults.streamIdleMs
    if (ms === undefined) return
    sub.idle = setTimeout(() => {
      if (!this.subscribers.has(sub)) return
      this.faults.idleCuts[sub.kind]++
      if (sub.out) return this.drop(sub)
      this.remove(sub)
      this.faults.idleCuts.answered504++
      sub.res.writeHead(504, { 'content-type': 'text/html' })
      sub.res.end(gatewayPage(504))
    }, ms)
    sub.idle.unref()
  }

  private remove(sub: Subscriber): void {
    if (sub.keepalive) clearInterval(sub.keepalive)
    if (sub.idle) clearTimeout(sub.idle)
    this.subscribers.delete(sub)
  }
}
