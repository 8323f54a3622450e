import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HELP, run } from '../../../src/gate/cli.js'
import { main } from '../../../src/cli-main.js'
import { createCorpusRepo, type CorpusRepo } from '../../corpus/gate/git-repo.js'
import { BASE, BUMPED, D, MS_PATH, REPO, microservice } from '../../corpus/gate/manifests.js'
import { captureIO } from '../../helpers/cli-io.js'

let repo: CorpusRepo
let base: string
let good: string
let bad: string
let unrelated: string

beforeAll(async () => {
  repo = await createCorpusRepo()
  base = await repo.commit({ [MS_PATH]: BASE }, 'main')
  good = await repo.commit({ [MS_PATH]: BUMPED }, 'release', base)
  bad = await repo.commit(
    { [MS_PATH]: microservice({ image: `${REPO}:9.9.9@${D.c}`, specExtra: '  replicas: 3' }) },
    'bad',
    base
  )
  unrelated = await repo.commit({ 'x.yaml': 'a: 1\n' }, 'orphan')
})
afterAll(() => repo.remove())

async function gate(args: string[]) {
  const io = captureIO({ PATH: process.env['PATH'] }, repo.dir)
  const code = await main(['gate', ...args], io)
  return { code, stdout: io.out, stderr: io.err }
}

