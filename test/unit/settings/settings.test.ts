import { describe, expect, it } from 'vitest'
import { inputSource } from '../../../src/action/inputs.js'
import { readFlags } from '../../../src/cli/flags.js'
import { main } from '../../../src/cli-main.js'
import { DEFAULT_LIMITS } from '../../../src/gate/judge.js'
import { DEFAULT_SCOPE_ENTRIES } from '../../../src/gate/scope.js'
import { readArgoCdApp, readArgoCdConnection, readTimeout, readWaitPolicy } from '../../../src/settings/argocd.js'
import { ACTION_COMMANDS, BUMP, CLI_COMMANDS, GATE, OPEN, WAIT } from '../../../src/settings/commands.js'
import { readGateLimits, readGatePolicy } from '../../../src/settings/gate.js'
import { cliSettings } from '../../../src/settings/help.js'
import { readSelector } from '../../../src/settings/selector.js'
import { SettingsReader } from '../../../src/settings/reader.js'
import { onAction, onCli, type CommandSchema, type Setting } from '../../../src/settings/schema.js'
import { captureIO } from '../../helpers/cli-io.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'

/** A valid value of each setting, as a user writes it in `with:` or after the flag. */
const SAMPLES: Record<string, string> = {
  'argocd-server': 'https://cd.acme.dev:8443',
  'argocd-token': 'aaa.bbb.ccc',
  'argocd-app': 'todo-api',
  'argocd-app-namespace': 'team-a',
  'argocd-headers': 'CF-Access-Client-Id: abc\nCF-Access-Client-Secret: xyz',
  'pod-failure-grace': '90s',
  'ca-cert': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  resource: 'platform.example.io:Microservice:todo/todo-api',
  image: `ghcr.io/acme/todo-api:1.5.0@${DIGEST_B}`,
  revision: 'b'.repeat(40),
  kind: 'DecisionModel',
  'api-group': 'decisionmodel.io',
  'resource-name': 'todo-api',
  paths: 'apps/**/dev/*.yaml,apps/**/dev/*.yml'
}

function sample(name: string, setting: Setting): string {
  if (SAMPLES[name] !== undefined) return SAMPLES[name]
  switch (setting.type) {
    case 'boolean':
      return 'true'
    case 'duration':
      return '1h30m'
    case 'count':
      return '42'
    case 'choice':
      return setting.choices![1]!
    default:
      return `some-${name}`
  }
}

/** The typed value a reader gives for a setting, by its type. */
function typed(reader: SettingsReader, name: string, setting: Setting): unknown {
  switch (setting.type) {
    case 'boolean':
      return reader.boolean(name)
    case 'list':
      return reader.list(name)
    case 'duration':
      return reader.duration(name)
    case 'count':
      return reader.count(name)
    case 'choice':
      return reader.choice(name)
    default:
      return reader.string(name)
  }
}

/** Reads through `INPUT_*`, as the runner passes `with:`. */
function fromInputs<T>(schema: CommandSchema, inputs: Record<string, string>, read: (r: SettingsReader) => T): T {
  return withInputs(inputs, () => read(new SettingsReader(schema, inputSource({}))))
}

/** Reads through the CLI's flags: booleans as bare flags, the rest as `--name=value` (a PEM starts with a dash). */
function fromFlags<T>(schema: CommandSchema, inputs: Record<string, string>, read: (r: SettingsReader) => T): T {
  const args = Object.entries(inputs).flatMap(([name, value]) =>
    schema.settings[name]!.type === 'boolean' ? (value === 'true' ? [`--${name}`] : []) : [`--${name}=${value}`]
  )
  const io = captureIO({})
  const result = read(readFlags(schema, args, io).settings)
  expect(io.err).toBe('')
  return result
}

const shared = (schema: CommandSchema): [string, Setting][] =>
  Object.entries(schema.settings).filter(([, s]) => s.on === 'both')

