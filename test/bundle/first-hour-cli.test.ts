/**
 * The bad inputs of a new user's first hour (issue 36), through the shipped CLI as a shell runs
 * it: each names the flag and the fix, exits non-zero, and writes nothing; and the layouts that
 * needed a made-up kind now work with none.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledCli } from '../../standins/action-process.js'
import { unusedPort } from '../helpers/ports.js'

const D1 = `sha256:${'1'.repeat(64)}`
const D2 = `sha256:${'2'.repeat(64)}`
const WEB = 'ghcr.io/acme/web'
const REF = `${WEB}:1.1@${D2}`
const DEPLOYMENT = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${WEB}:1.0@${D1}\n`
const CRONJOB = `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: web-migrate\nspec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers:\n            - name: migrate\n              image: ${WEB}:1.0@${D1}\n`

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'first-hour-cli-'))
  // The user's config repo, as git marks its work tree.
  await mkdir(join(dir, 'repo/.git'), { recursive: true })
  await mkdir(join(dir, 'repo/apps'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const repo = (file = ''): string => join(dir, 'repo', file)
const cli = (args: string[], env: Record<string, string> = {}): ReturnType<typeof runBundledCli> =>
  runBundledCli(args, { cwd: repo(), env })

/** Runs bump on a file holding `text`, and what the file holds afterwards. */
async function bump(text: string, ...args: string[]): Promise<{ exitCode: number; stderr: string; after: string }> {
  await writeFile(repo('apps/web.yaml'), text)
  const run = await cli(['bump', '--file', 'apps/web.yaml', ...args])
  return { ...run, after: await readFile(repo('apps/web.yaml'), 'utf8') }
}

describe('the target comes from the file', () => {
  it('pins a Deployment with no --kind or --api-group, and with --kind alone', async () => {
    for (const kind of [[], ['--kind', 'Deployment']]) {
      const run = await bump(DEPLOYMENT, '--image', REF, ...kind)
      expect(run.exitCode, run.stderr).toBe(0)
      expect(run.after).toBe(DEPLOYMENT.replace(`${WEB}:1.0@${D1}`, REF))
    }
  })

  it.each([
    [
      'two resources holding the image',
      `${DEPLOYMENT}---\n${CRONJOB}`,
      [],
      /2 resources hold an image of ghcr\.io\/acme\/web, so the file does not say which to release: Deployment "web" \(apps\/v1\) at line 1 \(--kind Deployment, --api-group apps\); CronJob "web-migrate" \(batch\/v1\) at line 12 \(--kind CronJob, --api-group batch\)/
    ],
    [
      'an apiVersion for --api-group',
      DEPLOYMENT,
      ['--api-group', 'apps/v1'],
      /--api-group is "apps\/v1", an apiVersion: .*Drop the version: --api-group apps\./
    ],
    ['a kind in the wrong case', DEPLOYMENT, ['--kind', 'deployment'], /kinds are compared exactly: --kind Deployment/],
    [
      'the seeds’ kind for a Deployment',
      DEPLOYMENT,
      ['--kind', 'Microservice', '--api-group', 'platform.example.io'],
      /no document matches Microservice \(platform\.example\.io\); .*set kind and api-group to the resource to release \(such as --kind Deployment, --api-group apps\), or leave both out/
    ]
  ])('refuses %s, naming the flags that fix it, and writes nothing', async (_, text, args, message) => {
    const run = await bump(text, '--image', REF, ...args)
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(message)
    expect(run.after).toBe(text)
  })
})

