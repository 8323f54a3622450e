/**
 * Reports the demo does not write, made with the renderers themselves: the widest a gate
 * comment gets (long paths, an ECR host, a changed repository, provenance and promotion of every
 * outcome), a release of several targets, and wait in each state (in progress, timed out with a
 * warning, Degraded with a long message, and every box style at once).
 */
import * as core from '@actions/core'
import type { ImageChange } from '../../src/gate/rule/compare.js'
import type { Reason } from '../../src/gate/reasons.js'
import { renderVerdictMarkdown } from '../../src/gate/report/markdown.js'
import type { GateVerdict } from '../../src/gate/verdict.js'
import type { ResourceId } from '../../src/manifest/types.js'
import { renderReleaseBody, type TargetRow } from '../../src/open/pr-body.js'
import { renderOpenSummary } from '../../src/open/summary.js'
import type { OpenSettings } from '../../src/open/settings.js'
import type { OpenResult } from '../../src/open/types.js'
import { parseImageReference } from '../../src/image/reference.js'
import { renderComment } from '../../src/wait/report/comment.js'
import { renderWaitSummary } from '../../src/wait/report/summary.js'
import type { ChainState, StepState } from '../../src/wait/types.js'
import { DIGEST_A, DIGEST_B, digest } from '../../standins/fixtures.js'
import { verifyReports } from './render-cases-verify.js'

const ECR = '123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments/ledger-service'
const LONG_PATH = 'clusters/production-eu-west-1/tenants/payments/overlays/production/ledger-service.yaml'
const DEEP_PATH = 'clusters/production/tenants/payments/overlays/production/workloads/ledgerservicedeployment.yaml'
const T0 = Date.parse('2026-12-01T23:05:50Z')

const resource = (name: string, kind = 'Microservice'): ResourceId => ({
  apiGroup: 'platform.example.io',
  apiVersion: 'platform.example.io/v1',
  kind,
  namespace: 'payments',
  name
})

const reason = (code: Reason['code'], file: string, line: number, message: string): Reason => ({
  code,
  file,
  line,
  message: `${JSON.stringify(file)} line ${line}: ${message}`
})

function change(file: string, line: number, before: string, after: string, reasons: Reason[]): ImageChange {
  return {
    file,
    line,
    before,
    after,
    reasons,
    documentIndex: 0,
    resource: resource(`ledger-${line}`),
    format: 'manifest',
    path: 'spec.image',
    field: 'spec.image'
  }
}

