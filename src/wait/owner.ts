import type { ArgoCdClient } from '../argocd/client.js'
import { ArgoCdAuthError } from '../argocd/errors.js'
import type { Application } from '../argocd/types.js'
import { childApps, manages, needsTree } from './steps/children.js'
import type { TargetResource } from './target.js'

/** How many apps below an app of apps are read at most, looking for the one that manages the target. */
const MAX_CHILD_APPS = 50

export type Owner =
  /** The app itself manages the target, or manages no Applications (then the steps say the rest). */
  | { readonly kind: 'self' }
  | { readonly kind: 'child'; readonly name: string; readonly app: Application }
  /** An app of apps none of whose apps manages the target; `looked` names them. */
  | { readonly kind: 'none'; readonly looked: readonly string[] }

/**
 * Which app manages the target when `argocd-app` names an app of apps (or one whose
 * ApplicationSets generate Applications): its children are read breadth first, deeper levels
 * too. Costs nothing when the app manages the target itself, as it does in the steady state.
 */
export async function findOwner(
  argocd: Pick<ArgoCdClient, 'getApplication' | 'getResourceTree'>,
  name: string,
  app: Application,
  target: TargetResource
): Promise<Owner> {
  if (manages(app, target)) return { kind: 'self' }
  const queue = childApps(app, needsTree(app) ? await argocd.getResourceTree(name) : undefined)
  if (queue.length === 0) return { kind: 'self' }
  const seen = new Set([name])
  const looked: string[] = []
  while (queue.length > 0 && looked.length < MAX_CHILD_APPS) {
    const next = queue.shift()!
    if (seen.has(next)) continue
    seen.add(next)
    let child: Application
    try {
      child = await argocd.getApplication(next)
    } catch (error) {
      // The token need not see every sibling; one it cannot read is named, not fatal.
      if (!(error instanceof ArgoCdAuthError) || error.status !== 403) throw error
      looked.push(`${next} (not readable with this token)`)
      continue
    }
    looked.push(next)
    if (manages(child, target)) return { kind: 'child', name: next, app: child }
    queue.push(...childApps(child, undefined))
  }
  return { kind: 'none', looked }
}
