/**
 * How a resource is named in logs and reports. The commands import it from here (it loads no
 * YAML reader); the definition lives with the Kubernetes notions in src/kube-yaml/resource.ts.
 */
export { resourceLabel } from '../kube-yaml/resource.js'
