/**
 * One side's kustomizations and resources, read as kustomize reads them or refused: a
 * kustomization directory's file (exactly one of kustomize's three names), decoded exactly
 * (src/kube-yaml/kustomization.ts), its resources resolved as kustomize resolves them (a file
 * inside its directory, or a directory with its own kustomization anywhere in the repository),
 * and each resource file's containers as the image transformer meets them. Whatever the static
 * rule cannot follow (a remote base, Helm or plugins, a patch that may set an image, an image
 * field added through `configurations`) is refused as {@link Undecided}, with what to simplify.
 */
import path from 'node:path'
import { messageOf } from '../../errors.js'
import { readDocument, type KubeDocument } from '../../kube-yaml/document.js'
import { kustomizeContainers, type TransformedContainer } from '../../kube-yaml/kustomize-containers.js'
import {
  readKustomization,
  type Kustomization,
  type KustomizationEntry,
  type Reference
} from '../../kube-yaml/kustomization.js'
import { goValue, type GoJson } from '../../kube-yaml/nodes.js'
import { resourceLabel } from '../../kube-yaml/resource.js'
import { hasContent, splitLikeKubernetes } from '../../kube-yaml/split.js'
import type { RepoFiles, RepoTree, Side } from './files.js'

const posix = path.posix

/** kustomize's file names for a kustomization (api/konfig/general.go), in its order. */
export const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'] as const

/** What the static rule cannot follow, where, and what to do about it. */
export class Undecided extends Error {
  override name = 'Undecided'
  constructor(
    readonly file: string,
    readonly line: number,
    readonly what: string
  ) {
    super(what)
  }
}

export type Child =
  | { readonly kind: 'file'; readonly path: string; readonly line: number }
  | { readonly kind: 'dir'; readonly dir: string; readonly line: number }

/** A kustomization directory, read. */
export interface KustomizationNode {
  readonly dir: string
  /** The kustomization file's path. */
  readonly file: string
  readonly kustomization: Kustomization
  /** The entries kustomize applies (after Argo CD's overrides, where the build has them). */
  readonly entries: readonly KustomizationEntry[]
  /** Whether Argo CD's overrides rewrote them. */
  readonly overridden: boolean
  /** The kustomization as the JSON kustomize decodes (for writing it back with the overrides applied). */
  readonly json: GoJson
  readonly resources: readonly Child[]
  readonly components: readonly Extract<Child, { kind: 'dir' }>[]
  /** Every file of the directory's build, for rendering it: the kustomization, patches, generator sources. */
  readonly files: readonly string[]
  /**
   * What the build would fetch over the network: a generator source, CRD or OpenAPI schema
   * named by URL, which kustomize downloads. They set no image, so the static rule does not
   * need them; the render proof does not render such a build.
   */
  readonly fetches: readonly Reference[]
}

/** A container of a resource file, with where it is. */
export interface SourcedContainer extends TransformedContainer {
  readonly file: string
  /** `Deployment web`. */
  readonly object: string
}

/** Rewrites the entries of the kustomization in `dir` (Argo CD's `kustomize.images` overrides). */
export type EntriesOverride = (dir: string, entries: readonly KustomizationEntry[]) => readonly KustomizationEntry[]

export class SideLoader {
  private readonly nodes = new Map<string, Promise<KustomizationNode>>()
  private readonly resources = new Map<string, Promise<SourcedContainer[]>>()

  constructor(
    private readonly files: RepoFiles,
    readonly side: Side,
    private readonly override?: EntriesOverride
  ) {}

  tree(): Promise<RepoTree> {
    return this.files.tree(this.side)
  }

  /** The kustomization file of `dir`, or undefined when it has none. */
  async kustomizationFile(dir: string, at: { file: string; line: number }): Promise<string | undefined> {
    const tree = await this.tree()
    const found = KUSTOMIZATION_NAMES.map((name) => join(dir, name)).filter((f) => tree.files.has(f))
    if (found.length > 1)
      throw new Undecided(
        at.file,
        at.line,
        `${show(dir)} has ${found.map(show).join(' and ')}, which kustomize refuses`
      )
    return found[0]
  }

  node(dir: string, from: { file: string; line: number }): Promise<KustomizationNode> {
    let node = this.nodes.get(dir)
    if (node === undefined) {
      node = this.load(dir, from)
      this.nodes.set(dir, node)
    }
    return node
  }

