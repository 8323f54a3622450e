/**
 * Two versions of a repository in memory, as the gate reads a PR: the change list (every file
 * whose text differs, modified in place), both versions' bytes, and every other file of either
 * tree (for the kustomize analysis). Files absent from one side are listed as added or removed.
 */
import type { ChangeSource } from '../../src/gate/judge.js'
import { repoTree, type RepoFiles, type Side } from '../../src/gate/kustomize/files.js'
import type { ChangedFile } from '../../src/gate/rule/file.js'

export type Tree = Readonly<Record<string, string>>

export function memoryFiles(trees: Record<Side, Tree>, reads?: string[]): RepoFiles {
  return {
    tree: (side) =>
      Promise.resolve(repoTree(new Map(Object.keys(trees[side]).map((path) => [path, '100644'] as const)))),
    read(side, path) {
      const text = trees[side][path]
      if (text === undefined) return Promise.reject(new Error(`no ${path} at the ${side}`))
      reads?.push(`${side}:${path}`)
      return Promise.resolve(new TextEncoder().encode(text))
    }
  }
}

/** `head` is `base` with `changes` applied (null removes a file). */
export function memorySource(
  base: Tree,
  changes: Readonly<Record<string, string | null>>,
  reads?: string[]
): ChangeSource {
  const head: Record<string, string> = { ...base }
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete head[path]
    else head[path] = text
  }
  const files: ChangedFile[] = Object.keys(changes).map((path) => ({
    path,
    status: base[path] === undefined ? 'added' : head[path] === undefined ? 'removed' : 'modified',
    baseMode: base[path] === undefined ? undefined : '100644',
    headMode: head[path] === undefined ? undefined : '100644'
  }))
  const encode = (text: string | undefined): Uint8Array => new TextEncoder().encode(text ?? '')
  return {
    list: () => Promise.resolve({ base: 'b'.repeat(40), head: 'h'.repeat(40), files, reasons: [] }),
    read: (file) => Promise.resolve({ base: encode(base[file.path]), head: encode(head[file.path]) }),
    files: memoryFiles({ base, head }, reads)
  }
}
