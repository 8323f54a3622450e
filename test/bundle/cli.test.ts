import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledCli } from '../../standins/action-process.js'
import { DIGEST_A, DIGEST_B } from '../../standins/fixtures.js'
import { microservice } from '../integration/open/fixtures.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gitops-release-cli-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const NEW = `ghcr.io/acme/todo-api@${DIGEST_B}`

describe('dist/cli.js bump, as a user runs it', () => {
  it('changes the one line and says so, then reports an unchanged rerun', async () => {
    await writeFile(join(dir, 'ms.yaml'), microservice())
    const first = await runBundledCli(['bump', '--file', 'ms.yaml', '--image', NEW], { cwd: dir })
    expect(first.exitCode, first.stderr).toBe(0)
    expect(first.stdout).toMatch(/^changed ms\.yaml: /)
    expect(await readFile(join(dir, 'ms.yaml'), 'utf8')).toBe(microservice(NEW))

    const again = await runBundledCli(['bump', '--file', 'ms.yaml', '--image', NEW], { cwd: dir })
    expect(again.exitCode).toBe(0)
    expect(again.stdout).toMatch(/^unchanged ms\.yaml/)
  })

  it('exits 2 with one line and leaves the file untouched on a bad image', async () => {
    await writeFile(join(dir, 'ms.yaml'), microservice())
    const run = await runBundledCli(['bump', '--file', 'ms.yaml', '--image', 'ghcr.io/acme/todo-api:latest'], {
      cwd: dir
    })
    expect(run.exitCode).toBe(2)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toMatch(/not pinned/)
    expect(await readFile(join(dir, 'ms.yaml'), 'utf8')).toBe(microservice())
  })

  it.each([
    ['bump', ['--file', 'ms.yaml', '--image', NEW]],
    ['promote', ['--from-manifest', 'staging.yaml', '--manifest', 'ms.yaml']]
  ])('loads neither Octokit nor the action runtime for %s', async (command, args) => {
    await writeFile(join(dir, 'ms.yaml'), microservice(`ghcr.io/acme/todo-api@${DIGEST_A}`))
    await writeFile(join(dir, 'staging.yaml'), microservice(NEW))
    const trace = join(dir, 'modules.txt')
    const run = await runBundledCli([command, ...args], {
      cwd: dir,
      env: {
        MODULE_TRACE_FILE: trace,
        NODE_OPTIONS: `--import=${join(import.meta.dirname, '../../standins/module-trace.mjs')}`
      }
    })
    expect(run.exitCode, run.stderr).toBe(0)
    expect(await readFile(join(dir, 'ms.yaml'), 'utf8')).toBe(microservice(NEW))
    const loaded = (await readFile(trace, 'utf8')).split('\n').filter((u) => u.includes('/dist/'))
    expect(loaded.some((u) => u.endsWith('/dist/cli.js'))).toBe(true)
    const sources = await Promise.all(loaded.map((u) => readFile(new URL(u), 'utf8')))
    for (const source of sources) {
      expect(source).not.toMatch(
        /@octokit\/core|node_modules\/@actions\/|node_modules\/undici|node_modules\/@sigstore\/|node_modules\/snappyjs|node_modules\/@marcbachmann\//
      )
    }
  })
})
