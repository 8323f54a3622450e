import { ApplicationFeed, type ApplicationFeedOptions } from '../argocd/app-feed.js'
import type { ArgoCdClient } from '../argocd/client.js'
import { ArgoCdAuthError, ArgoCdError, isTransient } from '../argocd/errors.js'
import type { FeedMode } from '../argocd/feed.js'
import { TreeFeed, type TreeFeedOptions } from '../argocd/tree-feed.js'
import type { Application } from '../argocd/types.js'
import { messageOf } from '../errors.js'
import type { Log } from '../log.js'
import { backoff, Doorbell, type Clock, type Sleep } from '../time.js'
import { endedAt, isTerminal, stepsChanged, timedOut } from './chain.js'
import { HardRefresh } from './hard-refresh.js'
import { findOwner } from './owner.js'
import { followMessage, orphanMessage, type AppRef } from './steps/children.js'
import { formatDuration } from '../text/time.js'
import { readSyncWindows } from './sync-windows.js'
import {
  judge,
  learn,
  progressLines,
  startSession,
  syncHeldBy,
  unrelated,
  windowsAtTimeout,
  withChain,
  withLive,
  withRelation,
  withTree,
  withWindows,
  type Judgement,
  type News,
  type Session
} from './session.js'
import type { Expectation } from './target.js'
import type { ChainState, RevisionRelation, WaitPolicy } from './types.js'
import { soakProblem } from './verification.js'
import type { AppGuard } from '../verify/index.js'

export interface WatcherDeps {
  readonly argocd: Pick<
    ArgoCdClient,
    | 'getApplication'
    | 'getResourceTree'
    | 'getLiveResource'
    | 'getSyncWindows'
    | 'watchApplication'
    | 'watchResourceTree'
  >
  readonly clock: Clock
  readonly sleep: Sleep
  /**
   * How a revision Argo CD reports relates to the expected one (GitHub compare); absent without
   * GitHub. Answers are cached for the wait; a throw is not, so the question is asked again.
   */
  readonly relateRevision?: (expected: string, actual: string) => Promise<RevisionRelation>
  /** Called when a step changes state. Reporting must not fail the wait: it catches its own errors. */
  readonly onProgress?: (state: ChainState) => Promise<void>
  readonly log: Log
  /**
   * Called once the chain is Healthy, with a guard that keeps following the app through the
   * feeds already open (verification's soak); what it returns is the wait's outcome. The feeds
   * close when it returns.
   */
  readonly afterHealthy?: ((chain: ChainState, guard: AppGuard) => Promise<ChainState>) | undefined
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
  /** Still behind the expected revision this long after the normal refresh: ask once for a hard one. */
  readonly hardRefreshAfterMs?: number
  /**
   * While streaming, re-read the app after this long without hearing of it: a safety net for a
   * stream that went deaf without an error. Changes themselves are pushed (the app's watch, and
   * the resource-tree watch for what since Argo CD 3.0 need not change the Application: a
   * resource's health, an operator's status write), so this can be rare.
   */
  readonly recheckMs?: number
  /** Shared by the app's feed and the tree's (`renewMs` is the tree's). */
  readonly feed?: Omit<ApplicationFeedOptions, 'name' | 'resourceVersion' | 'sleep' | 'log' | 'onNews'> &
    Pick<TreeFeedOptions, 'renewMs'>
}

export interface WatchOutcome {
  readonly state: ChainState
  readonly mode: FeedMode | 'none'
}

/** While the tree is polled, the app is polled this many times less often (at most). */
const APP_POLL_FACTOR = 4
/** The least time between two looks, so a read that keeps failing cannot spin. */
const MIN_LOOK_GAP_MS = 1000
/** A safety re-read of the app that failed is tried again this soon (or at the next re-check, if sooner). */
const RECHECK_RETRY_MS = 15_000

/**
 * Follows one Application until the chain reaches a verdict or the deadline passes: one GET
 * (with a refresh) first, then the app's watch stream and, once the sync is done, the
 * resource-tree watch (or polling of both when streams do not pass). The live object is read
 * only when the target's node in the tree changed.
 */
export function watchRollout(
  expect: Expectation,
  initial: ChainState,
  options: WatcherOptions,
  deps: WatcherDeps
): Promise<WatchOutcome> {
  return new Watch(expect, initial, options, deps).run()
}

/**
 * One wait: all of its I/O and scheduling. What the chain says is the {@link Session}'s to judge;
 * this reads what a judgement asks for, and decides when to look again.
 */
