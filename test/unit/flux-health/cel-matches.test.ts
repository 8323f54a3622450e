import { describe, expect, it } from 'vitest'
import { Re2Error, Re2Refusal, re2ToRegExp } from '../../../src/flux-health/cel/re2.js'
import { evaluate, expectFluxRefuses, expectRefusal, expectTrue } from '../../helpers/cel.js'

// cel-go's matches() compiles its pattern with Go's regexp (RE2 syntax, regexp/syntax's doc and
// github.com/google/re2's Syntax wiki). Each row is [pattern, input, Go's answer]; the answers
// are Go's regexp.MatchString. JavaScript's reading of the same text differs in every group
// marked "differs".

/** `s` as a CEL string literal. */
const cel = (s: string): string =>
  `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\v/g, '\\v')}'`

describe('patterns translated to the RegExp that matches what RE2 matches', () => {
  it.each([
    // Character classes; \d, \w, \s and \b are ASCII-only in RE2 (differs: \s).
    ['[a-c]+', 'xbx', true],
    ['^[^a-c]$', 'b', false],
    ['\\d', '٣', false],
    ['\\w', 'é', false],
    ['\\s', '\v', false],
    ['[\\s]', '\v', false],
    ['\\S', '\v', true],
    ['\\s', '\u00a0', false],
    ['\\bfoo\\b', 'a foo b', true],
    ['\\Bfoo', 'afoo', true],
    ['[[:alpha:]]+$', 'abc', true],
    ['[[:word:]]', '_', true],
    ['[:alpha:]', 'a', true],
    ['[]a]', ']', true],
    ['[^]a]', 'b', true],
    ['[a-]', '-', true],
    // Unicode classes.
    ['\\pL', 'é', true],
    ['\\pL', '1', false],
    ['\\PL', 'a', false],
    ['\\p{^L}', 'a', false],
    ['\\p{Lu}', 'A', true],
    ['[^\\pL]', 'x', false],
    ['\\pN', '٣', true],
    // Case folding, Unicode's simple folds (K, the Kelvin sign, and k are one class).
    ['(?i)ready', 'READY', true],
    ['(?i)k', '\u212a', true],
    ['(?i)s', 'ſ', true],
    ['(?i)[a-z]', 'K', true],
    // . stops at \n only (differs: JavaScript stops at \r, \u2028 and \u2029 too).
    ['^.$', '\r', true],
    ['^.$', '\u2028', true],
    ['.', '\n', false],
    ['(?s).', '\n', true],
    ['^.$', '😀', true],
    // Non-greedy repetition.
    ['^a+?$', 'aaa', true],
    ['a*?b', 'aab', true],
    ['a{2,}?', 'aaa', true],
    ['a{2}?', 'aa', true],
    // Anchors: $ and \z at the very end (no (?m)), \A at the start.
    ['^abc$', 'abc', true],
    ['^abc$', 'abc\n', false],
    ['abc$', 'abc\n', false],
    ['abc\\z', 'abc\n', false],
    ['\\Aabc', 'abc', true],
    // \Q...\E quotes, to the end when \E is missing.
    ['\\Qa.b\\E', 'a.b', true],
    ['\\Qa.b\\E', 'axb', false],
    ['\\Qa.b', 'a.b', true],
    // A { that starts no repeat count is a literal (differs: an error in JavaScript's u mode).
    ['a{,2}', 'a{,2}', true],
    ['a{', 'a{', true],
    ['a{1000}', 'a', false],
    // Escapes: octal, hex, \a, any punctuation.
    ['\\101', 'A', true],
    ['\\12', '\n', true],
    ['^\\1234$', 'S4', true],
    ['[\\101]', 'A', true],
    ['\\x41', 'A', true],
    ['\\x{1F600}', '😀', true],
    ['\\a', '\u0007', true],
    ['\\#\\%\\-\\/', '#%-/', true],
    // Named groups, both spellings (Go 1.22 and later take (?<name>), as Flux's controllers are built).
    ['(?P<n>a)', 'a', true],
    ['(?<n>a)', 'a', true],
    // Alternation is leftmost-first but matches() only asks whether there is a match.
    ['(a|ab)(c|bcd)(d*)', 'abcd', true],
    ['^sha256:[a-f0-9]{64}$', `sha256:${'a'.repeat(64)}`, true]
  ] as [string, string, boolean][])('%j on %j is %s', (pattern, input, answer) => {
    expect(re2ToRegExp(pattern).test(input)).toBe(answer)
    expectTrue(`${answer ? '' : '!'}${cel(input)}.matches(${cel(pattern)})`)
    expectTrue(`${answer ? '' : '!'}matches(${cel(input)}, ${cel(pattern)})`)
  })
})

