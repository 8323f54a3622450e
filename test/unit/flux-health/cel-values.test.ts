import { describe, it } from 'vitest'
import { expectError, expectFluxRefuses, expectRefusal, expectTrue } from '../../helpers/cel.js'

// cel-go's answers (v0.26.1, as fluxcd/pkg runtime/cel builds it) where the CEL library computes
// differently and health-test follows cel-go. Each case cites where cel-go decides it:
// ext/sets.go, ext/encoders.go, common/types/*.go, interpreter/attributes.go, parser/macro.go.

describe('sets.*: list.Contains, so numbers compare across int, uint and double (ext/sets.go)', () => {
  it.each([
    'sets.contains([1, 2.0, 3u], [1.0, 2u, 3])',
    'sets.contains([], [])',
    '!sets.contains([], [1])',
    'sets.contains([1], [])',
    // Sets ignore repetition: [1, 1] and [1.0] hold the same elements.
    'sets.equivalent([1, 1], [1.0])',
    'sets.equivalent([1u, 2], [2.0, 1])',
    '!sets.equivalent([1, 2], [1])',
    'sets.intersects([1], [1.0, "a"])',
    '!sets.intersects([], [])',
    '!sets.intersects([1], [])',
    // Values of different kinds are unequal, never an error.
    "!sets.contains(['1'], [1])",
    "sets.contains([{'a': 1}], [{'a': 1.0}])",
    'sets.contains([[1, 2]], [[1u, 2.0]])'
  ])('%s', (source) => expectTrue(source))

  it('refuses a list argument that is not a list, as cel-go: no such overload', () => {
    expectError('sets.contains(1, [1])', 'no such overload: sets.contains(int, list)')
  })
})

describe("base64: StdEncoding, then RawStdEncoding, with Go's errors (ext/encoders.go)", () => {
  it.each([
    "base64.encode(b'hello') == 'aGVsbG8='",
    "base64.encode(b'') == ''",
    // A bytes literal is UTF-8 (cel-go's lexer), so é is two bytes.
    "base64.encode(b'é') == 'w6k='",
    "base64.decode('aGVsbG8=') == b'hello'",
    // Unpadded input is read by the RawStdEncoding retry.
    "base64.decode('aGVsbG8') == b'hello'",
    // Go skips \\r and \\n.
    "base64.decode('aGVs\\r\\nbG8=') == b'hello'",
    // Non-zero trailing bits are accepted (StdEncoding is not Strict).
    "base64.decode('YR==') == b'a'"
  ])('%s', (source) => expectTrue(source))

  it.each([
    ["base64.decode('aGVsbA=') == b''", 'illegal base64 data at input byte 6'],
    ["base64.decode('a') == b''", 'illegal base64 data at input byte 0'],
    // JavaScript's Buffer.from would skip the * and the space; Go refuses them.
    ["base64.decode('aGV*') == b''", 'illegal base64 data at input byte 3'],
    ["base64.decode('aG Vs') == b''", 'illegal base64 data at input byte 2'],
    ["base64.decode('aGVsbG8==') == b''", 'illegal base64 data at input byte 7'],
    ["base64.decode(b'aGVsbG8=') == b''", 'no such overload: base64.decode(bytes)']
  ])('%s is an error: %s', (source, reason) => expectError(source, reason))
})

