import type { DeploymentEvidence } from '../environments/evidence.js'
import { versionFromTag } from '../image/reference.js'
import type { KnownBaseHead } from '../open/decide.js'
import { defaultTitle } from '../open/pr-body.js'
import { runOpen, type OpenPorts, type OpenResult } from '../open/run.js'
import { openSettingsFor, type OpenSettings } from '../open/settings.js'
import { makeTarget } from '../open/targets.js'
import type { PromoteSettings } from './settings.js'
import { readSource } from './source.js'

export interface PromotePorts extends OpenPorts {
  /**
   * The latest Deployment in `environment`, when it succeeded with `digest` and the newest
   * outcome recorded on `base` (the branch, at the head the source was read at) is that success;
   * otherwise it throws and says what it found (`requireLatestSuccess`).
   */
  requireEvidence(environment: string, digest: string, base: KnownBaseHead): Promise<DeploymentEvidence>
}

export interface PromoteResult extends OpenResult {
  /** The image promoted: what `from-manifest` pins on the base branch. */
  readonly image: string
  readonly evidence: DeploymentEvidence | undefined
  /** The settings `open` ran with (the image filled in). */
  readonly open: OpenSettings
}

/**
 * `promote`: take the image one environment's manifest pins on the base branch, check (with
 * `from-environment`) that the environment's latest Deployment proved that digest, then open or
 * update the release PR for the target manifest exactly as `open` does.
 */
export async function runPromote(settings: PromoteSettings, ports: PromotePorts): Promise<PromoteResult> {
  const source = await readSource(settings, ports.repo)
  const digest = source.imageRef.digest!
  const evidence =
    settings.fromEnvironment === undefined
      ? undefined
      : await ports.requireEvidence(settings.fromEnvironment, digest, source.baseHead)
  if (evidence) ports.log.info(`${settings.fromEnvironment}: Deployment ${evidence.deploymentId} proved ${digest}.`)
  const image = { image: source.located.value, imageRef: source.imageRef }
  const targets = settings.targets.map((resource) => makeTarget({ ...resource, ...image }, undefined))
  const open: OpenSettings = {
    ...openSettingsFor(settings, targets),
    title:
      settings.title ??
      defaultTitle(source.located.resource, source.imageRef, versionFromTag(source.imageRef.tag), 'Promote'),
    promotion: { fromManifest: settings.fromManifest, evidence }
  }
  // The release goes onto the base commit its source image was read at, without reading it again.
  const result = await runOpen(open, ports, { baseHead: source.baseHead })
  return { ...result, image: open.image, evidence, open }
}
