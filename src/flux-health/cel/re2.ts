/**
 * RE2 patterns (what cel-go's `matches` compiles, with Go's regexp/syntax) as JavaScript RegExps
 * that match exactly the same strings, or a refusal. JavaScript's own reading of a pattern differs
 * from RE2's in ways that change answers: `\s` holds `\v` and Unicode spaces, `.` stops at `\r`,
 * `a{` is an error where RE2 reads a literal brace, and lookahead, which RE2 rejects, just works.
 * So the pattern is read token by token: what RE2 rejects is an error with RE2's wording, what
 * means the same in both is kept, what can be spelt the same is rewritten, and anything else is
 * refused (an `Re2Refusal`, naming the construct), never approximated.
 */

export class Re2Error extends Error {
  override name = 'Re2Error'
}

export class Re2Refusal extends Error {
  override name = 'Re2Refusal'
}

/** RE2's \s: no \v, no Unicode spaces. */
const SPACE = '\\t\\n\\f\\r '
const POSIX: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7f',
  blank: '\\t ',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f'
}
const CATEGORIES = new Set(
  'L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So Z Zs Zl Zp C Cc Cf Co Cs'.split(' ')
)
/** Characters JavaScript's `u` mode lets one escape; RE2 lets one escape any ASCII punctuation. */
const JS_SYNTAX = new Set('^$\\.*+?()[]{}|/'.split(''))
const PUNCTUATION = /[!-/:-@[-`{-~]/
const MAX_REPEAT = 1000

/** The RegExp RE2 would build from `pattern`; throws Re2Error where RE2 fails, Re2Refusal where we cannot be sure. */
export function re2ToRegExp(pattern: string): RegExp {
  let flags = 'u'
  let i = 0
  const leading = /^\(\?([a-zA-Z]+)\)/.exec(pattern)
  if (leading) {
    for (const flag of leading[1] ?? '') {
      if (flag === 'i') flags += 'i'
      else if (flag === 's') flags += 's'
      else if (flag === 'm' || flag === 'U') throw new Re2Refusal(`the (?${flag}) flag`)
      else throw new Re2Error(`invalid or unsupported Perl syntax: \`${leading[0]}\``)
    }
    i = leading[0].length
  }
  const dotAll = flags.includes('s')
  let out = ''
  let depth = 0
  // Where the last token began if it was a repetition; -1 after anything else.
  let lastRepeat = -1
  // Whether the last token can be repeated: not at the start, nor after `(` or `|`.
  let repeatable = false
  while (i < pattern.length) {
    const c = pattern[i] as string
    const start = i
    let repeat = false
    if (c === '\\') {
      const [text, length] = escape(pattern, i, false)
      out += text
      i += length
    } else if (c === '[') {
      const [text, length] = characterClass(pattern, i)
      out += text
      i += length
    } else if (c === '(') {
      const [text, length] = group(pattern, i)
      out += text
      i += length
      depth++
    } else if (c === ')') {
      if (depth === 0) throw new Re2Error('unexpected ): `' + pattern + '`')
      depth--
      out += ')'
      i++
    } else if (c === '.') {
      out += dotAll ? '.' : '[^\\n]'
      i++
    } else if (c === '{') {
      const count = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))
      if (count) {
        const min = Number(count[1])
        const max = count[3] === undefined || count[3] === '' ? min : Number(count[3])
        if (min > MAX_REPEAT || max > MAX_REPEAT || (count[2] !== undefined && count[3] !== '' && max < min))
          throw new Re2Error(`invalid repeat count: \`${count[0]}\``)
        out += count[0]
        i += count[0].length
        repeat = true
      } else {
        out += '\\{'
        i++
      }
    } else if (c === '*' || c === '+' || c === '?') {
      out += c
      i++
      repeat = true
    } else if (c === '}' || c === ']') {
      out += `\\${c}`
      i++
    } else {
      out += c
      i++
    }
    if (repeat) {
      // `a*?` is a lazy repeat; any repetition after that (`a**`, `a*??`) is RE2's nested-repetition error.
      if (pattern[i] === '?') {
        out += '?'
        i++
      }
      if (lastRepeat >= 0) throw new Re2Error(`invalid nested repetition operator: \`${pattern.slice(lastRepeat, i)}\``)
      if (!repeatable) throw new Re2Error(`missing argument to repetition operator: \`${pattern.slice(start, i)}\``)
    }
    lastRepeat = repeat ? start : -1
    repeatable = c !== '(' && c !== '|'
  }
  if (depth > 0) throw new Re2Error('missing closing ): `' + pattern + '`')
  try {
    return new RegExp(out, flags)
  } catch (error) {
    throw new Re2Refusal(`a pattern JavaScript cannot compile the way RE2 reads it (${(error as Error).message})`)
  }
}

