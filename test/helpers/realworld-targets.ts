/**
 * The image targets of the real-world corpus (../shared/realworld), as a user would release
 * them: a manifest's resource by kind, group and name, a kustomization's repository, a Helm
 * values repository (through its tag with `field` where its mapping has no digest key), and
 * the refusals expected, with why. Used by the bump tests of the edit and of the CLI.
 */
import { parseImageReference } from '../../src/image/reference.js'
import { apiGroupOf, readDocument, type DocumentIdentity } from '../../src/kube-yaml/document.js'
import { hasContent, splitLikeKubernetes, type KubeChunk } from '../../src/kube-yaml/split.js'
import { lineCounter } from '../../src/text/lines.js'
import type { EditOptions, ResourceSelector } from '../../src/manifest/index.js'
import { realworldFiles, type RealworldFile, type RealworldImage } from './realworld.js'

export const DIGEST = `sha256:${'c0ffee'.repeat(10)}c0ff`

/** One release a user could ask for: a file, how it is selected, REF, and the lines it must change. */
export interface RealworldTarget {
  readonly id: string
  readonly file: string
  readonly text: string
  readonly selector: ResourceSelector
  readonly options: EditOptions
  readonly image: string
  /** 1-based lines that must change (replacements). */
  readonly lines: readonly number[]
  /** How many `digest:` lines are added. */
  readonly inserts: number
  /** Why a refusal is expected: duplicate keys, or several tags of one repository. */
  readonly refuse?: string
  /** Helm mapping with a tag and no digest key: refused plainly, then bumped with `field`. */
  readonly tagField?: string
  /**
   * A line to change carries a Flux image automation marker: refused plainly, naming its
   * ImagePolicy; `options` then follow the markers.
   */
  readonly marked?: true
}

const SELECTOR_NONE: ResourceSelector = { kind: 'Microservice', apiGroup: 'platform.example.io' }

