import { inputVariables } from '../../standins/runner-protocol.js'

/**
 * Sets inputs the way the runner does (`INPUT_<NAME>` upper-cased, hyphens kept) and
 * removes them again, so settings tests exercise the real `@actions/core` reading.
 */
export function withInputs<T>(inputs: Record<string, string>, fn: () => T): T {
  const vars = inputVariables(inputs)
  const saved = Object.keys(vars).map((k) => [k, process.env[k]] as const)
  Object.assign(process.env, vars)
  try {
    return fn()
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}