class Watch {
  private session: Session
  private apps: ApplicationFeed | undefined
  private trees: TreeFeed | undefined
  private readonly bell: Doorbell
  private readonly recheckMs: number
  /** When to re-read the app if its stream stays silent (while streaming). */
  private recheckAt = Infinity
  /** Reads of the tree or live object that failed in a row, and when to try again. */
  private readFailures = 0
  private retryAt: number | undefined
  private readonly hardRefresh: HardRefresh
  /** The app followed: `argocd-app`, or the child of it that manages the resource (in its own namespace). */
  private app: AppRef
  /** Guarding a Healthy app through a soak: judged without degraded-grace, and not reported as progress. */
  private guarding = false

  constructor(
    private readonly expect: Expectation,
    initial: ChainState,
    private readonly options: WatcherOptions,
    private readonly deps: WatcherDeps
  ) {
    this.session = startSession(initial)
    this.bell = new Doorbell(deps.sleep)
    this.recheckMs = options.recheckMs ?? 300_000
    this.app = { name: options.app, namespace: undefined }
    this.hardRefresh = new HardRefresh({ afterMs: options.hardRefreshAfterMs, timeoutMs: options.refreshTimeoutMs })
  }

  async run(): Promise<WatchOutcome> {
    const started = this.deps.clock()
    let accepted = false
    try {
      return await this.follow(() => (accepted = true))
    } catch (error) {
      // A token that worked at the start and no longer does expired (or was revoked) on the way.
      if (accepted && error instanceof ArgoCdAuthError && error.status === 401) {
        const after = formatDuration(this.deps.clock() - started)
        throw new ArgoCdAuthError(
          `Argo CD stopped accepting the token after ${after} of waiting (401: expired or revoked); give 'argocd-token' a lifetime longer than 'timeout' and run the wait again.`,
          401,
          false,
          { cause: error }
        )
      }
      throw error
    }
  }

  private async follow(accepted: () => void): Promise<WatchOutcome> {
    const { deps, options } = this
    try {
      const read = await this.firstRead()
      if (read === undefined)
        return await this.end(timedOut(this.session.chain, deps.clock(), options.timeoutMs), 'none')
      accepted()
      const first = await this.owner(read)
      if ('verdict' in first) return await this.end(first, 'none')
      await this.assess({ app: first })
      if (isTerminal(this.session.chain)) return await this.end(this.session.chain, 'none')

      const apps = this.startApps(first.metadata?.resourceVersion)
      this.recheckAt = deps.clock() + this.recheckMs
      for (;;) {
        const now = deps.clock()
        if (now >= options.deadline) return await this.end(await this.timedOut(now), apps.mode)
        // Streams that do not pass for the app do not pass for the tree either.
        if (apps.mode === 'poll') this.trees?.usePolling()
        if (this.trees?.mode === 'poll') apps.relax((options.feed?.pollMaxMs ?? 15_000) * APP_POLL_FACTOR)
        await this.bell.wait(this.nextLook(now, apps.mode) - now)
        const news = await this.look(apps)
        if (news === undefined) continue
        await this.assess(news)
        if (isTerminal(this.session.chain)) return await this.end(this.session.chain, apps.mode)
      }
    } finally {
      this.apps?.close()
      this.trees?.close()
    }
  }

  /**
   * When to look if no feed rings first: the earliest of the safety re-read (while streaming),
   * the chain's own wake-up (a grace period's end) and a retry of a failed read; never past the
   * deadline, and never sooner than a second from now.
   */
  private nextLook(now: number, mode: FeedMode): number {
    const recheck = mode === 'stream' ? this.recheckAt : Infinity
    const due = Math.min(
      recheck,
      this.session.chain.wakeAt ?? Infinity,
      this.retryAt ?? Infinity,
      this.hardRefresh.dueAt ?? Infinity
    )
    return Math.min(this.options.deadline, Math.max(now + MIN_LOOK_GAP_MS, due))
  }

  /** What there is to take in after a wake-up; undefined when nothing is due yet (woken early). */
  private async look(apps: ApplicationFeed): Promise<News | undefined> {
    const app = apps.take()
    const tree = this.trees?.take()
    const at = this.deps.clock()
    if (app) this.recheckAt = at + this.recheckMs
    if (app || tree) return { app, tree }
    if (at >= (this.session.chain.wakeAt ?? Infinity)) return { stale: true }
    if (apps.mode === 'stream' && at >= this.recheckAt) {
      const reread = await this.readApp('Re-reading')
      if (reread) apps.seen(reread)
      this.recheckAt = at + (reread ? this.recheckMs : Math.min(this.recheckMs, RECHECK_RETRY_MS))
      return { app: reread }
    }
    if (this.hardRefresh.isDue(at)) {
      const app = await this.hardRefresh.ask(this.deps.argocd, this.app, this.options.deadline, at, this.deps.log)
      if (app) apps.seen(app)
      return { app }
    }
    if (at >= (this.retryAt ?? Infinity)) return {}
    return undefined
  }

