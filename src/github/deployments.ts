import type { RepoApi } from './client.js'

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error'

/** Deployments and their statuses: how `wait` records a rollout in an environment. */
export function deployments({ octokit, ref }: RepoApi) {
  return {
    async createDeployment(input: { sha: string; environment: string; description: string }): Promise<number> {
      const { data } = await octokit.rest.repos.createDeployment({
        ...ref,
        ref: input.sha,
        environment: input.environment,
        description: input.description.slice(0, 140),
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
    }
  }
}
