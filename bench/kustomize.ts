/**
 * The gate's kustomize stage on a real overlay tree: the base is Online Boutique's released
 * manifests (../shared/realworld file 010, 12 Deployments), an overlay pins every one of its
 * images by `newName`, `newTag` and `digest`, and a cluster kustomization includes the overlay;
 * the release PR bumps one digest. Timed in process on an in-memory repository (no request
 * latency: the reads are counted instead), with the static rule alone and with the render proof
 * (`kubectl kustomize` or `kustomize build` from PATH), beside the renderer's own time for the
 * same builds. The static rule's cost is shown against the number of entries and of containers.
 */
import { readFileSync } from 'node:fs'
import { judgeChanges } from '../src/gate/judge.js'
import { DEFAULT_PATHS, type GatePolicy } from '../src/gate/policy.js'
import { findRenderer } from '../src/gate/render/renderer.js'
import { memorySource, type Tree } from '../test/helpers/memory-repo.js'
import { renderFiles } from '../test/helpers/kustomize.js'
import { REALWORLD_DIR, NO_REALWORLD, realworldFiles } from '../test/helpers/realworld.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, fmtRatio, now, summarize, type Summary } from './stats.js'

const D0 = `sha256:${'0'.repeat(64)}`
const D1 = `sha256:${'1'.repeat(64)}`
const POLICY: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
/** The render proof may add the renderer's own time and this much more. */
const OVERHEAD_TARGET = 1.25

function overlayTree(): { base: Tree; changes: Record<string, string>; entries: number } {
  const manifests = realworldFiles().find((f) => f.id === '010')!
  const names = [...new Set(manifests.images.map((i) => i.value.replace(/[:@].*$/, '')))]
  const entries = names
    .map((name, i) => {
      const short = name.slice(name.lastIndexOf('/') + 1)
      return `  - name: ${name}\n    newName: ghcr.io/acme/${short}\n    newTag: "v1.${i}.0"\n    digest: ${D0}\n`
    })
    .join('')
  const overlay = `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ../../base\nimages:\n${entries}`
  const base: Tree = {
    'apps/boutique/base/kubernetes-manifests.yaml': manifests.text,
    'apps/boutique/base/kustomization.yaml': 'resources:\n  - kubernetes-manifests.yaml\n',
    'apps/boutique/overlays/prod/kustomization.yaml': overlay,
    'clusters/prod/kustomization.yaml': 'resources:\n  - ../../apps/boutique/overlays/prod\n'
  }
  const first = overlay.indexOf(D0)
  const bumped = `${overlay.slice(0, first)}${D1}${overlay.slice(first + D0.length)}`
  return { base, changes: { 'apps/boutique/overlays/prod/kustomization.yaml': bumped }, entries: names.length }
}

/** A synthetic build: `entries` entries (one matching), `containers` containers. */
function scaled(entries: number, containers: number): { base: Tree; changes: Record<string, string> } {
  const list = Array.from(
    { length: entries },
    (_, i) => `  - name: registry.example/team/app-${i}\n    newTag: "1.0"\n    digest: ${D0}\n`
  ).join('')
  const images = Array.from({ length: containers }, (_, i) => `registry.example/team/app-${i % entries}:0.9`)
  const deployment = images
    .map(
      (image, i) =>
        `---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app-${i}\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: ${image}\n`
    )
    .join('')
  const k = `resources:\n  - apps.yaml\nimages:\n${list}`
  const first = k.indexOf(D0)
  return {
    base: { 'k/apps.yaml': deployment, 'k/kustomization.yaml': k },
    changes: { 'k/kustomization.yaml': `${k.slice(0, first)}${D1}${k.slice(first + D0.length)}` }
  }
}

async function time(reps: number, run: () => Promise<unknown>): Promise<Summary> {
  const samples: number[] = []
  for (let i = 0; i < reps; i++) {
    const t = now()
    await run()
    samples.push(now() - t)
  }
  return summarize(samples)
}

export async function benchKustomize(options: Options): Promise<Area> {
  if (NO_REALWORLD) return { name: 'kustomize', rows: [], notes: [`No ${REALWORLD_DIR}: skipped.`], data: {} }
  readFileSync(`${REALWORLD_DIR}index.json`)
  const reps = options.quick ? 1 : 5
  const renderer = findRenderer()
  const tree = overlayTree()
  const reads: string[] = []
  const gate = (render: boolean): Promise<unknown> =>
    judgeChanges(memorySource(tree.base, tree.changes, reads), POLICY, undefined, {
      render: render && renderer !== undefined ? 'auto' : 'off',
      renderer
    }).then((v) => {
      if (v.verdict !== 'accept') throw new Error(`the bench release was refused: ${JSON.stringify(v.reasons)}`)
    })
  await gate(false)
  const readsPerRun = reads.length
  const staticOnly = await time(reps, () => gate(false))
  const rows: Row[] = [
    {
      area: 'kustomize',
      what: `gate, real overlay tree (Online Boutique's 12 Deployments, ${tree.entries} entries, included by a cluster kustomization), one digest bumped: static rule`,
      value: fmtMs(staticOnly.median),
      note: `${readsPerRun} file reads (blobs through the API), the changed kustomization's two included`
    }
  ]
  const data: Record<string, unknown> = { reps, staticOnly, readsPerRun }
  if (renderer !== undefined) {
    const withRender = await time(reps, () => gate(true))
    const dirs = ['apps/boutique/overlays/prod', 'clusters/prod']
    const head = { ...tree.base, ...tree.changes }
    // As the gate renders: one kustomization after the other, its base and head at once.
    const own = await time(reps, async () => {
      for (const dir of dirs) await Promise.all([renderFiles(tree.base, dir), renderFiles(head, dir)])
    })
    const added = withRender.median - staticOnly.median
    rows.push({
      area: 'kustomize',
      what: `the same with the render proof (${renderer.label}, 2 kustomizations at base and head)`,
      value: fmtMs(withRender.median),
      baseline: `renderer alone ${fmtMs(own.median)}`,
      ratio: fmtRatio(added / own.median),
      target: `<= ${OVERHEAD_TARGET}x the renderer's own time`,
      met: added <= own.median * OVERHEAD_TARGET
    })
    Object.assign(data, { withRender, own })
  }
  const grid = [
    [100, 100],
    [1000, 100],
    [100, 1000]
  ] as const
  const scaling: Record<string, Summary> = {}
  for (const [entries, containers] of grid) {
    const s = scaled(entries, containers)
    scaling[`${entries}x${containers}`] = await time(reps, () =>
      judgeChanges(memorySource(s.base, s.changes), POLICY, undefined, { render: 'off', renderer: undefined })
    )
  }
  const [a, b, c] = grid.map(([e, k]) => scaling[`${e}x${k}`]!.median)
  rows.push({
    area: 'kustomize',
    what: 'static rule: 100 entries x 100 containers; 10x the entries; 10x the containers',
    value: `${fmtMs(a!)}; ${fmtMs(b!)}; ${fmtMs(c!)}`,
    ratio: `${fmtRatio(b! / a!)}; ${fmtRatio(c! / a!)}`,
    target: '<= 10x for 10x (linear in each)',
    met: b! / a! <= 10 && c! / a! <= 10
  })
  data['scaling'] = scaling
  return { name: 'kustomize', rows, notes: [], data }
}
