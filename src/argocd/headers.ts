import { InputError } from '../errors.js'

/** One extra request header: `['CF-Access-Client-Id', '…']`. */
export type ExtraHeader = readonly [name: string, value: string]

/** RFC 9110 token characters: what a header name may be made of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/**
 * Headers our own transport sets, or that would break the connection itself if overridden.
 * `authorization` is allowed: a proxy that takes the Authorization header gets it, and the Argo
 * CD token then travels in `grpc-metadata-token` (http.ts), which is the token's, not the proxy's.
 */
const RESERVED = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'accept',
  'grpc-metadata-token'
])

/**
 * `argocd-headers`: one `Name: value` a line, for an authenticating proxy in front of Argo CD
 * (IAP, Cloudflare Access, oauth2-proxy). Every value is handed to `mask` before anything else
 * happens, and messages name the line, never its content: a value is a credential.
 */
export function parseHeaders(
  text: string | undefined,
  label: string,
  mask: (value: string) => void
): readonly ExtraHeader[] {
  if (text === undefined) return []
  const headers: ExtraHeader[] = []
  const lines = text.split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const colon = line.indexOf(':')
    const name = colon === -1 ? '' : line.slice(0, colon).trim()
    const value = colon === -1 ? '' : line.slice(colon + 1).trim()
    if (value !== '') mask(value)
    const where = `${label}, line ${index + 1}`
    if (colon === -1 || !TOKEN.test(name)) {
      throw new InputError(
        `${where}: expected 'Name: value' (a header name made of letters, digits and -, then a colon); the line is not shown, it may hold a secret.`
      )
    }
    if (value === '') throw new InputError(`${where}: header ${name} has no value; give one after the colon.`)
    if (RESERVED.has(name.toLowerCase()))
      throw new InputError(`${where}: header ${name} is set by the connection itself and cannot be overridden.`)
    if (/[\0\r\n]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 && c !== '\t'))
      throw new InputError(`${where}: the value of ${name} holds control characters.`)
    headers.push([name, value])
  }
  return headers
}
