import type { ASTNode } from '@marcbachmann/cel-js'
import { fluxEnvironment, NAMESPACED, REFUSED, REWRITTEN_FUNCTIONS, REWRITTEN_METHODS } from './environment.js'
import { CelFunctionError } from './go-strings.js'
import { inCelGoWords } from './messages.js'
import { Re2Error, Re2Refusal, re2ToRegExp } from './re2.js'
import { MAX_INT64, toCelValue } from './values.js'

/**
 * One CEL expression as fluxcd/pkg `runtime/cel` NewExpression and EvaluateBoolean treat it:
 * parsed, never type-checked, evaluated against the object's top-level fields as variables.
 *
 * The library type-checks before it runs (with the object's fields as `dyn`), so `1 == 1.0` or a
 * ternary with an int and a string branch would fail there and not in cel-go. The expression is
 * therefore re-printed with every literal and call wrapped in `dyn(...)`, which leaves nothing for
 * the checker to object to and every decision to the run time, where the library's equality and
 * comparisons are cel-go's (heterogeneous equality, cross-type numeric ordering). The same
 * re-printing sends the calls REWRITTEN in environment.ts to their cel-go versions.
 */

/** The expression cannot be used: Flux refuses it when the object is created (parse error), or health-test refuses it. */
export class CelExpressionError extends Error {
  override name = 'CelExpressionError'
  constructor(
    message: string,
    /** True when this is health-test's limit, not something Flux would refuse. */
    readonly refused = false
  ) {
    super(message)
  }
}

export type CelResult =
  | { ok: true; value: boolean }
  | {
      ok: false
      /** cel-go's reason where we know its words, e.g. `no such key: conditions`. */
      error: string
      /** Set when health-test cannot be sure what Flux would compute, naming what it refused. */
      refused?: boolean
    }

export interface CelExpression {
  readonly source: string
  evaluateBoolean(obj: Record<string, unknown>): CelResult
}

interface Program {
  (context: Record<string, unknown>): unknown
  ast: ASTNode
}

/** Parses `source` as Flux does; throws CelExpressionError with Flux's wording for what Flux refuses. */
export function compileExpression(source: string): CelExpression {
  const env = fluxEnvironment()
  let ast: ASTNode
  try {
    ast = env.parse(source).ast
  } catch (error) {
    throw parseFailure(source, error)
  }
  const printed = new Printer(source).print(ast)
  const program = env.parse(printed) as unknown as Program
  const parents = parentMap(program.ast)
  return {
    source,
    evaluateBoolean(obj) {
      let value: unknown
      try {
        value = program(toCelValue(obj) as Record<string, unknown>)
      } catch (error) {
        return failure(source, error, parents)
      }
      if (typeof value !== 'boolean')
        return { ok: false, error: `failed to evaluate CEL expression as boolean: '${source}'` }
      return { ok: true, value }
    }
  }
}

function parseFailure(source: string, error: unknown): CelExpressionError {
  const first = ((error as Error).message ?? String(error)).split('\n')[0] ?? ''
  const optionalEntry = /QUESTION/.test(first)
    ? ' (if this is an optional list or map entry such as [?x] or {?k: v}: cel-go accepts those, health-test cannot evaluate them)'
    : ''
  return new CelExpressionError(
    `failed to parse the CEL expression '${source}': ${first}${optionalEntry}`,
    optionalEntry !== ''
  )
}

/** A library error in cel-go's words where they are known, so they read as Flux reports them. */
function failure(source: string, error: unknown, parents: Map<ASTNode, ASTNode>): CelResult {
  const refused =
    error instanceof Re2Refusal || (error instanceof CelFunctionError && /health-test/.test(error.message))
  if (error instanceof Re2Refusal)
    return { ok: false, refused, error: `health-test cannot reproduce RE2's matches() for ${error.message}` }
  const e = error as { code?: string; message?: string; node?: ASTNode }
  const first = (e.message ?? String(error)).split('\n')[0] ?? ''
  let reason: string
  if (error instanceof Re2Error) reason = `error parsing regexp: ${first}`
  else if (e.code === 'unknown_variable' && e.node) reason = `no such attribute(s): ${attributePath(e.node, parents)}`
  else reason = inCelGoWords(first, e.code)
  return {
    ok: false,
    error: `failed to evaluate the CEL expression '${source}': ${reason}`,
    ...(refused ? { refused } : {})
  }
}

