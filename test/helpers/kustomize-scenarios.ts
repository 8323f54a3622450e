/**
 * Release PRs against config repos built with kustomize, and what the gate must say of each: the
 * legitimate pins it accepts, and the attacks of issue 33 that need an entry already on the base
 * branch (a name matched as a pattern, a chain, a dormant tag entry, a key in another case, an
 * overlay that renames) or a build the gate cannot follow, each refused with its code. The unit
 * test runs them through the static rule alone; the integration test also renders each with the
 * real kustomize.
 */
import type { Tree } from './memory-repo.js'

export const D0 = `sha256:${'46aef566'.repeat(8)}`
export const D1 = `sha256:${'28492db0'.repeat(8)}`
export const DX = `sha256:${'e1e1e1e1'.repeat(8)}`

export interface Scenario {
  readonly name: string
  readonly base: Tree
  readonly changes: Readonly<Record<string, string>>
  /** The codes refused with; empty: accepted. */
  readonly codes: readonly string[]
  readonly allowTagChange?: boolean
  /** The release's `repository@digest`, what the PR means the cluster to pull: {@link RELEASE} unless said. */
  readonly pin?: string
}

export function deployment(name: string, images: readonly string[], kind = 'Deployment'): string {
  const containers = images.map(
    (image, i) => `        - name: ${i === 0 ? name : `${name}-${i}`}\n          image: ${image}\n`
  )
  return `apiVersion: apps/v1\nkind: ${kind}\nmetadata:\n  name: ${name}\nspec:\n  template:\n    spec:\n      containers:\n${containers.join('')}`
}

