import { afterEach, describe, expect, it } from 'vitest'
import { DIGEST_A, DIGEST_B, IMAGE } from '../fixtures.js'
import { CHART_DIR, helmFiles, KUSTOMIZE_DIR, kustomizeFiles } from '../rendered-apps.js'
import { createBareRepo, type BareRepo } from './index.js'
import fc from 'fast-check'
import { parseAllDocuments } from 'yaml'
import { SEMANTICS } from '../../test/helpers/kustomize-cases.js'
import { workloads } from '../../test/helpers/kustomize-deployment.js'
import { NO_KUSTOMIZE, renderFiles } from '../../test/helpers/kustomize.js'
import { renderHelm, renderKustomize, renderSource, renderTemplate } from './render.js'
import type { K8sObject } from './types.js'

const imageOf = (obj: unknown): unknown =>
  (obj as { spec: { template: { spec: { containers: { image: string }[] } } } }).spec.template.spec.containers[0]?.image

describe("kustomize's images transformer", () => {
  const imagesOf = (objects: K8sObject[], kind: string): unknown[] => {
    const obj = objects.find((o) => o.kind === kind) as unknown as { spec: Record<string, unknown> }
    const template = (
      kind === 'CronJob'
        ? (obj.spec['jobTemplate'] as { spec: Record<string, unknown> }).spec['template']
        : obj.spec['template']
    ) as { spec: { containers: { image: unknown }[] } }
    return template.spec.containers.map((c) => c.image)
  }
  const standIn = (
    kustomization: string,
    images: readonly string[]
  ): { deployment: unknown[]; cronJob: unknown[] } | Error => {
    try {
      const objects = renderKustomize('kustomization.yaml', {
        'kustomization.yaml': `resources: [workloads.yaml]\n${kustomization}`,
        'workloads.yaml': workloads(images)
      })
      return { deployment: imagesOf(objects, 'Deployment'), cronJob: imagesOf(objects, 'CronJob') }
    } catch (error) {
      return error as Error
    }
  }

  // The record of what kustomize v5.5 renders (test/helpers/kustomize-cases.ts), which
  // test/integration/kustomize/semantics.test.ts holds kustomize itself to.
  it.each(SEMANTICS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const rendered = standIn(c.kustomization, c.images)
    if (c.expected === 'fails') {
      expect(rendered).toBeInstanceOf(Error)
      expect((rendered as Error).message).toMatch(/invalid Kustomization: json: (cannot unmarshal|unknown field)/)
    } else if (rendered instanceof Error) {
      // A name that is a wider pattern: refused by name rather than rendered wrong.
      expect(rendered.message).toMatch(/matches plain image names only, not the pattern/)
    } else expect(rendered).toEqual({ deployment: c.expected, cronJob: c.cronJob ?? c.expected })
  })

  describe.skipIf(NO_KUSTOMIZE)('and the real kustomize, on generated kustomizations', () => {
    const names = ['web', 'ghcr.io/acme/web', 'ghcr-io/acme/web', 'localhost:5000/web']
    const entry = fc.record({
      key: fc.constantFrom('newName', 'newname', 'NewName', 'newTag', 'Digest', 'digest', 'tagSuffix'),
      value: fc.constantFrom('ghcr.io/acme/web', '"1.5"', '1.20', `${DIGEST_B}`, '-x', '~', 'y')
    })
    const kustomization = fc
      .array(fc.record({ name: fc.constantFrom(...names, 'web:1.5'), fields: fc.array(entry, { maxLength: 3 }) }), {
        minLength: 1,
        maxLength: 3
      })
      .map(
        (entries) =>
          `images:\n${entries
            .map((e) => `  - name: ${e.name}\n${e.fields.map((f) => `    ${f.key}: ${f.value}\n`).join('')}`)
            .join('')}`
      )
    const images = fc.array(
      fc.tuple(fc.constantFrom(...names), fc.constantFrom('', ':1.4', ':1.5', `@${DIGEST_A}`)).map(([n, t]) => n + t),
      { minLength: 1, maxLength: 3 }
    )

    it('renders every image as kustomize does, or fails where kustomize fails', async () => {
      const tally = { same: 0, failed: 0 }
      await fc.assert(
        fc.asyncProperty(kustomization, images, async (k, imgs) => {
          const real = await renderFiles({
            'kustomization.yaml': `resources: [workloads.yaml]\n${k}`,
            'workloads.yaml': workloads(imgs)
          })
          const ours = standIn(k, imgs)
          if (!real.ok) {
            expect(ours, `${k}: kustomize failed (${real.why}), the stand-in did not`).toBeInstanceOf(Error)
            tally.failed++
            return
          }
          const objects = parseAllDocuments(real.yaml).map((d) => d.toJS() as K8sObject)
          expect(ours, k).toEqual({
            deployment: imagesOf(objects, 'Deployment'),
            cronJob: imagesOf(objects, 'CronJob')
          })
          tally.same++
        }),
        {
          numRuns: Number(process.env['KUSTOMIZE_PROPERTY_RUNS'] ?? 40),
          seed: Number(process.env['KUSTOMIZE_PROPERTY_SEED'] ?? 33)
        }
      )
      expect(tally.same).toBeGreaterThan(5)
      expect(tally.failed).toBeGreaterThan(2)
    }, 120_000)
  })

  it('rewrites containers and initContainers, sets the namespace, leaves other images', () => {
    const objects = renderKustomize('kustomization.yaml', {
      'kustomization.yaml': `namespace: web\nresources: [d.yaml]\nimages:\n  - name: app\n    newTag: "2"\n    digest: ${DIGEST_B}\n`,
      'd.yaml': `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n      initContainers: [{name: i, image: app:1}]\n      containers: [{name: a, image: app}, {name: s, image: sidecar:1}]\n`
    })
    expect(objects[0]?.metadata.namespace).toBe('web')
    expect(JSON.stringify(objects[0])).toContain(`"image":"app:2@${DIGEST_B}"`)
    expect(JSON.stringify(objects[0]).match(/app:2@/g)).toHaveLength(2)
    expect(JSON.stringify(objects[0])).toContain('"image":"sidecar:1"')
  })

  it('refuses remote bases and transformers it does not apply', () => {
    const refuse =
      (kustomization: string): (() => unknown) =>
      () =>
        renderKustomize('kustomization.yaml', { 'kustomization.yaml': kustomization })
    expect(refuse('resources: [../base]\n')).toThrow(/resource ..\/base does not exist beside the kustomization/)
    expect(refuse('resources: [https://github.com/acme/base?ref=v1]\n')).toThrow(/does not load remote bases/)
    expect(refuse('namePrefix: dev-\nresources: []\n')).toThrow(/not namePrefix/)
  })
})

