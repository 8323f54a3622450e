/**
 * The rule on what kustomize renders (src/gate/kustomize/analyse.ts): a container whose image
 * differs between the base and the head must keep its repository and end pinned to a digest the
 * PR's own image changes name, on that repository, its tag kept (or dropped for the digest, as a
 * kustomize `digest` does) or changed only as the tag policy allows; no two entries of one
 * kustomization may both apply to a container the release touches (a chain); and every image
 * change must reach at least one container. So the repository the release policy, ownership and
 * provenance are checked against is the one the cluster pulls.
 */
import { digestProblem, shortDigest } from '../../image/reference.js'
import { splitImage } from '../../kube-yaml/kustomize-images.js'
import { changedDir, type ContainerRender, type KustomizeChange } from '../kustomize/analyse.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason, type ReasonCode } from '../reasons.js'
import type { ImageChange } from './compare.js'
import { tagPolicy, type At } from './image.js'

/** One container whose render differs, for the report: `web: …:1.4.2@sha256:46ae… → @sha256:2849…`. */
export interface RenderedChange {
  /** The kustomization built. */
  readonly root: string
  /** `Deployment web` and the container's name (or its path where it has none). */
  readonly object: string
  readonly container: string
  readonly before: string
  readonly after: string
  /** Whether it renders as the release: judged without a reason. */
  readonly ok: boolean
}

export interface RenderJudgement {
  readonly reasons: Reason[]
  readonly changes: RenderedChange[]
}

/** Where a problem is blamed: a changed file of the PR, at a line a check run can annotate. */
interface Blame {
  readonly file: string
  readonly line: number
}

/**
 * `renders` judged; `followed` are the changed files followed, `mustRender` the image changes
 * that must reach a container, `release` every image change of the PR (whose digests a render
 * may show).
 */
export function judgeRenders(
  renders: readonly ContainerRender[],
  followed: readonly KustomizeChange[],
  mustRender: readonly ImageChange[],
  all: readonly ImageChange[],
  policy: GatePolicy
): RenderJudgement {
  const reasons: Reason[] = []
  const changes: RenderedChange[] = []
  const release = releasePairs(all)
  const changedKustomizations = new Map<string, KustomizeChange>()
  for (const f of followed) if (f.kind !== 'resource') changedKustomizations.set(changedDir(f), f)
  const changedResources = new Set(followed.filter((f) => f.kind === 'resource').map((f) => f.file))
  const seen = new Set<string>()
  for (const render of renders) {
    const blame = blameOf(render, changedKustomizations, changedResources) ?? { file: followed[0]!.file, line: 1 }
    const at = (code: ReasonCode, message: string): Reason =>
      fileReason(code, blame.file, blame.line, `${JSON.stringify(blame.file)} line ${blame.line}: ${message}.`)
    const label = `${render.container.object} ${render.container.name ?? render.container.path}`
    const where = `in the build of ${JSON.stringify(render.root)}, ${label}`
    const touched = render.base !== render.head || touchesChange(render, changedKustomizations)
    if (touched) {
      const chain = render.levels.find((l) => l.head.length > 1 || l.base.length > 1)
      if (chain !== undefined) {
        const matched = l(chain.head.length > 1 ? chain.head : chain.base)
        const entries = chain.head.length > 1 ? chain.entries.head : chain.entries.base
        const names = matched.map(
          (i) =>
            `images[name=${entries[i]?.name ?? '?'}] (line ${entries[i]?.line ?? '?'}${entries[i]?.file === undefined ? '' : ` of ${JSON.stringify(entries[i].file)}`})`
        )
        reasons.push(
          at(
            'kustomize-undecidable',
            `${where}: ${names.join(' and ')} of ${JSON.stringify(chain.file)} both apply, each to what the one before rendered (a chain); make one entry say the whole image`
          )
        )
        continue
      }
    }
    if (render.base === render.head) continue
    const problems = judgeRenderedImage(render.base, render.head, release, policy, at, where, throughEntries(render))
    changes.push({
      root: render.root,
      object: render.container.object,
      container: render.container.name ?? render.container.path,
      before: render.base,
      after: render.head,
      ok: problems.length === 0
    })
    reasons.push(...problems)
    if (problems.length === 0) seen.add(pairOf(render.head))
  }
  for (const change of mustRender) {
    // A change already refused here (a chain, another repository) needs no second reason.
    if (seen.has(pairOf(change.after)) || change.reasons.length > 0 || reasons.some((r) => r.file === change.file))
      continue
    const shown = `${change.field} (${change.after})`
    reasons.push(
      fileReason(
        'rendered-effect',
        change.file,
        change.line,
        `${JSON.stringify(change.file)} line ${change.line}: ${shown} renders nowhere: no container of the kustomizations that build it changes to it (an entry may match no container, or a later entry or an including kustomization set the image itself).`
      )
    )
  }
  return { reasons: dedupe(reasons), changes }
}

