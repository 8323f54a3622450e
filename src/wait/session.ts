import { isNewer } from '../argocd/app-feed.js'
import type { ResourceKey } from '../argocd/client.js'
import type { Application, LiveObject, ResourceTree, SyncWindows } from '../argocd/types.js'
import { isCommitSha } from '../commit-sha.js'
import { evaluate, locate } from './chain.js'
import type { FoundResource } from './steps/resource.js'
import { dryRevisions } from './steps/hydrator.js'
import { reportedRevisions } from './steps/synced.js'
import { blockedMessage, windowsHolding } from './steps/windows.js'
import type { Expectation } from './target.js'
import type { ChainState, RevisionRelation, Snapshot, WaitPolicy } from './types.js'

/**
 * What the watcher knows of the app, its tree and the live object, and the chain judged on it.
 * A value: every function here returns a new one, and none of them does I/O. The watcher reads
 * what a judgement asks for and feeds the answers back.
 */
export interface Session {
  readonly chain: ChainState
  readonly app: Application | undefined
  readonly tree: ResourceTree | undefined
  /** The tree may be older than the app: read it again before the next verdict. */
  readonly treeStale: boolean
  readonly live: LiveObject | 'absent' | undefined
  /** The target's node as it was when `live` was read (see {@link nodeMark}). */
  readonly liveFor: string | undefined
  /** How the revisions Argo CD reported relate to the expected one (asked of GitHub once each). */
  readonly relations: ReadonlyMap<string, RevisionRelation>
  /** The app's sync windows and when they were read; `unavailable` when this Argo CD has no such call. */
  readonly windows?: { readonly at: number; readonly answer: SyncWindows | 'unavailable' } | undefined
}

/** What woke the watcher. */
export interface News {
  /** The app, from its feed or from a read of ours. */
  readonly app?: Application | undefined
  /** A tree from the tree feed. */
  readonly tree?: ResourceTree | undefined
  /** Read the tree again even though nothing said it changed: a verdict is due and must not rest on old data. */
  readonly stale?: boolean
}

/**
 * What a judgement needs before it can stand. The tree is read once the sync is done, when the
 * app changed (or looks inconsistent with it) and otherwise comes from the tree feed; the live
 * object only when the target's node in the tree differs from the one we read it for, since Argo
 * CD's node carries the live object's resourceVersion and health.
 */
export type Judgement =
  | { readonly wants: 'tree' }
  /** A sync of the expected revision is overdue: is a sync window holding it? */
  | { readonly wants: 'windows' }
  /** `key` is undefined when the tree shows no version of the target: then it is absent, no read needed. */
  | { readonly wants: 'live'; readonly key: ResourceKey | undefined; readonly mark: string }
  | { readonly wants: 'nothing'; readonly chain: ChainState }

export function startSession(chain: ChainState): Session {
  return {
    chain,
    app: undefined,
    tree: undefined,
    treeStale: true,
    live: undefined,
    liveFor: undefined,
    relations: new Map()
  }
}

/** Takes in the news. A new app (or one whose health disagrees with our tree) makes the tree stale. */
export function learn(session: Session, news: News, expect: Expectation): Session {
  let next = session
  if (news.app) {
    const known = session.app?.metadata?.resourceVersion
    const moved =
      session.app === undefined ||
      isNewer(news.app.metadata?.resourceVersion, known) ||
      missedTree(session, news.app, expect)
    next = { ...next, app: news.app, treeStale: next.treeStale || moved }
  }
  if (news.tree) next = { ...next, tree: news.tree }
  if (news.stale) next = { ...next, treeStale: true }
  return next
}

/** A tree we read ourselves: current, whatever the app says. */
export function withTree(session: Session, tree: ResourceTree): Session {
  return { ...session, tree, treeStale: false }
}

export function withLive(session: Session, live: LiveObject | 'absent', mark: string): Session {
  return { ...session, live, liveFor: mark }
}

export function withWindows(session: Session, answer: SyncWindows | 'unavailable', at: number): Session {
  return { ...session, windows: { at, answer } }
}

export function withRelation(session: Session, revision: string, relation: RevisionRelation): Session {
  return { ...session, relations: new Map([...session.relations, [revision, relation]]) }
}

export function withChain(session: Session, chain: ChainState): Session {
  return { ...session, chain }
}

/** The revisions `app` reports (or syncs) that GitHub has not been asked about yet. */
export function unrelated(session: Session, app: Application, expected: string | undefined): string[] {
  if (expected === undefined) return []
  const op = app.status?.operationState
  const reported = [
    ...reportedRevisions(app),
    op?.syncResult?.revision ?? '',
    ...(op?.syncResult?.revisions ?? []),
    op?.operation?.sync?.revision ?? ''
  ]
  // Hydrated commits live on another branch: GitHub is asked about the dry commits they came from.
  const dry = dryRevisions(app)
  const seen = reported.map((revision) => dry.get(revision) ?? revision)
  return [...new Set(seen)].filter(
    (revision) => revision !== expected && isCommitSha(revision) && !session.relations.has(revision)
  )
}

