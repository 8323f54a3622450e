// GitHub App authentication on the stand-in: the JWT rules GitHub documents, installation
// lookup, token minting, expiry and scope, and who the App's requests belong to.
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGitHubStandIn, type GitHubStandIn } from './index.js'
import { appJwt, client } from './testkit.js'

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const APP_ID = 501
const now = (): number => Math.floor(Date.now() / 1000)

let gh: GitHubStandIn
beforeAll(async () => {
  gh = await startGitHubStandIn()
  await gh.createRepo('acme/config', { files: { 'a.yaml': 'a: 1\n' } })
  await gh.createRepo('acme/other', { files: { 'a.yaml': 'a: 1\n' } })
  await gh.createRepo('elsewhere/config', { files: { 'a.yaml': 'a: 1\n' } })
  gh.registerApp({
    id: APP_ID,
    slug: 'shipper',
    publicKey: keys.publicKey,
    installedOn: ['acme'],
    tokenLifetimeMs: 1500
  })
  gh.registerApp({ id: 502, slug: 'reader', publicKey: keys.publicKey, permission: 'read' })
})
afterAll(() => gh.close())

async function mint(appId = APP_ID, body: object = {}): Promise<{ token: string; expires_at: string }> {
  const app = client(gh, appJwt(keys.privateKey, { iss: appId }))
  const installation = await app('GET', '/repos/acme/config/installation')
  expect(installation.status).toBe(200)
  const minted = await app('POST', `/app/installations/${installation.body.id}/access_tokens`, body)
  expect(minted.status).toBe(201)
  return minted.body as { token: string; expires_at: string }
}

describe('the JWT', () => {
  it.each([
    ['signed with another key', appJwt(stranger.privateKey, { iss: APP_ID }), 'A JSON web token could not be decoded'],
    ['of an unknown App', appJwt(keys.privateKey, { iss: 999 }), 'Integration not found'],
    ['issued in the future', appJwt(keys.privateKey, { iss: APP_ID, iat: now() + 120 }), "'Issued at' claim ('iat')"],
    ['expired', appJwt(keys.privateKey, { iss: APP_ID, iat: now() - 700, exp: now() - 100 }), "'Expiration time'"],
    [
      'living longer than ten minutes',
      appJwt(keys.privateKey, { iss: APP_ID, exp: now() + 660 }),
      "'Expiration time' claim ('exp') is too far in the future"
    ],
    ['not a JWT at all', 'ghs_plain_token', 'A JSON web token could not be decoded']
  ])('%s is refused with 401', async (_, jwt, message) => {
    const res = await client(gh, jwt)('GET', '/repos/acme/config/installation')
    expect(res.status).toBe(401)
    expect(res.body.message).toContain(message)
    expect(gh.requests.at(-1)).toMatchObject({ auth: 'invalid', route: 'GET /repos/{owner}/{repo}/installation' })
  })

  it('names the App by its client ID too', async () => {
    const res = await client(gh, appJwt(keys.privateKey, { iss: `Iv23${APP_ID}` }))(
      'GET',
      '/repos/acme/config/installation'
    )
    expect(res.body).toMatchObject({ app_id: APP_ID, app_slug: 'shipper' })
    expect(gh.requests.at(-1)).toMatchObject({ auth: 'valid', credential: 'jwt' })
  })

  it('finds no installation where the App is not installed, and is no token for repository routes', async () => {
    const app = client(gh, appJwt(keys.privateKey, { iss: APP_ID }))
    expect((await app('GET', '/repos/elsewhere/config/installation')).status).toBe(404)
    const asToken = await app('GET', '/repos/acme/config')
    expect(asToken).toMatchObject({ status: 401, body: { message: 'Bad credentials' } })
  })
})

describe('installation tokens', () => {
  it('act as the App bot until they expire, then get 401 Bad credentials', async () => {
    const { token, expires_at } = await mint()
    const issued = gh.installationTokens().at(-1)!
    expect(Date.parse(expires_at)).toBe(issued.expiresAt)
    const bot = client(gh, token)
    const pr = await bot('GET', '/repos/acme/config')
    expect(pr.status).toBe(200)
    expect(gh.requests.at(-1)).toMatchObject({
      credential: 'installation',
      tokenSerial: issued.serial,
      actor: 'shipper[bot]'
    })
    while (Date.now() < issued.expiresAt) await new Promise((r) => setTimeout(r, 50))
    const late = await bot('GET', '/repos/acme/config')
    expect(late).toMatchObject({ status: 401, body: { message: 'Bad credentials', status: '401' } })
    expect(gh.requests.at(-1)).toMatchObject({ auth: 'expired' })
  })

  it('see only the repositories they were minted for', async () => {
    const { token } = await mint(APP_ID, { repositories: ['config'] })
    const bot = client(gh, token)
    expect((await bot('GET', '/repos/acme/config')).status).toBe(200)
    expect((await bot('GET', '/repos/acme/other')).status).toBe(404)
  })

  it('may not be minted for repositories or permissions the installation lacks', async () => {
    const app = client(gh, appJwt(keys.privateKey, { iss: 502 }))
    const id = (await app('GET', '/repos/acme/config/installation')).body.id as number
    const res = await app('POST', `/app/installations/${id}/access_tokens`, { repositories: ['config', 'nope'] })
    expect(res.status).toBe(422)
    const writes = await app('POST', `/app/installations/${id}/access_tokens`, { permissions: { checks: 'write' } })
    expect(writes.status).toBe(422)
    expect(gh.installationTokens().filter((t) => t.appId === 502)).toHaveLength(0)
  })

  it("of a read-only App may not write, and another App's installation is not theirs", async () => {
    const { token } = await mint(502)
    const res = await client(gh, token)('POST', '/repos/acme/config/issues/1/comments', { body: 'x' })
    expect(res).toMatchObject({ status: 403, body: { message: 'Resource not accessible by integration' } })
    const shipperInstallation = (
      await client(gh, appJwt(keys.privateKey, { iss: APP_ID }))('GET', '/repos/acme/config/installation')
    ).body.id as number
    const app502 = client(gh, appJwt(keys.privateKey, { iss: 502 }))
    expect((await app502('POST', `/app/installations/${shipperInstallation}/access_tokens`, {})).status).toBe(404)
  })
})
