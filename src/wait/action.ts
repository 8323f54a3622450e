import * as core from '@actions/core'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings, setOutputs } from '../action/outputs.js'
import { writeJobSummary } from '../action/summary.js'
import { createArgoCdClient } from '../argocd/client.js'
import { oneLine } from '../markdown/escape.js'
import { realClock, realSleep } from '../time.js'
import { createHttp, verificationJson, type Http } from '../verify/index.js'
import { describeSteps, succeeded } from './chain.js'
import { renderWaitSummary } from './report/summary.js'
import { runWait, type WaitPorts, type WaitResult } from './run.js'
import { readWaitSettings } from './settings.js'
import { toTimeline } from './timeline.js'
import type { VerifyPhase } from './verification.js'

/**
 * Log lines carry text from Argo CD and the cluster (health messages, operator conditions): one
 * line each, so nothing in them can start a `::workflow-command::` line of its own.
 */
function info(message: string): void {
  core.info(oneLine(message))
}

export interface WaitActionDeps extends GitHubActionDeps {
  readonly watcher?: WaitPorts['watcher']
  /** Verification's HTTP port; production sends through undici (src/verify/http.ts). */
  readonly http?: Http
}

/**
 * `command: wait` as the runner calls it: inputs → settings → the chain followed to a verdict →
 * outputs, summary, and a failed step (with every step's last state) unless the resource is Healthy
 * (and, with verify settings, verified).
 */
export async function runAction(deps: WaitActionDeps = {}): Promise<WaitResult> {
  const settings = readWaitSettings(process.env)
  // The verify settings hold secrets (masked already, as they were read); the debug line names them only.
  const verify = { input: settings.verify.input && '(given)', policyPath: settings.verify.policyPath }
  if (settings.mode === 'argocd') {
    const headers = settings.argocd.headers?.map(([name]) => `${name}: ***`)
    debugSettings('wait', { ...settings, verify, argocd: { ...settings.argocd, token: '***', headers } })
  } else debugSettings('wait', { ...settings, verify })
  const repo = connectConfigRepo(settings, deps)
  // Following what the cluster reports to GitHub, Argo CD is never asked anything.
  const argocd =
    settings.mode === 'argocd'
      ? createArgoCdClient(settings.argocd, {
          onRetry: (message) => info(message),
          ...(deps.retryBaseMs === undefined ? {} : { retryBaseMs: deps.retryBaseMs })
        })
      : undefined
  const where = settings.mode === 'argocd' ? 'in Argo CD' : 'in what the cluster reports to GitHub'
  // Prometheus and the smoke URLs, through the runner's proxy like every other request.
  const http = createHttp()
  let result: WaitResult
  try {
    result = await core.group(`Wait for ${settings.app} ${where}`, () =>
      runWait(settings, {
        repo,
        argocd,
        reports: repo,
        clock: realClock,
        sleep: realSleep,
        log: { ...actionLog, info },
        watcher: deps.watcher,
        http: deps.http ?? http.http,
        mask: (secret) => core.setSecret(secret),
        env: (name) => process.env[name]
      })
    )
  } finally {
    await Promise.all([argocd?.close(), http.close()])
  }
  const { state } = result
  const timeline = toTimeline(state)
  setOutputs({
    health: timeline.health,
    message: state.message,
    revision: state.revision ?? '',
    phase: timeline.phase,
    timeline: JSON.stringify(timeline),
    'comment-url': result.commentUrl ?? '',
    verified: String(state.verdict === 'verified'),
    verification: verificationOutput(result.verification)
  })
  for (const warning of state.warnings) core.warning(warning)
  if (result.commentUrl) core.info(`PR comment: ${result.commentUrl}`)
  if (settings.showSummary) await writeJobSummary(renderWaitSummary(core.summary, state, result.context))
  if (!succeeded(state.verdict)) throw new Error(`${state.message}\nLast state of every step:\n${describeSteps(state)}`)
  info(state.message)
  return result
}

/** The `verification` output: the checks and their samples, the refusal, or '' when nothing was verified. */
function verificationOutput(phase: VerifyPhase | undefined): string {
  if (phase === undefined) return ''
  if (phase.kind === 'refused') return JSON.stringify({ outcome: 'refused', message: phase.error.message })
  return JSON.stringify(verificationJson(phase.verification))
}
