import { describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO } from '../../helpers/cli-io.js'

const io = captureIO

const args = [
  '--argocd-server',
  'http://127.0.0.1:9',
  '--argocd-app',
  'guestbook',
  '--resource',
  'apps:Deployment:default/guestbook-ui',
  '--image',
  'nginx:1.27'
]

/** `args` with one flag's value replaced (a flag given twice is refused). */
const withFlag = (flag: string, value: string): string[] => {
  const at = args.indexOf(flag)
  return [...args.slice(0, at), flag, value, ...args.slice(at + 2)]
}

describe('gitops-release wait usage', () => {
  it('prints help', async () => {
    const cli = io()
    expect(await main(['wait', '--help'], cli)).toBe(0)
    expect(cli.out).toContain(
      'Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.'
    )
  })

  it.each([
    [[...args], {}, /--argocd-token is required \(or set ARGOCD_AUTH_TOKEN\)/],
    [args.slice(2), { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--argocd-server is required \(or set ARGOCD_SERVER\)/],
    [
      withFlag('--resource', 'Deployment/guestbook'),
      { ARGOCD_AUTH_TOKEN: 't.t.t' },
      /--resource must be GROUP:KIND:NAMESPACE\/NAME/
    ],
    [
      [...args, '--timeout', 'soon'],
      { ARGOCD_AUTH_TOKEN: 't.t.t' },
      /--timeout must be a duration such as 90s, 15m or 1h30m/
    ],
    [[...args, '--timeout', '0'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--timeout must be longer than 0/],
    [
      withFlag('--argocd-app', 'Todo_API'),
      { ARGOCD_AUTH_TOKEN: 't.t.t' },
      /--argocd-app must be an Argo CD application name/
    ],
    [
      [...args, '--suspended', 'maybe'],
      { ARGOCD_AUTH_TOKEN: 't.t.t' },
      /--suspended must be one of 'success', 'failure', 'wait'/
    ],
    [[...args, '--revision', 'HEAD'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /--revision must be a full commit SHA/],
    [[...args, '--bogus'], { ARGOCD_AUTH_TOKEN: 't.t.t' }, /Unknown option '--bogus'/]
  ])('exits 2 on %j', async (argv, env, message) => {
    const cli = io(env)
    expect(await main(['wait', ...argv], cli)).toBe(2)
    expect(cli.err).toMatch(message)
  })

  it('takes --timeout 15m as the action takes timeout: 15m (it used to refuse it)', async () => {
    const cli = io({ ARGOCD_AUTH_TOKEN: 't.t.t' })
    // The timeout is read before the policy: failing on --suspended proves --timeout 15m passed.
    expect(await main(['wait', ...args, '--timeout', '15m', '--suspended', 'maybe'], cli)).toBe(2)
    expect(cli.err).not.toMatch(/--timeout/)
    expect(cli.err).toMatch(/--suspended must be one of/)
  })

  it('still takes --app, with a note naming --argocd-app', async () => {
    const cli = io({ ARGOCD_AUTH_TOKEN: 't.t.t' })
    const old = args.map((a) => (a === '--argocd-app' ? '--app' : a))
    expect(await main(['wait', ...old, '--revision', 'HEAD'], cli)).toBe(2)
    expect(cli.err).toMatch(
      /^gitops-release wait: --app is deprecated; use --argocd-app\.\n.*--revision must be a full commit SHA/
    )
  })
})
