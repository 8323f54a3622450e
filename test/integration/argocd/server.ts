import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ArgoCdConnection } from '../../../src/argocd/connection.js'

/** A tiny scripted HTTP server: each test says how to answer; every request is recorded. */
export interface TestServer {
  readonly url: string
  readonly requests: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers'] }[]
  close(): Promise<void>
}

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void

export async function startServer(handler: Handler, server: Server = createServer()): Promise<TestServer> {
  const requests: TestServer['requests'] = []
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers })
    handler(req, res, url)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const scheme = 'cert' in server ? 'https' : 'http'
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      })
  }
}

/** Argo CD's unary answer: JSON without a trailing newline. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** grpc-gateway's unary error body. */
export function argoError(res: ServerResponse, status: number, code: number, message: string): void {
  json(res, status, { error: message, code, message })
}

export function connection(url: string, extra: Partial<ArgoCdConnection> = {}): ArgoCdConnection {
  return { serverUrl: url, token: 'aaa.bbb.ccc', insecure: false, caCert: undefined, appNamespace: undefined, ...extra }
}

/** A sleep that returns at once (but still yields), for retry and back-off paths. */
export const instant = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

export function application(rv: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    metadata: { name: 'guestbook', namespace: 'argocd', resourceVersion: rv },
    spec: {},
    status: { sync: { status: 'Synced' } },
    ...extra
  }
}
