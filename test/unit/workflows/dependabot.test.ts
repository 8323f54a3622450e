import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

describe('dependabot', () => {
  const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
    version: number
    'multi-ecosystem-groups'?: Record<string, { schedule?: { interval?: string } }>
    updates: {
      'package-ecosystem': string
      directory?: string
      directories?: string[]
      'multi-ecosystem-group'?: string
      patterns?: string[]
    }[]
  }

  it('updates npm and the actions, in the workflows and the examples, in one weekly group', () => {
    expect(config.version).toBe(2)
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    const groups = new Set(config.updates.map((u) => u['multi-ecosystem-group']))
    expect(groups.size).toBe(1)
    const [group] = [...groups]
    expect(config['multi-ecosystem-groups']?.[group!]?.schedule?.interval).toBe('weekly')
    for (const update of config.updates) expect(update.patterns).toEqual(['*'])
    const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions')
    const examples = new Set(
      readdirSync('examples', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.yml'))
        .map((f) => `/examples/${f.split('/').slice(0, -1).join('/')}`)
    )
    expect(actions?.directories).toEqual(expect.arrayContaining(['/', ...examples]))
  })
})
