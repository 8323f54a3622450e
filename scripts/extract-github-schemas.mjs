#!/usr/bin/env node
// Extracts, from GitHub's official OpenAPI description (@octokit/openapi), the request and
// response schemas of the endpoints the GitHub stand-in (standins/github/) serves, so
// its tests can prove every response has GitHub's shape without shipping the 404 MB package.
//
//   node scripts/extract-github-schemas.mjs [path/to/api.github.com.json]
//
// Without an argument it runs `npm pack @octokit/openapi@<version>` into a temp dir and
// extracts only generated/api.github.com.json from the tarball. The output,
// standins/github/openapi-fixture/operations.json, is committed; rerun when bumping the version.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE = '@octokit/openapi'
const VERSION = '23.0.2'
const SPEC_IN_TARBALL = 'package/generated/api.github.com.json'
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'standins',
  'github',
  'openapi-fixture',
  'operations.json'
)

// Keep in step with the route table in standins/github/routes.ts: the stand-in's
// openapi test fails when the two disagree.
const OPERATIONS = [
  'GET /repos/{owner}/{repo}',
  'GET /repos/{owner}/{repo}/branches/{branch}',
  'GET /repos/{owner}/{repo}/rules/branches/{branch}',
  'GET /repos/{owner}/{repo}/contents/{path}',
  'GET /repos/{owner}/{repo}/git/ref/{ref}',
  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
  'POST /repos/{owner}/{repo}/git/trees',
  'POST /repos/{owner}/{repo}/git/commits',
  'POST /repos/{owner}/{repo}/git/refs',
  'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
  'GET /repos/{owner}/{repo}/compare/{basehead}',
  'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
  'GET /repos/{owner}/{repo}/pulls',
  'POST /repos/{owner}/{repo}/pulls',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
  'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'POST /repos/{owner}/{repo}/check-runs',
  'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
  'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
  // What a cluster reports back (Argo CD Notifications, Flux), and the commits they land on: wait's
  // status-context mode reads them.
  'POST /repos/{owner}/{repo}/statuses/{sha}',
  'GET /repos/{owner}/{repo}/commits/{ref}/statuses',
  'GET /repos/{owner}/{repo}/commits/{ref}/status',
  'GET /repos/{owner}/{repo}/commits',
  'GET /repos/{owner}/{repo}/deployments',
  'POST /repos/{owner}/{repo}/deployments',
  'GET /repos/{owner}/{repo}/deployments/{deployment_id}',
  'DELETE /repos/{owner}/{repo}/deployments/{deployment_id}',
  'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
  'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
  'GET /repos/{owner}/{repo}/attestations/{subject_digest}',
  // GitHub App authentication (with the App's JWT): find the installation, mint its token.
  'GET /repos/{owner}/{repo}/installation',
  'POST /app/installations/{installation_id}/access_tokens'
]

// Errors GitHub sends from any endpoint (auth, rate limits, gateway faults) are not listed per
// operation; the stand-in's tests validate them against these.
const GENERIC_ERROR_SCHEMAS = ['basic-error', 'validation-error']

// Documentation-only keywords: dropping them keeps the fixture small and Ajv's strict mode quiet.
const DROP = new Set([
  'description',
  'example',
  'examples',
  'externalDocs',
  'discriminator',
  'deprecated',
  'xml',
  'title'
])

function loadSpec(argPath) {
  if (argPath) return JSON.parse(readFileSync(argPath, 'utf8'))
  const dir = mkdtempSync(join(tmpdir(), 'gh-openapi-'))
  try {
    const out = execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit']
    })
    const tarball = join(dir, JSON.parse(out)[0].filename)
    execFileSync('tar', ['-xzf', tarball, '-C', dir, SPEC_IN_TARBALL])
    return JSON.parse(readFileSync(join(dir, SPEC_IN_TARBALL), 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Follows a local `$ref` such as `#/components/responses/not_found`. */
function deref(spec, node) {
  let cur = node
  while (cur && typeof cur.$ref === 'string') {
    cur = cur.$ref
      .slice(2)
      .split('/')
      .reduce((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec)
  }
  return cur
}

/**
 * OpenAPI 3.0 `nullable: true` is not JSON Schema: turn it into a `null` type (and a `null`
 * enum member) so a plain JSON Schema validator accepts exactly what GitHub may send.
 */
function convert(node, refs) {
  if (Array.isArray(node)) return node.map((n) => convert(n, refs))
  if (!node || typeof node !== 'object') return node
  const out = {}
  for (const [k, v] of Object.entries(node)) {
    if (DROP.has(k) || k.startsWith('x-') || k === 'nullable') continue
    if (k === '$ref') {
      const m = /^#\/components\/schemas\/(.+)$/.exec(v)
      if (!m) throw new Error(`unexpected $ref ${v}`)
      refs.add(m[1])
    }
    // `properties` maps names to schemas; a property may itself be called e.g. "description".
    out[k] = k === 'properties' ? mapValues(v, (s) => convert(s, refs)) : convert(v, refs)
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null']
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
    } else {
      return { anyOf: [out, { type: 'null' }] }
    }
  }
  return out
}

const mapValues = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]))

function jsonSchemaOf(spec, content, refs) {
  const media = content?.['application/json'] ?? content?.['application/scim+json']
  return media?.schema ? convert(media.schema, refs) : null
}

function extract(spec) {
  const refs = new Set(GENERIC_ERROR_SCHEMAS)
  const operations = OPERATIONS.map((key) => {
    const [method, path] = key.split(' ')
    const op = spec.paths[path]?.[method.toLowerCase()]
    if (!op) throw new Error(`${key} is not in ${PACKAGE}@${VERSION}`)
    const responses = {}
    for (const [status, raw] of Object.entries(op.responses)) {
      responses[status] = jsonSchemaOf(spec, deref(spec, raw).content, refs)
    }
    const body = op.requestBody ? jsonSchemaOf(spec, deref(spec, op.requestBody).content, refs) : null
    return { method, path, operationId: op.operationId, requestBody: body, responses }
  })
  // Pull in every schema reachable from the ones referenced so far.
  const schemas = {}
  const pending = [...refs]
  while (pending.length > 0) {
    const name = pending.pop()
    if (schemas[name]) continue
    const found = new Set()
    schemas[name] = convert(spec.components.schemas[name], found)
    for (const r of found) if (!schemas[r]) pending.push(r)
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))
  return {
    source: `${PACKAGE}@${VERSION} ${SPEC_IN_TARBALL.replace('package/', '')} (openapi ${spec.openapi})`,
    generatedBy: 'scripts/extract-github-schemas.mjs',
    genericErrors: GENERIC_ERROR_SCHEMAS,
    operations,
    components: { schemas: sorted }
  }
}

const spec = loadSpec(process.argv[2])
const fixture = extract(spec)
mkdirSync(dirname(OUT), { recursive: true })
writeFileSync(OUT, JSON.stringify(fixture, null, 1) + '\n')
console.log(
  `wrote ${OUT}: ${fixture.operations.length} operations, ${Object.keys(fixture.components.schemas).length} schemas`
)