function group(pattern: string, at: number): [string, number] {
  const rest = pattern.slice(at)
  if (!rest.startsWith('(?')) return ['(', 1]
  if (rest.startsWith('(?:')) return ['(?:', 3]
  const named = /^\(\?P?<([A-Za-z0-9_]+)>/.exec(rest)
  if (named) return [`(?<${named[1]}>`, named[0].length]
  if (/^\(\?(?:=|!|<=|<!)/.test(rest)) throw new Re2Error(`invalid or unsupported Perl syntax: \`${rest.slice(0, 3)}\``)
  const flagged = /^\(\?[a-zA-Z-]*[:)]/.exec(rest)
  if (flagged) throw new Re2Refusal(`the flag group \`${flagged[0]}\` (only a leading (?i) or (?s) is translated)`)
  throw new Re2Error(`invalid or unsupported Perl syntax: \`${rest.slice(0, 2)}\``)
}

/** One escape at `at`; inside a class, `\s` must expand to its members. */
function escape(pattern: string, at: number, inClass: boolean): [string, number] {
  const next = pattern[at + 1]
  if (next === undefined) throw new Re2Error('trailing backslash at end of expression')
  const two = `\\${next}`
  if ('dDwW'.includes(next)) return [two, 2]
  if ('bB'.includes(next) && !inClass) return [two, 2]
  if (next === 's') return [inClass ? SPACE : `[${SPACE}]`, 2]
  if (next === 'S') {
    if (inClass) throw new Re2Refusal('\\S inside a character class')
    return [`[^${SPACE}]`, 2]
  }
  if ('fnrtv'.includes(next)) return [two, 2]
  if (next === 'a') return ['\\x07', 2]
  if (!inClass && next === 'A') return ['^', 2]
  if (!inClass && next === 'z') return ['$', 2]
  if (next === 'x') {
    const braced = /^\\x\{([0-9A-Fa-f]{1,6})\}/.exec(pattern.slice(at))
    if (braced && parseInt(braced[1] as string, 16) <= 0x10ffff) return [`\\u{${braced[1]}}`, braced[0].length]
    if (braced) throw new Re2Error(`invalid escape sequence: \`${braced[0].slice(0, -1)}\``)
    const plain = /^\\x[0-9A-Fa-f]{2}/.exec(pattern.slice(at))
    if (plain) return [plain[0], 4]
    throw new Re2Error(`invalid escape sequence: \`${pattern.slice(at, at + 4)}\``)
  }
  if (next === 'p' || next === 'P') {
    const name = /^\\[pP](?:\{(\^?)([A-Za-z_]+)\}|([A-Za-z]))/.exec(pattern.slice(at))
    const category = name?.[2] ?? name?.[3]
    if (!name || category === undefined)
      throw new Re2Error(`invalid character class range: \`${pattern.slice(at, at + 3)}\``)
    if (!CATEGORIES.has(category)) throw new Re2Refusal(`the Unicode class \`${name[0]}\` (general categories only)`)
    const negated = (next === 'P') !== (name[1] === '^')
    return [`\\${negated ? 'P' : 'p'}{${category}}`, name[0].length]
  }
  if (next === 'Q') {
    // RE2 reads \Q...\E only outside a class; inside, \Q is an unknown escape.
    if (inClass) throw new Re2Error('invalid escape sequence: `\\Q`')
    const end = pattern.indexOf('\\E', at + 2)
    const literal = pattern.slice(at + 2, end === -1 ? undefined : end)
    const text = Array.from(literal)
      .map((ch) => (JS_SYNTAX.has(ch) || (inClass && ch === '-') ? `\\${ch}` : ch))
      .join('')
    return [text, (end === -1 ? pattern.length : end + 2) - at]
  }
  if (/[0-9]/.test(next)) {
    // RE2 has no backreferences: `\1` is an error; `\0`, and `\1` to `\7` followed by an octal
    // digit, start an octal escape of up to three digits.
    const octal = /^\\(?:0[0-7]{0,2}|[1-7][0-7]{1,2})/.exec(pattern.slice(at))
    if (!octal) throw new Re2Error(`invalid escape sequence: \`${two}\``)
    return [`\\u{${parseInt(octal[0].slice(1), 8).toString(16)}}`, octal[0].length]
  }
  if (PUNCTUATION.test(next)) return [JS_SYNTAX.has(next) || (inClass && next === '-') ? two : next, 2]
  throw new Re2Error(`invalid escape sequence: \`${two}\``)
}

/** A bracketed class from `at`, with RE2's POSIX names spelt out; `]` first is a literal, as in RE2. */
function characterClass(pattern: string, at: number): [string, number] {
  let i = at + 1
  let out = '['
  if (pattern[i] === '^') {
    out += '^'
    i++
  }
  let first = true
  while (i < pattern.length) {
    const c = pattern[i] as string
    if (c === ']' && !first) return [`${out}]`, i + 1 - at]
    first = false
    if (c === '[' && pattern[i + 1] === ':') {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(pattern.slice(i))
      if (posix) {
        const members = POSIX[posix[2] ?? '']
        if (members === undefined) throw new Re2Error(`invalid character class range: \`${posix[0]}\``)
        if (posix[1] === '^') throw new Re2Refusal(`the negated POSIX class \`${posix[0]}\``)
        out += members
        i += posix[0].length
        continue
      }
    }
    if (c === '\\') {
      const [text, length] = escape(pattern, i, true)
      out += text
      i += length
      continue
    }
    out += c === '[' || c === ']' ? `\\${c}` : c
    i++
  }
  throw new Re2Error(`missing closing ]: \`${pattern.slice(at)}\``)
}
