import { parseFirstDocument } from './go-yaml.js'

/**
 * health_test.yaml as Argo CD's harness decodes it: sigs.k8s.io/yaml turns the YAML into JSON,
 * then encoding/json fills the harness's structs (util/lua/health_test.go):
 *   TestStructure{ Tests []IndividualTest }, IndividualTest{ InputPath string; HealthStatus }
 *   and gitops-engine's HealthStatus{ Status `json:"status"`; Message `json:"message"` }.
 * The harness's struct tags are `yaml:` tags, which that path ignores, so the JSON names are the
 * Go field names and every name matches case-insensitively (`inputpath`, `InputPath`).
 * What follows from that path, and is reproduced here:
 * - the JSON object's keys are sorted (json.Marshal of a Go map), and for keys naming the same
 *   field the last one wins; a mapping decoded into a struct that is already filled is merged
 *   into it, and so is an element of a second list into the same element of the first;
 * - a number or boolean where a string is expected becomes its text, as sigs.k8s.io/yaml
 *   formats it (floats through float32), and `null` leaves a string or struct as it was;
 * - any other type mismatch is an error, which fails Argo CD's test.
 */

export interface HarnessTest {
  inputPath: string
  status: string
  message: string
}

type GoType = 'string' | { fields: Record<string, GoType> } | { slice: GoType }

const HEALTH_STATUS: GoType = { fields: { status: 'string', message: 'string' } }
const INDIVIDUAL_TEST: GoType = { fields: { InputPath: 'string', HealthStatus: HEALTH_STATUS } }
const TEST_STRUCTURE: GoType = { fields: { Tests: { slice: INDIVIDUAL_TEST } } }

type Decoded = string | DecodedStruct | Decoded[] | undefined
interface DecodedStruct {
  [field: string]: Decoded
}

/** The tests a health_test.yaml holds for Argo CD; throws with a reason where Argo CD's test would fail. */
export function readHarnessTests(text: string): HarnessTest[] {
  const file = decode(TEST_STRUCTURE, undefined, parseFirstDocument(text, { intAsBigInt: true }), 'the file')
  const tests = (file as DecodedStruct | undefined)?.['Tests']
  return ((tests ?? []) as (DecodedStruct | undefined)[]).map((test) => {
    const health = test?.['HealthStatus'] as DecodedStruct | undefined
    return {
      inputPath: (test?.['InputPath'] as string | undefined) ?? '',
      status: (health?.['status'] as string | undefined) ?? '',
      message: (health?.['message'] as string | undefined) ?? ''
    }
  })
}

function decode(type: GoType, previous: Decoded, value: unknown, where: string): Decoded {
  if (value === null || value === undefined) return type !== 'string' && 'slice' in type ? undefined : previous
  if (type === 'string') {
    const text = scalarText(value)
    if (text === undefined) throw new Error(`${where} must be a string, not ${jsonType(value)}`)
    return text
  }
  if ('slice' in type) {
    if (!Array.isArray(value)) throw new Error(`${where} must be a list, not ${jsonType(value)}`)
    const old = Array.isArray(previous) ? previous : []
    return value.map((item: unknown, i) => decode(type.slice, old[i], item, `${where}[${i}]`))
  }
  if (!isRecord(value)) throw new Error(`${where} must be a mapping, not ${jsonType(value)}`)
  const result: DecodedStruct = { ...(isRecord(previous) ? previous : {}) }
  for (const key of Object.keys(value).sort(goStringOrder)) {
    const field = Object.keys(type.fields).find((name) => goFoldEqual(name, key))
    const fieldType = field === undefined ? undefined : type.fields[field]
    if (field === undefined || fieldType === undefined) continue
    const path = where === 'the file' ? key : `${where}.${key}`
    result[field] = decode(fieldType, result[field], value[key], path)
  }
  return result
}

/** A string, or the text sigs.k8s.io/yaml gives a number or boolean bound for a string field. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  // go-yaml v2 makes int64 or uint64 of what fits, a float64 of any other integer.
  if (typeof value === 'bigint')
    return value >= -(2n ** 63n) && value < 2n ** 64n ? value.toString() : goFloat32(Number(value))
  if (typeof value === 'number') return goFloat32(value)
  return undefined
}

/**
 * strconv.FormatFloat(f, 'g', -1, 32): the shortest decimal that reads back as the same float32,
 * with an exponent (at least two digits) below 1e-4 or from 1e6 up, exactly as Go writes it.
 */
export function goFloat32(n: number): string {
  const f = Math.fround(n)
  if (Number.isNaN(f)) return 'NaN'
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf'
  if (f === 0) return Object.is(f, -0) ? '-0' : '0'
  let shortest = f
  for (let digits = 1; digits <= 9; digits++) {
    shortest = Number(f.toPrecision(digits))
    if (Math.fround(shortest) === f) break
  }
  const [mantissa = '', exponentText = '0'] = shortest.toExponential().split('e')
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 6) {
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  return String(shortest)
}

/** Go compares strings byte by byte (UTF-8), which is not JavaScript's UTF-16 order. */
function goStringOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/**
 * encoding/json's case-insensitive field match for ASCII field names: ASCII letters fold, and so
 * do the two non-ASCII letters that fold to ASCII ones, the long s (ſ) and the Kelvin sign (K).
 */
function goFoldEqual(fieldName: string, key: string): boolean {
  if (fieldName.length !== key.length) return false
  return key.toLowerCase().replace(/\u017f/g, 's') === fieldName.toLowerCase()
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (isRecord(value)) return 'a mapping'
  return typeof value === 'bigint' ? 'a number' : `a ${typeof value}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
