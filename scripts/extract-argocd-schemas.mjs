#!/usr/bin/env node
// Extracts, from Argo CD's REST API description (swagger 2.0, assets/swagger.json), the
// response schemas of the endpoints the Argo CD stand-in (standins/argocd/) serves, so its
// tests prove every answer has Argo CD's shape without reading the 360 KB file at test time.
//
//   node scripts/extract-argocd-schemas.mjs [path/to/swagger.json] [--check]
//
// The default input is ../shared/argocd/swagger.json (beside the clone, with its SOURCE.md).
// The output, standins/argocd/openapi-fixture/schemas.json, is committed; rerun it when the swagger
// copy changes. --check writes nothing and exits 1 when the committed file is out of date.
// The fixture stays a faithful extract: swagger.json has no `required` anywhere, and the fields
// the client relies on are required by the validator instead (ALWAYS_SENT_AND_READ in
// standins/argocd/openapi.ts), which says why for each.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_INPUT = join(ROOT, '..', 'shared', 'argocd', 'swagger.json')
const OUT = join(ROOT, 'standins', 'argocd', 'openapi-fixture', 'schemas.json')

// Keep in step with the routes in standins/argocd/routes.ts: the stand-in's schema test
// fails when a served route has no entry here.
const OPERATIONS = [
  'ApplicationService_Get',
  'ApplicationService_ResourceTree',
  'ApplicationService_GetResource',
  'ApplicationService_GetApplicationSyncWindows',
  'ApplicationService_ManagedResources',
  'ApplicationService_Watch',
  'ApplicationService_WatchResourceTree'
]

// Documentation-only keywords: dropping them keeps the fixture small.
const DROP = new Set(['description', 'title', 'example', 'externalDocs'])

export function extract(swagger, source) {
  const operations = {}
  const wanted = new Set()
  for (const [path, methods] of Object.entries(swagger.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!OPERATIONS.includes(op.operationId)) continue
      operations[op.operationId] = {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters.map((p) => ({ name: p.name, in: p.in, type: p.type })),
        responses: Object.fromEntries(Object.entries(op.responses).map(([code, r]) => [code, strip(r.schema)]))
      }
      collectRefs(op.responses, wanted)
    }
  }
  const missing = OPERATIONS.filter((id) => !operations[id])
  if (missing.length) throw new Error(`swagger.json has no operation ${missing.join(', ')}`)
  // Close over $refs: a definition may point at further definitions.
  const definitions = {}
  const queue = [...wanted]
  while (queue.length) {
    const name = queue.shift()
    if (definitions[name]) continue
    const schema = swagger.definitions[name]
    if (!schema) throw new Error(`swagger.json has no definition ${name}`)
    definitions[name] = strip(schema)
    const more = new Set()
    collectRefs(schema, more)
    queue.push(...[...more].filter((n) => !definitions[n]))
  }
  const sorted = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((k) => [k, definitions[k]])
  )
  return { source, operations: Object.fromEntries(OPERATIONS.map((id) => [id, operations[id]])), definitions: sorted }
}

function collectRefs(node, into) {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, into))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.replace('#/definitions/', ''))
      else collectRefs(value, into)
    }
  }
}

function strip(node) {
  if (Array.isArray(node)) return node.map(strip)
  if (!node || typeof node !== 'object') return node
  // `properties` maps names to schemas: a property called "description" must stay.
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !DROP.has(key) || typeof value !== 'string')
      .map(([key, value]) => [key, strip(value)])
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const check = args.includes('--check')
  const input = args.find((a) => !a.startsWith('--')) ?? DEFAULT_INPUT
  const sourceNote = (() => {
    try {
      return readFileSync(join(dirname(input), 'SOURCE.md'), 'utf8').trim()
    } catch {
      return 'unknown'
    }
  })()
  const swagger = JSON.parse(readFileSync(input, 'utf8'))
  const text = `${JSON.stringify(extract(swagger, { file: 'swagger.json', origin: sourceNote }), null, 1)}\n`
  if (check) {
    let current = ''
    try {
      current = readFileSync(OUT, 'utf8')
    } catch {
      // No fixture yet: it counts as out of date.
    }
    if (current !== text) {
      console.error(`${relative(ROOT, OUT)} is out of date: run node scripts/extract-argocd-schemas.mjs`)
      process.exit(1)
    }
    console.log(`${relative(ROOT, OUT)} is up to date`)
  } else {
    mkdirSync(dirname(OUT), { recursive: true })
    writeFileSync(OUT, text)
    console.log(`wrote ${relative(ROOT, OUT)} (${Object.keys(JSON.parse(text).definitions).length} definitions)`)
  }
}
