/**
 * Where real config repos keep images, found by what the YAML says rather than by a path
 * someone wrote down: the `image` of every container of a pod template (any kind), `spec.image`
 * of a custom resource kind, a kustomization's `images:` entries, Helm values' image mappings
 * (`registry`/`repository`/`tag`/`digest`), Argo CD Applications' `kustomize.images`, and a Flux
 * Kustomization's `spec.images` (kustomize entries, which kustomize-controller merges into the
 * kustomization it builds). The
 * edit picks among these sites by repository; the gate lets a PR change only these sites.
 *
 * A site qualifies for an edit only when its scalar is written once, where it is: not an alias,
 * not under an anchor (an alias elsewhere would repeat the change where nobody sees it), one
 * line, no template. Such a site is still listed, with the problem, so the edit can refuse it by
 * name when it is the target and the gate can refuse a PR that changes it.
 */
import { digestOf, parseImageReference, type ImageReference } from '../image/reference.js'
import type { KubeDocument } from './document.js'
import { isPlainString, resolvePlain } from './go-scalars.js'
import { markerAfter, type PolicyMarker } from './image-policy.js'
import { goString, lookup, resolved, type Found, type MapNode, type ScalarStyle, type YamlNode } from './nodes.js'

/** How a file keeps its images. */
export type ImageFormat = 'manifest' | 'kustomization' | 'helm-values'

export const IMAGE_FORMATS: readonly ImageFormat[] = ['manifest', 'kustomization', 'helm-values']

/** The format a file's name says: `kustomization.yaml`, `values-prod.yaml`; a manifest otherwise. */
export function formatOfPath(path: string): ImageFormat {
  const name = path.slice(path.lastIndexOf('/') + 1)
  if (/^(?:kustomization\.ya?ml|Kustomization)$/.test(name)) return 'kustomization'
  if (/^values(?:[-.][^/]*)?\.ya?ml$/.test(name)) return 'helm-values'
  return 'manifest'
}

/**
 * What a site holds: a whole reference (`repo:tag@sha256:…`), a digest beside a repository
 * written elsewhere (a Helm mapping's `digest`, a kustomize entry's `digest`), or a tag beside one
 * (Helm's `tag`, kustomize's `newTag`).
 */
export type SiteRole = 'reference' | 'digest' | 'tag'

/** One scalar's place in the file's text. */
export interface SiteSpan {
  /** Offsets of the scalar's source, quotes included: exactly the bytes to splice. */
  readonly start: number
  readonly end: number
  /** 1-based line of `start`. */
  readonly line: number
  readonly style: ScalarStyle
  /** The scalar's value (a plain scalar's source text). */
  readonly value: string
}

export interface ImageSite {
  /** Where it is: `spec.template.spec.containers[name=web].image`, `images[name=api].digest`, `image.tag`. */
  readonly path: string
  readonly role: SiteRole
  /** The repository the site pins, as written (a Helm mapping's `registry/repository`); undefined when it cannot be read. */
  readonly repository: string | undefined
  /** The tag it carries or sits beside, if any. */
  readonly tag: string | undefined
  /** The digest it holds or sits beside (`sha256:…`), if any. */
  readonly digest: string | undefined
  /**
   * The scalar, or for a kustomize entry without a `digest` key the point where one `digest:`
   * line goes (`start === end`, with {@link insert}).
   */
  readonly span: SiteSpan
  /**
   * For a missing kustomize `digest:` key: the entry's indentation and the line end to write, and
   * `lead`, the line break written first where the entry ends a file that has no final one (the
   * line goes after it, and the file still ends without one: `${lead}${indent}digest: …${eol}`).
   */
  readonly insert?: Insertion | undefined
  /** What stays in front of the reference: `name=` in an Argo CD kustomize image override. */
  readonly prefix?: string | undefined
  /** A `sha` key, which charts render as `@sha256:{{ sha }}`: the digest's hex digits alone. */
  readonly hexOnly?: boolean | undefined
  /** The container a pod-template site belongs to. */
  readonly container?: string | undefined
  /** The digest key a Helm mapping or kustomize entry has beside this tag site, if any. */
  readonly pinnedBeside?: boolean | undefined
  /**
   * A kustomize `digest:` with nothing after it: its span is empty just after the colon, and a
   * value goes in after one space (` sha256:…`).
   */
  readonly empty?: true | undefined
  /** Why the site cannot be edited by a one-line splice; the edit refuses it when it is the target. */
  readonly problem?: string | undefined
  /** Flux image automation's marker after the value (src/kube-yaml/image-policy.ts): an ImagePolicy owns the field. */
  readonly marker?: PolicyMarker | undefined
}

