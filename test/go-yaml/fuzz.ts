/**
 * Inputs for the Go differential of the YAML subset (test/integration/gate/go-subset.test.ts):
 * a seeded random source, realistic documents, a generator of the constructs the subset takes,
 * mutations, and the subset's own view of a file as JSON.
 */
import { readDocument } from '../../src/kube-yaml/document.js'
import { goValue, type GoJson } from '../../src/kube-yaml/nodes.js'
import type { Refusal } from '../../src/kube-yaml/refusal.js'
import { hasContent, splitLikeKubernetes, type KubeChunk } from '../../src/kube-yaml/split.js'
import { SERVICE } from '../corpus/gate/manifests.js'

/** mulberry32: the same inputs on every run. */
export function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  labels: {app: c, tier: "web"}\n'
export const SEEDS = [
  SERVICE,
  `${CM}  annotations:\n    note: 'it''s fine' # why\ndata:\n  policy.yaml: |\n    rule: allow if x in [a, b]\n\n    # not a comment to YAML\n  script: >-\n    echo "hi"\n\n      indented\n    done\n  keep: |+\n    kept\n\n  list: ["a", b, -1, 0x1F, 010, 1e3, yes, ~]\n`,
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: worker\nspec:\n  template:\n    spec:\n      containers:\n      - name: worker\n        args:\n        - --port\n        - "8080"\n        - until nc -z db; do sleep 2;\n          done;\n        env:\n        - {name: LOG_LEVEL, value: info}\n        - name: URL\n          value: https://example.com/a?b=c\n      - - nested\n        - {}\n',
  `${CM}base: &base\n  a: 1\n  b: two\nlist: &l [1, 2]\ns: &s text\nx:\n  <<: *base\n  c: *s\n  d: *l\n  e:\n  - &n\n    k: v\n  - *n\ny:\n  !!merge <<: *base\n  a: 3\n`,
  `${CM}data:\n  long: this value\n    goes on\n\n    and on\n  quoted: "one\n    two \\u0041 \\U0001F510 \\\n    three\\ttab"\n  single: 'a\n\n    b'\n  args: [\n    "--a", "b",\n    # note\n    c,\n  ]\n  next:\n    {}\n  empty:\n  url: http://x:80/y\n  time: 12:30:00\n  when: 2001-12-14\n...\n# after the end\n`,
  'apiVersion: v1\r\nkind: Secret\r\nmetadata:\r\n  name: s\r\nstringData:\r\n  a: |\r\n    x\r\n    y\r\n  b: "c\r\n    d"\r\n',
  '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "metadata": {"name": "j"},\n  "data": {"a": "b\\u00e9", "n": 1.5e3, "t": true, "z": null, "l": [1, "x"]}\n}\n'
]

const TOKENS = [
  ':',
  ': ',
  ' #',
  '#',
  '-',
  '- ',
  '?',
  '? ',
  '[',
  ']',
  '{',
  '}',
  ',',
  ', ',
  '"',
  "'",
  '\\',
  '\\/',
  '\\u',
  '\\ud800',
  '\\x41',
  '\\u0041',
  '\\ ',
  '&a ',
  '*a',
  '*base',
  '&b ',
  '*b',
  '!',
  '!!int ',
  '!!merge ',
  '|',
  '>',
  '|-',
  '|+',
  '|2',
  '.inf',
  '-.Inf',
  '.NaN',
  'null',
  '~',
  'y',
  'on',
  'No',
  '\t',
  ' ',
  '  ',
  '    ',
  '...',
  '---',
  '%',
  '@',
  '`',
  '<<',
  '<<: *base',
  'kind',
  'apiVersion',
  '9223372036854775808',
  '0x1F',
  '1e3',
  '010',
  '08',
  '1_000',
  '2001-12-14',
  '\n',
  '\n  ',
  '\n- ',
  '\n#',
  '\r\n',
  'a',
  'x: y',
  '\uFEFF',
  '\u00e9',
  '\u200b',
  '"a\n b"',
  "'a''b'",
  '[a, b]',
  '{a: b}',
  ':x',
  '?x',
  'a:b',
  '  - x',
  '\n...\n',
  '\n---\n',
  '\n--- #c\n',
  '\n---#x\n',
  '\n---x\n',
  '\n\n'
]

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!
}

