/** The CLI's flags: a repeated flag, a value starting with '-', a list that names nothing. */
import { describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO } from '../../helpers/cli-io.js'

const WAIT = [
  'wait',
  '--argocd-server',
  'https://argocd.example',
  '--argocd-app',
  'web',
  '--resource',
  'apps:Deployment:web/web',
  '--image',
  'ghcr.io/acme/web'
]

async function run(args: string[]): Promise<{ code: number; err: string }> {
  const io = captureIO({ ARGOCD_AUTH_TOKEN: 'a.b.c' })
  const code = await main(args, io)
  return { code, err: io.err }
}

describe('CLI flags', () => {
  it('refuses a flag given twice, naming both values', async () => {
    const { code, err } = await run([...WAIT, '--argocd-app', 'other'])
    expect(code).toBe(2)
    expect(err).toBe('gitops-release wait: --argocd-app is given twice ("web", then "other"): give it once.\n')
  })

  it.each([
    [['--timeout', '-1'], '--timeout must be a duration such as 90s, 15m or 1h30m, got "-1".'],
    [['--timeout', '999999999h'], '--timeout must be at most 168h (7 days), got "999999999h".'],
    [['--timeout', '--insecure'], '--timeout needs a value: --insecure after it is another flag.']
  ])('says what is wrong with %j, not parseArgs’s "ambiguous"', async (extra, message) => {
    const { code, err } = await run([...WAIT, ...extra])
    expect(code).toBe(2)
    expect(err).toBe(`gitops-release wait: ${message}\n`)
  })

  it('refuses a negative count with the range it takes', async () => {
    const { code, err } = await run(['gate', '--base', 'HEAD', '--head', 'HEAD', '--max-files', '-1'])
    expect(code).toBe(2)
    expect(err).toBe('gitops-release gate: --max-files must be a positive whole number, got "-1".\n')
  })
})
