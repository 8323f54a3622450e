/**
 * The gate's content rule on the largest files it reads: one manifest of 2,000 documents, and
 * one of 10 MiB (the whole 'max-bytes' default, in each version), both with one digest bumped.
 * In process, on the sources (like the edit benchmark), so what is timed is the rule alone:
 * decoding, the text checks, the split into documents, and the strict parse and comparison of
 * the changed one. Linearity is shown as a ratio in the same run: time per MB of the 10 MiB
 * file against time per MB of the 2,000-document one.
 */
import { judgeContents } from '../src/gate/rule/contents.js'
import { DEFAULT_POLICY } from '../test/corpus/gate/run-github.js'
import { largeManifest, pinned } from './fixtures.js'
import type { Area, Options, Row } from './run.js'
import { fmtBytes, fmtMs, fmtRatio, now, summarize, type Summary } from './stats.js'

const TARGET_MS = 2000
const TEN_MIB = 10 * 1024 * 1024

interface JudgeCase {
  readonly label: string
  readonly documents: number
  readonly bytes: number
  readonly wall: Summary
  readonly verdict: string
}

/** Enough documents of the bench manifest to reach `bytes` (the documents average ~1.9 KB). */
function documentsFor(bytes: number): number {
  const per = largeManifest(200, pinned(1)).length / 200
  return Math.ceil(bytes / per)
}

function runCase(label: string, documents: number, reps: number): JudgeCase {
  const encoder = new TextEncoder()
  const base = encoder.encode(largeManifest(documents, pinned(1)))
  const head = encoder.encode(largeManifest(documents, pinned(2)))
  const samples: number[] = []
  let verdict = ''
  for (let i = 0; i < reps; i++) {
    const t = now()
    const judged = judgeContents('apps/all.yaml', base, head, DEFAULT_POLICY)
    samples.push(now() - t)
    verdict =
      judged.reasons.length > 0 ? `reject (${judged.reasons[0]!.code})` : `accept, ${judged.changes.length} change`
  }
  return { label, documents, bytes: base.length, wall: summarize(samples), verdict }
}

export async function benchJudge(options: Options): Promise<Area> {
  const reps = options.quick ? 1 : 5
  await Promise.resolve()
  // One untimed run first, so the comparison is not between a cold and a warm JIT.
  runCase('warm-up', 50, 1)
  const cases = [runCase('2,000 documents', 2000, reps), runCase('10 MiB', documentsFor(TEN_MIB), reps)]
  const [small, large] = cases as [JudgeCase, JudgeCase]
  const perByte = (c: JudgeCase): number => c.wall.median / c.bytes
  const growth = perByte(large) / perByte(small)
  const rows: Row[] = cases.map((c) => ({
    area: 'gate rule',
    what: `${c.label} (${c.documents} docs, ${fmtBytes(c.bytes)} each version), one digest bumped`,
    value: fmtMs(c.wall.median),
    ...(c === large ? { target: `< ${fmtMs(TARGET_MS)}`, met: c.wall.median < TARGET_MS } : {}),
    note: c.verdict
  }))
  rows.push({
    area: 'gate rule',
    what: 'time per byte, 10 MiB against 2,000 documents (1.00x is linear)',
    value: fmtRatio(growth)
  })
  const notes =
    large.wall.median < TARGET_MS
      ? []
      : [
          `**gate rule on 10 MiB: ${fmtMs(large.wall.median)} (target < ${fmtMs(TARGET_MS)}).** Time per byte is ${fmtRatio(growth)} that of the 2,000-document file, so the cost is ${growth < 1.5 ? 'linear; the machine is slower than the target assumes' : 'growing faster than the size'}.`
        ]
  return { name: 'judge', rows, notes, data: { reps, cases } }
}
