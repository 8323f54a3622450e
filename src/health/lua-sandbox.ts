import fengari, { type LuaJsFunction, type LuaState } from 'fengari'
import { goString } from './go-utf8.js'

const { lua, lauxlib, lualib } = fengari

export interface SandboxOptions {
  /**
   * Open the string, math, os and coroutine libraries as well, like Argo CD does for its built-in
   * scripts and for argocd-cm scripts with `resource.customizations.useOpenLibs.<group>_<kind>: "true"`.
   * Default false: the sandbox argocd-cm health scripts get.
   */
  openLibs?: boolean
  /** Receives each line the script prints (Argo CD writes them to the controller's stdout). */
  print?: (line: string) => void
}

/**
 * A fresh Lua state set up like Argo CD's health-check VM (util/lua `runLua` on gopher-lua):
 * only `package`, base and `table` are opened, each on its own (not `luaL_openlibs`, which would
 * also open string, os, io, math, ...). Then the Lua 5.3 surface fengari adds is trimmed back to
 * what gopher-lua's 5.1 libraries offer, and the 5.1 names scripts may use are added.
 */
export function newSandboxState(options: SandboxOptions = {}): LuaState {
  const L = lauxlib.luaL_newstate()
  openLibrary(L, 'package', lualib.luaopen_package)
  openLibrary(L, '_G', lualib.luaopen_base)
  openLibrary(L, 'table', lualib.luaopen_table)
  if (options.openLibs) {
    openLibrary(L, 'string', lualib.luaopen_string)
    openLibrary(L, 'math', lualib.luaopen_math)
    openLibrary(L, 'coroutine', lualib.luaopen_coroutine)
    openLibrary(L, 'os', lualib.luaopen_os)
    // A health check has no business ending or spawning processes or touching files; in this
    // runner they would act on the CI machine.
    setFields(L, 'os', ['exit', 'execute', 'remove', 'rename', 'tmpname'], undefined)
  }
  lua51Compatibility(L)
  safeOs(L)
  hermeticLoading(L)
  setGlobal(L, 'print', printTo(options.print ?? (() => undefined)))
  setGlobal(L, 'tostring', tostring)
  return L
}

function openLibrary(L: LuaState, name: string, open: LuaJsFunction): void {
  lauxlib.luaL_requiref(L, name, open, 1)
  lua.lua_pop(L, 1)
}

/** gopher-lua implements Lua 5.1: align the names a script can see with it. */
function lua51Compatibility(L: LuaState): void {
  // 5.1 names that 5.3 moved or dropped.
  lua.lua_getglobal(L, 'table')
  lua.lua_getfield(L, -1, 'unpack')
  lua.lua_setglobal(L, 'unpack')
  lua.lua_pop(L, 1)
  lua.lua_getglobal(L, 'load')
  lua.lua_setglobal(L, 'loadstring')
  setFields(L, 'table', ['getn'], tableGetn)
  setFields(L, 'table', ['maxn'], tableMaxn)
  // 5.2/5.3 additions gopher-lua does not have: a script using them would fail in Argo CD.
  setFields(L, 'table', ['pack', 'unpack', 'move'], undefined)
  lua.lua_pushnil(L)
  lua.lua_setglobal(L, 'rawlen')
  lua.lua_pushstring(L, 'Lua 5.1')
  lua.lua_setglobal(L, '_VERSION')
}

/**
 * Argo CD preloads a "safe os" (only `time` and `date`) for `require("os")`. It also means to
 * open it as the global `os`, but registers it into the `table` module instead, so in the
 * default sandbox `os` is nil while `table.time` and `table.date` exist. Both are copied here so
 * that scripts behave the same in both places.
 */
function safeOs(L: LuaState): void {
  // The full os library, opened without registering it anywhere; keep time and date.
  lua.lua_pushjsfunction(L, lualib.luaopen_os)
  lua.lua_pcall(L, 0, 1, 0)
  for (const name of SAFE_OS) {
    lua.lua_getfield(L, -1, name)
    lua.lua_setfield(L, lua.LUA_REGISTRYINDEX, registryKey(name))
  }
  lua.lua_pop(L, 1)
  lua.lua_getglobal(L, 'table')
  copySafeOsInto(L)
  lua.lua_pop(L, 1)
  lauxlib.luaL_getsubtable(L, lua.LUA_REGISTRYINDEX, '_PRELOAD')
  lua.lua_pushjsfunction(L, safeOsLoader)
  lua.lua_setfield(L, -2, 'os')
  lua.lua_pop(L, 1)
}