describe('optional values (common/types/optional.go, the optional library)', () => {
  const data = { obj: { a: { b: 1n }, n: null, s: 'x', l: [1n, 2n] } }
  it.each([
    '[1, 2].first() == optional.of(1)',
    '[1, 2].last() == optional.of(2)',
    '[].first() == optional.none()',
    '![].last().hasValue()',
    // Optional.Equal compares the values, numbers across types.
    'optional.of(1) == optional.of(1.0)',
    'optional.of(1) != optional.of(2)',
    'optional.of(1) != optional.none()',
    '[optional.of(1)] == [optional.of(1u)]',
    'optional.of(null).hasValue()',
    'optional.none().orValue(3) == 3',
    'optional.ofNonZeroValue(1).value() == 1',
    "optional.ofNonZeroValue('a') == optional.of('a')",
    ...['0', '0u', '0.0', "''", "b''", 'false', 'null', '[]', '{}'].map(
      (zero) => `optional.ofNonZeroValue(${zero}) == optional.none()`
    ),
    "optional.unwrap([optional.of(1), optional.none(), optional.of('a')]) == [1, 'a']",
    '[optional.none(), optional.of(2)].unwrapOpt() == [2]',
    // .? selects a field that may be absent; each step after an absent one stays absent.
    'obj.?a.?b.orValue(0) == 1',
    'obj.?a.b.orValue(0) == 1',
    'obj.?x.?y.orValue(7) == 7',
    '!obj.?x.b.hasValue()',
    '!obj.?a.c.hasValue()',
    'obj.?x == optional.none()',
    'obj.?a.?b == optional.of(1)',
    // On null or a string there is no field: absent, not an error.
    'obj.?n.?y.orValue(7) == 7',
    'obj.?s.?y.orValue(7) == 7',
    'obj.l[?1] == optional.of(2)',
    'obj.l[?5].orValue(9) == 9',
    "obj[?'a'].hasValue()"
  ])('%s', (source) => expectTrue(source, data))

  it("value() of none is an error in cel-go's words", () => {
    expectError('optional.none().value() == 1', 'optional.none() dereference')
  })

  it.each([
    ['[1].first().optMap(x, x + 1) == optional.of(2)', 'optMap()'],
    ['[[1]].first().optFlatMap(x, x.first()) == optional.of(1)', 'optFlatMap()']
  ])('refuses %s by name', (source, fn) => expectRefusal(source, fn))
})

describe('conversions (common/types ConvertToType, strconv)', () => {
  it.each([
    "int('-9223372036854775808') == -9223372036854775808",
    "int('+12') == 12",
    'int(-9.9) == -9',
    'int(9223372036854775807u) == 9223372036854775807',
    "int(timestamp('1970-01-01T00:01:00Z')) == 60",
    // A duration converts to nanoseconds.
    "int(duration('1s')) == 1000000000",
    "uint('18446744073709551615') == 18446744073709551615u",
    'uint(1.9) == 1u',
    'uint(-0.0) == 0u',
    "double('1_000.5') == 1000.5",
    "double('-Inf') < 0.0",
    "double('infinity') > 1e308",
    "double('NaN') != double('NaN')",
    "double('.5') == 0.5",
    'double(9223372036854775807) == 9223372036854775808.0',
    "bool('t') && bool('TRUE') && bool('True') && bool('1')",
    "!bool('f') && !bool('FALSE') && !bool('0')",
    // string(double) is fmt's %g: exponents from 1e21 down to 1e-5 as Go writes them.
    "string(1.0) == '1'",
    "string(123456.0) == '123456'",
    "string(1234567.0) == '1.234567e+06'",
    "string(0.00001) == '1e-05'",
    "string(-0.0) == '-0'",
    "string(18446744073709551615u) == '18446744073709551615'",
    "string(b'\\xc3\\xa9') == 'é'",
    "duration(duration('1s')) == duration('1s')",
    'timestamp(timestamp(0)) == timestamp(0)'
  ])('%s', (source) => expectTrue(source))

  it.each([
    ["int('9223372036854775808') == 0", "type conversion error from 'string' to 'int'"],
    ["int(' 1') == 1", "type conversion error from 'string' to 'int'"],
    ["int('0x10') == 16", "type conversion error from 'string' to 'int'"],
    ["int('1_000') == 1000", "type conversion error from 'string' to 'int'"],
    ['int(9223372036854775807.0) == 0', 'integer overflow'],
    ['int(-9223372036854775808.0) == 0', 'integer overflow'],
    ["int(double('NaN')) == 0", 'integer overflow'],
    ['int(18446744073709551615u) == 0', 'integer overflow'],
    ['uint(-1) == 0u', 'unsigned integer overflow'],
    ['uint(-0.5) == 0u', 'unsigned integer overflow'],
    ['uint(18446744073709551616.0) == 0u', 'unsigned integer overflow'],
    ["uint('-1') == 0u", "type conversion error from 'string' to 'uint'"],
    ["double('1e309') == 0.0", "type conversion error from 'string' to 'double'"],
    ["double('1_.5') == 0.0", "type conversion error from 'string' to 'double'"],
    ["bool('yes')", "type conversion error from 'string' to 'bool'"],
    ["bool('tRue')", "type conversion error from 'string' to 'bool'"],
    ['bool(1)', 'no such overload: bool(int)'],
    ['int({}) == 0', 'no such overload: int(map)'],
    ["string(b'\\xff') == ''", 'invalid UTF-8 in bytes, cannot convert to string'],
    ["duration(1) == duration('1ns')", "type conversion error from 'int' to 'google.protobuf.Duration'"]
  ])('%s is an error: %s', (source, reason) => expectError(source, reason))

  it.each([
    ["double('0x1p-2') == 0.25", 'double()'],
    ["string(timestamp(0)) == '1970-01-01T00:00:00Z'", 'string()'],
    ["string(duration('1m')) == '60s'", 'string()']
  ])('refuses %s by name', (source, fn) => expectRefusal(source, fn))
})

