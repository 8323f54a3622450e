/**
 * Users of the Todo API, for the demo and the tests: every `everyMs` one of them adds a todo,
 * completes it and deletes it (the seeds' three actions), so the metrics of whichever version is
 * serving keep moving. Plain fetch on loopback; failures are counted, not thrown.
 */
export interface Traffic {
  /** Requests sent so far, and how many were not answered 2xx. */
  readonly sent: () => { requests: number; failed: number }
  stop(): Promise<void>
}

export function startTraffic(url: string, options: { everyMs?: number } = {}): Traffic {
  let requests = 0
  let failed = 0
  let stopped = false
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    requests++
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
      })
      const text = await response.text()
      if (!response.ok) failed++
      return response.ok && text !== '' ? (JSON.parse(text) as unknown) : undefined
    } catch {
      failed++
      return undefined
    }
  }
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      const todo = (await call('POST', '/api/todos', { title: `buy milk #${n}` })) as { id?: number } | undefined
      if (todo?.id !== undefined) {
        await call('PATCH', `/api/todos/${todo.id}`, { done: true })
        await call('DELETE', `/api/todos/${todo.id}`)
      }
      await call('GET', '/api/todos')
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 50))
    }
  })()
  return {
    sent: () => ({ requests, failed }),
    stop: async () => {
      stopped = true
      await loop
    }
  }
}
