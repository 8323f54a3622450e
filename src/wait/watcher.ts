import type { ArgoCdClient } from '../argocd/client.js'
import { ApplicationFeed, type FeedMode, type FeedOptions } from '../argocd/feed.js'
import { Doorbell, type Clock, type Sleep } from '../argocd/timing.js'
import { TreeFeed, type TreeFeedOptions } from '../argocd/tree-feed.js'
import { isTerminal, timedOut } from './chain.js'
import { Session, type News } from './session.js'
import type { Expectation } from './target.js'
import type { ChainState, RevisionRelation, WaitPolicy } from './types.js'

export interface WatchLog {
  info(message: string): void
  debug(message: string): void
}

export interface WatcherDeps {
  readonly argocd: Pick<ArgoCdClient, 'getApplication' | 'getResourceTree' | 'getLiveResource' | 'watchApplication' | 'watchResourceTree'>
  readonly clock: Clock
  readonly sleep: Sleep
  /**
   * How a revision Argo CD reports relates to the expected one (GitHub compare); absent without
   * GitHub. Answers are cached for the wait; a throw is not, so the question is asked again.
   */
  readonly relateRevision?: (expected: string, actual: string) => Promise<RevisionRelation>
  /** Called when a step changes state. Reporting must not fail the wait: it catches its own errors. */
  readonly onProgress?: (state: ChainState) => Promise<void>
  readonly log: WatchLog
}

export interface WatcherOptions {
  readonly app: string
  /** When to give up (ms since the epoch, on `deps.clock`). */
  readonly deadline: number
  /** The timeout as configured, for the message. */
  readonly timeoutMs: number
  readonly policy: WaitPolicy
  /** Ask Argo CD for one normal refresh first, so nobody waits for its polling interval (3 min by default). */
  readonly refresh?: boolean
  /** The refresh blocks until the controller reconciled; past this we carry on without it. */
  readonly refreshTimeoutMs?: number
  /**
   * While streaming, re-read the app after this long without hearing of it: a safety net for a
   * stream that went deaf without an error. Changes themselves are pushed (the app's watch, and
   * the resource-tree watch for what since Argo CD 3.0 need not change the Application: a
   * resource's health, an operator's status write), so this can be rare.
   */
  readonly recheckMs?: number
  /** Shared by the app's feed and the tree's (`renewMs` is the tree's). */
  readonly feed?: Omit<FeedOptions, 'name' | 'resourceVersion' | 'sleep' | 'log' | 'onNews'> & Pick<TreeFeedOptions, 'renewMs'>
}

export interface WatchOutcome {
  readonly state: ChainState
  readonly mode: FeedMode | 'none'
}

/** While the tree is polled, the app is polled this many times less often (at most). */
const APP_POLL_FACTOR = 4

/**
 * Follows one Application until the chain reaches a verdict or the deadline passes: one GET
 * (with a refresh) first, then the app's watch stream and, once the sync is done, the
 * resource-tree watch (or polling of both when streams do not pass). The live object is read
 * only when the target's node in the tree changed.
 */
export async function watchRollout(expect: Expectation, initial: ChainState, options: WatcherOptions, deps: WatcherDeps): Promise<WatchOutcome> {
  const bell = new Doorbell(deps.sleep)
  let feed: ApplicationFeed | undefined
  let trees: TreeFeed | undefined
  const { renewMs, ...feedOptions } = options.feed ?? {}
  const startTrees = (): TreeFeed =>
    new TreeFeed(deps.argocd, {
      ...feedOptions,
      ...(renewMs === undefined ? {} : { renewMs }),
      name: options.app,
      stream: options.feed?.stream !== false && feed?.mode !== 'poll',
      sleep: deps.sleep,
      log: deps.log.info,
      debug: deps.log.debug,
      onNews: bell.ring
    }).start()
  const session = new Session(expect, options, deps, initial, {
    // Opened before the first read of the tree, so that a change in between comes on the watch.
    treeNeeded: () => void (trees ??= startTrees()),
    treeRead: (tree) => trees?.seen(tree)
  })
  try {
    const first = await session.firstRead()
    if (first === undefined) return { state: await session.finish(timedOut(session.state, deps.clock(), options.timeoutMs)), mode: 'none' }
    await session.assess({ app: first })
    if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: 'none' }

    feed = new ApplicationFeed(deps.argocd, {
      ...feedOptions,
      name: options.app,
      resourceVersion: first.metadata?.resourceVersion,
      sleep: deps.sleep,
      log: deps.log.info,
      onNews: bell.ring
    }).start()
    const recheckMs = options.recheckMs ?? 300_000
    let heardAt = deps.clock()
    for (;;) {
      const now = deps.clock()
      if (now >= options.deadline) return { state: await session.finish(timedOut(session.state, now, options.timeoutMs)), mode: feed.mode }
      // Streams that do not pass for the app do not pass for the tree either.
      if (feed.mode === 'poll') trees?.usePolling()
      if (trees?.mode === 'poll') feed.relax((options.feed?.pollMaxMs ?? 15_000) * APP_POLL_FACTOR)
      const recheckAt = feed.mode === 'stream' ? heardAt + recheckMs : Infinity
      const due = Math.min(recheckAt, session.state.wakeAt ?? Infinity, session.retryAt ?? Infinity)
      // At least a second between looks, so a read that keeps failing cannot spin.
      await bell.wait(Math.min(options.deadline, Math.max(now + 1000, due)) - now)
      const news: News = { app: feed.take(), tree: trees?.take() }
      const at = deps.clock()
      if (news.app) heardAt = at
      if (!news.app && !news.tree) {
        if (at >= (session.state.wakeAt ?? Infinity)) news.stale = true
        else if (feed.mode === 'stream' && at >= recheckAt) {
          news.app = await session.readApp(false)
          if (news.app) feed.seen(news.app)
          // A failed re-read is tried again sooner than the next full interval.
          heardAt = news.app ? at : Math.min(at, at - recheckMs + 15_000)
        } else if (at < (session.retryAt ?? Infinity)) continue
      }
      await session.assess(news)
      if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: feed.mode }
    }
  } finally {
    feed?.close()
    trees?.close()
  }
}