/**
 * Where a kustomize entry without a `digest` key takes one. A block entry takes a line
 * `${indent}digest: …${eol}` (after `lead` where the entry ends a file without a final line
 * break) at the start of any line from its second to just after its last, `from` to `to`; the
 * edit writes it after the last. A flow entry (`{name: web, newName: …}`) takes `, digest: …`
 * right after its last value.
 */
export interface Insertion {
  /** A flow entry's `, digest: …`, rather than a line. */
  readonly flow?: true | undefined
  readonly indent: string
  readonly eol: string
  readonly lead?: string | undefined
  /**
   * The offsets where the line may go: the start of each line of the entry that begins one of
   * its keys (the entry's first line aside), and `span.start`, just after its last line. Never
   * inside a value, so no value can change.
   */
  readonly points: readonly number[]
}

/**
 * The custom resources whose `spec.image` is a site (the `kind`/`api-group` inputs): a part left
 * out matches any, so `{}` takes `spec.image` of every kind.
 */
export interface SpecImageKind {
  readonly kind?: string | undefined
  readonly apiGroup?: string | undefined
}

/** Every image site of one document, in file order. */
export function imageSites(
  text: string,
  doc: KubeDocument,
  format: ImageFormat,
  specImage?: SpecImageKind
): ImageSite[] {
  const root = doc.root
  if (root === null) return []
  const sites: ImageSite[] = []
  const walker = new Walker(text, sites)
  switch (format) {
    case 'kustomization':
      walker.kustomizeImages(lookup(root, 'images'), '')
      break
    case 'helm-values':
      walker.helmValues(root, '', false)
      break
    case 'manifest': {
      const { kind, apiGroup } = doc.identity
      const spec = lookup(root, 'spec')
      // A resource's only: a document without kind and apiVersion is none, whatever it says.
      const specKind =
        specImage !== undefined &&
        kind !== undefined &&
        apiGroup !== undefined &&
        (specImage.kind ?? kind) === kind &&
        (specImage.apiGroup ?? apiGroup) === apiGroup
      if (specKind && spec !== undefined) {
        const specNode = resolved(spec.node)
        const image = specNode.kind === 'map' ? lookup(specNode, 'image') : undefined
        if (image !== undefined)
          walker.reference(image.node, 'spec.image', spec.merged || image.merged || spec.node.anchor !== undefined)
      }
      walker.manifest(root, '', false, apiGroup ?? '', kind ?? '')
      break
    }
  }
  return sites.sort((a, b) => a.span.start - b.span.start)
}

/** The reference a site stands for, as the gate and the reports show it: `repo:tag@sha256:…`. */
export function siteImage(site: ImageSite, value: string = site.span.value): string {
  switch (site.role) {
    case 'reference':
      return site.prefix === undefined ? value : value.slice(site.prefix.length)
    case 'digest': {
      const digest =
        value === '' || (site.span.style === 'PLAIN' && isNullWord(value))
          ? undefined
          : site.hexOnly
            ? `sha256:${value}`
            : value
      // An empty tag (`tag: ""`, the chart's appVersion) names no tag: `repo@sha256:…`, not `repo:@…`.
      const tag = site.tag === undefined || site.tag === '' ? '' : `:${site.tag}`
      return `${site.repository ?? ''}${tag}${digest === undefined ? '' : `@${digest}`}`
    }
    case 'tag':
      return `${site.repository ?? ''}${value === '' ? '' : `:${value}`}${site.digest === undefined || value.includes('@') ? '' : `@${site.digest}`}`
  }
}

