/**
 * Where promote's digest was proved, and so which digest it promotes. Healthy (the default): the
 * digest from-manifest pins at the base head, if the environment's latest Deployment succeeded
 * with it (as since issue 32). Verified (`require`, `verified-for`, or the policy's
 * `environments.<from-environment>.promotion`): the newest digest whose record there meets the
 * requirement, which may be older than the head's (src/environments/select.ts), confirmed in git
 * by reading from-manifest at the revision it was recorded on.
 */
import type { DeploymentEvidence } from '../environments/evidence.js'
import { asksVerified, HEALTHY, strictest, type Requirement } from '../environments/requirement.js'
import type { Confirm, Selected } from '../environments/select.js'
import { InputError } from '../errors.js'
import { environmentPolicy, parseReleasePolicy, PolicyFileError } from '../gate/release/policy-file.js'
import { digestOf } from '../image/reference.js'
import type { KnownBaseHead } from '../open/decide.js'
import type { OpenRepo } from '../open/types.js'
import type { PromoteSettings } from './settings.js'
import { pinnedImage, type Source, type SourceImage } from './source.js'

export interface EvidencePorts {
  readonly repo: Pick<OpenRepo, 'readFile'>
  /** The latest Deployment's evidence for `digest` (requireLatestSuccess); throws when there is none. */
  requireEvidence(environment: string, digest: string, base: KnownBaseHead): Promise<DeploymentEvidence>
  /** The newest digest meeting `requirement` (selectNewestMeeting); throws when there is none. */
  selectEvidence(
    environment: string,
    requirement: Requirement,
    base: KnownBaseHead,
    confirm: Confirm,
    head: string
  ): Promise<Selected>
}

/** The evidence, and the image it is for (the source's, or the older one that met the requirement). */
export async function promotionEvidence(
  settings: PromoteSettings,
  source: Source,
  ports: EvidencePorts
): Promise<{ readonly evidence: DeploymentEvidence | undefined; readonly image: SourceImage }> {
  const environment = settings.fromEnvironment
  if (environment === undefined) return { evidence: undefined, image: source }
  const digest = source.imageRef.digest!
  const requirement = strictest(settings.requirement, await policyRequirement(settings, environment, source, ports))
  if (!asksVerified(requirement))
    return { evidence: await ports.requireEvidence(environment, digest, source.baseHead), image: source }
  const confirmed = new Map<string, SourceImage>()
  const confirm: Confirm = async (outcome) => {
    if (outcome.digest === digest && outcome.sha === source.baseHead.head.sha) {
      confirmed.set(source.located.value, source)
      return { image: source.located.value }
    }
    const at = outcome.sha.slice(0, 7)
    const text = await ports.repo.readFile(settings.fromManifest, outcome.sha)
    if (text === undefined) return { problem: `${settings.fromManifest} does not exist at ${at}` }
    let image: SourceImage
    try {
      image = pinnedImage(
        text,
        settings.fromSelector,
        `${settings.fromManifest} at ${at}`,
        'from-manifest',
        settings.fromOptions
      )
    } catch (error) {
      if (error instanceof InputError) return { problem: error.message }
      throw error
    }
    const pinned = digestOf(image.located.value)
    if (pinned !== outcome.digest)
      return {
        problem: `${settings.fromManifest} pins ${pinned ?? image.located.value} at ${at}, not the digest recorded there`
      }
    confirmed.set(image.located.value, image)
    return { image: image.located.value }
  }
  const selected = await ports.selectEvidence(environment, requirement, source.baseHead, confirm, digest)
  return { evidence: selected.evidence, image: confirmed.get(selected.image)! }
}

/** The policy's `environments.<environment>.promotion`, read at the base head when `policy` is given. */
async function policyRequirement(
  settings: PromoteSettings,
  environment: string,
  source: Source,
  ports: EvidencePorts
): Promise<Requirement> {
  const path = settings.policyPath
  if (path === undefined) return HEALTHY
  const head = source.baseHead.head.sha
  const text = await ports.repo.readFile(path, head)
  if (text === undefined)
    throw new InputError(
      `Input 'policy' names ${JSON.stringify(path)}, which does not exist at ${source.baseHead.branch} (${head.slice(0, 12)}): add it there, or remove 'policy'.`
    )
  try {
    return environmentPolicy(parseReleasePolicy(text, path), environment)?.promotion ?? HEALTHY
  } catch (error) {
    if (error instanceof PolicyFileError) throw new InputError(`Input 'policy': ${error.message}.`)
    throw error
  }
}
