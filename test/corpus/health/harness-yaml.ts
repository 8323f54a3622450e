/**
 * How Argo CD's health-check harness reads health_test.yaml and its inputs (sigs.k8s.io/yaml),
 * case by case. The unit tests hold our reader to `expected`; test/integration/health holds Go
 * (test/go-yaml/argocd-health, the harness's own decoding) to the same `expected`, so the two
 * agree through it. `expected: 'error'` means Argo CD's test fails on reading the file.
 */
export interface TestsCase {
  name: string
  text: string
  expected: { inputPath: string; status: string; message: string }[] | 'error'
}

export interface ObjectCase {
  name: string
  text: string
  /** The object as parsed and the group/kind key that picks its script. */
  expected: { object: Record<string, unknown>; key: string } | 'error'
}

const t = (inputPath: string, status = '', message = ''): { inputPath: string; status: string; message: string } => ({
  inputPath,
  status,
  message
})

export const TESTS_CASES: TestsCase[] = [
  {
    name: 'field names match case-insensitively',
    text: 'TESTS:\n- inputpath: a.yaml\n  HealthStatus:\n    STATUS: Healthy\n    Message: ok\n',
    expected: [t('a.yaml', 'Healthy', 'ok')]
  },
  {
    name: 'the long s folds to s, as in Go',
    text: 'teſts:\n- inputPath: a.yaml\n  healthStatus: {ſtatus: Healthy}\n',
    expected: [t('a.yaml', 'Healthy')]
  },
  {
    name: 'keys naming one field: the last in byte order wins (json.Marshal sorts map keys)',
    text: 'tests:\n- inputpath: d.yaml\n  InputPath: b.yaml\n  inputPath: c.yaml\n  healthStatus: {status: Healthy}\n',
    expected: [t('d.yaml', 'Healthy')]
  },
  {
    name: 'only the first document counts',
    text: 'tests:\n- inputPath: a.yaml\n  healthStatus: {status: Healthy}\n---\ntests:\n- inputPath: b.yaml\n---\n: : broken\n',
    expected: [t('a.yaml', 'Healthy')]
  },
  {
    name: 'a duplicate key keeps the last value, without merging',
    text: 'tests:\n- inputPath: a.yaml\n  healthStatus:\n    message: first\n  healthStatus:\n    status: Healthy\n',
    expected: [t('a.yaml', 'Healthy')]
  },
  {
    name: 'keys differing in case merge into one struct, and into the same list element',
    text: 'Tests:\n- inputPath: a.yaml\n  healthStatus: {status: Healthy, message: kept}\n- inputPath: z.yaml\ntests:\n- inputPath: b.yaml\n  HealthStatus: {message: null}\n',
    expected: [t('b.yaml', 'Healthy', 'kept')]
  },
  {
    name: 'a double-quoted message continued at its key’s indentation',
    text: 'tests:\n- inputPath: a.yaml\n  healthStatus:\n    status: Degraded\n    message: "Waiting for rollout:\n    2 of 3 replicas updated"\n',
    expected: [t('a.yaml', 'Degraded', 'Waiting for rollout: 2 of 3 replicas updated')]
  },
  {
    name: 'quoted scalars continued below their key, with escapes and blank lines',
    text: "tests:\n- inputPath: a.yaml\n  healthStatus:\n    status: 'it''s\nfine'\n    message: \"one\\\n  two\n\n  three\"\n",
    expected: [t('a.yaml', "it's fine", 'onetwo\nthree')]
  },
  {
    name: 'a document marker inside quotes is an error',
    text: 'tests:\n- inputPath: a.yaml\n  healthStatus:\n    message: "a\n---\nb"\n',
    expected: 'error'
  },
  {
    name: 'numbers and booleans bound for strings become text as sigs.k8s.io/yaml writes them',
    text: 'tests:\n- {inputPath: 1, healthStatus: {status: 0.1, message: 123456789.0}}\n- {inputPath: b, healthStatus: {status: 1e7, message: 0755}}\n- {inputPath: c, healthStatus: {status: yes, message: n}}\n- {inputPath: d, healthStatus: {status: .inf, message: 0x1F}}\n',
    expected: [t('1', '0.1', '1.2345679e+08'), t('b', '1e+07', '493'), t('c', 'true', 'false'), t('d', '+Inf', '31')]
  },
  { name: 'an empty file has no tests', text: '', expected: [] },
  { name: 'tests: null has no tests', text: 'tests: ~\n', expected: [] },
  { name: 'a list where a string belongs is an error', text: 'tests:\n- inputPath: [a]\n', expected: 'error' },
  { name: 'a scalar where the tests list belongs is an error', text: 'tests: 3\n', expected: 'error' },
  {
    name: 'a string where healthStatus belongs is an error',
    text: 'tests:\n- healthStatus: Healthy\n',
    expected: 'error'
  }
]

export const OBJECT_CASES: ObjectCase[] = [
  {
    name: 'a group/version apiVersion',
    text: 'apiVersion: pkg.crossplane.io/v1\nkind: Provider\nmetadata: {name: p}\n',
    expected: {
      object: { apiVersion: 'pkg.crossplane.io/v1', kind: 'Provider', metadata: { name: 'p' } },
      key: 'pkg.crossplane.io/Provider'
    }
  },
  {
    name: 'the core group is the kind alone',
    text: 'apiVersion: v1\nkind: Pod\n',
    expected: { object: { apiVersion: 'v1', kind: 'Pod' }, key: 'Pod' }
  },
  {
    name: 'an apiVersion with two slashes leaves group and kind empty',
    text: 'apiVersion: a/b/c\nkind: Pod\n',
    expected: { object: { apiVersion: 'a/b/c', kind: 'Pod' }, key: '' }
  },
  {
    name: 'field names in objects stay case-sensitive',
    text: 'APIVersion: x.io/v1\nKind: Thing\n',
    expected: { object: { APIVersion: 'x.io/v1', Kind: 'Thing' }, key: '' }
  },
  {
    // `yaml`'s YAML 1.1 schema reads 1:30 as 90 and 08 as 8; go-yaml v2 has no sexagesimals.
    name: 'plain scalars as go-yaml v2 resolves them',
    text: 'apiVersion: a.io/v1\nkind: A\nstatus:\n  at: 1:30\n  num: 08\n  b: 0b101\n  s: +12\n',
    expected: {
      object: { apiVersion: 'a.io/v1', kind: 'A', status: { at: '1:30', num: 8, b: 5, s: 12 } },
      key: 'a.io/A'
    }
  },
  {
    name: 'only the first document, duplicate keys keep the last, timestamps stay strings',
    text: 'apiVersion: a.io/v1\nkind: A\nkind: B\nstatus:\n  at: 2026-11-30T10:00:00Z\n  ok: yes\n---\nkind: C\n',
    expected: {
      object: { apiVersion: 'a.io/v1', kind: 'B', status: { at: '2026-11-30T10:00:00Z', ok: true } },
      key: 'a.io/B'
    }
  },
  {
    name: 'a quoted scalar continued at its key’s indentation',
    text: 'kind: A\nstatus:\n  message: "line one\n  line two"\n',
    expected: { object: { kind: 'A', status: { message: 'line one line two' } }, key: 'A' }
  },
  { name: 'a list is not an object', text: '- a\n', expected: 'error' },
  { name: 'NaN cannot go through JSON', text: 'kind: A\nspec: {x: .nan}\n', expected: 'error' }
]
