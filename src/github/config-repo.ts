import { autoMerge } from './auto-merge.js'
import { checks } from './checks.js'
import { appIdentity, type GitHubClient } from './client.js'
import { comments } from './comments.js'
import { deployments } from './deployments.js'
import { gitData } from './git-data.js'
import { pulls } from './pulls.js'
import { fullNameOf, type RepoRef } from './repo-ref.js'
import { statuses } from './statuses.js'

/**
 * The config repo as every command sees it: a handful of REST calls with GitHub's answers reduced
 * to what we use. Each command takes the slice it needs (`Pick<ConfigRepo, ...>`), so its logic
 * reads like the protocol it follows and its tests can pass an in-memory fake.
 */
export type ConfigRepo = {
  readonly ref: RepoRef
  readonly fullName: string
  /** The App bot the client acts as (`<slug>[bot]`), or undefined with a token. */
  readonly appIdentity: () => Promise<string | undefined>
} & ReturnType<typeof pulls> &
  ReturnType<typeof gitData> &
  ReturnType<typeof checks> &
  ReturnType<typeof comments> &
  ReturnType<typeof deployments> &
  ReturnType<typeof autoMerge> &
  ReturnType<typeof statuses>

/** The one way to reach the config repo: one client, one repository, every topic. */
export function configRepo(octokit: GitHubClient, ref: RepoRef): ConfigRepo {
  const api = { octokit, ref }
  return {
    ref,
    fullName: fullNameOf(ref),
    appIdentity: () => appIdentity(octokit),
    ...pulls(api),
    ...gitData(api),
    ...checks(api),
    ...comments(api),
    ...deployments(api),
    ...autoMerge(api),
    ...statuses(api)
  }
}
