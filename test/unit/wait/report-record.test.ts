// What wait records at its verdict: the Deployment's final status and, beside it, the outcome as a
// commit status on the revision it followed, which nobody else can delete.
import { describe, expect, it } from 'vitest'
import { evidencePayload } from '../../../src/environments/payload.js'
import { initialChain } from '../../../src/wait/chain.js'
import { ProgressReporter, type ReportRepo } from '../../../src/wait/report/progress.js'
import type { ChainState, Verdict } from '../../../src/wait/types.js'
import { DIGEST_B } from '../../../standins/fixtures.js'

const REVISION = 'c'.repeat(40)
const IMAGE = `ghcr.io/acme/todo-api:1.5.0@${DIGEST_B}`
const RUN = 'https://github.com/acme/platform-config/actions/runs/42'
const payload = evidencePayload({
  image: IMAGE,
  resource: { apiGroup: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api' },
  revision: REVISION,
  manifest: 'apps/todo-api/dev/microservice.yaml'
})

/** An in-memory config repo recording every write; `refuse` names the writes GitHub answers 403. */
function fakeRepo(refuse: ('deployment' | 'record')[] = []) {
  const writes: string[] = []
  const denied = (): Promise<never> =>
    Promise.reject(Object.assign(new Error('Resource not accessible'), { status: 403 }))
  const repo: ReportRepo = {
    upsertStickyComment: () => Promise.resolve({ id: 1, url: 'https://x/c/1', created: true }),
    editStickyComment: () => Promise.resolve(undefined),
    createDeployment: (input) => {
      if (refuse.includes('deployment')) return denied()
      writes.push(`deployment ${input.environment} ${input.sha.slice(0, 7)}`)
      return Promise.resolve(7)
    },
    deploymentStatus: (id, state) => {
      writes.push(`deployment ${id} ${state}`)
      return Promise.resolve()
    },
    postCommitStatus: (sha, status) => {
      if (refuse.includes('record')) return denied()
      writes.push(
        `status ${sha.slice(0, 7)} ${status.context} ${status.state} ${status.description} ${status.targetUrl}`
      )
      return Promise.resolve()
    }
  }
  return { repo, writes }
}

function reporter(repo: ReportRepo, warnings: string[] = []): ProgressReporter {
  const log = { info: () => undefined, debug: () => undefined, warning: (m: string) => void warnings.push(m) }
  let now = 0
  return new ProgressReporter(repo, { app: 'todo-api', image: IMAGE, links: { run: RUN } }, undefined, log, {
    clock: () => (now += 1),
    sleep: () => Promise.resolve()
  })
}

const ended = (verdict: Verdict, message: string): ChainState => ({
  ...initialChain(0, { state: 'done', detail: 'merged' }),
  verdict,
  message
})

describe('ProgressReporter records the outcome where nobody else can take it back', () => {
  it('posts the outcome with the digest on the revision, beside the Deployment’s final status', async () => {
    const { repo, writes } = fakeRepo()
    const report = reporter(repo)
    await report.startDeployment('dev', REVISION, payload)
    await report.finish(ended('healthy', 'todo-api is Healthy'))
    expect(writes).toEqual([
      'deployment dev ccccccc',
      'deployment 7 success',
      `status ccccccc gitops-release/dev success healthy ${DIGEST_B}: todo-api is Healthy ${RUN}`
    ])
  })

  it.each([
    ['degraded', 'failure'],
    ['timeout', 'failure'],
    ['superseded', 'failure']
  ] as const)('records a %s verdict as %s, naming it', async (verdict, state) => {
    const { repo, writes } = fakeRepo()
    const report = reporter(repo)
    await report.startDeployment('dev', REVISION, payload)
    await report.finish(ended(verdict, 'no'))
    expect(writes).toContain(`status ccccccc gitops-release/dev ${state} ${verdict} ${DIGEST_B}: no ${RUN}`)
  })

  it('records a failure even when GitHub refused the Deployment, and an error when the wait broke', async () => {
    const { repo, writes } = fakeRepo(['deployment'])
    const report = reporter(repo)
    await report.startDeployment('dev', REVISION, payload)
    await report.finish(ended('degraded', 'Stalled'))
    expect(writes).toEqual([`status ccccccc gitops-release/dev failure degraded ${DIGEST_B}: Stalled ${RUN}`])

    const broke = fakeRepo()
    const aborted = reporter(broke.repo)
    await aborted.startDeployment('dev', REVISION, payload)
    await aborted.abort('HTTP 401 from Argo CD')
    expect(broke.writes.slice(1)).toEqual([
      'deployment 7 error',
      `status ccccccc gitops-release/dev error error ${DIGEST_B}: HTTP 401 from Argo CD ${RUN}`
    ])
  })

  it('warns once, naming the permission and what it costs, when the outcome cannot be recorded', async () => {
    const { repo } = fakeRepo(['record'])
    const warnings: string[] = []
    const report = reporter(repo, warnings)
    await report.startDeployment('dev', REVISION, payload)
    await report.finish(ended('healthy', 'ok'))
    expect(warnings).toEqual([
      `Could not record the outcome as commit status "gitops-release/dev" (Resource not accessible): promote and the gate's promoted-from accept no verification without it. Does the token have 'statuses: write'?`
    ])
  })

  it('records nothing without an environment', async () => {
    const { repo, writes } = fakeRepo()
    await reporter(repo).finish(ended('healthy', 'ok'))
    expect(writes).toEqual([])
  })
})