describe('int64 arithmetic is checked (common/types/overflow.go)', () => {
  const data = { big: 9223372036854775807n }
  it.each([
    '7 / 2 == 3',
    '-7 / 2 == -3',
    '-7 % 2 == -1',
    '7u / 2u == 3u',
    '7u % 2u == 1u',
    '-7.0 / 2.0 == -3.5',
    '1.0 / 0.0 > 1e308',
    '-9223372036854775808 < 0',
    'big + -1 == 9223372036854775806',
    '-big - 1 == -9223372036854775808'
  ])('%s', (source) => expectTrue(source, data))

  it.each([
    ['big + 1 > 0', 'integer overflow'],
    ['-big - 2 < 0', 'integer overflow'],
    ['big * 2 > 0', 'integer overflow'],
    // The three the library let through: the minimum negated, divided by -1, and its remainder by -1.
    ['-(-big - 1) > 0', 'integer overflow'],
    ['(-big - 1) / -1 > 0', 'integer overflow'],
    ['(-big - 1) % -1 == 0', 'integer overflow'],
    ['-9223372036854775808 / -1 < 0', 'integer overflow'],
    ['18446744073709551615u + 1u > 0u', 'unsigned integer overflow'],
    ['0u - 1u > 0u', 'unsigned integer overflow'],
    ['1 / 0 == 0', 'division by zero'],
    ['1 % 0 == 0', 'modulus by zero'],
    ['1u / 0u == 0u', 'division by zero'],
    // No arithmetic across number types, unlike comparison.
    ['1 / 2.0 == 0.5', 'no such overload: _/_(int, double)'],
    ['1u % 2 == 1', 'no such overload: _%_(uint, int)'],
    ["-'a' == 1", 'no such overload: -_(string)'],
    ["1 + 'a' == 1", 'no such overload: _+_(int, string)']
  ])('%s is an error: %s', (source, reason) => expectError(source, reason, data))
})

describe('&& and || take false, or true, from either side over an error (interpreter/interpretable.go evalAnd, evalOr)', () => {
  const data = { obj: { a: 1n } }
  it.each([
    '!(obj.missing == 1 && false)',
    '!(false && obj.missing == 1)',
    'obj.missing == 1 || true',
    'true || obj.missing == 1'
  ])('%s', (source) => expectTrue(source, data))

  it.each([
    // With both sides in error, cel-go reports the left one.
    ['obj.x == 1 && obj.y == 1', 'no such key: x'],
    ['obj.x == 1 || obj.y == 1', 'no such key: x'],
    ['obj.x == 1 && true', 'no such key: x'],
    ['1 && true', 'no such overload'],
    ['false || 1', 'no such overload']
  ])('%s is an error: %s', (source, reason) => expectError(source, reason, data))
})

describe('has() (parser/macro.go, interpreter/attributes.go)', () => {
  const data = { obj: { a: { b: 1n }, n: null, s: 'x', l: [{ x: 1n }] } }
  it.each([
    'has(obj.a)',
    'has(obj.a.b)',
    '!has(obj.a.c)',
    // Presence on null or a string is false, not an error (no EnableErrorOnBadPresenceTest in Flux).
    '!has(obj.n.x)',
    '!has(obj.s.x)',
    // Any operand, not only a path from a variable.
    'has(obj.l[0].x)',
    '!has(obj.l[0].y)',
    "has({'k': 1}.k)",
    "!has({'k': 1}.j)"
  ])('%s', (source) => expectTrue(source, data))

  it.each([
    // A missing parent in a map is an error, not false: the presence test is on the last field only.
    ['has(obj.x.y)', 'no such key: x'],
    ['has(obj.l[1].x)', 'index out of bounds: 1'],
    // A missing top-level field (Flux's variables are the object's fields), as Flux's own cases show.
    ['has(status.observedGeneration)', 'no such attribute(s): status.observedGeneration']
  ])('%s is an error: %s', (source, reason) => expectError(source, reason, data))

  it.each(['has(1)', 'has(obj.l[0])', 'has(obj.?a)', 'has(obj.a, obj.b)'])(
    'Flux refuses %s when it builds the program',
    (source) => expectFluxRefuses(source, 'invalid argument to has() macro')
  )
})

