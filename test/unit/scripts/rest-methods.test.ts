import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { usedRestMethods } from '../../../scripts/rest-methods.mjs'

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'rest-methods-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('the REST methods the bundle keeps', () => {
  it('are the rest.<scope>.<method> calls in the sources, chains split over lines included', () => {
    const dir = tree({
      'a.ts': 'await octokit.rest.pulls.list({ ...ref })\nconst [first, ...rest] = xs\n',
      'b/c.ts': 'await octokit.paginate(octokit.rest\n  .issues.listComments, {})\nawait octokit.rest.pulls.list()\n',
      'b/types.d.ts': 'declare const x: typeof octokit.rest\n'
    })
    expect(usedRestMethods(dir)).toEqual([
      ['issues', 'listComments'],
      ['pulls', 'list']
    ])
  })

  it('refuses a use of octokit.rest it cannot read, naming the file and line', () => {
    const dir = tree({ 'a.ts': 'const x = 1\nconst api = octokit.rest\napi.pulls.list()\n' })
    expect(() => usedRestMethods(dir)).toThrow(/a\.ts:2: octokit\.rest used other than as rest\.<scope>\.<method>/)
  })

  it('are all in the plugin’s table, so the build keeps every method src/ calls', async () => {
    const used = usedRestMethods()
    expect(used).toContainEqual(['pulls', 'list'])
    // The file scripts/rest-methods.mjs replaces in the bundle; the package exports only its index.
    const index = createRequire(import.meta.url).resolve('@octokit/plugin-rest-endpoint-methods')
    const file = pathToFileURL(join(dirname(index), 'generated/endpoints.js')).href
    const table = ((await import(file)) as { default: Record<string, Record<string, unknown> | undefined> }).default
    expect(used.filter(([scope, method]) => table[scope]?.[method] === undefined)).toEqual([])
  })
})
