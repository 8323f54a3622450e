import fengari, { type LuaHook, type LuaState } from 'fengari'
import { installGopherNumbers } from './lua-numbers.js'
import { goString } from './go-utf8.js'
import { newSandboxState } from './lua-sandbox.js'
import { findLua53Operator } from './lua-syntax.js'

const { lua, lauxlib } = fengari

/** The health codes Argo CD accepts from a script (gitops-engine `pkg/health`). */
export const HEALTH_STATUS_CODES = ['Healthy', 'Progressing', 'Degraded', 'Suspended', 'Missing', 'Unknown'] as const
export type HealthStatusCode = (typeof HEALTH_STATUS_CODES)[number]

export interface HealthStatus {
  status: HealthStatusCode
  /** Absent when the script set none (or set ""): Argo CD's `message` is omitempty. */
  message?: string
}

export interface LuaRunOptions {
  /** Argo CD gives a script 1 s (`context.WithTimeout` on the gopher-lua state). */
  timeoutMs?: number
  /** Open string/math/os/coroutine too (Argo CD's `useOpenLibs`); default false, the argocd-cm sandbox. */
  openLibs?: boolean
  /** Clock for the deadline; tests may pass their own. */
  now?: () => number
}

export type LuaFailureKind =
  /** Did not compile, or uses Lua 5.3 syntax gopher-lua would reject. */
  | 'syntax'
  /** Raised an error while running. */
  | 'runtime'
  /** Ran past the time limit. */
  | 'timeout'
  /** Returned something Argo CD cannot read as a health status (not a table, or bad field types). */
  | 'return-type'
  /** Returned a status that is not one of HEALTH_STATUS_CODES. */
  | 'invalid-status'

export type LuaHealthOutcome =
  | {
      ok: true
      /** null: the script returned nil or an empty table; Argo CD then records an empty health `{}`. */
      health: HealthStatus | null
      /** Lines the script printed. */
      output: string[]
    }
  | {
      ok: false
      kind: LuaFailureKind
      /** The error as the VM reports it, e.g. `<string>:4: attempt to index a nil value (field 'status')`. */
      message: string
      /** Script line, when known. */
      line?: number
      /** What probably went wrong, for errors with a common cause in Argo CD's sandbox. */
      hint?: string
      output: string[]
    }

/** The chunk name gopher-lua uses for `DoString`, so messages read `<string>:<line>: ...` as in Argo CD. */
const CHUNK_NAME = '=<string>'
const HOOK_EVERY_INSTRUCTIONS = 1000

/**
 * Runs a health script against `obj` (the live resource as parsed JSON) in a fresh Lua state
 * shaped like Argo CD's sandbox, and reads its result the way Argo CD does. Never throws for
 * anything the script does.
 */