/**
 * A random document of the constructs the subset takes, nested, with the spacing that decides
 * how scalars fold: multi-line plain and quoted scalars over blank lines, block scalars with
 * every chomping, more-indented and blank lines, flow collections over lines, compact
 * sequences, anchors, aliases and merges. Mutated afterwards, it probes the subset's edges.
 */
export function generated(next: () => number): string {
  const lines = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: g']
  const anchors: string[] = []
  let names = 0
  const sp = (n: number): string => ' '.repeat(n)
  const word = (): string =>
    pick(next, [
      'a',
      'b c',
      'x-y',
      '1',
      '0x1F',
      '010',
      '1.5',
      'yes',
      'No',
      '~',
      'null',
      '',
      '2001-12-14',
      'a#b',
      'a: b',
      'x:y',
      '-z',
      ':9411',
      '"q"',
      "it's",
      '日本',
      'é'
    ])
  const spelled = (word: string): string => {
    const r = next()
    return r < 0.1 ? `"${word}"` : r < 0.2 ? `'${word}'` : word
  }
  // Mostly keys the subset takes, each once; now and then one YAML 1.1 reads as another type,
  // or one the mapping already has (plain or quoted, the same key to Kubernetes).
  const key = (mine: string[]): string => {
    if (next() < 0.05) return pick(next, ['on', '1', 'n', '~'])
    if (mine.length > 0 && next() < 0.03) return spelled(pick(next, mine))
    const word = `${pick(next, ['k', 'app.kubernetes.io/name', '.dot', '-x', 'x_y'])}${names++}`
    mine.push(word)
    return spelled(word)
  }
  const plain = (indent: number): string[] => {
    const out = [
      pick(next, ['text', 'one two', 'a-b', 'v1.2', 'http://x/y', '--flag=1', '$(VAR)', '[a]', 'x ]', '}}x'])
    ]
    for (let n = Math.floor(next() * 3); n > 0; n--) {
      if (next() < 0.3) out.push(sp(Math.floor(next() * 3)))
      out.push(
        `${sp(indent + 1 + Math.floor(next() * 3))}${pick(next, ['more', 'and - more', '- x', '#nope', 'a # c', 'k: v', '[b]', '"q"'])}`
      )
    }
    return out
  }
  const quoted = (indent: number): string[] => {
    const q = next() < 0.5 ? '"' : "'"
    const body =
      q === '"'
        ? ['a', '\\"', '\\\\', '\\n', '\\t', '\\ ', '\\u00e9', '\\U0001F510', 'b  c', ' ']
        : ['a', "''", 'b  c', ' ']
    const out = [`${q}${pick(next, body)}${pick(next, body)}`]
    for (let n = Math.floor(next() * 3); n > 0; n--) {
      if (next() < 0.3) out.push(sp(Math.floor(next() * 4)))
      const escapedBreak = q === '"' && next() < 0.3 ? '\\' : ''
      out[out.length - 1] += pick(next, ['', ' ', '  ']) + escapedBreak
      out.push(`${sp(indent + 1 + Math.floor(next() * 3))}${pick(next, body)}${pick(next, body)}`)
    }
    out[out.length - 1] += q
    return out
  }
  const block = (indent: number): string[] => {
    const out = [`${pick(next, ['|', '>'])}${pick(next, ['', '-', '+'])}${pick(next, ['', ' # c'])}`]
    const base = indent + 1 + Math.floor(next() * 3)
    for (let n = 1 + Math.floor(next() * 5); n > 0; n--) {
      const r = next()
      if (r < 0.2) out.push(sp(Math.floor(next() * (base + 2))))
      else if (r < 0.4) out.push(`${sp(base + 1 + Math.floor(next() * 2))}${pick(next, ['more', ' x', '# c'])}`)
      else if (r < 0.45) out.push(`${sp(base)}tab\there`)
      else out.push(`${sp(base)}${pick(next, ['line', 'two words', '# not a comment', '---x', 'k: v'])}`)
    }
    if (next() < 0.4) out.push('', sp(Math.floor(next() * base)))
    return out
  }
  // Flow mappings draw their keys from a few, so many repeat one (`{image: a, image: b}`), now
  // and then one YAML 1.1 reads as another type; an item may itself be a flow collection.
  const flowKey = (): string =>
    next() < 0.03 ? pick(next, ['on', 'y', '1', '~']) : pick(next, ['a', 'b', 'name', 'image', 'c', '"a"', "'image'"])
  const nested = (): string =>
    next() < 0.5 ? `{${flowKey()}: 1, ${flowKey()}: x}` : `[${pick(next, ['1', 'x', '{a: 1}', '[]'])}]`
  const flow = (indent: number): string[] => {
    const map = next() < 0.4
    const items = Array.from({ length: Math.floor(next() * 4) }, () =>
      map
        ? `${flowKey()}: ${next() < 0.05 ? nested() : pick(next, ['1', 'x', '"y z"', "'w'", 'p:q'])}`
        : next() < 0.05
          ? nested()
          : pick(next, ['1', 'x', '"y, z"', "'w'", 'p:q', 'a b', '-1'])
    )
    if (next() < 0.6) return [`${map ? '{' : '['}${items.join(', ')}${map ? '}' : ']'}`]
    const out = [map ? '{' : '[']
    for (const item of items) out.push(`${sp(indent + 2)}${item},`, ...(next() < 0.3 ? [`${sp(indent + 2)}# c`] : []))
    out.push(`${sp(indent + (next() < 0.5 ? 0 : 2))}${map ? '}' : ']'}`)
    return out
  }
  /** Lines for a value after "key:" or "- " at column `indent` (the first goes on that line). */
  const value = (indent: number, depth: number): string[] => {
    const r = next()
    if (depth < 4 && r < 0.2) return ['', ...mapping(indent + pick(next, [2, 4]), depth + 1)]
    if (depth < 4 && r < 0.35) return ['', ...sequence(indent + pick(next, [0, 2]), depth + 1)]
    if (r < 0.5) return plain(indent)
    if (r < 0.62) return quoted(indent)
    if (r < 0.74) return block(indent)
    if (r < 0.84) return flow(indent)
    if (r < 0.9 && anchors.length > 0) return [`*${pick(next, anchors)}`]
    if (r < 0.95) {
      const name = `a${names++}`
      const rest = value(indent, depth)
      if (rest[0]?.startsWith('*') || rest[0]?.startsWith('&')) return rest
      anchors.push(name)
      return rest[0] === '' ? [`&${name}`, ...rest.slice(1)] : [`&${name} ${rest[0]}`, ...rest.slice(1)]
    }
    return [word()]
  }
  const mapping = (indent: number, depth: number): string[] => {
    const out: string[] = []
    const mine: string[] = []
    if (anchors.length > 0 && next() < 0.2)
      out.push(`${sp(indent)}${pick(next, ['<<', '!!merge <<'])}: *${pick(next, anchors)}`)
    for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
      const [first, ...rest] = value(indent, depth)
      out.push(`${sp(indent)}${key(mine)}:${first === '' ? '' : ` ${first}`}`, ...rest)
      if (next() < 0.1) out.push(`${sp(Math.floor(next() * 6))}# comment`)
    }
    return out
  }
  const sequence = (indent: number, depth: number): string[] => {
    const out: string[] = []
    for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
      if (depth < 4 && next() < 0.3) {
        const [first, ...rest] = mapping(indent + 2, depth + 1)
        out.push(`${sp(indent)}- ${first!.trimStart()}`, ...rest)
        continue
      }
      const [first, ...rest] = value(indent, depth)
      out.push(`${sp(indent)}-${first === '' ? '' : ` ${first}`}`, ...rest)
    }
    return out
  }
  lines.push('data:', ...mapping(2, 1))
  return `${lines.join(next() < 0.2 ? '\r\n' : '\n')}${next() < 0.8 ? '\n' : ''}`
}

