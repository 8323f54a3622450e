#!/usr/bin/env node
// Extracts the table-driven test cases of Flux's health evaluation into JSON fixtures, which
// test/unit/flux-health/flux-cases.test.ts runs through our evaluator:
// - fluxcd/pkg runtime/cel (the healthCheckExprs evaluator): expression_test.go,
//   status_evaluator_test.go, status_reader_test.go;
// - fluxcd/cli-utils pkg/kstatus/status (kstatus): status_compute_test.go, example_test.go.
// Both projects are Apache-2.0 (fixtures record the commit and the licence). The fixtures are
// data read out of the Go tables: expressions, objects, expected statuses and error substrings. No
// Go code is copied.
//
// Usage: node scripts/extract-flux-health-fixtures.mjs PKG_GIT_DIR CLI_UTILS_GIT_DIR [REV]
//   (bare clones or .git directories; REV defaults to HEAD). Writes test/flux-health-fixtures/*.json.
//
// Read mechanically: Go composite literals of strings, numbers, booleans, int64(...), maps,
// slices and structs, in `for _, tt := range []struct{...}{...}` tables and in kstatus's
// `testCases := map[string]testSpec{...}` maps whose specs are package-level YAML strings. What is
// not read, and why, is listed in each fixture's `skipped` (see SKIPPED below).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [pkgDir, cliUtilsDir, rev = 'HEAD'] = process.argv.slice(2)
if (!pkgDir || !cliUtilsDir) {
  console.error('usage: node scripts/extract-flux-health-fixtures.mjs PKG_GIT_DIR CLI_UTILS_GIT_DIR [REV]')
  process.exit(2)
}
const git = (dir, ...args) => execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8' })
const show = (dir, path) => git(dir, 'show', `${rev}:${path}`)
const commit = (dir) => git(dir, 'rev-parse', rev).trim()

// ---- a small reader of Go composite literals ----

function tokenize(src) {
  const tokens = []
  let i = 0
  while (i < src.length) {
    const c = src[i]
    if (/\s/.test(c)) i++
    else if (src.startsWith('//', i)) i = src.indexOf('\n', i) === -1 ? src.length : src.indexOf('\n', i)
    else if (c === '"') {
      let j = i + 1
      while (src[j] !== '"') j += src[j] === '\\' ? 2 : 1
      tokens.push({ t: 'str', v: JSON.parse(src.slice(i, j + 1)) })
      i = j + 1
    } else if (c === '`') {
      const j = src.indexOf('`', i + 1)
      tokens.push({ t: 'str', v: src.slice(i + 1, j) })
      i = j + 1
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1]))) {
      const m = /^-?[0-9]+(\.[0-9]+)?/.exec(src.slice(i))
      tokens.push({ t: m[1] ? 'float' : 'int', v: m[0] })
      i += m[0].length
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(src.slice(i))
      tokens.push({ t: 'id', v: m[0] })
      i += m[0].length
    } else {
      tokens.push({ t: 'p', v: c })
      i++
    }
  }
  return tokens
}

/** Reads a type expression (map[string]any, []struct{...}, pkg.Type) and returns its text. */
function readType(ts, k) {
  let text = ''
  for (;;) {
    const tok = ts[k]
    if (tok.t === 'p' && tok.v === '[') {
      text += '['
      k++
      if (ts[k].v !== ']') {
        text += ts[k].v
        k++
      }
      text += ']'
      k++
      continue
    }
    if (tok.t === 'id' && tok.v === 'map') {
      text += 'map'
      k++
      continue
    }
    if (tok.t === 'id' && (tok.v === 'struct' || tok.v === 'interface')) {
      // interface{} and struct{...} end the type.
      return [text + tok.v, skipBraces(ts, k + 1)]
    }
    if (tok.t === 'id') return [text + tok.v, k + 1]
    throw new Error(`unexpected token in type: ${JSON.stringify(tok)}`)
  }
}

function skipBraces(ts, k) {
  if (ts[k].v !== '{') throw new Error('expected {')
  let depth = 0
  do {
    if (ts[k].v === '{') depth++
    if (ts[k].v === '}') depth--
    k++
  } while (depth > 0)
  return k
}

