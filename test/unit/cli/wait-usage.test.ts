import { describe, expect, it } from 'vitest'
import { main } from '../../../src/cli/main.js'
import { captureIO } from '../../helpers/cli-io.js'

const io = captureIO

const args = ['--argocd-server', 'http://127.0.0.1:9', '--app', 'guestbook', '--resource', 'apps:Deployment:default/guestbook-ui', '--image', 'nginx:1.27']

describe('gitops-release wait usage', () => {
  it('prints help', async () => {
    const cli = io()
    expect(await main(['wait', '--help'], cli)).toBe(0)
    expect(cli.out).toContain('Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.')
  })

  it.each([
    [[...args], {}, /An Argo CD token is required/],
    [args.slice(2), { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--argocd-server is required \(or set ARGOCD_SERVER\)/],
    [[...args, '--resource', 'Deployment/guestbook'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--resource must be GROUP:KIND:NAMESPACE\/NAME/],
    [[...args, '--timeout', '15m'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--timeout must be a whole number of seconds/],
    [[...args, '--revision', 'HEAD'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--revision must be a full commit SHA/],
    [[...args, '--bogus'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /Unknown option '--bogus'/]
  ])('exits 2 on %j', async (argv, env, message) => {
    const cli = io(env)
    expect(await main(['wait', ...argv], cli)).toBe(2)
    expect(cli.err).toMatch(message)
  })
})
