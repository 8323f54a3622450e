import { createServer } from 'node:net'

/**
 * A loopback port nobody listens on now: bound by the system, then closed. Good for an address
 * that refuses connections, or for a server started just after (another process may take it in
 * between, which these tests' machines make rare).
 */
export function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