/** A reject of three files: every kind of row, the provenance and promotion tables, notes. */
export function wideGateReject(): string {
  const wrongRef = reason(
    'wrong-ref',
    LONG_PATH,
    12,
    `the image was built from "refs/heads/feature/x", not "refs/tags/v*"`
  )
  const notPromoted = reason(
    'not-promoted',
    LONG_PATH,
    12,
    `promoted-from "staging-eu-west-1": 1 Deployment in "staging-eu-west-1" pins ${DIGEST_B}, none reached success; the latest of them (id 1000023, revision 014304a, 2026-12-01T23:05:53Z) is failure.`
  )
  const repo = reason(
    'other-repository',
    DEEP_PATH,
    7,
    `the new image ${JSON.stringify(`evil.example.com/x/ledger@${DIGEST_A}`)} is another repository.`
  )
  const forbidden = reason(
    'forbidden-char',
    'apps/ledger/values.yaml',
    3,
    'contains U+202E (a bidi control) at line 3.'
  )
  const changes = [
    change(LONG_PATH, 12, `${ECR}:2.3.4@${DIGEST_A}`, `${ECR}:2.4.0-rc.1@${DIGEST_B}`, [wrongRef, notPromoted]),
    change(DEEP_PATH, 7, `${ECR}:2.3.4@${DIGEST_A}`, `evil.example.com/x/ledger@${DIGEST_A}`, [repo])
  ]
  const gate: GateVerdict = {
    verdict: 'reject',
    base: 'a'.repeat(40),
    head: 'b'.repeat(40),
    files: [
      {
        path: LONG_PATH,
        status: 'modified',
        verdict: 'reject',
        reasons: [wrongRef, notPromoted],
        changes: [changes[0]!]
      },
      { path: DEEP_PATH, status: 'modified', verdict: 'reject', reasons: [repo], changes: [changes[1]!] },
      { path: 'apps/ledger/values.yaml', status: 'modified', verdict: 'reject', reasons: [forbidden], changes: [] }
    ],
    changes,
    reasons: [
      {
        code: 'incomplete-listing',
        message: 'GitHub listed 3000 files, the most it lists; the rest cannot be judged.'
      },
      wrongRef,
      notPromoted,
      repo,
      forbidden
    ]
  }
  const evidence = {
    repository: 'https://github.com/acme-payments/ledger-service',
    signerWorkflow:
      'https://github.com/acme-payments/shared-workflows/.github/workflows/container-release.yml@refs/heads/main',
    buildConfig: 'https://github.com/acme-payments/ledger-service/.github/workflows/release.yml@refs/tags/v2.4.0',
    ref: 'refs/tags/v2.4.0',
    commit: 'c0ffee'.repeat(6) + 'c0ff',
    runUrl: 'https://github.com/acme-payments/ledger-service/actions/runs/123456789/attempts/2'
  }
  return renderVerdictMarkdown({
    verdict: 'reject',
    gate,
    outOfScope: undefined,
    reasons: gate.reasons,
    headSha: gate.head,
    policyFile: '.github/gitops-release.yaml',
    notes: ['Could not write the sticky comment: 403 Resource not accessible by integration.'],
    provenance: [
      {
        file: LONG_PATH,
        line: 12,
        image: changes[0]!.after,
        result: { ok: false, code: 'wrong-ref', message: wrongRef.message }
      },
      { file: 'apps/ledger/dev.yaml', line: 9, image: `${ECR}:2.4.0@${DIGEST_B}`, result: { ok: true, evidence } },
      {
        file: 'apps/ledger/qa.yaml',
        line: 9,
        image: `${ECR}:2.4.0@${DIGEST_B}`,
        result: { ok: 'skipped', message: "the token cannot read attestations: give the job 'attestations: read'" }
      }
    ],
    promotion: [
      {
        file: LONG_PATH,
        line: 12,
        image: changes[0]!.after,
        environment: 'staging-eu-west-1',
        result: { ok: false, code: 'not-promoted', message: notPromoted.message }
      },
      {
        file: 'apps/ledger/dev.yaml',
        line: 9,
        image: `${ECR}:2.4.0@${DIGEST_B}`,
        environment: 'dev',
        result: {
          ok: true,
          evidence: {
            environment: 'dev',
            deploymentId: 1000010,
            revision: 'c4b5e1ec4188'.padEnd(40, '0'),
            digest: DIGEST_B,
            image: `${ECR}:2.4.0@${DIGEST_B}`,
            verifiedAt: '2026-12-01T23:05:51Z',
            url: 'https://github.com/acme/platform-config/actions/runs/42'
          }
        }
      },
      {
        file: 'apps/ledger/qa.yaml',
        line: 9,
        image: `${ECR}:2.4.0@${DIGEST_B}`,
        environment: 'qa',
        result: { ok: 'skipped', message: "Deployments cannot be read here: the token needs 'deployments: read'" }
      }
    ]
  })
}

/** A PR that is not a release PR, failing by `other-prs`. */
export function outOfScopeGate(): string {
  const why = {
    code: 'out-of-scope',
    message: "Not a release PR: the branch does not start with 'gitops-release/'; 'other-prs' is failure."
  } as const
  return renderVerdictMarkdown({
    verdict: 'reject',
    gate: undefined,
    outOfScope: "the branch does not start with 'gitops-release/'",
    reasons: [why],
    headSha: 'b'.repeat(40)
  })
}

