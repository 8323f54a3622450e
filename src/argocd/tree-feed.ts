import type { ArgoCdClient } from './client.js'
import { Feed, type FeedOptions } from './feed.js'
import type { ResourceTree } from './types.js'

export interface TreeFeedOptions extends FeedOptions {
  readonly name: string
  /** The app's namespace when it is not the connection's. */
  readonly appNamespace?: string | undefined
  /**
   * Reopen the stream this long after it was opened. A quiet app's tree watch has not even sent
   * headers, so only this tells a silent stream from a dead connection; the re-read of the tree
   * that follows every reopen covers the moment in between.
   */
  readonly renewMs?: number
}

type TreeClient = Pick<ArgoCdClient, 'getResourceTree' | 'watchResourceTree'>

/**
 * The newest resource tree of one app, pushed by Argo CD's resource-tree stream, pulled by
 * polling when streams do not pass. Since Argo CD 3.0 a resource's health change or an
 * operator's status write need not change the Application, but they always change the tree
 * (the node's health or resourceVersion). The stream sends no initial tree, so the caller reads
 * one first and tells us with `seen()`; a tree is news when it differs from the last one.
 */
export class TreeFeed extends Feed<ResourceTree, string> {
  constructor(client: TreeClient, options: TreeFeedOptions) {
    const { name, appNamespace } = options
    const renewMs = options.renewMs ?? 300_000
    const tree = `the resource tree of ${name}`
    super(
      {
        // The client's idle timeout only backs up the renewal, which comes first.
        open: (_last, signal) => client.watchResourceTree(name, { signal, appNamespace, idleMs: renewMs + 60_000 }),
        read: (signal) => client.getResourceTree(name, { signal, appNamespace }),
        key: (t) => JSON.stringify(t),
        isNews: (json, known) => json !== known,
        starts: { sends: 'changes', renewMs },
        say: {
          closed: () => `Argo CD closed the watch of ${tree}; reopening it.`,
          dropped: (reason) => `The watch of ${tree} dropped (${reason}); reopening it.`,
          idleCut: (reason) => `The watch of ${tree} was cut while idle, a proxy's timeout (${reason}); reopening it.`,
          unavailable: (reason) => `Streaming the resource tree is not available (${reason}); polling it instead.`,
          quiet: (ms) => `The watch of ${tree} was quiet for ${ms / 1000}s; reopening it.`,
          gaveUp: (attempts) => `The watch of ${tree} failed ${attempts} times in a row; polling it instead.`,
          pollFailed: (reason) => `Reading ${tree} failed (${reason}); trying again.`
        }
      },
      options
    )
  }
}