/**
 * The value a site takes for the release `ref`: the reference with the site's own tag unless
 * `ref` names one (and its prefix kept); the digest (its hex alone for a `sha` key); the tag
 * (`ref`'s, or the one there) pinned as `tag@sha256:…` where no digest key sits beside it.
 */
export function siteValueFor(site: ImageSite, ref: ImageReference & { digest: string }): string {
  switch (site.role) {
    case 'reference': {
      const tag = ref.tag ?? site.tag
      return `${site.prefix ?? ''}${ref.name}${tag === undefined ? '' : `:${tag}`}@${ref.digest}`
    }
    case 'digest':
      return site.hexOnly ? ref.digest.slice('sha256:'.length) : ref.digest
    case 'tag': {
      const tag = ref.tag ?? site.tag ?? ''
      return site.pinnedBeside ? tag : `${tag}@${ref.digest}`
    }
  }
}

/**
 * The site at an explicit path (the `field` input), for layouts the rules above miss:
 * `spec.template.spec.containers[name=api].image`, `images[name=ghcr.io/acme/api].digest`,
 * `image.tag`, `spec.jobs[0].image`. A path the rules find is that site; any other names a scalar
 * holding a whole reference. Undefined when nothing is written at the path.
 */
export function siteAt(
  text: string,
  doc: KubeDocument,
  sites: readonly ImageSite[],
  path: string
): ImageSite | undefined {
  const found = sites.find((s) => s.path === path)
  if (found !== undefined || doc.root === null) return found
  const steps = parsePath(path)
  if (steps === undefined) return undefined
  let node: YamlNode = doc.root
  let shared = false
  for (const step of steps) {
    shared ||= node.anchor !== undefined
    if (typeof step === 'string') {
      if (node.kind !== 'map') return undefined
      const next = lookup(node, step)
      if (next === undefined) return undefined
      shared ||= next.merged
      node = next.node
    } else if (typeof step === 'number') {
      if (node.kind !== 'seq') return undefined
      const next: YamlNode | undefined = node.items[step]
      if (next === undefined) return undefined
      node = next
    } else {
      if (node.kind !== 'seq') return undefined
      const next: YamlNode | undefined = node.items.find((item) => {
        const at = resolved(item)
        return at.kind === 'map' && goString(lookup(at, step.key)?.node) === step.value
      })
      if (next === undefined) return undefined
      node = next
    }
  }
  const sink: ImageSite[] = []
  new Walker(text, sink).reference(node, path, shared)
  return sink[0]
}

type PathStep = string | number | { readonly key: string; readonly value: string }

/** `a.b[0].c[name=x]` as steps; undefined when it does not parse. */
export function parsePath(path: string): PathStep[] | undefined {
  const steps: PathStep[] = []
  const re = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[([A-Za-z_][\w-]*)=([^\]]*)\]/y
  let at = 0
  while (at < path.length) {
    re.lastIndex = at
    const m = re.exec(path)
    if (m === null || (m[1] !== undefined && at > 0 && path[at] !== '.') || (at === 0 && path[0] === '.'))
      return undefined
    if (m[1] !== undefined) steps.push(m[1])
    else if (m[2] !== undefined) steps.push(Number(m[2]))
    else steps.push({ key: m[3]!, value: m[4]! })
    at = re.lastIndex
  }
  return steps.length === 0 ? undefined : steps
}

