import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Static and dynamic imports of a source file, as written. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!)
}

describe('CLI modules', () => {
  it('no command imports the dispatcher (cli/main.ts loads them, not the other way round)', () => {
    const commands = readdirSync('src/cli').filter((f) => f !== 'main.ts')
    for (const file of commands) expect(importsOf(`src/cli/${file}`), file).not.toContain('./main.js')
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
