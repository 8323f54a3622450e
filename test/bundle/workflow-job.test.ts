import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'

const ROOT = resolve(import.meta.dirname, '../..')
const CONFIG_REPO = 'acme/platform-config'
const MANIFEST = 'apps/todo-api/dev/microservice.yaml'

/**
 * The steps of .github/workflows/test-action.yml, run here the way that job runs them: the
 * stand-ins script in the background, then the bundle once per `uses: ./` step, on a push event.
 */
describe('the test-action workflow job, replayed locally', () => {
  let dir: string
  let env: Record<string, string>
  let standins: ReturnType<typeof spawn>

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gitops-release-job-'))
    standins = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/standins.ts', '--github-env', join(dir, 'env'), '--ready', join(dir, 'ready')],
      {
        cwd: ROOT,
        stdio: 'ignore'
      }
    )
    // Up to 50 s: starting tsx and both stand-ins takes a while on a busy machine.
    for (let i = 0; i < 500 && !(await stat(join(dir, 'ready')).catch(() => undefined)); i++)
      await new Promise((r) => setTimeout(r, 100))
    env = Object.fromEntries(
      (await readFile(join(dir, 'env'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string])
    )
  }, 60_000)

  afterAll(async () => {
    if (standins.exitCode === null) {
      const exited = new Promise((r) => standins.once('close', r))
      standins.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  })

  it('open → gate (pr input) → merge → wait Healthy', async () => {
    const github = {
      token: env['STANDIN_GITHUB_TOKEN']!,
      'github-api-url': env['STANDIN_GITHUB_URL']!,
      'config-repo': CONFIG_REPO
    }
    const push = { event: { name: 'push', payload: {} } }
    const open = await runBundledAction(
      { ...github, command: 'open', manifest: MANIFEST, image: `ghcr.io/acme/todo-api:1.5.0@sha256:${'2'.repeat(64)}` },
      push
    )
    expect(open.exitCode, open.stdout).toBe(0)
    const pr = open.outputs['pr-number']!

    const gate = await runBundledAction({ ...github, command: 'gate', pr, 'allow-tag-change': 'true' }, push)
    expect(gate.exitCode, gate.stdout).toBe(0)
    expect(gate.outputs['verdict']).toBe('accept')

    const merge = await fetch(`${github['github-api-url']}/repos/${CONFIG_REPO}/pulls/${pr}/merge`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${github.token}` },
      body: JSON.stringify({ merge_method: 'squash' })
    })
    expect(merge.status).toBe(200)

    const wait = await runBundledAction(
      {
        ...github,
        command: 'wait',
        pr,
        manifest: MANIFEST,
        'argocd-server': env['STANDIN_ARGOCD_URL']!,
        'argocd-token': env['STANDIN_ARGOCD_TOKEN']!,
        'argocd-app': 'todo-full-api',
        timeout: '60s'
      },
      push
    )
    expect(wait.exitCode, wait.stdout).toBe(0)
    expect(wait.outputs['health']).toBe('Healthy')
  }, 90_000)
})
