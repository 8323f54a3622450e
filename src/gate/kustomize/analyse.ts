/**
 * What each container renders to at the base and at the head, in every kustomization that builds
 * a change: the changed kustomization itself and every kustomization that includes it (found by
 * includers.ts), or for a changed resource file every kustomization that lists it. Each is built
 * as kustomize builds it (resources, then components, then the `images:` entries; bases built
 * first with their own entries), reading only what can differ: the whole subtree of a changed
 * kustomization, and on the way down from an includer only the branches that lead to a change.
 */
import path from 'node:path'
import { applyEntries } from '../../kube-yaml/kustomize-images.js'
import type { KustomizationEntry } from '../../kube-yaml/kustomization.js'
import { readDocument } from '../../kube-yaml/document.js'
import { hasContent, splitLikeKubernetes } from '../../kube-yaml/split.js'
import type { RepoFiles, Side } from './files.js'
import { closure, findIncluders } from './includers.js'
import { SideLoader, Undecided, type EntriesOverride, type KustomizationNode, type SourcedContainer } from './load.js'
import { outsideRewrite, type OutsideSource } from './outside.js'
import { overrideImages, setImages } from './overrides.js'

const posix = path.posix

/** A changed file the analysis follows. */
export interface KustomizeChange {
  readonly file: string
  /**
   * A kustomization's entries, a resource's containers, Argo CD overrides beside a
   * kustomization, or images set on one from outside (a Flux Kustomization, an Application).
   */
  readonly kind: 'kustomization' | 'resource' | 'overrides' | 'outside'
  /** Where to blame what cannot be decided: the change's first line. */
  readonly line: number
  /** For `outside`: the document, and the kustomization directory its images apply to. */
  readonly source?: OutsideSource | undefined
}

/** The kustomization directory a change rewrites (a resource's is its own file). */
export function changedDir(change: KustomizeChange): string {
  return change.source?.dir ?? dirOf(change.file)
}

/** One kustomization a container passed through, and the entries that matched it there. */
export interface Level {
  readonly file: string
  readonly base: readonly number[]
  readonly head: readonly number[]
  readonly entries: { readonly base: readonly KustomizationEntry[]; readonly head: readonly KustomizationEntry[] }
}

/** A container of a build, rendered at both sides. */
export interface ContainerRender {
  /** The kustomization file built. */
  readonly root: string
  readonly container: SourcedContainer
  readonly base: string
  readonly head: string
  readonly levels: readonly Level[]
}

export interface Analysis {
  /** The kustomizations built, by file: where the render proof renders. */
  readonly roots: readonly { readonly dir: string; readonly file: string }[]
  readonly containers: readonly ContainerRender[]
  /** The changed files some build reached (the others render nowhere). */
  readonly reached: ReadonlySet<string>
  /** Argo CD's overrides, per side, as the builds applied them (for rendering the same builds). */
  readonly overrides?: Record<Side, EntriesOverride> | undefined
}

