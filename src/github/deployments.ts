import type { RepoApi } from './client.js'

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error'

/** A Deployment as listed: what the evidence readers judge (src/environments/). */
export interface DeploymentRecord {
  readonly id: number
  /** The commit deployed. */
  readonly sha: string
  readonly environment: string
  /** As GitHub returns it: an object, or a string when the creator sent one (ours is JSON). */
  readonly payload: unknown
  readonly createdAt: string
  /** The login that created it (GitHub records it; nobody can change it), when GitHub names one. */
  readonly creator: string | undefined
}

/** One status of a Deployment. */
export interface DeploymentStatusRecord {
  /** error, failure, inactive, in_progress, queued, pending or success. */
  readonly state: string
  readonly createdAt: string
  /** The run's log, or '' when the writer set none. */
  readonly logUrl: string
  /** The login that posted it, when GitHub names one. */
  readonly creator: string | undefined
}

/** The newest Deployments of an environment, newest first. */
export interface DeploymentListing {
  readonly deployments: readonly DeploymentRecord[]
  /** True when the environment has more Deployments than were listed. */
  readonly truncated: boolean
  /** The environment's deployments page on github.com (or GHES), for people. */
  readonly pageUrl: string
}

/** GitHub's largest page: one request answers for the newest 100 Deployments or statuses. */
const PAGE = 100

/** Deployments and their statuses: how `wait` records a rollout in an environment, and how it is read back. */
export function deployments({ octokit, ref }: RepoApi) {
  return {
    async createDeployment(input: {
      sha: string
      environment: string
      description: string
      /** What other tools read back (src/environments/payload.ts). */
      payload?: Readonly<Record<string, string>> | undefined
    }): Promise<number> {
      const { data } = await octokit.rest.repos.createDeployment({
        ...ref,
        ref: input.sha,
        environment: input.environment,
        description: input.description.slice(0, 140),
        ...(input.payload ? { payload: { ...input.payload } } : {}),
        auto_merge: false,
        // Checks ran on the PR already; GitHub must not refuse the record because of them.
        required_contexts: []
      })
      if (!('id' in data)) throw new Error(`GitHub did not create the deployment: ${data.message ?? 'no reason given'}`)
      return data.id
    },

    async deploymentStatus(
      id: number,
      state: DeploymentState,
      input: { description: string; logUrl?: string | undefined; environmentUrl?: string | undefined }
    ): Promise<void> {
      await octokit.rest.repos.createDeploymentStatus({
        ...ref,
        deployment_id: id,
        state,
        description: input.description.slice(0, 140),
        ...(input.logUrl ? { log_url: input.logUrl } : {}),
        ...(input.environmentUrl ? { environment_url: input.environmentUrl } : {}),
        auto_inactive: true
      })
    },

    /** The newest `limit` (at most 100) Deployments of `environment`, newest first: one request. */
    async listDeployments(environment: string, limit: number = PAGE): Promise<DeploymentListing> {
      const { data, headers } = await octokit.rest.repos.listDeployments({ ...ref, environment, per_page: limit })
      return {
        deployments: data.map((d) => ({
          id: d.id,
          sha: d.sha,
          environment: d.environment,
          payload: d.payload,
          createdAt: d.created_at,
          creator: d.creator?.login
        })),
        truncated: /rel="next"/.test(headers.link ?? ''),
        pageUrl: `${webRoot(octokit.request.endpoint.DEFAULTS.baseUrl)}/${ref.owner}/${ref.repo}/deployments/${encodeURIComponent(environment)}`
      }
    },

    /** A Deployment's statuses, newest first (its newest 100; ours write two or three). */
    async listDeploymentStatuses(id: number, limit: number = PAGE): Promise<readonly DeploymentStatusRecord[]> {
      const { data } = await octokit.rest.repos.listDeploymentStatuses({ ...ref, deployment_id: id, per_page: limit })
      return data.map((s) => ({
        state: s.state,
        createdAt: s.created_at,
        logUrl: s.log_url ?? s.target_url ?? '',
        creator: s.creator?.login
      }))
    }
  }
}

/** The web root behind a REST API root: api.github.com → github.com, GHES's /api/v3 → the host. */
export function webRoot(apiUrl: string): string {
  const url = apiUrl.replace(/\/+$/, '')
  if (/^https:\/\/api\.github\.com$/i.test(url)) return 'https://github.com'
  // GHE.com tenants: api.<tenant>.ghe.com serves <tenant>.ghe.com.
  const cloud = /^https:\/\/api\.([^/]+\.ghe\.com)$/i.exec(url)
  if (cloud) return `https://${cloud[1]}`
  return url.replace(/\/api\/v3$/i, '')
}