const kustomization = (body: string): string =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${body}`

const WEB = 'ghcr.io/acme/web'

/** What most scenarios release. */
export const RELEASE = `${WEB}@${D1}`

/** A base with a Deployment, and a prod overlay pinning it. */
function overlay(entries: string, resources = deployment('web', ['web:1.4.2'])): Tree {
  return {
    'apps/web/base/deployment.yaml': resources,
    'apps/web/base/kustomization.yaml': kustomization('resources:\n  - deployment.yaml\n'),
    'apps/web/prod/kustomization.yaml': kustomization(`resources:\n  - ../base\nimages:\n${entries}`)
  }
}

const pin = (digest: string, tag = '1.4.2'): string =>
  `  - name: web\n    newName: ${WEB}\n    newTag: "${tag}"\n    digest: ${digest}\n`

function bumped(tree: Tree, file: string, from: string, to: string): Record<string, string> {
  const text = tree[file]!
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  return { [file]: text.replaceAll(from, to) }
}

const PROD = 'apps/web/prod/kustomization.yaml'

export const SCENARIOS: readonly Scenario[] = [
  (() => {
    const base = overlay(pin(D0))
    return { name: 'an overlay digest bump', base, changes: bumped(base, PROD, D0, D1), codes: [] }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newName: ${WEB}\n    newTag: "1.4.2"\n`)
    const changes = { [PROD]: base[PROD]!.replace('newTag: "1.4.2"\n', `newTag: "1.4.2"\n    digest: ${D1}\n`) }
    return { name: 'a digest line added to an overlay entry', base, changes, codes: [] }
  })(),
  (() => {
    const base = overlay(`  - {name: web, newName: ${WEB}}\n`)
    const changes = { [PROD]: base[PROD]!.replace(`newName: ${WEB}}`, `newName: ${WEB}, digest: ${D1}}`) }
    return { name: 'a digest added inside a flow entry', base, changes, codes: [] }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newName: ${WEB}\n    digest: ~\n`)
    return { name: 'digest: ~ filled in', base, changes: bumped(base, PROD, 'digest: ~', `digest: ${D1}`), codes: [] }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newName: ${WEB}\n    tagSuffix: -debug\n`)
    const changes = { [PROD]: base[PROD]!.replace('tagSuffix: -debug\n', `tagSuffix: -debug\n    digest: ${D1}\n`) }
    return { name: 'a digest added beside a tagSuffix (which it overrides)', base, changes, codes: [] }
  })(),
  (() => {
    const base = {
      ...overlay(pin(D0)),
      'apps/web/prod/Kustomization': kustomization(`resources:\n  - ../base\nimages:\n${pin(D0)}`)
    }
    delete (base as Record<string, string>)[PROD]
    const changes = bumped(base, 'apps/web/prod/Kustomization', D0, D1)
    return { name: 'a file named Kustomization, under the default paths', base, changes, codes: [] }
  })(),
  (() => {
    const base = overlay(pin(D0))
    return {
      name: 'a tag and digest bump with allow-tag-change',
      base,
      changes: { [PROD]: base[PROD]!.replace(D0, D1).replace('"1.4.2"', '"1.5.0"') },
      codes: [],
      allowTagChange: true
    }
  })(),
  (() => {
    const base = {
      'apps/web/deployment.yaml': deployment('web', [`${WEB}:1.4.2@${D0}`, 'envoyproxy/envoy:v1.30']),
      'apps/web/kustomization.yaml': kustomization('resources:\n  - deployment.yaml\n')
    }
    const changes = bumped(base, 'apps/web/deployment.yaml', D0, D1)
    return { name: 'a container bump in a resource no entry matches', base, changes, codes: [] }
  })(),
  (() => {
    const base = { 'apps/web/deployment.yaml': deployment('web', [`${WEB}:1.4.2@${D0}`]) }
    return {
      name: 'a container bump outside any kustomization',
      base,
      changes: bumped(base, 'apps/web/deployment.yaml', D0, D1),
      codes: []
    }
  })(),
  (() => {
    const base = {
      ...overlay(`  - name: web\n    newName: ${WEB}\n    newTag: "1.4.2"\n`),
      'apps/web/prod/.argocd-source-web.yaml': `kustomize:\n  images:\n    - web=${WEB}:1.4.2@${D0}\n`
    }
    return {
      name: "an Argo CD override beside a kustomization (kustomize edit set image's rules)",
      base,
      changes: bumped(base, 'apps/web/prod/.argocd-source-web.yaml', D0, D1),
      codes: []
    }
  })(),
  (() => {
    const base: Tree = {
      ...overlay(pin(D0)),
      'apps/web/prod/patch.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n'
    }
    const withPatch = {
      ...base,
      [PROD]: base[PROD]!.replace('images:', 'patches:\n  - path: patch.yaml\nimages:')
    }
    return {
      name: 'an overlay with a patch that sets no image',
      base: withPatch,
      changes: bumped(withPatch, PROD, D0, D1),
      codes: []
    }
  })(),

  // The attacks: each needs an entry, a resource or a file already on the base branch.
  (() => {
    const base = overlay(`  - name: ${WEB}\n    digest: ${D0}\n`, deployment('web', ['ghcr-io/acme/web:1.4.2']))
    return {
      name: "a name matched as a pattern: ghcr.io's '.' matches the '-' of ghcr-io, another registry",
      base,
      changes: bumped(base, PROD, D0, D1),
      codes: ['rendered-effect']
    }
  })(),
  (() => {
    const base = overlay(`${pin(D0)}  - name: ${WEB}:1.5.0\n    newName: evil.example/web\n`)
    return {
      name: 'a dormant entry keyed on a tag wakes when the release moves to that tag',
      base,
      changes: { [PROD]: base[PROD]!.replace(D0, D1).replace('"1.4.2"', '"1.5.0"') },
      codes: ['kustomize-undecidable'],
      allowTagChange: true
    }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newName: ${WEB}\n  - name: ${WEB}\n    digest: ${D0}\n`)
    return {
      name: 'entries that chain: the second matches what the first renders',
      base,
      changes: bumped(base, PROD, D0, D1),
      codes: ['kustomize-undecidable']
    }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newname: evil.example/web\n    newName: ${WEB}\n    digest: ${D0}\n`)
    return {
      name: 'a second newname key, which kustomize reads over newName',
      base,
      changes: bumped(base, PROD, D0, D1),
      codes: ['kustomize-undecidable']
    }
  })(),
  (() => {
    const base = overlay(`  - name: web\n    newName: ${WEB}\n    newTag: 1.20\n    digest: ${D0}\n`)
    return {
      name: 'a number-like newTag, which fails the build',
      base,
      changes: bumped(base, PROD, D0, D1),
      codes: ['kustomize-undecidable']
    }
  })(),
  (() => {
    const base = overlay(pin(D0))
    const outer = {
      ...base,
      'clusters/prod/kustomization.yaml': kustomization(
        `resources:\n  - ../../apps/web/prod\nimages:\n  - name: ${WEB}\n    newName: evil.example/web\n`
      )
    }
    return {
      name: 'a kustomization that includes the overlay renames the image to another repository',
      base: outer,
      changes: bumped(outer, PROD, D0, D1),
      codes: ['rendered-effect']
    }
  })(),
  (() => {
    const base = {
      'apps/web/deployment.yaml': deployment('web', [`${WEB}:1.4.2@${D0}`]),
      'apps/web/kustomization.yaml': kustomization(
        `resources:\n  - deployment.yaml\nimages:\n  - name: ${WEB}\n    digest: ${DX}\n`
      )
    }
    return {
      name: "a container bump that the kustomization's own digest overrides: it renders nowhere",
      base,
      changes: bumped(base, 'apps/web/deployment.yaml', D0, D1),
      codes: ['rendered-effect']
    }
  })(),
  (() => {
    const base = {
      'apps/web/deployment.yaml': deployment('web', [`web:1.4.2@${D0}`]),
      'apps/web/kustomization.yaml': kustomization(
        `resources:\n  - deployment.yaml\nimages:\n  - name: web\n    newName: evil.example/web\n`
      )
    }
    return {
      name: 'a container bump the kustomization renames: the cluster pulls another repository',
      base,
      changes: bumped(base, 'apps/web/deployment.yaml', D0, D1),
      codes: ['rendered-effect'],
      pin: `web@${D1}`
    }
  })(),
  (() => {
    const base = {
      ...overlay(`  - name: ${WEB}:1.5.0\n    newName: evil.example/web\n`, deployment('web', [`${WEB}:1.4.2`])),
      'apps/web/prod/.argocd-source-web.yaml': `kustomize:\n  images:\n    - ${WEB}:1.4.2@${D0}\n`
    }
    return {
      name: "an Argo CD override moving the tag wakes an entry kustomize's set image sorts after it",
      base,
      changes: {
        'apps/web/prod/.argocd-source-web.yaml': base['apps/web/prod/.argocd-source-web.yaml'].replace(
          `1.4.2@${D0}`,
          `1.5.0@${D1}`
        )
      },
      codes: ['kustomize-undecidable'],
      allowTagChange: true
    }
  })(),
  (() => {
    const patch = (digest: string): string =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: web:1.4.2@${digest}\n`
    const base: Tree = {
      ...overlay(`  - name: web\n    newName: evil.example/web\n`),
      'apps/web/prod/patch.yaml': patch(D0)
    }
    const withPatch = { ...base, [PROD]: base[PROD]!.replace('images:', 'patches:\n  - path: patch.yaml\nimages:') }
    return {
      name: 'a container bump in a patch file, which the kustomization then renames',
      base: withPatch,
      changes: { 'apps/web/prod/patch.yaml': patch(D1) },
      codes: ['kustomize-undecidable']
    }
  })(),
  (() => {
    const base = overlay(pin(D0))
    const remote = {
      ...base,
      [PROD]: base[PROD]!.replace('  - ../base\n', '  - ../base\n  - https://github.com/acme/base//app?ref=v1\n')
    }
    return {
      name: 'a remote base, which the gate does not read',
      base: remote,
      changes: bumped(remote, PROD, D0, D1),
      codes: ['kustomize-undecidable']
    }
  })(),
  (() => {
    const base: Tree = {
      ...overlay(pin(D0)),
      'apps/web/prod/patch.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: evil.example/web:1\n'
    }
    const withPatch = { ...base, [PROD]: base[PROD]!.replace('images:', 'patches:\n  - path: patch.yaml\nimages:') }
    return {
      name: 'a patch that sets a container image',
      base: withPatch,
      changes: bumped(withPatch, PROD, D0, D1),
      codes: ['kustomize-undecidable']
    }
  })()
]