/** `status.observedGeneration` for the unknown variable `status` under those selects, as cel-go names the attribute. */
function attributePath(node: ASTNode, parents: Map<ASTNode, ASTNode>): string {
  let path = node.op === 'id' ? node.args : ''
  let here = node
  for (let parent = parents.get(here); parent?.op === '.' && parent.args[0] === here; parent = parents.get(here)) {
    path += `.${parent.args[1]}`
    here = parent
  }
  return path
}

function parentMap(root: ASTNode): Map<ASTNode, ASTNode> {
  const parents = new Map<ASTNode, ASTNode>()
  const visit = (node: ASTNode): void => {
    for (const child of children(node)) {
      parents.set(child, node)
      visit(child)
    }
  }
  visit(root)
  return parents
}

function children(node: ASTNode): ASTNode[] {
  const out: ASTNode[] = []
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (value !== null && typeof value === 'object' && 'op' in value) out.push(value as ASTNode)
  }
  if (node.op !== 'value' && node.op !== 'id') collect(node.args)
  return out
}

const BINARY = new Set(['!=', '==', 'in', '+', '-', '*', '/', '%', '<', '<=', '>', '>=', '||', '&&'])

/** Re-prints an expression with literals and calls as `dyn(...)` and the rewritten calls renamed. */
class Printer {
  constructor(private readonly source: string) {}

  print(node: ASTNode): string {
    switch (node.op) {
      case 'value':
        return `dyn(${this.literal(node)})`
      case 'id':
        return node.args
      case '.':
      case '.?':
        return `${this.print(node.args[0])}${node.op}${node.args[1]}`
      case '[]':
        return `${this.print(node.args[0])}[${this.print(node.args[1])}]`
      case '[?]':
        return `${this.print(node.args[0])}[?${this.print(node.args[1])}]`
      case 'list':
        return `dyn([${node.args.map((n) => this.print(n)).join(', ')}])`
      case 'map':
        return `dyn({${node.args.map(([k, v]) => `${this.print(k)}: ${this.print(v)}`).join(', ')}})`
      case '?:':
        return `(${this.print(node.args[0])} ? ${this.print(node.args[1])} : ${this.print(node.args[2])})`
      case '!_':
        return `(!${this.print(node.args)})`
      case '-_':
        return `dyn(flux_negate(${this.negated(node.args)}))`
      case 'call':
        return this.call(node.args[0], node.args[1])
      case 'rcall':
        return this.rcall(node.args[0], node.args[1], node.args[2])
      default:
        if (node.op === '&&' || node.op === '||') {
          // CEL's && and || are commutative (false, or true, wins from either side, over errors),
          // but when both sides fail cel-go reports the left one and the library the right one.
          // Printed swapped, the library reports cel-go's error and every answer stays the same.
          const [left, right] = node.args
          return `(${this.print(right)} ${node.op} ${this.print(left)})`
        }
        if (node.op === '/' || node.op === '%') {
          const [left, right] = node.args
          return `dyn(flux_${node.op === '/' ? 'divide' : 'modulo'}(${this.print(left)}, ${this.print(right)}))`
        }
        if (BINARY.has(node.op)) {
          const [left, right] = node.args
          return `(${this.print(left)} ${node.op} ${this.print(right)})`
        }
        throw new CelExpressionError(`health-test cannot evaluate the CEL operator ${String(node.op)}`, true)
    }
  }

