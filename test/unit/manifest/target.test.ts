/**
 * The target found in the file when the inputs leave it out (src/manifest/locate.ts
 * `resolveTarget`), as bumpImage and readImage use it: one resource holding the image is taken,
 * several are refused with the inputs that pick each, and explicit kind and group select exactly
 * what they always did.
 */
import { describe, expect, it } from 'vitest'
import { bumpImage, readImage, ManifestError, type TargetSelector } from '../../../src/manifest/index.js'
import { resolveTarget } from '../../../src/manifest/target.js'

const D1 = `sha256:${'1'.repeat(64)}`
const D2 = `sha256:${'2'.repeat(64)}`
const WEB = 'ghcr.io/acme/web'
const REF = `${WEB}:1.1@${D2}`
const FLAGS = (flag: string, value: string): string => `--${flag} ${value}`

const deployment = (name: string, image: string, apiVersion = 'apps/v1', kind = 'Deployment'): string =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${name}\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: ${image}\n`
const cronJob = (name: string, image: string): string =>
  `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: ${name}\nspec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers:\n            - name: job\n              image: ${image}\n`
const custom = (kind: string, group: string, image: string): string =>
  `apiVersion: ${group}/v1alpha1\nkind: ${kind}\nmetadata:\n  name: todo\nspec:\n  image: ${image}\n  port: 8080\n`
const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n'

function refusal(fn: () => unknown): ManifestError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ManifestError) return error
    throw error
  }
  throw new Error('expected a ManifestError')
}

describe('the target from the file', () => {
  it.each([
    ['a Deployment', deployment('web', `${WEB}:1.0@${D1}`), 'spec.template.spec.containers[name=app].image'],
    ['a custom resource of any kind', custom('Widget', 'widgets.acme.io', `${WEB}:1.0@${D1}`), 'spec.image'],
    ['the seeds’ Microservice', custom('Microservice', 'platform.example.io', `${WEB}:1.0@${D1}`), 'spec.image'],
    [
      'an Argo CD Application override',
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web-dev\nspec:\n  source:\n    kustomize:\n      images:\n        - ${WEB}:1.0@${D1}\n`,
      'spec.source.kustomize.images[0]'
    ],
    [
      'a Flux HelmRelease',
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: web\nspec:\n  values:\n    image:\n      repository: ${WEB}\n      tag: "1.0"\n      digest: ""\n`,
      'spec.values.image.digest'
    ],
    ['an Argo CD parameter override file', `kustomize:\n  images:\n    - ${WEB}:1.0@${D1}\n`, 'kustomize.images[0]']
  ])('takes %s, the one resource holding the image, with no kind or group given', (_, text, path) => {
    // A parameter override file holds overrides alone; the others sit beside a Service.
    const file = text.startsWith('kustomize:') ? text : `${SERVICE}---\n${text}`
    const result = bumpImage(file, {}, REF)
    expect(result.changed).toBe(true)
    expect(result.fields.map((f) => f.path)).toContain(path)
    expect(result.text.startsWith(file.slice(0, file.indexOf(text)))).toBe(true)
  })

  it('takes the one resource running the release’s repository, where others run other images', () => {
    const text = [deployment('web', `${WEB}:1.0@${D1}`), cronJob('report', `ghcr.io/acme/report:2@${D1}`)].join('---\n')
    expect(resolveTarget(text, {}, { repository: WEB })).toEqual({ kind: 'Deployment', apiGroup: 'apps', name: 'web' })
    const result = bumpImage(text, {}, REF)
    expect(result.text).toBe(text.replace(`${WEB}:1.0@${D1}`, REF))
  })

  it('refuses two resources holding the image, listing each with the inputs that pick it, and writes nothing', () => {
    const text = [deployment('web', `${WEB}:1.0@${D1}`), cronJob('web-migrate', `${WEB}:1.0@${D1}`)].join('---\n')
    const error = refusal(() => bumpImage(text, {}, REF))
    expect(error.code).toBe('ambiguous')
    expect(error.message).toBe(
      `2 resources hold an image of ${WEB}, so the file does not say which to release: ` +
        'Deployment "web" (apps/v1) at line 1 (kind: Deployment, api-group: apps); ' +
        'CronJob "web-migrate" (batch/v1) at line 12 (kind: CronJob, api-group: batch). Pick the one to release as shown'
    )
    expect(error.messageFor(FLAGS)).toContain('(--kind CronJob, --api-group batch)')
    // Following the message picks exactly one.
    const picked = bumpImage(text, { kind: 'CronJob', apiGroup: 'batch' }, REF)
    expect(picked.fields.map((f) => f.path)).toEqual(['spec.jobTemplate.spec.template.spec.containers[name=job].image'])
  })

  it('names resource-name where the file has two of the same kind and group', () => {
    const text = [deployment('web', `${WEB}:1.0@${D1}`), deployment('worker', `${WEB}:1.0@${D1}`)].join('---\n')
    const error = refusal(() => bumpImage(text, {}, REF))
    expect(error.message).toContain('(kind: Deployment, api-group: apps, resource-name: web)')
    expect(error.message).toContain('(kind: Deployment, api-group: apps, resource-name: worker)')
  })

  it('lets kind alone select its kind in any API group, and lists the groups where two have it', () => {
    const text = [deployment('web', `${WEB}:1.0@${D1}`), SERVICE].join('---\n')
    expect(resolveTarget(text, { kind: 'Deployment' }, { repository: WEB })).toMatchObject({ apiGroup: 'apps' })
    const twoGroups = [
      deployment('web', `${WEB}:1.0@${D1}`),
      deployment('web', `${WEB}:1.0@${D1}`, 'legacy.acme.io/v1')
    ].join('---\n')
    const error = refusal(() => bumpImage(twoGroups, { kind: 'Deployment' }, REF))
    expect(error.message).toMatch(/^2 resources of kind Deployment hold/)
    expect(error.message).toContain('api-group: legacy.acme.io')
  })

  it('keeps explicit kind and group exactly: the Microservice, though a Deployment holds the image too', () => {
    const ms = custom('Microservice', 'platform.example.io', `${WEB}:1.0@${D1}`)
    const text = [deployment('web', `${WEB}:1.0@${D1}`), ms].join('---\n')
    const selector: TargetSelector = { kind: 'Microservice', apiGroup: 'platform.example.io' }
    expect(resolveTarget(text, selector)).toEqual(selector)
    const result = bumpImage(text, selector, REF)
    expect(result.fields.map((f) => f.path)).toEqual(['spec.image'])
    expect(result.text.startsWith(deployment('web', `${WEB}:1.0@${D1}`))).toBe(true)
  })

  it('says which kind differs in case only, and which group a kind is in', () => {
    const text = deployment('web', `${WEB}:1.0@${D1}`)
    expect(refusal(() => bumpImage(text, { kind: 'deployment' }, REF)).messageFor(FLAGS)).toMatch(
      /no resource of kind deployment is in the file, which has Deployment "web" \(apps\/v1\); kinds are compared exactly: --kind Deployment$/
    )
    expect(
      refusal(() => bumpImage(text, { kind: 'Deployment', apiGroup: 'platform.example.io' }, REF)).message
    ).toMatch(/its Deployment is in API group apps: api-group: apps, or leave api-group out/)
  })

  it('names the repositories the one resource has, when none is the release’s', () => {
    const text = [deployment('web', `ghcr.io/acme/other:1@${D1}`), SERVICE].join('---\n')
    expect(refusal(() => bumpImage(text, {}, REF)).message).toMatch(
      /Deployment "web" \(apps\/v1\) holds no image field of repository "ghcr\.io\/acme\/web"; it has the repositories ghcr\.io\/acme\/other/
    )
  })

  it('says a file without resources or overrides has nothing to release', () => {
    expect(refusal(() => bumpImage('# nothing\n', {}, REF)).message).toMatch(/^the file has no documents: /)
    expect(refusal(() => bumpImage('a: 1\n', {}, REF)).messageFor(FLAGS)).toMatch(
      /declares a resource .* or the format of a file of another kind \(--format kustomization or --format helm-values\)$/
    )
  })

  it('refuses a document outside the subset that may be the target, when no other holds the image', () => {
    const text = [SERVICE, deployment('web', `${WEB}:1.0@${D1}`).replace('name: app', 'name:\tapp')].join('---\n')
    const error = refusal(() => bumpImage(text, {}, REF))
    expect(error.code).toBe('outside-subset')
    expect(error.message).toMatch(
      /^document 2 \(line \d+\) may be the resource to edit, but it is outside the YAML subset/
    )
  })

  it('reads the one image of the file for promote, and refuses two images naming both', () => {
    expect(readImage(deployment('web', `${WEB}:1.0@${D1}`), {}).value).toBe(`${WEB}:1.0@${D1}`)
    const text = [deployment('web', `${WEB}:1.0@${D1}`), cronJob('report', `ghcr.io/acme/report:2@${D1}`)].join('---\n')
    expect(refusal(() => readImage(text, {})).message).toMatch(/^2 resources hold an image, so the file does not say/)
  })

  it('finds the one Deployment among thousands of ConfigMaps', () => {
    const maps = Array.from(
      { length: 3000 },
      (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  k: v\n`
    )
    const text = [...maps, deployment('web', `${WEB}:1.0@${D1}`)].join('---\n')
    expect(resolveTarget(text, {}, { repository: WEB })).toEqual({ kind: 'Deployment', apiGroup: 'apps', name: 'web' })
  })
})
