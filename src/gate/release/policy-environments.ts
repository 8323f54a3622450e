/**
 * The release policy's `environments:`, per GitHub environment: what `wait` verifies there after
 * Healthy (`verify`, docs/verify.md), and what `promote` and the gate's `promoted-from` ask of a
 * digest coming from there (`promotion`). Pure, beside policy-file.ts, which calls it.
 *
 *   environments:
 *     staging:
 *       verify: { soak: 10m, … }
 *       promotion: { require: verified, verified-for: 30m }
 *
 * `verify` is kept as written, with a way to find each of its settings' lines: it is read by
 * `wait` alone, with the step's environment variables (its secrets are `{ env: NAME }`), which
 * the gate reading the same file does not have.
 */
import { isMap, isScalar, type Document, type Node, type YAMLMap } from 'yaml'
import { environmentNameProblem } from '../../environments/name.js'
import { HEALTHY, type Requirement } from '../../environments/requirement.js'
import { parseDuration } from '../../settings/parsers.js'

export interface EnvironmentPolicy {
  /** The environment's name as the file writes it. */
  readonly name: string
  readonly line: number
  /** `environments.<name>.verify` as written; undefined: nothing is verified there. */
  readonly verify: VerifySection | undefined
  /** What a digest must have in its record here to be promoted from here (default: Healthy). */
  readonly promotion: Requirement
}

export interface VerifySection {
  /** The mapping as plain data, for parseVerifyConfig. */
  readonly value: unknown
  /** How messages name it: `environments.staging.verify`. */
  readonly label: string
  /** The line of the setting at `path` under it (or of the nearest one above it that is written). */
  lineOf(path: readonly (string | number)[]): number
}

type Fail = (node: Node | null | undefined, what: string) => never

const KEYS = new Set(['verify', 'promotion'])
const PROMOTION_KEYS = new Set(['require', 'verified-for'])
const REQUIRE = ['healthy', 'verified'] as const

/**
 * The environments, by their name in lower case: GitHub's environment names ignore case, so two
 * entries that differ only in case are one environment written twice.
 */
export function parseEnvironments(
  node: Node | undefined,
  doc: Document,
  at: (node: Node | null | undefined) => number,
  fail: Fail
): ReadonlyMap<string, EnvironmentPolicy> {
  const found = new Map<string, EnvironmentPolicy>()
  if (node === undefined) return found
  if (!isMap(node) || node.items.length === 0)
    return fail(
      node,
      "'environments' must be a mapping of GitHub environment names to their settings, like:\n" + EXAMPLE
    )
  for (const pair of node.items) {
    const key = pair.key as Node
    const name = isScalar(key) && typeof key.value === 'string' ? key.value : undefined
    const problem = name === undefined ? 'is not a string' : environmentNameProblem(name)
    if (name === undefined || problem !== undefined)
      return fail(
        key,
        `environments: ${JSON.stringify(name ?? (key as { value?: unknown }).value)} ${problem}; give a GitHub environment name, like staging`
      )
    if (found.has(name.toLowerCase()))
      fail(key, `environments: ${JSON.stringify(name)} is written twice (GitHub's environment names ignore case)`)
    const value = pair.value as Node | null
    if (!isMap(value)) return fail(value ?? key, `environments.${name} must be a mapping with verify and/or promotion`)
    for (const item of value.items) {
      const k = isScalar(item.key) ? item.key.value : undefined
      if (typeof k !== 'string' || !KEYS.has(k))
        fail(
          item.key as Node,
          `unknown key ${JSON.stringify(k)} in environments.${name}; expected one of ${[...KEYS].join(', ')}`
        )
    }
    found.set(name.toLowerCase(), {
      name,
      line: at(key),
      verify: verifySection(value, name, doc, at, fail),
      promotion: promotion(value.get('promotion', true), name, fail)
    })
  }
  return found
}

const EXAMPLE =
  'environments:\n  staging:\n    verify: { soak: 10m, smoke: { steps: [...] } }\n    promotion: { require: verified }'

function verifySection(
  env: YAMLMap,
  name: string,
  doc: Document,
  at: (n: Node | null | undefined) => number,
  fail: Fail
): VerifySection | undefined {
  const node = env.get('verify', true) as Node | undefined
  if (node === undefined) return undefined
  if (!isMap(node))
    return fail(
      node,
      `environments.${name}.verify must be a mapping (docs/verify.md), like { soak: 10m, metrics: [...] }`
    )
  const base = ['environments', name, 'verify']
  return {
    value: node.toJSON() as unknown,
    label: `environments.${name}.verify`,
    lineOf: (path) => {
      // A setting that is not written (a required one left out) is placed at its nearest parent.
      for (let n = path.length; n >= 0; n--) {
        const found = doc.getIn([...base, ...path.slice(0, n)], true) as Node | undefined
        if (found?.range) return at(found)
      }
      return at(node)
    }
  }
}

function promotion(node: Node | undefined, name: string, fail: Fail): Requirement {
  if (node === undefined) return HEALTHY
  const where = `environments.${name}.promotion`
  if (!isMap(node)) return fail(node, `${where} must be a mapping, like { require: verified, verified-for: 30m }`)
  for (const item of node.items) {
    const k = isScalar(item.key) ? item.key.value : undefined
    if (typeof k !== 'string' || !PROMOTION_KEYS.has(k))
      fail(
        item.key as Node,
        `unknown key ${JSON.stringify(k)} in ${where}; expected one of ${[...PROMOTION_KEYS].join(', ')}`
      )
  }
  const requireNode = node.get('require', true) as Node | undefined
  const require = requireNode === undefined ? undefined : isScalar(requireNode) ? requireNode.value : undefined
  if (requireNode !== undefined && !(REQUIRE as readonly unknown[]).includes(require))
    fail(requireNode, `${where}.require must be healthy or verified (what wait recorded for the digest there)`)
  const forNode = node.get('verified-for', true) as Node | undefined
  let verifiedForMs: number | undefined
  if (forNode !== undefined) {
    const text =
      isScalar(forNode) && (typeof forNode.value === 'string' || typeof forNode.value === 'number')
        ? String(forNode.value)
        : undefined
    try {
      if (text === undefined) throw new Error(`${where}.verified-for must be a duration like 30m or 1h30m`)
      verifiedForMs = parseDuration(text, `${where}.verified-for`)
    } catch (error) {
      fail(forNode, (error as Error).message.replace(/\.$/, ''))
    }
    if (require === 'healthy')
      fail(
        forNode,
        `${where}.verified-for counts from the recorded verification, which require: healthy does not ask for; use require: verified, or leave require out`
      )
  }
  return { require: require === 'verified' || verifiedForMs !== undefined ? 'verified' : 'healthy', verifiedForMs }
}
