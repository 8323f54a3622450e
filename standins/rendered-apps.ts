/**
 * The Todo web front end deployed the two ways gitops-release edits besides a plain manifest: a
 * kustomization whose `images:` entry pins the digest, and a Helm chart whose values file does.
 * The Argo CD stand-in renders both (standins/argocd/render.ts), so a release that changes only
 * the kustomization or the values file rolls out, as it would under a real Argo CD.
 */
import type { ArgoCdStandIn } from './argocd/index.js'
import { CONFIG_REPO, IMAGE } from './fixtures.js'
import type { GitHubStandIn } from './github/index.js'

export const WEB_DEPLOYMENT = 'todo-web'
export const KUSTOMIZE_DIR = 'apps/todo-web'
export const KUSTOMIZATION = `${KUSTOMIZE_DIR}/kustomization.yaml`
export const CHART_DIR = 'charts/todo-web'
export const CHART_VALUES = `${CHART_DIR}/values-dev.yaml`

/** `ghcr.io/acme/todo-api:1.4.2@sha256:…` → its parts; a reference without a tag or digest has none. */
function partsOf(image: string): { name: string; tag: string; digest: string } {
  const at = image.indexOf('@')
  const rest = at === -1 ? image : image.slice(0, at)
  const colon = rest.lastIndexOf(':')
  const tagged = colon > rest.lastIndexOf('/')
  return {
    name: tagged ? rest.slice(0, colon) : rest,
    tag: tagged ? rest.slice(colon + 1) : '',
    digest: at === -1 ? '' : image.slice(at + 1)
  }
}

/**
 * The kustomize source: a Deployment on the bare image name (kustomize supplies tag and digest)
 * and a kustomization whose `images:` entry carries what `image` says.
 */
export function kustomizeFiles(image: string): Record<string, string> {
  const { name, tag, digest } = partsOf(image)
  return {
    [`${KUSTOMIZE_DIR}/deployment.yaml`]: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${WEB_DEPLOYMENT}
spec:
  replicas: 2
  selector:
    matchLabels: {app: ${WEB_DEPLOYMENT}}
  template:
    metadata:
      labels: {app: ${WEB_DEPLOYMENT}}
    spec:
      containers:
        - name: web
          image: ${IMAGE}
          ports:
            - containerPort: 8080
`,
    [KUSTOMIZATION]: kustomization(name, tag, digest)
  }
}

/** The kustomization alone: what a release edits. */
export function kustomizationFile(image: string): Record<string, string> {
  const { name, tag, digest } = partsOf(image)
  return { [KUSTOMIZATION]: kustomization(name, tag, digest) }
}

function kustomization(name: string, tag: string, digest: string): string {
  const entry = [
    `  - name: ${IMAGE}`,
    ...(name !== IMAGE ? [`    newName: ${name}`] : []),
    ...(tag ? [`    newTag: "${tag}"`] : []),
    ...(digest ? [`    digest: ${digest}`] : [])
  ]
  return `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - deployment.yaml
images:
${entry.join('\n')}
`
}

/** The Helm source: a chart with the typical image line, defaults in values.yaml, Dev's pin in values-dev.yaml. */
export function helmFiles(image: string): Record<string, string> {
  return {
    [`${CHART_DIR}/Chart.yaml`]: `apiVersion: v2
name: ${WEB_DEPLOYMENT}
version: 0.1.0
appVersion: "1.4"
`,
    [`${CHART_DIR}/values.yaml`]: `replicaCount: 1
image:
  registry: ghcr.io
  repository: acme/todo-api
  tag: latest
  digest: ""
debug: false
`,
    [`${CHART_DIR}/templates/deployment.yaml`]: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Chart.Name }}
  namespace: {{ .Release.Namespace }}
  labels:
    app.kubernetes.io/instance: {{ .Release.Name }}
spec:
  replicas: {{ .Values.replicaCount | default "1" }}
  selector:
    matchLabels: {app: {{ .Chart.Name }}}
  template:
    metadata:
      labels: {app: {{ .Chart.Name }}}
    spec:
      containers:
        - name: web
          image: "{{ .Values.image.registry }}/{{ .Values.image.repository }}:{{ .Values.image.tag }}{{ if .Values.image.digest }}@{{ .Values.image.digest }}{{ end }}"
          {{- if .Values.debug }}
          args: ["--debug"]
          {{- end }}
          ports:
            - containerPort: 8080
`,
    ...helmValuesFile(image)
  }
}

/**
 * Dev's values file alone: what a release edits. It repeats registry and repository, because
 * gitops-release reads the one values file it edits and finds the mapping by repository.
 */
export function helmValuesFile(image: string): Record<string, string> {
  const { tag, digest } = partsOf(image)
  return {
    [CHART_VALUES]: `replicaCount: 2
image:
  registry: ghcr.io
  repository: acme/todo-api
  tag: "${tag}"
  digest: "${digest}"
`
  }
}

export interface RenderedAppOptions {
  /** The Application's name; default `todo-web` (kustomize) or `todo-web-helm`. */
  name?: string
  /** Destination namespace; default `todo`. */
  namespace?: string
  /** The operator's step; default 50 ms. */
  delayMs?: number
}

/** Adds an app syncing the kustomize source (seed it with {@link kustomizeFiles}) from the config repo. */
export async function addKustomizeApp(
  github: GitHubStandIn,
  argocd: ArgoCdStandIn,
  options: RenderedAppOptions = {}
): Promise<string> {
  const name = options.name ?? 'todo-web'
  await argocd.addApp({
    name,
    repoDir: github.repoDir(CONFIG_REPO),
    path: KUSTOMIZE_DIR,
    namespace: options.namespace ?? 'todo',
    operator: { scenario: 'healthy', delayMs: options.delayMs ?? 50 }
  })
  return name
}

/** Adds an app syncing the chart (seed it with {@link helmFiles}) with Dev's values file. */
export async function addHelmApp(
  github: GitHubStandIn,
  argocd: ArgoCdStandIn,
  options: RenderedAppOptions = {}
): Promise<string> {
  const name = options.name ?? 'todo-web-helm'
  await argocd.addApp({
    name,
    repoDir: github.repoDir(CONFIG_REPO),
    path: CHART_DIR,
    namespace: options.namespace ?? 'todo',
    helm: { valueFiles: ['values-dev.yaml'] },
    operator: { scenario: 'healthy', delayMs: options.delayMs ?? 50 }
  })
  return name
}
