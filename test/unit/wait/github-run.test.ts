import { describe, expect, it } from 'vitest'
import { initialChain } from '../../../src/wait/chain.js'
import { runReportWait, type ReportWaitResult } from '../../../src/wait/github-reports/run.js'
import { readWaitSettings, type ReportWaitSettings } from '../../../src/wait/settings.js'
import { toTimeline } from '../../../src/wait/timeline.js'
import { DIGEST_B, DIGEST_C, IMAGE, MANIFEST, microservice } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'
import { FakeGitHub, M, T0 } from './github-fake.js'
import { VirtualTime } from './virtual-time.js'

// `runReportWait` end to end on an in-memory config repo and virtual time: which later commits'
// reports count for the release, and what the verdict, the outputs and the Deployment then say.

const RELEASE = `${IMAGE}:1.4.2@${DIGEST_B}`
const L = 'b'.repeat(40)

interface Run {
  readonly result: ReportWaitResult
  readonly gh: FakeGitHub
  readonly info: string[]
  readonly warnings: string[]
}

/** The config repo with the release merged as M, pinning RELEASE in MANIFEST. */
function repo(time: VirtualTime): FakeGitHub {
  const gh = new FakeGitHub(time)
  gh.files.set(M, { [MANIFEST]: microservice(`"${RELEASE}"`) })
  return gh
}

async function wait(gh: FakeGitHub, time: VirtualTime, inputs: Record<string, string> = {}): Promise<Run> {
  const settings = withInputs(
    {
      token: 'ghs_x',
      'config-repo': 'acme/platform-config',
      'status-context': 'continuous-delivery/todo-api-dev',
      'status-creator': 'argocd-notifications',
      manifest: MANIFEST,
      revision: M,
      environment: 'dev',
      timeout: '1m',
      ...inputs
    },
    () => readWaitSettings({})
  ) as ReportWaitSettings
  const info: string[] = []
  const warnings: string[] = []
  const result = await runReportWait(
    settings,
    {
      revision: M,
      pr: undefined,
      chain: initialChain(time.now, { state: 'done', detail: 'expecting aaaaaaa' }),
      merge: { at: T0, baseRef: 'main' }
    },
    time.now + settings.timeoutMs,
    {
      repo: gh,
      reports: gh,
      clock: time.clock,
      sleep: time.sleep,
      log: { info: (m) => info.push(m), warning: (m) => warnings.push(m), debug: () => undefined }
    }
  )
  return { result, gh, info, warnings }
}

describe('runReportWait: a later commit counts only while it still pins the release', () => {
  it('ends superseded, not Healthy, when a later commit keeps the tag but pins another digest', async () => {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    const rebuilt = `${IMAGE}:1.4.2@${DIGEST_C}`
    gh.commit(L, { [MANIFEST]: microservice(`"${rebuilt}"`) })
    gh.post('success', { sha: L, description: 'todo-api-dev is Healthy' })
    const { result } = await wait(gh, time)
    expect(result.state).toMatchObject({ verdict: 'superseded', revision: L })
    expect(result.state.message).toBe(
      `aaaaaaa was superseded: bbbbbbb, a later commit of main, pins ${rebuilt}, and continuous-delivery/todo-api-dev reported on it.`
    )
    expect(toTimeline(result.state).health).not.toBe('Healthy')
    expect(gh.deploymentStates).not.toContain('success')
    // The record no one can erase says the same: a failure of the release in dev, on the revision.
    expect(gh.records).toEqual([expect.objectContaining({ sha: M, state: 'failure', context: 'gitops-release/dev' })])
  })

  it('counts a later commit that pins the same image under another tag', async () => {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    gh.commit(L, { [MANIFEST]: microservice(`"${IMAGE}:stable@${DIGEST_B}"`), 'README.md': 'docs\n' })
    gh.post('success', { sha: L })
    const { result } = await wait(gh, time)
    expect(result.state).toMatchObject({ verdict: 'healthy', revision: L, health: 'Healthy' })
    expect(gh.deploymentStates).toEqual(['success'])
    expect(gh.records).toEqual([expect.objectContaining({ sha: M, state: 'success', context: 'gitops-release/dev' })])
    expect(gh.records[0]!.description).toMatch(new RegExp(`^healthy ${DIGEST_B}`))
  })
})