export function runHealthScript(script: string, obj: unknown, options: LuaRunOptions = {}): LuaHealthOutcome {
  installGopherNumbers()
  const output: string[] = []
  const fail = (kind: LuaFailureKind, message: string, hint?: string): LuaHealthOutcome => {
    const line = /^<string>:(\d+):/.exec(message)?.[1]
    return { ok: false, kind, message, ...(line ? { line: Number(line) } : {}), ...(hint ? { hint } : {}), output }
  }
  const L = newSandboxState({ openLibs: options.openLibs ?? false, print: (line) => output.push(line) })
  try {
    pushJson(L, obj)
    lua.lua_setglobal(L, 'obj')
    const source = fengari.to_luastring(script)
    if (lauxlib.luaL_loadbuffer(L, source, source.length, CHUNK_NAME) !== lua.LUA_OK) {
      return fail('syntax', errorText(L))
    }
    const newer = findLua53Operator(script)
    if (newer) {
      return fail(
        'syntax',
        `<string>:${newer.line}: '${newer.operator}' is a Lua 5.3 operator`,
        'Argo CD runs health scripts on gopher-lua (Lua 5.1), which rejects it as a syntax error'
      )
    }
    const timeoutMs = options.timeoutMs ?? 1000
    const now = options.now ?? Date.now
    const deadline = now() + timeoutMs
    let timedOut = false
    const hook: LuaHook = (S) => {
      if (!timedOut && now() <= deadline) return
      if (!timedOut) {
        timedOut = true
        // From now on fail at every instruction, so a pcall in the script cannot swallow the
        // timeout: the first instruction after it returns raises again (gopher-lua checks its
        // context at every instruction too).
        lua.lua_sethook(S, hook, lua.LUA_MASKCOUNT, 1)
      }
      lua.lua_pushstring(S, `<string>:${currentLine(S)}: health script ran longer than ${timeoutMs} ms`)
      lua.lua_error(S)
    }
    lua.lua_sethook(L, hook, lua.LUA_MASKCOUNT, HOOK_EVERY_INSTRUCTIONS)
    const status = lua.lua_pcall(L, 0, 1, 0)
    lua.lua_sethook(L, null, 0, 0)
    if (timedOut)
      return fail(
        'timeout',
        errorText(L),
        `Argo CD stops a health script after 1 s and reports the resource as Unknown`
      )
    if (status !== lua.LUA_OK) {
      const message = errorText(L)
      return fail('runtime', message, sandboxHint(message, options.openLibs ?? false))
    }
    return readHealth(L, output, fail)
  } catch (error) {
    // fengari lets JavaScript exceptions from its own internals (for example a JS stack
    // overflow) escape lua_pcall.
    return fail('runtime', `Lua VM failure: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    lua.lua_close(L)
  }
}

/**
 * What Argo CD shows for a resource whose script produced `outcome` (util/lua
 * `ExecuteHealthLua` plus gitops-engine `GetResourceHealth`): an invalid status becomes Unknown
 * with a fixed message and no error; any other failure becomes Unknown with the error text, and
 * `error` is set (Argo CD also raises a ComparisonError condition on the Application).
 */
export function argoResourceHealth(outcome: LuaHealthOutcome): { health: Partial<HealthStatus>; error?: string } {
  if (outcome.ok) return { health: outcome.health ?? {} }
  if (outcome.kind === 'invalid-status') {
    return { health: { status: 'Unknown', message: 'Lua returned an invalid health status' } }
  }
  return { health: { status: 'Unknown', message: outcome.message }, error: outcome.message }
}

/**
 * Argo CD encodes the returned table to JSON (gopher-json) and decodes that into HealthStatus:
 * a table with only string keys is an object; an empty or array-like table encodes as a JSON
 * array, which Argo CD (3.x) treats as an empty health.
 */
function readHealth(
  L: LuaState,
  output: string[],
  fail: (kind: LuaFailureKind, message: string) => LuaHealthOutcome
): LuaHealthOutcome {
  const type = lua.lua_type(L, -1)
  if (type === lua.LUA_TNIL) return { ok: true, health: null, output }
  if (type !== lua.LUA_TTABLE) {
    return fail('return-type', `expect table output from Lua script, not ${typeName(L, type)}`)
  }
  const keys = tableKeyTypes(L)
  if (keys.other || (keys.strings && keys.numbers)) {
    return fail('return-type', 'cannot encode the returned table as JSON: mixed or invalid key types')
  }
  if (!keys.strings) return { ok: true, health: null, output }
  const status = stringField(L, 'status')
  const message = stringField(L, 'message')
  for (const [name, field] of [
    ['status', status],
    ['message', message]
  ] as const) {
    if (field.bad) return fail('return-type', `the returned "${name}" must be a string, not ${field.bad}`)
  }
  const code = HEALTH_STATUS_CODES.find((c) => c === status.value)
  if (!code) {
    return fail(
      'invalid-status',
      `Lua returned an invalid health status ${JSON.stringify(status.value ?? '')}: expected one of ${HEALTH_STATUS_CODES.join(', ')}`
    )
  }
  return { ok: true, health: message.value ? { status: code, message: message.value } : { status: code }, output }
}

function tableKeyTypes(L: LuaState): { strings: boolean; numbers: boolean; other: boolean } {
  const seen = { strings: false, numbers: false, other: false }
  const table = lua.lua_gettop(L)
  lua.lua_pushnil(L)
  while (lua.lua_next(L, table) !== 0) {
    lua.lua_pop(L, 1)
    const keyType = lua.lua_type(L, -1)
    if (keyType === lua.LUA_TSTRING) seen.strings = true
    else if (keyType === lua.LUA_TNUMBER && lua.lua_tonumber(L, -1) >= 1 && Number.isInteger(lua.lua_tonumber(L, -1)))
      seen.numbers = true
    else seen.other = true
  }
  return seen
}

/** A raw field of the table at the top of the stack that must be a string if present. */
function stringField(L: LuaState, name: string): { value?: string; bad?: string } {
  lua.lua_pushstring(L, name)
  const type = lua.lua_rawget(L, -2)
  try {
    if (type === lua.LUA_TNIL) return {}
    if (type !== lua.LUA_TSTRING) return { bad: typeName(L, type) }
    return { value: goString(lua.lua_tolstring(L, -1)) }
  } finally {
    lua.lua_pop(L, 1)
  }
}

/** Pushes parsed JSON as Lua values: objects and arrays become tables (arrays 1-based), null is nil. */
function pushJson(L: LuaState, value: unknown): void {
  if (!lua.lua_checkstack(L, 3)) throw new Error('resource nests too deeply for the Lua stack')
  if (value === null || value === undefined) lua.lua_pushnil(L)
  else if (typeof value === 'boolean') lua.lua_pushboolean(L, value)
  // Every number is a float, as in gopher-lua (float64 only): fengari's integers are 32-bit, and
  // lua_pushinteger throws on anything larger (an epoch in milliseconds, a size in bytes).
  // Integral floats still print as "2", not "2.0" (lua-numbers.ts).
  else if (typeof value === 'number') lua.lua_pushnumber(L, value)
  else if (typeof value === 'string') lua.lua_pushstring(L, value)
  else if (Array.isArray(value)) {
    lua.lua_createtable(L, value.length, 0)
    value.forEach((item, index) => {
      if (item === null || item === undefined) return
      pushJson(L, item)
      lua.lua_rawseti(L, -2, index + 1)
    })
  } else if (typeof value === 'object') {
    const entries = Object.entries(value)
    lua.lua_createtable(L, 0, entries.length)
    for (const [key, item] of entries) {
      if (item === null || item === undefined) continue
      pushJson(L, item)
      lua.lua_setfield(L, -2, key)
    }
  } else lua.lua_pushnil(L)
}

/** The error value as text, without calling a __tostring metamethod (the time limit is off by now). */
function errorText(L: LuaState): string {
  const type = lua.lua_type(L, -1)
  if (type === lua.LUA_TSTRING || type === lua.LUA_TNUMBER) return goString(lua.lua_tolstring(L, -1))
  return `(error object is a ${typeName(L, type)} value)`
}

function typeName(L: LuaState, type: number): string {
  return fengari.to_jsstring(lua.lua_typename(L, type))
}

function currentLine(L: LuaState): number {
  const ar = new lua.lua_Debug()
  if (lua.lua_getstack(L, 0, ar) === 0) return 0
  lua.lua_getinfo(L, 'l', ar)
  return ar.currentline
}

function sandboxHint(message: string, openLibs: boolean): string | undefined {
  if (openLibs) return undefined
  const library = /\(global '(string|math|os|io|coroutine|debug|utf8)'\)/.exec(message)?.[1]
  if (library) {
    return `Argo CD's default health-check sandbox has no global '${library}' (only base, table and package are loaded unless useOpenLibs is set)`
  }
  if (/attempt to index a string value/.test(message)) {
    return "string methods need the string library, which Argo CD's default health-check sandbox does not load"
  }
  return undefined
}
