/** Runs one corpus case through local mode: the real CLI command on a real repository. */
import { run } from '../../../src/gate/cli.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { captureIO } from '../../helpers/cli-io.js'

export interface LocalOutcome {
  readonly exitCode: number
  readonly verdict: 'accept' | 'reject'
  readonly codes: string[]
  readonly json: { verdict: 'accept' | 'reject'; reasons: { code: string; file?: string; line?: number }[] }
}

export function policyFlags(policy: Partial<GatePolicy> = {}): string[] {
  const flags: string[] = []
  for (const glob of policy.paths ?? []) flags.push('--paths', glob)
  const { kind, apiGroup } = policy.selector ?? {}
  if (kind !== undefined) flags.push('--kind', kind)
  if (apiGroup !== undefined) flags.push('--api-group', apiGroup)
  if (policy.allowTagChange) flags.push('--allow-tag-change')
  if (policy.allowDowngrade) flags.push('--allow-downgrade')
  return flags
}

export async function runLocal(
  repoDir: string,
  base: string,
  head: string,
  policy?: Partial<GatePolicy>
): Promise<LocalOutcome> {
  const io = captureIO({ PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: repoDir }, repoDir)
  const exitCode = await run(['--repo', repoDir, '--base', base, '--head', head, '--json', ...policyFlags(policy)], io)
  if (io.out === '') throw new Error(`gate printed nothing (exit ${exitCode}): ${io.err}`)
  const json = JSON.parse(io.out) as LocalOutcome['json']
  return { exitCode, verdict: json.verdict, codes: codesOf(json.reasons), json }
}

export function codesOf(reasons: readonly { code: string }[]): string[] {
  return [...new Set(reasons.map((r) => r.code))].sort()
}
