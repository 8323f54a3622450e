import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { pinnedImage, type ManifestSource } from '../../../src/wait/expected.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const API = 'ghcr.io/acme/todo-api'
const RESOURCE = { apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' }

const deployment = (extra = ''): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: todo-api
  namespace: todo
spec:
  template:
    spec:
      initContainers:
        - name: migrate
          image: ghcr.io/acme/migrate:1@${DIGEST_A}
      containers:
        - name: api
          image: "${API}:1.4.2@${DIGEST_B}"
${extra}`

const manifest = (container?: string): Extract<ManifestSource, { format: 'manifest' }> => ({
  from: 'manifest',
  manifest: 'apps/todo/deployment.yaml',
  format: 'manifest',
  selector: { kind: 'Deployment', apiGroup: 'apps' },
  ...(container ? { container } : {})
})

describe('the expected image from a pod-template manifest', () => {
  it('is the app container image, init containers aside, and names the container', () => {
    expect(pinnedImage(deployment(), manifest(), 'f')).toEqual({
      resource: RESOURCE,
      image: `${API}:1.4.2@${DIGEST_B}`,
      container: 'api'
    })
  })

  it('asks for container when the app containers disagree, and takes the one named', () => {
    const text = deployment(`        - name: logs\n          image: ghcr.io/acme/logs:2@${DIGEST_A}\n`)
    expect(() => pinnedImage(text, manifest(), 'f')).toThrow(/pins 2 different images .*set 'container' to pick one/)
    expect(pinnedImage(text, manifest('logs'), 'f').image).toBe(`ghcr.io/acme/logs:2@${DIGEST_A}`)
    expect(() => pinnedImage(text, manifest('web'), 'f')).toThrow(
      /no container named web \(it has migrate, api, logs\)/
    )
  })

  it('still reads a custom resource by its spec.image', () => {
    const text = `apiVersion: platform.example.io/v1alpha1\nkind: Microservice\nmetadata:\n  name: todo-api\nspec:\n  image: ${API}@${DIGEST_B}\n`
    const source: ManifestSource = {
      ...manifest(),
      selector: { kind: 'Microservice', apiGroup: 'platform.example.io' }
    }
    expect(pinnedImage(text, source, 'f')).toEqual({
      resource: { apiGroup: 'platform.example.io', kind: 'Microservice', namespace: undefined, name: 'todo-api' },
      image: `${API}@${DIGEST_B}`
    })
  })
})

describe('the expected image from kustomize and Helm values', () => {
  const kustomization = `resources:\n  - deployment.yaml\nimages:\n  - name: ${API}\n    newTag: 1.4.2\n    digest: ${DIGEST_B}\n  - name: ghcr.io/acme/other\n    digest: ${DIGEST_A}\n`
  const values = `image:\n  registry: ghcr.io\n  repository: acme/todo-api\n  tag: 1.4.2\n  digest: ${DIGEST_B}\nsidecar:\n  image: ghcr.io/acme/logs:2@${DIGEST_A}\n`
  const of = (format: 'kustomization' | 'helm-values', image: string | undefined): ManifestSource => ({
    from: 'manifest',
    manifest: 'x',
    format,
    resource: RESOURCE,
    image
  })

  it("is the site of REF's repository, on the resource named", () => {
    expect(pinnedImage(kustomization, of('kustomization', `${API}@${DIGEST_B}`), 'f')).toEqual({
      resource: RESOURCE,
      image: `${API}:1.4.2@${DIGEST_B}`
    })
    expect(pinnedImage(values, of('helm-values', `${API}:1.4.2`), 'f').image).toBe(`${API}:1.4.2@${DIGEST_B}`)
  })

  it('needs image when the file pins several repositories, and refuses a repository pinned by tag only', () => {
    expect(() => pinnedImage(kustomization, of('kustomization', undefined), 'f')).toThrow(/set 'image'/)
    const tagOnly = `images:\n  - name: ${API}\n    newTag: 1.4.2\n`
    expect(() => pinnedImage(tagOnly, of('kustomization', API), 'f')).toThrow(InputError)
    expect(() => pinnedImage(tagOnly, of('kustomization', API), 'f')).toThrow(/carries no digest/)
  })
})

describe('the resource followed, found in the manifest as open finds it', () => {
  const left = (container?: string): ManifestSource => ({ ...manifest(container), selector: {} })
  const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: todo-api\n'

  it('is the one resource with an image when no kind or group is given', () => {
    expect(pinnedImage(`${SERVICE}---\n${deployment()}`, left(), 'f')).toEqual({
      resource: RESOURCE,
      image: `${API}:1.4.2@${DIGEST_B}`,
      container: 'api'
    })
  })

  it('is the one custom resource with a spec.image, of any kind', () => {
    const text = `apiVersion: widgets.acme.io/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  image: ${API}@${DIGEST_B}\n`
    expect(pinnedImage(text, left(), 'f').resource).toEqual({
      apiGroup: 'widgets.acme.io',
      kind: 'Widget',
      namespace: undefined,
      name: 'w'
    })
  })

  it('is refused between two, naming the inputs that pick each', () => {
    const job = `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: seed\nspec:\n  template:\n    spec:\n      containers:\n        - name: seed\n          image: ghcr.io/acme/seed:1@${DIGEST_A}\n`
    const run = (): unknown => pinnedImage(`${deployment()}---\n${job}`, left(), 'f')
    expect(run).toThrow(InputError)
    expect(run).toThrow(
      /^f: 2 resources hold an image, .*\(kind: Deployment, api-group: apps\); Job "seed" \(batch\/v1\) at line \d+ \(kind: Job, api-group: batch\)/
    )
  })

  it('takes the kind alone in any group', () => {
    const source: ManifestSource = { ...manifest(), selector: { kind: 'Deployment' } }
    expect(pinnedImage(`${SERVICE}---\n${deployment()}`, source, 'f').resource).toEqual(RESOURCE)
  })
})
