import type { ArgoCdClient } from '../argocd/client.js'
import { isTransient } from '../argocd/errors.js'
import { ApplicationFeed, type FeedMode, type FeedOptions } from '../argocd/feed.js'
import { backoff, type Clock, type Sleep } from '../argocd/timing.js'
import type { Application, LiveObject, ResourceTree } from '../argocd/types.js'
import { evaluate, isTerminal, locate, stepsChanged, timedOut } from './chain.js'
import { reportedRevisions } from './steps/synced.js'
import type { Expectation } from './target.js'
import type { ChainState, RevisionRelation, Snapshot, WaitPolicy } from './types.js'

export interface WatchLog {
  info(message: string): void
  debug(message: string): void
}

export interface WatcherDeps {
  readonly argocd: Pick<ArgoCdClient, 'getApplication' | 'getResourceTree' | 'getLiveResource' | 'watchApplication'>
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
   * Look again after this long without a change. Needed because since Argo CD 3.0 a resource's
   * health and an operator's status updates need not change the Application, so no event comes.
   */
  readonly recheckMs?: number
  readonly feed?: Omit<FeedOptions, 'name' | 'resourceVersion' | 'sleep' | 'log'>
}

export interface WatchOutcome {
  readonly state: ChainState
  readonly mode: FeedMode | 'none'
}

/**
 * Follows one Application until the chain reaches a verdict or the deadline passes: one GET
 * (with a refresh) first, then the watch stream (or polling), reading the tree and the live
 * object only when the app changed or nothing happened for `recheckMs`.
 */
export async function watchRollout(expect: Expectation, initial: ChainState, options: WatcherOptions, deps: WatcherDeps): Promise<WatchOutcome> {
  const session = new Session(expect, options, deps, initial)
  const first = await session.firstRead()
  if (first === undefined) return { state: await session.finish(timedOut(session.state, deps.clock(), options.timeoutMs)), mode: 'none' }
  await session.assess(first)
  if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: 'none' }

  const feed = new ApplicationFeed(deps.argocd, {
    ...options.feed,
    name: options.app,
    resourceVersion: first.metadata?.resourceVersion,
    sleep: deps.sleep,
    log: deps.log.info
  }).start()
  try {
    for (;;) {
      const now = deps.clock()
      if (now >= options.deadline) return { state: await session.finish(timedOut(session.state, now, options.timeoutMs)), mode: feed.mode }
      // At least a second between looks, so a read that keeps failing cannot spin.
      const wakeAt = Math.min(options.deadline, Math.max(now + 1000, Math.min(now + (options.recheckMs ?? 20_000), session.state.wakeAt ?? Infinity)))
      const changed = await feed.next(Math.max(0, wakeAt - now))
      const app = changed ?? (await session.readApp(false))
      if (app === undefined) continue
      if (!changed) feed.seen(app)
      await session.assess(app)
      if (isTerminal(session.state)) return { state: await session.finish(session.state), mode: feed.mode }
    }
  } finally {
    feed.close()
  }
}

class Session {
  private readonly relations = new Map<string, RevisionRelation>()

  constructor(
    private readonly expect: Expectation,
    private readonly options: WatcherOptions,
    private readonly deps: WatcherDeps,
    public state: ChainState
  ) {}

  /** The first GET, with the refresh; transient failures are retried until the deadline. */
  async firstRead(): Promise<Application | undefined> {
    if (this.options.refresh !== false) {
      const timeoutMs = Math.max(1000, Math.min(this.options.refreshTimeoutMs ?? 60_000, this.options.deadline - this.deps.clock()))
      try {
        return await this.deps.argocd.getApplication(this.options.app, { refresh: 'normal', timeoutMs, retries: 0 })
      } catch (error) {
        if (!isTransient(error)) throw error
        this.deps.log.info(`The refresh did not complete (${(error as Error).message}); reading the app without it.`)
      }
    }
    for (let attempt = 1; this.deps.clock() < this.options.deadline; attempt++) {
      const app = await this.readApp(true)
      if (app !== undefined) return app
      await this.deps.sleep(Math.min(backoff(attempt, 1000, 15_000), this.options.deadline - this.deps.clock()))
    }
    return undefined
  }

