/**
 * Issue 15: where Kubernetes' own reading (apimachinery's splitter, JSON sniffing,
 * sigs.k8s.io/yaml) and the `yaml` package part ways in a file already on the base branch, what
 * Argo CD cannot apply at all, and the benign files the gate used to refuse.
 */
import type { CorpusCase, Tree } from './cases.js'
import { BASE, BUMPED, D, MS_PATH, REPO, SERVICE, microservice } from './manifests.js'

const OLD = `${REPO}:1.4.2@${D.a}`
const NEW = `${REPO}:1.4.2@${D.b}`
/** The same file in base and head but for the digest: what a base-branch problem looks like. */
const both = (make: (image: string) => string): { base: Tree; head: Tree } => ({
  base: { [MS_PATH]: make(OLD) },
  head: { [MS_PATH]: make(NEW) }
})
const GROUP = 'platform.example.io/v1alpha1'

export const KUBE_CASES: CorpusCase[] = [
  {
    name: '"?kind" in a flow mapping is a second kind to Go',
    threat: 'explicit keys',
    ...both(
      (image) =>
        `# todo-api\n{apiVersion: ${GROUP}, kind: Microservice, ?kind: Secret, metadata: {name: todo-api, namespace: todo}, spec: {image: ${image}}}\n`
    ),
    expect: ['explicit-key'],
    differential: 'go-only'
  },
  {
    name: 'explicit key in a block mapping',
    threat: 'explicit keys',
    ...both((image) => microservice({ image, specExtra: '  ? replicas\n  : 3' })),
    expect: ['explicit-key']
  },
  {
    name: 'keys Go merges: 1 and 1.00000001',
    threat: 'keys Go merges',
    ...both((image) => microservice({ image, specExtra: '  weights: {1: canary, 1.00000001: stable}' })),
    expect: ['duplicate-key']
  },
  {
    name: 'a "---#" line is a document boundary to Kubernetes only',
    threat: 'document boundaries',
    ...both(
      (image) =>
        `apiVersion: ${GROUP}\nkind: Microservice\nmetadata: {name: todo-api, namespace: todo}\n---#: x\nspec:\n  image: ${image}\n`
    ),
    expect: ['argocd-unreadable'],
    differential: 'go-only'
  },
  {
    name: 'a "---x" line makes the file unreadable to Kubernetes',
    threat: 'document boundaries',
    ...both((image) => `${microservice({ image })}---x: 1\n`),
    expect: ['argocd-unreadable']
  },
  {
    name: 'a top-level items list is applied instead of the object',
    threat: 'lists',
    ...both((image) =>
      microservice({ image }).replace(
        'spec:\n',
        'items:\n  - {apiVersion: v1, kind: Secret, metadata: {name: x}}\nspec:\n'
      )
    ),
    expect: ['list-items']
  },
  {
    name: 'a flow mapping at the root is read as JSON',
    threat: 'unreadable by Argo CD',
    ...both(
      (image) =>
        `{apiVersion: ${GROUP}, kind: Microservice, metadata: {name: todo-api, namespace: todo}, spec: {image: ${image}}}\n`
    ),
    expect: ['argocd-unreadable']
  },
  {
    name: 'a document without kind',
    threat: 'unreadable by Argo CD',
    ...both((image) => microservice({ image }).replace('kind: Microservice\n', '')),
    expect: ['argocd-unreadable']
  },
  {
    name: 'another document without kind, unchanged',
    threat: 'unreadable by Argo CD',
    ...both((image) => `data:\n  a: "1"\n---\n${microservice({ image })}`),
    expect: ['argocd-unreadable']
  },
  {
    name: 'a line starting with ": x" is a null key',
    threat: 'unreadable by Argo CD',
    ...both((image) => microservice({ image, specExtra: ': x' })),
    expect: ['argocd-unreadable']
  },
  {
    name: 'the YAML 1.2 escape \\/',
    threat: 'unreadable by Argo CD',
    ...both((image) => microservice({ image, specExtra: '  url: "https:\\/\\/example.com"' })),
    expect: ['argocd-unreadable']
  },
  {
    name: 'a multi-line key in a flow mapping',
    threat: 'unreadable by Argo CD',
    ...both((image) => microservice({ image, specExtra: '  limits: {cpu\n    max: 1}' })),
    expect: ['argocd-unreadable']
  },
  {
    name: 'anchors and aliases in another document',
    threat: 'strict only where it matters',
    ...both(
      (image) =>
        `${SERVICE.replace('port: 80', 'port: &p 80').replace('targetPort: 8080', 'targetPort: *p')}---\n${microservice({ image })}`
    ),
    expect: 'accept'
  },
  {
    name: '... ending another document',
    threat: 'strict only where it matters',
    ...both((image) => `${SERVICE}...\n---\n${microservice({ image })}`),
    expect: 'accept'
  },
  {
    name: 'an emoji with its variation selector in an annotation',
    threat: 'characters parsers agree on',
    ...both((image) =>
      microservice({ image }).replace('spec:\n', '  annotations:\n    team: "\u2764\ufe0f platform"\nspec:\n')
    ),
    expect: 'accept'
  },
  {
    name: 'bidi override in a comment already in base',
    threat: 'characters parsers agree on',
    ...both((image) => microservice({ image, specExtra: '  # \u202Eadmin only\u202C' })),
    expect: 'accept'
  },
  {
    name: 'byte order mark at the start of both versions',
    threat: 'characters parsers agree on',
    base: { [MS_PATH]: `\uFEFF${BASE}` },
    head: { [MS_PATH]: `\uFEFF${BUMPED}` },
    expect: 'accept'
  },
  {
    name: 'CRLF and LF line ends in one file',
    threat: 'characters parsers agree on',
    ...both((image) => `${SERVICE}---\n${microservice({ image, eol: '\r\n' })}`),
    expect: 'accept'
  },
  {
    name: 'directive before another document',
    threat: '%YAML directives',
    ...both((image) => `%YAML 1.1\n---\n${SERVICE}---\n${microservice({ image })}`),
    expect: ['directive']
  }
]
