/** Shared manifests and helpers for the manifest tests. */
import type { ResourceSelector } from '../../../src/manifest/index.js'

export const OLD = `ghcr.io/acme/todo-api@sha256:${'a'.repeat(64)}`
export const NEW = `ghcr.io/acme/todo-api:1.4.2@sha256:${'b'.repeat(64)}`
export const SELECTOR: ResourceSelector = { kind: 'Microservice', apiGroup: 'platform.example.io' }

/** A Microservice as a service team writes it; `image` is the source text after `image: `. */
export function microservice(name = 'todo-api', image = OLD, extra = ''): string {
  return [
    'apiVersion: platform.example.io/v1alpha1',
    'kind: Microservice',
    'metadata:',
    `  name: ${name}`,
    '  namespace: todo',
    'spec:',
    `  image: ${image}`,
    '  port: 8080',
    extra
  ]
    .filter((l) => l !== '')
    .join('\n')
    .concat('\n')
}

export const CONFIG_MAP = `apiVersion: v1
kind: ConfigMap
metadata:
  name: todo-config
data:
  script: |
    echo start
    ---
    echo done
`