  /** A plain GET; a transient failure is logged and yields undefined (the caller tries again later). */
  async readApp(first: boolean): Promise<Application | undefined> {
    try {
      return await this.deps.argocd.getApplication(this.options.app)
    } catch (error) {
      if (!isTransient(error)) throw error
      this.deps.log.info(`${first ? 'Reading' : 'Re-reading'} the app failed (${(error as Error).message}); trying again.`)
      return undefined
    }
  }

  /** Evaluates the chain on a fresh app, reading the tree and the live object once the sync is done. */
  async assess(app: Application): Promise<void> {
    await this.relate(app)
    const base: Snapshot = { at: this.deps.clock(), app, tree: undefined, live: undefined, relations: this.relations }
    let next = evaluate(this.expect, this.options.policy, base, this.state)
    if (next.steps.find((s) => s.step === 'synced')?.state === 'done') {
      const read = await this.readResource(app)
      if (read === undefined) return
      next = evaluate(this.expect, this.options.policy, { ...base, ...read, at: this.deps.clock() }, this.state)
    }
    await this.update(next)
  }

  async finish(state: ChainState): Promise<ChainState> {
    await this.update(state)
    return state
  }

  private async update(next: ChainState): Promise<void> {
    const changed = stepsChanged(this.state, next)
    for (const step of next.steps) {
      const before = this.state.steps.find((s) => s.step === step.step)
      const moved = before?.state !== step.state && step.state !== 'pending'
      // A new health while the step keeps waiting (Progressing → Degraded within the grace) is news too.
      const health = step.step === 'health' && step.state === 'waiting' && next.health !== this.state.health
      if (moved || health) this.deps.log.info(`${step.step}: ${step.state}${step.detail ? ` (${step.detail})` : ''}`)
    }
    for (const warning of next.warnings) if (!this.state.warnings.includes(warning)) this.deps.log.info(`Warning: ${warning}`)
    this.state = next
    if (changed) await this.deps.onProgress?.(next)
  }

  private async readResource(app: Application): Promise<{ tree: ResourceTree; live: LiveObject | 'absent' } | undefined> {
    try {
      const tree = await this.deps.argocd.getResourceTree(this.options.app)
      const found = locate(this.expect, { app, tree })
      const { group, kind, name, namespace } = found.target
      const live =
        found.version === undefined
          ? undefined
          : await this.deps.argocd.getLiveResource(this.options.app, { group, kind, name, namespace, version: found.version })
      return { tree, live: live ?? 'absent' }
    } catch (error) {
      if (!isTransient(error)) throw error
      this.deps.log.info(`Reading the resource failed (${(error as Error).message}); trying again on the next change.`)
      return undefined
    }
  }

  /** Asks GitHub, once per revision, how the revisions Argo CD reports relate to the expected one. */
  private async relate(app: Application): Promise<void> {
    const expected = this.expect.revision
    const relate = this.deps.relateRevision
    if (expected === undefined || relate === undefined) return
    const op = app.status?.operationState
    const seen = [...reportedRevisions(app), op?.syncResult?.revision ?? '', ...(op?.syncResult?.revisions ?? []), op?.operation?.sync?.revision ?? '']
    for (const revision of new Set(seen)) {
      if (revision === expected || !/^[0-9a-f]{40,64}$/.test(revision) || this.relations.has(revision)) continue
      try {
        this.relations.set(revision, await relate(expected, revision))
      } catch (error) {
        // Not cached: a GitHub hiccup must not hide a descendant for the rest of the wait.
        this.deps.log.debug(`Could not relate ${revision} to ${expected}: ${(error as Error).message}`)
      }
    }
  }
}
