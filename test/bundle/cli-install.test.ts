/**
 * What npm takes of this repository when a user runs the CLI from its release
 * (`npx --yes github:acme/gitops-release#v1`, docs/cli.md): the files `npm pack` keeps, which
 * must be the CLI with everything it loads, and nothing of the sources or tests.
 */
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../', import.meta.url).pathname

describe('the package npm installs from GitHub', () => {
  it('holds dist/ and action.yml, every module dist/cli.js loads, and no source', async () => {
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      env: { ...process.env, npm_config_loglevel: 'silent' }
    })
    const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }]
    const files = packed.files.map((f) => f.path)
    expect(files).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/index.js', 'action.yml', 'package.json']))
    expect(files.filter((f) => /^(src|test|standins|scripts|bench)\//.test(f))).toEqual([])
    // Every module the CLI loads (its commands and their chunks) is in the package.
    const cli = await readFile(`${ROOT}dist/cli.js`, 'utf8')
    const loaded = [...cli.matchAll(/import\(["']\.\/(cli\/[^"']+)["']\)/g)].map((m) => `dist/${m[1]!}`)
    expect(loaded.length).toBeGreaterThan(3)
    expect(files).toEqual(expect.arrayContaining(loaded))
  })
})
