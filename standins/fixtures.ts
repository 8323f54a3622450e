/**
 * The Todo API's Microservice manifest and the image digests, defined once for everything that
 * needs a config repo to release into: the demo and the repo's own workflow (`world.ts`), the
 * benchmarks, the stand-ins' own tests and the test suite. Each caller picks its variant through
 * the options, so the bytes a test depends on are spelled out where it builds them.
 */

export const CONFIG_REPO = 'acme/platform-config'
export const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
export const IMAGE = 'ghcr.io/acme/todo-api'

/**
 * A valid sha256 digest that starts with the hex `prefix`, padded to 64 digits by repeating
 * `fill` (default: the prefix itself, so `digest('a1')` is `a1a1…a1`).
 */
export const digest = (prefix: string, fill = prefix): string => `sha256:${prefix.padEnd(64, fill)}`

/** Three distinct digests that read apart in logs: what runs, the release, one more. */
export const DIGEST_A = digest('46aef566', '1')
export const DIGEST_B = digest('28492db0', '2')
export const DIGEST_C = digest('9c0ffee0', '3')

export interface MicroserviceOptions {
  name?: string
  /** `metadata.namespace`; default `todo`, null for none. */
  namespace?: string | null
  /** A comment line above `apiVersion`, without its `# `. */
  comment?: string
  /** Text before everything else (directives, comments), exactly as written, line ends included. */
  prelude?: string
  apiVersion?: string
  kind?: string
  /** Lines at the end of `metadata` (labels, annotations), indented already. */
  metadata?: readonly string[]
  /** `spec.port`; default 8080. */
  port?: number
  /** Lines after `port` in `spec`, indented already. */
  spec?: readonly string[]
  /** The end of every line; default `\n`. */
  eol?: string
}

/**
 * The service team's `Microservice` for the Todo API. `image` is the text after `image: `
 * exactly as written, so quotes and a trailing comment are the caller's (see {@link pinnedByRelease}).
 */
export function microservice(image = `${IMAGE}@${DIGEST_A}`, o: MicroserviceOptions = {}): string {
  const eol = o.eol ?? '\n'
  const lines = [
    ...(o.comment === undefined ? [] : [`# ${o.comment}`]),
    `apiVersion: ${o.apiVersion ?? 'platform.example.io/v1alpha1'}`,
    `kind: ${o.kind ?? 'Microservice'}`,
    'metadata:',
    `  name: ${o.name ?? 'todo-api'}`,
    ...(o.namespace === null ? [] : [`  namespace: ${o.namespace ?? 'todo'}`]),
    ...(o.metadata ?? []),
    'spec:',
    `  image: ${image}`,
    `  port: ${o.port ?? 8080}`,
    ...(o.spec ?? [])
  ]
  return (o.prelude ?? '') + lines.join(eol) + eol
}

/** The comment a person leaves on top of the seeds' manifest. */
export const REVIEWED_BY_HAND = 'Todo API, Dev. Releases change spec.image only; everything else is reviewed by hand.'

/** `image` as a config repo pins it: quoted, with the release workflow's comment beside it. */
export const pinnedByRelease = (image: string): string => `"${image}"   # pinned by the release workflow`

/** The seeds' manifest as people keep it: a comment on top, the image pinned by the release workflow. */
export function handWritten(image: string, o: MicroserviceOptions = {}): string {
  return microservice(pinnedByRelease(image), { comment: REVIEWED_BY_HAND, ...o })
}
