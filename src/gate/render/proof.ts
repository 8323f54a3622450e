/**
 * The render proof: where a kustomize binary is on the runner, each kustomization that builds the
 * change is rendered at the base and at the head with the real kustomize, and the two renders may
 * differ only in container images (compare.ts), each judged like the static rule's renders. The
 * files are those the build reads, fetched through the same source as the PR into a fresh
 * temporary directory; the build is local only (load.ts refused remote bases, Helm and plugins
 * before anything runs, a build that would download a file is not rendered, and the renderer
 * runs with an empty PATH), bounded in time and output.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RepoFiles, Side } from '../kustomize/files.js'
import { SideLoader, Undecided, type EntriesOverride, type KustomizationNode } from '../kustomize/load.js'
import { compareRenders, type RenderedImageChange } from './compare.js'
import type { Renderer, RenderOutput } from './renderer.js'

/** `auto` renders where a binary is found, `required` refuses where none is, `off` never renders. */
export type RenderMode = 'auto' | 'off' | 'required'

export const RENDER_MODES: readonly RenderMode[] = ['auto', 'off', 'required']

/** At most this many kustomizations are rendered per PR (each twice). */
export const MAX_RENDERED = 8

/** One kustomization rendered at both sides. */
export type RootProof =
  | { readonly root: string; readonly ok: true; readonly changes: RenderedImageChange[] }
  | { readonly root: string; readonly ok: false; readonly differs: boolean; readonly why: string }

export interface ProofRun {
  readonly renderer: string
  readonly roots: RootProof[]
  /** Kustomizations left unrendered over the limit. */
  readonly skipped: number
}

export async function renderRoots(
  files: RepoFiles,
  roots: readonly { readonly dir: string; readonly file: string }[],
  renderer: Renderer,
  overrides?: Record<Side, EntriesOverride>
): Promise<ProofRun> {
  const loaders = {
    base: new SideLoader(files, 'base', overrides?.base),
    head: new SideLoader(files, 'head', overrides?.head)
  }
  const work = await mkdtemp(path.join(tmpdir(), 'gitops-release-render-'))
  try {
    const out: RootProof[] = []
    for (const [i, root] of roots.slice(0, MAX_RENDERED).entries()) {
      const side = (s: Side): Promise<RenderOutput> =>
        renderSide(files, loaders[s], s, root, path.join(work, `${i}-${s}`), renderer)
      const [base, head] = await Promise.all([side('base'), side('head')])
      out.push(proofOf(root.file, base, head))
    }
    return { renderer: renderer.label, roots: out, skipped: Math.max(0, roots.length - MAX_RENDERED) }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

function proofOf(root: string, base: RenderOutput, head: RenderOutput): RootProof {
  if (!base.ok && !head.ok) return { root, ok: false, differs: false, why: `at the base too, ${base.why}` }
  if (!head.ok)
    return { root, ok: false, differs: true, why: `it renders at the base but not at the head: ${head.why}` }
  if (!base.ok)
    return { root, ok: false, differs: true, why: `it renders at the head but not at the base: ${base.why}` }
  const compared = compareRenders(base.yaml, head.yaml)
  return compared.ok
    ? { root, ok: true, changes: compared.changes }
    : { root, ok: false, differs: true, why: compared.why }
}

async function renderSide(
  files: RepoFiles,
  loader: SideLoader,
  side: Side,
  root: { readonly dir: string; readonly file: string },
  into: string,
  renderer: Renderer
): Promise<RenderOutput> {
  let needed: Set<string>
  let node: KustomizationNode
  try {
    needed = await buildFiles(loader, root.dir, root.file)
    node = await loader.node(root.dir, { file: root.file, line: 1 })
  } catch (error) {
    if (error instanceof Undecided) return { ok: false, why: `${error.file}: ${error.what}` }
    if (error instanceof Fetches) return { ok: false, why: error.message }
    throw error
  }
  const repo = path.join(into, 'repo')
  const home = path.join(into, 'home')
  await mkdir(home, { recursive: true })
  for (const file of needed) {
    const target = path.join(repo, ...file.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, await files.read(side, file))
  }
  // Argo CD applies its overrides with `kustomize edit set image`, which writes the entries back
  // into the kustomization: JSON, which kustomize reads as YAML, with the overridden entries.
  if (node.overridden) await writeFile(path.join(repo, ...root.file.split('/')), withEntries(node))
  await mkdir(path.join(repo, ...root.dir.split('/').filter(Boolean)), { recursive: true })
  return renderer.build(path.join(repo, ...root.dir.split('/').filter(Boolean)), home)
}

/** The kustomization as JSON with its entries replaced (integers written as numbers). */
function withEntries(node: KustomizationNode): string {
  const json = node.json !== null && typeof node.json === 'object' && !Array.isArray(node.json) ? node.json : {}
  const { images: _images, imageTags: _tags, ...rest } = json
  const images = node.entries.map((e) =>
    Object.fromEntries(
      (['name', 'newName', 'newTag', 'digest', 'tagSuffix'] as const).filter((k) => e[k] !== '').map((k) => [k, e[k]])
    )
  )
  return JSON.stringify({ ...rest, images }, (_key, value: unknown) =>
    typeof value === 'bigint' ? Number(value) : value
  )
}

/** Every file the build of `dir` reads: its kustomization, resources, bases and components, recursively. */
async function buildFiles(loader: SideLoader, dir: string, file: string): Promise<Set<string>> {
  const needed = new Set<string>()
  const seen = new Set<string>()
  const visit = async (at: string, from: { file: string; line: number }): Promise<void> => {
    if (seen.has(at)) return
    seen.add(at)
    const node = await loader.node(at, from)
    const fetch = node.fetches[0]
    if (fetch !== undefined) throw new Fetches(node.file, fetch)
    for (const f of node.files) needed.add(f)
    for (const child of [...node.resources, ...node.components])
      if (child.kind === 'dir') await visit(child.dir, { file: node.file, line: child.line })
  }
  await visit(dir, { file, line: 1 })
  return needed
}

/** A build that would download a file: the renderer runs on files of the repository only. */
class Fetches extends Error {
  constructor(file: string, ref: { readonly value: string; readonly line: number }) {
    super(
      `${file} line ${ref.line} names ${JSON.stringify(ref.value)}, which kustomize would download; the render proof builds from the repository's files only`
    )
  }
}
