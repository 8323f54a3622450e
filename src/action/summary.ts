import * as core from '@actions/core'

/**
 * Writes what a command added to the job summary, or drops it when there is no summary file
 * (a run outside GitHub Actions), where `core.summary.write()` would throw.
 */
export async function writeJobSummary(summary: typeof core.summary = core.summary): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    summary.emptyBuffer()
    return
  }
  await summary.write()
}
