/**
 * Every image target of the real-world corpus (../shared/realworld), bumped as a user would:
 * a manifest's resource by kind, group and name, a kustomization's entry, a Helm values
 * mapping (through its tag with `field` where it has no digest key). Each bump changes exactly
 * the target's image lines, or adds the one `digest:` line, and keeps every other byte; what is
 * refused is refused for a reason the edit names, with nothing written.
 */
import { describe, expect, it } from 'vitest'
import { bumpImage, ManifestError, type EditOptions } from '../../../src/manifest/index.js'
import { NO_REALWORLD } from '../../helpers/realworld.js'
import { DIGEST, REFUSALS, realworldTargets, type RealworldTarget } from '../../helpers/realworld-targets.js'

/** The lines of `text` that differ in `after` (1-based), and how many `digest:` lines were added. */
function changes(text: string, after: string): { changed: number[]; inserted: string[] } {
  const a = text.split('\n')
  const b = after.split('\n')
  const changed: number[] = []
  const inserted: string[] = []
  let j = 0
  for (let i = 0; i < a.length; i++, j++) {
    if (a[i] === b[j]) continue
    // A line that is no line of the original, followed by the original line: added.
    if (b.length - j > a.length - i && /^ *digest: /.test(b[j]!) && a[i] === b[j + 1]) {
      inserted.push(b[j]!)
      i--
      continue
    }
    changed.push(i + 1)
  }
  while (j < b.length) inserted.push(b[j++]!)
  return { changed, inserted }
}

/** Bumps one target and checks the result; returns what happened, for the tally. */
export function checkTarget(t: RealworldTarget): string {
  const bump = (options: EditOptions): ReturnType<typeof bumpImage> => bumpImage(t.text, t.selector, t.image, options)
  if (t.refuse !== undefined) {
    const why = REFUSALS[t.refuse]!
    expect(() => bump(t.options), `${t.id} ${t.image}`).toThrow(ManifestError)
    expect(() => bump(t.options), `${t.id} ${t.image}`).toThrow(why)
    return `refused (${t.refuse})`
  }
  if (t.marked)
    expect(() => bump({ ...t.options, markers: 'refuse' }), `${t.id} ${t.image}: a marked line`).toThrow(
      REFUSALS['an image policy marker']
    )
  let result
  let how = t.marked ? 'bumped, following its image policy marker' : 'bumped'
  if (t.tagField !== undefined) {
    expect(() => bump(t.options), `${t.id} ${t.image}: a tag without a digest key`).toThrow(/no digest key/)
    result = bump({ ...t.options, field: t.tagField })
    how = 'bumped through the tag (field)'
    expect(result.warnings.join(' ')).toMatch(/label/)
  } else result = bump(t.options)
  expect(result.changed, `${t.id} ${t.image}`).toBe(true)
  const { changed, inserted } = changes(t.text, result.text)
  expect(inserted.length, `${t.id} ${t.image}: digest lines added`).toBe(t.inserts)
  for (const line of inserted) expect(line).toMatch(new RegExp(`^ +digest: ${DIGEST}\r?$`))
  if (t.inserts > 0) how = 'bumped (digest line added)'
  expect(changed, `${t.id} ${t.image}`).toEqual([...new Set(t.lines)].sort((x, y) => x - y))
  // On each changed line, only the value moved: what is before it stays, and so does what follows.
  const a = t.text.split('\n')
  const b = result.text.split('\n')
  for (const line of changed) {
    const [old, now] = [a[line - 1]!, b[line - 1]!]
    let p = 0
    while (p < old.length && old[p] === now[p]) p++
    expect(now.slice(p), `${t.id} line ${line}`).toContain(DIGEST.slice(-8))
  }
  return how
}

/** The corpus's targets, one case per file, so each file is a test of its own. */
const BY_FILE = new Map<string, RealworldTarget[]>()
for (const t of NO_REALWORLD ? [] : realworldTargets()) BY_FILE.set(t.id, [...(BY_FILE.get(t.id) ?? []), t])

describe.skipIf(NO_REALWORLD)('bump over the real-world corpus', () => {
  it.each([...BY_FILE].map(([id, targets]) => [id, targets.length, targets] as const))(
    'file %s: changes exactly each of its %i targets’ image lines, or refuses it with nothing written',
    (_, __, targets) => {
      for (const t of targets) expect(checkTarget(t)).toMatch(t.refuse === undefined ? /^bumped/ : /^refused/)
    }
  )

  it('holds most of the corpus’s targets as releases, and a few refusals, each for its reason', () => {
    const targets = [...BY_FILE.values()].flat()
    const refused = targets.filter((t) => t.refuse !== undefined)
    expect(targets.length).toBeGreaterThan(200)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.length).toBeLessThan(targets.length / 10)
  })
})
