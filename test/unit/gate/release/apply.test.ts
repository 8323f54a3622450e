import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../../src/gate/rule/contents.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../../src/gate/policy.js'
import { applyReleasePolicy, type ReleasePorts } from '../../../../src/gate/release/apply.js'
import { summarize, type GateVerdict } from '../../../../src/gate/verdict.js'
import type { EvidenceRepo } from '../../../../src/environments/evidence.js'
import type { AttestationExpectation, ProvenanceChecker } from '../../../../src/provenance/types.js'
import { D, REPO as IMAGE, microservice } from '../../../corpus/gate/manifests.js'

const RULE: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const FILE = '.github/gitops-release.yaml'

/** The rule's verdict for bumps of the given files from D.a to D.b. */
function bumped(...paths: string[]): GateVerdict {
  const files = paths.map((path) => {
    const judged = judgeTexts(path, microservice(), microservice({ image: `${IMAGE}:1.4.2@${D.b}` }), RULE)
    return {
      path,
      status: 'modified' as const,
      verdict: 'accept' as const,
      reasons: judged.reasons,
      changes: judged.changes
    }
  })
  return summarize('b'.repeat(40), 'h'.repeat(40), files, [])
}

function ports(
  policy: string | undefined,
  checked: [string, AttestationExpectation][] = [],
  evidence: EvidenceRepo | string = 'no Deployments in this test',
  app?: string
): ReleasePorts {
  const checker: ProvenanceChecker = {
    check(digest, want) {
      checked.push([digest, want])
      return Promise.resolve({ ok: false, code: 'no-attestation', message: `none for ${digest}` })
    }
  }
  return {
    readPolicy: () => Promise.resolve(policy),
    provenance: () => Promise.resolve(checker),
    evidence: () => evidence,
    evidenceRecorder: () => Promise.resolve(app)
  }
}

const codes = (v: GateVerdict): string[] => v.reasons.map((r) => r.code)