describe('flags', () => {
  it.each([
    [['--image', REF, '--image', `${WEB}:1.2@${D2}`], /--image is given twice \(".*", then ".*"\): give it once\./],
    [['--imagee', REF], /Unknown option '--imagee': did you mean --image\?/]
  ])('refuses %j and writes nothing', async (args, message) => {
    const run = await bump(DEPLOYMENT, ...args)
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(message)
    expect(run.after).toBe(DEPLOYMENT)
  })

  it.each([
    [['--timeout', '-1'], '--timeout must be a duration such as 90s, 15m or 1h30m, got "-1".'],
    [['--timeout', '999999999h'], '--timeout must be at most 168h (7 days), got "999999999h".']
  ])('wait refuses %j with the setting’s own message', async (args, message) => {
    const run = await cli(
      [
        'wait',
        '--argocd-server',
        'https://argocd.example',
        '--argocd-app',
        'web',
        '--resource',
        'apps:Deployment:web/web',
        '--image',
        WEB,
        ...args
      ],
      { ARGOCD_AUTH_TOKEN: 'a.b.c' }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toBe(`gitops-release wait: ${message}\n`)
  })

  it('gate refuses --max-files -1 with the range, and warns about --paths "" and a missing --trusted-root', async () => {
    const negative = await cli(['gate', '--base', 'HEAD', '--head', 'HEAD', '--max-files', '-1'])
    expect(negative.exitCode).toBe(2)
    expect(negative.stderr).toBe('gitops-release gate: --max-files must be a positive whole number, got "-1".\n')
    // Not a git repository here (only its marker): the warnings come first, from the flags alone.
    const warned = await cli(['gate', '--base', 'HEAD', '--head', 'HEAD', '--paths', '', '--trusted-root', 'nope.json'])
    expect(warned.stderr).toContain(
      'gitops-release gate: warning: --paths "" names nothing, so it counts as not given.'
    )
    expect(warned.stderr).toMatch(
      /gitops-release gate: warning: --trusted-root "nope\.json" does not exist \(looked for .*nope\.json\); give a Sigstore trusted root file/
    )
  })
})

describe('symlinks and pins', () => {
  it('refuses a symlink out of the repository, naming it and where it leads, and writes nothing', async () => {
    await writeFile(join(dir, 'outside.yaml'), DEPLOYMENT)
    await symlink(join(dir, 'outside.yaml'), repo('apps/link.yaml'))
    await symlink('/etc/hostname', repo('apps/host.yaml'))
    for (const [file, to] of [
      ['apps/link.yaml', join(dir, 'outside.yaml')],
      ['apps/host.yaml', '/etc/hostname']
    ] as const) {
      const run = await cli(['bump', '--file', file, '--image', REF])
      expect(run.exitCode).toBe(2)
      expect(run.stderr).toContain(`--file: "${file}" is a symlink to ${to}, outside the repository`)
    }
    expect(await readFile(join(dir, 'outside.yaml'), 'utf8')).toBe(DEPLOYMENT)
  })

  it('refuses --field on the tag beside a digest key, naming the key, where it answered unchanged', async () => {
    const values = `prometheusOperator:\n  image:\n    registry: quay.io\n    repository: prometheus-operator/prometheus-operator\n    tag: v0.34.0\n    sha: ""\n`
    await writeFile(repo('values.yaml'), values)
    const image = `quay.io/prometheus-operator/prometheus-operator:v0.34.0@${D2}`
    const run = await cli([
      'bump',
      '--file',
      'values.yaml',
      '--image',
      image,
      '--field',
      'prometheusOperator.image.tag'
    ])
    expect(run.exitCode).toBe(2)
    expect(run.stdout).not.toMatch(/unchanged/)
    expect(run.stderr).toMatch(
      /prometheusOperator\.image\.tag \(line 5\) is the tag beside prometheusOperator\.image\.sha, .*release without field/
    )
    expect(await readFile(repo('values.yaml'), 'utf8')).toBe(values)
  })
})

describe('an address nobody answers at', () => {
  it('wait says Argo CD cannot be reached at the address, names argocd-server, and exits 2 within seconds', async () => {
    const url = `http://127.0.0.1:${await unusedPort()}`
    const run = await cli(
      [
        'wait',
        '--argocd-server',
        url,
        '--argocd-app',
        'web',
        '--resource',
        'apps:Deployment:web/web',
        '--image',
        WEB,
        '--timeout',
        '15m'
      ],
      { ARGOCD_AUTH_TOKEN: 'a.b.c' }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      new RegExp(
        `cannot reach Argo CD at ${url.replace(/\./g, '\\.')}: connection refused .*Check 'argocd-server' \\(or ARGOCD_SERVER\\)`
      )
    )
    // A few quick attempts, not the 15 minutes --timeout allows (the test's own timeout is 30 s).
    expect(run.stderr).not.toMatch(/sync policy/)
  })

  it('wait with --status-context names GITHUB_API_URL and the address, and exits 2', async () => {
    const run = await cli(
      ['wait', '--status-context', 'continuous-delivery/web', '--revision', 'a'.repeat(40), '--timeout', '15m'],
      { GITHUB_TOKEN: 'ghp_x', GITHUB_REPOSITORY: 'acme/config', GITHUB_API_URL: 'http://127.0.0.1:1' }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /cannot reach GitHub's API at http:\/\/127\.0\.0\.1:1 \(GITHUB_API_URL\): fetch never connects to that port \(bad port\); check GITHUB_API_URL/
    )
    expect(run.stderr).not.toMatch(/\b500\b|nothing was reported/)
  })
})