describe('timestamp() and duration() (time.Parse(time.RFC3339), time.ParseDuration)', () => {
  it.each([
    "timestamp('2024-01-01T00:00:00+01:00') < timestamp('2024-01-01T00:00:00Z')",
    "timestamp('2024-02-29T00:00:00Z') < timestamp('2024-03-01T00:00:00Z')",
    "timestamp('2024-01-01T00:00:00.5Z') > timestamp('2024-01-01T00:00:00Z')",
    // Go takes a comma before the fraction.
    "timestamp('2024-01-01T00:00:00,5Z') == timestamp('2024-01-01T00:00:00.5Z')",
    "timestamp('2024-01-01T00:00:00.123000Z') > timestamp('2024-01-01T00:00:00.122Z')",
    'timestamp(253402300799) > timestamp(0)',
    "timestamp('2024-01-01T01:00:00Z') - timestamp('2024-01-01T00:00:00Z') == duration('1h')",
    "timestamp('2024-03-01T00:00:00Z').getDayOfYear() == 60",
    "duration('1h30m') == duration('5400s')",
    "duration('1.5h') == duration('90m')",
    "duration('-1.5s') < duration('0s')",
    "duration('0') == duration('0s')",
    "duration('.5s') == duration('500ms')",
    "duration('1µs') == duration('1000ns')",
    "duration('2562047h47m16.854775807s') > duration('0s')"
  ])('%s', (source) => expectTrue(source))

  const badTimestamp = "type conversion error from 'string' to 'google.protobuf.Timestamp'"
  const badDuration = "type conversion error from 'string' to 'google.protobuf.Duration'"
  it.each([
    // JavaScript's Date rolls these over to the next day or month; Go refuses them.
    ["timestamp('2024-02-30T00:00:00Z') > timestamp(0)", badTimestamp],
    ["timestamp('2023-02-29T00:00:00Z') > timestamp(0)", badTimestamp],
    ["timestamp('2024-01-01T24:00:00Z') > timestamp(0)", badTimestamp],
    ["timestamp('2024-01-01T00:00:60Z') > timestamp(0)", badTimestamp],
    ["timestamp('2024-01-01t00:00:00z') > timestamp(0)", badTimestamp],
    ["timestamp('2024-01-01T00:00:00') > timestamp(0)", badTimestamp],
    // Go reads year 0; cel-go then refuses it as outside CEL's years 1 to 9999.
    ["timestamp('0000-01-01T00:00:00Z') > timestamp(0)", 'timestamp overflow'],
    ["timestamp('9999-12-31T23:59:59-01:00') > timestamp(0)", 'timestamp overflow'],
    ['timestamp(253402300800) > timestamp(0)', 'timestamp overflow'],
    ["duration('1') == duration('1s')", badDuration],
    ["duration('') == duration('0s')", badDuration],
    ["duration('1d') == duration('24h')", badDuration],
    ["duration('2562047h47m16.854775808s') > duration('0s')", badDuration]
  ])('%s is an error', (source, reason) => expectError(source, reason))

  it.each([
    ["timestamp('2024-01-01T00:00:00.0001Z') > timestamp(0)", 'timestamp('],
    ["timestamp(0).getHours('+01:00') == 1", 'getHours()']
  ])('refuses %s by name', (source, fn) => expectRefusal(source, fn))
})

describe('bytes() outside the environment are refused by name', () => {
  it.each([
    ["b'a'.hex() == '61'", 'hex()'],
    ["b'a'.base64() == 'YQ=='", 'base64()'],
    ['cel.bind(x, 1, x == 1)', 'cel.bind()']
  ])('%s', (source, fn) => expectRefusal(source, fn))
})
