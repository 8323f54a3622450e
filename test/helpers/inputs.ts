import { inputVariables } from '../../standins/runner-protocol.js'

/**
 * Sets inputs the way the runner does (`INPUT_<NAME>` upper-cased, hyphens kept) and
 * removes them again, so settings tests exercise the real `@actions/core` reading. The
 * `::add-mask::` lines that masking a credential writes to stdout are kept off the terminal;
 * `masked` (when given) collects the values masked.
 */
export function withInputs<T>(inputs: Record<string, string>, fn: () => T, masked: string[] = []): T {
  const vars = inputVariables(inputs)
  const saved = Object.keys(vars).map((k) => [k, process.env[k]] as const)
  Object.assign(process.env, vars)
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const mask = /^::add-mask::(.*)$/m.exec(String(chunk))
    if (mask) {
      masked.push(mask[1]!)
      return true
    }
    return (write as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest)
  }
  try {
    return fn()
  } finally {
    process.stdout.write = write
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}
