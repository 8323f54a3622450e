/**
 * The rule on the image fields of issue 25, one format at a time: what a release may change in
 * a manifest (pod-template containers in any kind, spec.image of the configured kind, Argo CD
 * overrides), a kustomization (images[] newTag and digest, one digest: line added) and Helm
 * values (tag, digest, sha, whole references), and what it may not.
 */
import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'

const POLICY: GatePolicy = {
  paths: ['**'],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const A = `sha256:${'a'.repeat(64)}`
const B = `sha256:${'b'.repeat(64)}`
const HEX_B = 'b'.repeat(64)
const codes = (r: { reasons: { code: string }[] }): string[] => r.reasons.map((x) => x.code)

const deployment = (web: string, init = 'busybox:1.36', extra = ''): string =>
  [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    'spec:',
    '  template:',
    '    spec:',
    '      initContainers:',
    '        - name: migrate',
    `          image: ${init}`,
    '      containers:',
    '        - name: web',
    `          image: ${web}`,
    `${extra}`
  ].join('\n')

describe('manifests', () => {
  const file = 'apps/web/deployment.yaml'
  it('accepts a container image bump in a Deployment and names the field', () => {
    const judged = judgeTexts(
      file,
      deployment(`ghcr.io/acme/web:1.0@${A}`),
      deployment(`ghcr.io/acme/web:1.0@${B}`),
      POLICY
    )
    expect(judged.reasons).toEqual([])
    expect(judged.changes).toEqual([
      expect.objectContaining({
        format: 'manifest',
        path: 'spec.template.spec.containers[name=web].image',
        field: 'containers[name=web].image',
        line: 13,
        before: `ghcr.io/acme/web:1.0@${A}`,
        after: `ghcr.io/acme/web:1.0@${B}`
      })
    ])
  })

  it('accepts an init container pinned for the first time', () => {
    const base = deployment(`ghcr.io/acme/web@${A}`)
    const judged = judgeTexts(file, base, deployment(`ghcr.io/acme/web@${A}`, `busybox:1.36@${B}`), POLICY)
    expect(judged.reasons).toEqual([])
    expect(judged.changes.map((c) => c.field)).toEqual(['initContainers[name=migrate].image'])
  })

  it('refuses another repository, an unpinned image, a tag change, a quoting change and an added field, naming the field', () => {
    const base = deployment(`ghcr.io/acme/web:1.0@${A}`)
    const other = judgeTexts(file, base, deployment(`ghcr.io/evil/web:1.0@${B}`), POLICY)
    expect(codes(other)).toEqual(['other-repository'])
    expect(other.reasons[0]!.message).toContain('containers[name=web].image')
    expect(codes(judgeTexts(file, base, deployment('ghcr.io/acme/web:1.0'), POLICY))).toEqual(['unpinned'])
    const tag = judgeTexts(file, base, deployment(`ghcr.io/acme/web:1.1@${B}`), POLICY)
    expect(codes(tag)).toEqual(['tag-change'])
    expect(tag.reasons[0]!.message).toContain('(containers[name=web].image)')
    expect(codes(judgeTexts(file, base, deployment(`"ghcr.io/acme/web:1.0@${B}"`), POLICY))).toEqual(['quoting-change'])
    const added = judgeTexts(
      file,
      base,
      deployment(`ghcr.io/acme/web:1.0@${B}`, 'busybox:1.36', '          args: ["x"]'),
      POLICY
    )
    expect(codes(added)).toEqual(['outside-image'])
    expect(added.reasons[0]!.message).toMatch(
      /line 14: changed outside the image fields; in a manifest only the image of pod-template containers/
    )
  })

  it('judges every field a document changes: a good bump beside a bad one is refused at the bad one, both reported', () => {
    for (const [init, web, line] of [
      [`busybox:1.36@${B}`, `ghcr.io/evil/web:1.0@${B}`, 13],
      [`docker.io/evil/busybox:1.36@${B}`, `ghcr.io/acme/web:1.0@${B}`, 10]
    ] as const) {
      const judged = judgeTexts(
        file,
        deployment(`ghcr.io/acme/web:1.0@${A}`, `busybox:1.36@${A}`),
        deployment(web, init),
        POLICY
      )
      expect(judged.reasons).toEqual([expect.objectContaining({ code: 'other-repository', line })])
      expect(judged.changes.map((c) => [c.field, c.after])).toEqual([
        ['initContainers[name=migrate].image', init],
        ['containers[name=web].image', web]
      ])
    }
  })

  it('refuses spec.image of a kind that is not configured', () => {
    const cr = (image: string): string =>
      `apiVersion: other.example.io/v1\nkind: Microservice\nmetadata:\n  name: x\nspec:\n  image: ${image}\n`
    expect(codes(judgeTexts(file, cr(`ghcr.io/acme/web@${A}`), cr(`ghcr.io/acme/web@${B}`), POLICY))).toEqual([
      'outside-image'
    ])
  })

  it('refuses a container written as a flow mapping that repeats its image key, at that line, reporting no change', () => {
    // Kubernetes keeps the last image, the miner; the first is the one a bump edits and reviewers read.
    const flow = (web: string): string =>
      deployment('unused').replace(
        /( {8}- )name: web\n {10}image: unused\n/,
        `$1{name: web, image: "ghcr.io/acme/web:1.0@${web}", image: "ghcr.io/evil/miner@${A}"}\n`
      )
    expect(flow(A)).toContain('- {name: web, image:')
    const judged = judgeTexts(file, flow(A), flow(B), POLICY)
    expect(judged.reasons).toEqual([
      expect.objectContaining({
        code: 'duplicate-key',
        line: 12,
        message: expect.stringContaining('"image" appears twice')
      })
    ])
    expect(judged.changes).toEqual([])
  })

  it('refuses a change to an image under an anchor', () => {
    const base = deployment(`&img ghcr.io/acme/web@${A}`)
    expect(codes(judgeTexts(file, base, deployment(`&img ghcr.io/acme/web@${B}`), POLICY))).toEqual(['image-form'])
  })

  it('accepts an Argo CD kustomize.images override with its name= prefix kept, and refuses a new prefix', () => {
    const app = (image: string): string =>
      [
        'apiVersion: argoproj.io/v1alpha1',
        'kind: Application',
        'metadata:',
        '  name: web',
        'spec:',
        '  source:',
        '    kustomize:',
        '      images:',
        `        - ${image}`,
        ''
      ].join('\n')
    const base = app(`web=ghcr.io/acme/web:1.0@${A}`)
    const judged = judgeTexts('apps/web/app.yaml', base, app(`web=ghcr.io/acme/web:1.0@${B}`), POLICY)
    expect(judged.reasons).toEqual([])
    expect(judged.changes[0]).toMatchObject({
      field: 'spec.source.kustomize.images[0]',
      after: `ghcr.io/acme/web:1.0@${B}`
    })
    // Kustomize matches an override's name exactly, and the registry is part of the repository.
    for (const other of [
      `api=ghcr.io/acme/web:1.0@${B}`,
      `WEB=ghcr.io/acme/web:1.0@${B}`,
      `web=GHCR.IO/acme/web:1.0@${B}`
    ])
      expect(codes(judgeTexts('apps/web/app.yaml', base, app(other), POLICY)), other).toEqual(['other-repository'])
  })
})

describe('kustomizations', () => {
  const file = 'overlays/prod/kustomization.yaml'
  const kustomization = (entry: string): string =>
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nimages:\n  - name: ghcr.io/acme/web\n    newTag: "1.0"\n${entry}resources:\n  - deployment.yaml\n`
  const base = kustomization('')

  it('accepts the one added digest: line at the entry indentation, and reports the pinned reference', () => {
    const judged = judgeTexts(file, base, kustomization(`    digest: ${B}\n`), POLICY)
    expect(judged.reasons).toEqual([])
    expect(judged.changes).toEqual([
      expect.objectContaining({
        format: 'kustomization',
        field: 'images[name=ghcr.io/acme/web].digest',
        line: 6,
        before: 'ghcr.io/acme/web:1.0',
        after: `ghcr.io/acme/web:1.0@${B}`
      })
    ])
  })

  it('accepts a kustomization with no kind (kustomize reads it, nothing applies it)', () => {
    const bare = (entry: string): string => `images:\n  - name: ghcr.io/acme/web\n${entry}`
    expect(judgeTexts(file, bare(''), bare(`    digest: ${B}\n`), POLICY).reasons).toEqual([])
  })

  it('accepts a digest that changes, and an entry ending the file without a line break', () => {
    const pinned = kustomization(`    digest: ${A}\n`)
    expect(judgeTexts(file, pinned, kustomization(`    digest: ${B}\n`), POLICY).reasons).toEqual([])
    const last = 'images:\n  - name: ghcr.io/acme/web\n    newTag: "1.0"'
    expect(judgeTexts(file, last, `${last}\n    digest: ${B}`, POLICY).reasons).toEqual([])
  })

  it('refuses the digest line at another indentation, with a comment, twice, or invalid', () => {
    expect(codes(judgeTexts(file, base, kustomization(`      digest: ${B}\n`), POLICY))).not.toEqual([])
    expect(codes(judgeTexts(file, base, kustomization(`  digest: ${B}\n`), POLICY))).not.toEqual([])
    // A comment after the digest is fine (issue 33); more than a comment is not.
    expect(codes(judgeTexts(file, base, kustomization(`    digest: ${B} # pinned\n`), POLICY))).toEqual([])
    const more = judgeTexts(file, base, kustomization(`    digest: ${B} pinned\n`), POLICY)
    expect(codes(more)).not.toEqual([])
    expect(codes(judgeTexts(file, base, kustomization(`    digest: ${B}\n    digest: ${B}\n`), POLICY))).toEqual([
      'duplicate-key'
    ])
    expect(codes(judgeTexts(file, base, kustomization(`    digest: sha512:${'b'.repeat(128)}\n`), POLICY))).toEqual([
      'digest-algorithm'
    ])
    expect(codes(judgeTexts(file, base, kustomization('    digest: ""\n'), POLICY))).toEqual(['unpinned'])
  })

  it('refuses newTag changed alone (unpinned), a new tag without allow-tag-change, and a new newName', () => {
    expect(codes(judgeTexts(file, base, base.replace('"1.0"', '"1.1"'), POLICY))).toEqual(['unpinned'])
    const pinned = kustomization(`    digest: ${A}\n`)
    expect(
      codes(judgeTexts(file, pinned, kustomization(`    digest: ${B}\n`).replace('"1.0"', '"1.1"'), POLICY))
    ).toEqual(['tag-change'])
    expect(
      judgeTexts(file, pinned, kustomization(`    digest: ${B}\n`).replace('"1.0"', '"1.1"'), {
        ...POLICY,
        allowTagChange: true
      }).reasons
    ).toEqual([])
    const moved = kustomization(`    newName: ghcr.io/evil/web\n    digest: ${B}\n`)
    expect(codes(judgeTexts(file, base, moved, POLICY))).toEqual(['outside-image'])
  })
})