const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers'])
const DIGEST_KEYS = ['digest', 'sha'] as const
const TEMPLATE = /\{\{|\$\{/

class Walker {
  constructor(
    private readonly text: string,
    private readonly sites: ImageSite[]
  ) {}

  /** Pod templates anywhere, plus Argo CD's kustomize overrides and Helm values inside Applications and HelmReleases. */
  manifest(node: YamlNode, path: string, shared: boolean, apiGroup: string, kind: string): void {
    if (node.kind === 'alias') return
    const under = shared || node.anchor !== undefined
    if (node.kind === 'seq') {
      node.items.forEach((item, i) => this.manifest(item, `${path}[${i}]`, under, apiGroup, kind))
      return
    }
    if (node.kind !== 'map') return
    for (const entry of node.entries) {
      const at = join(path, entry.name)
      const value = entry.value
      if (CONTAINER_LISTS.has(entry.name) && value.kind === 'seq') {
        this.containers(value.items, at, under || value.anchor !== undefined)
        continue
      }
      // Applications, and Argo CD's parameter override files (`.argocd-source.yaml`: no kind).
      if ((apiGroup === 'argoproj.io' || kind === '') && entry.name === 'kustomize' && value.kind === 'map') {
        const images = lookup(value, 'images')
        if (images !== undefined && images.node.kind === 'seq' && !images.merged) {
          const shared2 = under || value.anchor !== undefined || images.node.anchor !== undefined
          images.node.items.forEach((item, i) => this.override(item, `${at}.images[${i}]`, shared2))
        }
      }
      // Helm parameters, as Argo CD Image Updater writes them (`image.name`/`image.repository`, `image.tag`).
      if ((apiGroup === 'argoproj.io' || kind === '') && entry.name === 'helm' && value.kind === 'map') {
        const parameters = lookup(value, 'parameters')
        if (parameters !== undefined && parameters.node.kind === 'seq' && !parameters.merged)
          this.parameters(
            parameters.node.items,
            `${at}.parameters`,
            under || value.anchor !== undefined || parameters.node.anchor !== undefined
          )
      }
      if (apiGroup === 'argoproj.io' && entry.name === 'valuesObject' && value.kind === 'map') {
        this.helmValues(value, at, under)
        continue
      }
      if (kind === 'HelmRelease' && apiGroup === 'helm.toolkit.fluxcd.io' && at === 'spec.values') {
        if (value.kind === 'map') this.helmValues(value, at, under)
        continue
      }
      // kustomize-controller merges these into the images: of the kustomization at spec.path.
      if (isFluxKustomization({ kind, apiGroup }) && at === 'spec' && value.kind === 'map') {
        this.kustomizeImages(lookup(value, 'images'), 'spec.', under || value.anchor !== undefined)
        this.manifest(value, at, under, apiGroup, kind)
        continue
      }
      if (isFluxKustomization({ kind, apiGroup }) && at === 'spec.images') continue
      this.manifest(value, at, under, apiGroup, kind)
    }
  }

  private containers(items: readonly YamlNode[], path: string, shared: boolean): void {
    items.forEach((item, i) => {
      if (item.kind !== 'map') {
        if (item.kind === 'alias') {
          const target = resolved(item)
          const image = target.kind === 'map' ? goString(lookup(target, 'image')?.node) : undefined
          if (image !== undefined)
            this.push({
              path: `${path}[${i}].image`,
              ...referenceParts(image),
              role: 'reference',
              span: spanOf(item, this.text),
              problem: `the container is an alias (*${item.name}), not its own value`
            })
        }
        return
      }
      const name = goString(lookup(item, 'name')?.node)
      const at = `${path}[${name === undefined ? i : `name=${name}`}].image`
      const image = lookup(item, 'image')
      if (image === undefined) return
      this.reference(image.node, at, shared || item.anchor !== undefined || image.merged, name)
    })
  }

  /** A scalar holding a whole reference. */
  reference(node: YamlNode, path: string, shared: boolean, container?: string): void {
    const value = goString(node)
    const parts =
      value === undefined ? { repository: undefined, tag: undefined, digest: undefined } : referenceParts(value)
    this.push({
      path,
      role: 'reference',
      ...parts,
      span: spanOf(node, this.text),
      container,
      problem: scalarProblem(node, path, shared, this.text)
    })
  }

  /** An Argo CD `kustomize.images` item: `repo[:tag][@digest]`, or `name=repo[:tag][@digest]`. */
  private override(node: YamlNode, path: string, shared: boolean): void {
    const value = goString(node)
    if (value === undefined) return
    const eq = value.indexOf('=')
    const prefix = eq === -1 ? undefined : value.slice(0, eq + 1)
    this.push({
      path,
      role: 'reference',
      ...referenceParts(prefix === undefined ? value : value.slice(eq + 1)),
      span: spanOf(node, this.text),
      prefix,
      problem: scalarProblem(node, path, shared, this.text)
    })
  }

  /**
   * Argo CD Helm `parameters` entries (`{name, value}`), grouped into image mappings by the name's
   * prefix, as a chart reads `--set image.repository=… --set image.tag=…`: a tag, a digest, and a
   * whole reference under `<prefix>.image`, each at its entry's `value`.
   */
  private parameters(items: readonly YamlNode[], path: string, shared: boolean): void {
    for (const group of parameterGroups(items)) {
      const repository = group.registry ? `${group.registry}/${group.repository}` : group.repository
      const tag = group.tag === undefined ? undefined : scalarText(group.tag.value)
      const digestValue = group.digest === undefined ? undefined : goString(group.digest.value)
      const at = (entry: ParameterEntry): string => `${path}[name=${entry.name}].value`
      const under = (entry: ParameterEntry): boolean => shared || entry.item.anchor !== undefined || entry.merged
      if (group.tag !== undefined && repository !== undefined)
        this.push({
          path: at(group.tag),
          role: 'tag',
          repository,
          tag: tag?.includes('@') ? tag.slice(0, tag.indexOf('@')) : tag,
          digest: digestValue || undefined,
          pinnedBeside: group.digest !== undefined,
          span: spanOf(group.tag.value, this.text),
          problem: scalarProblem(group.tag.value, at(group.tag), under(group.tag), this.text, true)
        })
      if (group.digest !== undefined && repository !== undefined)
        this.push({
          path: at(group.digest),
          role: 'digest',
          repository,
          tag,
          digest: digestValue || undefined,
          span: spanOf(group.digest.value, this.text),
          problem: scalarProblem(group.digest.value, at(group.digest), under(group.digest), this.text)
        })
      if (group.image !== undefined) this.reference(group.image.value, at(group.image), under(group.image))
    }
  }

  /**
   * kustomize `images:` entries (a kustomization's, or a Flux Kustomization's `spec.images`,
   * `prefix` `spec.`): each entry's `newTag` and `digest`, or where a `digest` line goes.
   */
  kustomizeImages(images: Found | undefined, prefix: string, inherited = false): void {
    if (images === undefined || images.node.kind !== 'seq') return
    const shared = inherited || images.merged || images.node.anchor !== undefined
    for (const item of images.node.items) {
      if (item.kind !== 'map') continue
      const name = goString(lookup(item, 'name')?.node)
      const newName = goString(lookup(item, 'newName')?.node)
      const repository = newName ?? name
      const at = `${prefix}images[name=${name ?? '?'}]`
      const under = shared || item.anchor !== undefined
      const tagNode = lookup(item, 'newTag')
      const tag = tagNode === undefined ? undefined : scalarText(tagNode.node)
      const digestNode = lookup(item, 'digest')
      const digest = digestNode === undefined ? undefined : goString(digestNode.node)
      if (tagNode !== undefined)
        this.push({
          path: `${at}.newTag`,
          role: 'tag',
          repository,
          tag,
          digest: digest || undefined,
          pinnedBeside: true,
          span: spanOf(tagNode.node, this.text),
          problem: scalarProblem(tagNode.node, `${at}.newTag`, under || tagNode.merged, this.text, true)
        })
      if (digestNode !== undefined) {
        // `digest: ~` and an empty `digest:` are no digest to kustomize: a release fills them in.
        const empty = isNullPlain(digestNode.node)
        this.push({
          path: `${at}.digest`,
          role: 'digest',
          repository,
          tag,
          digest: digest || undefined,
          span: spanOf(digestNode.node, this.text),
          ...(empty && digestNode.node.start === digestNode.node.end ? { empty: true } : {}),
          problem: empty
            ? under || digestNode.merged
              ? `${at}.digest is shared through an anchor or a merge key, so aliases may repeat it`
              : undefined
            : scalarProblem(digestNode.node, `${at}.digest`, under || digestNode.merged, this.text)
        })
        continue
      }
      const insert = this.insertion(item)
      this.push({
        path: `${at}.digest`,
        role: 'digest',
        repository,
        tag,
        digest: undefined,
        span: { start: insert.offset, end: insert.offset, line: insert.line, style: 'PLAIN', value: '' },
        insert: under ? undefined : insert.insert,
        problem: under ? `${at} is shared through an anchor` : undefined
      })
    }
  }

  /**
   * Where a `digest` key goes in an entry: for a block mapping, a line at its keys' indentation,
   * written after its last line; for a flow mapping, `, digest: …` after its last value.
   */
  private insertion(item: MapNode): { offset: number; line: number; insert: Insertion } {
    const text = this.text
    const lastEntry = item.entries.at(-1)
    const lineStart = (offset: number): number => text.lastIndexOf('\n', offset - 1) + 1
    if (item.flow || lastEntry === undefined) {
      const offset = lastEntry?.value.end ?? item.start + 1
      return { offset, line: countLines(text, offset), insert: { flow: true, indent: '', eol: '', points: [offset] } }
    }
    const key = item.entries.find((e) => e.name !== '')?.key ?? lastEntry.key
    const column = key.start - lineStart(key.start)
    const first = lineStart(item.start)
    const points = item.entries.map((e) => lineStart(e.key.start)).filter((p) => p > first)
    let offset = text.indexOf('\n', lastEntry.value.end)
    if (offset === -1) {
      // The entry ends a file without a final line break: the new line goes after one, and the
      // file keeps ending without it.
      const lead = text.includes('\r\n') ? '\r\n' : '\n'
      const insert = { indent: ' '.repeat(column), eol: '', lead, points: [...points, text.length] }
      return { offset: text.length, line: countLines(text, text.length) + 1, insert }
    }
    const eol = offset > 0 && text[offset - 1] === '\r' ? '\r\n' : '\n'
    offset = offset + 1
    const line = countLines(text, offset)
    return { offset, line, insert: { indent: ' '.repeat(column), eol, points: [...points, offset] } }
  }

  /** Helm values: image mappings, and any other scalar holding a whole reference. */
  helmValues(node: YamlNode, path: string, shared: boolean): void {
    if (node.kind === 'alias') return
    const under = shared || node.anchor !== undefined
    if (node.kind === 'seq') {
      node.items.forEach((item, i) => this.helmValues(item, `${path}[${i}]`, under))
      return
    }
    if (node.kind === 'scalar') {
      const value = goString(node)
      const key = path.slice(path.lastIndexOf('.') + 1)
      if (value !== undefined && (key === 'image' || value.includes('/')) && looksLikeReference(value))
        this.reference(node, path, under)
      return
    }
    const mapping = this.helmImageMapping(node, path, under)
    for (const entry of node.entries) {
      if (mapping.has(entry.name)) continue
      this.helmValues(entry.value, join(path, entry.name), under)
    }
  }

  /** A mapping with a `repository` (or, beside registry/tag/digest, an `image`) string: its sites; the keys it used. */
  private helmImageMapping(map: MapNode, path: string, shared: boolean): Set<string> {
    const has = (key: string): boolean => map.entries.some((e) => e.name === key)
    const repoKey =
      stringEntry(map, 'repository') !== undefined
        ? 'repository'
        : stringEntry(map, 'image') !== undefined && ['registry', 'tag', ...DIGEST_KEYS].some(has)
          ? 'image'
          : undefined
    if (repoKey === undefined) return new Set()
    const registry = stringEntry(map, 'registry')
    const repo = stringEntry(map, repoKey)!
    const repository = registry ? `${registry}/${repo}` : repo
    const tagEntry = map.entries.find((e) => e.name === 'tag')
    const tag = tagEntry === undefined ? undefined : scalarText(tagEntry.value)
    const digestKey = DIGEST_KEYS.find(has)
    const digestEntry = digestKey && map.entries.find((e) => e.name === digestKey)
    const digestValue = digestEntry ? goString(digestEntry.value) : undefined
    const digest = digestValue ? (digestKey === 'sha' ? `sha256:${digestValue}` : digestValue) : undefined
    const used = new Set(['registry', repoKey, 'tag', ...DIGEST_KEYS])
    if (tagEntry !== undefined)
      this.push({
        path: join(path, 'tag'),
        role: 'tag',
        repository,
        tag: tag?.includes('@') ? tag.slice(0, tag.indexOf('@')) : tag,
        digest,
        pinnedBeside: digestEntry !== undefined,
        span: spanOf(tagEntry.value, this.text),
        problem: scalarProblem(tagEntry.value, join(path, 'tag'), shared, this.text, true)
      })
    if (digestEntry)
      this.push({
        path: join(path, digestKey),
        role: 'digest',
        repository,
        tag,
        digest,
        hexOnly: digestKey === 'sha',
        span: spanOf(digestEntry.value, this.text),
        problem: scalarProblem(digestEntry.value, join(path, digestKey), shared, this.text)
      })
    return used
  }

  private push(site: ImageSite): void {
    const marker =
      site.insert === undefined && site.span.end > site.span.start ? markerAfter(this.text, site.span.end) : undefined
    this.sites.push(marker === undefined ? site : { ...site, marker })
  }
}

/** A Flux Kustomization (kustomize.toolkit.fluxcd.io), whose `spec.images` are kustomize entries. */
export function isFluxKustomization(identity: {
  readonly kind?: string | undefined
  readonly apiGroup?: string | undefined
}): boolean {
  return identity.kind === 'Kustomization' && identity.apiGroup === 'kustomize.toolkit.fluxcd.io'
}

/** One `{name, value}` entry of Argo CD's Helm parameters. */
interface ParameterEntry {
  readonly name: string
  readonly item: YamlNode
  readonly value: YamlNode
  readonly merged: boolean
}

/** The image parts a parameter's name gives, after its prefix (`image.repository`, `web.image.tag`). */
const PARAMETER_PARTS = /^(.*?)\.?(repository|name|registry|tag|digest|image|spec)$/

/** Parameters grouped by prefix into image mappings: those with a repository (or name), or a whole reference. */
function parameterGroups(items: readonly YamlNode[]): {
  repository: string | undefined
  registry: string | undefined
  tag?: ParameterEntry
  digest?: ParameterEntry
  image?: ParameterEntry
}[] {
  const groups = new Map<string, Partial<Record<string, ParameterEntry>>>()
  for (const item of items) {
    if (item.kind !== 'map') continue
    const name = goString(lookup(item, 'name')?.node)
    const value = lookup(item, 'value')
    const part = name === undefined ? null : PARAMETER_PARTS.exec(name)
    if (name === undefined || value === undefined || part === null) continue
    const [prefix, key] = [part[1]!, part[2]!]
    // `image` alone names a whole reference only as a name's last word (`image`, `web.image`);
    // `image.spec` is Image Updater's parameter for one (its helm.image-spec).
    if (key === 'image' && !(name === 'image' || name.endsWith('.image'))) continue
    const group = groups.get(prefix) ?? {}
    group[key] = { name, item, value: value.node, merged: value.merged }
    groups.set(prefix, group)
  }
  return [...groups.values()].flatMap((g) => {
    const repo = g['repository'] ?? g['name']
    const repository = repo === undefined ? undefined : goString(repo.value)
    const whole = g['image'] ?? g['spec']
    const image = whole !== undefined && looksLikeReference(goString(whole.value) ?? '') ? whole : undefined
    if (repository === undefined && image === undefined) return []
    return [
      {
        repository,
        registry: g['registry'] === undefined ? undefined : goString(g['registry'].value),
        ...(g['tag'] === undefined ? {} : { tag: g['tag'] }),
        ...(g['digest'] === undefined ? {} : { digest: g['digest'] }),
        ...(image === undefined ? {} : { image })
      }
    ]
  })
}

/** Repository, tag and digest of a reference as written, or all undefined when it is none. */
function referenceParts(value: string): Pick<ImageSite, 'repository' | 'tag' | 'digest'> {
  try {
    const ref = parseImageReference(value, { requireDigest: false })
    return { repository: ref.name, tag: ref.tag, digest: ref.digest ?? digestOf(value) }
  } catch {
    return { repository: undefined, tag: undefined, digest: undefined }
  }
}

/** `~`, `null`: what YAML 1.1 reads as null in a plain scalar (the empty one too). */
function isNullWord(value: string): boolean {
  return value === '' || resolvePlain(value).type === 'null'
}

function isNullPlain(node: YamlNode): boolean {
  return node.kind === 'scalar' && node.style === 'PLAIN' && isNullWord(node.value)
}

function looksLikeReference(value: string): boolean {
  return referenceParts(value).repository !== undefined
}

function stringEntry(map: MapNode, key: string): string | undefined {
  const entry = map.entries.find((e) => e.name === key)
  if (entry === undefined || entry.value.kind !== 'scalar') return undefined
  return goString(entry.value)
}

/** A scalar's text as written for a tag: `1.20` stays `1.20` (Go would read a float). */
function scalarText(node: YamlNode): string | undefined {
  const at = resolved(node)
  return at.kind === 'scalar' ? at.value : undefined
}

function spanOf(node: YamlNode, text: string): SiteSpan {
  const style = node.kind === 'scalar' && isScalarStyle(node.style) ? node.style : 'PLAIN'
  const value = node.kind === 'scalar' ? node.value : text.slice(node.start, node.end)
  return { start: node.start, end: node.end, line: node.line, style, value }
}

function isScalarStyle(style: string): style is ScalarStyle {
  return style === 'PLAIN' || style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE'
}

/** Why a scalar cannot be edited as one line in place, if it cannot. */
function scalarProblem(
  node: YamlNode,
  path: string,
  shared: boolean,
  text: string,
  numbersAllowed = false
): string | undefined {
  if (node.kind === 'alias') return `${path} is an alias (*${node.name}), not its own value`
  if (node.anchor !== undefined) return `${path} has an anchor (&${node.anchor}), so aliases may share it`
  if (shared) return `${path} is shared through an anchor or a merge key, so aliases may repeat it`
  if (node.kind !== 'scalar') return `${path} is a ${node.kind === 'map' ? 'mapping' : 'sequence'}, not a string`
  if (node.style === 'BLOCK_LITERAL' || node.style === 'BLOCK_FOLDED')
    return `${path} is a block scalar (${node.style === 'BLOCK_LITERAL' ? '|' : '>'})`
  if (node.style === 'PLAIN' && node.start === node.end) return `${path} is empty; write "" there first`
  if (node.style === 'PLAIN' && !numbersAllowed && !isPlainString(node.value))
    return `${path} is not a string (${JSON.stringify(node.value)})`
  if (/[\r\n]/.test(text.slice(node.start, node.end))) return `${path} spans several lines`
  if (TEMPLATE.test(node.value)) return `${path} is a template (${JSON.stringify(node.value)}), rendered elsewhere`
  return undefined
}

function join(path: string, key: string): string {
  return path === '' ? key : /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`
}

function countLines(text: string, offset: number): number {
  let n = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) n++
  return n
}
