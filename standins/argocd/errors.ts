// grpc-gateway v1 error bodies, as Argo CD's API server sends them (REFERENCE.md §0.1, §2.5).

/** gRPC codes the stand-in uses. */
export const GRPC = {
  InvalidArgument: 3,
  NotFound: 5,
  PermissionDenied: 7,
  Unknown: 2,
  Internal: 13,
  Unavailable: 14,
  Unauthenticated: 16
} as const

export type GrpcCode = (typeof GRPC)[keyof typeof GRPC]

/** grpc-gateway's HTTPStatusFromCode for those codes. */
const HTTP_STATUS: Record<GrpcCode, number> = { 3: 400, 5: 404, 7: 403, 2: 500, 13: 500, 14: 503, 16: 401 }
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

/** An error to answer with; thrown by handlers, turned into a response by the server. */
export class ApiError extends Error {
  constructor(
    readonly code: GrpcCode,
    message: string
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code]
  }

  /** Unary body: keys in Go struct order, `error` equal to `message`, no `details` when empty. */
  unaryBody(): string {
    return JSON.stringify({ error: this.message, code: this.code, message: this.message })
  }

  /** Stream error chunk (runtime.StreamError), sent as the whole body when no message went out yet. */
  streamBody(): string {
    const status = this.httpStatus
    return JSON.stringify({
      error: { grpc_code: this.code, http_code: status, message: this.message, http_status: STATUS_TEXT[status] }
    })
  }
}

export const permissionDenied = (): ApiError => new ApiError(GRPC.PermissionDenied, 'permission denied')
export const noSession = (): ApiError => new ApiError(GRPC.Unauthenticated, 'no session information')
export const invalidSession = (reason: string): ApiError =>
  new ApiError(GRPC.Unauthenticated, `invalid session: ${reason}`)
export const appNotFound = (name: string): ApiError =>
  new ApiError(GRPC.NotFound, `applications.argoproj.io "${name}" not found`)
