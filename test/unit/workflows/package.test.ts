/**
 * The CLI is run from the action's own release (`npx --yes github:acme/gitops-release#v1`,
 * docs/cli.md): npm installs the package from the repository, so it must run from the committed
 * dist/ without a build. What dist/ bundles is declared as it is: the runtime libraries are
 * dependencies, the tools that build and test devDependencies.
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
  it('declares the libraries dist/ bundles as dependencies, and no build or test tool', () => {
    const deps = Object.keys(pkg.dependencies ?? {})
    for (const lib of ['@actions/core', '@actions/github', '@octokit/plugin-retry', 'yaml', 'semver'])
      expect(deps).toContain(lib)
    for (const tool of ['esbuild', 'typescript', 'vitest', 'eslint', 'prettier', 'tsx'])
      expect(deps).not.toContain(tool)
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