describe('the Helm template subset', () => {
  const scope = { Values: { image: { tag: '1', digest: '' }, on: true, list: [] }, Release: { Name: 'r' }, Chart: {} }

  it('prints values, defaults, quotes, if/else/end and trims', () => {
    expect(renderTemplate('t', 'a: {{ .Values.image.tag }}{{ if .Values.image.digest }}@x{{ end }}', scope)).toBe(
      'a: 1'
    )
    expect(renderTemplate('t', '{{ .Values.missing | default "d" }} {{ .Release.Name | quote }}', scope)).toBe('d "r"')
    expect(
      renderTemplate('t', 'x:\n  {{- if .Values.on }}\n  y: 1\n  {{- else }}\n  y: 2\n  {{- end }}\n', scope)
    ).toBe('x:\n  y: 1\n')
    expect(renderTemplate('t', '{{ if .Values.list }}full{{ else }}empty{{ end }}', scope)).toBe('empty')
  })

  it('refuses what it does not render, naming the construct', () => {
    expect(() => renderTemplate('templates/d.yaml', '{{ include "x.labels" . }}', scope)).toThrow(
      'template: templates/d.yaml: the stand-in\'s Helm renders .Values, .Release, .Chart, default, quote and if/else/end only, not {{ include "x.labels" . }}'
    )
    expect(() => renderTemplate('t', '{{- range .Values.list }}x{{ end }}', scope)).toThrow(/not \{\{- range/)
    expect(() => renderTemplate('t', '{{ .Values.image | toYaml }}', scope)).toThrow(/toYaml/)
    expect(() => renderTemplate('t', '{{ if .Values.on }}x', scope)).toThrow(/an if without its end/)
  })

  it('merges values.yaml, the value files in order and valuesObject', () => {
    const files = helmFiles(`${IMAGE}:1.4.2@${DIGEST_B}`)
    const chart = Object.fromEntries(Object.entries(files).map(([k, v]) => [k.slice(CHART_DIR.length + 1), v]))
    const [deployment] = renderHelm(chart, {
      helm: { valueFiles: ['values-dev.yaml'], valuesObject: { debug: true } },
      releaseName: 'web',
      namespace: 'todo'
    })
    expect(imageOf(deployment)).toBe(`${IMAGE}:1.4.2@${DIGEST_B}`)
    expect(deployment).toMatchObject({
      metadata: { name: 'todo-web', namespace: 'todo', labels: { 'app.kubernetes.io/instance': 'web' } },
      spec: { replicas: 2, template: { spec: { containers: [{ args: ['--debug'] }] } } }
    })
    const [defaults] = renderHelm(chart, { releaseName: 'web', namespace: 'todo' })
    expect(imageOf(defaults)).toBe(`${IMAGE}:latest`)
    expect(defaults).toMatchObject({ spec: { replicas: 1 } })
  })
})

describe('renderSource', () => {
  let repo: BareRepo | undefined
  afterEach(async () => {
    await repo?.remove()
    repo = undefined
  })

  it('tells a kustomization, a chart and a plain directory apart, as Argo CD reports sourceType', async () => {
    repo = await createBareRepo()
    const image = `${IMAGE}:1.4.2@${DIGEST_B}`
    const sha = await repo.commit({ ...kustomizeFiles(image), ...helmFiles(image) })
    const options = { releaseName: 'todo-web', namespace: 'todo' }
    const kustomize = await renderSource(repo.dir, sha, KUSTOMIZE_DIR, options)
    expect(kustomize.sourceType).toBe('Kustomize')
    expect(kustomize.manifests.map(imageOf)).toEqual([image])
    const helm = await renderSource(repo.dir, sha, CHART_DIR, { ...options, helm: { valueFiles: ['values-dev.yaml'] } })
    expect(helm.sourceType).toBe('Helm')
    expect(helm.manifests.map(imageOf)).toEqual([image])
    const plain = await renderSource(repo.dir, sha, `${KUSTOMIZE_DIR}/deployment.yaml`, options)
    expect(plain.sourceType).toBe('Directory')
    expect(plain.manifests.map(imageOf)).toEqual([IMAGE])
    await expect(
      renderSource(repo.dir, sha, CHART_DIR, { ...options, helm: { valueFiles: ['values-prod.yaml'] } })
    ).rejects.toThrow('open charts/todo-web/values-prod.yaml: no such file or directory')
  })

  it.skipIf(NO_KUSTOMIZE)('builds an overlay over its base as kustomize does, each with its own entries', async () => {
    repo = await createBareRepo()
    const files = {
      'apps/web/base/workloads.yaml': workloads(['web:1.4', `ghcr.io/acme/api:2@${DIGEST_A}`]),
      'apps/web/base/kustomization.yaml':
        'resources:\n  - workloads.yaml\nimages:\n  - name: web\n    newName: ghcr.io/acme/web\n',
      'apps/web/prod/kustomization.yaml': `namespace: prod\nresources:\n  - ../base\nimages:\n  - name: ghcr.io/acme/web\n    digest: ${DIGEST_B}\n  - name: ghcr.io/acme/api\n    newTag: "3"\n`
    }
    const sha = await repo.commit(files)
    const ours = await renderSource(repo.dir, sha, 'apps/web/prod', { releaseName: 'web', namespace: 'prod' })
    const real = await renderFiles(files, 'apps/web/prod')
    if (!real.ok) throw new Error(real.why)
    const objects = parseAllDocuments(real.yaml).map((d) => d.toJS() as K8sObject)
    const images = (list: K8sObject[]): unknown =>
      list.map((o) => [o.kind, o.metadata.namespace, JSON.stringify(o.spec).match(/"image":"[^"]*"/g)])
    expect(images(ours.manifests)).toEqual(images(objects))
    expect(JSON.stringify(ours.manifests)).toContain(`ghcr.io/acme/web@${DIGEST_B}`)
  })
})