/** The `repository@digest` pairs the PR's image changes pin: the only digests a render may move to. */
export function releasePairs(changes: readonly ImageChange[]): Set<string> {
  return new Set(changes.map((c) => pairOf(c.after)))
}

/**
 * One container's render from `before` to `after`: pinned to a sha256 digest, the same
 * repository, a digest of `release` on it, the tag kept (or dropped for the digest, as a
 * kustomize `digest` does) or changed only as the tag policy allows.
 */
export function judgeRenderedImage(
  before: string,
  after: string,
  release: ReadonlySet<string>,
  policy: GatePolicy,
  at: At,
  where: string,
  through = ''
): Reason[] {
  const [b, a] = [splitImage(before), splitImage(after)]
  if (a.digest === '' || digestProblem(a.digest) !== undefined)
    return [at('unpinned', `${where} renders ${JSON.stringify(after)}, not pinned to a sha256 digest${through}`)]
  if (b.name !== a.name)
    return [
      at(
        'rendered-effect',
        `${where} renders from ${JSON.stringify(a.name)} at the head but from ${JSON.stringify(b.name)} at the base${through}`
      )
    ]
  if (!release.has(`${a.name}@${a.digest}`))
    return [
      at(
        'rendered-effect',
        `${where} renders ${JSON.stringify(after)}, but no image change of this PR pins ${JSON.stringify(a.name)} to ${shortDigest(a.digest)}${through}`
      )
    ]
  // A digest pinned by kustomize's `digest` drops the tag: the digest alone decides what is pulled.
  if (a.tag === b.tag || a.tag === '') return []
  return tagPolicy(at, `${where} as rendered`, b.tag || undefined, a.tag, policy)
}

function l(values: readonly number[]): number[] {
  return [...new Set(values)]
}

/** `repository@digest` of a full reference, as kustomize splits it. */
function pairOf(reference: string): string {
  const { name, digest } = splitImage(reference)
  return `${name}@${digest}`
}

function dirOf(file: string): string {
  const at = file.lastIndexOf('/')
  return at === -1 ? '' : file.slice(0, at)
}

function touchesChange(render: ContainerRender, changed: ReadonlyMap<string, KustomizeChange>): boolean {
  return render.levels.some((level) => changed.has(dirOf(level.file)) && level.head.length > 0)
}

/** The changed entry that matched the container, else the changed resource it comes from. */
function blameOf(
  render: ContainerRender,
  changed: ReadonlyMap<string, KustomizeChange>,
  resources: ReadonlySet<string>
): Blame | undefined {
  for (const level of render.levels) {
    const change = changed.get(dirOf(level.file))
    const index = level.head[0] ?? level.base[0]
    if (change === undefined || index === undefined) continue
    const entry = level.entries.head[index] ?? level.entries.base[index]
    // An entry set from the changed file (an override, a Flux Kustomization) carries its own line there.
    return {
      file: change.file,
      line: entry !== undefined && (entry.file ?? level.file) === change.file ? entry.line : change.line
    }
  }
  if (resources.has(render.container.file)) return { file: render.container.file, line: render.container.line }
  return undefined
}

/** `, through images[name=web] (line 7) of apps/web/kustomization.yaml`, for messages. */
function throughEntries(render: ContainerRender): string {
  const parts = render.levels.flatMap((level) =>
    level.head.map((i) => {
      const entry = level.entries.head[i]
      return `images[name=${entry?.name ?? '?'}] (line ${entry?.line ?? '?'}) of ${JSON.stringify(entry?.file ?? level.file)}`
    })
  )
  return parts.length === 0 ? '' : `, through ${parts.join(', then ')}`
}

function dedupe(reasons: Reason[]): Reason[] {
  const seen = new Set<string>()
  return reasons.filter((r) => {
    const key = `${r.file ?? ''}\0${r.code}\0${r.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
