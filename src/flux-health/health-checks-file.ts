import { parseAllDocuments } from 'yaml'
import type { HealthCheckEntry } from './evaluate.js'

/**
 * The `healthCheckExprs` a Flux suite tests, read from the file its test names: a Kustomization
 * (kustomize.toolkit.fluxcd.io) or HelmRelease (helm.toolkit.fluxcd.io) with
 * `spec.healthCheckExprs`, among any other documents, or a file of expressions: a list of entries
 * or a mapping with a `healthCheckExprs` list. Several Kustomizations or HelmReleases with
 * expressions in one file need `name` to say which.
 */

const OWNERS = new Set(['kustomize.toolkit.fluxcd.io/Kustomization', 'helm.toolkit.fluxcd.io/HelmRelease'])

export interface HealthChecksSource {
  entries: HealthCheckEntry[]
  /** `Kustomization/decision-models`, or `a list of expressions`. */
  from: string
}

export function readHealthChecks(text: string, name?: string): HealthChecksSource {
  const docs = parseAllDocuments(text, { version: '1.1', uniqueKeys: false })
  const values: unknown[] = []
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const error = doc.errors[0]
    if (error) throw new Error(error.message.split('\n')[0])
    values.push(doc.toJS({ maxAliasCount: -1 }))
  }
  const owners = values.filter(isOwner)
  if (owners.length > 0) {
    const named = name === undefined ? owners : owners.filter((o) => metadataName(o) === name)
    const withExprs = named.filter((o) => Array.isArray(spec(o)['healthCheckExprs']))
    const labels = owners.map((o) => `${String(o['kind'])}/${metadataName(o)}`).join(', ')
    if (withExprs.length === 0)
      throw new Error(
        name === undefined
          ? `no Kustomization or HelmRelease in it has spec.healthCheckExprs (found ${labels})`
          : `no Kustomization or HelmRelease named ${JSON.stringify(name)} with spec.healthCheckExprs (found ${labels})`
      )
    if (withExprs.length > 1)
      throw new Error(`it holds several objects with spec.healthCheckExprs (${labels}): add name: to say which`)
    const owner = withExprs[0] as Record<string, unknown>
    return {
      entries: entriesOf(spec(owner)['healthCheckExprs'], 'spec.healthCheckExprs'),
      from: `${String(owner['kind'])}/${metadataName(owner)}`
    }
  }
  if (values.length !== 1)
    throw new Error('it holds neither a Kustomization nor a HelmRelease, nor one list of expressions')
  const only = values[0]
  if (Array.isArray(only)) return { entries: entriesOf(only, 'the list'), from: 'a list of expressions' }
  if (isRecord(only) && Array.isArray(only['healthCheckExprs']))
    return { entries: entriesOf(only['healthCheckExprs'], 'healthCheckExprs'), from: 'a list of expressions' }
  throw new Error(
    'it holds neither a Kustomization nor a HelmRelease with spec.healthCheckExprs, nor a list of expressions'
  )
}

function entriesOf(list: unknown, where: string): HealthCheckEntry[] {
  if (!Array.isArray(list)) throw new Error(`${where} must be a list`)
  return list.map((item: unknown, i) => {
    const at = `${where}[${i}]`
    if (!isRecord(item)) throw new Error(`${at} must be a mapping with apiVersion, kind and current`)
    const text = (field: string, required: boolean): string | undefined => {
      const value = item[field]
      if (value === undefined || value === null) {
        if (required) throw new Error(`${at}.${field} is required`)
        return undefined
      }
      if (typeof value !== 'string') throw new Error(`${at}.${field} must be a string`)
      return value
    }
    const kind = text('kind', false)
    const failed = text('failed', false)
    const inProgress = text('inProgress', false)
    return {
      apiVersion: text('apiVersion', true) as string,
      current: text('current', false) ?? '',
      ...(kind !== undefined ? { kind } : {}),
      ...(failed !== undefined ? { failed } : {}),
      ...(inProgress !== undefined ? { inProgress } : {})
    }
  })
}

function isOwner(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || typeof value['apiVersion'] !== 'string' || typeof value['kind'] !== 'string') return false
  return OWNERS.has(`${value['apiVersion'].split('/')[0]}/${value['kind']}`)
}

function spec(owner: Record<string, unknown>): Record<string, unknown> {
  return isRecord(owner['spec']) ? owner['spec'] : {}
}

function metadataName(owner: Record<string, unknown>): string {
  const metadata = owner['metadata']
  return isRecord(metadata) && typeof metadata['name'] === 'string' ? metadata['name'] : '(no name)'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