describe("patterns RE2 refuses are errors with RE2's words, never a match", () => {
  it.each([
    ['(?=a)', 'invalid or unsupported Perl syntax: `(?=`'],
    ['(?!a)', 'invalid or unsupported Perl syntax: `(?!`'],
    ['(?<=a)b', 'invalid or unsupported Perl syntax'],
    ['(?<!a)b', 'invalid or unsupported Perl syntax'],
    ['(?>a)', 'invalid or unsupported Perl syntax'],
    // No backreferences in RE2: \1 is an unknown escape.
    ['(a)\\1', 'invalid escape sequence: `\\1`'],
    ['\\8', 'invalid escape sequence: `\\8`'],
    ['a++', 'invalid nested repetition operator: `++`'],
    ['a**', 'invalid nested repetition operator: `**`'],
    ['a*??', 'invalid nested repetition operator: `*??`'],
    ['x{2}{3}', 'invalid nested repetition operator: `{2}{3}`'],
    ['*a', 'missing argument to repetition operator: `*`'],
    ['a|+?', 'missing argument to repetition operator: `+?`'],
    ['a{1001}', 'invalid repeat count: `{1001}`'],
    ['x{1,0}', 'invalid repeat count: `{1,0}`'],
    ['[\\Qa\\E]', 'invalid escape sequence: `\\Q`'],
    ['\\x{110000}', 'invalid escape sequence: `\\x{110000`'],
    ['\\e', 'invalid escape sequence: `\\e`'],
    ['\\u0041', 'invalid escape sequence: `\\u`'],
    ['\\Z', 'invalid escape sequence: `\\Z`'],
    ['[[:foo:]]', 'invalid character class range: `[:foo:]`'],
    ['(', 'missing closing ): `(`'],
    [')', 'unexpected ): `)`'],
    ['[a', 'missing closing ]: `[a`'],
    ['a\\', 'trailing backslash at end of expression']
  ])('%j: %s', (pattern, reason) => {
    expect(() => re2ToRegExp(pattern)).toThrow(Re2Error)
    expect(() => re2ToRegExp(pattern)).toThrow(reason)
    // A constant pattern is compiled when Flux builds the program, so Flux refuses the expression.
    const constant = `'a'.matches(${cel(pattern)})`
    expectFluxRefuses(constant, `failed to create CEL program for '${constant}': error parsing regexp: ${reason}`)
    // A pattern read from the object fails when it is evaluated: Unknown, never false.
    const result = evaluate('obj.s.matches(obj.re)', { obj: { s: 'a', re: pattern } })
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining(`'obj.s.matches(obj.re)': error parsing regexp: ${reason}`)
    })
  })
})

describe('patterns health-test cannot translate are refused, naming matches()', () => {
  it.each([
    ['(?m)^b', 'the (?m) flag'],
    ['(?U)a+', 'the (?U) flag'],
    ['a(?i)b', 'the flag group `(?i)`'],
    ['(?i:a)b', 'the flag group `(?i:`'],
    ['\\p{Greek}', 'the Unicode class `\\p{Greek}`'],
    ['[[:^alpha:]]', 'the negated POSIX class `[:^alpha:]`'],
    ['[\\d-z]', 'a pattern JavaScript cannot compile the way RE2 reads it']
  ])('%j: %s', (pattern, what) => {
    expect(() => re2ToRegExp(pattern)).toThrow(Re2Refusal)
    expect(() => re2ToRegExp(pattern)).toThrow(what)
    expectRefusal(`'a'.matches(${cel(pattern)})`, 'matches()')
    expectRefusal('obj.s.matches(obj.re)', 'matches()', { obj: { s: 'a', re: pattern } })
    expectRefusal('matches(obj.s, obj.re)', 'matches()', { obj: { s: 'a', re: pattern } })
  })
})