/** A value: { int } / { double } markers keep Go's number types apart. */
function readValue(ts, k, type) {
  const tok = ts[k]
  if (tok.t === 'str') return [tok.v, k + 1]
  if (tok.t === 'int') return [{ int: tok.v }, k + 1]
  if (tok.t === 'float') return [{ double: Number(tok.v) }, k + 1]
  if (tok.t === 'id' && (tok.v === 'true' || tok.v === 'false')) return [tok.v === 'true', k + 1]
  if (tok.t === 'id' && tok.v === 'nil') return [null, k + 1]
  if (tok.t === 'id' && /^(int64|int32|int)$/.test(tok.v) && ts[k + 1].v === '(') {
    const [inner, next] = readValue(ts, k + 2)
    return [inner, next + 1]
  }
  const status = /^(?:[a-z]+\.)?(InProgress|Failed|Current|Terminating|NotFound|Unknown)Status$/.exec(tok.v)
  if (tok.t === 'id' && status) return [{ status: status[1] }, k + 1]
  if (tok.t === 'p' && tok.v === '{') return readComposite(ts, k, type)
  if (tok.t === 'id' && ts[k + 1].v === '(' && tok.v !== 'fmt.Sprintf') {
    // A call such as cel.WithCompile(): kept by name, with its arguments.
    const args = []
    k += 2
    while (ts[k].v !== ')') {
      const [arg, next] = readValue(ts, k)
      args.push(arg)
      k = ts[next].v === ',' ? next + 1 : next
    }
    return [{ call: tok.v, args }, k + 1]
  }
  // fmt.Sprintf(podBeingScheduled, time.Now().Format(time.RFC3339)) is the one kstatus spec built
  // at run time: kept as the named spec, whose `%s` the test fills from its clock.
  if (tok.v === 'fmt.Sprintf' && ts[k + 1].v === '(' && ts[k + 3].v === ',' && ts[k + 4].v === 'time.Now') {
    let depth = 0
    let j = k + 1
    do {
      if (ts[j].v === '(') depth++
      if (ts[j].v === ')') depth--
      j++
    } while (depth > 0)
    return [{ ident: ts[k + 2].v, now: true }, j]
  }
  if (tok.t === 'p' && tok.v === '&') return readValue(ts, k + 1, type)
  // A typed composite literal: Type{...}.
  const [typeText, next] = readType(ts, k)
  if (ts[next].v === '{') return readComposite(ts, next, typeText)
  return [{ ident: typeText }, next]
}

function elementType(type) {
  if (!type) return undefined
  if (type.startsWith('[]')) return type.slice(2)
  const map = /^map\[[^\]]*\](.*)$/.exec(type)
  return map ? map[1] : undefined
}

function readComposite(ts, k, type) {
  k++ // {
  const entries = []
  let keyed = false
  while (ts[k].v !== '}') {
    let key
    if (ts[k + 1]?.v === ':' && (ts[k].t === 'str' || ts[k].t === 'id')) {
      key = ts[k].v
      keyed = true
      k += 2
    }
    const [value, next] = readValue(ts, k, elementType(type))
    entries.push([key, value])
    k = next
    if (ts[k].v === ',') k++
  }
  k++
  if (keyed || (entries.length === 0 && type?.startsWith('map')))
    return [{ type, fields: Object.fromEntries(entries) }, k]
  return [{ type, items: entries.map(([, v]) => v) }, k]
}

/** Plain JSON of a literal: maps and structs as objects, slices as arrays. */
function plain(v) {
  if (Array.isArray(v)) return v.map(plain)
  if (v && typeof v === 'object' && 'fields' in v)
    return Object.fromEntries(Object.entries(v.fields).map(([a, b]) => [a, plain(b)]))
  if (v && typeof v === 'object' && 'items' in v) return v.items.map(plain)
  return v
}

