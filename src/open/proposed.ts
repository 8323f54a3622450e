import { refuseDowngrade } from './downgrade.js'
import type { RecordTarget } from './record.js'
import type { OpenSettings } from './settings.js'
import type { OpenTarget } from './targets.js'

/**
 * What a record (a PR's block or a release commit's trailers) proposes for each of our targets,
 * in our order; undefined when it speaks for another set of manifests (then it is not ours to
 * compare with). The branch name already fixes the set up to its hash, so manifests suffice.
 */
export function matchProposal(
  proposed: readonly RecordTarget[],
  targets: readonly OpenTarget[]
): RecordTarget[] | undefined {
  if (proposed.length !== targets.length) return undefined
  const matched: RecordTarget[] = []
  for (const t of targets) {
    const found = proposed.find((p) => p.manifest === t.manifest)
    if (!found) return undefined
    matched.push(found)
  }
  return matched
}

/** True when the proposal already pins every target's image. */
export function proposesAll(proposal: readonly RecordTarget[], targets: readonly OpenTarget[]): boolean {
  return targets.every((t, i) => proposal[i]?.image === t.image)
}

/** The downgrade guard for every target against what `where` holds for it (`existing[i]`). */
export function refuseDowngrades(
  settings: Pick<OpenSettings, 'allowDowngrade' | 'targets'>,
  existing: readonly (string | undefined)[],
  where: string
): void {
  const several = settings.targets.length > 1
  settings.targets.forEach((t, i) =>
    refuseDowngrade(
      { allowDowngrade: settings.allowDowngrade, version: t.version, ...(several ? { manifest: t.manifest } : {}) },
      existing[i],
      where
    )
  )
}
