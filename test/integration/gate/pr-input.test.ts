import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubStandIn, type GitHubStandIn } from '../../../standins/github/index.js'
import { BASE, MS_PATH } from '../../corpus/gate/manifests.js'
import { openPull, REPO, runGate, seedConfigRepo } from './setup.js'

let standin: GitHubStandIn
beforeEach(async () => {
  standin = await startGitHubStandIn()
  await seedConfigRepo(standin)
})
afterEach(() => standin.close())

const dispatch = { name: 'workflow_dispatch', payload: { inputs: {} } }
const DIGEST_OLD = /sha256:[0-9a-f]{64}/.exec(BASE)![0]
const DIGEST_NEW = `sha256:${'7'.repeat(64)}`

describe('gate with the pr input, on an event that names no PR', () => {
  it('reads the PR through the API and judges it at the head the API reports', async () => {
    const pull = await openPull(standin, 'gitops-release/todo', { [MS_PATH]: BASE.replace(DIGEST_OLD, DIGEST_NEW) })
    const run = await runGate(standin, dispatch, { pr: String(pull.number) })

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['verdict']).toBe('accept')
    expect(run.requests[0]).toBe('GET /repos/{owner}/{repo}/pulls/{pull_number}')
    const head = (await standin.branchSha(REPO, 'gitops-release/todo'))!
    expect(standin.checkRuns(REPO, head)).toHaveLength(1)
  })

  it('rejects pr on a pull_request event, which already names the PR', async () => {
    const pull = await openPull(standin, 'gitops-release/todo', { [MS_PATH]: BASE.replace(DIGEST_OLD, DIGEST_NEW) })
    const run = await runGate(standin, { name: 'pull_request', payload: { pull_request: pull.payload } }, { pr: '7' })
    expect(run.failed).toBe(true)
    expect(run.log).toContain("Input 'pr' is for events without a pull request")
    expect(run.requests).toEqual([])
  })

  it('explains what to do on an event without a PR and without pr', async () => {
    const run = await runGate(standin, dispatch)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/runs on pull_request_target, pull_request or merge_group events, not "workflow_dispatch"/)
  })
})
