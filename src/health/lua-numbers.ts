import fengari from 'fengari'
import lobject from 'fengari/src/lobject.js'
import lstring from 'fengari/src/lstring.js'

/**
 * How gopher-lua (Argo CD's Lua 5.1 VM) turns a number into text, for `tostring(n)`, `..` and
 * `print`. Every gopher-lua number is a float64: integral values print as integers ("2", never
 * "2.0" as Lua 5.3 does), anything else goes through Go's `fmt.Sprint(float64)`, which is the
 * shortest round-tripping form with an exponent when the decimal exponent is < -4 or >= 6
 * (`strconv` uses a fixed 6 for the shortest format). So 1/3 is "0.3333333333333333" (Lua 5.1 would say
 * "0.33333333333333") and 1234567.5 is "1.2345675e+06".
 */
export function formatNumberLikeGopherLua(n: number): string {
  if (Number.isNaN(n)) return 'NaN'
  if (n === Infinity) return '+Inf'
  if (n === -Infinity) return '-Inf'
  // gopher-lua checks float64(int64(n)) == n; beyond the int64 range the check fails.
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 63) return BigInt(n).toString()
  const [mantissa = '', exponentText = '0'] = n.toExponential().split('e')
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 6) {
    const digits = String(Math.abs(exponent)).padStart(2, '0')
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${digits}`
  }
  // In this range JavaScript's shortest form is already plain decimal, like Go's.
  return String(n)
}

const INSTALLED = Symbol.for('gitops-release.fengari.gopherNumbers')

/**
 * Makes every number a fengari state creates behave like gopher-lua's float64, in the two
 * internal functions the VM looks up on its module object at each use:
 * - `luaO_tostring` formats floats the Lua 5.3 way ("%.14g" plus ".0" for integral values);
 *   replaced by formatNumberLikeGopherLua, because health messages are compared byte for byte.
 * - `luaO_str2num` (numerals in the source, `tonumber`, string coercion) returns 5.3 integers,
 *   which in fengari are 32-bit: `1000 * 60 * 60 * 24 * 30` wraps to a negative number and a hex
 *   numeral above 0x7fffffff wraps too. gopher-lua has only float64, so every numeral becomes a
 *   float here; integral floats still print as integers and index tables as integer keys.
 * The change applies to every fengari state in this process; this project uses fengari only for
 * health checks, so that is intended. Installed on first use rather than at import.
 */
export function installGopherNumbers(): void {
  const target = lobject as typeof lobject & { [INSTALLED]?: true }
  if (target[INSTALLED]) return
  const lua53ToString = target.luaO_tostring
  target.luaO_tostring = (L, obj) => {
    if (obj.ttisinteger()) return lua53ToString(L, obj)
    obj.setsvalue(lstring.luaS_bless(L, fengari.to_luastring(formatNumberLikeGopherLua(obj.value))))
  }
  const lua53Str2num = target.luaO_str2num
  target.luaO_str2num = (s, obj) => {
    const size = lua53Str2num(s, obj)
    if (size !== 0 && obj.ttisinteger()) obj.setfltvalue(hexNumeral(s) ?? obj.value)
    return size
  }
  target[INSTALLED] = true
}

/** The exact value of a hexadecimal integer numeral (fengari wraps it at 32 bits), else undefined. */
function hexNumeral(s: Uint8Array): number | undefined {
  const match = /^\s*([-+]?)0[xX]([0-9a-fA-F]+)\s*$/.exec(new TextDecoder().decode(s).replace(/\0$/, ''))
  if (!match) return undefined
  const value = Number.parseInt(match[2] ?? '', 16)
  return match[1] === '-' ? -value : value
}
