import type { ArgoCdClient } from '../argocd/client.js'
import { ArgoCdAuthError } from '../argocd/errors.js'
import type { Application } from '../argocd/types.js'
import { appKey, childApps, childLabel, manages, needsTree, type AppRef } from './steps/children.js'
import type { TargetResource } from './target.js'

/** How many apps below an app of apps are read at most, looking for the one that manages the target. */
const MAX_CHILD_APPS = 50

export type Owner =
  /** The app itself manages the target, or manages no Applications (then the steps say the rest). */
  | { readonly kind: 'self' }
  | { readonly kind: 'child'; readonly ref: AppRef; readonly app: Application }
  /** An app of apps none of whose apps manages the target; `looked` names them. */
  | { readonly kind: 'none'; readonly looked: readonly string[] }

/**
 * Which app manages the target when `argocd-app` names an app of apps (or one whose
 * ApplicationSets generate Applications): its children are read breadth first, deeper levels
 * too, each in its own namespace (apps in any namespace). Costs nothing when the app manages the
 * target itself, as it does in the steady state.
 */
export async function findOwner(
  argocd: Pick<ArgoCdClient, 'getApplication' | 'getResourceTree'>,
  parent: AppRef,
  app: Application,
  target: TargetResource
): Promise<Owner> {
  if (manages(app, target)) return { kind: 'self' }
  const tree = needsTree(app)
    ? await argocd.getResourceTree(parent.name, { appNamespace: parent.namespace })
    : undefined
  const queue = childApps(app, tree)
  if (queue.length === 0) return { kind: 'self' }
  const home = parent.namespace ?? app.metadata?.namespace
  const seen = new Set([appKey(parent), appKey({ name: parent.name, namespace: home })])
  const looked: string[] = []
  while (queue.length > 0 && looked.length < MAX_CHILD_APPS) {
    const next = queue.shift()!
    if (seen.has(appKey(next))) continue
    seen.add(appKey(next))
    const label = childLabel(next, home)
    let child: Application
    try {
      child = await argocd.getApplication(next.name, { appNamespace: next.namespace })
    } catch (error) {
      // The token need not see every sibling; one it cannot read is named, not fatal.
      if (!(error instanceof ArgoCdAuthError) || error.status !== 403) throw error
      looked.push(`${label} (not readable with this token)`)
      continue
    }
    looked.push(label)
    if (manages(child, target)) return { kind: 'child', ref: next, app: child }
    queue.push(...childApps(child, undefined))
  }
  return { kind: 'none', looked }
}