  /** Takes in the news and judges the chain again, reading what the judgement asks for first. */
  private async assess(news: News): Promise<void> {
    if (news.app) await this.relate(news.app)
    this.session = learn(this.session, news, this.expect)
    this.hardRefresh.watch(this.session, this.deps.clock())
    // Through the soak any Degraded counts at once: the release is not verified while it is.
    const policy = this.guarding ? { ...this.options.policy, degradedGraceMs: 0 } : this.options.policy
    for (;;) {
      const judgement = judge(this.session, this.expect, policy, this.deps.clock())
      if (judgement.wants === 'nothing') {
        this.readFailures = 0
        this.retryAt = undefined
        return this.report(judgement.chain)
      }
      if (!(await this.read(judgement))) return
    }
  }

  /**
   * Reads what a judgement wants; false when the read failed. It is tried again at `retryAt`,
   * with back-off, rather than at the next change, which may be long in coming.
   */
  private async read(judgement: Exclude<Judgement, { wants: 'nothing' }>): Promise<boolean> {
    const { argocd, clock, log } = this.deps
    try {
      if (judgement.wants === 'tree') {
        // The sync is done, so the tree matters from now on. Its feed opens before our first read
        // of the tree, so that a change in between comes on the watch.
        this.trees ??= this.startTrees()
        const tree = await argocd.getResourceTree(this.app.name, { appNamespace: this.app.namespace })
        this.trees.seen(tree)
        this.session = withTree(this.session, tree)
      } else if (judgement.wants === 'windows') {
        this.session = withWindows(this.session, await readSyncWindows(argocd, this.app, log), clock())
      } else {
        const live =
          judgement.key === undefined
            ? undefined
            : await argocd.getLiveResource(this.app.name, judgement.key, { appNamespace: this.app.namespace })
        this.session = withLive(this.session, live ?? 'absent', judgement.mark)
      }
      return true
    } catch (error) {
      if (!isTransient(error)) throw error
      this.readFailures++
      const delay = backoff(this.readFailures, 1000, 15_000)
      this.retryAt = clock() + delay
      log.info(`Reading the resource failed (${messageOf(error)}); trying again in ${delay / 1000}s.`)
      return false
    }
  }

  /**
   * The app that manages the target: `argocd-app` itself, or, when that is an app of apps
   * without it, the child that manages it (followed from then on, and said so). When no app
   * there manages it, the chain that ends the wait, naming the apps looked at.
   */
  private async owner(app: Application): Promise<Application | ChainState> {
    const target = this.expect.resource
    const owner = await findOwner(this.deps.argocd, this.app, app, target)
    if (owner.kind === 'self') return app
    if (owner.kind === 'none') {
      const failure = {
        verdict: 'misconfigured' as const,
        message: orphanMessage(this.app.name, owner.looked, target)
      }
      return endedAt(this.session.chain, 'synced', failure, this.deps.clock())
    }
    const message = followMessage(this.app.name, owner.ref, app.metadata?.namespace, target)
    this.deps.log.info(message)
    const { chain } = this.session
    this.session = withChain(this.session, { ...chain, warnings: [...chain.warnings, message] })
    this.app = owner.ref
    return (await this.firstRead()) ?? owner.app
  }

  /** The first GET, with the refresh; transient failures are retried until the deadline. */
  private async firstRead(): Promise<Application | undefined> {
    const { argocd, clock, sleep, log } = this.deps
    const { deadline } = this.options
    if (this.options.refresh !== false) {
      const timeoutMs = Math.max(1000, Math.min(this.options.refreshTimeoutMs ?? 60_000, deadline - clock()))
      try {
        return await argocd.getApplication(this.app.name, {
          refresh: 'normal',
          timeoutMs,
          retries: 0,
          appNamespace: this.app.namespace
        })
      } catch (error) {
        if (!isTransient(error)) throw error
        log.info(`The refresh did not complete (${messageOf(error)}); reading the app without it.`)
      }
    }
    for (let attempt = 1; clock() < deadline; attempt++) {
      const app = await this.readApp('Reading')
      if (app !== undefined) return app
      await sleep(Math.min(backoff(attempt, 1000, 15_000), deadline - clock()))
    }
    return undefined
  }

