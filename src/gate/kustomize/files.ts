/**
 * The repository files the kustomize analysis reads beyond the PR's changed files: a
 * kustomization's resources and bases, and the other kustomizations that may build them. Read
 * at the exact base and head commits through the same source as the PR (the API, or local git
 * objects), never from a checkout, so nothing of the PR runs and a push cannot change what is read.
 */

/** The two commits of a judgement: the merge base and the PR's head. */
export type Side = 'base' | 'head'

/** One commit's tree: blob paths with their git modes, and the directories. */
export interface RepoTree {
  readonly files: ReadonlyMap<string, string>
  /** Every directory, `''` being the root. */
  readonly dirs: ReadonlySet<string>
}

export interface RepoFiles {
  /** The whole tree of a side; throws (with why) when it cannot be listed whole. */
  tree(side: Side): Promise<RepoTree>
  /** A blob of the tree, checked against its SHA; throws when there is none. */
  read(side: Side, path: string): Promise<Uint8Array>
}

/** A tree from `path → mode` entries of blobs (directories derived from the paths, plus those listed). */
export function repoTree(files: ReadonlyMap<string, string>, listedDirs: Iterable<string> = []): RepoTree {
  const dirs = new Set<string>([''])
  for (const dir of listedDirs) dirs.add(dir)
  for (const file of files.keys()) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      dirs.add(file.slice(0, at))
    }
  }
  return { files, dirs }
}

/** Reads each blob once, whichever side and path asks for it. */
export function onceEach<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>()
  return (key) => {
    let found = cache.get(key)
    if (found === undefined) {
      found = load(key)
      cache.set(key, found)
    }
    return found
  }
}
