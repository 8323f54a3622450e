/**
 * `gitops-release gate`: the rule `command: gate` applies to a PR, run on a local range so a
 * branch can be checked before it is pushed. Reads only git objects (never the work tree).
 */
import path from 'node:path'
import { InputError } from '../errors.js'
import { judgeChanges } from '../gate/judge.js'
import { gitCli, localGitSource } from '../gate/local-git.js'
import { renderVerdictText } from '../gate/report/text.js'
import { verdictJson } from '../gate/verdict.js'
import { GATE } from '../settings/commands.js'
import { readGateLimits, readGatePolicy } from '../settings/gate.js'
import { helpText } from '../settings/help.js'
import { readFlags } from './flags.js'
import { EXIT, type CliIO } from './io.js'

export const HELP = helpText(GATE)

export async function run(args: string[], io: CliIO): Promise<number> {
  const { settings } = readFlags(GATE, args, io)
  const base = settings.required('base', 'the commit the change is made against, e.g. --base origin/main')
  const head = settings.required('head', 'the commit to check, e.g. --head HEAD')
  const policy = readGatePolicy(settings)
  // A local repository has no comparison cap: any count the user gives is honoured.
  const limits = readGateLimits(settings)
  const repo = settings.string('repo')
  const git = gitCli(path.resolve(io.cwd, repo), io.env)
  try {
    await git(['rev-parse', '--git-dir'])
  } catch {
    throw new InputError(`--repo ${JSON.stringify(repo)} is not a git repository.`)
  }
  const verdict = await judgeChanges(await localGitSource(git, base, head), policy, limits)
  io.stdout(
    settings.boolean('json') ? `${JSON.stringify(verdictJson(verdict), null, 2)}\n` : renderVerdictText(verdict)
  )
  return verdict.verdict === 'accept' ? EXIT.ok : EXIT.failed
}
