/**
 * src/github/octokit.ts builds the client @actions/github's getOctokit builds, without loading
 * undici unless a proxy is configured: same defaults (base URL, auth, user agent), and with no
 * proxy variable the requests go through Node's own fetch.
 */
import { getOctokit as actionsGetOctokit } from '@actions/github'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOctokit } from '../../../src/github/octokit.js'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
  vi.unstubAllGlobals()
})

for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) delete process.env[name]

/** A plugin of our own, to show extra plugins are applied as @actions/github applies them. */
const marker = (): { marked: true } => ({ marked: true })

describe('getOctokit', () => {
  it.each([
    [{}, undefined],
    [{ baseUrl: 'https://ghes.example/api/v3', userAgent: 'gitops-release/0.1.0' }, undefined],
    [{ userAgent: 'gitops-release/0.1.0' }, 'run 42/a'],
    [{ userAgent: 'x actions_orchestration_id/run_42_a' }, 'run 42/a']
  ])('has the defaults @actions/github gives for %j (orchestration id %j)', async (options, orchestrationId) => {
    if (orchestrationId) process.env['ACTIONS_ORCHESTRATION_ID'] = orchestrationId
    const ours = getOctokit('secret', options, marker)
    const theirs = actionsGetOctokit('secret', options, marker)
    const defaults = (o: typeof ours): unknown => {
      const { baseUrl, headers } = o.request.endpoint.DEFAULTS
      return { baseUrl, headers }
    }
    expect(defaults(ours)).toEqual(defaults(theirs))
    expect(await ours.auth()).toEqual(await theirs.auth())
    expect(typeof ours.rest.pulls.create).toBe('function')
    expect(typeof ours.paginate).toBe('function')
    expect((ours as unknown as { marked?: boolean }).marked).toBe(true)
    expect((theirs as unknown as { marked?: boolean }).marked).toBe(true)
  })

  it('refuses a missing or doubled credential as @actions/github does', () => {
    expect(() => getOctokit('')).toThrow('Parameter token or opts.auth is required')
    expect(() => getOctokit('t', { auth: 'u' })).toThrow('Parameters token and opts.auth may not both be specified')
  })

  it('sends requests through Node’s fetch when no proxy is configured', async () => {
    const seen: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      seen.push(url)
      return new Response('{"full_name":"acme/config"}', { headers: { 'content-type': 'application/json' } })
    })
    const octokit = getOctokit('secret', { baseUrl: 'https://ghes.example/api/v3' })
    const { data } = await octokit.rest.repos.get({ owner: 'acme', repo: 'config' })
    expect(data.full_name).toBe('acme/config')
    expect(seen).toEqual(['https://ghes.example/api/v3/repos/acme/config'])
  })

  it('leaves Node’s fetch alone when a proxy is configured', async () => {
    process.env['https_proxy'] = 'http://127.0.0.1:9'
    const global = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', global)
    const octokit = getOctokit('secret', { baseUrl: 'https://ghes.example/api/v3' })
    await expect(octokit.rest.repos.get({ owner: 'acme', repo: 'config' })).rejects.toThrow()
    expect(global).not.toHaveBeenCalled()
  })
})
