import semver from 'semver'
import { InputError } from '../errors.js'
import { parseImageReference, versionFromTag } from '../image/reference.js'
import type { OpenSettings } from './settings.js'

/**
 * The downgrade policy: a release never replaces a newer version (proposed or deployed) with an
 * older one unless `allow-downgrade` says it is a rollback on purpose. `manifest` names the
 * target when the release has several.
 */
export function refuseDowngrade(
  settings: Pick<OpenSettings, 'allowDowngrade' | 'version'> & { readonly manifest?: string },
  existing: string | undefined,
  where: string
): void {
  if (settings.allowDowngrade || !settings.version || !existing || !semver.valid(existing)) return
  if (semver.lt(settings.version, existing)) {
    throw new InputError(
      `Refusing to replace version ${existing} with older ${settings.version}${settings.manifest === undefined ? '' : ` in ${settings.manifest}`}: ${where} ${existing}. ` +
        `Set 'allow-downgrade: true' to roll back on purpose.`
    )
  }
}

/** The semver of an image's tag, if it has one. */
export function versionOfImage(image: string): string | undefined {
  try {
    return versionFromTag(parseImageReference(image, { requireDigest: false }).tag)
  } catch {
    return undefined
  }
}
