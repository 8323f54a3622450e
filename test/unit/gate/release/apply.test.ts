import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../../src/gate/rule/contents.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../../src/gate/policy.js'
import { applyReleasePolicy, type PolicyLocation, type ReleasePorts } from '../../../../src/gate/release/apply.js'
import { summarize, type GateVerdict } from '../../../../src/gate/verdict.js'
import type { EvidenceRepo } from '../../../../src/environments/evidence.js'
import { recordStatus } from '../../../../src/environments/record.js'
import type { AttestationExpectation, ProvenanceChecker } from '../../../../src/provenance/types.js'
import { D, REPO as IMAGE, microservice } from '../../../corpus/gate/manifests.js'

const RULE: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const FILE = '.github/gitops-release.yaml'
/** The default path, not asked for by the user. */
const DEFAULT: PolicyLocation = { path: FILE, given: false, label: "Input 'policy'" }
const ORIGIN = 'GitHub (https://api.github.com), acme/config at bbbbbbb'

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
    readPolicy: () => Promise.resolve({ text: policy, nearMisses: [] }),
    policyOrigin: ORIGIN,
    provenance: () => Promise.resolve(checker),
    evidence: () => evidence,
    evidenceRecorder: () => Promise.resolve(app)
  }
}

const codes = (v: GateVerdict): string[] => v.reasons.map((r) => r.code)