/** Follows every change through the kustomizations that build it; throws Undecided. */
export async function analyseKustomize(files: RepoFiles, changes: readonly KustomizeChange[]): Promise<Analysis> {
  if (changes.length === 0) return { roots: [], containers: [], reached: new Set() }
  const overrides = await readOverrides(files, changes)
  const loaders = {
    base: new SideLoader(files, 'base', overrides.base),
    head: new SideLoader(files, 'head', overrides.head)
  }
  const first = changes[0]!
  let tree
  try {
    tree = await loaders.head.tree()
  } catch (error) {
    throw new Undecided(
      first.file,
      first.line,
      `the repository's other files cannot be read: ${(error as Error).message}`
    )
  }
  const changedDirs = new Set(changes.filter((c) => c.kind !== 'resource').map(changedDir))
  const changedFiles = new Set(changes.filter((c) => c.kind === 'resource').map((c) => c.file))
  const fromApp = (c: KustomizeChange): boolean => c.kind === 'overrides' || c.kind === 'outside'
  const overridden = new Set(changes.filter(fromApp).map(changedDir))
  // The kustomization is then built both with the app's images (as the app) and without them (as
  // a base of others): the rewrite would apply to both here.
  const both = changes.find(
    (c) => c.kind === 'outside' && changes.some((k) => k.kind === 'kustomization' && dirOf(k.file) === changedDir(c))
  )
  if (both !== undefined)
    throw new Undecided(
      both.file,
      both.line,
      `the PR changes both these images and the kustomization they apply to (${JSON.stringify(changedDir(both) || '.')}); release them in separate PRs`
    )
  // Argo CD and Flux apply these images only when they build that directory as the app; nothing includes it.
  const includers = changes.some((c) => !fromApp(c))
    ? await findIncluders(loaders.head, tree, first)
    : new Map<string, ReadonlySet<string>>()
  const kustomizationDirs = [...changedDirs].filter((d) => !overridden.has(d))
  const upward = closure(includers, [...kustomizationDirs, ...changedFiles])
  const relevant = new Set([...upward, ...changedDirs])
  const roots: { dir: string; file: string }[] = []
  const containers: ContainerRender[] = []
  const reached = new Set<string>()
  const reachedDirs = new Set<string>()
  for (const dir of [...relevant].sort()) {
    const blame = changes.find((c) => changedDir(c) === dir) ?? first
    const [base, head] = await Promise.all(
      (['base', 'head'] as const).map((side) =>
        build(loaders[side], dir, { relevant, changedDirs, changedFiles, reached: reachedDirs }, blame)
      )
    )
    if (base === undefined || head === undefined) continue
    roots.push({ dir, file: head.node.file })
    if (base.containers.length !== head.containers.length)
      throw new Undecided(head.node.file, 1, 'the build has other containers at the base than at the head')
    // Flux substitutes postBuild variables into what kustomize built: an image with one is not known here.
    const substituted = changes.find((c) => c.source?.substitutes === true && c.source.dir === dir)
    const unknown = head.containers.find(
      (h, i) => h.image !== base.containers[i]!.image && /\$/.test(h.image + base.containers[i]!.image)
    )
    if (substituted !== undefined && unknown !== undefined)
      throw new Undecided(
        substituted.file,
        substituted.line,
        `the build renders ${JSON.stringify(unknown.image)}, into which Flux substitutes postBuild variables; pin the image without variables`
      )
    head.containers.forEach((h, i) => {
      const b = base.containers[i]!
      containers.push({
        root: head.node.file,
        container: h.container,
        base: b.image,
        head: h.image,
        levels: h.levels.map((level, k) => ({
          file: level.file,
          base: b.levels[k]?.matched ?? [],
          head: level.matched,
          entries: { base: b.levels[k]?.entries ?? [], head: level.entries }
        }))
      })
    })
  }
  for (const change of changes)
    if (reachedDirs.has(change.kind === 'resource' ? change.file : changedDir(change))) reached.add(change.file)
  return { roots, containers, reached, overrides }
}

interface Scope {
  readonly relevant: ReadonlySet<string>
  readonly changedDirs: ReadonlySet<string>
  readonly changedFiles: ReadonlySet<string>
  /** Filled in: the changed directories and files a build went through. */
  readonly reached: Set<string>
}

interface Live {
  readonly container: SourcedContainer
  image: string
  readonly levels: { file: string; matched: number[]; entries: readonly KustomizationEntry[] }[]
}

/** The containers of `dir`'s build that can differ, at one side; undefined for a component (never built alone). */
async function build(
  loader: SideLoader,
  dir: string,
  scope: Scope,
  blame: KustomizeChange
): Promise<{ node: KustomizationNode; containers: Live[] } | undefined> {
  const node = await loader.node(dir, blame)
  if (node.kustomization.kind === 'Component') return undefined
  scope.reached.add(dir)
  return { node, containers: await accumulate(loader, node, [], scope.changedDirs.has(dir), scope) }
}

