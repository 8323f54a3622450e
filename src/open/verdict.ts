import { versionOfImage } from './downgrade.js'
import { refuseDowngrades } from './proposed.js'
import type { OpenSettings } from './settings.js'
import type { TargetEdit } from './types.js'

/**
 * The release against its base, read before anything is written: the reason there is nothing
 * to release when the base pins every target's image already, or undefined to go on. A base
 * that runs a newer version of any target refuses the release (unless `allow-downgrade`),
 * whether or not a release PR is open: an open PR may be older than the base it goes into.
 */
export function judgeAgainstBase(
  settings: Pick<OpenSettings, 'targets' | 'allowDowngrade' | 'manifest' | 'image'>,
  base: string,
  edits: readonly TargetEdit[]
): string | undefined {
  if (!edits.some((e) => e.bump.changed)) {
    return edits.length === 1
      ? `${settings.manifest} at ${base} already pins ${settings.image}; nothing to release.`
      : `Every target at ${base} already pins its image; nothing to release.`
  }
  refuseDowngrades(
    settings,
    edits.map((e) => versionOfImage(e.bump.before)),
    `${base} already runs`
  )
  return undefined
}
