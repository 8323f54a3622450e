/**
 * The CLI is run from the action's own release (`npx --yes github:acme/gitops-release#v1`,
 * docs/cli.md): npm installs the package from the repository, so package.json must ask for
 * nothing beyond the committed dist/.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  private?: boolean
  bin?: Record<string, string>
  files?: string[]
  dependencies?: Record<string, string>
  scripts?: Record<string, string>
}

describe('package.json, as npm installs it from GitHub', () => {
  it('declares no runtime dependency: dist/ bundles them, so an install downloads nothing else', () => {
    expect(pkg.dependencies ?? {}).toEqual({})
  })

  it('has no script npm runs on install (prepare would install every devDependency and build)', () => {
    for (const hook of ['prepare', 'preinstall', 'install', 'postinstall', 'prepack', 'postpack'])
      expect(pkg.scripts?.[hook], hook).toBeUndefined()
  })

  it('ships the bin it links, and is never published under the unscoped name', () => {
    expect(pkg.bin).toEqual({ 'gitops-release': 'dist/cli.js' })
    expect(pkg.files).toContain('dist/')
    expect(pkg.private).toBe(true)
    expect(readFileSync(new URL('../../../dist/cli.js', import.meta.url), 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
  })
})