/** The rows of `for _, tt := range []struct {...}{ rows }` inside function `fn`. */
function table(src, fn) {
  const start = src.indexOf(`func ${fn}(`)
  if (start === -1) throw new Error(`no function ${fn}`)
  const ts = tokenize(src.slice(src.indexOf('range []struct', start) + 'range '.length))
  const [type, k] = readType(ts, 0)
  const [rows] = readComposite(ts, k, type)
  return rows.items.map((row) => ({ raw: row, fields: plain(row) }))
}

// ---- fluxcd/pkg runtime/cel ----

const PKG_SKIPPED = [
  [
    'expression_test.go TestNewExpression, TestExpression_EvaluateBoolean: rows with opts',
    'they compile with WithCompile/WithStructVariables/WithOutputType (the type checker), which health checks never use: StatusEvaluator only parses'
  ],
  [
    'expression_test.go TestExpression_EvaluateString, TestExpression_EvaluateStringSlice, TestExpression_Evaluate',
    'they test string, list and any results; a health-check expression is only ever evaluated as a boolean (EvaluateBoolean)'
  ],
  [
    'status_reader_test.go TestStatusReader_ReadStatus, TestStatusReader_CustomResourceLifeCycle',
    'they read objects from a live API server (envtest); ReadStatusForObject covers the same expressions on the object itself'
  ],
  [
    'status_reader_test.go TestStatusReader_ReadStatusForObject_GroupOnlyHealthCheck, _SpecificKindOverridesGroupOnly, TestNewStatusReader_DuplicateGroupKindError, _DuplicateGroupOnlyError, _CELCompileError',
    'not table-driven (inline calls and assertions); their rules are tested in test/unit/flux-health/evaluate.test.ts'
  ]
]

function pkgFixtures() {
  const read = (f) => show(pkgDir, `runtime/cel/${f}`)
  const cases = []
  const expression = read('expression_test.go')
  for (const { raw, fields } of table(expression, 'TestNewExpression')) {
    if (raw.fields.opts) continue
    cases.push({ kind: 'parse', name: `TestNewExpression/${fields.name}`, expr: fields.expr, err: fields.err ?? '' })
  }
  for (const { raw, fields } of table(expression, 'TestExpression_EvaluateBoolean')) {
    if (raw.fields.opts) continue
    cases.push({
      kind: 'boolean',
      name: `TestExpression_EvaluateBoolean/${fields.name}`,
      expr: fields.expr,
      data: fields.data,
      result: fields.result ?? false,
      err: fields.err ?? ''
    })
  }
  const evaluator = read('status_evaluator_test.go')
  for (const { fields } of table(evaluator, 'TestNewStatusEvaluator'))
    cases.push({
      kind: 'evaluator',
      name: `TestNewStatusEvaluator/${fields.name}`,
      exprs: fields.exprs ?? {},
      err: fields.err ?? ''
    })
  for (const { fields } of table(evaluator, 'TestStatusEvaluator_Evaluate'))
    cases.push({
      kind: 'evaluate',
      name: `TestStatusEvaluator_Evaluate/${fields.name}`,
      exprs: fields.exprs,
      obj: fields.obj,
      status: fields.result?.Status?.status ?? '',
      err: fields.err ?? ''
    })
  const reader = read('status_reader_test.go')
  for (const { fields } of table(reader, 'TestStatusReader_Supports'))
    cases.push({
      kind: 'supports',
      name: `TestStatusReader_Supports/${fields.name}`,
      supported: fields.supportedGK,
      gk: fields.gk,
      result: fields.result
    })
  // The object ReadStatusForObject reads is written once, in the loop's body, after the table.
  const body = reader.slice(reader.indexOf('func TestStatusReader_ReadStatusForObject('))
  const objectAt = body.indexOf('&unstructured.Unstructured{')
  const [object] = readValue(tokenize(body.slice(objectAt)), 0)
  const readObject = plain(object).Object
  for (const { fields } of table(reader, 'TestStatusReader_ReadStatusForObject('.slice(0, -1)))
    cases.push({
      kind: 'evaluate',
      name: `TestStatusReader_ReadStatusForObject/${fields.name}`,
      exprs: fields.exprs,
      apiVersion: 'v1',
      entryKind: 'ConfigMap',
      obj: readObject,
      status: fields.status?.status ?? '',
      err: ''
    })
  return {
    source: 'fluxcd/pkg runtime/cel',
    commit: commit(pkgDir),
    licence: 'Apache-2.0',
    cases,
    skipped: PKG_SKIPPED.map(([what, why]) => ({ what, why }))
  }
}

