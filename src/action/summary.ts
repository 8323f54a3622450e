import type { summary as CoreSummary } from '@actions/core'

/**
 * Writes what a command added to the job summary (`jobSummary()` in runner.ts), or drops it when
 * there is no summary file (a run outside GitHub Actions), where `summary.write()` would throw.
 */
export async function writeJobSummary(summary: typeof CoreSummary): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    summary.emptyBuffer()
    return
  }
  await summary.write()
}
