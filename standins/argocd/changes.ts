/** Lets callers wait for a condition that only a change in the stand-in (commit, tick) can make true. */
export class Changes {
  private readonly listeners = new Set<() => void>()

  notify(): void {
    for (const listener of [...this.listeners]) listener()
  }

  /**
   * Resolves with the first value `probe` returns other than undefined, checking now and after
   * every change; a throwing probe rejects. Stops on `timeoutMs` or when `signal` aborts.
   */
  until<T>(
    probe: () => T | undefined,
    options: { timeoutMs?: number; onTimeout?: () => Error; signal?: AbortSignal; onAbort?: () => Error } = {}
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const stop = (): void => {
        if (timer) clearTimeout(timer)
        this.listeners.delete(check)
      }
      const check = (): void => {
        try {
          const value = probe()
          if (value === undefined) return
          stop()
          resolve(value)
        } catch (error) {
          stop()
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      }
      if (options.timeoutMs !== undefined) {
        timer = setTimeout(() => {
          stop()
          reject(options.onTimeout?.() ?? new Error(`timed out after ${options.timeoutMs} ms`))
        }, options.timeoutMs)
      }
      options.signal?.addEventListener('abort', () => {
        stop()
        reject(options.onAbort?.() ?? new Error('aborted'))
      })
      this.listeners.add(check)
      check()
    })
  }
}
