// One release branch per target: paths a branch name cannot spell as they are get their own,
// and the one clash names keep (a plain x.yaml beside a folder x/) fails naming the branch.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { releaseBranchName } from '../../../src/open/branch.js'
import { DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, microservice } from './fixtures.js'

const LOOKALIKES = ['my app/déploiement ü.yaml', 'my app/déploiement ä.yaml', 'my-app/d-ploiement-.yaml']

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  const files = Object.fromEntries(
    [...LOOKALIKES, 'df/web.yaml', 'df/web/dep.yaml'].map((path) => [path, microservice()])
  )
  await github.createRepo(CONFIG_REPO, { files })
})
afterEach(() => github.close())

const inputs = (manifest: string, image: string): Record<string, string> => ({
  command: 'open',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest,
  image
})

describe('open: release branches of look-alike paths', () => {
  it('gives paths that differ only in accents, spaces or dashes a branch and a PR each', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const runs = []
    for (const path of LOOKALIKES) runs.push(await runAction(inputs(path, image)))

    expect(runs.map((r) => r.outputs['result'])).toEqual(['created', 'created', 'created'])
    expect(new Set(runs.map((r) => r.outputs['branch'])).size).toBe(3)
    const pulls = github.pulls(CONFIG_REPO)
    expect(pulls).toHaveLength(3)
    // Each PR changes its own file, and only that.
    for (const [i, path] of LOOKALIKES.entries()) {
      const head = (await github.branchSha(CONFIG_REPO, runs[i]!.outputs['branch']!))!
      const files = await github.git(CONFIG_REPO, ['-c', 'core.quotePath=false', 'diff', '--name-only', 'main', head])
      expect(files.trim()).toBe(path)
    }
  })

  it('fails naming the branch in the way when x.yaml and x/ are both released, not a concurrency hint', async () => {
    const first = await runAction(inputs('df/web.yaml', `${IMAGE_NAME}@${DIGEST_B}`))
    expect(first.outputs['branch']).toBe('gitops-release/df/web')
    const second = await runAction(inputs('df/web/dep.yaml', `${IMAGE_NAME}@${DIGEST_C}`))

    expect(second.failed).toBe(true)
    expect(second.log).toContain(
      'GitHub cannot create branch gitops-release/df/web/dep (422 Reference update failed): branch gitops-release/df/web exists'
    )
    expect(second.log).toContain("'branch-prefix'")
    expect(second.log).not.toContain('concurrency')
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
  })
})

describe('release branch names', () => {
  it('are refs git itself accepts', async () => {
    const paths = [
      ...LOOKALIKES,
      'apps/x.lock.yaml',
      '.hidden/x.yaml',
      'a..b/c.yml',
      'apps/wëb@{1}.YAML',
      'apps/~x^y:z?*[w].json',
      'apps/-dash/ end .yaml'
    ]
    const names = paths.flatMap((p) => [
      releaseBranchName('gitops-release/', p, undefined),
      releaseBranchName('gitops-release/', p, 'web.v1', 'env/prod')
    ])
    const check = promisify(execFile)
    for (const name of names)
      await expect(check('git', ['check-ref-format', `refs/heads/${name}`])).resolves.toBeDefined()
  })
})
