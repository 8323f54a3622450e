import { describe, it } from 'vitest'
import { expectError, expectRefusal, expectTrue } from '../../helpers/cel.js'

// cel-go's ext.Strings (ext/strings.go, cel-go v0.26.1 as fluxcd/pkg runtime/cel builds it) where
// the CEL library computes differently and health-test follows cel-go: one case per difference,
// each the answer cel-go's source gives. Indexes count runes (Go's []rune(s)); the JavaScript way
// counts UTF-16 units, so every case holds a character outside the BMP or outside ASCII.

describe('lowerAscii and upperAscii change ASCII letters only (unicode.ToLower on r <= MaxASCII)', () => {
  it.each([
    "'ÀÉÎ-ABC'.lowerAscii() == 'ÀÉÎ-abc'",
    "'àéî-abc'.upperAscii() == 'àéî-ABC'",
    "'ß'.upperAscii() == 'ß'",
    // U+212A KELVIN SIGN lower-cases to k in Unicode, not in lowerAscii.
    "'\\u212A'.lowerAscii() == '\\u212A'",
    "'İ'.lowerAscii() == 'İ'"
  ])('%s', (source) => expectTrue(source))
})

describe('trim is strings.TrimSpace (unicode.IsSpace)', () => {
  it.each([
    // U+0085 (NEL) is space to Go, not to JavaScript's trim().
    ["'\\u0085 x \\u0085'.trim() == 'x'"],
    ["'\\u00a0\\u2003x\\u3000'.trim() == 'x'"],
    ["'\\t\\n\\v\\f\\r x'.trim() == 'x'"],
    // U+FEFF is not space to Go; JavaScript's trim() strips it.
    ["'\\uFEFFx'.trim() == '\\uFEFFx'"],
    // U+200B ZERO WIDTH SPACE is not White_Space.
    ["'\\u200Bx'.trim() == '\\u200Bx'"]
  ])('%s', (source) => expectTrue(source))
})

describe('size, indexOf, lastIndexOf, substring, charAt count runes', () => {
  it.each([
    "size('😀é') == 2",
    "size(b'é') == 2",
    "'a😀b'.indexOf('b') == 2",
    "'😀a😀a'.indexOf('a', 2) == 3",
    "'😀a😀a'.lastIndexOf('a') == 3",
    "'😀a😀a'.lastIndexOf('😀', 1) == 0",
    "'😀ab'.substring(1) == 'ab'",
    "'😀ab😀'.substring(1, 3) == 'ab'",
    "'😀ab'.charAt(1) == 'a'",
    // charAt at the length is the empty string, not an error.
    "'😀ab'.charAt(3) == ''",
    "'a😀b'.reverse() == 'b😀a'",
    "''.indexOf('') == 0",
    "'abc'.indexOf('', 2) == 2",
    "'abc'.lastIndexOf('') == 3",
    "'abc'.indexOf('a', 3) == -1"
  ])('%s', (source) => expectTrue(source))

  it.each([
    ["'😀ab'.charAt(4) == ''", 'index out of range: 4'],
    ["'😀ab'.substring(4) == ''", 'index out of range: 4'],
    ["'😀ab'.substring(-1) == ''", 'index out of range: -1'],
    ["'😀ab'.substring(2, 1) == ''", 'invalid substring range. start: 2, end: 1'],
    ["'😀ab'.substring(0, 4) == ''", 'index out of range: 4'],
    ["'abc'.indexOf('a', -1) == 0", 'index out of range: -1'],
    ["'abc'.lastIndexOf('a', -1) == 0", 'index out of range: -1']
  ])('%s is an error: %s', (source, reason) => expectError(source, reason))
})

describe('split is strings.Split and strings.SplitN', () => {
  it.each([
    "'a,b,c'.split(',') == ['a', 'b', 'c']",
    "'a,b,c'.split(',', 2) == ['a', 'b,c']",
    "'a,b,c'.split(',', 0) == []",
    "'a,b,c'.split(',', -1) == ['a', 'b', 'c']",
    "'a,b,c'.split(',', 9) == ['a', 'b', 'c']",
    // An empty separator splits after each rune, a surrogate pair being one rune.
    "'a😀b'.split('') == ['a', '😀', 'b']",
    "'a😀b'.split('', 2) == ['a', '😀b']",
    "''.split(',') == ['']",
    "''.split('') == []"
  ])('%s', (source) => expectTrue(source))
})

describe('replace is strings.Replace', () => {
  it.each([
    "'aaa'.replace('a', 'b') == 'bbb'",
    "'aaa'.replace('a', 'b', 2) == 'bba'",
    "'aaa'.replace('a', 'b', 0) == 'aaa'",
    "'aaa'.replace('a', 'b', -1) == 'bbb'",
    // An empty old string matches before each rune and at the end.
    "'a😀'.replace('', '-') == '-a-😀-'",
    "'a😀'.replace('', '-', 2) == '-a-😀'",
    // The replacement is literal: no $& or $1 as in JavaScript's String.replace.
    "'ab'.replace('a', '$&$&') == '$&$&b'"
  ])('%s', (source) => expectTrue(source))
})

describe('a wrong argument type is cel-go\'s "no such overload", named as the user wrote it', () => {
  it.each([
    ['{}.lowerAscii() == ""', 'no such overload: lowerAscii(map)'],
    ["'42'.indexOf(4) == 0", 'no such overload: indexOf(string, int)'],
    ["42.split('2') == ['4']", 'no such overload: split(int, string)'],
    ["'ab'.replace('a', 1) == 'b'", 'no such overload: replace(string, string, int)']
  ])('%s', (source, reason) => expectError(source, reason))
})

describe('what health-test does not reproduce is refused by name', () => {
  it.each([
    ["'%s'.format(['a']) == 'a'", 'format()'],
    ["strings.quote('a') == '\"a\"'", 'strings.quote()']
  ])('%s', (source, fn) => expectRefusal(source, fn))
})
