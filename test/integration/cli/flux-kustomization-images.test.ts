/**
 * A Flux Kustomization's spec.images through the CLI, as a config repo's author runs them: bump
 * pins the entry of the release's repository in test/fixtures/flux-layouts' real-looking
 * clusters file, and gate follows the entries into the kustomization at spec.path: it accepts
 * that commit, and refuses the same bump where the overlay on the base branch renames the image
 * away first (the pin would render nowhere).
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { createCorpusRepo, type CorpusRepo } from '../../corpus/gate/git-repo.js'
import { captureIO } from '../../helpers/cli-io.js'
import { deployment } from '../../helpers/kustomize-scenarios.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const FILE = 'clusters/production/apps.yaml'
const TEXT = readFileSync(new URL('../../fixtures/flux-layouts/flux-kustomization-apps.yaml', import.meta.url), 'utf8')
const PODINFO = 'ghcr.io/stefanprodan/podinfo'
const OVERLAY = 'apps/production/kustomization.yaml'
const tree = (images = ''): Record<string, string> => ({
  [FILE]: TEXT,
  'apps/production/deployment.yaml': deployment('podinfo', [`${PODINFO}:6.7.0`]),
  [OVERLAY]: `resources:\n  - deployment.yaml\n${images}`
})

let cwd: string
let repo: CorpusRepo
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'flux-kustomization-'))
  repo = await createCorpusRepo()
})
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true })
  await repo.remove()
})

async function gate(base: string, head: string): Promise<{ code: number; out: string }> {
  const io = captureIO({ PATH: process.env['PATH'] }, repo.dir)
  const code = await main(['gate', '--base', base, '--head', head], io)
  return { code, out: io.out }
}

describe("bump and gate on a Flux Kustomization's spec.images", () => {
  it('pins the entry by digest, and the gate follows it into spec.path and accepts it', async () => {
    await mkdir(join(cwd, 'clusters/production'), { recursive: true })
    await writeFile(join(cwd, FILE), TEXT)
    const io = captureIO({}, cwd)
    const code = await main(['bump', '--file', FILE, '--image', `${PODINFO}:6.7.1@${DIGEST_B}`], io)
    expect(code, io.err).toBe(0)
    const after = await readFile(join(cwd, FILE), 'utf8')
    expect(after).toBe(TEXT.replace(DIGEST_A, DIGEST_B))

    const base = await repo.commit(tree(), 'main')
    await repo.commit({ ...tree(), [FILE]: after }, 'release', base)
    const accepted = await gate('main', 'release')
    expect(accepted.code, accepted.out).toBe(0)
    expect(accepted.out).toContain(OVERLAY)
    expect(accepted.out).toContain(`${PODINFO}:6.7.1@${DIGEST_A} -> ${PODINFO}:6.7.1@${DIGEST_B}`)

    const renaming = tree('images:\n  - name: ghcr.io/stefanprodan/podinf.\n    newName: evil.example/podinfo\n')
    const renamed = await repo.commit(renaming, 'renamed-main')
    await repo.commit({ ...renaming, [FILE]: after }, 'renamed-release', renamed)
    const refused = await gate('renamed-main', 'renamed-release')
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/rendered-effect: .*renders nowhere/)
  })

  it('refuses to write a number-like newTag, with nothing written', async () => {
    await writeFile(join(cwd, FILE), TEXT.replace('newTag: "7.4"', 'newTag: 7.4'))
    const io = captureIO({}, cwd)
    const code = await main(
      ['bump', '--file', FILE, '--image', `public.ecr.aws/docker/library/redis:7.4@${DIGEST_B}`],
      io
    )
    expect(code).toBe(2)
    expect(io.err).toMatch(/newTag "7\.4" as no string and refuses the object; quote it/)
    expect(await readFile(join(cwd, FILE), 'utf8')).toBe(TEXT.replace('newTag: "7.4"', 'newTag: 7.4'))
  })
})
