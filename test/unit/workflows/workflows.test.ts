import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/index'
import { parse } from 'yaml'
import { ACTION_COMMANDS } from '../../../src/settings/commands.js'

/** Every workflow we ship or run: the examples users copy and our own CI. */
const WORKFLOWS = [
  ...readdirSync('examples', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yml'))
    .map((f) => join('examples', f)),
  ...readdirSync('.github/workflows').map((f) => join('.github/workflows', f))
]

const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { required?: boolean }> }
const INPUTS = new Set(Object.keys(action.inputs))

/** What each command cannot do without (beyond `command`), as its settings schema declares it. */
const NEEDED: Record<string, readonly (readonly string[])[]> = Object.fromEntries(
  ACTION_COMMANDS.map((c) => [c.name, c.needs?.action ?? []])
)

interface Step {
  uses?: string
  with?: Record<string, unknown>
}

function ourSteps(file: string): Step[] {
  const doc = parse(readFileSync(file, 'utf8')) as { jobs: Record<string, { steps?: Step[] }> }
  return Object.values(doc.jobs)
    .flatMap((job) => job.steps ?? [])
    .filter((s) => s.uses !== undefined && (/^acme\/gitops-release@/.test(s.uses) || s.uses === './'))
}

describe('shipped workflows', () => {
  it('action.yml is valid action metadata', () => {
    const result = parseAction(
      { name: 'action.yml', content: readFileSync('action.yml', 'utf8') },
      new NoOperationTraceWriter()
    )
    expect(result.context.errors.getErrors()).toEqual([])
  })

  it('finds the examples', () => {
    expect(WORKFLOWS).toEqual(
      expect.arrayContaining([
        'examples/app-repo/release.yml',
        'examples/config-repo/gate.yml',
        'examples/config-repo/wait.yml',
        'examples/config-repo/promote.yml'
      ])
    )
  })

  it.each(WORKFLOWS)('%s is a valid workflow', (file) => {
    const result = parseWorkflow({ name: file, content: readFileSync(file, 'utf8') }, new NoOperationTraceWriter())
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([])
  })

  it.each(WORKFLOWS)('%s passes only inputs action.yml has, and what each command needs', (file) => {
    for (const step of ourSteps(file)) {
      const given = Object.keys(step.with ?? {})
      expect(
        given.filter((k) => !INPUTS.has(k)),
        `unknown inputs in ${file}`
      ).toEqual([])
      const command = String(step.with?.['command'])
      expect(Object.keys(NEEDED)).toContain(command)
      for (const alternatives of NEEDED[command]!) {
        expect(
          alternatives.some((k) => given.includes(k)),
          `${file}: ${command} needs one of ${alternatives.join(', ')}`
        ).toBe(true)
      }
    }
  })

  it('the examples use every command', () => {
    const commands = WORKFLOWS.filter((f) => f.startsWith('examples')).flatMap((f) =>
      ourSteps(f).map((s) => s.with?.['command'])
    )
    expect(new Set(commands)).toEqual(new Set(ACTION_COMMANDS.map((c) => c.name)))
  })
})