describe('one schema, two surfaces', () => {
  it.each(
    [GATE, WAIT].flatMap((schema) =>
      shared(schema).map(([name, setting]) => [schema.name, name, schema, setting] as const)
    )
  )('%s: %s reads the same from the input and the flag', (_, name, schema, setting) => {
    const inputs = { [name]: sample(name, setting) }
    const viaInput = fromInputs(schema, inputs, (r) => typed(r, name, setting))
    expect(fromFlags(schema, inputs, (r) => typed(r, name, setting))).toEqual(viaInput)
    // And the default when neither is given.
    if (setting.default !== undefined)
      expect(fromFlags(schema, {}, (r) => typed(r, name, setting))).toEqual(
        fromInputs(schema, {}, (r) => typed(r, name, setting))
      )
  })

  it('wait: the Argo CD connection, app, timeout and policy are the same settings either way', () => {
    const inputs = Object.fromEntries(shared(WAIT).map(([name, setting]) => [name, sample(name, setting)]))
    const read = (r: SettingsReader): unknown => ({
      connection: readArgoCdConnection(r),
      app: readArgoCdApp(r),
      timeoutMs: readTimeout(r),
      policy: readWaitPolicy(r)
    })
    const viaInput = fromInputs(WAIT, inputs, read)
    expect(viaInput).toMatchObject({
      connection: { serverUrl: 'https://cd.acme.dev:8443', appNamespace: 'team-a', insecure: true },
      timeoutMs: 5_400_000,
      policy: { podFailureGraceMs: 90_000 }
    })
    expect(fromFlags(WAIT, inputs, read)).toEqual(viaInput)
  })

  it('wait: --timeout 15m and timeout: 15m mean the same; a bare number is seconds in both', () => {
    for (const [value, ms] of [
      ['15m', 900_000],
      ['900', 900_000],
      ['1h30m', 5_400_000]
    ] as const) {
      expect(fromInputs(WAIT, { timeout: value }, readTimeout)).toBe(ms)
      expect(fromFlags(WAIT, { timeout: value }, readTimeout)).toBe(ms)
    }
  })

  it('gate: the policy and limits are the same settings either way', () => {
    const inputs = Object.fromEntries(shared(GATE).map(([name, setting]) => [name, sample(name, setting)]))
    const read = (r: SettingsReader): unknown => ({ policy: readGatePolicy(r), limits: readGateLimits(r) })
    const viaInput = fromInputs(GATE, inputs, read)
    expect(viaInput).toMatchObject({
      policy: { paths: ['apps/**/dev/*.yaml', 'apps/**/dev/*.yml'], allowTagChange: true },
      limits: { maxFiles: 42, maxBytes: 42 }
    })
    expect(fromFlags(GATE, inputs, read)).toEqual(viaInput)
  })

  it("bump reads open's resource selector the same way", () => {
    const inputs = { kind: 'DecisionModel', 'api-group': 'decisionmodel.io', 'resource-name': 'todo-api' }
    expect(fromFlags(BUMP, inputs, readSelector)).toEqual(fromInputs(OPEN, inputs, readSelector))
  })

  it.each(
    [
      [WAIT, 'timeout', 'soon', 'must be a duration such as 90s, 15m or 1h30m, got "soon".'],
      [WAIT, 'suspended', 'maybe', "must be one of 'success', 'failure', 'wait', got \"maybe\"."],
      [WAIT, 'argocd-server', 'ftp://cd', 'must be an http(s) URL'],
      [GATE, 'max-bytes', '0', 'must be a positive whole number, got "0".']
    ].map(
      ([schema, ...rest]) =>
        [(schema as CommandSchema).name, schema as CommandSchema, ...rest] as [
          string,
          CommandSchema,
          string,
          string,
          string
        ]
    )
  )('%s: a bad value gives the same message, naming the input or the flag', (_, schema, name, value, message) => {
    const read = (r: SettingsReader): unknown =>
      name === 'argocd-server' ? readArgoCdConnection(r) : typed(r, name, schema.settings[name]!)
    const inputs = { ...(schema === WAIT ? { 'argocd-token': 'x.y.z' } : {}), [name]: value }
    expect(() => fromInputs(schema, inputs, read)).toThrow(`Input '${name}' ${message}`)
    expect(() => fromFlags(schema, inputs, read)).toThrow(`--${name} ${message}`)
  })

  it('masks the Argo CD token as soon as the action reads it', () => {
    const masked: string[] = []
    withInputs(
      { 'argocd-server': 'cd.acme.dev', 'argocd-token': 'sekret.token.value' },
      () => readArgoCdConnection(new SettingsReader(WAIT, inputSource({}))),
      masked
    )
    expect(masked).toEqual(['sekret.token.value'])
  })
})

