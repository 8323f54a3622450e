// Argo CD's response schemas (extracted from swagger.json by scripts/extract-argocd-schemas.mjs),
// made strict so that the stand-in's answers are checked field by field.
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

/** Validators for the served operations' responses, keyed by operationId and status ("200" or "default"). */
export class ResponseValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(private readonly fixture: ArgoCdSchemaFixture = loadArgoCdSchemas()) {
    addFormats(this.ajv)
    this.ajv.addSchema({ $id: 'argocd', definitions: strictDefinitions(fixture.definitions) })
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
      validate = this.ajv.compile(
        rewritten['$ref'] ? rewritten : (strictDefinitions({ inline: rewritten })['inline'] as Schema)
      )
      this.compiled.set(key, validate)
    }
    if (validate(body)) return undefined
    return (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('\n')
  }
}
