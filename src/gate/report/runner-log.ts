import { randomUUID } from 'node:crypto'
import * as core from '@actions/core'
import { asciiOnly } from '../reasons.js'
import type { GateOutcome } from './outcome.js'
import { renderReleaseText } from './release-text.js'
import { renderVerdictText } from './text.js'

/**
 * The outcome in the runner's log: the verdict text, one error annotation per reason (they work
 * with read-only tokens too), and where the reports went.
 */
export function logOutcome(outcome: GateOutcome): void {
  // Paths and images from the PR are printed with workflow commands off, so none can be one.
  const resume = randomUUID()
  core.info(`::stop-commands::${resume}`)
  if (outcome.gate) core.info(renderVerdictText(outcome.gate).trimEnd())
  if (outcome.release?.policyFile !== undefined) core.info(renderReleaseText(outcome.release).trimEnd())
  if (outcome.outOfScope !== undefined) core.info(`Not a release PR: ${asciiOnly(outcome.outOfScope)}.`)
  core.info(`::${resume}::`)
  for (const reason of outcome.reasons) {
    const linkable = reason.file !== undefined && /^[\x20-\x7e]+$/.test(reason.file)
    core.error(reason.message, {
      title: `gate: ${reason.code}`,
      ...(linkable ? { file: reason.file, startLine: reason.line ?? 1 } : {})
    })
  }
  for (const delivery of [outcome.checkRun, outcome.comment]) {
    if (delivery.status === 'posted') core.info(`Reported: ${delivery.url}`)
  }
}
