// Types for the part of fengari (Lua 5.3 in JavaScript, no bundled types) that the health-check
// runtime uses. Lua strings are byte arrays (Uint8Array) in fengari; functions that accept a
// "string" here also accept a JS string, which fengari encodes as UTF-8.
declare module 'fengari' {
  /** An opaque Lua state. */
  export interface LuaState {
    readonly __fengariLuaState: unique symbol
  }
  export type LuaString = Uint8Array
  export type LuaJsFunction = (L: LuaState) => number
  export type LuaHook = (L: LuaState, ar: LuaDebug) => void

  export interface LuaDebug {
    currentline: number
    short_src: LuaString | null
  }

  export interface LuaApi {
    readonly LUA_OK: number
    readonly LUA_ERRRUN: number
    readonly LUA_ERRSYNTAX: number
    readonly LUA_ERRMEM: number
    readonly LUA_ERRERR: number
    readonly LUA_MULTRET: number
    readonly LUA_MASKCOUNT: number
    readonly LUA_REGISTRYINDEX: number
    readonly LUA_TNIL: number
    readonly LUA_TBOOLEAN: number
    readonly LUA_TNUMBER: number
    readonly LUA_TSTRING: number
    readonly LUA_TTABLE: number
    readonly LUA_TFUNCTION: number
    lua_Debug: new () => LuaDebug
    lua_checkstack(L: LuaState, n: number): boolean
    lua_close(L: LuaState): void
    lua_createtable(L: LuaState, narr: number, nrec: number): void
    lua_error(L: LuaState): never
    lua_getfield(L: LuaState, idx: number, k: string | LuaString): number
    lua_getglobal(L: LuaState, name: string | LuaString): number
    lua_getinfo(L: LuaState, what: string | LuaString, ar: LuaDebug): number
    lua_getstack(L: LuaState, level: number, ar: LuaDebug): number
    lua_gettop(L: LuaState): number
    lua_isinteger(L: LuaState, idx: number): boolean
    lua_next(L: LuaState, idx: number): number
    lua_pcall(L: LuaState, nargs: number, nresults: number, msgh: number): number
    lua_pop(L: LuaState, n: number): void
    lua_pushboolean(L: LuaState, b: boolean): void
    lua_pushinteger(L: LuaState, n: number): void
    lua_pushjsfunction(L: LuaState, f: LuaJsFunction): void
    lua_pushnil(L: LuaState): void
    lua_pushnumber(L: LuaState, n: number): void
    lua_pushstring(L: LuaState, s: string | LuaString): LuaString
    lua_pushvalue(L: LuaState, idx: number): void
    lua_rawget(L: LuaState, idx: number): number
    lua_rawseti(L: LuaState, idx: number, n: number): void
    lua_setfield(L: LuaState, idx: number, k: string | LuaString): void
    lua_setglobal(L: LuaState, name: string | LuaString): void
    lua_sethook(L: LuaState, f: LuaHook | null, mask: number, count: number): void
    lua_settop(L: LuaState, idx: number): void
    lua_toboolean(L: LuaState, idx: number): boolean
    lua_tojsstring(L: LuaState, idx: number): string | null
    lua_tolstring(L: LuaState, idx: number): LuaString | null
    lua_tonumber(L: LuaState, idx: number): number
    lua_type(L: LuaState, idx: number): number
    lua_typename(L: LuaState, tp: number): LuaString
  }

  export interface LauxApi {
    luaL_checkany(L: LuaState, arg: number): void
    luaL_checktype(L: LuaState, arg: number, t: number): void
    luaL_getsubtable(L: LuaState, idx: number, fname: string | LuaString): boolean
    luaL_len(L: LuaState, idx: number): number
    luaL_loadbuffer(L: LuaState, buff: LuaString, size: number | null, name: string | LuaString): number
    luaL_newstate(): LuaState
    luaL_requiref(L: LuaState, modname: string | LuaString, openf: LuaJsFunction, glb: number): void
    luaL_tolstring(L: LuaState, idx: number): LuaString
  }

  export interface LualibApi {
    luaopen_base: LuaJsFunction
    luaopen_coroutine: LuaJsFunction
    luaopen_math: LuaJsFunction
    luaopen_os: LuaJsFunction
    luaopen_package: LuaJsFunction
    luaopen_string: LuaJsFunction
    luaopen_table: LuaJsFunction
  }

  const fengari: {
    lua: LuaApi
    lauxlib: LauxApi
    lualib: LualibApi
    to_luastring(s: string): LuaString
    to_jsstring(s: LuaString): string
  }
  export default fengari
}

// Internal modules, used only to make numbers match gopher-lua's float64 (see lua-numbers.ts). fengari reads these through the module objects at call time.
declare module 'fengari/src/lobject.js' {
  import type { LuaState } from 'fengari'
  export interface TValue {
    ttisinteger(): boolean
    readonly value: number
    setsvalue(ts: unknown): void
    setfltvalue(n: number): void
  }
  const lobject: {
    luaO_tostring: (L: LuaState, obj: TValue) => void
    /** Returns the numeral's size plus one, or 0 when `s` is not a numeral. */
    luaO_str2num: (s: Uint8Array, obj: TValue) => number
  }
  export default lobject
}

declare module 'fengari/src/lstring.js' {
  import type { LuaState, LuaString } from 'fengari'
  const lstring: { luaS_bless: (L: LuaState, s: LuaString) => unknown }
  export default lstring
}
