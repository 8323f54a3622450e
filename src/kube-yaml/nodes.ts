/**
 * The tree the subset readers build: mappings, sequences, scalars and aliases, each with its
 * exact source range in the file, so an edit can splice bytes and the gate can compare them.
 * Inside the subset this tree is what Kubernetes reads; {@link goValue} turns it into the JSON
 * value sigs.k8s.io/yaml produces, which the differential tests compare with Go's own.
 */
import { resolvePlain } from './go-scalars.js'

/** How a scalar is written: the names the `yaml` package uses too. */
export type NodeStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED'

/** The quoting of a one-line scalar an edit can write: plain, double- or single-quoted. */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE'

interface Placed {
  /** Offsets in the file's text: the node's first character and just after its last. */
  readonly start: number
  readonly end: number
  /** 1-based line of `start`. */
  readonly line: number
  /** The anchor written before the node (`&name`), if any. */
  readonly anchor?: string | undefined
}

export interface ScalarNode extends Placed {
  readonly kind: 'scalar'
  readonly style: NodeStyle
  /** The scalar's text as read: escapes and folding applied; a plain scalar's source. */
  readonly value: string
}

export interface MapEntry {
  readonly key: ScalarNode
  /** The JSON name Kubernetes gives the key (in the subset, the key's text). */
  readonly name: string
  readonly value: YamlNode
}

export interface MapNode extends Placed {
  readonly kind: 'map'
  readonly flow: boolean
  readonly entries: readonly MapEntry[]
  /** The mapping a `<<` entry merges in (it comes first, so every explicit entry overrides it). */
  readonly merge?: MapNode | undefined
}

export interface SeqNode extends Placed {
  readonly kind: 'seq'
  readonly flow: boolean
  readonly items: readonly YamlNode[]
}

export interface AliasNode extends Placed {
  readonly kind: 'alias'
  readonly name: string
  readonly target: YamlNode
}

export type YamlNode = ScalarNode | MapNode | SeqNode | AliasNode

/** Where a value found by {@link lookup} comes from: written in the mapping, or merged in through `<<`. */
export interface Found {
  readonly node: YamlNode
  readonly merged: boolean
}

/** The value of `name` as Kubernetes reads it: the entry written in `map`, else the merged one's. */
export function lookup(map: MapNode, name: string): Found | undefined {
  const entry = map.entries.find((e) => e.name === name)
  if (entry) return { node: entry.value, merged: false }
  const merged = map.merge === undefined ? undefined : lookup(map.merge, name)
  return merged && { node: merged.node, merged: true }
}

/** The node an alias stands for (aliases of aliases included); any other node itself. */
export function resolved(node: YamlNode): Exclude<YamlNode, AliasNode> {
  let at = node
  while (at.kind === 'alias') at = at.target
  return at
}

/** A scalar Kubernetes reads as a string: quoted, a block scalar, or plain and not a YAML 1.1 number, boolean or null. */
export function goString(node: YamlNode | undefined): string | undefined {
  if (node === undefined) return undefined
  const at = resolved(node)
  if (at.kind !== 'scalar') return undefined
  if (at.style !== 'PLAIN') return at.value
  const read = resolvePlain(at.value)
  return read.type === 'str' ? read.value : undefined
}

export type GoJson = null | boolean | number | bigint | string | GoJson[] | { [name: string]: GoJson }

/**
 * The JSON value sigs.k8s.io/yaml makes of the node (go-yaml v2, then JSON): aliases expanded,
 * a merge applied under the entries written beside it, plain scalars resolved as YAML 1.1.
 * Integers stay BigInt so values past 2^53 compare exactly.
 */
export function goValue(node: YamlNode): GoJson {
  switch (node.kind) {
    case 'alias':
      return goValue(node.target)
    case 'seq':
      return node.items.map(goValue)
    case 'map': {
      const out: { [name: string]: GoJson } =
        node.merge === undefined ? {} : (goValue(node.merge) as { [name: string]: GoJson })
      // defineProperty: a key named `__proto__` is a key, not the object's prototype.
      for (const entry of node.entries)
        Object.defineProperty(out, entry.name, {
          value: goValue(entry.value),
          enumerable: true,
          writable: true,
          configurable: true
        })
      return out
    }
    case 'scalar': {
      if (node.style !== 'PLAIN') return node.value
      const read = resolvePlain(node.value)
      switch (read.type) {
        case 'null':
          return null
        case 'bool':
        case 'int':
        case 'float':
        case 'str':
          return read.value
      }
    }
  }
}
