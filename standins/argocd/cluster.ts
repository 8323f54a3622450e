import { randomUUID } from 'node:crypto'
import type { K8sObject, ResourceKey } from './types.js'

/** The API group of an apiVersion: "apps/v1" → "apps", "v1" → "" (core). */
export function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : ''
}

export function versionOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(apiVersion.indexOf('/') + 1) : apiVersion
}

export function keyOf(obj: K8sObject): ResourceKey {
  return {
    group: groupOf(obj.apiVersion),
    kind: obj.kind,
    namespace: obj.metadata.namespace ?? '',
    name: obj.metadata.name
  }
}

export function keyString(key: ResourceKey): string {
  return `${key.group}/${key.kind}/${key.namespace}/${key.name}`
}

/** RFC 3339 with whole seconds, as metav1.Time marshals. */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/**
 * The simulated cluster: live objects with the fields the API server owns (uid,
 * resourceVersion, generation, creationTimestamp). `metadata.generation` moves only when `spec`
 * changes, as for objects with a status subresource; status writes leave it alone.
 */
export class Cluster {
  private readonly objects = new Map<string, K8sObject>()
  /** resourceVersion source; Applications use it too, as they share one etcd with everything. */
  private revision = 1000
  private writes = 0
  private statusWrites = 0

  constructor(private readonly now: () => number) {}

  /** Counts object writes (not Application writes): compare it to know whether anything changed. */
  get version(): number {
    return this.writes
  }

  /** Counts the writes that were not status-only (everything but {@link writeStatus}). */
  get specVersion(): number {
    return this.writes - this.statusWrites
  }

  nextResourceVersion(): string {
    return String(++this.revision)
  }

  private changed(): string {
    this.writes++
    return this.nextResourceVersion()
  }

  get(key: ResourceKey): K8sObject | undefined {
    const obj = this.objects.get(keyString(key))
    return obj && structuredClone(obj)
  }

  list(): K8sObject[] {
    return [...this.objects.values()].map((o) => structuredClone(o))
  }

  /** Objects whose ownerReferences name `uid`. */
  ownedBy(uid: string): K8sObject[] {
    return this.list().filter((o) => o.metadata.ownerReferences?.some((ref) => ref.uid === uid))
  }

  /** Creates or replaces everything but status (kubectl apply); returns what happened. */
  apply(desired: K8sObject): 'created' | 'configured' | 'unchanged' {
    const key = keyString(keyOf(desired))
    const current = this.objects.get(key)
    if (!current) {
      const { status: _ignored, ...rest } = structuredClone(desired)
      this.objects.set(key, {
        ...rest,
        metadata: {
          ...rest.metadata,
          uid: randomUUID(),
          generation: 1,
          creationTimestamp: timestamp(this.now()),
          resourceVersion: this.changed()
        }
      })
      return 'created'
    }
    const { status: _ignored, metadata, ...desiredRest } = structuredClone(desired)
    const { status, metadata: currentMeta, ...currentRest } = current
    const specChanged = JSON.stringify(desiredRest['spec']) !== JSON.stringify(currentRest['spec'])
    // The API server keeps the fields it owns; everything else comes from the desired object.
    const { uid, generation, creationTimestamp, resourceVersion } = currentMeta
    const merged = {
      ...desiredRest,
      metadata: { ...metadata, uid, generation, creationTimestamp, resourceVersion },
      ...(status ? { status } : {})
    } as K8sObject
    if (specChanged) merged.metadata.generation = (currentMeta.generation ?? 1) + 1
    if (JSON.stringify(merged) === JSON.stringify(current)) return 'unchanged'
    merged.metadata.resourceVersion = this.changed()
    this.objects.set(key, merged)
    return 'configured'
  }

  /** Replaces `status` (the status subresource); a no-op when nothing changes. */
  writeStatus(key: ResourceKey, status: Record<string, unknown>): void {
    const current = this.objects.get(keyString(key))
    if (!current || JSON.stringify(current.status) === JSON.stringify(status)) return
    this.statusWrites++
    this.objects.set(keyString(key), {
      ...current,
      status: structuredClone(status),
      metadata: { ...current.metadata, resourceVersion: this.changed() }
    })
  }

  delete(key: ResourceKey): boolean {
    // Owned objects go too, as the garbage collector would remove them.
    const obj = this.objects.get(keyString(key))
    if (!obj) return false
    this.objects.delete(keyString(key))
    this.changed()
    for (const child of this.ownedBy(obj.metadata.uid ?? '')) this.delete(keyOf(child))
    return true
  }
}
