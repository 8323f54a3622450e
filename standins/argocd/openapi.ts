// Argo CD's response schemas (extracted from swagger.json by scripts/extract-argocd-schemas.mjs),
// made strict so that the stand-in's answers are checked field by field: no field Argo CD does
// not have, and none missing that Argo CD always sends and the client reads (ALWAYS_SENT_AND_READ).
import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

export interface ArgoCdSchemaFixture {
  source: { file: string; origin: string }
  operations: Record<string, { method: string; path: string; responses: Record<string, Schema> }>
  definitions: Record<string, Schema>
}

type Schema = { [keyword: string]: unknown }

const FIXTURE_URL = new URL('./openapi-fixture/schemas.json', import.meta.url)

export function loadArgoCdSchemas(): ArgoCdSchemaFixture {
  return JSON.parse(readFileSync(FIXTURE_URL, 'utf8')) as ArgoCdSchemaFixture
}

// ajv-formats is CommonJS; under NodeNext its default import is the plugin at run time.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv
) => Ajv

/**
 * Swagger allows any extra field; Argo CD's Go structs do not have them. To catch a misspelt or
 * misplaced field, every object schema with `properties` gets `additionalProperties: false`,
 * after `allOf` (ResourceNode inlines ResourceRef) is merged into its parent.
 */
export function strictDefinitions(definitions: Record<string, Schema>): Record<string, Schema> {
  const resolve = (schema: Schema): Schema => {
    const ref = typeof schema['$ref'] === 'string' ? schema['$ref'].replace('#/definitions/', '') : undefined
    return ref ? (definitions[ref] ?? schema) : schema
  }
  const strict = (schema: Schema): Schema => {
    let out: Schema = { ...schema }
    if (Array.isArray(out['allOf'])) {
      const parts = (out['allOf'] as Schema[]).map(resolve)
      delete out['allOf']
      const properties = Object.assign(
        {},
        ...parts.map((p) => p['properties'] ?? {}),
        out['properties'] ?? {}
      ) as Schema
      out = { ...out, type: 'object', properties }
    }
    for (const keyword of ['items', 'additionalProperties'] as const) {
      const value = out[keyword]
      if (value && typeof value === 'object') out[keyword] = strict(value as Schema)
    }
    if (out['properties']) {
      out['properties'] = Object.fromEntries(
        Object.entries(out['properties'] as Record<string, Schema>).map(([k, v]) => [k, strict(v)])
      )
      out['additionalProperties'] ??= false
    }
    return out
  }
  return Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, strict(schema)]))
}

/**
 * swagger.json has no `required` keyword at all, so its schemas alone accept `{}` for every
 * answer and cannot tell a missing field from an empty one. This table adds them: for each
 * definition, the fields that the client (src/argocd/ and wait's steps in src/wait/) reads AND
 * that Argo CD always sends, per the Go json tags worked out in shared/argocd/REFERENCE.md: no
 * `omitempty`, a struct encoding/json cannot omit, a proto2 `required` field, or a value that is
 * never empty for a real object (a kind, a name, a version). A field the client reads that Argo
 * CD may leave out (a tree's `nodes`, the `uid` of a resource not created yet, the `health` of a
 * kind without a check), or that no source says it always sends (`canSync`), is not here: the
 * client must cope without it, and the stand-in may leave it out too.
 */
export const ALWAYS_SENT_AND_READ: Readonly<Record<string, readonly string[]>> = {
  // app-feed.ts orders events by metadata.resourceVersion; wait's steps read spec and status.
  v1alpha1Application: ['metadata', 'spec', 'status'],
  v1ObjectMeta: ['resourceVersion'],
  // Structs in ApplicationStatus, so always objects; sync.status has no omitempty.
  v1alpha1ApplicationStatus: ['sync', 'health'],
  v1alpha1SyncStatus: ['status'],
  // steps/synced.ts and windows.ts read the phase, session.ts the revision: no omitempty on either.
  v1alpha1OperationState: ['phase'],
  v1alpha1SyncOperationResult: ['revision'],
  // steps/resource.ts finds the target by kind and name and reads the version for the live GET.
  applicationv1alpha1ResourceStatus: ['version', 'kind', 'name'],
  v1alpha1ResourceNode: ['version', 'kind', 'name'],
  // steps/resource.ts follows parentRefs by kind and name when there is no uid.
  v1alpha1ResourceRef: ['kind', 'name'],
  // app-feed.ts yields event.application; client.ts parses manifest (proto2 `required`).
  v1alpha1ApplicationWatchEvent: ['application'],
  applicationApplicationResourceResponse: ['manifest'],
  // errors.ts shows the message of an error body; ndjson.ts tells 401 and 403 by http_code.
  runtimeError: ['message'],
  runtimeStreamError: ['http_code', 'message']
}

/** A stream message is `{"result": ...}` or `{"error": ...}`, one of the two (REFERENCE.md, streams). */
const STREAM_MESSAGE: Schema = { oneOf: [{ required: ['result'] }, { required: ['error'] }] }

/** {@link strictDefinitions} with the `required` lists of {@link ALWAYS_SENT_AND_READ}. */
export function requiredDefinitions(
  definitions: Record<string, Schema>,
  required: Readonly<Record<string, readonly string[]>> = ALWAYS_SENT_AND_READ
): Record<string, Schema> {
  const strict = strictDefinitions(definitions)
  for (const [name, fields] of Object.entries(required)) {
    const schema = strict[name]
    const properties = (schema?.['properties'] ?? {}) as Record<string, unknown>
    const unknown = fields.filter((f) => !(f in properties))
    if (!schema || unknown.length > 0)
      throw new Error(`ALWAYS_SENT_AND_READ names what swagger.json does not have: ${name} ${unknown.join(', ')}`)
    strict[name] = { ...schema, required: [...fields] }
  }
  return strict
}

/** Validators for the served operations' responses, keyed by operationId and status ("200" or "default"). */
export class ResponseValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(private readonly fixture: ArgoCdSchemaFixture = loadArgoCdSchemas()) {
    addFormats(this.ajv)
    this.ajv.addSchema({ $id: 'argocd', definitions: requiredDefinitions(fixture.definitions) })
  }

  /** Returns undefined when `body` matches, else a readable list of the problems. */
  check(operationId: string, status: '200' | 'default', body: unknown): string | undefined {
    const key = `${operationId} ${status}`
    let validate = this.compiled.get(key)
    if (!validate) {
      const schema = this.fixture.operations[operationId]?.responses[status]
      if (!schema) throw new Error(`no ${status} response schema for ${operationId}`)
      const rewritten = JSON.parse(
        JSON.stringify(schema).replace(/"#\/definitions\//g, '"argocd#/definitions/')
      ) as Schema
      const inline = (): Schema => {
        const strict = strictDefinitions({ inline: rewritten })['inline'] as Schema
        const properties = Object.keys(strict['properties'] ?? {}).sort()
        return properties.join() === 'error,result' ? { ...strict, ...STREAM_MESSAGE } : strict
      }
      validate = this.ajv.compile(rewritten['$ref'] ? rewritten : inline())
      this.compiled.set(key, validate)
    }
    if (validate(body)) return undefined
    return (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('\n')
  }
}
