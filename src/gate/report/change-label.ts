import type { ImageFormat } from '../../kube-yaml/image-sites.js'
import { resourceLabel } from '../../kube-yaml/resource.js'
import type { ImageChange } from '../rule/compare.js'

/** What stands in for the resource where a kustomization or Helm values document declares none. */
export function formatLabel(format: ImageFormat): string {
  return format === 'kustomization' ? 'kustomization' : format === 'helm-values' ? 'Helm values' : 'manifest'
}

/** `Deployment todo/web containers[name=web].image`; today's `spec.image` is left implicit, as before. */
export function changeLabel(change: ImageChange): string {
  const what = change.resource === undefined ? formatLabel(change.format) : resourceLabel(change.resource)
  return change.field === 'spec.image' ? what : `${what} ${change.field}`
}
