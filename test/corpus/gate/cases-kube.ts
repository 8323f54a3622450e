/**
 * Issues 15 and 24: where Kubernetes' own reading (apimachinery's splitter, JSON sniffing,
 * sigs.k8s.io/yaml) and other YAML readers part ways, what Argo CD cannot apply at all, and the
 * benign files the gate used to refuse. A document the PR leaves byte for byte alone is not
 * judged, whatever it holds: it means the same to the cluster before and after (if Kubernetes
 * cannot read it, the file failed to sync before the PR too, and `wait` reports that).
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
/** A ConfigMap whose data block is `data` (indented lines). */
const CONFIG_MAP = (data: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n${data}`

/**
 * Constructs Kubernetes cannot read (or reads its own way), each in a document the PR leaves
 * byte for byte alone: the digest bump in the next document is accepted, as the PR changes
 * nothing else Kubernetes reads.
 */
function unchangedButUnreadable(): CorpusCase[] {
  const cases: [string, string][] = [
    ['the YAML 1.2 escape \\/', CONFIG_MAP('  url: "https:\\/\\/example.com"\n')],
    ['a bare scalar', 'just some text\n'],
    ['a list', '- apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: c}\n'],
    ['a "...#x" document', '...#x\n'],
    ['a "...#x" line', CONFIG_MAP('  a: "1"\n...#x\n')],
    ['no apiVersion', 'kind: ConfigMap\nmetadata:\n  name: c\n'],

    ['a line starting with ": x"', CONFIG_MAP('  a: "1"\n: x\n')],
    ['a multi-line key in a flow mapping', CONFIG_MAP('  limits: {cpu\n    max: 1}\n')],
    ['a value of .inf', CONFIG_MAP('  ratio: .inf\n')],
    ['an escaped surrogate', CONFIG_MAP('  a: "\\ud800"\n')],
    ['a merge of a scalar', CONFIG_MAP('  a: &a 1\n  b:\n    <<: *a\n')],
    ['a key past int64', CONFIG_MAP('  9223372036854775808: x\n')]
  ]
  return cases.map(([what, other]) => ({
    name: `${what} in another document, unchanged`,
    threat: 'left alone: not judged',
    ...both((image) => `${other}---\n${microservice({ image })}`),
    expect: 'accept'
  }))
}

/** `? # c` is a null key to Go, in a document the PR does not change. */
const NULL_EXPLICIT_KEY: CorpusCase = {
  name: 'a null key "? # c" in another document, unchanged',
  threat: 'left alone: not judged',
  ...both((image) => `${CONFIG_MAP('  ? # c\n  : x\n')}---\n${microservice({ image })}`),
  expect: 'accept'
}

export const KUBE_CASES: CorpusCase[] = [
  {
    name: '"?kind" in a flow mapping is a second kind to Go',
    threat: 'explicit keys',
    ...both(
      (image) =>
        `# todo-api\n{apiVersion: ${GROUP}, kind: Microservice, ?kind: Secret, metadata: {name: todo-api, namespace: todo}, spec: {image: ${image}}}\n`
    ),
    expect: ['outside-subset'],
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
    expect: ['outside-subset']
  },
  {
    name: 'a "---#" line is a document boundary to Kubernetes only',
    threat: 'document boundaries',
    ...both(
      (image) =>
        `apiVersion: ${GROUP}\nkind: Microservice\nmetadata: {name: todo-api, namespace: todo}\n---#: x\nspec:\n  image: ${image}\n`
    ),
    expect: ['outside-subset'],
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
    expect: ['outside-subset']
  },
  {
    name: 'a top-level items list in block style is applied instead of the object',
    threat: 'lists',
    ...both((image) =>
      microservice({ image }).replace(
        'spec:\n',
        'items:\n  - apiVersion: v1\n    kind: Secret\n    metadata:\n      name: x\nspec:\n'
      )
    ),
    expect: ['list-items']
  },
  {
    // Kubernetes before 1.33 fails on it; 1.33 and later read it as YAML once the JSON fails.
    name: 'a flow mapping at the root is read as JSON',
    threat: 'JSON manifests',
    ...both(
      (image) =>
        `{apiVersion: ${GROUP}, kind: Microservice, metadata: {name: todo-api, namespace: todo}, spec: {image: ${image}}}\n`
    ),
    expect: ['outside-subset']
  },
  {
    name: 'a document without kind',
    threat: 'unreadable by Argo CD',
    ...both((image) => microservice({ image }).replace('kind: Microservice\n', '')),
    expect: ['argocd-unreadable']
  },
  {
    name: 'another document without kind, unchanged',
    threat: 'left alone: not judged',
    ...both((image) => `data:\n  a: "1"\n---\n${microservice({ image })}`),
    expect: 'accept'
  },
  {
    name: 'a line starting with ": x" is a null key',
    threat: 'outside the subset',
    ...both((image) => microservice({ image, specExtra: ': x' })),
    expect: ['outside-subset']
  },
  {
    name: 'the YAML 1.2 escape \\/',
    threat: 'outside the subset',
    ...both((image) => microservice({ image, specExtra: '  url: "https:\\/\\/example.com"' })),
    expect: ['outside-subset']
  },
  {
    name: 'a multi-line key in a flow mapping',
    threat: 'outside the subset',
    ...both((image) => microservice({ image, specExtra: '  limits: {cpu\n    max: 1}' })),
    expect: ['outside-subset']
  },
  ...unchangedButUnreadable(),
  NULL_EXPLICIT_KEY,
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
    name: 'a merge of an anchored mapping, duplicate keys and ... in another document',
    threat: 'strict only where it matters',
    ...both(
      (image) =>
        `${CONFIG_MAP('  defaults: &d {level: info, format: json}\n  app:\n    <<: *d\n    level: debug\n    level: warn\n')}...\n---\n${microservice({ image })}`
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
    threat: 'left alone: not judged',
    ...both((image) => `%YAML 1.1\n---\n${SERVICE}---\n${microservice({ image })}`),
    expect: 'accept'
  }
]