/**
 * A random JSON manifest (a file Kubernetes reads as JSON): objects and arrays nested in each
 * other, names drawn from a few so that some object repeats one (also spelled with an escape,
 * `"\u0061"` for `"a"`), values of every JSON type, and the white space JSON allows.
 */
export function generatedJson(next: () => number): string {
  const space = (): string => pick(next, ['', '', ' ', '\n  ', '\r\n'])
  const name = (): string =>
    pick(next, ['"a"', '"b"', '"c"', '"d"', '"name"', '"image"', '"\\u0061"', '"x/y"', '"x\\/y"', '"e\\u00e9"'])
  const value = (depth: number): string => {
    const r = next()
    if (depth < 4 && r < 0.25) return object(depth + 1)
    if (depth < 4 && r < 0.4)
      return `[${space()}${Array.from({ length: Math.floor(next() * 3) }, () => value(depth + 1)).join(`,${space()}`)}]`
    return pick(next, ['1', '-0.5', '2.5e3', 'true', 'false', 'null', '"x"', '"\\u00e9"', '"a\\nb"', '""', '"on"'])
  }
  const object = (depth: number): string => {
    const members = Array.from(
      { length: Math.floor(next() * 4) },
      () => `${space()}${name()}${space()}:${space()}${value(depth)}`
    )
    return `{${members.join(',')}${space()}}`
  }
  return `{"apiVersion": "v1", "kind": "ConfigMap",${space()}"metadata": {"name": "j"}, "data": ${object(1)}}${next() < 0.8 ? '\n' : ''}`
}

