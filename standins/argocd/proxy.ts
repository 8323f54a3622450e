import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * An authenticating proxy in front of the API (oauth2-proxy, Cloudflare Access, IAP), opt-in:
 * a request without every one of `headers` never reaches Argo CD. oauth2-proxy and IAP redirect
 * to their sign-in page (`redirect`); Cloudflare Access and others serve the page itself with
 * 200 (`login-page`).
 */
export interface AuthProxy {
  /** Header names (any case) and the values the proxy requires. */
  headers: Record<string, string>
  answer: 'redirect' | 'login-page'
}

/** Answers for the proxy and returns true when `req` lacks its credentials. */
export function proxyRefuses(proxy: AuthProxy | undefined, req: IncomingMessage, res: ServerResponse): boolean {
  if (!proxy) return false
  const admitted = Object.entries(proxy.headers).every(([name, value]) => req.headers[name.toLowerCase()] === value)
  if (admitted) return false
  if (proxy.answer === 'redirect') {
    const back = encodeURIComponent(req.url ?? '/')
    res.writeHead(302, { location: `https://sso.example.com/oauth2/start?rd=${back}`, 'content-length': '0' })
    res.end()
  } else {
    const page =
      '<!DOCTYPE html><html><head><title>Sign in</title></head><body><form>Sign in with SSO</form></body></html>'
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(page))
    })
    res.end(page)
  }
  return true
}

/** The HTML page nginx answers with when it cannot (502) or did not in time (504) reach the API. */
export function gatewayPage(status: 502 | 504): string {
  const title = status === 502 ? '502 Bad Gateway' : '504 Gateway Time-out'
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`
}
