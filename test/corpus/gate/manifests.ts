/** Building blocks for the gate corpus: realistic manifests and digests. */
import {
  digest,
  IMAGE,
  microservice as manifest,
  type MicroserviceOptions as ManifestOptions
} from '../../../standins/fixtures.js'

export { IMAGE as REPO, MANIFEST as MS_PATH } from '../../../standins/fixtures.js'

export const D = { a: digest('a1'), b: digest('b2'), c: digest('c3') } as const

export interface MicroserviceOptions extends Pick<
  ManifestOptions,
  'name' | 'namespace' | 'prelude' | 'apiVersion' | 'kind' | 'eol'
> {
  /** The `spec.image` value exactly as written (quotes included). */
  image?: string
  /** Lines added inside `spec`, each indented by two spaces already. */
  specExtra?: string
}

/** A service team's `Microservice`, as in the seeds. */
export function microservice(o: MicroserviceOptions = {}): string {
  const { image = `${IMAGE}:1.4.2@${D.a}`, specExtra, ...rest } = o
  return manifest(image, {
    comment: 'todo-api, environment Dev',
    ...rest,
    spec: specExtra ? specExtra.replace(/\n$/, '').split('\n') : []
  })
}

export const SERVICE = [
  'apiVersion: v1',
  'kind: Service',
  'metadata:',
  '  name: todo-api',
  '  namespace: todo',
  'spec:',
  '  ports:',
  '    - port: 80',
  '      targetPort: 8080',
  ''
].join('\n')

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

export const KUSTOMIZATION = [
  'apiVersion: kustomize.config.k8s.io/v1beta1',
  'kind: Kustomization',
  'resources:',
  '  - microservice.yaml',
  ''
].join('\n')

export const LFS_POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${'4d7a'.repeat(16)}\nsize 12345\n`

/** UTF-16 little endian, with or without its byte order mark. */
export function utf16le(text: string, bom: boolean): Uint8Array {
  const body = Buffer.from(text, 'utf16le')
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body
}

/** The Microservice with a digest bump, as `open` writes it. */
export const BUMPED = microservice({ image: `${IMAGE}:1.4.2@${D.b}` })
export const BASE = microservice()
