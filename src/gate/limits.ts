/** How much of a PR the gate reads; apart from judge.ts, so settings name the defaults without the rule. */

export interface GateLimits {
  /** More changed files than this rejects the PR without reading any. */
  readonly maxFiles: number
  /** Total bytes of both versions of all files to read; more rejects. */
  readonly maxBytes: number
  /** Files read at once. */
  readonly concurrency: number
}

// 299: GitHub's comparison lists at most 300 files, and a listing of exactly 300 may be cut short.
export const DEFAULT_LIMITS: GateLimits = { maxFiles: 299, maxBytes: 10 * 1024 * 1024, concurrency: 8 }