/**
 * Judges the chain on what the session holds, at `at`; or says what to read first. The sync is
 * judged on the app alone, and only once it is done do the tree and the live object matter.
 */
export function judge(session: Session, expect: Expectation, policy: WaitPolicy, at: number): Judgement {
  const { app } = session
  if (app === undefined) return { wants: 'nothing', chain: session.chain }
  const answer = session.windows?.answer
  const windows = answer === 'unavailable' ? undefined : answer
  const base: Snapshot = { at, app, tree: undefined, live: undefined, relations: session.relations, windows }
  const chain = evaluate(expect, policy, base, session.chain)
  if (chain.steps.find((s) => s.step === 'synced')?.state !== 'done') {
    const due = windowsDue(session, chain)
    if (due !== undefined && due <= at) return { wants: 'windows' }
    return {
      wants: 'nothing',
      chain: due === undefined ? chain : { ...chain, wakeAt: Math.min(chain.wakeAt ?? due, due) }
    }
  }
  if (session.treeStale || session.tree === undefined) return { wants: 'tree' }
  const found = locate(expect, { app, tree: session.tree })
  const mark = nodeMark(found)
  if (session.live === undefined || mark !== session.liveFor) {
    const { apiGroup: group, kind, name, namespace } = found.target
    return {
      wants: 'live',
      key: found.version === undefined ? undefined : { group, kind, name, namespace, version: found.version },
      mark
    }
  }
  return {
    wants: 'nothing',
    chain: evaluate(expect, policy, { ...base, tree: session.tree, live: session.live }, session.chain)
  }
}

/**
 * An automated sync normally starts within seconds of the comparison; this long without one, a
 * sync window may hold it (Argo CD says so only in its logs).
 */
export const SYNC_OVERDUE_MS = 15_000
/** While the sync stays overdue, the windows are asked again this often (one may have opened). */
export const WINDOWS_RECHECK_MS = 60_000

/**
 * When to read the sync windows: never in the steady state, only while a sync of the expected
 * revision is overdue (at once when Argo CD's own operation says a window blocks it).
 */
function windowsDue(session: Session, chain: ChainState): number | undefined {
  const pending = chain.syncPending
  if (pending === undefined || session.windows?.answer === 'unavailable') return undefined
  const first = pending.kind === 'manual' ? pending.since : pending.since + SYNC_OVERDUE_MS
  const last = session.windows?.at
  return last === undefined || last < pending.since ? first : Math.max(first, last + WINDOWS_RECHECK_MS)
}

/**
 * Whether to ask about sync windows now that time ran out: the sync has not come, so a window
 * may be what held it, even if no sync was ever overdue (a timeout shorter than that). Not when
 * the answer is a minute old at most, nor on an Argo CD without the call.
 */
export function windowsAtTimeout(session: Session, at: number): boolean {
  if (session.app === undefined || session.windows?.answer === 'unavailable') return false
  if (session.chain.steps.find((s) => s.step === 'synced')?.state === 'done') return false
  return session.windows === undefined || at - session.windows.at >= WINDOWS_RECHECK_MS
}

/** For the timeout's message: the sentence naming the windows that hold the sync, if any do. */
export function syncHeldBy(session: Session, expect: Expectation): string | undefined {
  const answer = session.windows?.answer
  if (session.app === undefined || answer === undefined || answer === 'unavailable') return undefined
  const holding = windowsHolding(session.app, answer)
  return holding.length === 0 ? undefined : blockedMessage(holding, session.chain.revision ?? expect.revision)
}

/** The log lines for the move from `prev` to `next`: each step that moved, each new warning. */
export function progressLines(prev: ChainState, next: ChainState): string[] {
  const lines: string[] = []
  for (const step of next.steps) {
    const before = prev.steps.find((s) => s.step === step.step)
    const moved = before?.state !== step.state && step.state !== 'pending'
    // A new health while the step keeps waiting (Progressing → Degraded within the grace) is news too.
    const health = step.step === 'health' && step.state === 'waiting' && next.health !== prev.health
    if (moved || health) lines.push(`${step.step}: ${step.state}${step.detail ? ` (${step.detail})` : ''}`)
  }
  for (const warning of next.warnings) if (!prev.warnings.includes(warning)) lines.push(`Warning: ${warning}`)
  return lines
}

/**
 * The app's copy of the target's health comes from Argo CD's tree cache: when it disagrees
 * with our tree, a tree update passed us by (a stream that went deaf), so read the tree again.
 */
function missedTree(session: Session, app: Application, expect: Expectation): boolean {
  if (session.tree === undefined) return false
  const found = locate(expect, { app, tree: session.tree })
  const said = found.status?.health?.status
  return said !== undefined && found.node !== undefined && said !== found.node.health?.status
}

/** What the live object we hold was read for: while the target's node shows the same, it is current. */
function nodeMark(found: FoundResource): string {
  const { node } = found
  return [
    found.version,
    found.target.namespace,
    node?.uid,
    node?.resourceVersion,
    node?.health?.status,
    node?.health?.message
  ]
    .map((part) => part ?? '')
    .join('\n')
}
