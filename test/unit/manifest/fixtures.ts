/** Shared manifests and helpers for the manifest tests. */
import type { ResourceSelector } from '../../../src/manifest/index.js'
import { digest, IMAGE, microservice as manifest } from '../../../standins/fixtures.js'

export const OLD = `${IMAGE}@${digest('a')}`
export const NEW = `${IMAGE}:1.4.2@${digest('b')}`
export const SELECTOR: ResourceSelector = { kind: 'Microservice', apiGroup: 'platform.example.io' }

/** A Microservice as a service team writes it; `image` is the source text after `image: `, `extra` lines end `spec`. */
export function microservice(name = 'todo-api', image = OLD, extra = ''): string {
  return manifest(image, { name, spec: extra === '' ? [] : [extra] })
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
