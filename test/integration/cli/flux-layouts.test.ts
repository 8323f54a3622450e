/**
 * The Flux layouts through the CLI, as a config repo's author runs them: bump refuses a field an
 * image policy marker owns (naming the file, line, ImagePolicy and flag, writing nothing), pins it
 * in the marker's shape with --image-policy-markers follow, and gate accepts exactly that commit
 * and rejects one that drops the marker.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { createCorpusRepo, type CorpusRepo } from '../../corpus/gate/git-repo.js'
import { captureIO } from '../../helpers/cli-io.js'
import { DIGEST_B } from '../../../standins/fixtures.js'

const FILE = 'apps/appreg/appreg-api/stg.yaml'
const TEXT = readFileSync(new URL('../../fixtures/flux-layouts/appreg-api-stg.yaml', import.meta.url), 'utf8')
const REF = `hmctsprod.azurecr.io/appreg/api:prod-d6ebb58-20260313105109@${DIGEST_B}`

let cwd: string
let repo: CorpusRepo
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'flux-layouts-'))
  repo = await createCorpusRepo()
})
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true })
  await repo.remove()
})

async function bump(...extra: string[]): Promise<{ code: number; err: string; after: string }> {
  await mkdir(join(cwd, 'apps/appreg/appreg-api'), { recursive: true })
  await writeFile(join(cwd, FILE), TEXT)
  const io = captureIO({}, cwd)
  const code = await main(['bump', '--file', FILE, '--image', REF, ...extra], io)
  return { code, err: io.err, after: await readFile(join(cwd, FILE), 'utf8') }
}

async function gate(base: string, head: string): Promise<{ code: number; out: string }> {
  const io = captureIO({ PATH: process.env['PATH'] }, repo.dir)
  const code = await main(['gate', '--base', base, '--head', head], io)
  return { code, out: io.out }
}

describe('bump and gate on a per-environment HelmRelease patch with an image policy marker', () => {
  it('refuses by default with nothing written, naming the file, line, policy and flag', async () => {
    const { code, err, after } = await bump()
    expect(code).toBe(2)
    expect(after).toBe(TEXT)
    expect(err).toContain(FILE)
    expect(err).toMatch(
      /line 11: spec\.values\.java\.image belongs to Flux ImagePolicy flux-system\/appreg-api .*set --image-policy-markers follow/
    )
  })

  it('refuses an unknown choice of the flag, naming the choices', async () => {
    const { code, err, after } = await bump('--image-policy-markers', 'yes')
    expect([code, after]).toEqual([2, TEXT])
    expect(err).toMatch(/--image-policy-markers must be one of 'refuse', 'follow', got "yes"/)
  })

  it('pins in the marker’s shape with the opt-in, and the gate accepts that commit and refuses a dropped marker', async () => {
    const { code, err, after } = await bump('--image-policy-markers', 'follow')
    expect(code, err).toBe(0)
    expect(after).toBe(TEXT.replace(/:prod-d6ebb58-20260313105109 #/, `:prod-d6ebb58-20260313105109@${DIGEST_B} #`))
    const base = await repo.commit({ [FILE]: TEXT }, 'main')
    await repo.commit({ [FILE]: after }, 'release', base)
    await repo.commit({ [FILE]: after.replace(/ # \{"\$imagepolicy".*\}/, '') }, 'dropped', base)
    const accepted = await gate('main', 'release')
    expect(accepted.code, accepted.out).toBe(0)
    const rejected = await gate('main', 'dropped')
    expect(rejected.code).toBe(1)
    expect(rejected.out).toContain(`${FILE}:11 image-policy-marker:`)
  })
})