  private async load(dir: string, from: { file: string; line: number }): Promise<KustomizationNode> {
    const file = await this.kustomizationFile(dir, from)
    if (file === undefined)
      throw new Undecided(from.file, from.line, `${show(dir)} has no kustomization, so kustomize cannot build it`)
    const doc = await this.readOne(file)
    const read = readKustomization(doc)
    if (!read.ok) throw new Undecided(file, read.line, read.what)
    const k = read.kustomization
    const first = k.opaque[0]
    if (first !== undefined)
      throw new Undecided(
        file,
        first.line,
        `${first.field} runs Helm or a plugin, which the gate does not run; only local resources can be followed`
      )
    const resources: Child[] = []
    for (const ref of k.resources) resources.push(await this.resolve(dir, file, ref.value, ref.line, 'resource'))
    const components: Extract<Child, { kind: 'dir' }>[] = []
    for (const ref of k.components) {
      const child = await this.resolve(dir, file, ref.value, ref.line, 'component')
      if (child.kind !== 'dir')
        throw new Undecided(file, ref.line, `the component ${show(ref.value)} is a file, not a directory`)
      components.push(child)
    }
    const extra: string[] = []
    for (const t of k.transforms) {
      let text = t.text ?? ''
      if (t.path !== undefined) {
        const child = await this.resolve(dir, file, t.path, t.line, t.field)
        if (child.kind !== 'file') throw new Undecided(file, t.line, `${t.field} ${show(t.path)} is not a file`)
        extra.push(child.path)
        text = await this.text(child.path)
      }
      if (/\bimage\b/i.test(text) || /\bop\s*["']?\s*:\s*["']?(?:copy|move)\b/.test(text))
        throw new Undecided(
          file,
          t.line,
          `a ${t.field} item may set a container image (it names an image field, or copies or moves a value); the static rule does not apply patches: set images through the images: entries only`
        )
    }
    for (const ref of k.configurations) {
      const child = await this.resolve(dir, file, ref.value, ref.line, 'configurations')
      if (child.kind !== 'file') throw new Undecided(file, ref.line, `configurations ${show(ref.value)} is not a file`)
      extra.push(child.path)
      if (/\bimages?\b/i.test(await this.text(child.path)))
        throw new Undecided(
          file,
          ref.line,
          `the transformer configuration ${show(child.path)} names image fields, which kustomize then rewrites too; the static rule follows container images only`
        )
    }
    const tree = await this.tree()
    const fetches: Reference[] = []
    for (const ref of k.data) {
      if (isRemote(ref.value)) {
        fetches.push(ref)
        continue
      }
      const resolved = posix.normalize(posix.join(dir, ref.value))
      if (tree.files.has(resolved)) extra.push(resolved)
    }
    const entries = this.override ? this.override(dir, k.images) : k.images
    const files = [file, ...resources.flatMap((c) => (c.kind === 'file' ? [c.path] : [])), ...extra]
    const json = doc.root === null ? {} : goValue(doc.root)
    return {
      dir,
      file,
      kustomization: k,
      entries,
      overridden: entries !== k.images,
      json,
      resources,
      components,
      files,
      fetches
    }
  }

  /** A reference resolved as kustomize does: a file inside `dir`, a directory anywhere, or refused. */
  async resolve(dir: string, file: string, ref: string, line: number, field: string): Promise<Child> {
    if (isRemote(ref) || posix.isAbsolute(ref))
      throw new Undecided(file, line, `the ${field} ${show(ref)} is remote; the gate reads only this repository`)
    const target = posix.normalize(posix.join(dir, ref)).replace(/\/+$/, '')
    if (target === '..' || target.startsWith('../'))
      throw new Undecided(file, line, `the ${field} ${show(ref)} is outside the repository`)
    const tree = await this.tree()
    const mode = tree.files.get(target)
    if (mode !== undefined) {
      if (mode !== '100644' && mode !== '100755')
        throw new Undecided(file, line, `the ${field} ${show(target)} is a symbolic link or a submodule`)
      if (dir !== '' && !target.startsWith(`${dir}/`))
        throw new Undecided(
          file,
          line,
          `the ${field} ${show(target)} is outside ${show(dir)}, which kustomize refuses by default (its load restrictor)`
        )
      return { kind: 'file', path: target, line }
    }
    if (tree.dirs.has(target === '.' ? '' : target)) return { kind: 'dir', dir: target === '.' ? '' : target, line }
    throw new Undecided(
      file,
      line,
      `the ${field} ${show(ref)} is not in this repository (a remote base, or a missing file); the gate reads only this repository`
    )
  }

  /** The containers of a resource file, as the image transformer meets them. */
  containers(file: string): Promise<SourcedContainer[]> {
    let found = this.resources.get(file)
    if (found === undefined) {
      found = this.readContainers(file)
      this.resources.set(file, found)
    }
    return found
  }

  private async readContainers(file: string): Promise<SourcedContainer[]> {
    const out: SourcedContainer[] = []
    for (const doc of await this.documents(file)) {
      const read = kustomizeContainers(doc)
      if (!read.ok) throw new Undecided(file, read.line, read.what)
      const { kind, name, namespace } = doc.identity
      const object = resourceLabel({ apiGroup: '', kind: kind ?? 'object', name, namespace })
      out.push(...read.containers.map((c) => ({ ...c, file, object })))
    }
    return out
  }

  async text(file: string): Promise<string> {
    let bytes: Uint8Array
    try {
      bytes = await this.files.read(this.side, file)
    } catch (error) {
      throw new Undecided(file, 1, `${show(file)} could not be read at the ${this.side}: ${messageOf(error)}`)
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw new Undecided(file, 1, `${show(file)} is not UTF-8`)
    }
  }

  private async documents(file: string): Promise<KubeDocument[]> {
    const text = await this.text(file)
    const split = splitLikeKubernetes(text)
    if (!split.ok) throw new Undecided(file, split.line, `${show(file)} does not split into documents`)
    const docs: KubeDocument[] = []
    for (const chunk of split.chunks) {
      if (!hasContent(text, chunk)) continue
      const read = readDocument(text, split, chunk)
      if (!read.ok)
        throw new Undecided(file, read.refusal.line, `${show(file)} is outside the YAML subset: ${read.refusal.what}`)
      docs.push(read.document)
    }
    return docs
  }

  private async readOne(file: string): Promise<KubeDocument> {
    const docs = await this.documents(file)
    if (docs.length > 1) throw new Undecided(file, 1, `${show(file)} holds several documents; kustomize reads one`)
    return (
      docs[0] ?? {
        root: null,
        identity: {
          kind: undefined,
          apiVersion: undefined,
          apiGroup: undefined,
          name: undefined,
          namespace: undefined
        },
        line: 1
      }
    )
  }
}

/** A URL or a git remote, which kustomize fetches. */
function isRemote(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || ref.startsWith('git@')
}

export function join(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`
}

export function show(value: string): string {
  return JSON.stringify(value === '' ? '.' : value)
}
