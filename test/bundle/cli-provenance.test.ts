/**
 * `gitops-release gate` (dist/cli.js) with a release policy in the local repository: the same
 * provenance checks as the action when a token for the API is in the environment, and a plain
 * note that they were skipped when there is none (then the Sigstore code is never loaded).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledCli } from '../../standins/action-process.js'
import { digest, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, READ_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { createCorpusRepo, type CorpusRepo } from '../corpus/gate/git-repo.js'
import { bundle, FIXTURE, NO_FIXTURES, REUSABLE, ROOT_FILE, SKIP_REASON } from '../helpers/provenance-fixtures.js'

const MS = 'apps/todo-api/dev/microservice.yaml'
const IMAGE = 'ghcr.io/acme/todo-api'
const POLICY = [
  'releases:',
  '  - paths: ["apps/todo-api/**"]',
  `    images: ["${IMAGE}"]`,
  '    provenance:',
  '      repository: malancas/attest-demo',
  '      signer-workflow: github/artifact-attestations-workflows/.github/workflows/attest.yml',
  ''
].join('\n')
const TRACE = `--import=${join(import.meta.dirname, '../../standins/module-trace.mjs')}`

let repo: CorpusRepo
let github: GitHubStandIn
beforeAll(async () => {
  if (NO_FIXTURES) return
  repo = await createCorpusRepo()
  const base = await repo.commit(
    { [MS]: microservice(`${IMAGE}@${digest('a1')}`), '.github/gitops-release.yaml': POLICY },
    'main'
  )
  for (const [branch, to] of [
    ['attested', REUSABLE.digest],
    ['unattested', digest('c3')]
  ] as const)
    await repo.commit({ [MS]: microservice(`${IMAGE}@${to}`), '.github/gitops-release.yaml': POLICY }, branch, base)
  github = await startGitHubStandIn()
  await github.createRepo('malancas/attest-demo')
  github.addAttestation('malancas/attest-demo', REUSABLE.digest, bundle(FIXTURE.reusable))
})
afterAll(async () => {
  await github?.close()
  await repo?.remove()
})

const gate = (head: string, env: Record<string, string> = {}) =>
  runBundledCli(['gate', '--base', 'main', '--head', head, '--trusted-root', ROOT_FILE], { cwd: repo.dir, env })
const withToken = (): Record<string, string> => ({ GITHUB_TOKEN: READ_TOKEN, GITHUB_API_URL: github.url })

describe.skipIf(NO_FIXTURES)(`gitops-release gate with a release policy ${NO_FIXTURES ? SKIP_REASON : ''}`, () => {
  it('verifies the attestation with a token, and says who built the digest', async () => {
    const run = await gate('attested', withToken())
    expect(run.exitCode, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toContain('release policy: .github/gitops-release.yaml (from the base commit)')
    expect(run.stdout).toContain(`provenance verified: https://github.com/github/artifact-attestations-workflows`)
    expect(run.stdout).toContain(REUSABLE.commit)
  })

  it('rejects a digest without an attestation with a token (exit 1)', async () => {
    const run = await gate('unattested', withToken())
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(/no-attestation: .*has no provenance attestation/)
  })

  it('skips the provenance checks without a token, says so, and never loads the Sigstore code', async () => {
    const trace = join(repo.dir, 'modules.txt')
    const run = await gate('unattested', { MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE })
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.stdout).toContain('provenance not checked: no GITHUB_TOKEN or GH_TOKEN')
    expect(run.stdout).toContain('note: Provenance not checked')
    const loaded = (await readFile(trace, 'utf8')).split('\n').filter((u) => u.includes('/dist/'))
    expect(loaded.some((u) => u.endsWith('/dist/cli.js'))).toBe(true)
    const sources = await Promise.all(loaded.map((u) => readFile(new URL(u), 'utf8')))
    for (const source of sources) expect(source).not.toMatch(/node_modules\/@sigstore\/|node_modules\/snappyjs/)
  })
})
