/**
 * Verification in `gitops-release wait --verify` (both modes): the hook over the real HTTP port
 * (or a test's), the exit code (settings refused by what Prometheus said are a usage error, as
 * any other bad setting), and the JSON the `--json` output carries.
 */
import { EXIT } from '../cli/io.js'
import type { Log } from '../log.js'
import type { Clock, Sleep } from '../time.js'
import { createHttp, verificationJson, type Http, type VerifyConfig } from '../verify/index.js'
import type { Verdict } from './types.js'
import { verifyHook, type VerifyHook, type VerifyPhase } from './verification.js'

export interface CliVerifyPorts {
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
  /** A test's HTTP port; the CLI's own sends through undici. */
  readonly http?: Http | undefined
}

export interface CliVerify {
  readonly hook: VerifyHook | undefined
  close(): Promise<void>
}

export function cliVerify(config: VerifyConfig | undefined, image: string, ports: CliVerifyPorts): CliVerify {
  if (config === undefined) return { hook: undefined, close: () => Promise.resolve() }
  const own = ports.http === undefined ? createHttp() : undefined
  const http = ports.http ?? own!.http
  return {
    hook: verifyHook(config, image, { http, clock: ports.clock, sleep: ports.sleep, log: ports.log }),
    close: () => own?.close() ?? Promise.resolve()
  }
}

/** The exit code: a verification whose settings were refused is exit 2, like any setting to fix. */
export function verifyExitCode(
  verdict: Verdict,
  phase: VerifyPhase | undefined,
  exitCode: (v: Verdict) => number
): number {
  return phase?.kind === 'refused' ? EXIT.usage : exitCode(verdict)
}

/** `verification` in `--json`: the checks with their samples, the refusal, or absent. */
export function verifyJson(phase: VerifyPhase | undefined): Record<string, unknown> {
  if (phase === undefined) return {}
  if (phase.kind === 'refused') return { verification: { outcome: 'refused', message: phase.error.message } }
  return { verification: verificationJson(phase.verification) }
}
