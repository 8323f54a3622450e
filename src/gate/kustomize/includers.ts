/**
 * Which kustomizations build a changed file: every kustomization file of the head tree is read
 * for what it includes (resources, bases, components), and the includes are followed backwards
 * from the change. Any of them may be what Argo CD or Flux builds, so the change is judged in
 * each. A file the reader cannot read exactly is read leniently here (over-including only costs
 * reads; the ones on a path to the change are then read exactly or refused).
 */
import path from 'node:path'
import { parse } from 'yaml'
import { readDocument } from '../../kube-yaml/document.js'
import { goValue } from '../../kube-yaml/nodes.js'
import { hasContent, splitLikeKubernetes } from '../../kube-yaml/split.js'
import type { RepoTree } from './files.js'
import { KUSTOMIZATION_NAMES, Undecided, type SideLoader } from './load.js'

const posix = path.posix

/** The most kustomization files read to find the ones that build a change (one request each through the API). */
export const MAX_KUSTOMIZATIONS = 200

/** Keys (in any case) whose strings a build reads: what it includes, and what patches it. */
const INCLUDES = new Set(['RESOURCES', 'BASES', 'COMPONENTS', 'PATCHESSTRATEGICMERGE', 'CONFIGURATIONS'])
/** Keys whose items name a file under `path`. */
const PATHS = new Set(['PATCHES', 'PATCHESJSON6902', 'REPLACEMENTS'])

/** For each path (file or directory), the directories of the kustomizations that include it. */
export type Includers = ReadonlyMap<string, ReadonlySet<string>>

export async function findIncluders(
  loader: SideLoader,
  tree: RepoTree,
  blame: { file: string; line: number }
): Promise<Includers> {
  const files = [...tree.files.keys()].filter((f) =>
    (KUSTOMIZATION_NAMES as readonly string[]).includes(posix.basename(f))
  )
  if (files.length > MAX_KUSTOMIZATIONS)
    throw new Undecided(
      blame.file,
      blame.line,
      `the repository has ${files.length} kustomization files; the gate reads at most ${MAX_KUSTOMIZATIONS} to find the ones that build this change`
    )
  const includers = new Map<string, Set<string>>()
  await Promise.all(
    files.map(async (file) => {
      const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file)
      // A file that cannot be read may include the change: SideLoader.text refuses (Undecided).
      const text = await loader.text(file)
      for (const ref of includes(text)) {
        const target = posix.normalize(posix.join(dir, ref)).replace(/\/+$/, '')
        const key = target === '.' ? '' : target
        const set = includers.get(key) ?? new Set<string>()
        set.add(dir)
        includers.set(key, set)
      }
    })
  )
  return includers
}

/**
 * The paths a kustomization reads that can change what its containers render: resources, bases,
 * components, patch and replacement files, transformer configurations (keys in any case). A
 * patch file the release edits is then judged in the kustomization that applies it.
 */
function includes(text: string): string[] {
  const value = readExactly(text) ?? readLeniently(text)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, list]) => {
    if (!Array.isArray(list)) return []
    const upper = key.toUpperCase()
    if (INCLUDES.has(upper)) return list.filter((v): v is string => typeof v === 'string')
    if (!PATHS.has(upper)) return []
    return list.flatMap((item: unknown) => {
      const path = item !== null && typeof item === 'object' ? (item as { path?: unknown }).path : undefined
      return typeof path === 'string' ? [path] : []
    })
  })
}

function readExactly(text: string): unknown {
  const split = splitLikeKubernetes(text)
  if (!split.ok) return undefined
  const chunk = split.chunks.find((c) => hasContent(text, c))
  if (chunk === undefined) return null
  const read = readDocument(text, split, chunk)
  return read.ok && read.document.root !== null ? goValue(read.document.root) : undefined
}

function readLeniently(text: string): unknown {
  try {
    return parse(text, { version: '1.1', uniqueKeys: false, merge: true, maxAliasCount: 100 }) as unknown
  } catch {
    return null
  }
}

/** `from` and every directory whose kustomization includes it, directly or through others. */
export function closure(includers: Includers, from: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const dir of includers.get(at) ?? []) {
      if (seen.has(dir)) continue
      seen.add(dir)
      queue.push(dir)
    }
  }
  return seen
}
