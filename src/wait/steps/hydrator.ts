import type { Application } from '../../argocd/types.js'

/**
 * With the Source Hydrator Argo CD syncs hydrated commits (on another branch) rendered from dry
 * commits (the ones merged): each hydrated SHA it reports stands for the dry SHA the hydrator
 * recorded for it (`status.sourceHydrator`), and that one is what relates to the expected commit.
 */
export function dryRevisions(app: Application): ReadonlyMap<string, string> {
  const map = new Map<string, string>()
  if (app.spec?.sourceHydrator === undefined) return map
  const { currentOperation: current, lastSuccessfulOperation: last } = app.status?.sourceHydrator ?? {}
  for (const op of [last, current?.phase === 'Hydrated' ? current : undefined]) {
    if (op?.hydratedSHA && op.drySHA) map.set(op.hydratedSHA, op.drySHA)
  }
  return map
}

/** While the hydrator works on (or failed on) a dry commit, what to show in the synced step. */
export function hydrating(app: Application): string {
  const current = app.status?.sourceHydrator?.currentOperation
  if (app.spec?.sourceHydrator === undefined || current === undefined || current.phase === 'Hydrated') return ''
  const dry = current.drySHA ? ` ${current.drySHA.slice(0, 7)}` : ''
  return `; the Source Hydrator is ${current.phase === 'Failed' ? 'failing on' : 'hydrating'}${dry}${current.message ? ` (${current.message})` : ''}`
}
