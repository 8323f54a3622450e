import type { Requirement } from './requirement.js'

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
  /** The recorded outcome that proved it: `healthy`, or `verified` (checks and soak passed after Healthy). */
  readonly outcome?: string | undefined
  /**
   * promote with a requirement beyond Healthy: the newer digests of the environment it passed
   * over, each with why (`sha256:… (revision 1a2b3c4): not verified: …`).
   */
  readonly skipped?: readonly string[] | undefined
  /** A link a person can open: the success status's log, else the environment's deployments page. */
  readonly url: string
}

/** What the evidence readers look for: a digest, in an environment, recorded by whom, proving what. */
export interface EvidenceQuery {
  readonly environment: string
  readonly digest: string
  /**
   * The logins whose Deployments and statuses count; undefined: anyone's (the caller says that
   * the evidence's author was not checked).
   */
  readonly recorders: readonly string[] | undefined
  /** What the record must say beyond a success (requirement.ts); undefined: Healthy is enough. */
  readonly requirement?: Requirement | undefined
}

/** Evidence, or what was found instead (a sentence without a final period). */
export type Judgement = { readonly evidence: DeploymentEvidence } | { readonly refused: string }

/**
 * What git says about a Deployment's claim: undefined when the manifest at its commit pins its
 * digest, else why not (a phrase: "apps/x.yaml pins sha256:… at 1a2b3c4").
 */
export type Claim = string | undefined
