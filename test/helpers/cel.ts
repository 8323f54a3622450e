import { expect } from 'vitest'
import { CelExpressionError, compileExpression, type CelResult } from '../../src/flux-health/cel/expression.js'

/**
 * What the CEL tests share: an expression evaluated as Flux's EvaluateBoolean evaluates it, and
 * assertions for cel-go's three kinds of answer: a value, an error (Flux keeps waiting), or
 * health-test's refusal, which must name the function it will not reproduce.
 */

export function evaluate(source: string, data: Record<string, unknown> = {}): CelResult {
  return compileExpression(source).evaluateBoolean(data)
}

/** cel-go evaluates `source` to true. */
export function expectTrue(source: string, data?: Record<string, unknown>): void {
  expect(evaluate(source, data), source).toEqual({ ok: true, value: true })
}

/** cel-go returns an error whose message contains `reason`; never a value, never a refusal. */
export function expectError(source: string, reason: string, data?: Record<string, unknown>): void {
  const result = evaluate(source, data)
  expect(result, source).toEqual({ ok: false, error: `failed to evaluate the CEL expression '${source}': ${reason}` })
}

/** Flux refuses `source` when it builds the program (a parse or compile error): the whole list is refused. */
export function expectFluxRefuses(source: string, reason: string): void {
  const attempt = () => compileExpression(source)
  expect(attempt, source).toThrow(CelExpressionError)
  expect(attempt, source).toThrow(reason)
  try {
    attempt()
  } catch (error) {
    expect((error as CelExpressionError).refused, source).toBe(false)
  }
}

/**
 * health-test will not evaluate `source` (at compile or run time) and says so, naming `fn`:
 * never a value, so never a silent false.
 */
export function expectRefusal(source: string, fn: string, data?: Record<string, unknown>): void {
  let result: CelResult
  try {
    result = evaluate(source, data)
  } catch (error) {
    expect(error, source).toBeInstanceOf(CelExpressionError)
    expect((error as CelExpressionError).refused, source).toBe(true)
    expect((error as Error).message, source).toContain(fn)
    expect((error as Error).message, source).toContain('health-test')
    return
  }
  expect(result, source).toMatchObject({ ok: false, refused: true })
  const error = (result as { error: string }).error
  expect(error, source).toContain(fn)
  expect(error, source).toContain('health-test')
}
