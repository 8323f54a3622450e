import type { RepoApi } from './client.js'

export interface CheckAnnotation {
  readonly path: string
  readonly start_line: number
  readonly end_line: number
  readonly annotation_level: 'failure'
  readonly title: string
  readonly message: string
}

export interface CheckOutput {
  readonly title: string
  readonly summary: string
  /** Shown below the summary on the check run's page. */
  readonly text?: string
  readonly annotations: readonly CheckAnnotation[]
}

/** Check runs: how the gate's verdict becomes a required status check. */
export function checks({ octokit, ref }: RepoApi) {
  return {
    /** A completed check run on `headSha`; returns its id and the page people open. */
    async createCheckRun(input: {
      name: string
      headSha: string
      conclusion: 'success' | 'failure' | 'neutral'
      output: CheckOutput
    }): Promise<{ id: number; url: string; app: { id: number; slug: string } | undefined }> {
      const { data } = await octokit.rest.checks.create({
        ...ref,
        name: input.name,
        head_sha: input.headSha,
        status: 'completed',
        conclusion: input.conclusion,
        output: { ...input.output, annotations: [...input.output.annotations] }
      })
      // The App the run belongs to: whoever made the token, which is what a required check can pin.
      const app = data.app?.slug === undefined ? undefined : { id: data.app.id, slug: data.app.slug }
      return { id: data.id, url: data.html_url ?? data.url, app }
    },

    /** GitHub appends the annotations of an update to the ones the run has. */
    async updateCheckRun(id: number, output: CheckOutput): Promise<void> {
      await octokit.rest.checks.update({
        ...ref,
        check_run_id: id,
        output: { ...output, annotations: [...output.annotations] }
      })
    }
  }
}
