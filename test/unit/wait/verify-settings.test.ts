// Where wait's verification settings come from: the verify input, read with the other inputs, or
// the policy's environments.<environment>.verify at the revision followed. Every problem is an
// InputError naming the setting (and the policy's line), raised before anything is sent.
import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { resolveVerifyConfig, type WaitVerifySettings } from '../../../src/wait/verify-settings.js'
import { withInputs } from '../../helpers/inputs.js'

const base = {
  token: 'ghs_x',
  'config-repo': 'acme/config',
  'argocd-server': 'argocd.acme.dev',
  'argocd-token': 'aaa.bbb.ccc',
  'argocd-app': 'todo-full-api',
  manifest: 'apps/todo-api/dev/microservice.yaml'
}

const VERIFY = `soak: 2m
interval: 30s
prometheus:
  url: https://prometheus.example.com
  bearer-token: { env: PROM_TOKEN }
metrics:
  - name: error ratio
    query: sum(rate(errors{version="{{ image }}"}[5m]))
    comparison: "<"
    threshold: 1%
smoke:
  steps:
    - url: https://todo.example.com/api/todos
      headers: { X-Api-Key: literal-api-key-42 }
`

function read(inputs: Record<string, string>, env: Record<string, string> = {}, masked: string[] = []) {
  const saved = Object.entries(env).map(([k]) => [k, process.env[k]] as const)
  Object.assign(process.env, env)
  try {
    return withInputs({ ...base, ...inputs }, () => readWaitSettings(process.env), masked)
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

function error(fn: () => unknown): InputError {
  try {
    fn()
  } catch (e) {
    if (e instanceof InputError) return e
    throw e
  }
  throw new Error('no error')
}

describe('the verify input', () => {
  it('is parsed with the other inputs, its secrets masked as they are read', () => {
    const masked: string[] = []
    const settings = read({ verify: VERIFY }, { PROM_TOKEN: 'prom-env-token' }, masked)
    expect(settings.verify.input).toMatchObject({ soakMs: 120_000, intervalMs: 30_000 })
    expect(settings.verify.input!.metrics.map((m) => m.name)).toEqual(['error ratio'])
    expect(masked).toEqual(expect.arrayContaining(['prom-env-token', 'literal-api-key-42']))
    expect(settings.verify.policyPath).toBeUndefined()
  })

  it.each([
    [
      'a threshold that does not parse',
      VERIFY.replace('threshold: 1%', 'threshold: 5m'),
      /^verify\.metrics\[0\]\.threshold: .*"5m"/
    ],
    [
      'an unknown comparison',
      VERIFY.replace('comparison: "<"', 'comparison: "=<"'),
      /^verify\.metrics\[0\]\.comparison: .*"=<"/
    ],
    [
      'a soak shorter than the interval',
      VERIFY.replace('soak: 2m', 'soak: 10s'),
      /^verify\.soak: is shorter than verify\.interval/
    ],
    [
      'a smoke URL that is not http(s)',
      VERIFY.replace('https://todo.example.com/api/todos', 'ftp://todo.example.com/x'),
      /^verify\.smoke\.steps\[0\]\.url: /
    ],
    ['text that is not YAML', 'soak: [2m', /^Input 'verify' is not valid YAML: /],
    [
      'a file name',
      'ci/verify.yaml',
      /^Input 'verify' takes the settings themselves as YAML, not a file name; got "ci\/verify\.yaml"\. .*--verify "\$\(cat ci\/verify\.yaml\)" in a shell/
    ]
  ])('refuses %s, naming the setting', (_, verify, message) => {
    expect(error(() => read({ verify }, { PROM_TOKEN: 't' })).message).toMatch(message)
  })

  it('reads policy only with an environment to look up', () => {
    expect(error(() => read({ policy: '.github/gitops-release.yaml' })).message).toMatch(
      /^Input 'policy' is read for environments\.<environment>\.verify, and 'environment' is not set/
    )
    expect(read({ policy: '.github/gitops-release.yaml', environment: 'dev' }).verify.policyPath).toBe(
      '.github/gitops-release.yaml'
    )
  })
})

const POLICY = `releases:
  - paths: ["apps/todo-api/**"]
    images: ["ghcr.io/acme/todo-api"]
environments:
  staging:
    verify:
      soak: 5m
      interval: 1m
      smoke:
        steps:
          - url: https://todo.staging.example.com/healthz
            timeout: 90x
  dev:
    verify:
      soak: 1m
      smoke:
        steps:
          - url: https://todo.dev.example.com/healthz
            headers: { Authorization: { env: TODO_TOKEN } }
`

const repo = (files: Record<string, string>) => ({
  reads: [] as string[],
  readFile(path: string, ref: string) {
    this.reads.push(`${path}@${ref}`)
    return Promise.resolve(files[path])
  }
})

const fromPolicy: WaitVerifySettings = { input: undefined, policyPath: '.github/gitops-release.yaml' }
const env = (name: string) => ({ TODO_TOKEN: 'Bearer todo-token' })[name]

describe("the policy's environments.<environment>.verify", () => {
  it('is read at the revision followed, for the environment, in GitHub’s case-blind way', async () => {
    const r = repo({ '.github/gitops-release.yaml': POLICY })
    const config = await resolveVerifyConfig(fromPolicy, 'DEV', 'c'.repeat(40), r, env)
    expect(config).toMatchObject({ setting: 'environments.dev.verify', soakMs: 60_000 })
    expect(config!.secrets).toContain('Bearer todo-token')
    expect(r.reads).toEqual([`.github/gitops-release.yaml@${'c'.repeat(40)}`])
  })

  it('names the file and line of a setting that cannot be used', async () => {
    const r = repo({ '.github/gitops-release.yaml': POLICY })
    await expect(resolveVerifyConfig(fromPolicy, 'staging', 'c'.repeat(40), r, env)).rejects.toThrow(
      /^\.github\/gitops-release\.yaml line 12: environments\.staging\.verify\.smoke\.steps\[0\]\.timeout must be a duration .*"90x"/
    )
  })

  it('is nothing for an environment it does not name, and a missing file is an error', async () => {
    const r = repo({ '.github/gitops-release.yaml': POLICY })
    expect(await resolveVerifyConfig(fromPolicy, 'production', 'c'.repeat(40), r, env)).toBeUndefined()
    await expect(resolveVerifyConfig(fromPolicy, 'dev', 'c'.repeat(40), repo({}), env)).rejects.toThrow(
      /^Input 'policy' names "\.github\/gitops-release\.yaml", which does not exist at revision cccccccccccc/
    )
  })

  it('refuses the verify input beside the policy’s verify for the same environment', async () => {
    const input = read({ verify: VERIFY }, { PROM_TOKEN: 't' }).verify.input
    const r = repo({ '.github/gitops-release.yaml': POLICY })
    await expect(resolveVerifyConfig({ ...fromPolicy, input }, 'dev', 'c'.repeat(40), r, env)).rejects.toThrow(
      "Input 'verify' and .github/gitops-release.yaml's environments.dev.verify both say how to verify dev"
    )
  })
})
