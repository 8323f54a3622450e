import type { DeploymentEvidence } from '../environments/evidence.js'
import { promotionEvidence, type EvidencePorts } from './evidence.js'
import { versionFromTag } from '../image/reference.js'
import { defaultTitle } from '../open/pr-body.js'
import { runOpen, type OpenPorts, type OpenResult } from '../open/run.js'
import { openSettingsFor, type OpenSettings } from '../open/settings.js'
import { makeTarget } from '../open/targets.js'
import type { PromoteSettings } from './settings.js'
import { readSource } from './source.js'

/**
 * `requireEvidence`: the latest Deployment in an environment, when it succeeded with the digest
 * and the newest outcome recorded on the base branch (at the head the source was read at) is that
 * success; otherwise it throws and says what it found (`requireLatestSuccess`). `selectEvidence`:
 * with a requirement beyond Healthy, the newest digest recorded there that meets it
 * (`selectNewestMeeting`).
 */
export interface PromotePorts extends OpenPorts, Omit<EvidencePorts, 'repo'> {}

export interface PromoteResult extends OpenResult {
  /** The image promoted: what `from-manifest` pins on the base branch. */
  readonly image: string
  readonly evidence: DeploymentEvidence | undefined
  /** The settings `open` ran with (the image filled in). */
  readonly open: OpenSettings
}

/**
 * `promote`: take the image one environment's manifest pins on the base branch, check (with
 * `from-environment`) that the environment proved that digest (or, asked for verified, take the
 * newest digest it verified), then open or update the release PR for the target manifest exactly
 * as `open` does.
 */
export async function runPromote(settings: PromoteSettings, ports: PromotePorts): Promise<PromoteResult> {
  const source = await readSource(settings, ports.repo)
  const { evidence, image: chosen } = await promotionEvidence(settings, source, ports)
  const digest = chosen.imageRef.digest!
  for (const skipped of evidence?.skipped ?? []) ports.log.info(`${settings.fromEnvironment}: passed over ${skipped}.`)
  if (evidence)
    ports.log.info(
      `${settings.fromEnvironment}: Deployment ${evidence.deploymentId} proved ${digest}${evidence.outcome === 'verified' ? ' (verified)' : ''}.`
    )
  const image = { image: chosen.located.value, imageRef: chosen.imageRef }
  const targets = settings.targets.map((resource) => makeTarget({ ...resource, ...image }, undefined))
  const open: OpenSettings = {
    ...openSettingsFor(settings, targets),
    title:
      settings.title ??
      defaultTitle(chosen.located.resource, chosen.imageRef, versionFromTag(chosen.imageRef.tag), 'Promote'),
    promotion: { fromManifest: settings.fromManifest, evidence }
  }
  // The release goes onto the base commit its source image was read at, without reading it again.
  const result = await runOpen(open, ports, { baseHead: source.baseHead })
  return { ...result, image: open.image, evidence, open }
}
