/**
 * The examples are one set a platform team copies together: the app repo's release, the config
 * repo's gate, waits, promotion and release policy. Each file being valid is not enough; they
 * must agree with each other, or promotion is refused forever (a wait that records Deployments
 * as github-actions[bot] while the policy and promote accept only the App's bot).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import picomatch from 'picomatch'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { unusedInputs } from '../../../src/action/inputs.js'
import { ACTION_COMMANDS } from '../../../src/settings/commands.js'
import { inputVariables } from '../../../standins/runner-protocol.js'

/**
 * The Apps the examples name by their variables, and the bot login each writes as. The slugs
 * are the examples' own (docs/github-app.md): RELEASE_APP is acme-release, GATE_APP acme-gate.
 */
const APPS: Record<string, string> = { RELEASE_APP_ID: 'acme-release[bot]', GATE_APP_ID: 'acme-gate[bot]' }

interface Step {
  readonly file: string
  readonly with: Record<string, string>
}

const FILES = readdirSync('examples', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yml'))
  .map((f) => join('examples', f))

const STEPS: Step[] = FILES.flatMap((file) => {
  const doc = parse(readFileSync(file, 'utf8')) as {
    jobs: Record<string, { steps?: { uses?: string; with?: object }[] }>
  }
  return Object.values(doc.jobs)
    .flatMap((job) => job.steps ?? [])
    .filter((s) => s.uses?.startsWith('acme/gitops-release@'))
    .map((s) => ({ file, with: Object.fromEntries(Object.entries(s.with ?? {}).map(([k, v]) => [k, String(v)])) }))
})

const POLICY = parse(readFileSync('examples/config-repo/gitops-release.yaml', 'utf8')) as {
  releases: { paths: string[]; images: string[]; 'promoted-from'?: string; 'recorded-by'?: string[] }[]
}

const stepsOf = (command: string): Step[] => STEPS.filter((s) => s.with['command'] === command)

/** The login a step's writes belong to: its App's bot, or the workflow token's. */
function identity(step: Step): string {
  const app = /\$\{\{\s*vars\.(\w+)\s*\}\}/.exec(step.with['app-id'] ?? '')?.[1]
  if (app !== undefined) {
    expect(APPS, `${step.file}: an App this test does not know`).toHaveProperty(app)
    return APPS[app]!
  }
  expect(step.with['token'], `${step.file}: a token's owner cannot be known here`).toBeUndefined()
  return 'github-actions[bot]'
}

/** Who may have recorded the Deployments a promote step or a policy entry accepts; undefined: anyone. */
function accepted(recordedBy: readonly string[] | undefined, reader: Step): readonly string[] | undefined {
  if (recordedBy !== undefined && recordedBy.length > 0) return recordedBy
  return reader.with['app-id'] === undefined ? undefined : [identity(reader)]
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean)

describe('the examples, together', () => {
  it('has a step of every command', () => {
    expect(new Set(STEPS.map((s) => s.with['command']))).toEqual(new Set(ACTION_COMMANDS.map((c) => c.name)))
  })

  it.each(STEPS.map((s) => [`${s.file} (${s.with['command']})`, s] as const))(
    '%s passes only inputs its command reads',
    (_, step) => {
      const schema = ACTION_COMMANDS.find((c) => c.name === step.with['command'])!
      expect(unusedInputs(schema, inputVariables(step.with))).toEqual([])
    }
  )

  it('records every Deployment as a login the policy and promote accept in that environment', () => {
    const waits = stepsOf('wait').filter((s) => s.with['environment'] !== undefined)
    expect(waits.length).toBeGreaterThan(1)
    const gate = stepsOf('gate')[0]!
    const readers = [
      ...stepsOf('promote').map((p) => ({
        what: `${p.file} from-environment`,
        environment: p.with['from-environment'],
        logins: accepted(list(p.with['recorded-by']), p)
      })),
      ...POLICY.releases
        .filter((r) => r['promoted-from'] !== undefined)
        .map((r) => ({
          what: `gitops-release.yaml promoted-from ${r.paths.join(', ')}`,
          environment: r['promoted-from'],
          logins: accepted(r['recorded-by'], gate)
        }))
    ]
    expect(readers.length).toBeGreaterThan(1)
    for (const reader of readers) {
      const recorders = waits.filter((w) => w.with['environment'] === reader.environment)
      expect(recorders.length, `${reader.what}: no wait records Deployments in ${reader.environment}`).toBeGreaterThan(
        0
      )
      for (const wait of recorders)
        if (reader.logins !== undefined)
          expect(reader.logins, `${wait.file} records as ${identity(wait)}; ${reader.what} accepts`).toContain(
            identity(wait)
          )
    }
  })

  it('promotes from the manifest the waits of that environment record', () => {
    for (const promote of stepsOf('promote')) {
      const manifests = stepsOf('wait')
        .filter((w) => w.with['environment'] === promote.with['from-environment'])
        .map((w) => w.with['manifest'])
      expect(manifests).toContain(promote.with['from-manifest'])
    }
  })

  it('gates every file a release PR changes, and lets the tag move where releases pin tag and digest', () => {
    const gate = stepsOf('gate')[0]!
    const allowed = picomatch(list(gate.with['paths']))
    const written = [...stepsOf('open'), ...stepsOf('promote')].flatMap((s) => list(s.with['manifest']))
    expect(written.length).toBeGreaterThan(1)
    for (const manifest of written) expect(allowed(manifest), manifest).toBe(true)
    // open pins tag@digest; promote carries it on, a tag the target may not have yet.
    const tagged = stepsOf('open').some((s) => /:[^/@]+@/.test(s.with['image'] ?? ''))
    if (tagged) expect(gate.with['allow-tag-change']).toBe('true')
    // Each promotion target lies under a policy entry that asks where its digests were verified.
    for (const promote of stepsOf('promote'))
      for (const manifest of list(promote.with['manifest']))
        expect(
          POLICY.releases.some((r) => r['promoted-from'] !== undefined && picomatch(r.paths)(manifest)),
          manifest
        ).toBe(true)
  })

  it('names one target everywhere: the same kind and API group in every step', () => {
    const targets = new Set(STEPS.map((s) => `${s.with['kind'] ?? ''}/${s.with['api-group'] ?? ''}`))
    expect([...targets]).toEqual(['Microservice/platform.example.io'])
  })
})
