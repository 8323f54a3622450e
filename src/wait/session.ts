import { isTransient } from '../argocd/errors.js'
import { isNewer } from '../argocd/feed.js'
import { backoff } from '../argocd/timing.js'
import type { Application, LiveObject, ResourceTree } from '../argocd/types.js'
import { evaluate, locate, stepsChanged } from './chain.js'
import type { FoundResource } from './steps/resource.js'
import { reportedRevisions } from './steps/synced.js'
import type { Expectation } from './target.js'
import type { ChainState, RevisionRelation, Snapshot } from './types.js'
import type { WatcherDeps, WatcherOptions } from './watcher.js'

export interface SessionHooks {
  /** The sync is done, so the tree matters from now on; called before each read of it. */
  treeNeeded(): void
  /** A tree we read ourselves, so the tree feed does not deliver it again. */
  treeRead(tree: ResourceTree): void
}

/** What woke the watcher. */
export interface News {
  app?: Application | undefined
  tree?: ResourceTree | undefined
  /** Read the tree again even though nothing said it changed: a verdict is due and must not rest on old data. */
  stale?: boolean
}

/**
 * What we know of the app, its tree and the live object, and the chain judged on it. The tree is
 * read when the app changed (or looks inconsistent with it) and otherwise comes from the tree
 * feed; the live object is read only when the target's node in the tree differs from the one
 * we read it for, since Argo CD's node carries the live object's resourceVersion and health.
 */
export class Session {
  /** When a failed read is tried again; undefined while nothing failed. */
  retryAt: number | undefined
  private app: Application | undefined
  private tree: ResourceTree | undefined
  private treeStale = true
  private live: LiveObject | 'absent' | undefined
  private liveFor: string | undefined
  private failures = 0
  private readonly relations = new Map<string, RevisionRelation>()

  constructor(
    private readonly expect: Expectation,
    private readonly options: WatcherOptions,
    private readonly deps: WatcherDeps,
    public state: ChainState,
    private readonly hooks: SessionHooks
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

  /** Takes in the news and judges the chain again; reads only what may have changed, once the sync is done. */
  async assess(news: News): Promise<void> {
    if (news.app) {
      const known = this.app?.metadata?.resourceVersion
      if (this.app === undefined || isNewer(news.app.metadata?.resourceVersion, known) || this.missedTree(news.app)) this.treeStale = true
      this.app = news.app
      await this.relate(news.app)
    }
    if (news.tree) this.tree = news.tree
    if (news.stale) this.treeStale = true
    const app = this.app
    if (app === undefined) return
    const base: Snapshot = { at: this.deps.clock(), app, tree: undefined, live: undefined, relations: this.relations }
    let next = evaluate(this.expect, this.options.policy, base, this.state)
    if (next.steps.find((s) => s.step === 'synced')?.state === 'done') {
      this.hooks.treeNeeded()
      if (!(await this.readResource(app))) return
      next = evaluate(this.expect, this.options.policy, { ...base, tree: this.tree, live: this.live, at: this.deps.clock() }, this.state)
    }
    this.retryAt = undefined
    this.failures = 0
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

  /**
   * Brings the tree and the live object up to date; false when a read failed (tried again at
   * `retryAt`, with back-off, rather than on the next change, which may be long in coming).
   */
  private async readResource(app: Application): Promise<boolean> {
    try {
      if (this.treeStale || this.tree === undefined) {
        this.tree = await this.deps.argocd.getResourceTree(this.options.app)
        this.treeStale = false
        this.hooks.treeRead(this.tree)
      }
      const found = locate(this.expect, { app, tree: this.tree })
      const mark = nodeMark(found)
      if (this.live === undefined || mark !== this.liveFor) {
        const { group, kind, name, namespace } = found.target
        const live =
          found.version === undefined
            ? undefined
            : await this.deps.argocd.getLiveResource(this.options.app, { group, kind, name, namespace, version: found.version })
        this.live = live ?? 'absent'
        this.liveFor = mark
      }
      return true
    } catch (error) {
      if (!isTransient(error)) throw error
      this.failures++
      const delay = backoff(this.failures, 1000, 15_000)
      this.retryAt = this.deps.clock() + delay
      this.deps.log.info(`Reading the resource failed (${(error as Error).message}); trying again in ${delay / 1000}s.`)
      return false
    }
  }

  /**
   * The app's copy of the target's health comes from Argo CD's tree cache: when it disagrees
   * with our tree, a tree update passed us by (a stream that went deaf), so read the tree again.
   */
  private missedTree(app: Application): boolean {
    if (this.tree === undefined) return false
    const found = locate(this.expect, { app, tree: this.tree })
    const said = found.status?.health?.status
    return said !== undefined && found.node !== undefined && said !== found.node.health?.status
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

/** What the live object we hold was read for: while the target's node shows the same, it is current. */
function nodeMark(found: FoundResource): string {
  const { node } = found
  return JSON.stringify([found.version, found.target.namespace, node?.uid, node?.resourceVersion, node?.health?.status, node?.health?.message])
}
