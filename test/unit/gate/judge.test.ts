import { describe, expect, it } from 'vitest'
import type { ChangedFile } from '../../../src/gate/rule/file.js'
import { forEachLimit, judgeChanges, type ChangeSource } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../src/gate/policy.js'
import { prReason } from '../../../src/gate/reasons.js'
import { BASE, BUMPED, MS_PATH } from '../../corpus/gate/manifests.js'

const POLICY: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const LIMITS = { maxFiles: 10, maxBytes: 100_000, concurrency: 3 }
const edit = (path: string, extra: Partial<ChangedFile> = {}): ChangedFile => ({
  path,
  status: 'modified',
  baseMode: '100644',
  headMode: '100644',
  ...extra
})

/** A source over in-memory files that records what was read. */
function source(
  files: ChangedFile[],
  contents: Record<string, [string, string]> = {},
  listingReasons = [] as ReturnType<typeof prReason>[]
) {
  const reads: string[] = []
  const src: ChangeSource = {
    list: async () => ({ base: 'b'.repeat(40), head: 'h'.repeat(40), files, reasons: listingReasons }),
    read: async (file) => {
      reads.push(file.path)
      const pair = contents[file.path]
      if (!pair) throw new Error('blob 404')
      return { base: new TextEncoder().encode(pair[0]), head: new TextEncoder().encode(pair[1]) }
    }
  }
  return { src, reads }
}

describe('judgeChanges', () => {
  it('accepts the bumped file, rejects the added one, and reads only the file that passed the file-level rule', async () => {
    const { src, reads } = source([edit(MS_PATH), edit('new.yaml', { status: 'added', baseMode: undefined })], {
      [MS_PATH]: [BASE, BUMPED]
    })
    const verdict = await judgeChanges(src, POLICY, LIMITS)
    expect(verdict.verdict).toBe('reject')
    expect(verdict.reasons.map((r) => r.code)).toEqual(['not-modified'])
    expect(reads).toEqual([MS_PATH])
    expect(verdict.files.map((f) => f.verdict)).toEqual(['accept', 'reject'])
  })

  it('rejects an empty change list as no-image-change', async () => {
    const verdict = await judgeChanges(source([]).src, POLICY, LIMITS)
    expect(verdict).toMatchObject({
      verdict: 'reject',
      reasons: [expect.objectContaining({ code: 'no-image-change' })]
    })
  })

  it('rejects above max-files without reading anything', async () => {
    const files = Array.from({ length: 11 }, (_, i) => edit(`f${i}.yaml`))
    const { src, reads } = source(files)
    const verdict = await judgeChanges(src, POLICY, LIMITS)
    expect(verdict.reasons.map((r) => r.code)).toEqual(['too-many-files'])
    expect(reads).toEqual([])
  })

  it('rejects above max-bytes from known sizes before reading, and from read sizes after', async () => {
    const big = source([edit(MS_PATH, { baseSize: 60_000, headSize: 60_000 })], { [MS_PATH]: [BASE, BUMPED] })
    expect((await judgeChanges(big.src, POLICY, LIMITS)).reasons.map((r) => r.code)).toEqual(['too-large'])
    expect(big.reads).toEqual([])
    const unknown = source([edit(MS_PATH)], { [MS_PATH]: [BASE, BUMPED] })
    expect((await judgeChanges(unknown.src, POLICY, { ...LIMITS, maxBytes: 100 })).reasons.map((r) => r.code)).toEqual([
      'too-large'
    ])
  })

  it('turns a listing problem into a rejection without reading', async () => {
    const { src, reads } = source([edit(MS_PATH)], { [MS_PATH]: [BASE, BUMPED] }, [
      prReason('incomplete-listing', 'capped')
    ])
    expect((await judgeChanges(src, POLICY, LIMITS)).reasons.map((r) => r.code)).toEqual(['incomplete-listing'])
    expect(reads).toEqual([])
  })

  it('turns a failed read into unreadable for that file', async () => {
    const verdict = await judgeChanges(source([edit(MS_PATH)]).src, POLICY, LIMITS)
    expect(verdict.reasons).toEqual([expect.objectContaining({ code: 'unreadable', file: MS_PATH, line: 1 })])
    expect(verdict.reasons[0]!.message).toContain('blob 404')
  })

  it('refuses a file GitHub shows no diff for, but only when it would otherwise pass', async () => {
    const hidden = await judgeChanges(
      source([edit(MS_PATH, { hiddenDiff: true })], { [MS_PATH]: [BASE, BUMPED] }).src,
      POLICY,
      LIMITS
    )
    expect(hidden.reasons.map((r) => r.code)).toEqual(['incomplete-listing'])
    const broken = await judgeChanges(
      source([edit(MS_PATH, { hiddenDiff: true })], { [MS_PATH]: [BASE, `${BUMPED}\t`] }).src,
      POLICY,
      LIMITS
    )
    expect(broken.reasons.map((r) => r.code)).toEqual(['forbidden-char'])
  })
})

describe('forEachLimit', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    await forEachLimit([...Array(20).keys()], 8, async (i) => {
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setImmediate(r))
      done.push(i)
      running--
    })
    expect(peak).toBe(8)
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()])
  })
})
