/**
 * `gitops-release gate`: the rule `command: gate` applies to a PR, run on a local range so a
 * branch can be checked before it is pushed. Reads only git objects (never the work tree).
 */
import path from 'node:path'
import { InputError } from '../errors.js'
import { judgeChanges, DEFAULT_LIMITS, type GateLimits } from '../gate/judge.js'
import { gitCli, localGitSource } from '../gate/local-git.js'
import { validatePaths, type GatePolicy } from '../gate/policy.js'
import { renderVerdictText } from '../gate/report/text.js'
import { verdictJson } from '../gate/verdict.js'
import { EXIT, type CliIO } from './io.js'
import { parseFlags } from './main.js'

export const HELP = `Usage: gitops-release gate --repo DIR --base REV --head REV [--paths GLOB]... [--kind K]
                          [--api-group G] [--allow-tag-change] [--allow-downgrade] [--json]

Checks that the commits from REV to REV change nothing but the digest (and, if allowed, the
tag) of spec.image of the allowed resources: the same rule the action's gate command applies
to a pull request.

Options:
  --repo DIR            git repository (default: the current directory)
  --base REV            the commit the change is made against, e.g. origin/main
  --head REV            the commit to check, e.g. HEAD
  --paths GLOB          files that may change (repeatable; default: **/*.yaml and **/*.yml)
  --kind K              kind whose spec.image may change (default: Microservice)
  --api-group G         its API group (default: platform.example.io)
  --allow-tag-change    allow the image tag to change (not to an older semver)
  --allow-downgrade     with --allow-tag-change, allow an older semver tag too
  --max-files N         reject above N changed files (default: ${DEFAULT_LIMITS.maxFiles})
  --max-bytes N         reject above N bytes of changed files (default: ${DEFAULT_LIMITS.maxBytes})
  --json                print the verdict as JSON
  -h, --help            show this help

Exit status: 0 accept, 1 reject, 2 bad usage or input.
`

const OPTIONS = {
  repo: { type: 'string', default: '.' },
  base: { type: 'string' },
  head: { type: 'string' },
  paths: { type: 'string', multiple: true, default: [] as string[] },
  kind: { type: 'string', default: 'Microservice' },
  'api-group': { type: 'string', default: 'platform.example.io' },
  'allow-tag-change': { type: 'boolean', default: false },
  'allow-downgrade': { type: 'boolean', default: false },
  'max-files': { type: 'string' },
  'max-bytes': { type: 'string' },
  json: { type: 'boolean', default: false }
} as const

export async function run(args: string[], io: CliIO): Promise<number> {
  const flags = parseFlags(args, OPTIONS)
  if (flags.base === undefined) throw new InputError('--base is required: the commit the change is made against, e.g. --base origin/main')
  if (flags.head === undefined) throw new InputError('--head is required: the commit to check, e.g. --head HEAD')
  if (flags.kind === '') throw new InputError('--kind must not be empty, e.g. --kind Microservice')
  const policy: GatePolicy = {
    paths: validatePaths(flags.paths, '--paths'),
    selector: { kind: flags.kind, apiGroup: flags['api-group'] },
    allowTagChange: flags['allow-tag-change'],
    allowDowngrade: flags['allow-downgrade']
  }
  const limits: GateLimits = {
    ...DEFAULT_LIMITS,
    maxFiles: positive(flags['max-files'], '--max-files', DEFAULT_LIMITS.maxFiles),
    maxBytes: positive(flags['max-bytes'], '--max-bytes', DEFAULT_LIMITS.maxBytes)
  }
  const git = gitCli(path.resolve(io.cwd, flags.repo), io.env)
  try {
    await git(['rev-parse', '--git-dir'])
  } catch {
    throw new InputError(`--repo ${JSON.stringify(flags.repo)} is not a git repository.`)
  }
  const verdict = await judgeChanges(await localGitSource(git, flags.base, flags.head), policy, limits)
  io.stdout(flags.json ? `${JSON.stringify(verdictJson(verdict), null, 2)}\n` : renderVerdictText(verdict))
  return verdict.verdict === 'accept' ? EXIT.ok : EXIT.failed
}

function positive(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^[1-9][0-9]*$/.test(value)) throw new InputError(`${flag} must be a positive whole number, got ${JSON.stringify(value)}.`)
  return Number(value)
}
