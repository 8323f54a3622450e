/**
 * Images set from outside a kustomization: a Flux Kustomization's `spec.images`, which
 * kustomize-controller merges into the kustomization at `spec.path` before it builds it
 * (src/kube-yaml/flux-images.ts), and an Argo CD Application's `kustomize.images` (of
 * `spec.source` or one of `spec.sources`), which Argo CD applies with `kustomize edit set image`
 * in the source's `path`, as it does an override file's (overrides.ts). Where that kustomization
 * is in this repository, the change is followed into its build like a change to the
 * kustomization itself; elsewhere it is judged on its own (src/gate/rule/flux-images.ts, and the
 * byte rule for an Application's references).
 *
 * Which repository a source is:
 * - an Application names it (`repoURL`): followed only when that is this repository on this
 *   GitHub server (https, ssh or scp-like, with or without `.git`, owner and name in any case);
 * - a Flux Kustomization names a source object (`sourceRef`), whose URL is in another object the
 *   gate does not look for. A GitRepository is followed as this repository when `spec.path`
 *   holds a kustomization here: a Flux Kustomization kept in a config repo almost always builds
 *   from it (`flux bootstrap`'s `flux-system`), and following only adds refusals to the entries'
 *   own rule, so a wrong guess costs a false refusal (the build here says the entries render
 *   nowhere or chain), never a false accept. An OCIRepository, Bucket or ExternalArtifact holds
 *   an artifact built elsewhere: not followed.
 * Both are judged at the PR's base and head commits, whatever branch the source tracks.
 */
import path from 'node:path'
import { readDocument, type KubeDocument } from '../../kube-yaml/document.js'
import { fluxImagesOf } from '../../kube-yaml/entry-conflicts.js'
import { mergeFluxImages } from '../../kube-yaml/flux-images.js'
import { isFluxKustomization } from '../../kube-yaml/image-sites.js'
import type { KustomizationEntry } from '../../kube-yaml/kustomization.js'
import { goString, goValue, lookup, resolved, type MapNode, type YamlNode } from '../../kube-yaml/nodes.js'
import { hasContent, splitLikeKubernetes } from '../../kube-yaml/split.js'
import type { ImageChange } from '../rule/compare.js'
import type { RepoFiles } from './files.js'
import { SideLoader, Undecided } from './load.js'
import { kustomizeImages, setImages } from './overrides.js'

const posix = path.posix

/** This repository, as sources name it. */
export interface ThisRepository {
  /** The GitHub server's URL: `https://github.com`, or a GitHub Enterprise Server's. */
  readonly serverUrl: string
  /** `owner/repo`. */
  readonly fullName: string
}

/** A document that sets images on the kustomization of `dir`. */
export interface OutsideSource {
  readonly kind: 'flux' | 'application'
  readonly file: string
  readonly documentIndex: number
  /** `spec` (Flux), `spec.source` or `spec.sources[1]` (Argo CD): where the images are. */
  readonly at: string
  /** The kustomization directory the images apply to. */
  readonly dir: string
  /** Flux `spec.postBuild`: variables substituted into the build's output. */
  readonly substitutes: boolean
}

