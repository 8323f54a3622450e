import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Static and dynamic imports of a source file, as written. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!)
}

describe('CLI modules', () => {
  it('no command imports the dispatcher (cli-main.ts loads them, not the other way round)', () => {
    const adapters = [
      ...readdirSync('src/cli').map((f) => `src/cli/${f}`),
      'src/gate/cli.ts',
      'src/wait/cli.ts',
      'src/promote/cli.ts'
    ]
    for (const file of adapters)
      expect(
        importsOf(file).filter((i) => i.endsWith('cli-main.js')),
        file
      ).toEqual([])
  })

  it('settings schemas and the flag reader load no action runtime, Octokit or client', () => {
    for (const file of [...readdirSync('src/settings').map((f) => `src/settings/${f}`), 'src/cli/flags.ts']) {
      expect(
        importsOf(file).filter((i) => /@actions\/|octokit|\/github\/|\/action\/|argocd\/client/.test(i)),
        file
      ).toEqual([])
    }
  })
})
