/**
 * `gitops-release bump` over every image target of the real-world corpus, as a user runs it: a
 * real file written, the CLI's flags for the target, the file read back. What it writes is what
 * the edit makes (test/unit/manifest/realworld-bump.test.ts checks the edit itself); what it
 * refuses leaves the file as it was. Integration, not unit: some 250 files written atomically
 * (each flushed to disk) cost seconds the pure tier should not.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { captureIO } from '../../helpers/cli-io.js'
import { NO_REALWORLD } from '../../helpers/realworld.js'
import { REFUSALS, realworldTargets, type RealworldTarget } from '../../helpers/realworld-targets.js'

const BY_FILE = new Map<string, RealworldTarget[]>()
for (const t of NO_REALWORLD ? [] : realworldTargets()) BY_FILE.set(t.id, [...(BY_FILE.get(t.id) ?? []), t])

let cwd: string
beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'bump-realworld-'))
})
afterAll(() => rm(cwd, { recursive: true, force: true }))

describe.skipIf(NO_REALWORLD)('bump over every real target, through the CLI', () => {
  it('covers the corpus, with refusals among it', () => {
    const targets = [...BY_FILE.values()].flat()
    expect(targets.filter((t) => t.refuse === undefined).length).toBeGreaterThan(240)
    expect(targets.some((t) => t.refuse !== undefined || t.tagField !== undefined)).toBe(true)
  })

  it.each([...BY_FILE].map(([id, targets]) => [id, targets] as const))(
    'file %s: writes what the edit makes of each target, and leaves every refused file as it was',
    async (id, targets) => {
      const file = path.join(cwd, `${id}.yaml`)
      for (const t of targets) {
        const captured = captureIO({}, cwd)
        const selector =
          t.options.format === undefined
            ? ['--kind', t.selector.kind, '--api-group', t.selector.apiGroup]
            : ['--format', t.options.format]
        if (t.selector.name !== undefined) selector.push('--resource-name', t.selector.name)
        const bump = async (...extra: string[]): Promise<{ code: number; after: string }> => {
          await writeFile(file, t.text)
          captured.errWrites.length = 0
          const code = await main(['bump', '--file', `${id}.yaml`, '--image', t.image, ...selector, ...extra], captured)
          return { code, after: await readFile(file, 'utf8') }
        }
        const where = `${t.id} ${t.image}`
        if (t.marked) {
          const { code, after } = await bump()
          expect(captured.err, where).toMatch(REFUSALS['an image policy marker']!)
          expect([code, after], where).toEqual([2, t.text])
          selector.push('--image-policy-markers', 'follow')
        }
        if (t.refuse !== undefined || t.tagField !== undefined) {
          const { code, after } = await bump()
          expect(code, where).toBe(2)
          expect(after, where).toBe(t.text)
          expect(captured.err, where).toMatch(t.refuse === undefined ? /no digest key/ : REFUSALS[t.refuse]!)
          if (t.tagField === undefined) continue
        }
        const extra = t.tagField === undefined ? [] : ['--field', t.tagField]
        const { code, after } = await bump(...extra)
        expect(code, `${where}: ${captured.err}`).toBe(0)
        const options = { ...t.options, ...(t.tagField === undefined ? {} : { field: t.tagField }) }
        expect(after, where).toBe(bumpImage(t.text, t.selector, t.image, options).text)
      }
    }
  )
})
