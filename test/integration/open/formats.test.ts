/**
 * `open` with manifest lines of several formats in one release: a custom resource's spec.image
 * (as always), a kustomization (a digest: line added) and Helm values (the mapping's digest).
 * One commit, only those lines, and the PR body and summary name the fields.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, microservice, OTHER_FILES } from './fixtures.js'

const CR = 'apps/todo-api/dev/microservice.yaml'
const KUSTOMIZATION = 'apps/todo-api/staging/kustomization.yaml'
const VALUES = 'apps/todo-api/prod/values.yaml'
const KUSTOMIZATION_TEXT = `resources:\n  - ../base\nimages:\n  - name: todo-api\n    newName: ${IMAGE_NAME}\n    newTag: "1.4.1"\n`
const VALUES_TEXT = `replicas: 2\nimage:\n  repository: ${IMAGE_NAME}\n  tag: "1.4.1"\n  digest: "${DIGEST_A}" # pinned\n`

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, {
    files: { [CR]: microservice(), [KUSTOMIZATION]: KUSTOMIZATION_TEXT, [VALUES]: VALUES_TEXT, ...OTHER_FILES }
  })
})
afterEach(() => github.close())

function openInputs(manifests: readonly string[], image: string, extra: Record<string, string> = {}) {
  return {
    command: 'open',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': github.url,
    manifest: manifests.join('\n'),
    image,
    ...extra
  }
}

describe('open: targets of several formats', () => {
  it('pins a custom resource, a kustomization and Helm values in one commit, naming the fields', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const run = await runAction(openInputs([CR, KUSTOMIZATION, VALUES], image))
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'created' })
    const head = (await github.branchSha(CONFIG_REPO, run.outputs['branch']!))!
    expect(await github.readFile(CONFIG_REPO, head, KUSTOMIZATION)).toBe(
      KUSTOMIZATION_TEXT.replace('newTag: "1.4.1"\n', `newTag: "1.4.1"\n    digest: ${DIGEST_B}\n`)
    )
    expect(await github.readFile(CONFIG_REPO, head, VALUES)).toBe(VALUES_TEXT.replace(DIGEST_A, DIGEST_B))
    const pr = github.pull(CONFIG_REPO, 1)!
    // Brackets are escaped in markdown (src/markdown/escape.ts).
    expect(pr.body).toContain('<code>images&#91;name=todo-api&#93;.digest</code>')
    expect(pr.body).toContain('<code>image.digest</code>')
    expect(run.summary).toMatch(/images(\[|&#91;)name=todo-api(\]|&#93;)\.digest/)
  })

  it('refuses a path#name on a kustomization line, and a kustomization without the repository, writing nothing', async () => {
    const named = await runAction(openInputs([`${KUSTOMIZATION}#todo-api`], `${IMAGE_NAME}@${DIGEST_B}`))
    expect(named.failed).toBe(true)
    expect(named.log).toMatch(/a kustomization, whose images need no resource/)
    const other = await runAction(openInputs([KUSTOMIZATION], `ghcr.io/acme/other@${DIGEST_B}`))
    expect(other.failed).toBe(true)
    expect(other.log).toMatch(/holds no image field of repository "ghcr\.io\/acme\/other"/)
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