/** One to three mutations of a text: tokens inserted, characters deleted, lines moved or re-indented. */
export function mutate(next: () => number, text: string): string {
  const lines = text.split('\n')
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const i = Math.floor(next() * lines.length)
    const line = lines[i]!
    const at = Math.floor(next() * (line.length + 1))
    const op = Math.floor(next() * 6)
    if (op <= 1) lines[i] = line.slice(0, at) + pick(next, TOKENS) + line.slice(at)
    else if (op === 2) lines[i] = line.slice(0, at) + line.slice(at + 1)
    else if (op === 3) lines[i] = next() < 0.5 ? ` ${line}` : line.replace(/^ {1,2}/, '')
    else if (op === 4) lines.splice(i, 0, line)
    else lines[i] = line.replace(/: .*$/, `: ${pick(next, TOKENS)}${pick(next, TOKENS)}`)
  }
  return lines.join('\n')
}

/**
 * Runs of 16 digits are left out: the helper's exact-number rewrite of Go's JSON output cannot
 * tell them from text inside a string.
 */
export const comparable = (text: string): boolean => !/\d{16}/.test(text)

/** The subset's JSON with integers as Go's JSON (parsed by exactNumbers) holds them. */
export function norm(value: GoJson): unknown {
  if (typeof value === 'bigint') {
    const digits = value.toString().replace('-', '')
    return digits.length >= 16 ? value.toString() : Number(value)
  }
  if (Array.isArray(value)) return value.map(norm)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, norm(v)]))
  return value
}

/** The first refusal of the file's documents by the subset, or undefined when it reads them all. */
export function subsetRefusal(text: string): Refusal | undefined {
  const file = splitLikeKubernetes(text)
  if (!file.ok) return undefined
  for (const chunk of file.chunks) {
    const read = readDocument(text, file, chunk)
    if (!read.ok) return read.refusal
  }
  return undefined
}

/** The file's documents as the subset reads them, or undefined when a document is outside it. */
export function subsetView(text: string): unknown[] | 'split-error' | undefined {
  const file = splitLikeKubernetes(text)
  if (!file.ok) return 'split-error'
  const documents: unknown[] = []
  for (const chunk of file.chunks) {
    if (file.mode === 'yaml' && !hasContent(text, chunk)) continue
    const read = readDocument(text, file, chunk)
    if (!read.ok) return undefined
    if (read.document.root) documents.push(norm(goValue(read.document.root)))
  }
  return documents
}

/**
 * What the core says Go gets for each document: apimachinery hands the YAML parser every line of
 * a piece (CRLF as LF, a final line break added) and a separator line only when it opens a
 * piece, that is, when no line came since the separator before it.
 */
export function expectedPieces(text: string, chunks: readonly KubeChunk[]): string[] {
  const lines = (from: number, to: number): string =>
    text
      .slice(from, to)
      .split(/(?<=\n)/)
      .filter((l) => l !== '')
      .map((l) => `${l.replace(/\r?\n$/, '')}\n`)
      .join('')
  const pieces: string[] = []
  let buffer = ''
  for (const chunk of chunks) {
    if (chunk.start !== chunk.contentStart) {
      if (buffer !== '') pieces.push(buffer)
      buffer = buffer === '' ? lines(chunk.start, chunk.contentStart) : ''
    }
    buffer += lines(chunk.contentStart, chunk.end)
  }
  if (buffer !== '') pieces.push(buffer)
  return pieces
}