describe('deprecated CLI spellings', () => {
  const aliases = CLI_COMMANDS.flatMap((schema) =>
    cliSettings(schema).flatMap(([name, setting]) =>
      (setting.aliases ?? []).map((alias) => [schema.name, alias, name, schema] as const)
    )
  )

  it('are the ones the CLI had', () => {
    expect(aliases.map(([command, alias, name]) => `${command} --${alias} -> --${name}`)).toEqual([
      'bump --name -> --resource-name',
      'wait --app -> --argocd-app',
      'wait --app-namespace -> --argocd-app-namespace'
    ])
  })

  it.each(aliases)('%s --%s still works, with a note naming --%s', (command, alias, name, schema) => {
    const io = captureIO({})
    const { settings } = readFlags(schema, [`--${alias}`, 'todo-api'], io)
    expect(settings.string(name)).toBe('todo-api')
    expect(io.err).toBe(`gitops-release ${command}: --${alias} is deprecated; use --${name}.\n`)
    expect(() => readFlags(schema, [`--${alias}`, 'a', `--${name}`, 'b'], captureIO({}))).toThrow(
      `--${alias} is the old spelling of --${name}; give only --${name}.`
    )
  })
})

describe('--help', () => {
  it.each(CLI_COMMANDS.map((schema) => [schema.name, schema] as const))(
    'gitops-release %s --help lists every flag of its schema',
    async (command, schema) => {
      const io = captureIO({})
      expect(await main([command, '--help'], io)).toBe(0)
      const listed = [...io.out.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1])
      expect(listed).toEqual(cliSettings(schema).map(([name]) => `--${name}`))
      for (const [, setting] of cliSettings(schema))
        for (const alias of setting.aliases ?? []) expect(io.out).toContain(`--${alias}`)
      if (schema.exit) expect(io.out).toContain(schema.exit)
    }
  )
})

describe('the schemas', () => {
  it('declare what the action needs among its inputs', () => {
    for (const schema of ACTION_COMMANDS) {
      for (const name of (schema.needs?.action ?? []).flat())
        expect(onAction(schema.settings[name]!), `${schema.name} needs ${name}`).toBe(true)
    }
    for (const schema of CLI_COMMANDS)
      for (const name of schema.needs?.cli ?? [])
        expect(onCli(schema.settings[name]!), `${schema.name} needs --${name}`).toBe(true)
  })

  it('document the defaults the code applies', () => {
    expect(GATE.settings['max-files']!.default).toBe(String(DEFAULT_LIMITS.maxFiles))
    expect(GATE.settings['max-bytes']!.default).toBe(String(DEFAULT_LIMITS.maxBytes))
    expect(GATE.settings['scope']!.default).toBe(DEFAULT_SCOPE_ENTRIES.join(','))
  })

  it('give every value-taking flag a placeholder, and every choice its choices', () => {
    for (const schema of CLI_COMMANDS) {
      for (const [name, setting] of cliSettings(schema))
        if (setting.type !== 'boolean') expect(setting.arg, `${schema.name} --${name}`).toBeDefined()
    }
    for (const schema of [...ACTION_COMMANDS, ...CLI_COMMANDS]) {
      for (const [name, setting] of Object.entries(schema.settings))
        if (setting.type === 'choice') expect(setting.choices?.length, name).toBeGreaterThan(1)
    }
  })
})
