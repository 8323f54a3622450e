/**
 * bump never writes through a symlink that leads out of the repository (the git work tree the
 * file is in): the link is named with where it leads, and nothing is written anywhere. A link
 * inside the repository is followed, as before.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO } from '../../helpers/cli-io.js'

const D1 = `sha256:${'1'.repeat(64)}`
const D2 = `sha256:${'2'.repeat(64)}`
const MANIFEST = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ghcr.io/acme/web:1.0@${D1}\n`

let dir: string
let repo: string
let outside: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bump-links-'))
  repo = path.join(dir, 'config')
  outside = path.join(dir, 'elsewhere')
  // A work tree as git marks one; no git runs here.
  await mkdir(path.join(repo, '.git'), { recursive: true })
  await mkdir(path.join(repo, 'apps'))
  await mkdir(outside)
  await writeFile(path.join(outside, 'web.yaml'), MANIFEST)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function bump(file: string): Promise<{ code: number; err: string }> {
  const io = captureIO({}, repo)
  const code = await main(['bump', '--file', file, '--image', `ghcr.io/acme/web:1.1@${D2}`], io)
  return { code, err: io.err }
}

describe('bump and symlinks', () => {
  it('refuses a symlink to a file outside the repository, naming it and where it leads', async () => {
    await symlink(path.join(outside, 'web.yaml'), path.join(repo, 'apps/web.yaml'))
    const { code, err } = await bump('apps/web.yaml')
    expect(code).toBe(2)
    expect(err).toBe(
      `gitops-release bump: --file: "apps/web.yaml" is a symlink to ${path.join(outside, 'web.yaml')}, outside the repository (${repo}); nothing was written. Name a file of the repository itself.\n`
    )
    expect(await readFile(path.join(outside, 'web.yaml'), 'utf8')).toBe(MANIFEST)
  })

  it('says symlink for a link to a system file, before reading it', async () => {
    await symlink('/etc/hostname', path.join(repo, 'apps/host.yaml'))
    const { code, err } = await bump('apps/host.yaml')
    expect(code).toBe(2)
    expect(err).toMatch(/"apps\/host\.yaml" is a symlink to \/etc\/hostname, outside the repository/)
  })

  it('refuses a path through a symlinked folder that leads out', async () => {
    await symlink(outside, path.join(repo, 'linked'))
    const { code, err } = await bump('linked/web.yaml')
    expect(code).toBe(2)
    expect(err).toMatch(/"linked\/web\.yaml" leads through the symlink "linked" to .*elsewhere\/web\.yaml, outside/)
    expect(await readFile(path.join(outside, 'web.yaml'), 'utf8')).toBe(MANIFEST)
  })

  it('follows a symlink inside the repository, editing the file it names', async () => {
    await writeFile(path.join(repo, 'apps/real.yaml'), MANIFEST)
    await symlink('real.yaml', path.join(repo, 'apps/web.yaml'))
    const { code, err } = await bump('apps/web.yaml')
    expect(code, err).toBe(0)
    expect(await readFile(path.join(repo, 'apps/real.yaml'), 'utf8')).toContain(`web:1.1@${D2}`)
  })
})
