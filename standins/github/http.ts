/** What a handler answers; the server adds GitHub's common headers. */
export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export const DOCS_ROOT = 'https://docs.github.com/rest'

/** An error answer in GitHub's shape (`basic-error` or `validation-error`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {}
  ) {
    super(String(body['message'] ?? status))
    this.name = 'HttpError'
  }
}

export function errorBody(status: number, message: string, docs = DOCS_ROOT): Record<string, unknown> {
  // Since 2023 GitHub adds the status, as a string, to every error body.
  return { message, documentation_url: docs, status: String(status) }
}

export const notFound = (docs = DOCS_ROOT): HttpError => new HttpError(404, errorBody(404, 'Not Found', docs))

/** A 422 with a bare message, as the git data endpoints send ("Reference already exists"). */
export const unprocessable = (message: string, docs = DOCS_ROOT): HttpError =>
  new HttpError(422, errorBody(422, message, docs))

export interface FieldError {
  resource: string
  code: string
  field?: string
  message?: string
}

/** GitHub's "Validation Failed" 422, with the details in `errors`. */
export const validationFailed = (errors: FieldError[], docs = DOCS_ROOT): HttpError =>
  new HttpError(422, { message: 'Validation Failed', errors, documentation_url: docs, status: '422' })

export interface Page<T> {
  items: T[]
  headers: Record<string, string>
}

/**
 * GitHub's page/per_page pagination with a Link header (first/prev/next/last as they apply).
 * `cap` reproduces endpoints that stop listing after a fixed number of items.
 */
export function paginate<T>(url: URL, all: readonly T[], opts: { cap?: number } = {}): Page<T> {
  const items = opts.cap === undefined ? all : all.slice(0, opts.cap)
  const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30) || 30, 1, 100)
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number, rel: string): string => {
    const u = new URL(url.href)
    u.searchParams.set('page', String(n))
    u.searchParams.set('per_page', String(perPage))
    return `<${u.href}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(link(page - 1, 'prev'))
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) links.push(link(1, 'first'))
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {}
  }
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.trunc(n)))
}

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 200,
  body,
  ...(headers ? { headers } : {})
})
export const created = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 201,
  body,
  ...(headers ? { headers } : {})
})
