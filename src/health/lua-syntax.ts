/**
 * fengari compiles Lua 5.3, which has operators that Lua 5.1 lacks: integer division `//` and the
 * bitwise `&`, `|`, `~`, `<<`, `>>`. gopher-lua (Argo CD) rejects a script using them as a syntax
 * error, so a test that passed here would fail in the cluster. This scanner finds them in code,
 * skipping comments and strings; it runs only on scripts fengari already compiled, so it can
 * assume the tokens are well formed.
 */
export interface Lua53Operator {
  operator: string
  line: number
}

export function findLua53Operator(source: string): Lua53Operator | undefined {
  let line = 1
  let i = 0
  // Lua ignores a first line starting with '#' (a shebang).
  if (source.startsWith('#')) i = skipToLineEnd(source, 0)
  while (i < source.length) {
    const c = source[i]
    const next = source[i + 1]
    let end = i + 1
    if (c === '-' && next === '-') {
      const level = longBracketLevel(source, i + 2)
      end = level === undefined ? skipToLineEnd(source, i) : skipLongBracket(source, i + 2, level)
    } else if (c === '"' || c === "'") {
      end = skipQuoted(source, i)
    } else if (c === '[' && longBracketLevel(source, i) !== undefined) {
      end = skipLongBracket(source, i, longBracketLevel(source, i) ?? 0)
    } else {
      const operator = lua53OperatorAt(c, next)
      if (operator) return { operator, line }
    }
    // Comments and long strings may span lines.
    line += countNewlines(source, i, end)
    i = end
  }
  return undefined
}

function lua53OperatorAt(c: string | undefined, next: string | undefined): string | undefined {
  if (c === '/' && next === '/') return '//'
  if (c === '&' || c === '|') return c
  if (c === '~' && next !== '=') return '~'
  if ((c === '<' && next === '<') || (c === '>' && next === '>')) return c + next
  return undefined
}

/** `[[`, `[=[`, `[==[` ... at `at`: the number of `=`; otherwise undefined. */
function longBracketLevel(source: string, at: number): number | undefined {
  if (source[at] !== '[') return undefined
  let j = at + 1
  while (source[j] === '=') j++
  return source[j] === '[' ? j - at - 1 : undefined
}

function skipLongBracket(source: string, at: number, level: number): number {
  const close = `]${'='.repeat(level)}]`
  const end = source.indexOf(close, at + level + 2)
  return end === -1 ? source.length : end + close.length
}

function skipToLineEnd(source: string, at: number): number {
  const end = source.indexOf('\n', at)
  return end === -1 ? source.length : end
}

function skipQuoted(source: string, at: number): number {
  const quote = source[at]
  let j = at + 1
  while (j < source.length && source[j] !== quote && source[j] !== '\n') {
    j += source[j] === '\\' ? 2 : 1
  }
  return j + 1
}

function countNewlines(source: string, from: number, to: number): number {
  let count = 0
  for (let k = from; k < to; k++) if (source[k] === '\n') count++
  return count
}
