// GitHub's own schemas (extracted by scripts/extract-github-schemas.mjs), used twice: the
// stand-in checks request bodies against them, and its tests check response bodies.
import { readFileSync } from 'node:fs'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

export interface OperationSchemas {
  method: string
  path: string
  operationId: string
  requestBody: object | null
  responses: Record<string, object | null>
}

export interface GitHubSchemaFixture {
  source: string
  genericErrors: string[]
  operations: OperationSchemas[]
  components: { schemas: Record<string, object> }
}

const FIXTURE_URL = new URL('./openapi-fixture/operations.json', import.meta.url)
const FIXTURE_ID = 'github-openapi'

let cached: GitHubSchemaFixture | undefined

export function loadFixture(): GitHubSchemaFixture {
  cached ??= JSON.parse(readFileSync(FIXTURE_URL, 'utf8')) as GitHubSchemaFixture
  return cached
}

// ajv-formats is CommonJS; under NodeNext its default import is the plugin at run time.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv
) => Ajv

const configured = new WeakSet<object>()

/** Registers the fixture in `ajv` under `id`, so `#/components/schemas/...` refs resolve. */
export function addFixture(ajv: Ajv, fixture: object, id: string): void {
  if (!configured.has(ajv)) {
    configured.add(ajv)
    addFormats(ajv)
    // GitHub-specific format on POST /pulls' head_repo: "owner/name".
    ajv.addFormat('repo.nwo', /^[^/\s]+\/[^/\s]+$/)
    ajv.addVocabulary([
      'source',
      'generatedBy',
      'genericErrors',
      'operations',
      'components',
      'method',
      'path',
      'operationId'
    ])
  }
  ajv.addSchema(fixture, id)
}

/** A `$ref` to part of operation `op` of the fixture registered as `id`. */
export function pointer(id: string, op: number, ...rest: string[]): string {
  return `${id}#/operations/${op}/${rest.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`
}

/** Ajv options that accept OpenAPI's union types and GitHub's loose object schemas. */
export const AJV_OPTIONS = { verbose: true, allowUnionTypes: true, strictTypes: false, strictTuples: false } as const

let shared: RequestValidator | undefined

/** One validator for every stand-in of the process: compiling schemas is the slow part. */
export function sharedValidator(): RequestValidator {
  shared ??= new RequestValidator()
  return shared
}

/** Validates request bodies the way GitHub does before any handler runs. */
export class RequestValidator {
  private readonly ajv = new Ajv(AJV_OPTIONS)
  private readonly compiled = new Map<string, ValidateFunction | null>()

  constructor() {
    addFixture(this.ajv, loadFixture(), FIXTURE_ID)
  }

  /** Returns GitHub's "Invalid request." message for a bad body, or undefined if it is fine. */
  check(method: string, path: string, body: unknown): string | undefined {
    const validate = this.validator(method, path)
    if (!validate || validate(body)) return undefined
    return `Invalid request.\n\n${describe(validate.errors?.[0])}`
  }

  private validator(method: string, path: string): ValidateFunction | null {
    const key = `${method} ${path}`
    if (!this.compiled.has(key)) {
      const ops = loadFixture().operations
      const i = ops.findIndex((o) => o.method === method && o.path === path)
      const fn =
        i >= 0 && ops[i]!.requestBody ? this.ajv.compile({ $ref: pointer(FIXTURE_ID, i, 'requestBody') }) : null
      this.compiled.set(key, fn)
    }
    return this.compiled.get(key)!
  }
}

/** GitHub words schema failures like `"sha" wasn't supplied.` or `For 'properties/force', "x" is not a boolean.` */
function describe(e: ErrorObject | undefined): string {
  if (!e) return 'Invalid body.'
  if (e.keyword === 'required') return `"${String(e.params['missingProperty'])}" wasn't supplied.`
  const where = e.instancePath === '' ? 'body' : `properties${e.instancePath.replace(/\/(\d+)(?=\/|$)/g, '/items')}`
  const value = JSON.stringify(e.data)
  if (e.keyword === 'type') return `For '${where}', ${value} is not ${article(String(e.params['type']))}.`
  return `For '${where}', ${value} ${e.message ?? 'is invalid'}.`
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`
}
