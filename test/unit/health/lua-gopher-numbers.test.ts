/**
 * Lua that crashed fengari ("Lua VM failure: invalid argument") or computed something else than
 * gopher-lua, Argo CD's VM. gopher-lua is the reference: every number is a float64 (LNumber),
 * `%` is `a - floor(a/b)*b`, and Argo CD reads the returned strings through Go's encoding/json.
 */
import { describe, expect, it } from 'vitest'
import { runHealthScript } from '../../../src/health/lua-runtime.js'
import { goString } from '../../../src/health/go-utf8.js'

function message(script: string, obj: unknown = {}): string | undefined {
  const outcome = runHealthScript(script, obj, { openLibs: true })
  if (!outcome.ok) throw new Error(`${outcome.kind}: ${outcome.message}`)
  return outcome.health?.message
}

const SORTED_FIELDS = `local names = {}
for key, value in pairs(obj.status) do
  table.insert(names, key .. "=" .. tostring(value))
end
table.sort(names)
return { status = "Healthy", message = table.concat(names, ", ") }`

describe('numbers beyond 32 bits, which fengari keeps as 32-bit integers', () => {
  it('reads a resource holding an epoch in milliseconds (the VM used to crash before the script ran)', () => {
    const obj = { status: { lastSyncMillis: 1764540000123, bytes: 10737418240, ready: 2, ratio: 0.5 } }
    expect(message(SORTED_FIELDS, obj)).toBe('bytes=10737418240, lastSyncMillis=1764540000123, ratio=0.5, ready=2')
  })

  it.each([
    ['2147483647 + 1', '2147483648'],
    ['1000 * 60 * 60 * 24 * 30', '2592000000'],
    ['0xFFFFFFFF', '4294967295'],
    ['tonumber("0x80000000")', '2147483648'],
    ['-2147483648 - 1', '-2147483649'],
    ['obj.n * 4', '8589934588'],
    ['7 % 3', '1'],
    ['1 % 0', 'NaN'],
    ['#{1, 2, 3} + 0.5', '3.5']
  ])('computes %s as float64 arithmetic does: %s', (expression, text) => {
    expect(message(`return { status = "Healthy", message = tostring(${expression}) }`, { n: 2147483647 })).toBe(text)
  })

  it('still indexes tables and formats integral values as integers', () => {
    const script = `local t = {}
for i = 1, 3 do t[i] = i * 2 end
return { status = "Healthy", message = table.concat(t, ",") .. " " .. #t .. " " .. t[2.0] .. " " .. string.format("%d", obj.n) }`
    expect(message(script, { n: 5 })).toBe('2,4,6 3 4 5')
  })
})

describe('strings that are not UTF-8', () => {
  it('reach the result as Go encoding/json makes them: one U+FFFD per bad byte', () => {
    expect(message('return { status = "Healthy", message = "a\\255b\\226\\130c" }')).toBe('a\ufffdb\ufffd\ufffdc')
  })

  it('do not crash print or error()', () => {
    const outcome = runHealthScript('print("x\\255") error("bad\\192")', {})
    expect(outcome).toMatchObject({ ok: false, kind: 'runtime', message: '<string>:1: bad\ufffd', output: ['x\ufffd'] })
  })

  it.each([
    [[0x61, 0xe2, 0x82, 0xac], 'a€'],
    [[0xe2, 0x82], '\ufffd\ufffd'],
    [[0xed, 0xa0, 0x80], '\ufffd\ufffd\ufffd'],
    [[0xc0, 0xaf], '\ufffd\ufffd'],
    [[0xf4, 0x90, 0x80, 0x80], '\ufffd\ufffd\ufffd\ufffd'],
    [[0xf0, 0x9f, 0x98, 0x80], '😀']
  ])('decodes %j like Go utf8.DecodeRune: %j', (bytes, text) => {
    expect(goString(new Uint8Array(bytes))).toBe(text)
  })
})
