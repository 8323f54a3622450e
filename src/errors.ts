/**
 * Errors the user can act on. `InputError` names the input (or CLI flag) and the fix; the
 * CLI maps it to exit code 2 and the action to a failed step, with nothing written anywhere.
 */
export class InputError extends Error {
  override name = 'InputError'
}

/** Message and cause of anything thrown, without ever printing a stack to a user. */
export function describeError(error: unknown): { message: string; cause?: string } {
  if (!(error instanceof Error)) return { message: String(error) }
  const cause = error.cause === undefined ? undefined : messageOf(error.cause)
  return cause === undefined ? { message: error.message } : { message: error.message, cause }
}

/** The message of anything thrown, for a log line; a non-Error prints as itself, not "undefined". */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