describe('runReportWait: a later commit that does not show the release proves nothing', () => {
  /** A success on L, a later commit of main with these files; the wait's verdict and what it said. */
  async function attack(files: Record<string, string>, inputs: Record<string, string> = {}): Promise<Run> {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    gh.commit(L, files)
    gh.post('success', { sha: L, description: 'todo-api-dev is Healthy' })
    return wait(gh, time, { timeout: '30s', ...inputs })
  }

  /** Not healthy, no `success` recorded, and the log and the health step name why. */
  function refused(run: Run, why: string): void {
    const { state } = run.result
    expect(state.verdict).toBe('timeout')
    expect(toTimeline(state).health).toBe('')
    expect(run.gh.deploymentStates).not.toContain('success')
    expect(run.gh.deploymentStates.at(-1)).toBe('failure')
    expect(run.warnings).toContain(`Reports on bbbbbbb, a later commit of main, do not count: ${why}.`)
    expect(state.steps[3]!.detail).toContain(`1 report on bbbbbbb does not count: ${why}`)
    expect(state.message).toContain(`Seen instead: 1 report on bbbbbbb does not count: ${why}.`)
  }

  it('does not count a commit whose manifest was deleted (the resource pruned)', async () => {
    const run = await attack({ 'README.md': 'pruned\n' })
    refused(
      run,
      `"${MANIFEST}" does not exist there (deleted, or moved to another path), so nothing shows it still deploys ${RELEASE}`
    )
    // The verdict is as final as the commit: the manifest was read there once.
    expect(run.gh.reads.filter((r) => r === 'file b')).toHaveLength(1)
  })

  it('does not count a commit whose manifest moved to another path, still pinning the old image', async () => {
    const run = await attack({
      'apps/todo-api/dev/moved/microservice.yaml': microservice(`"${IMAGE}:1.4.1@${DIGEST_C}"`)
    })
    refused(
      run,
      `"${MANIFEST}" does not exist there (deleted, or moved to another path), so nothing shows it still deploys ${RELEASE}`
    )
  })

  it('does not count a commit whose manifest pins the release where Kubernetes does not read it', async () => {
    // A repeated key: Kubernetes keeps the last, another image.
    const other = `  port: 8080\n  image: "${IMAGE}:1.4.3@${DIGEST_C}"\n`
    const run = await attack({ [MANIFEST]: microservice(`"${RELEASE}"`).replace('  port: 8080\n', other) })
    expect(run.result.state.verdict).toBe('timeout')
    expect(run.warnings.join('\n')).toMatch(
      /^Reports on bbbbbbb, a later commit of main, do not count: it does not show which image it deploys: Cannot read "apps\/todo-api\/dev\/microservice.yaml" at bbbbbbb: document 1 \(line \d+\)[^:]*: the key "image" appears twice/m
    )
    expect(run.gh.deploymentStates).not.toContain('success')
  })

  it('does not count a commit while its manifest cannot be read (a 5xx), and asks again at each look', async () => {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    gh.commit(L, { [MANIFEST]: microservice(`"${RELEASE}"`) })
    gh.failingReads.set(L, Infinity)
    gh.post('success', { sha: L })
    const run = await wait(gh, time, { timeout: '30s' })
    refused(
      run,
      `reading "${MANIFEST}" there failed (Server Error), so nothing shows it still deploys ${RELEASE} until a read succeeds`
    )
    expect(gh.reads.filter((r) => r === 'file b').length).toBeGreaterThan(3)
  })

  it('counts that commit once a read succeeds and shows the release', async () => {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    gh.commit(L, { [MANIFEST]: microservice(`"${RELEASE}"`) })
    gh.failingReads.set(L, 2)
    gh.post('success', { sha: L })
    const run = await wait(gh, time, { timeout: '30s' })
    expect(run.result.state).toMatchObject({ verdict: 'healthy', revision: L })
    expect(gh.reads.filter((r) => r === 'file b')).toHaveLength(3)
    expect(gh.deploymentStates).toEqual(['success'])
  })
})

describe('runReportWait without a manifest: only the revision itself counts', () => {
  it.each([
    [
      'resource and image',
      { manifest: '', resource: 'platform.example.io:Microservice:todo/todo-api', image: RELEASE }
    ],
    ['image alone', { manifest: '', image: RELEASE }],
    ['neither', { manifest: '' }]
  ])('with %s, never reads a later commit, and says so once', async (_, inputs) => {
    const time = new VirtualTime(T0 + 1000)
    const gh = repo(time)
    gh.commit(L, { [MANIFEST]: microservice(`"${IMAGE}:1.4.3@${DIGEST_C}"`) })
    gh.post('success', { sha: L })
    const run = await wait(gh, time, { timeout: '10s', ...inputs })
    expect(run.result.state.verdict).toBe('timeout')
    expect(run.result.state.message).toMatch(
      /^Timed out after 10s: nothing was reported for continuous-delivery\/todo-api-dev on aaaaaaa\. /
    )
    expect(toTimeline(run.result.state).health).toBe('')
    expect(gh.deploymentStates).not.toContain('success')
    expect(gh.reads.filter((r) => r.endsWith(' b') || r === 'commits')).toEqual([])
    expect(run.info).toContain(
      'Following what the cluster reports to GitHub: "continuous-delivery/todo-api-dev" on aaaaaaa, by argocd-notifications.'
    )
    expect(
      run.info.filter((l) =>
        l.startsWith('Only reports on aaaaaaa itself count: without a manifest to read at a later commit')
      )
    ).toHaveLength(1)

    // The revision's own report counts.
    gh.post('success', { description: 'todo-api-dev is Healthy' })
    const again = await wait(gh, time, { timeout: '10s', ...inputs })
    expect(again.result.state).toMatchObject({ verdict: 'healthy', revision: M })
  })
})
