/**
 * `command: gate` on release PRs against a kustomize config repo on the GitHub stand-in: the
 * resources and the other kustomizations are read through the API at the exact SHAs (two more
 * blobs than a plain manifest PR here: the base kustomization and the Deployment), the change is
 * rendered with the kustomize on PATH, and the comment shows each container's rendered effect;
 * an overlay that renames the image elsewhere in the repository is refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubStandIn, type GitHubStandIn } from '../../../standins/github/index.js'
import { NO_KUSTOMIZE } from '../../helpers/kustomize.js'
import { SCENARIOS } from '../../helpers/kustomize-scenarios.js'
import { REPO, openPull, pullEvent, runGate, seedConfigRepo } from './setup.js'

let standin: GitHubStandIn
beforeEach(async () => {
  standin = await startGitHubStandIn()
})
afterEach(async () => {
  await standin.close()
})

const scenario = (prefix: string): (typeof SCENARIOS)[number] => SCENARIOS.find((s) => s.name.startsWith(prefix))!

describe.skipIf(NO_KUSTOMIZE)('command: gate on kustomize release PRs', () => {
  it('reads the build through the API, renders it, and shows each container in the comment', async () => {
    const s = scenario('an overlay digest bump')
    await seedConfigRepo(standin, { ...s.base })
    const pull = await openPull(standin, 'gitops-release/web', s.changes)
    const run = await runGate(standin, pullEvent(pull))
    expect(run.failed, run.log).toBe(false)
    const blobs = run.requests.filter((r) => r.endsWith('/git/blobs/{file_sha}'))
    // The changed kustomization at both sides, the base kustomization, the Deployment: each once.
    expect(blobs).toHaveLength(4)
    const [comment] = standin.comments(REPO, pull.number)
    expect(comment!.body).toMatch(
      /What kustomize renders\*\* \(Rendered with <code>(kubectl kustomize|kustomize)<\/code>/
    )
    expect(comment!.body).toContain('<code>apps/web/prod/</code><br><code>kustomization.yaml</code>')
    expect(comment!.body).toMatch(
      /web: <code>…:1\.4\.2&#64;sha256:46aef56646ae…<\/code> → <code>&#64;sha256:28492db02849…<\/code>/
    )
  })

  it('refuses a bump that an including kustomization renames, at the changed line', async () => {
    const s = scenario('a kustomization that includes the overlay')
    await seedConfigRepo(standin, { ...s.base })
    const pull = await openPull(standin, 'gitops-release/web', s.changes)
    const run = await runGate(standin, pullEvent(pull))
    expect(run.failed).toBe(true)
    const reasons = JSON.parse(run.outputs['reasons']!) as { code: string; file: string; message: string }[]
    expect(reasons.map((r) => [r.code, r.file])).toEqual([['rendered-effect', 'apps/web/prod/kustomization.yaml']])
    expect(reasons[0]!.message).toContain('clusters/prod/kustomization.yaml')
  })

  it('with render: off, says the change was not rendered and why', async () => {
    const s = scenario('an overlay digest bump')
    await seedConfigRepo(standin, { ...s.base })
    const pull = await openPull(standin, 'gitops-release/web', s.changes)
    const run = await runGate(standin, pullEvent(pull), { render: 'off' })
    expect(run.failed).toBe(false)
    expect(standin.comments(REPO, pull.number)[0]!.body).toContain(
      "Worked out with kustomize's rules; not rendered: render is off"
    )
  })
})