describe('gitops-release gate', () => {
  it('exits 0 and names the change on accept', async () => {
    const r = await gate(['--base', 'main', '--head', 'release'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('gate: accept (1 file, 1 image change,')
    expect(r.stdout).toContain(
      `${MS_PATH}:8 Microservice todo/todo-api: ${REPO}:1.4.2@${D.a} -> ${REPO}:1.4.2@${D.b} [ok]`
    )
  })

  it('exits 1 on reject with one line per reason', async () => {
    const r = await gate(['--repo', repo.dir, '--base', base, '--head', bad])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(`${MS_PATH}:10 outside-image:`)
  })

  it('prints the verdict object with --json', async () => {
    const r = await gate(['--base', 'main', '--head', 'bad', '--allow-tag-change', '--json'])
    const json = JSON.parse(r.stdout) as {
      verdict: string
      base: string
      head: string
      files: { path: string; reasons: { code: string; line: number }[] }[]
    }
    expect(json).toMatchObject({ verdict: 'reject', base, head: bad })
    expect(json.files).toEqual([
      expect.objectContaining({
        path: MS_PATH,
        status: 'modified',
        verdict: 'reject',
        reasons: [expect.objectContaining({ code: 'outside-image', line: 10 })]
      })
    ])
  })

  it('judges from the merge base, as a PR does', async () => {
    const moved = await repo.commit({ [MS_PATH]: BASE, 'other.yaml': 'a: 1\n' }, 'main-moved', base)
    const r = await gate(['--base', moved, '--head', good, '--json'])
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'accept', base })
  })

  it.each([
    [['--head', 'release'], '--base is required'],
    [['--base', 'main'], '--head is required'],
    [['--base', 'nope', '--head', 'release'], '--base "nope" is not a commit'],
    [['--base=--all', '--head', 'release'], 'must name a commit'],
    [['--base', 'main', '--head', 'orphan'], 'have no common ancestor'],
    [['--base', 'main', '--head', 'release', '--max-files', '0'], '--max-files must be a positive whole number'],
    [['--base', 'main', '--head', 'release', '--kind', ''], '--kind must not be empty'],
    [['--base', 'main', '--head', 'release', '--repo', '/'], 'is not a git repository'],
    [['--base', 'main', '--head', 'release', '--bogus'], "Unknown option '--bogus'"]
  ])('exits 2 for %j', async (args, message) => {
    const r = await gate(args)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(message)
    expect(r.stdout).toBe('')
  })

  it('refuses a --policy that does not exist at the base commit, naming it (exit 1)', async () => {
    const r = await gate(['--base', 'main', '--head', 'release', '--policy', 'nope.yaml'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      'policy-missing: --policy names "nope.yaml", which does not exist at the base commit. Add it on the base branch, name the file that is there, or remove --policy to gate without a policy.'
    )
  })

  it('notes a policy beside the default path that is not read, and gates without one', async () => {
    const near = await repo.commit({ [MS_PATH]: BASE, '.github/gitops-release.yml': 'releases: []\n' }, 'near')
    const head = await repo.commit(
      { [MS_PATH]: BUMPED, '.github/gitops-release.yml': 'releases: []\n' },
      'near-release',
      near
    )
    const r = await gate(['--base', near, '--head', head])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      '  note: No release policy at ".github/gitops-release.yaml", where the gate looks, so none was applied; ".github/gitops-release.yml" looks like a release policy and is not read: rename it to ".github/gitops-release.yaml", or name it in --policy.'
    )
  })

  it('prints help', async () => {
    const r = await gate(['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(HELP)
    expect(unrelated).toMatch(/^[0-9a-f]{40}$/)
  })

  it('is the same command when called directly', async () => {
    const io = captureIO(process.env, repo.dir)
    const code = await run(['--base', 'main', '--head', 'release', '--json'], io)
    expect(code).toBe(0)
    expect(JSON.parse(io.out).verdict).toBe('accept')
  })
})

describe('gitops-release gate on the image fields of issue 25', () => {
  const A = `sha256:${'a'.repeat(64)}`
  const B = `sha256:${'b'.repeat(64)}`
  const deployment = (image: string): string =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${image}\n`
  // A kustomization whose entry renders a container of its own resource (issue 33: an entry that
  // matches nothing renders nowhere); `env/prod/images.yaml` is no file kustomize builds.
  const kustomization = (extra = ''): string =>
    `images:\n  - name: ghcr.io/acme/api\n    newTag: "2.0"\n${extra}resources:\n  - deployment.yaml\n`
  const images = (extra = ''): string => `images:\n  - name: ghcr.io/acme/api\n    newTag: "2.0"\n${extra}`
  const values = (digest: string): string =>
    `image:\n  repository: ghcr.io/acme/worker\n  tag: "3.0"\n  digest: "${digest}"\n`
  const policy =
    'releases:\n  - paths: ["env/*/images.yaml"]\n    images: ["ghcr.io/acme/api"]\n    format: kustomization\n  - paths: ["**"]\n    images: ["ghcr.io/acme/web", "ghcr.io/acme/api", "ghcr.io/acme/worker"]\n'
  let fields: CorpusRepo
  const before = {
    '.github/gitops-release.yaml': policy,
    'apps/web/deployment.yaml': deployment(`ghcr.io/acme/web:1.0@${A}`),
    'apps/api/kustomization.yaml': kustomization(),
    'apps/api/deployment.yaml': deployment('ghcr.io/acme/api:1.0').replace(/web/g, 'api'),
    'env/prod/images.yaml': images(),
    'charts/worker/values.yaml': values('')
  }
  beforeAll(async () => {
    fields = await createCorpusRepo()
    const root = await fields.commit(before, 'main')
    await fields.commit(
      {
        ...before,
        'apps/web/deployment.yaml': deployment(`ghcr.io/acme/web:1.0@${B}`),
        'apps/api/kustomization.yaml': kustomization(`    digest: ${B}\n`),
        'env/prod/images.yaml': images(`    digest: ${B}\n`),
        'charts/worker/values.yaml': values(B)
      },
      'release',
      root
    )
    await fields.commit(
      { ...before, 'apps/api/kustomization.yaml': kustomization(`    newName: ghcr.io/evil/api\n    digest: ${B}\n`) },
      'moved',
      root
    )
  })
  afterAll(() => fields.remove())

  const gateIn = async (args: string[]) => {
    const io = captureIO({ PATH: process.env['PATH'] }, fields.dir)
    const code = await main(['gate', ...args], io)
    return { code, stdout: io.out }
  }

  it('accepts a container, a kustomize digest line, a Helm digest and a file the policy names the format of', async () => {
    const r = await gateIn(['--base', 'main', '--head', 'release', '--json'])
    const json = JSON.parse(r.stdout) as {
      verdict: string
      changes: { file: string; field: string; format: string; after: string }[]
    }
    expect(json.verdict, r.stdout).toBe('accept')
    expect(r.code).toBe(0)
    expect(json.changes.map((c) => [c.file, c.format, c.field, c.after]).sort()).toEqual([
      [
        'apps/api/kustomization.yaml',
        'kustomization',
        'images[name=ghcr.io/acme/api].digest',
        `ghcr.io/acme/api:2.0@${B}`
      ],
      ['apps/web/deployment.yaml', 'manifest', 'containers[name=web].image', `ghcr.io/acme/web:1.0@${B}`],
      ['charts/worker/values.yaml', 'helm-values', 'image.digest', `ghcr.io/acme/worker:3.0@${B}`],
      ['env/prod/images.yaml', 'kustomization', 'images[name=ghcr.io/acme/api].digest', `ghcr.io/acme/api:2.0@${B}`]
    ])
    const text = await gateIn(['--base', 'main', '--head', 'release'])
    expect(text.stdout).toContain(
      `Deployment web containers[name=web].image: ghcr.io/acme/web:1.0@${A} -> ghcr.io/acme/web:1.0@${B} [ok]`
    ) // What kustomize renders of the kustomization's pin (issue 33), worked out or rendered.
    const off = await gateIn(['--base', 'main', '--head', 'release', '--render', 'off'])
    expect(off.stdout).toContain('kustomize: worked out with its rules; not rendered: render is off')
    expect(off.stdout).toContain(
      `apps/api/kustomization.yaml Deployment api api: ghcr.io/acme/api:2.0 -> ghcr.io/acme/api:2.0@${B}`
    )
  })

  it('refuses a kustomize entry moved to another repository', async () => {
    const r = await gateIn(['--base', 'main', '--head', 'moved'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('apps/api/kustomization.yaml:4 outside-image:')
  })
})
