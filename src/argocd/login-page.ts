import { ArgoCdAuthError } from './errors.js'

/**
 * An answer from something in front of Argo CD instead of its API: an authenticating proxy's
 * redirect or login page, or Argo CD's own web UI where the REST API was expected. Fatal:
 * waiting cannot change it, the settings must.
 */
export class ArgoCdLoginPageError extends ArgoCdAuthError {
  override name = 'ArgoCdLoginPageError'
}

export interface Answer {
  readonly status: number
  readonly contentType: string
  /** The start of the body (enough to tell HTML from JSON); '' when it was not read. */
  readonly body: string
  readonly location: string | undefined
}

/**
 * The error for an answer that is not Argo CD's API, or undefined when it may be. `tried`
 * names the request (`GET /api/v1/applications/todo`), so a gRPC-web-only setup learns what
 * was asked of it.
 */
export function notTheApi(answer: Answer, tried: string): ArgoCdLoginPageError | undefined {
  const { status } = answer
  const redirect = status >= 300 && status < 400
  const html = /text\/html/i.test(answer.contentType) || answer.body.trimStart().startsWith('<')
  if (!redirect && !(html && (status < 300 || status === 401 || status === 403 || status === 407))) return undefined
  if (!redirect && isArgoCdUi(answer.body)) {
    return new ArgoCdLoginPageError(
      `${tried} answered with Argo CD's web UI, not its REST API: the route to argocd-server passes the UI (and perhaps gRPC-web) but not /api/. ` +
        `gitops-release uses the REST API over HTTPS (the argocd CLI's --grpc-web is no substitute); point argocd-server at an address that serves /api/v1, or route /api/ to argocd-server.`,
      status,
      false
    )
  }
  const where = redirect ? ` (HTTP ${status} to ${origin(answer.location)})` : ` (HTTP ${status}, HTML)`
  return new ArgoCdLoginPageError(
    `${tried}: the server answered with a login page${where}, not Argo CD's API; set argocd-headers or point argocd-server at the API.`,
    status,
    false
  )
}

/** Argo CD serves its UI's index.html for any path it has no route for. */
function isArgoCdUi(body: string): boolean {
  return /<title>\s*Argo CD\s*<\/title>/i.test(body)
}

/** Only where the redirect goes: its path and query may carry state or tokens. */
function origin(location: string | undefined): string {
  if (location === undefined) return 'nowhere'
  try {
    return new URL(location, 'http://relative.invalid').origin.replace('http://relative.invalid', 'the same host')
  } catch {
    return 'an unreadable address'
  }
}