// ---- fluxcd/cli-utils pkg/kstatus/status ----

const KSTATUS_SKIPPED = [
  [
    'status_augment_test.go TestAugmentConditions, example_test.go TestExampleAugment',
    "they test Augment, which writes conditions into an object; Flux's wait only computes status"
  ],
  [
    'util_test.go TestGetIntField, TestGetStringField',
    'not table-driven, and they pass Go-typed values (int32) a decoded object never holds; the rules built on these helpers are covered by the compute cases'
  ]
]

function kstatusFixtures() {
  const src = show(cliUtilsDir, 'pkg/kstatus/status/status_compute_test.go')
  const specs = {}
  for (const m of src.matchAll(/^var (\w+) = `([^`]*)`/gm)) specs[m[1]] = m[2]
  const cases = []
  for (const block of src.matchAll(
    /func (Test\w+)\(t \*testing\.T\) \{\s*testCases := map\[string\]testSpec(\{[\s\S]*?\n\t\})\n/g
  )) {
    const ts = tokenize(block[2])
    const [map] = readComposite(ts, 0, 'map[string]testSpec')
    for (const [name, spec] of Object.entries(map.fields)) {
      const f = spec.fields
      let yaml
      let creationTimestampNow = false
      if (f.spec.ident) yaml = specs[f.spec.ident]
      if (f.spec.now) creationTimestampNow = true
      if (yaml === undefined) throw new Error(`${block[1]}/${name}: spec ${JSON.stringify(f.spec)} not found`)
      cases.push({
        name: `${block[1]}/${name}`,
        yaml,
        creationTimestampNow,
        status: f.expectedStatus.status,
        conditions: plain(f.expectedConditions ?? { items: [] }).map((c) => ({
          type:
            c.Type.ident === 'ConditionReconciling'
              ? 'Reconciling'
              : c.Type.ident === 'ConditionStalled'
                ? 'Stalled'
                : c.Type,
          status: c.Status.ident.replace('corev1.Condition', ''),
          reason: c.Reason
        })),
        absent: plain(f.absentConditionTypes ?? { items: [] }).map((c) => c.ident.replace(/^Condition/, ''))
      })
    }
  }
  const example = show(cliUtilsDir, 'pkg/kstatus/status/example_test.go')
  const compute =
    /func TestExampleCompute[\s\S]*?deploymentManifest := `([^`]*)`[\s\S]*?status\.Status\("(\w+)"\), res\.Status/.exec(
      example
    )
  cases.push({
    name: 'TestExampleCompute',
    yaml: compute[1],
    creationTimestampNow: false,
    status: compute[2],
    conditions: [],
    absent: []
  })
  return {
    source: 'fluxcd/cli-utils pkg/kstatus/status',
    commit: commit(cliUtilsDir),
    licence: 'Apache-2.0',
    cases,
    skipped: KSTATUS_SKIPPED.map(([what, why]) => ({ what, why }))
  }
}

const out = join(import.meta.dirname, '..', 'test', 'flux-health-fixtures')
mkdirSync(out, { recursive: true })
const pkg = pkgFixtures()
const kstatus = kstatusFixtures()
// A table renamed or reshaped upstream reads as no cases; never write a fixture that tests nothing.
for (const [name, fixture] of [
  ['runtime-cel', pkg],
  ['kstatus', kstatus]
])
  if (fixture.cases.length === 0) throw new Error(`${name}: no cases extracted from ${fixture.commit}`)
writeFileSync(join(out, 'runtime-cel.json'), `${JSON.stringify(pkg, null, 2)}\n`)
writeFileSync(join(out, 'kstatus.json'), `${JSON.stringify(kstatus, null, 2)}\n`)
console.log(
  `runtime-cel: ${pkg.cases.length} cases from ${pkg.commit}; kstatus: ${kstatus.cases.length} cases from ${kstatus.commit}`
)
