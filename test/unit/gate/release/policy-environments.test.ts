import { describe, expect, it } from 'vitest'
import { environmentPolicy, parseReleasePolicy, PolicyFileError } from '../../../../src/gate/release/policy-file.js'

const FILE = '.github/gitops-release.yaml'
const RELEASES = `releases:
  - paths: ["apps/todo-api/prod/**"]
    images: ["ghcr.io/acme/todo-api"]
    promoted-from: staging
`
const GOOD = `${RELEASES}environments:
  staging:
    verify:
      soak: 10m
      prometheus: { url: "https://prometheus.example.com", bearer-token: { env: PROM_TOKEN } }
      metrics:
        - name: error ratio
          query: sum(rate(x[5m]))
          comparison: "<"
          threshold: 1%
    promotion:
      require: verified
      verified-for: 30m
  Production:
    promotion: { require: healthy }
`

function refusal(text: string): { line: number; message: string } {
  try {
    parseReleasePolicy(text, FILE)
  } catch (error) {
    if (error instanceof PolicyFileError) return { line: error.line, message: error.message }
    throw error
  }
  throw new Error('parsed')
}

describe('the release policy’s environments', () => {
  it('reads each environment’s verify settings as written and its promotion requirement', () => {
    const policy = parseReleasePolicy(GOOD, FILE)
    const staging = environmentPolicy(policy, 'staging')!
    expect(staging.promotion).toEqual({ require: 'verified', verifiedForMs: 30 * 60_000 })
    expect(staging.verify?.label).toBe('environments.staging.verify')
    // Kept as written: the secret is named, not read (the gate has no such variable).
    expect(staging.verify?.value).toMatchObject({
      soak: '10m',
      prometheus: { 'bearer-token': { env: 'PROM_TOKEN' } },
      metrics: [{ threshold: '1%', comparison: '<' }]
    })
    // Lines of settings, and of the nearest written parent of one left out.
    expect(staging.verify?.lineOf(['metrics', 0, 'threshold'])).toBe(14)
    expect(staging.verify?.lineOf(['interval'])).toBe(8)
    // GitHub's environment names ignore case; an environment without promotion asks Healthy.
    expect(environmentPolicy(policy, 'production')).toMatchObject({
      name: 'Production',
      verify: undefined,
      promotion: { require: 'healthy', verifiedForMs: undefined }
    })
    expect(environmentPolicy(policy, 'dev')).toBeUndefined()
    expect(parseReleasePolicy(RELEASES, FILE).environments.size).toBe(0)
  })

  it('takes verified-for alone as verified', () => {
    const policy = parseReleasePolicy(`${RELEASES}environments:\n  dev:\n    promotion: { verified-for: 1h }\n`, FILE)
    expect(environmentPolicy(policy, 'dev')?.promotion).toEqual({ require: 'verified', verifiedForMs: 3600_000 })
  })

  it.each([
    ['a list', 'environments: [dev]\n', 5, /'environments' must be a mapping of GitHub environment names/],
    [
      'an unknown key',
      'environments:\n  dev:\n    verfy: {}\n',
      7,
      /unknown key "verfy" in environments\.dev; expected one of verify, promotion/
    ],
    [
      'a name GitHub refuses',
      'environments:\n  " dev":\n    promotion: {}\n',
      6,
      /environments: " dev" starts or ends with a space; give a GitHub environment name/
    ],
    ['the same name twice', 'environments:\n  dev: {}\n  DEV: {}\n', 7, /"DEV" is written twice/],
    [
      'verify that is not a mapping',
      'environments:\n  dev:\n    verify: 10m\n',
      7,
      /environments\.dev\.verify must be a mapping/
    ],
    [
      'an unknown requirement',
      'environments:\n  dev:\n    promotion: { require: green }\n',
      7,
      /require must be healthy or verified/
    ],
    [
      'a verified-for that is no duration',
      'environments:\n  dev:\n    promotion: { verified-for: soon }\n',
      7,
      /verified-for must be a duration/
    ],
    [
      'verified-for with require: healthy',
      'environments:\n  dev:\n    promotion: { require: healthy, verified-for: 5m }\n',
      7,
      /counts from the recorded verification/
    ],
    [
      'an unknown promotion key',
      'environments:\n  dev:\n    promotion: { soak: 5m }\n',
      7,
      /unknown key "soak" in environments\.dev\.promotion/
    ]
  ])('refuses %s, with its line', (_, tail, line, message) => {
    const found = refusal(`${RELEASES}${tail}`)
    expect(found.line).toBe(line)
    expect(found.message).toMatch(message)
    expect(found.message.startsWith(`${FILE} line ${line}: `)).toBe(true)
  })
})
