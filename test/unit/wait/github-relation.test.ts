import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import type { ManifestSource } from '../../../src/wait/expected.js'
import { laterRelation, manifestRelation, type ManifestRead } from '../../../src/wait/github-reports/relation.js'
import { DIGEST_A, DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'

// Whether a later commit still carries the release, from its manifest alone: the same repository
// and digest wherever the release is read, or its reports do not count.

const API = 'ghcr.io/acme/todo-api'
const RELEASE = `${API}:1.4.2@${DIGEST_B}`
const L = 'b'.repeat(40)

const deployment = (api: string, sidecar = `ghcr.io/acme/logs:2@${DIGEST_A}`): string => `apiVersion: apps/v1
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
          image: "${api}"
        - name: logs
          image: "${sidecar}"
`

const manifest = (container?: string): ManifestSource => ({
  from: 'manifest',
  manifest: 'apps/todo/deployment.yaml',
  format: 'manifest',
  selector: { kind: 'Deployment', apiGroup: 'apps' },
  ...(container ? { container } : {})
})

const file = (text: string): ManifestRead => ({ kind: 'file', text })

describe('laterRelation: the same repository and digest, whatever the tag', () => {
  it.each([
    ['the same reference', RELEASE, 'descendant'],
    ['the same digest under another tag', `${API}:stable@${DIGEST_B}`, 'descendant'],
    ['the same digest without a tag', `${API}@${DIGEST_B}`, 'descendant'],
    ['the same tag with another digest (a rebuilt 1.4.2)', `${API}:1.4.2@${DIGEST_C}`, 'superseded'],
    ['another version', `${API}:1.4.3@${DIGEST_C}`, 'superseded'],
    ['the same digest in another repository', `ghcr.io/evil/todo-api:1.4.2@${DIGEST_B}`, 'superseded'],
    ['the same digest in a repository spelled in capitals', `GHCR.IO/acme/todo-api:1.4.2@${DIGEST_B}`, 'superseded'],
    ['the tag alone', `${API}:1.4.2`, 'superseded']
  ])('%s: %s', (_, image, kind) => {
    const relation = laterRelation(manifest('api'), RELEASE, L, file(deployment(image)))
    expect(relation.kind).toBe(kind)
    if (relation.kind === 'superseded') expect(relation.image).toBe(image)
  })

  it('wants the release at every app container, unless container names one', () => {
    const both = deployment(RELEASE, RELEASE)
    expect(laterRelation(manifest(), RELEASE, L, file(both))).toEqual({ kind: 'descendant' })
    const split = deployment(RELEASE, `${API}:1.4.3@${DIGEST_C}`)
    expect(laterRelation(manifest(), RELEASE, L, file(split))).toEqual({
      kind: 'unproven',
      reason: expect.stringMatching(
        /^it does not show which image it deploys: "apps\/todo\/deployment.yaml" at bbbbbbb: Deployment \(apps\) pins 2 different images .*; set 'container' to pick one$/
      ),
      retry: false
    })
    expect(laterRelation(manifest('api'), RELEASE, L, file(split))).toEqual({ kind: 'descendant' })
  })

  it('takes a kustomization pin by digest, and nothing from one that lost it', () => {
    const source: ManifestSource = {
      from: 'manifest',
      manifest: 'apps/todo/kustomization.yaml',
      format: 'kustomization',
      resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' },
      image: API
    }
    const images = (entry: string): string => `resources:\n  - deployment.yaml\nimages:\n  - name: ${API}\n${entry}`
    const pinned = images(`    newTag: "1.4.2"\n    digest: ${DIGEST_B}\n`)
    expect(laterRelation(source, RELEASE, L, file(pinned))).toEqual({ kind: 'descendant' })
    const rebuilt = images(`    newTag: "1.4.2"\n    digest: ${DIGEST_C}\n`)
    expect(laterRelation(source, RELEASE, L, file(rebuilt))).toMatchObject({ kind: 'superseded' })
    const tagOnly = images(`    newTag: "1.4.2"\n`)
    expect(laterRelation(source, RELEASE, L, file(tagOnly))).toMatchObject({ kind: 'unproven', retry: false })
  })
})

describe('laterRelation: nothing counts where the manifest says nothing', () => {
  it('a manifest that is not there: deleted or moved, for good', () => {
    expect(laterRelation(manifest(), RELEASE, L, { kind: 'absent' })).toEqual({
      kind: 'unproven',
      reason: `"apps/todo/deployment.yaml" does not exist there (deleted, or moved to another path), so nothing shows it still deploys ${RELEASE}`,
      retry: false
    })
  })

  it('a read that failed after the retries: not yet, asked again', () => {
    const error = Object.assign(new Error('Bad Gateway'), { status: 502 })
    expect(laterRelation(manifest(), RELEASE, L, { kind: 'failed', error })).toEqual({
      kind: 'unproven',
      reason: `reading "apps/todo/deployment.yaml" there failed (Bad Gateway), so nothing shows it still deploys ${RELEASE} until a read succeeds`,
      retry: true
    })
  })

  it('a path GitHub does not serve as a file: for good', () => {
    const error = new InputError("Input 'manifest': apps/todo/deployment.yaml at bbbb is not a file but a directory.")
    expect(laterRelation(manifest(), RELEASE, L, { kind: 'failed', error })).toMatchObject({
      kind: 'unproven',
      retry: false
    })
  })

  it('reads the manifest at the commit asked about, and turns a failed read into a retry', async () => {
    const asked: string[] = []
    const relate = manifestRelation(
      {
        readFile: async (path, at) => {
          asked.push(`${path}@${at}`)
          if (at === 'c'.repeat(40)) throw Object.assign(new Error('Server Error'), { status: 500 })
          return at === L ? deployment(RELEASE) : undefined
        }
      },
      manifest('api'),
      RELEASE
    )
    expect(await relate(L)).toEqual({ kind: 'descendant' })
    expect(await relate('c'.repeat(40))).toMatchObject({ kind: 'unproven', retry: true })
    expect(await relate('d'.repeat(40))).toMatchObject({ kind: 'unproven', retry: false })
    expect(asked).toEqual([
      `apps/todo/deployment.yaml@${L}`,
      `apps/todo/deployment.yaml@${'c'.repeat(40)}`,
      `apps/todo/deployment.yaml@${'d'.repeat(40)}`
    ])
  })
})