describe('Helm values', () => {
  const file = 'charts/web/values-prod.yaml'
  const values = (tag: string, digest: string, key = 'digest'): string =>
    `replicaCount: 2\nimage:\n  registry: ghcr.io\n  repository: acme/web\n  tag: ${tag}\n  ${key}: ${digest}\n`

  it('accepts a digest set, and reports the whole reference by field', () => {
    const judged = judgeTexts(file, values('"1.0"', '""'), values('"1.0"', `"${B}"`), POLICY)
    expect(judged.reasons).toEqual([])
    expect(judged.changes).toEqual([
      expect.objectContaining({ format: 'helm-values', field: 'image.digest', after: `ghcr.io/acme/web:1.0@${B}` })
    ])
  })

  it('accepts a sha key holding the hex alone, and refuses it with the algorithm', () => {
    expect(judgeTexts(file, values('1.0', '""', 'sha'), values('1.0', `"${HEX_B}"`, 'sha'), POLICY).reasons).toEqual([])
    expect(codes(judgeTexts(file, values('1.0', '""', 'sha'), values('1.0', `"${B}"`, 'sha'), POLICY))).toEqual([
      'invalid-image'
    ])
  })

  it('accepts a tag pinned as tag@sha256 where no digest key sits beside it, and refuses it unpinned', () => {
    const only = (tag: string): string => `image:\n  repository: ghcr.io/acme/web\n  tag: ${tag}\n`
    const judged = judgeTexts(file, only('"1.0"'), only(`"1.0@${B}"`), POLICY)
    expect(judged.reasons).toEqual([])
    expect(judged.changes[0]).toMatchObject({ field: 'image.tag', after: `ghcr.io/acme/web:1.0@${B}` })
    expect(codes(judgeTexts(file, only('"1.0"'), only('"1.1"'), POLICY))).toEqual(['unpinned'])
    expect(codes(judgeTexts(file, only('"1.0"'), only(`"1.1@${B}"`), POLICY))).toEqual(['tag-change'])
    expect(codes(judgeTexts(file, only('"1.0"'), only(`"1.0@${B}"`).replace('acme/web', 'evil/web'), POLICY))).toEqual([
      'outside-image'
    ])
  })

  it('refuses a digest pinned onto an empty tag, and a kustomize entry without a name', () => {
    const only = (tag: string): string => `image:\n  repository: ghcr.io/acme/web\n  tag: ${tag}\n`
    expect(codes(judgeTexts(file, only('""'), only(`"@${B}"`), POLICY))).toEqual(['invalid-image'])
    const nameless = (entry: string): string => `images:\n  - newTag: "1.0"\n${entry}`
    expect(codes(judgeTexts('k/kustomization.yaml', nameless(''), nameless(`    digest: ${B}\n`), POLICY))).toEqual([
      'invalid-image'
    ])
  })

  it('accepts a whole reference in values, and refuses a value added beside it', () => {
    const ref = (image: string, extra = ''): string => `worker:\n  image: ${image}\n${extra}`
    expect(judgeTexts(file, ref(`ghcr.io/acme/worker@${A}`), ref(`ghcr.io/acme/worker@${B}`), POLICY).reasons).toEqual(
      []
    )
    expect(
      codes(
        judgeTexts(file, ref(`ghcr.io/acme/worker@${A}`), ref(`ghcr.io/acme/worker@${B}`, '  debug: true\n'), POLICY)
      )
    ).toEqual(['outside-image'])
  })

  it('reads a file by the format the release policy names for its path', () => {
    const policy: GatePolicy = {
      ...POLICY,
      formatOf: (path) => (path.endsWith('images.yaml') ? 'helm-values' : undefined)
    }
    const judged = judgeTexts('env/prod/images.yaml', values('1.0', '""'), values('1.0', `"${B}"`), policy)
    expect(judged.reasons).toEqual([])
    // Without it the file is a manifest: no kind, so refused.
    expect(codes(judgeTexts('env/prod/images.yaml', values('1.0', '""'), values('1.0', `"${B}"`), POLICY))).toEqual([
      'argocd-unreadable'
    ])
  })
})