/** The repository a value names, or undefined for placeholders, templates and empty values. */
function repositoryOf(value: string): string | undefined {
  if (value === '' || /\{\{|\$\{|:\/\//.test(value)) return undefined
  try {
    return parseImageReference(value, { requireDigest: false }).name
  } catch {
    return undefined
  }
}

/** Files 027 and 102 hold duplicate keys, which Go and JavaScript read differently. */
const DUPLICATE_KEYS = new Set(['027', '102'])

/**
 * Every target of the corpus, worked out once per process (the unit tier shares its workers'
 * modules between files, so four corpus tests pay for it once). Read-only: callers share it.
 */
export function realworldTargets(): readonly RealworldTarget[] {
  return (computed ??= computeTargets())
}

let computed: readonly RealworldTarget[] | undefined

function computeTargets(): RealworldTarget[] {
  const targets: RealworldTarget[] = []
  for (const entry of realworldFiles()) {
    const found =
      entry.format === 'kustomization'
        ? kustomizationTargets(entry)
        : entry.format === 'helm-values'
          ? helmTargets(entry)
          : manifestTargets(entry)
    const lines = entry.text.split('\n')
    for (const t of found)
      targets.push(
        t.refuse === undefined && t.lines.some((n) => MARKER.test(lines[n - 1] ?? ''))
          ? { ...t, options: { ...t.options, markers: 'follow' }, marked: true }
          : t
      )
  }
  return targets
}

/** A Flux image automation marker, as the corpus's files write them. */
const MARKER = /#\s*\{"\$imagepolicy":/

type Entry = RealworldFile & { readonly text: string }

function manifestTargets(entry: Entry): RealworldTarget[] {
  const file = splitLikeKubernetes(entry.text)
  if (!file.ok) return []
  const chunks = file.chunks.filter((c) => hasContent(entry.text, c))
  // Each chunk's first and last line, counted once: counting them per image made this the
  // slowest part of every corpus test (seconds for the 2 MB files).
  const line = lineCounter(entry.text)
  const ranges = chunks.map((chunk) => ({ chunk, from: line(chunk.contentStart), to: line(chunk.end) }))
  const groups = new Map<string, { chunk: KubeChunk; repository: string; images: RealworldImage[] }>()
  for (const image of entry.images) {
    const chunk = ranges.find((r) => image.line >= r.from && image.line <= r.to)?.chunk
    if (chunk === undefined) continue
    const helm = /\.(repository|tag|registry|digest)$/.exec(image.path)
    if (helm) {
      // A Flux HelmRelease's values mapping, named by its repository entry.
      if (helm[1] !== 'repository') continue
      const repository = repositoryOf(image.value)
      if (repository === undefined) continue
      const tag = entry.images.find((i) => i.path === image.path.replace(/repository$/, 'tag'))
      const key = `${chunk.start} helm ${image.path}`
      groups.set(key, { chunk, repository, images: [image, ...(tag ? [tag] : [])] })
      continue
    }
    if (!image.path.endsWith('.image') && !/kustomize\.images\[\d+\]$/.test(image.path)) continue
    const value = image.value.includes('=') ? image.value.slice(image.value.indexOf('=') + 1) : image.value
    const repository = repositoryOf(value)
    if (repository === undefined) continue
    const key = `${chunk.start} ${repository}`
    const group = groups.get(key) ?? { chunk, repository, images: [] }
    group.images.push(image)
    groups.set(key, group)
  }
  const identities = new Map<KubeChunk, DocumentIdentity>()
  for (const chunk of chunks) {
    const read = readDocument(entry.text, file, chunk)
    identities.set(chunk, read.ok ? read.document.identity : read.identity)
  }
  const targets: RealworldTarget[] = []
  for (const [key, { chunk, repository, images }] of groups) {
    const read = readDocument(entry.text, file, chunk)
    const identity = identities.get(chunk)!
    const same = [...identities.values()].filter(
      (i) => i.kind === identity.kind && i.apiVersion === identity.apiVersion && i.name === identity.name
    )
    const kind = identity.kind
    // An Argo CD override file (.argocd-source-*.yaml) declares no resource: bumped with no selector.
    const selector: ResourceSelector =
      kind === undefined
        ? SELECTOR_NONE
        : {
            kind,
            apiGroup: identity.apiVersion === undefined ? '' : apiGroupOf(identity.apiVersion),
            ...(identity.name === undefined ? {} : { name: identity.name })
          }
    const base = { id: entry.id, file: entry.file, text: entry.text, selector, image: `${repository}@${DIGEST}` }
    if (key.includes(' helm ')) {
      const tag = images[1]
      targets.push({
        ...base,
        options: {},
        lines: tag ? [tag.line] : [],
        inserts: 0,
        ...(tag ? { tagField: tag.path } : {})
      })
      continue
    }
    const tags = new Set(images.map((i) => i.value.replace(/@.*/, '').split('/').at(-1)!.split(':')[1] ?? ''))
    targets.push({
      ...base,
      options: {},
      lines: images.map((i) => i.line),
      inserts: 0,
      ...(DUPLICATE_KEYS.has(entry.id)
        ? { refuse: 'duplicate keys' }
        : !read.ok
          ? { refuse: 'outside the subset' }
          : same.length > 1
            ? { refuse: 'several resources of that kind and name' }
            : images.some((i) => i.style.startsWith('BLOCK'))
              ? { refuse: 'block scalar' }
              : tags.size > 1
                ? { refuse: 'tags disagree' }
                : {})
    })
  }
  return targets
}

function kustomizationTargets(entry: Entry): RealworldTarget[] {
  const entries = new Map<string, RealworldImage[]>()
  for (const image of entry.images) {
    const at = image.path.slice(0, image.path.lastIndexOf('.'))
    entries.set(at, [...(entries.get(at) ?? []), image])
  }
  // Every entry of one repository is pinned together.
  const byRepository = new Map<string, RealworldImage[][]>()
  for (const images of entries.values()) {
    const field = (name: string): RealworldImage | undefined => images.find((i) => i.path.endsWith(`.${name}`))
    const repository = repositoryOf((field('newName') ?? field('name'))?.value ?? '')
    if (repository === undefined) continue
    byRepository.set(repository, [...(byRepository.get(repository) ?? []), images])
  }
  return [...byRepository].map(([repository, groups]) => {
    const field = (images: RealworldImage[], name: string): RealworldImage | undefined =>
      images.find((i) => i.path.endsWith(`.${name}`))
    const digests = groups.map((g) => field(g, 'digest')).filter((d) => d !== undefined)
    const tags = new Set(groups.map((g) => field(g, 'newTag')?.value ?? ''))
    return {
      id: entry.id,
      file: entry.file,
      text: entry.text,
      selector: SELECTOR_NONE,
      options: { format: 'kustomization' },
      image: `${repository}@${DIGEST}`,
      lines: digests.map((d) => d.line),
      inserts: groups.length - digests.length,
      ...(tags.size > 1
        ? { refuse: 'tags disagree' }
        : NOT_BUILT.has(entry.id)
          ? { refuse: 'not a kustomization kustomize builds' }
          : {})
    }
  })
}

function helmTargets(entry: Entry): RealworldTarget[] {
  const mappings = new Map<string, RealworldImage[]>()
  for (const image of entry.images) {
    const at = image.path.slice(0, image.path.lastIndexOf('.'))
    mappings.set(at, [...(mappings.get(at) ?? []), image])
  }
  // Every mapping of one repository is pinned together.
  const byRepository = new Map<string, { at: string; images: RealworldImage[] }[]>()
  for (const [at, images] of mappings) {
    const field = (name: string): RealworldImage | undefined => images.find((i) => i.path === `${at}.${name}`)
    const repo = field('repository') ?? field('image')
    if (repo === undefined || repo.value === '') continue
    const registry = field('registry')?.value
    const repository = repositoryOf(registry ? `${registry}/${repo.value}` : repo.value)
    if (repository === undefined) continue
    byRepository.set(repository, [...(byRepository.get(repository) ?? []), { at, images }])
  }
  const targets: RealworldTarget[] = []
  for (const [repository, groups] of byRepository) {
    const field = (g: { at: string; images: RealworldImage[] }, name: string): RealworldImage | undefined =>
      g.images.find((i) => i.path === `${g.at}.${name}`)
    const base = {
      id: entry.id,
      file: entry.file,
      text: entry.text,
      selector: SELECTOR_NONE,
      options: { format: 'helm-values' as const },
      image: `${repository}@${DIGEST}`,
      inserts: 0
    }
    const digests = groups.map((g) => field(g, 'digest') ?? field(g, 'sha'))
    const tags = new Set(groups.map((g) => (field(g, 'tag')?.value ?? '').replace(/@.*/, '')))
    const tagOnly = groups.find((g, i) => digests[i] === undefined && field(g, 'tag') !== undefined)
    // An empty tag leaves the tag to the chart: pinning through it is refused too (`:@sha256:…`).
    // A tag already pinned as tag@sha256:… is the field to pin (Renovate's, Image Updater's way).
    if (tagOnly && groups.length === 1 && field(tagOnly, 'tag')!.value.includes('@sha256:'))
      targets.push({ ...base, lines: [field(tagOnly, 'tag')!.line] })
    else if (tagOnly && groups.length === 1 && field(tagOnly, 'tag')!.value !== '')
      targets.push({ ...base, lines: [field(tagOnly, 'tag')!.line], tagField: field(tagOnly, 'tag')!.path })
    else if (tagOnly) targets.push({ ...base, lines: [], refuse: 'a mapping with a tag and no digest key' })
    else if (tags.size > 1) targets.push({ ...base, lines: [], refuse: 'tags disagree' })
    else targets.push({ ...base, lines: digests.map((d) => d!.line) })
  }
  return targets
}

/** What each expected refusal says. */
export const REFUSALS: Record<string, RegExp> = {
  'duplicate keys': /outside the YAML subset.*(duplicate|twice|more than once)/i,
  'outside the subset': /outside the YAML subset/,
  'several resources of that kind and name': /documents match/,
  'block scalar': /is a block scalar/,
  'tags disagree': /disagree on the tag/,
  'a mapping with a tag and no digest key': /no digest key/,
  'an image policy marker': /belongs to Flux ImagePolicy [\w-]+\/[\w-]+ .*image-policy-markers/,
  'not a kustomization kustomize builds': /kustomize would not read the kustomization as written/
}

/**
 * File 106 is image-automation-controller test data its comment calls "not intended to be a
 * working kustomization": its `newDigest` key fails kustomize's build, so a pin there renders
 * nowhere (issue 33).
 */
const NOT_BUILT = new Set(['106'])
