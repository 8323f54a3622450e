import { NAMESPACED } from './environment.js'

/**
 * A run-time error of the library in cel-go's words, where our re-printing or the library's
 * wording would otherwise show: the `flux_*` and `dyn<...>` that expression.ts adds, and the
 * messages cel-go words differently (common/types/err.go, interpreter/attributes.go,
 * common/decls MaybeNoSuchOverload). Anything else is passed on as the library words it.
 */
export function inCelGoWords(message: string, code: string | undefined): string {
  if (code === 'numeric_overflow' && /^integer overflow/i.test(message)) return 'integer overflow'
  if (code === 'numeric_overflow' && /^unsigned integer overflow/i.test(message)) return 'unsigned integer overflow'
  if (code === 'optional_value_missing') return 'optional.none() dereference'
  // evalAnd and evalOr (interpreter/interpretable.go) say no more than this of a non-bool operand.
  if (/^logical operator requires bool operands/i.test(message)) return 'no such overload'
  const index = /^No such key: index out of bounds, index (-?\d+)/.exec(message)
  if (index) return `index out of bounds: ${index[1]}`
  if (code === 'no_such_key') return message.replace(/^No such key/, 'no such key')
  const call = /^found no matching overload for '(flux_\w+)\((.*)\)'$/.exec(message)
  if (call) return `no such overload: ${functionName(call[1] as string)}(${typeNames(call[2] as string)})`
  const operator = /^no such overload: (.+) (==|!=|<=|>=|<|>|\+|-|\*|in) (.+)$/.exec(message)
  if (operator?.[1]?.startsWith('dyn<')) {
    const name = operator[2] === 'in' ? '@in' : `_${operator[2]}_`
    return `no such overload: ${name}(${typeNames(`${operator[1]}, ${operator[3]}`)})`
  }
  return /^[A-Z][a-z]/.test(message) ? (message[0] as string).toLowerCase() + message.slice(1) : message
}

/** `flux_sets_contains` back to `sets.contains`, `flux_lowerAscii` to `lowerAscii`. */
function functionName(printed: string): string {
  const name = printed.slice('flux_'.length)
  for (const qualified of NAMESPACED) if (qualified.replace('.', '_') === name) return qualified
  return name
}

/** The library's `dyn<map<string, int>>, int` as cel-go's type names: `map, int`. */
function typeNames(list: string): string {
  const names: string[] = []
  let depth = 0
  let current = ''
  for (const c of `${list},`) {
    if (c === ',' && depth === 0) {
      let name = current.trim()
      while (/^dyn<.*>$/.test(name)) name = name.slice(4, -1)
      names.push(name.replace(/<.*$/, ''))
      current = ''
      continue
    }
    if (c === '<') depth++
    if (c === '>') depth--
    current += c
  }
  return names.join(', ')
}