  /** A plain GET; a transient failure is logged and yields undefined (the caller tries again later). */
  private async readApp(verb: 'Reading' | 'Re-reading'): Promise<Application | undefined> {
    try {
      return await this.deps.argocd.getApplication(this.app.name, { appNamespace: this.app.namespace })
    } catch (error) {
      if (!isTransient(error)) throw error
      this.deps.log.info(`${verb} the app failed (${messageOf(error)}); trying again.`)
      return undefined
    }
  }

  /** Asks GitHub, once per revision, how the revisions Argo CD reports relate to the expected one. */
  private async relate(app: Application): Promise<void> {
    const expected = this.expect.revision
    const relate = this.deps.relateRevision
    if (expected === undefined || relate === undefined) return
    for (const revision of unrelated(this.session, app, expected)) {
      try {
        this.session = withRelation(this.session, revision, await relate(expected, revision))
      } catch (error) {
        // Not cached: a GitHub hiccup must not hide a descendant for the rest of the wait.
        this.deps.log.debug(`Could not relate ${revision} to ${expected}: ${messageOf(error)}`)
      }
    }
  }

  /**
   * The chain at the deadline. A sync that never came may be held by a sync window, which Argo
   * CD says nowhere but in `/syncwindows`: ask once (quickly) so the message can name it.
   */
  private async timedOut(now: number): Promise<ChainState> {
    const { deps, options } = this
    if (windowsAtTimeout(this.session, now)) {
      try {
        const answer = await readSyncWindows(deps.argocd, this.app, deps.log, { timeoutMs: 10_000, retries: 0 })
        this.session = withWindows(this.session, answer, deps.clock())
      } catch (error) {
        if (!(error instanceof ArgoCdError)) throw error
        deps.log.info(`Could not read the app's sync windows (${messageOf(error)}).`)
      }
    }
    return timedOut(this.session.chain, deps.clock(), options.timeoutMs, syncHeldBy(this.session, this.expect))
  }

  /** Logs what moved and tells `onProgress` when a step changed (not while guarding: the soak reports itself). */
  private async report(next: ChainState): Promise<void> {
    const prev = this.session.chain
    for (const line of progressLines(prev, next)) this.deps.log.info(line)
    this.session = withChain(this.session, next)
    if (stepsChanged(prev, next) && !this.guarding) await this.deps.onProgress?.(next)
  }

  private async end(chain: ChainState, mode: FeedMode | 'none'): Promise<WatchOutcome> {
    await this.report(chain)
    const after = this.deps.afterHealthy
    if (chain.verdict !== 'healthy' || after === undefined) return { state: chain, mode }
    const apps = this.apps ?? this.startApps(this.session.app?.metadata?.resourceVersion)
    return { state: await after(chain, this.guard(apps, chain)), mode: apps.mode }
  }

  /**
   * The app's guard through verification's soak: the feeds ring the watcher's doorbell, so a
   * change is judged when it comes, not at the next sample. `check` takes in what came since it
   * last looked, judges the chain again (reading the tree and the live object as that asks),
   * and remembers the first reason the app stopped counting.
   */
  private guard(apps: ApplicationFeed, healthy: ChainState): AppGuard {
    this.guarding = true
    let problem: string | undefined
    return {
      bell: this.bell,
      check: async () => {
        if (problem !== undefined) return problem
        const news = await this.look(apps)
        if (news !== undefined) await this.assess(news)
        problem = soakProblem(healthy, this.session.chain)
        return problem
      }
    }
  }

  private feedTuning(): Omit<NonNullable<WatcherOptions['feed']>, 'renewMs'> {
    const { renewMs: _treeOnly, ...tuning } = this.options.feed ?? {}
    return tuning
  }

  private startApps(resourceVersion: string | undefined): ApplicationFeed {
    const { deps } = this
    this.apps = new ApplicationFeed(deps.argocd, {
      ...this.feedTuning(),
      name: this.app.name,
      appNamespace: this.app.namespace,
      resourceVersion,
      sleep: deps.sleep,
      log: deps.log,
      onNews: this.bell.ring
    })
    return this.apps.start()
  }

  private startTrees(): TreeFeed {
    const { deps, options } = this
    const { renewMs } = options.feed ?? {}
    return new TreeFeed(deps.argocd, {
      ...this.feedTuning(),
      ...(renewMs === undefined ? {} : { renewMs }),
      name: this.app.name,
      appNamespace: this.app.namespace,
      stream: options.feed?.stream !== false && this.apps?.mode !== 'poll',
      sleep: deps.sleep,
      log: deps.log,
      onNews: this.bell.ring
    }).start()
  }
}