const rows: TargetRow[] = [LONG_PATH, 'apps/ledger/us/microservice.yaml', 'apps/ledger/eu/microservice.yaml'].map(
  (manifest, i) => ({
    resource: resource(`ledger-${i}`),
    manifest,
    line: 8 + i,
    oldImage: i === 2 ? `${ECR}:2.4.0@${DIGEST_B}` : `${ECR}:2.3.4@${DIGEST_A}`,
    image: `${ECR}:2.4.0@${DIGEST_B}`,
    newImage: parseImageReference(`${ECR}:2.4.0@${DIGEST_B}`)
  })
)

const record = {
  image: `${ECR}:2.4.0@${DIGEST_B}`,
  version: '2.4.0',
  manifest: LONG_PATH,
  commit: 'c'.repeat(40),
  base: 'd'.repeat(40),
  sourceRepository: 'acme-payments/ledger-service',
  sourceSha: 'e'.repeat(40),
  runUrl: 'https://github.com/acme-payments/ledger-service/actions/runs/123456789'
}

const promotion = {
  fromManifest: 'clusters/staging-eu-west-1/tenants/payments/overlays/staging/ledger-service.yaml',
  evidence: {
    environment: 'staging-eu-west-1',
    deploymentId: 1000010,
    revision: 'f'.repeat(40),
    digest: DIGEST_B,
    image: `${ECR}:2.4.0@${DIGEST_B}`,
    verifiedAt: '2026-12-01T23:05:51Z',
    url: 'https://github.com/acme/platform-config/actions/runs/42'
  }
}

/** A promotion of one target from an ECR registry, and a release of three targets. */
export function prBodies(): Record<string, string> {
  return {
    'promotion-pr-body': renderReleaseBody([rows[0]!], record, 'https://github.com', promotion),
    'several-pr-body': renderReleaseBody(rows, record, 'https://github.com', promotion)
  }
}

function summaryText(write: (summary: typeof core.summary) => typeof core.summary): string {
  core.summary.emptyBuffer()
  const text = write(core.summary).stringify()
  core.summary.emptyBuffer()
  return text
}

/** `promote`'s job summary for several targets. */
export function severalSummary(): string {
  const settings = {
    configRepo: { owner: 'acme', repo: 'platform-config' },
    dryRun: false,
    promotion,
    targets: rows.map((r) => ({ manifest: r.manifest })),
    manifest: rows[0]!.manifest,
    image: rows[0]!.image
  } as unknown as OpenSettings
  const result: OpenResult = {
    result: 'created',
    reason: 'Opened PR #12.',
    branch: 'gitops-release/clusters/production-eu-west-1/3-targets-1a2b3c4d',
    pr: { number: 12, url: 'https://github.com/acme/platform-config/pull/12' },
    commitSha: 'c'.repeat(40),
    oldImage: rows[0]!.oldImage,
    resource: rows[0]!.resource,
    diff: `--- a/${LONG_PATH}\n+++ b/${LONG_PATH}\n@@ -8 +8 @@\n-  image: "${rows[0]!.oldImage}"\n+  image: "${rows[0]!.image}"`,
    targets: rows.map((r) => ({ manifest: r.manifest, resource: r.resource, oldImage: r.oldImage, newImage: r.image })),
    warnings: []
  }
  return summaryText((s) => renderOpenSummary(s, settings, result))
}

const step = (name: ChainState['steps'][number]['step'], state: StepState, at: number, detail: string) => ({
  step: name,
  state,
  since: T0 + at * 1000,
  detail
})

function chain(
  verdict: ChainState['verdict'],
  message: string,
  steps: ChainState['steps'],
  warnings: string[] = []
): ChainState {
  return {
    steps,
    verdict,
    message,
    health: verdict === 'degraded' ? 'Degraded' : 'Progressing',
    revision: '9249307'.padEnd(40, 'a'),
    warnings,
    degradedSince: undefined,
    startedAt: T0,
    updatedAt: T0 + 400_000,
    wakeAt: undefined
  }
}

