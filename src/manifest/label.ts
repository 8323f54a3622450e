/**
 * How a resource is named in logs and reports, apart from the YAML reading in resource.ts: the
 * commands name resources before their first request, and `yaml` is not needed until a manifest
 * arrives.
 */
import type { ResourceRef } from './types.js'

/**
 * A resource as people name it in logs, PRs and reports: `Microservice todo/todo-api`, with the
 * API group in front (`platform.example.io/Microservice todo/todo-api`) where kinds of several
 * groups meet, as in Argo CD's resource tree.
 */
export function resourceLabel(resource: ResourceRef, options: { readonly withGroup?: boolean } = {}): string {
  const kind = options.withGroup && resource.apiGroup !== '' ? `${resource.apiGroup}/${resource.kind}` : resource.kind
  return `${kind} ${resource.namespace ? `${resource.namespace}/` : ''}${resource.name ?? '(unnamed)'}`
}
