import type { Log } from '../log.js'

/**
 * What a run warns about, each said once in the log however often a retry meets it again, and
 * kept for the job summary.
 */
export class RunWarnings {
  private readonly said = new Map<string, string>()

  constructor(private readonly log: Pick<Log, 'warning'>) {}

  /** Logs `message` unless something was already said under `key`. */
  warn(key: string, message: string): void {
    if (this.said.has(key)) return
    this.said.set(key, message)
    this.log.warning(message)
  }

  get all(): string[] {
    return [...this.said.values()]
  }
}
