/**
 * The container images of one resource document that kustomize's image transformer meets: every
 * `containers` and `initContainers` list anywhere in the object (its legacy filter walks the
 * whole object), each container's `image` met once, or twice at the field-spec paths
 * (kustomize-images.ts `passesOf`). kustomize reads resources with kyaml, which hands the
 * transformer a scalar's text as written, so that is the image here too.
 */
import type { KubeDocument } from './document.js'
import { passesOf, type Passes } from './kustomize-images.js'
import { goString, lookup, type YamlNode } from './nodes.js'

export interface TransformedContainer {
  /** `spec.template.spec.containers[name=web]`. */
  readonly path: string
  /** The container's `name`, if it has one. */
  readonly name: string | undefined
  readonly image: string
  readonly passes: Passes
  /** 1-based line of the image scalar. */
  readonly line: number
}

export type ContainersRead =
  | { readonly ok: true; readonly containers: TransformedContainer[] }
  | { readonly ok: false; readonly line: number; readonly what: string }

const LISTS = new Set(['containers', 'initContainers'])

export function kustomizeContainers(doc: KubeDocument): ContainersRead {
  const root = doc.root
  if (root === null) return { ok: true, containers: [] }
  const kind = doc.identity.kind
  const containers: TransformedContainer[] = []
  let problem: { line: number; what: string } | undefined
  const walk = (node: YamlNode, keys: string[], path: string): void => {
    if (problem !== undefined) return
    if (node.kind === 'alias' || (node.kind === 'map' && node.merge !== undefined)) {
      // kyaml walks no alias, while Kubernetes expands it: what the alias repeats would differ.
      problem = { line: node.line, what: `${path || 'the document'} uses an alias or a merge key` }
      return
    }
    if (node.kind === 'seq') {
      node.items.forEach((item, i) => walk(item, keys, `${path}[${i}]`))
      return
    }
    if (node.kind !== 'map') return
    for (const entry of node.entries) {
      const at = path === '' ? entry.name : `${path}.${entry.name}`
      walk(entry.value, [...keys, entry.name], at)
      if (!LISTS.has(entry.name) || entry.value.kind !== 'seq' || kind === 'CustomResourceDefinition') continue
      const passes = passesOf(kind, [...keys, entry.name])
      entry.value.items.forEach((item, i) => {
        if (item.kind !== 'map' || problem !== undefined) return
        const name = goString(lookup(item, 'name')?.node)
        const image = lookup(item, 'image')?.node
        if (image === undefined) return
        const where = `${at}[${name === undefined ? i : `name=${name}`}]`
        if (image.kind !== 'scalar') {
          problem = { line: image.line, what: `${where}.image is not a string, so kustomize fails on it` }
          return
        }
        containers.push({ path: where, name, image: image.value, passes, line: image.line })
      })
    }
  }
  walk(root, [], '')
  return problem === undefined ? { ok: true, containers } : { ok: false, ...problem }
}
