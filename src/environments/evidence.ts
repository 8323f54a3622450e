/** What a GitHub Deployment recorded by `wait` proves about a digest in one environment. */
export interface DeploymentEvidence {
  readonly environment: string
  readonly deploymentId: number
  /** The config repo commit the Deployment is of. */
  readonly revision: string
  /** `payload.digest`. */
  readonly digest: string
  /** `payload.image`. */
  readonly image: string | undefined
  /** When the Deployment's `success` status was created. */
  readonly verifiedAt: string
  /** A page a person can open: the wait run, else the environment's deployments. */
  readonly url: string
}
