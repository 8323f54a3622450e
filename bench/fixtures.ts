/**
 * Manifests for the benchmarks, written the way people write them by hand (and the way
 * kubectl and Helm print them): comments, aligned trailing comments, blank lines, both
 * sequence indentation styles, flow sequences, long annotation strings and block scalars.
 * These are exactly the things a parse-and-re-serialise edit rewrites, so the line counts in
 * the edit benchmark come from ordinary files, not from a file built to make YAML look bad.
 */

import { digest, handWritten, IMAGE } from '../standins/fixtures.js'

/** A distinct, valid sha256 digest per number. */
export const numbered = (n: number): string => digest(n.toString(16).padStart(8, '0'))
export const pinned = (n: number, tag?: string): string => `${IMAGE}${tag ? `:${tag}` : ''}@${numbered(n)}`

/** The small manifest of the demo: one Microservice, what `open` and the CLI usually edit. */
export function smallManifest(image: string, name = 'todo-api'): string {
  return handWritten(image, { name })
}

const LONG =
  'Owned by the platform team; page #platform-oncall before changing limits, and read the runbook at https://wiki.example.com/runbooks/platform first.'

/** One Microservice of roughly `envCount * 75` bytes: env vars, probes, a config block. */
function sizedMicroservice(name: string, image: string, envCount: number, indentSeq: boolean): string {
  const seq = indentSeq ? '  ' : ''
  const env: string[] = []
  for (let i = 0; i < envCount; i++) {
    env.push(
      `  ${seq}- name: FEATURE_${i}_ENABLED   # toggled per environment`,
      `  ${seq}  value: "${i % 2 === 0 ? 'true' : 'false'}"`
    )
  }
  return [
    `# ${name}: managed in git; see CODEOWNERS.`,
    'apiVersion: platform.example.io/v1alpha1',
    'kind: Microservice',
    'metadata:',
    `  name: ${name}`,
    '  namespace: todo',
    '  labels:',
    '    app.kubernetes.io/name: ' + name,
    '    app.kubernetes.io/part-of: todo',
    '  annotations:',
    `    description: ${LONG}`,
    '',
    'spec:',
    `  image: "${image}"   # pinned by the release workflow`,
    '  port:     8080',
    '  replicas: 2',
    '  args: ["--port", "8080", "--log-format", "json"]',
    '  env:',
    ...env,
    '  resources:',
    '    limits:   { cpu: 500m, memory: 256Mi }',
    '    requests: { cpu: 100m, memory: 128Mi }',
    '',
    '',
    '  # Probes: keep the period above the p99 latency.',
    '  probes:',
    '    readiness: { path: /healthz, periodSeconds: 5 }',
    '    liveness:  { path: /livez,   periodSeconds: 10 }',
    ''
  ].join('\n')
}

function deployment(name: string, i: number): string {
  return [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    `  name: ${name}`,
    '  namespace: todo',
    '  annotations:',
    `    description: "${LONG}"`,
    'spec:',
    '  replicas: 1',
    '  selector:',
    '    matchLabels: {app: ' + name + '}',
    '  template:',
    '    metadata:',
    '      labels: {app: ' + name + '}',
    '    spec:',
    '      containers:',
    `      - name: ${name}`,
    `        image: ghcr.io/acme/${name}:1.${i % 10}.0   # not ours to bump`,
    '        ports:',
    '        - containerPort: 8080',
    '        env:',
    '        - {name: LOG_LEVEL, value: info}',
    '        - name: DATABASE_URL',
    '          valueFrom:',
    '            secretKeyRef: {name: todo-db, key: url}',
    ''
  ].join('\n')
}

function configMap(name: string): string {
  const lines: string[] = []
  for (let i = 0; i < 30; i++)
    lines.push(`    rule_${i}: allow if request.path starts with /api/v${i % 3} and caller in [web, mobile, cli]`)
  return [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    `  name: ${name}-config`,
    '  namespace: todo',
    'data:',
    '  policy.yaml: |',
    ...lines,
    `  owner:   'platform team'`,
    ''
  ].join('\n')
}

function service(name: string): string {
  return [
    'apiVersion: v1',
    'kind: Service',
    'metadata:',
    `  name: ${name}`,
    '  namespace: todo',
    'spec:',
    '  selector: {app: ' + name + '}',
    '  ports:',
    '    - port: 80          # cluster-internal',
    '      targetPort: 8080',
    ''
  ].join('\n')
}

/**
 * A manifest of `documents` documents with exactly one Microservice named `todo-api` (the one
 * bumped), in the middle. One document is a large Microservice (tens of KB); many documents
 * cycle through Microservices, Deployments, ConfigMaps and Services of about 1-2 KB each.
 */
export function largeManifest(documents: number, image: string): string {
  if (documents === 1) return sizedMicroservice('todo-api', image, 400, false)
  const docs: string[] = []
  const target = Math.floor(documents / 2)
  for (let i = 0; i < documents; i++) {
    const name = `svc-${i}`
    if (i === target) docs.push(sizedMicroservice('todo-api', image, 40, false))
    else if (i % 4 === 0)
      docs.push(sizedMicroservice(name, `ghcr.io/acme/${name}@${numbered(1000 + i)}`, 40, i % 8 === 0))
    else if (i % 4 === 1) docs.push(deployment(name, i))
    else if (i % 4 === 2) docs.push(configMap(name))
    else docs.push(service(name))
  }
  return docs.map((d) => `---\n${d}`).join('')
}
