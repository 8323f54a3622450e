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
import type { ThisRepository } from './kustomize/outside.js'
import { gitCli, localGitSource, type GitRunner } from './local-git.js'
import { releaseStep } from './release/load.js'
import { nearMisses } from './release/policy-path.js'
import { notAFile, type PolicyRead } from './release/policy-read.js'
import { findRenderer } from './render/renderer.js'
import { renderReleaseText } from './report/release-text.js'
import { renderVerdictText } from './report/text.js'
import { verdictJson } from './verdict.js'
import { GATE } from '../settings/commands.js'
import { readGateLimits, readGatePolicy, readReleaseSettings, readRenderMode } from '../settings/gate.js'
import { helpText } from '../settings/help.js'
import { utf8Text } from '../text/unicode.js'
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
  const releaseSettings = readReleaseSettings(settings)
  if (releaseSettings.trustedRootProblem !== undefined)
    io.stderr(`gitops-release gate: warning: ${releaseSettings.trustedRootProblem}\n`)
  const repo = settings.string('repo')
  const git = gitCli(path.resolve(io.cwd, repo), io.env)
  try {
    await git(['rev-parse', '--git-dir'])
  } catch {
    throw new InputError(`--repo ${JSON.stringify(repo)} is not a git repository.`)
  }
  const release = releaseStep({
    settings: releaseSettings,
    readPolicy: (file, commit) => readCommittedPolicy(git, file, commit),
    policyOrigin: (commit) => `the git repository ${JSON.stringify(repo)} at ${commit.slice(0, 7)}`,
    policyLabel: settings.label('policy'),
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
  // In a pull_request workflow the base branch is known; the records of promoted-from are on it.
  const apply = release(baseCommit, io.env['GITHUB_BASE_REF'] ?? '')
  // A policy entry's `format` says how files whose names do not tell keep their images.
  const formatOf = await apply.formats?.()
  const judged = await apply(
    await judgeChanges(source, formatOf === undefined ? policy : { ...policy, formatOf }, limits, {
      render: readRenderMode(settings),
      renderer: findRenderer(io.env),
      repository: repositoryFromEnv(io.env)
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
function apiFromEnv(env: NodeJS.ProcessEnv): { token: string; baseUrl: string; baseUrlSource: string } | string {
  const token = env['GITHUB_TOKEN'] || env['GH_TOKEN']
  if (!token) return 'no GITHUB_TOKEN or GH_TOKEN in the environment to list attestations with'
  const baseUrl = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '')
  return { token, baseUrl, baseUrlSource: 'GITHUB_API_URL' }
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
    readFile: async (path, at) => connect().readFile(path, at),
    recentCommits: async (branch, count) => connect().recentCommits(branch, count),
    commitStatuses: async (sha) => connect().commitStatuses(sha)
  }
}

/**
 * The policy at a commit from git objects only, and the files of that commit that look like it;
 * no text when the commit has nothing at the path.
 */
async function readCommittedPolicy(git: GitRunner, file: string, commit: string): Promise<PolicyRead> {
  const listing = (await git(['ls-tree', '-r', '-z', '--full-tree', commit])).toString('utf8')
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      // `<mode> <type> <object>\t<path>`
      const [info = '', path = ''] = line.split('\t')
      const [mode = '', type = '', sha = ''] = info.split(' ')
      return { mode, type, sha, path }
    })
  const near = nearMisses(
    file,
    entries.filter((e) => e.type === 'blob').map((e) => e.path)
  )
  // A directory is not listed itself under -r: any entry below it says it is one.
  const entry =
    entries.find((e) => e.path === file) ??
    (entries.some((e) => e.path.startsWith(`${file}/`))
      ? { mode: '040000', type: 'tree', sha: '', path: file }
      : undefined)
  if (entry === undefined) return { text: undefined, nearMisses: near }
  const problem = notAFile(entry)
  if (problem !== undefined) return { text: undefined, problem, nearMisses: near }
  const text = utf8Text(await git(['cat-file', 'blob', entry.sha]))
  if (text === undefined) return { text: undefined, problem: 'is not valid UTF-8; save it as UTF-8', nearMisses: near }
  return { text, nearMisses: near }
}

/**
 * Which repository this is, for Argo CD sources that name it: in a workflow the runner says
 * (`GITHUB_REPOSITORY`, `GITHUB_SERVER_URL`); elsewhere it is not known, and an Application's
 * `kustomize.images` are judged on their own.
 */
function repositoryFromEnv(env: NodeJS.ProcessEnv): ThisRepository | undefined {
  const fullName = env['GITHUB_REPOSITORY']
  if (!fullName || !/^[^/\s]+\/[^/\s]+$/.test(fullName)) return undefined
  return { serverUrl: (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, ''), fullName }
}
