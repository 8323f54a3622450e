import type { Octokit } from '@octokit/core'
import { describeRequest, seconds, type RequestRoute } from './attempts.js'

/** A rate limit GitHub wants us to wait out for longer than the budget has left. */
export class RateLimitBudgetError extends Error {
  override name = 'RateLimitBudgetError'
}

/**
 * The throttling plugin's two callbacks, spending one budget shared by every request of the run:
 * each wait GitHub asks for (`retry-after`, or until `x-ratelimit-reset`) is granted, with one
 * log line, while it fits. A wait that does not fit is refused, and `explainRefusals` turns the
 * rate-limit error the plugin then lets through into a sentence that says so.
 */
export function rateLimitBudget(
  budgetMs: number,
  notify: (line: string) => void
): {
  primary: (retryAfter: number, options: RequestRoute) => boolean
  secondary: (retryAfter: number, options: RequestRoute) => boolean
  explainRefusals: (octokit: Pick<Octokit, 'hook'>) => void
} {
  let spent = 0
  const refused = new WeakMap<object, string>()
  const grant = (kind: string) => (retryAfter: number, options: RequestRoute) => {
    const ms = Math.max(0, retryAfter) * 1000
    const what = describeRequest(options)
    if (spent + ms > budgetMs) {
      refused.set(
        options,
        `GitHub's ${kind} holds ${what} for ${seconds(ms)} more, beyond what is left of the ${seconds(budgetMs)} this run may wait (${seconds(spent)} spent). Rerun the job later, or spread the releases out (a workflow concurrency group).`
      )
      return false
    }
    spent += ms
    notify(`GitHub ${kind} on ${what}; waiting ${seconds(ms)} as it asks.`)
    return true
  }
  return {
    primary: grant('rate limit'),
    secondary: grant('secondary rate limit'),
    explainRefusals: (octokit) =>
      octokit.hook.wrap('request', async (request, options) => {
        try {
          return await request(options)
        } catch (error) {
          const why = refused.get(options)
          if (why === undefined) throw error
          refused.delete(options)
          throw new RateLimitBudgetError(why, { cause: error })
        }
      })
  }
}