const context = {
  app: 'ledger-service-production-eu-west-1',
  image: `${ECR}:2.4.0@${DIGEST_B}`,
  links: {
    pr: { number: 12, url: 'https://github.com/acme/platform-config/pull/12' },
    argocdApp: 'https://argocd.example.com/applications/ledger-service-production-eu-west-1',
    run: 'https://github.com/acme/platform-config/actions/runs/42'
  }
}

const degradedMessage = `platform.example.io/Microservice payments/ledger-0 is Degraded: Back-off pulling image "${ECR}:2.4.0@${DIGEST_B}": rpc error: code = NotFound desc = failed to pull and unpack image "${ECR}:2.4.0@${DIGEST_B}": failed to resolve reference: ${ECR}@${digest('dead0000')}: not found`

/** Wait in progress, timed out with a warning, Degraded with Argo CD's long message, and every box style. */
export function waitStates(): Record<string, ChainState> {
  return {
    waiting: chain('waiting', 'Waiting for the operator to observe generation 4 (it is at 3).', [
      step('merged', 'done', 0, 'PR #12 merged as 9249307'),
      step('synced', 'done', 14, 'Argo CD synced 9249307; sync Succeeded at 2026-12-01T23:06:04Z'),
      step('observed', 'waiting', 14, 'the operator is at generation 3, expecting 4'),
      step('health', 'pending', 0, ''),
      step('running', 'pending', 0, '')
    ]),
    timeout: chain(
      'timeout',
      'Timed out after 15m waiting for Pods running sha256:28492db0222222222222222222222222222222222222222222222222222222.',
      [
        step('merged', 'skipped', 0, 'no PR given: expecting the revision from the revision input'),
        step('synced', 'done', 75, 'Argo CD synced 9249307; sync Succeeded at 2026-12-01T23:07:05Z'),
        step('observed', 'done', 76, 'spec.image matches; the operator observed generation 4'),
        step('health', 'done', 230, 'Healthy: Deployment ledger-0 has 3/3 ready replicas'),
        step('running', 'waiting', 230, `2 of 3 Pods run ${DIGEST_B}; 1 runs ${DIGEST_A}`)
      ],
      [`Argo CD's resource tree lists no Pods of ${ECR}; the running step trusted the operator's status instead.`]
    ),
    degraded: chain('degraded', degradedMessage, [
      step('merged', 'done', 0, 'PR #12 merged as 9249307'),
      step('synced', 'done', 3, 'Argo CD synced 9249307; sync Succeeded at 2026-12-01T23:05:53Z'),
      step('observed', 'done', 4, 'spec.image matches; the operator observed generation 4'),
      step('health', 'failed', 185, degradedMessage),
      step('running', 'pending', 0, '')
    ]),
    'every-style': chain('degraded', 'Every box style at once.', [
      step('merged', 'skipped', 0, 'no PR given'),
      step('synced', 'done', 135, 'Argo CD synced 9249307'),
      step('observed', 'waiting', 140, 'the operator is at generation 3, expecting 4'),
      step('health', 'failed', 400, 'Degraded'),
      step('running', 'pending', 0, '')
    ])
  }
}

/** Each wait state as its comment and its job summary. */
export function waitReports(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, state] of Object.entries(waitStates())) {
    out[`wait-${name}-comment`] = renderComment(state, context)
    out[`wait-${name}-summary`] = summaryText((s) => renderWaitSummary(s, state, context))
  }
  return out
}

/** Every synthetic report, by name. */
export function syntheticReports(): Record<string, string> {
  return {
    'wide-gate-reject': wideGateReject(),
    'out-of-scope-gate': outOfScopeGate(),
    ...prBodies(),
    'several-open-summary': severalSummary(),
    ...waitReports(),
    ...verifyReports()
  }
}
