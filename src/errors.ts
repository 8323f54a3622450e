/**
 * Errors the user can act on. `InputError` names the input (or CLI flag) and the fix; the
 * CLI maps it to exit code 2 and the action to a failed step, with nothing written anywhere.
 */
export class InputError extends Error {
  override name = 'InputError'
}

/**
 * An InputError from any copy of this module: the CLI's front (dist/cli.js) and the commands it
 * loads from dist/chunks are separate builds, each with its own class.
 */
export function isInputError(error: unknown): boolean {
  return error instanceof Error && error.name === 'InputError'
}

/** Message and cause of anything thrown, without ever printing a stack to a user. */
export function describeError(error: unknown): { message: string; cause?: string } {
  if (!(error instanceof Error)) return { message: messageOf(error) }
  const cause = error.cause === undefined ? undefined : messageOf(error.cause)
  return cause === undefined ? { message: messageOf(error) } : { message: messageOf(error), cause }
}

/**
 * The message of anything thrown, for a log line; a non-Error prints as itself, not "undefined".
 * Never empty: Octokit gives a 5xx whose body was empty an empty message, and a step that fails
 * with a bare `::error::` tells nobody anything, so the error's kind, status and request stand in.
 */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  if (text.trim() !== '') return text
  if (!(error instanceof Error)) return 'an empty error was thrown'
  const { status, request } = error as { status?: unknown; request?: { method?: unknown; url?: unknown } }
  const where =
    typeof request?.method === 'string' && typeof request.url === 'string'
      ? ` from ${request.method} ${request.url.split('?')[0]}`
      : ''
  return `${error.name}${typeof status === 'number' ? ` ${status}` : ''}${where} (no message given)`
}