  /** The literal as written; an int literal outside int64 is cel-go's parse error. */
  private literal(node: ASTNode): string {
    if (typeof node.args === 'bigint' && (node.args > MAX_INT64 || node.args < -MAX_INT64 - 1n))
      throw new CelExpressionError(`failed to parse the CEL expression '${this.source}': invalid int literal`)
    const text = this.source.slice(node.range.start, node.range.end)
    return node.args instanceof Uint8Array ? utf8BytesLiteral(text) : text
  }

  /** `-9223372036854775808` is one literal for cel-go; only it may exceed MAX_INT64 by one. */
  private negated(operand: ASTNode): string {
    if (operand.op === 'value' && operand.args === MAX_INT64 + 1n)
      return `dyn(${this.source.slice(operand.range.start, operand.range.end)})`
    return this.print(operand)
  }

  private call(name: string, args: ASTNode[]): string {
    refuse(name)
    if (name === 'has') return this.has(args)
    const printed = args.map((a) => this.print(a))
    if (name === 'matches') this.constantPattern(args[1])
    if (REWRITTEN_FUNCTIONS.has(name)) return `dyn(flux_${name}(${printed.join(', ')}))`
    return `dyn(${name}(${printed.join(', ')}))`
  }

  /**
   * cel-go's parser takes `has(e.f)` for any operand `e` and refuses any other argument; the
   * library's macro takes only a path from a variable, so other operands go to flux_has.
   */
  private has(args: ASTNode[]): string {
    const [select] = args
    if (args.length !== 1 || select?.op !== '.')
      throw new CelExpressionError(
        `failed to parse the CEL expression '${this.source}': invalid argument to has() macro`
      )
    let root: ASTNode = select
    while (root.op === '.' || root.op === '.?') root = root.args[0]
    if (root.op === 'id') return `dyn(has(${this.print(select)}))`
    return `dyn(flux_has(${this.print(select.args[0])}, '${select.args[1]}'))`
  }

  private rcall(name: string, receiver: ASTNode, args: ASTNode[]): string {
    const printed = args.map((a) => this.print(a))
    if (receiver.op === 'id') {
      const qualified = `${receiver.args}.${name}`
      refuse(qualified)
      if (NAMESPACED.has(qualified)) return `dyn(flux_${receiver.args}_${name}(${printed.join(', ')}))`
    }
    refuse(name)
    if (name === 'matches') this.constantPattern(args[0])
    if (REWRITTEN_METHODS.has(name)) return `dyn(flux_${name}(${[this.print(receiver), ...printed].join(', ')}))`
    if (/^get[A-Z]/.test(name) && args.length > 0)
      throw new CelExpressionError(`health-test does not reproduce ${name}() with a time zone argument`, true)
    return `dyn(${this.print(receiver)}.${name}(${printed.join(', ')}))`
  }

  /**
   * cel-go compiles a constant `matches` pattern when Flux builds the program (OptOptimize), so a
   * bad one is refused there, with the expression, like a parse error.
   */
  private constantPattern(pattern: ASTNode | undefined): void {
    if (pattern?.op !== 'value' || typeof pattern.args !== 'string') return
    try {
      re2ToRegExp(pattern.args)
    } catch (error) {
      if (error instanceof Re2Error)
        throw new CelExpressionError(
          `failed to create CEL program for '${this.source}': error parsing regexp: ${error.message}`
        )
      throw new CelExpressionError(`health-test cannot reproduce RE2's matches() for ${(error as Error).message}`, true)
    }
  }
}

/**
 * A bytes literal with its text UTF-8 encoded, as cel-go reads `b'é'` (two bytes): the library
 * keeps one byte of each character. Escapes are ASCII and stay as written.
 */
function utf8BytesLiteral(text: string): string {
  return text.replace(/[^\p{ASCII}]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')
  )
}

function refuse(name: string): void {
  const reason = REFUSED[name]
  if (reason !== undefined) throw new CelExpressionError(`health-test refuses ${name}(): ${reason}`, true)
}
