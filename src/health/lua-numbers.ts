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
 * fengari formats floats the Lua 5.3 way ("%.14g" plus ".0" for integral values) in one
 * internal function that the VM looks up on its module object each time it converts a number
 * to a string (concatenation, `tostring`, `print`, `table.concat`). Replacing that function is
 * the only way to make `..` agree with gopher-lua, and health messages are compared
 * byte for byte. Integers keep fengari's own formatting, which already matches. The change
 * applies to every fengari state in this process; this project uses fengari only for health
 * checks, so that is intended. Installed on first use rather than at import.
 */
export function installGopherNumberFormatting(): void {
  const target = lobject as typeof lobject & { [INSTALLED]?: true }
  if (target[INSTALLED]) return
  const lua53ToString = target.luaO_tostring
  target.luaO_tostring = (L, obj) => {
    if (obj.ttisinteger()) return lua53ToString(L, obj)
    obj.setsvalue(lstring.luaS_bless(L, fengari.to_luastring(formatNumberLikeGopherLua(obj.value))))
  }
  target[INSTALLED] = true
}
