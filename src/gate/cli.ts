/**
 * `gitops-release gate`: the rule `command: gate` applies to a PR, run on a local range so a
 * branch can be checked before it is pushed. Reads only git objects (never the work tree).
 */
import path from 'node:path'
import type { EvidenceRepo } from '../environments/evidence.js'
import { InputError } from '../errors.js'
import { createGitHubClient } from '../github/client.js'
import { configRepo } from '../github/config-repo.js'
import { parseRepo } from '../github/repo-ref.js'
import { judgeChanges } from './judge.js'
import { gitCli, localGitSource, type GitRunner } from './local-git.js'
import { releaseStep } from './release/load.js'
import { findRenderer } from './render/renderer.js'
import { renderReleaseText } from './report/release-text.js'
import { renderVerdictText } from './report/text.js'
import { verdictJson } from './verdict.js'
import { GATE } from '../settings/commands.js'
import { readGateLimits, readGatePolicy, readReleaseSettings, readRenderMode } from '../settings/gate.js'
import { helpText } from '../settings/help.js'
import { readFlags } from '../cli/flags.js'
import { EXIT, type CliIO } from '../cli/io.js'

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
  const release = releaseStep({
    settings: readReleaseSettings(settings),
    readFile: (file, commit) => readCommittedFile(git, file, commit),
    api: apiFromEnv(io.env),
    evidence: evidenceFromEnv(io.env),
    trustedRootLabel: settings.label('trusted-root'),
    cwd: io.cwd
  })
  // The source resolves both revisions first, with its errors naming --base and --head.
  const source = await localGitSource(git, base, head)
  const baseCommit = (await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${base}^{commit}`]))
    .toString('utf8')
    .trim()
  const apply = release(baseCommit)
  // A policy entry's `format` says how files whose names do not tell keep their images.
  const formatOf = await apply.formats?.()
  const judged = await apply(
    await judgeChanges(source, formatOf === undefined ? policy : { ...policy, formatOf }, limits, {
      render: readRenderMode(settings),
      renderer: findRenderer(io.env)
    })
  )
  const verdict = judged.verdict
  io.stdout(
    settings.boolean('json')
      ? `${JSON.stringify({ ...verdictJson(verdict), provenance: judged.provenance, promotion: judged.promotion, notes: judged.notes }, null, 2)}\n`
      : renderVerdictText(verdict) + renderReleaseText(judged)
  )
  return verdict.verdict === 'accept' ? EXIT.ok : EXIT.failed
}

/** The provenance checks need GitHub's API; locally a token comes from the environment, as for gh. */
function apiFromEnv(env: NodeJS.ProcessEnv): { token: string; baseUrl: string } | string {
  const token = env['GITHUB_TOKEN'] || env['GH_TOKEN']
  if (!token) return 'no GITHUB_TOKEN or GH_TOKEN in the environment to list attestations with'
  return { token, baseUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '') }
}

/**
 * The config repo's Deployments for `promoted-from`: locally the token and the repository come
 * from the environment, and the repository is named (or refused) only when a policy entry asks.
 */
function evidenceFromEnv(env: NodeJS.ProcessEnv): EvidenceRepo | string {
  const api = apiFromEnv(env)
  if (typeof api === 'string') return 'no GITHUB_TOKEN or GH_TOKEN in the environment to read Deployments with'
  const name = env['GITHUB_REPOSITORY']
  if (!name) return 'no GITHUB_REPOSITORY (the config repo, owner/repo) in the environment to read Deployments from'
  let connected: EvidenceRepo | undefined
  const connect = (): EvidenceRepo =>
    (connected ??= configRepo(createGitHubClient(api), parseRepo(name, 'GITHUB_REPOSITORY')))
  return {
    listDeployments: async (environment, limit) => connect().listDeployments(environment, limit),
    listDeploymentStatuses: async (id, limit) => connect().listDeploymentStatuses(id, limit),
    readFile: async (path, at) => connect().readFile(path, at)
  }
}

/** A file at a commit, from git objects only; undefined when the commit has no such file. */
async function readCommittedFile(git: GitRunner, file: string, commit: string): Promise<string | undefined> {
  try {
    await git(['cat-file', '-e', `${commit}:${file}`])
  } catch {
    return undefined
  }
  return (await git(['cat-file', 'blob', `${commit}:${file}`])).toString('utf8')
}