const FLUX_IMAGE = /^spec\.images\[/
const APP_IMAGE = /^(spec\.source|spec\.sources\[\d+\])\.kustomize\.images\[/

/** Where in its document a change sets images from outside a kustomization, if it does. */
export function outsideAt(change: ImageChange): string | undefined {
  const r = change.resource
  if (r === undefined) return undefined
  if (isFluxKustomization(r) && FLUX_IMAGE.test(change.path)) return 'spec'
  if (r.kind === 'Application' && r.apiGroup === 'argoproj.io') return APP_IMAGE.exec(change.path)?.[1]
  return undefined
}

/**
 * The sources the PR's changes `changes` (of one manifest file) set images through, with the
 * kustomization each applies to where it is in this repository; those that are not are left to
 * their own rule (and listed in `skipped`, with why).
 */
export async function outsideSources(
  files: RepoFiles,
  file: string,
  changes: readonly ImageChange[],
  repository: ThisRepository | undefined
): Promise<{ sources: OutsideSource[]; skipped: string[] }> {
  const wanted = new Map<string, ImageChange>()
  for (const c of changes) {
    const at = outsideAt(c)
    if (at !== undefined && !wanted.has(`${c.documentIndex}\0${at}`)) wanted.set(`${c.documentIndex}\0${at}`, c)
  }
  if (wanted.size === 0) return { sources: [], skipped: [] }
  // The byte rule passed: outside the image fields the document is the same at both sides.
  const loader = new SideLoader(files, 'head')
  const docs = await documents(loader, file)
  const sources: OutsideSource[] = []
  const skipped: string[] = []
  for (const change of wanted.values()) {
    const at = outsideAt(change)!
    const doc = docs[change.documentIndex]
    const node = doc === undefined ? undefined : nodeAt(doc, at)
    if (doc === undefined || node === undefined) continue
    const where = `${JSON.stringify(file)} ${at} (line ${node.line})`
    const kind = isFluxKustomization(doc.identity) ? 'flux' : 'application'
    const dir = kind === 'flux' ? fluxDir(node, where, skipped) : appDir(node, where, repository, skipped)
    if (dir === undefined) continue
    if ((await loader.kustomizationFile(dir, { file, line: change.line })) === undefined) {
      skipped.push(
        `${where}: ${JSON.stringify(dir || '.')} has no kustomization here${kind === 'flux' ? ' (Flux would generate one)' : ''}; judged on its own`
      )
      continue
    }
    checkBuildFields(node, kind, file)
    sources.push({
      kind,
      file,
      documentIndex: change.documentIndex,
      at,
      dir,
      substitutes: kind === 'flux' && lookup(node, 'postBuild') !== undefined
    })
  }
  return { sources, skipped }
}

/** Flux `spec.path` (relative to the source's root, `./` or not) when the source may be this repository. */
function fluxDir(spec: MapNode, where: string, skipped: string[]): string | undefined {
  const ref = resolvedMap(lookup(spec, 'sourceRef')?.node)
  const kind = ref === undefined ? undefined : goString(lookup(ref, 'kind')?.node)
  if (kind !== 'GitRepository') {
    skipped.push(
      `${where}: its source is ${kind === undefined ? 'not named' : `a ${kind}`}, not this repository; judged on its own`
    )
    return undefined
  }
  return repoPath(goString(lookup(spec, 'path')?.node) ?? '', where, skipped)
}

/** An Application source's `path`, when its `repoURL` is this repository. */
function appDir(
  source: MapNode,
  where: string,
  repository: ThisRepository | undefined,
  skipped: string[]
): string | undefined {
  const url = goString(lookup(source, 'repoURL')?.node) ?? ''
  if (repository === undefined || !sameRepository(url, repository)) {
    skipped.push(
      repository === undefined
        ? `${where}: which repository this is is not known here; judged on its own`
        : `${where}: repoURL ${JSON.stringify(url)} is not ${repository.fullName}; judged on its own`
    )
    return undefined
  }
  if (goString(lookup(source, 'chart')?.node) !== undefined) return undefined
  return repoPath(goString(lookup(source, 'path')?.node) ?? '', where, skipped)
}

/** A path inside the repository (`./apps/prod`, `apps/prod/`, `/apps/prod`), or undefined outside it. */
function repoPath(value: string, where: string, skipped: string[]): string | undefined {
  const normal = posix.normalize(`/${value}`).replace(/\/+$/, '').slice(1)
  if (normal.startsWith('..') || value.includes('$')) {
    skipped.push(`${where}: the path ${JSON.stringify(value)} is not a directory of this repository; judged on its own`)
    return undefined
  }
  return normal
}

/**
 * Whether `url` names `repository` on its server: `https://github.com/acme/config(.git)`,
 * `ssh://git@github.com/acme/config.git`, `git@github.com:acme/config.git`; GitHub matches owner
 * and name in any case.
 */
export function sameRepository(url: string, repository: ThisRepository): boolean {
  const host = hostOf(repository.serverUrl)
  const m =
    /^(?:https?:\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/|ssh:\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/|[^@/:]+@([^/:]+):)(.+?)(?:\.git)?\/?$/i.exec(
      url.trim()
    )
  if (m === null || host === undefined) return false
  const at = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase()
  return at === host && m[4]!.toLowerCase() === repository.fullName.toLowerCase()
}

function hostOf(serverUrl: string): string | undefined {
  try {
    return new URL(serverUrl).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * The fields beside the images that change what the build's containers render, which the gate
 * does not follow: components the source adds (Flux `spec.components`, Argo CD
 * `kustomize.components`) and patches that may set an image.
 */
function checkBuildFields(node: MapNode, kind: OutsideSource['kind'], file: string): void {
  const fields = kind === 'flux' ? node : resolvedMap(lookup(node, 'kustomize')?.node)
  if (fields === undefined) return
  for (const entry of fields.entries) {
    const value = goValue(entry.value)
    const empty = value === null || (Array.isArray(value) && value.length === 0)
    if (empty) continue
    if (entry.name === 'components')
      throw new Undecided(
        file,
        entry.key.line,
        `${kind === 'flux' ? 'Flux' : 'Argo CD'} adds these components to the build, which the gate does not follow; set the images in the kustomization, or leave out the components`
      )
    if (
      /^patch/.test(entry.name) &&
      /\bimage\b|\bop\b/i.test(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    )
      throw new Undecided(
        file,
        entry.key.line,
        `a ${entry.name} item may set a container image; the static rule does not apply patches: set images through the images entries only`
      )
  }
}

/** The per-side rewrite of the kustomization in `source.dir`: its entries with the source's images applied. */
export async function outsideRewrite(
  loader: SideLoader,
  source: OutsideSource
): Promise<(entries: readonly KustomizationEntry[]) => readonly KustomizationEntry[]> {
  const doc = (await documents(loader, source.file))[source.documentIndex]
  const node = doc === undefined ? undefined : nodeAt(doc, source.at)
  if (doc === undefined || node === undefined)
    throw new Undecided(
      source.file,
      1,
      `the ${source.kind === 'flux' ? 'Flux Kustomization' : 'Application'} is not there at the ${loader.side}`
    )
  if (source.kind === 'flux') {
    const read = fluxImagesOf(doc)
    if (!read.ok) throw new Undecided(source.file, read.line, read.what)
    const flux = read.entries.map((e) => ({ ...e, file: source.file }))
    return (entries) => {
      const merged = mergeFluxImages(entries, flux)
      if (!merged.ok) throw new Undecided(source.file, merged.entry.line, merged.what)
      return merged.entries
    }
  }
  const images = kustomizeImages(source.file, lookup(node, 'kustomize')?.node)
  return (entries) => (images.length === 0 ? entries : setImages(source.file, entries, images))
}

async function documents(loader: SideLoader, file: string): Promise<KubeDocument[]> {
  const text = await loader.text(file)
  const split = splitLikeKubernetes(text)
  if (!split.ok) throw new Undecided(file, split.line, `${JSON.stringify(file)} does not split into documents`)
  const docs: KubeDocument[] = []
  for (const chunk of split.chunks) {
    if (!hasContent(text, chunk)) continue
    const read = readDocument(text, split, chunk)
    if (!read.ok) throw new Undecided(file, read.refusal.line, read.refusal.what)
    docs.push(read.document)
  }
  return docs
}

/** The mapping at `spec`, `spec.source` or `spec.sources[i]`. */
function nodeAt(doc: KubeDocument, at: string): MapNode | undefined {
  const spec = doc.root === null ? undefined : resolvedMap(lookup(doc.root, 'spec')?.node)
  if (spec === undefined || at === 'spec') return spec
  if (at === 'spec.source') return resolvedMap(lookup(spec, 'source')?.node)
  const i = /^spec\.sources\[(\d+)\]$/.exec(at)?.[1]
  const sources = lookup(spec, 'sources')?.node
  const list = sources === undefined ? undefined : resolved(sources)
  return i === undefined || list?.kind !== 'seq' ? undefined : resolvedMap(list.items[Number(i)])
}

function resolvedMap(node: YamlNode | undefined): MapNode | undefined {
  const at = node === undefined ? undefined : resolved(node)
  return at?.kind === 'map' ? at : undefined
}
