/**
 * The render proof's difference (src/gate/render/compare.ts, then each changed container judged
 * by src/gate/rule/kustomize.ts `judgeRenderedImage`): two renders may differ in container
 * `image:` lines only, and each container may move only to a release digest on its own
 * repository, its tag kept or dropped (changed only as the tag policy allows). The renders here
 * are written as kustomize prints them: keys sorted, `---` between objects.
 */
import { describe, expect, it } from 'vitest'
import { compareRenders } from '../../../src/gate/render/compare.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { reasonAt } from '../../../src/gate/rule/image.js'
import { judgeRenderedImage } from '../../../src/gate/rule/kustomize.js'

const D0 = `sha256:${'0'.repeat(64)}`
const D1 = `sha256:${'1'.repeat(64)}`
const WEB = 'ghcr.io/acme/web'

interface Shape {
  readonly web?: string
  readonly proxy?: string
  readonly replicas?: number
  readonly label?: string
  /** A third container after the two. */
  readonly extra?: string
  /** An `image:` key that is no container's: a pod annotation. */
  readonly note?: string
}

const render = (shape: Shape = {}): string =>
  [
    'apiVersion: v1',
    'data:',
    `  image: ${shape.note ?? 'unchanged'}`,
    'kind: ConfigMap',
    'metadata:',
    '  name: settings',
    '---',
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  labels:',
    `    app: ${shape.label ?? 'web'}`,
    '  name: web',
    'spec:',
    `  replicas: ${shape.replicas ?? 1}`,
    '  template:',
    '    spec:',
    '      containers:',
    `      - image: ${shape.web ?? `${WEB}:1.4.2@${D0}`}`,
    '        name: web',
    `      - image: ${shape.proxy ?? 'envoyproxy/envoy:v1.30'}`,
    '        name: proxy',
    ...(shape.extra === undefined ? [] : [`      - image: ${shape.extra}`, '        name: extra']),
    ''
  ].join('\n')

const BASE = render()

describe('compareRenders: only container image lines may differ', () => {
  it('names each container whose image changed, and nothing when the renders are equal', () => {
    expect(compareRenders(BASE, render({ web: `${WEB}:1.4.2@${D1}` }))).toEqual({
      ok: true,
      changes: [
        { object: 'Deployment web', container: 'web', before: `${WEB}:1.4.2@${D0}`, after: `${WEB}:1.4.2@${D1}` }
      ]
    })
    expect(compareRenders(BASE, render())).toEqual({ ok: true, changes: [] })
  })

  it('names a second container that changed too (the rule then judges it)', () => {
    const both = compareRenders(BASE, render({ web: `${WEB}:1.4.2@${D1}`, proxy: `envoyproxy/envoy:v1.30@${D1}` }))
    expect(both.ok && both.changes.map((c) => c.container)).toEqual(['web', 'proxy'])
  })

  it('refuses a label, a replica count or any other line that differs, saying which', () => {
    expect(compareRenders(BASE, render({ web: `${WEB}:1.4.2@${D1}`, label: 'evil' }))).toEqual({
      ok: false,
      why: 'line 12 of the render differs beyond an image: "    app: evil"'
    })
    expect(compareRenders(BASE, render({ replicas: 0 }))).toMatchObject({ ok: false, why: /line 15 .*replicas: 0/ })
  })

  it('refuses a container added or removed, and one replaced by another under the same lines', () => {
    const added = render({ extra: 'busybox' })
    expect(compareRenders(BASE, added)).toEqual({
      ok: false,
      why: `the render has ${BASE.split('\n').length} lines at the base and ${added.split('\n').length} at the head`
    })
    expect(compareRenders(added, BASE)).toMatchObject({ ok: false })
    const replaced = BASE.replace('        name: proxy', '        name: sidecar')
    expect(compareRenders(BASE, replaced)).toMatchObject({ ok: false, why: /sidecar/ })
  })

  it('refuses an image line that moves to another place or another indentation', () => {
    const moved = render({ web: `${WEB}:1.4.2@${D1}` }).replace('      - image', '        image')
    expect(compareRenders(BASE, moved)).toMatchObject({ ok: false, why: /beyond an image/ })
  })

  it("refuses an image: key that is no container's, alone or beside a container's change", () => {
    expect(compareRenders(BASE, render({ note: 'other' }))).toEqual({
      ok: false,
      why: 'ConfigMap settings differs in an image: line outside its containers'
    })
    const annotated = (web: string, value: string): string =>
      render({ web }).replace('    spec:\n', `    metadata:\n      annotations:\n        image: ${value}\n    spec:\n`)
    expect(compareRenders(annotated(`${WEB}:1.4.2@${D0}`, 'a'), annotated(`${WEB}:1.4.2@${D1}`, 'b'))).toEqual({
      ok: false,
      why: 'Deployment web differs in an image: line outside its containers'
    })
    // The same annotation unchanged is no difference.
    expect(compareRenders(annotated(`${WEB}:1.4.2@${D0}`, 'a'), annotated(`${WEB}:1.4.2@${D1}`, 'a'))).toMatchObject({
      ok: true
    })
  })
})

