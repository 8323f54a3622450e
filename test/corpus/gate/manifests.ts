/** Building blocks for the gate corpus: realistic manifests and digests. */

export const D = {
  a: `sha256:${'a1'.repeat(32)}`,
  b: `sha256:${'b2'.repeat(32)}`,
  c: `sha256:${'c3'.repeat(32)}`
} as const

export const REPO = 'ghcr.io/acme/todo-api'
export const MS_PATH = 'apps/todo-api/dev/microservice.yaml'

export interface MicroserviceOptions {
  /** The `spec.image` value exactly as written (quotes included). */
  image?: string
  name?: string
  namespace?: string
  /** Lines added inside `spec`, each indented by two spaces already. */
  specExtra?: string
  /** Text before `apiVersion` (comments, directives). */
  prelude?: string
  apiVersion?: string
  kind?: string
  /** Line end of every line. */
  eol?: string
}

/** A service team's `Microservice`, as in the seeds. */
export function microservice(o: MicroserviceOptions = {}): string {
  const eol = o.eol ?? '\n'
  const lines = [
    '# todo-api, environment Dev',
    `apiVersion: ${o.apiVersion ?? 'platform.example.io/v1alpha1'}`,
    `kind: ${o.kind ?? 'Microservice'}`,
    'metadata:',
    `  name: ${o.name ?? 'todo-api'}`,
    `  namespace: ${o.namespace ?? 'todo'}`,
    'spec:',
    `  image: ${o.image ?? `${REPO}:1.4.2@${D.a}`}`,
    '  port: 8080'
  ]
  const extra = o.specExtra ? o.specExtra.replace(/\n$/, '').split('\n') : []
  return (o.prelude ?? '') + [...lines, ...extra].join(eol) + eol
}

export const SERVICE = ['apiVersion: v1', 'kind: Service', 'metadata:', '  name: todo-api', '  namespace: todo', 'spec:', '  ports:', '    - port: 80', '      targetPort: 8080', ''].join('\n')

export const DEPLOYMENT = (image: string): string =>
  [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: worker',
    'spec:',
    '  template:',
    '    spec:',
    '      containers:',
    '        - name: worker',
    `          image: ${image}`,
    ''
  ].join('\n')

export const KUSTOMIZATION = ['apiVersion: kustomize.config.k8s.io/v1beta1', 'kind: Kustomization', 'resources:', '  - microservice.yaml', ''].join('\n')

export const LFS_POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${'4d7a'.repeat(16)}\nsize 12345\n`

/** UTF-16 little endian, with or without its byte order mark. */
export function utf16le(text: string, bom: boolean): Uint8Array {
  const body = Buffer.from(text, 'utf16le')
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body
}

/** The Microservice with a digest bump, as `open` writes it. */
export const BUMPED = microservice({ image: `${REPO}:1.4.2@${D.b}` })
export const BASE = microservice()
