/** Where a digest was verified: a Deployment `wait` recorded and marked success. */
export interface DeploymentEvidence {
  readonly environment: string
  readonly deploymentId: number
  /** The Deployment's sha: the config repo commit that was rolled out. */
  readonly revision: string
  /** payload.digest */
  readonly digest: string
  /** payload.image */
  readonly image: string | undefined
  /** When the success status was created. */
  readonly verifiedAt: string
  /** A link a person can open: the success status's log, else the environment's deployments page. */
  readonly url: string
}
