/**
 * The image fields of a document that an edit may splice and the gate may let change: today
 * `spec.image` of the selected kind. A field qualifies only when it is the document's own
 * one-line scalar: not reached through an alias or a merge, and under no anchor (an alias
 * elsewhere would repeat the change where nobody sees it).
 */
import type { DocumentIdentity, KubeDocument } from './document.js'
import { isPlainString } from './go-scalars.js'
import { lookup, type MapNode, type ScalarStyle, type YamlNode } from './nodes.js'
import type { ResourceId } from './resource.js'

/** Where an image scalar sits in the file's text. */
export interface ImageField {
  /** The scalar's value: `ghcr.io/acme/todo-api@sha256:…`. */
  readonly value: string
  readonly style: ScalarStyle
  /** Offsets of the scalar's source, quotes included: exactly the bytes to splice. */
  readonly start: number
  readonly end: number
  /** 1-based line of the scalar. */
  readonly line: number
}

/** Why the field cannot be spliced, at which line. */
export interface UnsafeField {
  readonly line: number
  readonly what: string
}

/** The resource the document declares, or undefined when it lacks a string kind or apiVersion. */
export function resourceOf(identity: DocumentIdentity): ResourceId | undefined {
  const { kind, apiVersion, apiGroup, name, namespace } = identity
  if (kind === undefined || apiVersion === undefined || apiGroup === undefined) return undefined
  return { kind, apiGroup, apiVersion, name, namespace }
}

/** `spec.image` of the document, or why it cannot be edited as one scalar. */
export function specImage(text: string, doc: KubeDocument): ImageField | UnsafeField {
  const root = doc.root
  if (root === null) return { line: doc.line, what: 'it has no spec' }
  const spec = own(root, 'spec', 'spec', root)
  if ('what' in spec) return spec
  if (spec.node.kind !== 'map') return { line: spec.node.line, what: 'spec is not a mapping' }
  const image = own(spec.node, 'image', 'spec.image', spec.node)
  if ('what' in image)
    return image.what === 'it has no spec.image' ? { line: image.line, what: 'spec has no image' } : image
  return scalarField(text, image.node, 'spec.image')
}

/** The entry `name` written in `map` itself, with no anchor on it. */
function own(map: MapNode, name: string, path: string, parent: YamlNode): { node: YamlNode } | UnsafeField {
  const found = lookup(map, name)
  if (found === undefined) return { line: parent.line, what: `it has no ${path}` }
  const node = found.node
  if (found.merged)
    return { line: map.line, what: `${path} comes from a merge key ("<<"), so the mapping it is written in shares it` }
  if (node.kind === 'alias') return { line: node.line, what: `${path} is an alias (*${node.name}), not its own value` }
  if (node.anchor !== undefined)
    return { line: node.line, what: `${path} has an anchor (&${node.anchor}), so aliases may share it` }
  if (node.kind === 'scalar' && node.style === 'PLAIN' && node.value === '' && name !== 'image')
    return { line: node.line, what: `${path} is empty` }
  return { node }
}

function scalarField(text: string, node: YamlNode, path: string): ImageField | UnsafeField {
  if (node.kind === 'map' || node.kind === 'seq')
    return { line: node.line, what: `${path} is a ${node.kind === 'map' ? 'mapping' : 'sequence'}, not a string` }
  if (node.kind !== 'scalar') return { line: node.line, what: `${path} is not a scalar` }
  if (node.style === 'BLOCK_LITERAL' || node.style === 'BLOCK_FOLDED')
    return { line: node.line, what: `${path} is a block scalar (${node.style === 'BLOCK_LITERAL' ? '|' : '>'})` }
  if (node.end === node.start) return { line: node.line, what: 'spec has no image' }
  if (node.style === 'PLAIN' && !isPlainString(node.value))
    return { line: node.line, what: `${path} is not a string (${JSON.stringify(node.value)})` }
  if (/[\r\n]/.test(text.slice(node.start, node.end))) return { line: node.line, what: `${path} spans several lines` }
  return { value: node.value, style: node.style, start: node.start, end: node.end, line: node.line }
}
