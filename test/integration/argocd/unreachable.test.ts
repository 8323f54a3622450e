// The Argo CD client against an address nobody answers at: a refused connection is tried a few
// times, quickly, then ends the wait naming the address and 'argocd-server'; once Argo CD has
// answered, a refusal is a restart and stays transient.
import { describe, expect, it } from 'vitest'
import { createArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdConnectError } from '../../../src/argocd/errors.js'
import { REFUSED_ATTEMPTS } from '../../../src/argocd/http.js'
import { application, connection, instant, json, startServer } from './server.js'
import { unusedPort } from '../../helpers/ports.js'

describe('an Argo CD that does not answer', () => {
  it(`refused: ${REFUSED_ATTEMPTS} attempts, then an error that names the address and 'argocd-server'`, async () => {
    const url = `http://127.0.0.1:${await unusedPort()}`
    const retries: string[] = []
    const client = createArgoCdClient(connection(url), { sleep: instant, onRetry: (l) => retries.push(l) })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArgoCdConnectError)
    expect(error).toMatchObject({ transient: false, status: undefined })
    expect((error as Error).message).toMatch(
      /^GET application guestbook failed: cannot reach Argo CD at http:\/\/127\.0\.0\.1:\d+: connection refused \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)\. Check 'argocd-server' \(or ARGOCD_SERVER\)/
    )
    expect(retries).toHaveLength(REFUSED_ATTEMPTS - 1)
    await client.close()
  })

  it('refused after Argo CD answered: transient, so the wait rides out a restart', async () => {
    const server = await startServer((_req, res) => json(res, 200, application('1')))
    const client = createArgoCdClient(connection(server.url), { sleep: instant, retries: 5 })
    await client.getApplication('guestbook')
    await server.close()
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ArgoCdConnectError)
    expect(error).toMatchObject({ transient: true })
    expect((error as Error).message).toMatch(/cannot reach Argo CD at http:\/\/127\.0\.0\.1:\d+: connection refused/)
    await client.close()
  })
})