describe('the release policy applied to a verdict', () => {
  it('leaves the verdict as it is without a policy file', async () => {
    const verdict = bumped('apps/a/ms.yaml')
    const judged = await applyReleasePolicy(verdict, FILE, ports(undefined))
    expect(judged.verdict).toBe(verdict)
    expect(judged.policyFile).toBeUndefined()
  })

  it('takes the first matching entry and checks provenance only where that entry asks', async () => {
    const checked: [string, AttestationExpectation][] = []
    const policy = [
      'releases:',
      '  - paths: ["apps/a/**"]',
      `    images: ["${IMAGE}"]`,
      '  - paths: ["apps/**"]',
      `    images: ["${IMAGE}"]`,
      '    provenance: { repository: acme/todo-api }',
      ''
    ].join('\n')
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'), FILE, ports(policy, checked))
    expect(checked.map(([d, w]) => [d, w.repository])).toEqual([[D.b, 'acme/todo-api']])
    expect(codes(judged.verdict)).toEqual(['no-attestation'])
    expect(judged.verdict.reasons[0]).toMatchObject({ file: 'apps/b/ms.yaml', line: 8 })
    expect(judged.verdict.verdict).toBe('reject')
  })

  it('checks one digest once under one rule, and reports it for each change', async () => {
    const checked: [string, AttestationExpectation][] = []
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n    provenance: { repository: acme/todo-api }\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'), FILE, ports(policy, checked))
    expect(checked).toHaveLength(1)
    expect(judged.provenance.map((p) => p.file)).toEqual(['apps/a/ms.yaml', 'apps/b/ms.yaml'])
    expect(codes(judged.verdict)).toEqual(['no-attestation', 'no-attestation'])
  })

  it('rejects a change under no entry and an image outside its entry, naming the file', async () => {
    const policy = `releases:\n  - paths: ["apps/a/**"]\n    images: ["ghcr.io/acme/other"]\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'elsewhere/ms.yaml'), FILE, ports(policy))
    expect(codes(judged.verdict)).toEqual(['image-not-allowed', 'no-release-entry'])
    expect(judged.verdict.reasons.every((r) => r.message.includes(FILE))).toBe(true)
  })

  it('rejects the PR when the policy is broken, naming the file and line', async () => {
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports('releases:\n  - paths: 3\n'))
    expect(codes(judged.verdict)).toEqual(['policy-invalid'])
    expect(judged.verdict.reasons[0]!.message).toContain(`${FILE} line 2:`)
  })

  it('rejects the PR when the policy cannot be read, saying why', async () => {
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, {
      readPolicy: () => Promise.reject(new Error('HTTP 502')),
      provenance: () => 'unused',
      evidence: () => 'unused'
    })
    expect(codes(judged.verdict)).toEqual(['policy-invalid'])
    expect(judged.verdict.reasons[0]!.message).toMatch(/could not be read at the base commit: HTTP 502/)
  })

  it('notes, without refusing, when provenance cannot be checked here', async () => {
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n    provenance: { repository: acme/todo-api }\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, {
      readPolicy: () => Promise.resolve(policy),
      provenance: () => 'no token',
      evidence: () => 'unused'
    })
    expect(judged.verdict.verdict).toBe('accept')
    expect(judged.notes).toEqual(['Provenance not checked: no token'])
    expect(judged.provenance[0]!.result).toEqual({ ok: 'skipped', message: 'no token' })
  })

  describe('promoted-from', () => {
    const RESOURCE = 'platform.example.io:Microservice:todo/todo-api'
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n    promoted-from: staging\n`
    /** staging with one Deployment of `pins` that ended in `state`; counts the listings. */
    function staging(pins: string, state: string, listed: string[] = [], creator = 'acme-release[bot]'): EvidenceRepo {
      return {
        listDeployments: (environment) => {
          listed.push(environment)
          const deployments =
            environment === 'staging'
              ? [
                  {
                    id: 7,
                    sha: 'f'.repeat(40),
                    environment,
                    payload: { digest: pins, manifest: 'apps/s/ms.yaml', resource: RESOURCE },
                    createdAt: '2026-11-30T10:00:00Z',
                    creator
                  }
                ]
              : []
          return Promise.resolve({
            deployments,
            truncated: false,
            pageUrl: 'https://github.com/acme/c/deployments/staging'
          })
        },
        listDeploymentStatuses: () =>
          Promise.resolve([
            { state, createdAt: '2026-11-30T11:00:00Z', logUrl: 'https://github.com/acme/c/actions/runs/9', creator }
          ]),
        readFile: () => Promise.resolve(microservice({ image: `${IMAGE}@${pins}` }))
      }
    }

    it('accepts a digest verified in the environment, once per digest, with the Deployment', async () => {
      const listed: string[] = []
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'),
        FILE,
        ports(policy, [], staging(D.b, 'success', listed))
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(listed).toEqual(['staging'])
      expect(judged.promotion.map((p) => [p.file, p.environment, p.result.ok])).toEqual([
        ['apps/a/ms.yaml', 'staging', true],
        ['apps/b/ms.yaml', 'staging', true]
      ])
      expect(judged.promotion[0]!.result).toMatchObject({
        evidence: { deploymentId: 7, verifiedAt: '2026-11-30T11:00:00Z' }
      })
    })

    it('accepts evidence from anyone with a token, saying that its author was not checked', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        FILE,
        ports(policy, [], staging(D.b, 'success'))
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.warnings).toEqual([expect.stringContaining('"staging" was accepted without checking its author')])
      expect(judged.notes).toEqual(judged.warnings)
    })

    it('counts only the gate’s own App without recorded-by, and only recorded-by with it', async () => {
      const byWait = staging(D.b, 'success', [], 'acme-release[bot]')
      const own = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports(policy, [], byWait, 'acme-gate[bot]'))
      expect(codes(own.verdict)).toEqual(['not-promoted'])
      expect(own.verdict.reasons[0]!.message).toContain('but none was recorded by acme-gate[bot]')
      expect(own.warnings).toEqual([])

      const named = `${policy.trimEnd()}\n    recorded-by: ["acme-release[bot]"]\n`
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        FILE,
        ports(named, [], byWait, 'acme-gate[bot]')
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.warnings).toEqual([])
      const forged = staging(D.b, 'success', [], 'mallory')
      const refused = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports(named, [], forged))
      expect(refused.verdict.reasons[0]!.message).toContain(
        'none was recorded by acme-release[bot]; the latest of them'
      )
    })

    it('refuses a digest whose Deployment failed, naming the environment and what was found', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        FILE,
        ports(policy, [], staging(D.b, 'failure'))
      )
      expect(codes(judged.verdict)).toEqual(['not-promoted'])
      expect(judged.verdict.reasons[0]!.message).toMatch(
        /^"apps\/a\/ms.yaml" line 8: promoted-from "staging": 1 Deployment in "staging" pins sha256:\w+, none reached success; .* is failure\.$/
      )
    })

    it('refuses a digest only another digest was verified for', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        FILE,
        ports(policy, [], staging(D.a, 'success'))
      )
      expect(codes(judged.verdict)).toEqual(['not-promoted'])
      expect(judged.verdict.reasons[0]!.message).toContain(`pins ${D.a}`)
    })

    it('refuses with promotion-unavailable when the Deployments cannot be read', async () => {
      const broken: EvidenceRepo = {
        listDeployments: () => Promise.reject(new Error('Resource not accessible by integration')),
        listDeploymentStatuses: () => Promise.resolve([]),
        readFile: () => Promise.resolve(undefined)
      }
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports(policy, [], broken))
      expect(codes(judged.verdict)).toEqual(['promotion-unavailable'])
      expect(judged.verdict.reasons[0]!.message).toContain(
        "Resource not accessible by integration); the token needs 'deployments: read'"
      )
    })

    it('gives provenance reasons before promotion reasons, whichever answers first', async () => {
      const both = policy.replace(
        '    promoted-from',
        '    provenance: { repository: acme/todo-api }\n    promoted-from'
      )
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports(both, [], staging(D.a, 'success')))
      expect(codes(judged.verdict)).toEqual(['no-attestation', 'not-promoted'])
    })

    it('notes, without refusing, when Deployments cannot be read here', async () => {
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), FILE, ports(policy, [], 'no token'))
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.notes).toEqual(['Promotion not checked: no token'])
      expect(judged.promotion[0]!.result).toEqual({ ok: 'skipped', message: 'no token' })
    })
  })
})
