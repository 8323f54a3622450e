import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { releaseBranchForTargets, releaseBranchName } from '../../../src/open/branch.js'
import { readOpenSettings } from '../../../src/open/settings.js'
import { DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'

const IMAGE = `ghcr.io/acme/todo-api:1.5.0@${DIGEST_B}`
const OTHER = `ghcr.io/acme/todo-worker:2.0.1@${DIGEST_C}`
const base = { token: 'ghs_secret', 'config-repo': 'acme/config', image: IMAGE }
const EU = 'apps/todo-api/eu/microservice.yaml'
const US = 'apps/todo-api/us/microservice.yaml'

const read = (inputs: Record<string, string>): ReturnType<typeof readOpenSettings> =>
  withInputs({ ...base, ...inputs }, () => readOpenSettings({}))

describe('open targets: manifest lines and images', () => {
  it('reads one target a manifest line, one image for all, #name picking the resource', () => {
    const settings = read({ manifest: `${EU}\n  ./${US}  \n\napps/shared/workers.yaml#todo-worker\n` })
    expect(settings.targets.map((t) => [t.manifest, t.selector.name, t.image, t.version])).toEqual([
      [EU, undefined, IMAGE, '1.5.0'],
      [US, undefined, IMAGE, '1.5.0'],
      ['apps/shared/workers.yaml', 'todo-worker', IMAGE, '1.5.0']
    ])
    // The first target is also the single-target fields, so one line reads as it always did.
    expect(settings).toMatchObject({ manifest: EU, image: IMAGE, version: '1.5.0' })
  })

  it('pairs one image a line with the manifest lines in order, each with its own tag version', () => {
    const settings = read({ manifest: `${EU}\n${US}`, image: `${IMAGE}\n${OTHER}` })
    expect(settings.targets.map((t) => [t.manifest, t.image, t.version])).toEqual([
      [EU, IMAGE, '1.5.0'],
      [US, OTHER, '2.0.1']
    ])
  })

  it('lets an explicit version hold for every target, and resource-name for lines without #name', () => {
    const settings = read({
      manifest: `${EU}\n${US}#todo-api`,
      image: `${IMAGE}\n${OTHER}`,
      version: '3.0.0',
      'resource-name': 'todo-api'
    })
    expect(settings.targets.map((t) => [t.selector.name, t.version])).toEqual([
      ['todo-api', '3.0.0'],
      ['todo-api', '3.0.0']
    ])
  })

  it.each([
    [
      { manifest: `${EU}\n${US}\napps/x.yaml`, image: `${IMAGE}\n${OTHER}` },
      /Input 'image' has 2 lines but input 'manifest' has 3/
    ],
    [{ manifest: EU, image: `${IMAGE}\n${OTHER}` }, /Input 'image' has 2 lines but input 'manifest' has 1/],
    [{ manifest: `${EU}\n./${EU}` }, /names "apps\/todo-api\/eu\/microservice.yaml" more than once/],
    [
      { manifest: `${EU}#a\n${US}#b`, 'resource-name': 'todo-api' },
      /Input 'manifest' \(line 1\) names resource "a" but input 'resource-name' says "todo-api"/
    ],
    [{ manifest: `${EU}\n${US}#` }, /Input 'manifest' \(line 2\) ends in '#'/],
    [{ manifest: `${EU}\n../x.yaml` }, /Input 'manifest' \(line 2\) must be a file path relative/],
    [{ manifest: `${EU}\n${US}`, image: `${IMAGE}\nghcr.io/acme/x:1` }, /Input 'image' \(line 2\): .*not pinned/]
  ])('refuses %j, naming the input and the line', (inputs, message) => {
    const attempt = (): unknown => read(inputs)
    expect(attempt).toThrow(InputError)
    expect(attempt).toThrow(message)
  })
})

describe('releaseBranchForTargets', () => {
  const t = (manifest: string, name?: string): { manifest: string; selector: { name?: string } } => ({
    manifest,
    selector: name === undefined ? {} : { name }
  })

  it('is the single-target branch for one target, as it always was', () => {
    expect(releaseBranchForTargets('gitops-release/', [t(EU)])).toBe(
      releaseBranchName('gitops-release/', EU, undefined)
    )
    expect(releaseBranchForTargets('gitops-release/', [t(EU, 'x')], 'prod')).toBe(
      releaseBranchName('gitops-release/', EU, 'x', 'prod')
    )
  })

  it('names several by their shared folder and a hash of the set, whatever the order', () => {
    const branch = releaseBranchForTargets('gitops-release/', [t(EU), t(US)])
    expect(branch).toMatch(/^gitops-release\/apps\/todo-api\/\+2-targets-[0-9a-f]{10}$/)
    expect(releaseBranchForTargets('gitops-release/', [t(US), t(EU)])).toBe(branch)
  })

  it('gives another set, or a resource name, another branch, and keeps the @base suffix', () => {
    const branch = releaseBranchForTargets('r/', [t(EU), t(US)])
    expect(releaseBranchForTargets('r/', [t(EU), t(US, 'todo-api')])).not.toBe(branch)
    expect(releaseBranchForTargets('r/', [t(EU), t(US), t('apps/todo-api/ap/microservice.yaml')])).not.toBe(branch)
    expect(releaseBranchForTargets('r/', [t(EU), t(US)], 'env/prod')).toBe(`${branch}@env/prod`)
  })

  it('has no folder when the manifests share none, and no single target can spell it', () => {
    const branch = releaseBranchForTargets('r/', [t('a.yaml'), t('b/c.yaml')])
    expect(branch).toMatch(/^r\/\+2-targets-[0-9a-f]{10}$/)
    // Sanitized single-target paths never hold a '+'.
    expect(releaseBranchName('r/', `${branch.slice(2)}.yaml`, undefined)).not.toBe(branch)
  })
})
