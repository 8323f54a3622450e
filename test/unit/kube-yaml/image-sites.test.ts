import { describe, expect, it } from 'vitest'
import { readDocument } from '../../../src/kube-yaml/document.js'
import {
  formatOfPath,
  imageSites,
  siteAt,
  siteImage,
  siteValueFor,
  type ImageFormat
} from '../../../src/kube-yaml/image-sites.js'
import { diffSites } from '../../../src/kube-yaml/site-diff.js'
import { hasContent, splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { parseImageReference } from '../../../src/image/reference.js'

const DIGEST = `sha256:${'b'.repeat(64)}`

function sitesOf(text: string, format: ImageFormat) {
  const file = splitLikeKubernetes(text)
  if (!file.ok) throw new Error('split')
  const chunk = file.chunks.find((c) => hasContent(text, c))!
  const read = readDocument(text, file, chunk)
  if (!read.ok) throw new Error(read.refusal.what)
  return {
    doc: read.document,
    chunk,
    sites: imageSites(text, read.document, format, { kind: 'Microservice', apiGroup: 'platform.example.io' })
  }
}

describe('image sites', () => {
  it('tells the format from the file name', () => {
    expect(formatOfPath('apps/api/kustomization.yaml')).toBe('kustomization')
    expect(formatOfPath('Kustomization')).toBe('kustomization')
    expect(formatOfPath('charts/api/values-prod.yaml')).toBe('helm-values')
    expect(formatOfPath('values.dev.yml')).toBe('helm-values')
    expect(formatOfPath('apps/api/deployment.yaml')).toBe('manifest')
    expect(formatOfPath('my-values.yaml')).toBe('manifest')
  })

  it('finds every container of a pod template, init and ephemeral ones too, by name', () => {
    const text = [
      'apiVersion: batch/v1',
      'kind: CronJob',
      'metadata: {name: nightly}',
      'spec:',
      '  jobTemplate:',
      '    spec:',
      '      template:',
      '        spec:',
      '          initContainers:',
      '          - name: migrate',
      '            image: ghcr.io/acme/api:1.4.0 # pinned by CI',
      '          containers:',
      '          - name: api',
      "            image: 'ghcr.io/acme/api:1.4.0'",
      ''
    ].join('\n')
    const { sites } = sitesOf(text, 'manifest')
    expect(sites.map((s) => [s.path, s.role, s.repository, s.tag, s.container, s.span.style])).toEqual([
      [
        'spec.jobTemplate.spec.template.spec.initContainers[name=migrate].image',
        'reference',
        'ghcr.io/acme/api',
        '1.4.0',
        'migrate',
        'PLAIN'
      ],
      [
        'spec.jobTemplate.spec.template.spec.containers[name=api].image',
        'reference',
        'ghcr.io/acme/api',
        '1.4.0',
        'api',
        'QUOTE_SINGLE'
      ]
    ])
    expect(sites.every((s) => s.problem === undefined)).toBe(true)
    const ref = parseImageReference(`ghcr.io/acme/api@${DIGEST}`) as ReturnType<typeof parseImageReference> & {
      digest: string
    }
    expect(siteValueFor(sites[0]!, ref)).toBe(`ghcr.io/acme/api:1.4.0@${DIGEST}`)
  })

  it('names the problem of a container image it cannot splice: block scalar, anchor, template', () => {
    const text = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata: {name: web}',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '      - name: a',
      '        image: >-',
      '          ghcr.io/acme/a:1',
      '      - name: b',
      '        image: &img ghcr.io/acme/b:1',
      '      - name: c',
      '        image: "ghcr.io/acme/{{ .Values.c }}"',
      ''
    ].join('\n')
    const problems = sitesOf(text, 'manifest').sites.map((s) => s.problem)
    expect(problems[0]).toMatch(/block scalar/)
    expect(problems[1]).toMatch(/anchor \(&img\)/)
    expect(problems[2]).toMatch(/template/)
  })

  it("finds a kustomize entry's digest, or where its digest line goes", () => {
    const text = 'images:\n- name: api\n  newName: ghcr.io/acme/api\n  newTag: 1.4.0 # keep\nresources: [deploy.yaml]\n'
    const { sites, chunk } = sitesOf(text, 'kustomization')
    const digest = sites.find((s) => s.role === 'digest')!
    expect(digest).toMatchObject({
      path: 'images[name=api].digest',
      repository: 'ghcr.io/acme/api',
      tag: '1.4.0',
      insert: { indent: '  ', eol: '\n' }
    })
    const head = `${text.slice(0, digest.span.start)}  digest: ${DIGEST}\n${text.slice(digest.span.start)}`
    expect(head).toBe(
      `images:\n- name: api\n  newName: ghcr.io/acme/api\n  newTag: 1.4.0 # keep\n  digest: ${DIGEST}\nresources: [deploy.yaml]\n`
    )
    const after = sitesOf(head, 'kustomization')
    const diff = diffSites(
      { text, from: chunk.contentStart, to: chunk.end, sites },
      { text: head, from: after.chunk.contentStart, to: after.chunk.end, sites: after.sites }
    )
    expect(diff).toMatchObject({ ok: true, changes: [{ inserted: true, afterSource: DIGEST }] })
    expect(siteImage(after.sites.find((s) => s.role === 'digest')!)).toBe(`ghcr.io/acme/api:1.4.0@${DIGEST}`)
    // A comment may follow the line (issue 33); another key may not.
    for (const [tail, ok] of [
      [' # by hand', true],
      ['\n  extra: x', false]
    ] as const) {
      const skewed = head.replace(`  digest: ${DIGEST}`, `  digest: ${DIGEST}${tail}`)
      const s2 = sitesOf(skewed, 'kustomization')
      expect(
        diffSites(
          { text, from: chunk.contentStart, to: chunk.end, sites },
          { text: skewed, from: s2.chunk.contentStart, to: s2.chunk.end, sites: s2.sites }
        ).ok
      ).toBe(ok)
    }
  })

  it('reads Helm image mappings: registry and repository, tag, digest or sha', () => {
    const text = [
      'image:',
      '  registry: docker.io',
      '  repository: bitnami/nginx',
      '  tag: 1.27.1',
      '  digest: ""',
      'exporter:',
      '  image:',
      '    repository: quay.io/acme/exporter',
      '    tag: v1',
      '    sha: ""',
      'sidecar:',
      '  image: ghcr.io/acme/sidecar:2.0',
      'tagOnly:',
      '  image: {repository: ghcr.io/acme/t, tag: "3"}',
      ''
    ].join('\n')
    const { sites } = sitesOf(text, 'helm-values')
    expect(
      sites.map((s) => [s.path, s.role, s.repository, s.tag, s.hexOnly ?? false, s.pinnedBeside ?? false])
    ).toEqual([
      ['image.tag', 'tag', 'docker.io/bitnami/nginx', '1.27.1', false, true],
      ['image.digest', 'digest', 'docker.io/bitnami/nginx', '1.27.1', false, false],
      ['exporter.image.tag', 'tag', 'quay.io/acme/exporter', 'v1', false, true],
      ['exporter.image.sha', 'digest', 'quay.io/acme/exporter', 'v1', true, false],
      ['sidecar.image', 'reference', 'ghcr.io/acme/sidecar', '2.0', false, false],
      ['tagOnly.image.tag', 'tag', 'ghcr.io/acme/t', '3', false, false]
    ])
    const ref = parseImageReference(`quay.io/acme/exporter@${DIGEST}`) as ReturnType<typeof parseImageReference> & {
      digest: string
    }
    expect(siteValueFor(sites[3]!, ref)).toBe('b'.repeat(64))
    expect(siteValueFor(sites[5]!, { ...ref, name: 'ghcr.io/acme/t' })).toBe(`3@${DIGEST}`)
  })

  it("reads an Argo CD Application's kustomize image overrides, name= prefix kept", () => {
    const text = [
      'apiVersion: argoproj.io/v1alpha1',
      'kind: Application',
      'metadata: {name: api}',
      'spec:',
      '  source:',
      '    kustomize:',
      '      images:',
      '      - ghcr.io/acme/api:1.4.0',
      '      - api=ghcr.io/acme/api:1.4.0',
      ''
    ].join('\n')
    const { sites } = sitesOf(text, 'manifest')
    expect(sites.map((s) => [s.path, s.repository, s.prefix])).toEqual([
      ['spec.source.kustomize.images[0]', 'ghcr.io/acme/api', undefined],
      ['spec.source.kustomize.images[1]', 'ghcr.io/acme/api', 'api=']
    ])
    const ref = parseImageReference(`ghcr.io/acme/api:1.5.0@${DIGEST}`) as ReturnType<typeof parseImageReference> & {
      digest: string
    }
    expect(siteValueFor(sites[1]!, ref)).toBe(`api=ghcr.io/acme/api:1.5.0@${DIGEST}`)
  })

  it('finds the site at an explicit path, and a reference at a path the rules miss', () => {
    const text =
      'apiVersion: acme.io/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  runner:\n    image: ghcr.io/acme/run:1\n'
    const { doc, sites } = sitesOf(text, 'manifest')
    expect(sites).toEqual([])
    expect(siteAt(text, doc, sites, 'spec.runner.image')).toMatchObject({
      role: 'reference',
      repository: 'ghcr.io/acme/run',
      tag: '1'
    })
    expect(siteAt(text, doc, sites, 'spec.nothing')).toBeUndefined()
    expect(siteAt(text, doc, sites, 'spec..x')).toBeUndefined()
  })
})