const SAFE_OS = ['time', 'date'] as const
const registryKey = (name: string): string => `gitops-release.safe-os.${name}`

const safeOsLoader: LuaJsFunction = (L) => {
  lua.lua_createtable(L, 0, SAFE_OS.length)
  copySafeOsInto(L)
  return 1
}

/** Sets `time` and `date` on the table at the top of the stack. */
function copySafeOsInto(L: LuaState): void {
  for (const name of SAFE_OS) {
    lua.lua_getfield(L, lua.LUA_REGISTRYINDEX, registryKey(name))
    lua.lua_setfield(L, -2, name)
  }
}

/**
 * fengari's `require` searches the file system for Lua and JavaScript modules, and `dofile`,
 * `loadfile` and `package.loadlib` read files. In Argo CD those would look inside the controller
 * container, where a config repo's files never are; here they would read (or run JavaScript
 * from) the CI machine. Only preloaded modules (`require("os")`) stay loadable.
 */
function hermeticLoading(L: LuaState): void {
  lua.lua_getglobal(L, 'package')
  lua.lua_getfield(L, -1, 'searchers')
  const searchers = lua.lua_gettop(L)
  const count = lauxlib.luaL_len(L, searchers)
  for (let i = count; i >= 2; i--) {
    lua.lua_pushnil(L)
    lua.lua_rawseti(L, searchers, i)
  }
  lua.lua_settop(L, searchers - 2)
  setFields(L, 'package', ['loadlib', 'searchpath'], undefined)
  for (const name of ['dofile', 'loadfile']) {
    lua.lua_pushnil(L)
    lua.lua_setglobal(L, name)
  }
}

function printTo(sink: (line: string) => void): LuaJsFunction {
  return (L) => {
    const parts: string[] = []
    for (let i = 1; i <= lua.lua_gettop(L); i++) {
      pushText(L, i)
      parts.push(goString(lua.lua_tolstring(L, -1)))
      lua.lua_pop(L, 1)
    }
    sink(parts.join('\t'))
    return 0
  }
}

/**
 * fengari's own `tostring` and `print` format numbers through a private path that ignores the
 * gopher-lua number formatting (lua-numbers.ts); converting a copy with lua_tolstring uses it.
 */
const tostring: LuaJsFunction = (L) => {
  lauxlib.luaL_checkany(L, 1)
  pushText(L, 1)
  return 1
}

function pushText(L: LuaState, index: number): void {
  if (lua.lua_type(L, index) === lua.LUA_TNUMBER) {
    lua.lua_pushvalue(L, index)
    lua.lua_tolstring(L, -1)
  } else {
    lauxlib.luaL_tolstring(L, index)
  }
}

const tableGetn: LuaJsFunction = (L) => {
  lauxlib.luaL_checktype(L, 1, lua.LUA_TTABLE)
  lua.lua_pushinteger(L, lauxlib.luaL_len(L, 1))
  return 1
}

/** Lua 5.1 `table.maxn`: the largest positive numeric key, 0 if none. */
const tableMaxn: LuaJsFunction = (L) => {
  lauxlib.luaL_checktype(L, 1, lua.LUA_TTABLE)
  let max = 0
  lua.lua_pushnil(L)
  while (lua.lua_next(L, 1) !== 0) {
    lua.lua_pop(L, 1)
    if (lua.lua_type(L, -1) === lua.LUA_TNUMBER) max = Math.max(max, lua.lua_tonumber(L, -1))
  }
  lua.lua_pushnumber(L, max)
  return 1
}

function setGlobal(L: LuaState, name: string, fn: LuaJsFunction): void {
  lua.lua_pushjsfunction(L, fn)
  lua.lua_setglobal(L, name)
}

/** Sets (or with `fn` undefined, removes) fields of a global library table. */
function setFields(L: LuaState, library: string, names: string[], fn: LuaJsFunction | undefined): void {
  lua.lua_getglobal(L, library)
  for (const name of names) {
    if (fn) lua.lua_pushjsfunction(L, fn)
    else lua.lua_pushnil(L)
    lua.lua_setfield(L, -2, name)
  }
  lua.lua_pop(L, 1)
}