describe('compareRenders: the containers it names', () => {
  // A CronJob's pod template sits deeper, and its init container is a container too.
  const cronJob = (init: string, main: string): string =>
    [
      'apiVersion: batch/v1',
      'kind: CronJob',
      'metadata:',
      '  name: nightly',
      'spec:',
      '  jobTemplate:',
      '    spec:',
      '      template:',
      '        spec:',
      '          containers:',
      `          - image: ${main}`,
      '            name: main',
      '          initContainers:',
      `          - image: ${init}`,
      '            name: migrate',
      ''
    ].join('\n')

  it('names an init container deep in a CronJob, and leaves its unchanged sibling out', () => {
    const before = cronJob(`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@${D0}`)
    expect(compareRenders(before, cronJob(`${WEB}:1.4.2@${D1}`, `${WEB}:1.4.2@${D0}`))).toEqual({
      ok: true,
      changes: [
        { object: 'CronJob nightly', container: 'migrate', before: `${WEB}:1.4.2@${D0}`, after: `${WEB}:1.4.2@${D1}` }
      ]
    })
  })

  it('refuses an object it cannot read to name the container', () => {
    const before = cronJob(`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@${D0}`)
    expect(compareRenders(before, cronJob('[unclosed', `${WEB}:1.4.2@${D0}`))).toEqual({
      ok: false,
      why: 'the rendered objects could not be read to name their containers'
    })
  })
})

describe('judgeRenderedImage: each changed container moves to a release digest and nothing more', () => {
  const policy = (allowTagChange = false, allowDowngrade = false): GatePolicy => ({
    paths: ['**'],
    selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
    allowTagChange,
    allowDowngrade
  })
  const release = new Set([`${WEB}@${D1}`])
  const judge = (before: string, after: string, p = policy()): [string, string][] =>
    judgeRenderedImage(
      before,
      after,
      release,
      p,
      reasonAt('k/kustomization.yaml', 3),
      'in "k", Deployment web web'
    ).map((r) => [r.code, r.message])

  it("accepts exactly the release's digest on the release's repository, the tag kept or dropped", () => {
    expect(judge(`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@${D1}`)).toEqual([])
    expect(judge(`${WEB}:1.4.2`, `${WEB}:1.4.2@${D1}`)).toEqual([])
    expect(judge(`${WEB}:1.4.2`, `${WEB}@${D1}`)).toEqual([])
  })

  it('refuses another digest, the release digest on another repository, and a changed repository', () => {
    const [[code, message] = ['', '']] = judge(`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@sha256:${'2'.repeat(64)}`)
    expect(code).toBe('rendered-effect')
    expect(message).toContain('no image change of this PR pins "ghcr.io/acme/web" to 222222222222')
    expect(judge(`ghcr.io/acme/api:1@${D0}`, `ghcr.io/acme/api:1@${D1}`)[0]?.[0]).toBe('rendered-effect')
    expect(judge(`ghcr-io/acme/web:1.4.2@${D0}`, `${WEB}:1.4.2@${D1}`)).toEqual([
      [
        'rendered-effect',
        '"k/kustomization.yaml" line 3: in "k", Deployment web web renders from "ghcr.io/acme/web" at the head but from "ghcr-io/acme/web" at the base.'
      ]
    ])
  })

  it('refuses a render left unpinned', () => {
    expect(judge(`${WEB}:1.4.2@${D0}`, `${WEB}:1.5.0`)[0]?.[0]).toBe('unpinned')
    expect(judge(`${WEB}:1.4.2@${D0}`, `${WEB}@sha256:abc`)[0]?.[0]).toBe('unpinned')
  })

  it('refuses a tag change unless allowed, and a semver downgrade unless that is allowed too', () => {
    expect(judge(`${WEB}:1.4.2@${D0}`, `${WEB}:1.5.0@${D1}`)).toEqual([
      [
        'tag-change',
        `"k/kustomization.yaml" line 3: new image changes tag "1.4.2" to "1.5.0" (in "k", Deployment web web as rendered); set 'allow-tag-change' to allow it.`
      ]
    ])
    expect(judge(`${WEB}@${D0}`, `${WEB}:1.5.0@${D1}`)[0]?.[0]).toBe('tag-change')
    expect(judge(`${WEB}:1.4.2@${D0}`, `${WEB}:1.5.0@${D1}`, policy(true))).toEqual([])
    expect(judge(`${WEB}:1.5.0@${D0}`, `${WEB}:1.4.2@${D1}`, policy(true))[0]?.[0]).toBe('downgrade')
    expect(judge(`${WEB}:1.5.0@${D0}`, `${WEB}:1.4.2@${D1}`, policy(true, true))).toEqual([])
  })
})
