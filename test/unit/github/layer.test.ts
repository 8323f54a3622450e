import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../src/github')

/** Relative imports of every module in src/github/. */
function relativeImports(): { file: string; from: string }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(join(DIR, file), 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => ({ file, from: m[1]! }))
    )
}

describe('src/github', () => {
  it('is the client layer: it imports its own modules and the shared leaves (connect-failure, errors, log, proxy, text, time, version), never src/action or a command', () => {
    const shared = new Set([
      '../connect-failure.js',
      '../errors.js',
      '../log.js',
      '../proxy.js',
      '../text/unicode.js',
      '../time.js',
      '../version.js'
    ])
    const outside = relativeImports().filter(({ from }) => !from.startsWith('./') && !shared.has(from))
    expect(outside).toEqual([])
  })
})