describe('the release policy applied to a verdict', () => {
  it('leaves the verdict as it is without a policy file', async () => {
    const verdict = bumped('apps/a/ms.yaml')
    const judged = await applyReleasePolicy(verdict, DEFAULT, ports(undefined))
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
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'), DEFAULT, ports(policy, checked))
    expect(checked.map(([d, w]) => [d, w.repository])).toEqual([[D.b, 'acme/todo-api']])
    expect(codes(judged.verdict)).toEqual(['no-attestation'])
    expect(judged.verdict.reasons[0]).toMatchObject({ file: 'apps/b/ms.yaml', line: 8 })
    expect(judged.verdict.verdict).toBe('reject')
  })

  it('checks one digest once under one rule, and reports it for each change', async () => {
    const checked: [string, AttestationExpectation][] = []
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n    provenance: { repository: acme/todo-api }\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'), DEFAULT, ports(policy, checked))
    expect(checked).toHaveLength(1)
    expect(judged.provenance.map((p) => p.file)).toEqual(['apps/a/ms.yaml', 'apps/b/ms.yaml'])
    expect(codes(judged.verdict)).toEqual(['no-attestation', 'no-attestation'])
  })

  it('rejects a change under no entry and an image outside its entry, naming the file', async () => {
    const policy = `releases:\n  - paths: ["apps/a/**"]\n    images: ["ghcr.io/acme/other"]\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'elsewhere/ms.yaml'), DEFAULT, ports(policy))
    expect(codes(judged.verdict)).toEqual(['image-not-allowed', 'no-release-entry'])
    expect(judged.verdict.reasons.every((r) => r.message.includes(FILE))).toBe(true)
  })

  it('rejects the PR when the policy is broken, naming the file and line', async () => {
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, ports('releases:\n  - paths: 3\n'))
    expect(codes(judged.verdict)).toEqual(['policy-invalid'])
    expect(judged.verdict.reasons[0]!.message).toContain(`${FILE} line 2:`)
  })

  it('rejects the PR when the policy cannot be read, saying from where and not that the file is broken', async () => {
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, {
      ...ports(undefined),
      readPolicy: () => Promise.reject(new Error('HTTP 502'))
    })
    expect(codes(judged.verdict)).toEqual(['policy-unavailable'])
    expect(judged.verdict.verdict).toBe('reject')
    expect(judged.verdict.reasons[0]!.message).toBe(
      `The release policy "${FILE}" (Input 'policy') could not be read from ${ORIGIN}: HTTP 502. The gate refuses until it can read it: rerun it (the token needs 'contents: read').`
    )
  })

  describe('a policy asked for, absent, or beside where it is looked for', () => {
    const GIVEN: PolicyLocation = { path: 'policies/release.yaml', given: true, label: "Input 'policy'" }
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n`
    const reading = (text: string | undefined, nearMisses: string[] = [], problem?: string): ReleasePorts => ({
      ...ports(undefined),
      readPolicy: () => Promise.resolve({ text, nearMisses, problem })
    })

    it('refuses a policy named in the input that is not there, naming it and what looks like it', async () => {
      const missing = await applyReleasePolicy(bumped('apps/a/ms.yaml'), GIVEN, reading(undefined))
      expect(codes(missing.verdict)).toEqual(['policy-missing'])
      expect(missing.verdict.verdict).toBe('reject')
      expect(missing.verdict.reasons[0]!.message).toBe(
        `Input 'policy' names "policies/release.yaml", which does not exist at the base commit. Add it on the base branch, name the file that is there, or remove Input 'policy' to gate without a policy.`
      )
      const beside = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        GIVEN,
        reading(undefined, ['policies/release.yml'])
      )
      expect(beside.verdict.reasons[0]!.message).toContain(
        `which does not exist at the base commit; "policies/release.yml" looks like a release policy there.`
      )
    })

    it('runs without a policy when the default path is absent, noting a file that looks like one', async () => {
      const verdict = bumped('apps/a/ms.yaml')
      const none = await applyReleasePolicy(verdict, DEFAULT, reading(undefined))
      expect(none.verdict).toBe(verdict)
      expect(none.notes).toEqual([])
      const near = await applyReleasePolicy(verdict, DEFAULT, reading(undefined, ['.github/gitops-release.yml']))
      expect(near.verdict).toBe(verdict)
      expect(near.policyFile).toBeUndefined()
      expect(near.notes).toEqual([
        `No release policy at "${FILE}", where the gate looks, so none was applied; ".github/gitops-release.yml" looks like a release policy and is not read: rename it to "${FILE}", or name it in Input 'policy'.`
      ])
      // On the check run and in the log as a warning, not only in the comment.
      expect(near.warnings).toEqual(near.notes)
    })

    it('notes a look-alike beside a policy it reads', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        reading(policy, ['.github/gitops-release.yml', 'gitops-release.yaml'])
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.policyFile).toBe(FILE)
      expect(judged.notes).toEqual([
        `".github/gitops-release.yml" and "gitops-release.yaml" look like a release policy and are not read: the gate reads "${FILE}".`
      ])
    })

    it('refuses a policy path that is not a readable file as policy-invalid', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        GIVEN,
        reading(undefined, [], 'is a directory; name the YAML file itself')
      )
      expect(codes(judged.verdict)).toEqual(['policy-invalid'])
      expect(judged.verdict.reasons[0]!.message).toBe(
        'The release policy "policies/release.yaml" is a directory; name the YAML file itself. Fix it on the base branch first.'
      )
    })
  })

  it('notes, without refusing, when provenance cannot be checked here', async () => {
    const policy = `releases:\n  - paths: ["**"]\n    images: ["${IMAGE}"]\n    provenance: { repository: acme/todo-api }\n`
    const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, {
      ...ports(policy),
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
    /**
     * staging with one Deployment of `pins` on the head of main, whose run ended in `state` and
     * recorded that outcome there; counts the listings.
     */
    function staging(
      pins: string,
      state: string,
      listed: string[] = [],
      creator = 'acme-release[bot]',
      word = state === 'success' ? 'healthy' : 'degraded'
    ): EvidenceRepo {
      const sha = 'f'.repeat(40)
      const outcome = recordStatus('staging', word, pins, undefined)
      return {
        listDeployments: (environment) => {
          listed.push(environment)
          const deployments =
            environment === 'staging'
              ? [
                  {
                    id: 7,
                    sha,
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
        readFile: () => Promise.resolve(microservice({ image: `${IMAGE}@${pins}` })),
        recentCommits: (branch) => {
          listed.push(`commits of ${branch ?? 'the default branch'}`)
          return Promise.resolve({ commits: [{ sha, parents: [], committedAt: undefined }], more: false })
        },
        commitStatuses: () =>
          Promise.resolve([
            {
              ...outcome,
              id: 70,
              sha,
              targetUrl: 'https://github.com/acme/c/actions/runs/9',
              creator,
              createdAt: '2026-11-30T11:00:00Z'
            }
          ])
      }
    }

    it('accepts a digest verified in the environment, once per digest, with the Deployment', async () => {
      const listed: string[] = []
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml', 'apps/b/ms.yaml'), DEFAULT, {
        ...ports(policy, [], staging(D.b, 'success', listed)),
        evidenceBranch: 'main'
      })
      expect(judged.verdict.verdict).toBe('accept')
      expect(listed).toEqual(['staging', 'commits of main'])
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
        DEFAULT,
        ports(policy, [], staging(D.b, 'success'))
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.warnings).toEqual([expect.stringContaining('"staging" was accepted without checking its author')])
      expect(judged.notes).toEqual(judged.warnings)
    })

    it('counts only the gate’s own App without recorded-by, and only recorded-by with it', async () => {
      const byWait = staging(D.b, 'success', [], 'acme-release[bot]')
      const own = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(policy, [], byWait, 'acme-gate[bot]')
      )
      expect(codes(own.verdict)).toEqual(['not-promoted'])
      expect(own.verdict.reasons[0]!.message).toContain('but none was recorded by acme-gate[bot]')
      expect(own.warnings).toEqual([])

      const named = `${policy.trimEnd()}\n    recorded-by: ["acme-release[bot]"]\n`
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(named, [], byWait, 'acme-gate[bot]')
      )
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.warnings).toEqual([])
      const forged = staging(D.b, 'success', [], 'mallory')
      const refused = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, ports(named, [], forged))
      expect(refused.verdict.reasons[0]!.message).toContain(
        'none was recorded by acme-release[bot]; the latest of them'
      )
    })

    it('refuses a digest whose Deployment failed, naming the environment and what was found', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(policy, [], staging(D.b, 'failure'))
      )
      expect(codes(judged.verdict)).toEqual(['not-promoted'])
      expect(judged.verdict.reasons[0]!.message).toMatch(
        /^"apps\/a\/ms.yaml" line 8: promoted-from "staging": the newest outcome of sha256:\w+ recorded in "staging" is failure \(degraded\) with sha256:\w+ on revision fffffff at 2026-11-30T11:00:00Z, by acme-release\[bot\]: sha256:\w+ is not verified there\.$/
      )
    })

    it('asks what the environment’s promotion requires: verified, and for how long since', async () => {
      const strict = `${policy}environments:\n  staging:\n    promotion: { require: verified, verified-for: 30m }\n`
      const at = (time: string) => ({ clock: () => Date.parse(`2026-11-30T${time}Z`) })
      const healthy = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, {
        ...ports(strict, [], staging(D.b, 'success')),
        ...at('12:00:00')
      })
      expect(codes(healthy.verdict)).toEqual(['not-promoted'])
      expect(healthy.verdict.reasons[0]!.message).toContain(
        'which falls short of what "staging" requires: not verified: wait recorded it healthy at 2026-11-30T11:00:00Z, without verification'
      )
      const verified = staging(D.b, 'success', [], 'acme-release[bot]', 'verified')
      const early = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, {
        ...ports(strict, [], verified),
        ...at('11:12:00')
      })
      expect(early.verdict.reasons[0]!.message).toMatch(
        /requires: verified-for 30m: verified 12m ago, at 2026-11-30T11:00:00Z\.$/
      )
      const soaked = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, {
        ...ports(strict, [], verified),
        ...at('11:30:00')
      })
      expect(soaked.verdict.verdict).toBe('accept')
      expect(soaked.promotion[0]!.result).toMatchObject({ evidence: { outcome: 'verified' } })
      // Without the environment's promotion settings, Healthy is enough as before.
      const plain = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(policy, [], staging(D.b, 'success'))
      )
      expect(plain.verdict.verdict).toBe('accept')
    })

    it('refuses a digest only another digest was verified for', async () => {
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(policy, [], staging(D.a, 'success'))
      )
      expect(codes(judged.verdict)).toEqual(['not-promoted'])
      expect(judged.verdict.reasons[0]!.message).toContain(`pins ${D.a}`)
    })

    it('refuses with promotion-unavailable when the Deployments cannot be read', async () => {
      const broken: EvidenceRepo = {
        ...staging(D.b, 'success'),
        listDeployments: () => Promise.reject(new Error('Resource not accessible by integration'))
      }
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, ports(policy, [], broken))
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
      const judged = await applyReleasePolicy(
        bumped('apps/a/ms.yaml'),
        DEFAULT,
        ports(both, [], staging(D.a, 'success'))
      )
      expect(codes(judged.verdict)).toEqual(['no-attestation', 'not-promoted'])
    })

    it('notes, without refusing, when Deployments cannot be read here', async () => {
      const judged = await applyReleasePolicy(bumped('apps/a/ms.yaml'), DEFAULT, ports(policy, [], 'no token'))
      expect(judged.verdict.verdict).toBe('accept')
      expect(judged.notes).toEqual(['Promotion not checked: no token'])
      expect(judged.promotion[0]!.result).toEqual({ ok: 'skipped', message: 'no token' })
    })
  })
})
