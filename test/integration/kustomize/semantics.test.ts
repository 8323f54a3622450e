/**
 * The record of how kustomize applies `images:` entries (test/helpers/kustomize-cases.ts), checked
 * against the real kustomize: each case is built with `kubectl kustomize` (or `kustomize build`)
 * and must render exactly what the table says, so src/kube-yaml/kustomize-images.ts, which the
 * unit test checks against the same table, follows kustomize and not a reading of its docs.
 */
import { parseAllDocuments } from 'yaml'
import { describe, expect, it } from 'vitest'
import { SEMANTICS, type SemanticsCase } from '../../helpers/kustomize-cases.js'
import { workloads } from '../../helpers/kustomize-deployment.js'
import { NO_KUSTOMIZE, RENDERER, renderFiles } from '../../helpers/kustomize.js'

describe('kustomize for the tests that compare with it', () => {
  it.runIf(process.env['CI'] === 'true')('is on PATH in CI', () => {
    expect(RENDERER, 'CI must have kustomize or kubectl on PATH').toBeDefined()
  })
})

type Obj = { kind: string; spec: Record<string, unknown> }

function imagesOf(objects: Obj[], kind: string): string[] {
  const obj = objects.find((o) => o.kind === kind)!
  const template = (kind === 'CronJob' ? (obj.spec['jobTemplate'] as Obj).spec['template'] : obj.spec['template']) as {
    spec: { containers: { image: string }[] }
  }
  return template.spec.containers.map((c) => c.image)
}

async function render(c: SemanticsCase): Promise<{ deployment: string[]; cronJob: string[] } | 'fails'> {
  const out = await renderFiles({
    'kustomization.yaml': `resources: [workloads.yaml]\n${c.kustomization}`,
    'workloads.yaml': workloads(c.images)
  })
  if (!out.ok) return 'fails'
  const objects = parseAllDocuments(out.yaml).map((d) => d.toJS() as Obj)
  return { deployment: imagesOf(objects, 'Deployment'), cronJob: imagesOf(objects, 'CronJob') }
}

describe.skipIf(NO_KUSTOMIZE)('kustomize renders images as the record says', () => {
  it.each(SEMANTICS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const rendered = await render(c)
    if (c.expected === 'fails') {
      expect(rendered).toBe('fails')
      return
    }
    expect(rendered).toEqual({ deployment: c.expected, cronJob: c.cronJob ?? c.expected })
  })
})
