/**
 * `command: gate` with a release policy, run from dist/ as a runner runs it, against the GitHub
 * stand-in serving real artifact attestations from ../shared/provenance. Each PR bumps one
 * manifest to a digest a fixture's attestation names (or not), under a policy entry of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { digest, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { REPO, openPull, pullEvent, seedConfigRepo } from '../integration/gate/setup.js'
import {
  bundle,
  FIXTURE,
  NO_FIXTURES,
  REUSABLE,
  ROOT_FILE,
  SKIP_REASON,
  TAMPERED_DIGEST
} from '../helpers/provenance-fixtures.js'

const POLICY = '.github/gitops-release.yaml'
const OLD = digest('a1')
const UNATTESTED = digest('c3')
const BROKEN = digest('d4')
const BUILDER = 'malancas/attest-demo'
const SIGNER = 'github/artifact-attestations-workflows/.github/workflows/attest.yml'

const manifest = (app: string, image: string): string => microservice(`${image}@${OLD}`, { name: app })
const path = (app: string): string => `apps/${app}/dev/microservice.yaml`
const APPS: Record<string, string> = {
  'todo-api': 'ghcr.io/acme/todo-api',
  signer: 'ghcr.io/acme/signer',
  source: 'ghcr.io/acme/source',
  legacy: 'ghcr.io/acme/legacy'
}

const provenance = (repository: string, signer: string): string[] => [
  '    provenance:',
  `      repository: ${repository}`,
  `      signer-workflow: ${signer}`,
  '      ref: refs/heads/*'
]
const BASE_POLICY = [
  'releases:',
  '  - paths: ["apps/todo-api/**"]',
  '    images: ["ghcr.io/acme/todo-api"]',
  ...provenance(BUILDER, SIGNER),
  '  - paths: ["apps/signer/**"]',
  '    images: ["ghcr.io/acme/signer"]',
  ...provenance(BUILDER, `${BUILDER}/.github/workflows/shared.yml`),
  '  - paths: ["apps/source/**"]',
  '    images: ["ghcr.io/acme/source"]',
  ...provenance('acme/source', SIGNER),
  '  - paths: ["apps/legacy/**"]',
  '    images: ["ghcr.io/acme/renamed"]',
  ''
].join('\n')

let github: GitHubStandIn
beforeAll(async () => {
  if (NO_FIXTURES) return
  github = await startGitHubStandIn()
  await seedConfigRepo(github, {
    ...Object.fromEntries(Object.entries(APPS).map(([app, image]) => [path(app), manifest(app, image)])),
    'other/dev/microservice.yaml': manifest('other', 'ghcr.io/acme/other'),
    [POLICY]: BASE_POLICY
  })
  for (const repo of [BUILDER, 'acme/source']) await github.createRepo(repo)
  const real = bundle(FIXTURE.reusable)
  // Listed as GitHub's newer API versions list it: only a bundle_url to a snappy-compressed copy.
  github.addAttestation(BUILDER, REUSABLE.digest, real, { viaUrl: true })
  // An attestation from the builder, listed by another repository: the certificate still says who built it.
  github.addAttestation('acme/source', REUSABLE.digest, real)
  github.addAttestation(BUILDER, TAMPERED_DIGEST, bundle(FIXTURE.tampered))
  github.addAttestation(BUILDER, BROKEN, bundle(FIXTURE.invalidSignature), {
    predicateType: 'https://slsa.dev/provenance/v1'
  })
})
afterAll(() => github?.close())

/** Opens a release PR that bumps `app` to `to` (plus `extra` files) and gates it from dist/. */
async function gate(app: string, to: string, extra: Record<string, string> = {}) {
  const image = APPS[app] ?? 'ghcr.io/acme/other'
  const file = APPS[app] ? path(app) : 'other/dev/microservice.yaml'
  const pull = await openPull(github, `gitops-release/${app}-${to.slice(7, 15)}`, {
    [file]: microservice(`${image}@${to}`, { name: app }),
    ...extra
  })
  const run = await runBundledAction(
    {
      command: 'gate',
      token: WRITE_TOKEN,
      'config-repo': REPO,
      'github-api-url': github.url,
      'trusted-root': ROOT_FILE
    },
    { event: pullEvent(pull), env: { GITHUB_REPOSITORY: REPO } }
  )
  const head = (pull.payload['head'] as { sha: string }).sha
  const reasons = JSON.parse(run.outputs['reasons'] ?? '[]') as { code: string; message: string }[]
  return {
    run,
    codes: reasons.map((r) => r.code),
    reasons,
    comment: github.comments(REPO, pull.number)[0]?.body ?? '',
    check: github.checkRuns(REPO, head)[0]
  }
}

describe.skipIf(NO_FIXTURES)(
  `dist/index.js command=gate with a release policy ${NO_FIXTURES ? SKIP_REASON : ''}`,
  () => {
    it('accepts a digest built by the reusable signer workflow (bundle from bundle_url), and shows who built it', async () => {
      const { run, codes, comment, check } = await gate('todo-api', REUSABLE.digest)
      expect(codes).toEqual([])
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['verdict']).toBe('accept')
      expect(check).toMatchObject({ conclusion: 'success' })
      expect(comment).toContain('✅&nbsp;verified')
      expect(run.summary).toContain('✅&nbsp;verified')
      expect(run.stdout).toContain(`provenance verified: https://github.com/${SIGNER}@`)
      for (const shown of [
        REUSABLE.commit,
        'refs/heads/main',
        `[run](${REUSABLE.run})`,
        'artifact-attestations-workflows'
      ])
        expect(comment).toContain(shown)
    })

    it.each([
      ['an edited subject', 'todo-api', TAMPERED_DIGEST, 'tampered-statement'],
      ['a corrupted signature', 'todo-api', BROKEN, 'bad-signature'],
      ['another signer workflow', 'signer', REUSABLE.digest, 'wrong-signer'],
      ['another source repository', 'source', REUSABLE.digest, 'wrong-repository'],
      ['a digest with no attestation', 'todo-api', UNATTESTED, 'no-attestation'],
      ['an image outside the entry’s images', 'legacy', REUSABLE.digest, 'image-not-allowed'],
      ['a path under no entry', 'other', REUSABLE.digest, 'no-release-entry']
    ])('rejects %s, in the outputs, the check run and the sticky comment', async (_what, app, to, code) => {
      const { run, codes, comment, check } = await gate(app, to)
      expect(run.exitCode).toBe(1)
      expect(codes).toEqual([code])
      expect(check).toMatchObject({ conclusion: 'failure' })
      expect(check!.annotations.map((a) => a.title)).toEqual([code])
      expect(comment).toContain(`<code>${code}</code>`)
    })

    it('names the policy file when a path falls under no entry', async () => {
      const { reasons } = await gate('other', UNATTESTED)
      expect(reasons[0]!.message).toContain(POLICY)
    })

    it('judges by the base commit’s policy when the PR changes the policy too', async () => {
      const loosened = BASE_POLICY.replace(/ {4}provenance:\n(?: {6}.*\n)+/g, '')
      expect(loosened).not.toContain('provenance')
      const { codes } = await gate('todo-api', digest('e5'), { [POLICY]: loosened })
      expect(codes).toContain('no-attestation')
      expect(codes).toContain('path-not-allowed')
    })
  }
)
