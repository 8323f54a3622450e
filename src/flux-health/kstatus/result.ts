/** What kstatus computes, and the helpers its generic and per-kind rules share. */

export type KstatusStatus = 'InProgress' | 'Failed' | 'Current' | 'Terminating'

export interface KstatusCondition {
  type: string
  status: string
  reason: string
  message: string
}

export interface KstatusResult {
  status: KstatusStatus
  message: string
  /** Which of kstatus's rules decided, in words: `Ready condition`, `apps/Deployment rules`. */
  rule: string
  /** The standard conditions kstatus computes (Reconciling or Stalled), as its tests check them. */
  conditions: KstatusCondition[]
}

/** Where kstatus returns an error; Flux then records the object Unknown and keeps waiting. */
export class KstatusError extends Error {
  override name = 'KstatusError'
}

export interface KstatusOptions {
  /** For a Pod's 15 s scheduling window. */
  now: () => number
}

/**
 * GetObjectWithConditions: `status.conditions` decoded into kstatus's struct by apimachinery's
 * unstructured converter, which fails on a type it cannot convert (a condition that is not a
 * mapping, a field that is not a string) and reads null as empty.
 */
export function conditionsOf(obj: Record<string, unknown>): KstatusCondition[] {
  const status = obj['status']
  if (status === undefined || status === null) return []
  if (typeof status !== 'object' || Array.isArray(status)) throw new KstatusError('cannot restore struct from status')
  const list = (status as Record<string, unknown>)['conditions']
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) throw new KstatusError('cannot restore slice from status.conditions')
  return list.map((item: unknown, i) => {
    if (item === null) return { type: '', status: '', reason: '', message: '' }
    if (typeof item !== 'object' || Array.isArray(item))
      throw new KstatusError(`cannot restore struct from status.conditions[${i}]`)
    const field = (name: string): string => {
      const value = (item as Record<string, unknown>)[name]
      if (value === undefined || value === null) return ''
      if (typeof value !== 'string') throw new KstatusError(`cannot convert status.conditions[${i}].${name} to string`)
      return value
    }
    return { type: field('type'), status: field('status'), reason: field('reason'), message: field('message') }
  })
}

export function inProgress(reason: string, message: string): Omit<KstatusResult, 'rule'> {
  return { status: 'InProgress', message, conditions: [{ type: 'Reconciling', status: 'True', reason, message }] }
}

export function failed(reason: string, message: string): Omit<KstatusResult, 'rule'> {
  return { status: 'Failed', message, conditions: [{ type: 'Stalled', status: 'True', reason, message }] }
}

/** `group/Kind`, or `Kind` for the core group, from apiVersion and kind as unstructured reads them. */
export function groupKindKey(obj: Record<string, unknown>): string {
  const { group, kind } = groupKind(obj)
  return group === '' ? kind : `${group}/${kind}`
}

/** schema.FromAPIVersionAndKind: `group/version` or `version`; a malformed apiVersion leaves the group empty. */
export function groupKind(obj: Record<string, unknown>): { group: string; kind: string } {
  const apiVersion = typeof obj['apiVersion'] === 'string' ? obj['apiVersion'] : ''
  const kind = typeof obj['kind'] === 'string' ? obj['kind'] : ''
  const parts = apiVersion.split('/')
  return { group: parts.length === 2 ? (parts[0] ?? '') : '', kind }
}