/** kustomize's accumulateTarget: resources, then components over what is there, then this kustomization's entries. */
async function accumulate(
  loader: SideLoader,
  node: KustomizationNode,
  from: Live[],
  full: boolean,
  scope: Scope
): Promise<Live[]> {
  // A changed component rewrites everything accumulated before it, so all of it is needed.
  const whole = full || node.components.some((c) => scope.changedDirs.has(c.dir))
  const acc = [...from]
  for (const child of node.resources) {
    if (child.kind === 'file') {
      if (!whole && !scope.changedFiles.has(child.path)) continue
      scope.reached.add(child.path)
      const found = await loader.containers(child.path)
      acc.push(...found.map((container) => ({ container, image: container.image, levels: [] })))
      continue
    }
    if (!whole && !scope.relevant.has(child.dir)) continue
    const base = await loader.node(child.dir, { file: node.file, line: child.line })
    if (base.kustomization.kind === 'Component')
      throw new Undecided(node.file, child.line, `${JSON.stringify(child.dir)} is a component, listed as a resource`)
    scope.reached.add(child.dir)
    acc.push(...(await accumulate(loader, base, [], whole || scope.changedDirs.has(child.dir), scope)))
  }
  let out = acc
  for (const child of node.components) {
    const component = await loader.node(child.dir, { file: node.file, line: child.line })
    scope.reached.add(child.dir)
    out = await accumulate(loader, component, out, whole || scope.changedDirs.has(child.dir), scope)
  }
  for (const live of out) {
    const rendered = applyEntries(live.image, node.entries, live.container.passes)
    live.image = rendered.image
    live.levels.push({ file: node.file, matched: [...rendered.matched], entries: node.entries })
  }
  return out
}

function dirOf(file: string): string {
  return posix.dirname(file) === '.' ? '' : posix.dirname(file)
}

type Rewrite = (entries: readonly KustomizationEntry[]) => readonly KustomizationEntry[]

/**
 * The entries per side of the kustomizations whose images are set from elsewhere: beside each
 * changed Argo CD override file, and where a changed Flux Kustomization or Application applies.
 */
async function readOverrides(
  files: RepoFiles,
  changes: readonly KustomizeChange[]
): Promise<Record<Side, EntriesOverride>> {
  const per = async (side: Side): Promise<Map<string, { file: string; value: string; line: number }[]>> => {
    const loader = new SideLoader(files, side)
    const found = new Map<string, { file: string; value: string; line: number }[]>()
    for (const change of changes.filter((c) => c.kind === 'overrides')) {
      const dir = posix.dirname(change.file) === '.' ? '' : posix.dirname(change.file)
      if (found.has(dir))
        throw new Undecided(change.file, 1, `${JSON.stringify(dir)} has more than one Argo CD parameter override file`)
      const text = await loader.text(change.file)
      const split = splitLikeKubernetes(text)
      const images: { file: string; value: string; line: number }[] = []
      if (split.ok)
        for (const chunk of split.chunks) {
          if (!hasContent(text, chunk)) continue
          const read = readDocument(text, split, chunk)
          if (!read.ok) throw new Undecided(change.file, read.refusal.line, read.refusal.what)
          images.push(...overrideImages(change.file, read.document).map((o) => ({ ...o, file: change.file })))
        }
      if ((await loader.kustomizationFile(dir, { file: change.file, line: 1 })) === undefined)
        throw new Undecided(
          change.file,
          images[0]?.line ?? 1,
          `${JSON.stringify(dir || '.')} has no kustomization, so Argo CD applies no kustomize.images override there`
        )
      found.set(dir, images)
    }
    return found
  }
  const outside = async (side: Side, taken: ReadonlyMap<string, unknown>): Promise<Map<string, Rewrite>> => {
    const loader = new SideLoader(files, side)
    const found = new Map<string, Rewrite>()
    for (const change of changes) {
      if (change.source === undefined) continue
      const { dir } = change.source
      if (found.has(dir) || taken.has(dir))
        throw new Undecided(
          change.file,
          change.line,
          `${JSON.stringify(dir || '.')} gets images from more than one changed place (an override file, a Flux Kustomization, an Application); release them in separate PRs`
        )
      found.set(dir, await outsideRewrite(loader, change.source))
    }
    return found
  }
  const [base, head] = await Promise.all([per('base'), per('head')])
  const [baseOutside, headOutside] = await Promise.all([outside('base', base), outside('head', head)])
  const rewrite =
    (map: Map<string, { file: string; value: string; line: number }[]>, others: Map<string, Rewrite>) =>
    (dir: string, entries: readonly KustomizationEntry[]): readonly KustomizationEntry[] => {
      const other = others.get(dir)
      if (other !== undefined) return other(entries)
      const list = map.get(dir)
      return list === undefined ? entries : setImages(list[0]?.file ?? dir, entries, list)
    }
  return { base: rewrite(base, baseOutside), head: rewrite(head, headOutside) }
}
