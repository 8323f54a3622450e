import { describe, expect, it } from 'vitest'
import { argoResourceHealth, runHealthScript, type LuaHealthOutcome } from '../../../src/health/lua-runtime.js'

/** Runs `return { status = "Healthy", message = <expression> }` and returns the message. */
function evaluate(expression: string, obj: unknown = {}, openLibs = false): string | undefined {
  const outcome = runHealthScript(`return { status = "Healthy", message = ${expression} }`, obj, { openLibs })
  if (!outcome.ok) throw new Error(`${outcome.kind}: ${outcome.message}`)
  return outcome.health?.message
}

function failure(outcome: LuaHealthOutcome): Extract<LuaHealthOutcome, { ok: false }> {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.health)}`)
  return outcome
}

describe('the sandbox (Argo CD default: base, table and package only)', () => {
  it.each(['string', 'os', 'math', 'io', 'coroutine', 'debug', 'utf8'])('has no global %s', (name) => {
    expect(evaluate(`type(${name})`)).toBe('nil')
  })

  it('has no file access and no Lua 5.2+ additions that gopher-lua lacks', () => {
    expect(
      evaluate(
        'type(dofile) .. type(loadfile) .. type(rawlen) .. type(table.pack) .. type(table.unpack) .. type(table.move)'
      )
    ).toBe('nil'.repeat(6))
  })

  it('has the Lua 5.1 names gopher-lua offers', () => {
    expect(evaluate('_VERSION')).toBe('Lua 5.1')
    expect(evaluate('table.concat({ unpack({ "a", "b" }) }, ",")')).toBe('a,b')
    expect(evaluate('type(loadstring) .. " " .. table.getn({ 1, 2, 3 }) .. " " .. table.maxn({ 1, [7] = true })')).toBe(
      'function 3 7'
    )
    expect(evaluate('type(pairs) .. type(ipairs) .. type(pcall) .. type(require) .. type(setmetatable)')).toBe(
      'function'.repeat(5)
    )
  })

  it('preloads a safe os with only time and date, and copies them into table as Argo CD does', () => {
    const outcome = runHealthScript(
      'local os = require("os"); local names = {}; for k in pairs(os) do table.insert(names, k) end; table.sort(names)\n' +
        'return { status = "Healthy", message = table.concat(names, ",") .. " " .. type(table.time) .. " " .. type(table.date) }',
      {}
    )
    expect(outcome).toMatchObject({ ok: true, health: { message: 'date,time function function' } })
  })

  it('cannot require modules from disk', () => {
    const outcome = failure(runHealthScript('return require("health")', {}))
    expect(outcome).toMatchObject({ kind: 'runtime', line: 1 })
    expect(outcome.message).toContain("module 'health' not found")
  })

  it('explains a missing string library with the error Argo CD users see', () => {
    const outcome = failure(runHealthScript('local hs = {}\nif string.find("a", "b") then end\nreturn hs', {}))
    expect(outcome).toMatchObject({ kind: 'runtime', line: 2 })
    expect(outcome.message).toBe("<string>:2: attempt to index a nil value (global 'string')")
    expect(outcome.hint).toContain("no global 'string'")
    expect(failure(runHealthScript('local s = "x"\nreturn { status = s:upper() }', {})).hint).toContain(
      'string library'
    )
  })

  it('opens string, math and a trimmed os with openLibs', () => {
    expect(
      evaluate('string.upper("ok") .. math.floor(2.7) .. type(os.time) .. type(os.exit) .. type(os.execute)', {}, true)
    ).toBe('OK2functionnilnil')
    expect(evaluate('type(io)', {}, true)).toBe('nil')
  })

  it('gives every run a fresh state', () => {
    expect(runHealthScript('leaked = "yes"; return {}', {}).ok).toBe(true)
    expect(evaluate('tostring(leaked)')).toBe('nil')
  })
})

describe('obj', () => {
  const resource = {
    metadata: { name: 'todo-api', generation: 3, labels: { app: 'todo' }, annotations: null },
    spec: { port: 8080, ratio: 0.25, enabled: true, args: ['a', null, 'c'] }
  }

  it('is the resource as nested tables, with 1-based arrays and null as nil', () => {
    expect(
      evaluate('obj.metadata.name .. obj.metadata.labels.app .. tostring(obj.metadata.annotations)', resource)
    ).toBe('todo-apitodonil')
    expect(
      evaluate(
        'obj.spec.args[1] .. tostring(obj.spec.args[2]) .. obj.spec.args[3] .. tostring(obj.spec.enabled)',
        resource
      )
    ).toBe('anilctrue')
  })

  it('prints numbers the way gopher-lua (Lua 5.1, float64) does', () => {
    expect(evaluate('"generation " .. obj.metadata.generation', resource)).toBe('generation 3')
    expect(evaluate('tostring(obj.metadata.generation)', resource)).toBe('3')
    expect(evaluate('tostring(obj.spec.port / 2) .. " " .. obj.spec.port / 3', resource)).toBe(
      '4040 2693.3333333333335'
    )
    expect(evaluate('tostring(4 / 2) .. " " .. (10 / 4) .. " " .. obj.spec.ratio .. " " .. (1 / 3)', resource)).toBe(
      '2 2.5 0.25 0.3333333333333333'
    )
  })

  it('prints numbers the same way through print', () => {
    const outcome = runHealthScript('print("gen", obj.metadata.generation, 6 / 3, nil, true); return {}', resource)
    expect(outcome.output).toEqual(['gen\t3\t2\tnil\ttrue'])
  })
})

describe('reading the result as Argo CD does', () => {
  it('returns the status and message of the returned table', () => {
    expect(runHealthScript('return { status = "Degraded", message = "boom" }', {})).toEqual({
      ok: true,
      health: { status: 'Degraded', message: 'boom' },
      output: []
    })
    expect(runHealthScript('return { status = "Healthy", message = "" }', {})).toMatchObject({
      health: { status: 'Healthy' }
    })
  })

  it('treats nil, an empty table and an array as an empty health', () => {
    for (const script of ['return nil', 'local x = 1', 'return {}', 'return { "Healthy" }']) {
      expect(runHealthScript(script, {})).toMatchObject({ ok: true, health: null })
    }
  })

  it('rejects a result that is not a table with Argo CD’s message', () => {
    expect(failure(runHealthScript('return "Healthy"', {}))).toMatchObject({
      kind: 'return-type',
      message: 'expect table output from Lua script, not string'
    })
  })

  it('rejects non-string fields', () => {
    expect(failure(runHealthScript('return { status = "Healthy", message = 3 }', {})).message).toBe(
      'the returned "message" must be a string, not number'
    )
  })

  it.each(['Ready', 'healthy', ''])('rejects the invalid status %j and lists the valid ones', (status) => {
    const outcome = failure(runHealthScript(`return { status = ${JSON.stringify(status)} }`, {}))
    expect(outcome.kind).toBe('invalid-status')
    expect(outcome.message).toContain('Healthy, Progressing, Degraded, Suspended, Missing, Unknown')
  })
})

describe('errors', () => {
  it('reports a syntax error with its line', () => {
    const outcome = failure(runHealthScript('local hs = {}\nif obj.status then\nreturn hs', {}))
    expect(outcome).toMatchObject({ kind: 'syntax', line: 3 })
    expect(outcome.message).toMatch(/^<string>:3: 'end' expected/)
  })

  it('rejects Lua 5.3 operators that gopher-lua cannot parse', () => {
    const outcome = failure(runHealthScript('local hs = {}\nlocal half = 7 // 2\nreturn hs', {}))
    expect(outcome).toMatchObject({ kind: 'syntax', line: 2, message: "<string>:2: '//' is a Lua 5.3 operator" })
    expect(outcome.hint).toContain('gopher-lua')
  })

  it('reports a runtime error with its line and keeps what was printed before it', () => {
    const outcome = failure(runHealthScript('print("checking")\nlocal x = obj.status.conditions\nreturn {}', {}))
    expect(outcome).toMatchObject({ kind: 'runtime', line: 2, output: ['checking'] })
    expect(outcome.message).toBe("<string>:2: attempt to index a nil value (field 'status')")
  })

  it('reports error() calls with their message', () => {
    expect(failure(runHealthScript('error("no status yet")', {})).message).toBe('<string>:1: no status yet')
    expect(failure(runHealthScript('error({})', {})).message).toBe('(error object is a table value)')
    // A __tostring on the error object is not run: the time limit no longer applies then.
    const sneaky = 'error(setmetatable({}, { __tostring = function() while true do end end }))'
    expect(failure(runHealthScript(sneaky, {})).message).toBe('(error object is a table value)')
  })

  it('stops an endless loop after the limit, even one that pcall would swallow', () => {
    const quick = failure(
      runHealthScript('while true do pcall(function() while true do end end) end', {}, { timeoutMs: 50 })
    )
    expect(quick).toMatchObject({ kind: 'timeout', line: 1 })
    expect(quick.message).toBe('<string>:1: health script ran longer than 50 ms')
  })

  it('gives a script 1 s by default, like Argo CD', () => {
    let clock = 0
    const outcome = failure(
      runHealthScript('local n = 0\nwhile true do n = n + 1 end', {}, { now: () => (clock += 1) })
    )
    expect(outcome).toMatchObject({ kind: 'timeout', line: 2 })
    expect(outcome.message).toContain('1000 ms')
    // The deadline is checked every 1000 instructions: ~1000 checks of a fake 1 ms tick each.
    expect(clock).toBeGreaterThan(1000)
    expect(clock).toBeLessThan(1010)
  })

  it('times out a real endless loop in about a second', () => {
    const started = Date.now()
    expect(failure(runHealthScript('while true do end', {})).kind).toBe('timeout')
    // Loose bounds: this only guards against the limit being ignored or far off.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('argoResourceHealth', () => {
  it('maps outcomes to what Argo CD records on the resource', () => {
    expect(argoResourceHealth(runHealthScript('return { status = "Healthy" }', {}))).toEqual({
      health: { status: 'Healthy' }
    })
    expect(argoResourceHealth(runHealthScript('return nil', {}))).toEqual({ health: {} })
    expect(argoResourceHealth(runHealthScript('return { status = "Ready" }', {}))).toEqual({
      health: { status: 'Unknown', message: 'Lua returned an invalid health status' }
    })
    expect(argoResourceHealth(runHealthScript('error("boom")', {}))).toEqual({
      health: { status: 'Unknown', message: '<string>:1: boom' },
      error: '<string>:1: boom'
    })
  })
})
