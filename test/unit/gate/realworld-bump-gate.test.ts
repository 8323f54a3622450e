/**
 * The editor's and the gate's halves of issue 25 together, as a release runs them: every bump
 * `bump` writes over the real-world corpus is accepted by the gate alone (judged on bytes, as it
 * reads a PR from GitHub), and the same bump with one field added in the document, or with its
 * repository moved, is rejected. The editor and the gate share the image-site core, so this pins
 * that they agree; realworld-targets.test.ts checks the gate against independent splices too.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { judgeContents } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { formatOfPath } from '../../../src/kube-yaml/image-sites.js'
import { bumpImage, ManifestError } from '../../../src/manifest/index.js'
import { NO_REALWORLD, REALWORLD_DIR } from '../../helpers/realworld.js'
import { realworldTargets, type RealworldTarget } from '../../helpers/realworld-targets.js'

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

/** The targets a release can make, one case per file. */
const BY_FILE = new Map<string, RealworldTarget[]>()
for (const t of NO_REALWORLD ? [] : realworldTargets())
  if (t.refuse === undefined) BY_FILE.set(t.id, [...(BY_FILE.get(t.id) ?? []), t])

describe.skipIf(NO_REALWORLD)('every bump of a real file passes the gate', () => {
  const paths = NO_REALWORLD
    ? new Map<string, string>()
    : new Map(
        (JSON.parse(readFileSync(`${REALWORLD_DIR}index.json`, 'utf8')) as { file: string; path: string }[]).map(
          (e) => [e.file, e.path]
        )
      )

  it('covers the corpus', () => {
    expect([...BY_FILE.values()].flat().length).toBeGreaterThan(200)
  })

  it.each([...BY_FILE].map(([id, targets]) => [id, targets] as const))(
    'file %s: accepts what bump writes, and rejects it with a field added or the repository moved',
    (_, targets) => {
      for (const t of targets) checkTarget(t, paths.get(t.file) ?? t.file)
    }
  )
})

function checkTarget(t: RealworldTarget, file: string): void {
  const options = t.tagField === undefined ? t.options : { ...t.options, field: t.tagField }
  let head: string
  try {
    head = bumpImage(t.text, t.selector, t.image, options).text
  } catch (error) {
    expect(error, `${t.id}: ${String(error)}`).not.toBeInstanceOf(ManifestError)
    throw error
  }
  // `file` is the file's path in its repository, as the gate sees it in a PR.
  const format = t.options.format ?? formatOfPath(file)
  const policy: GatePolicy = {
    paths: ['**'],
    selector: { kind: t.selector.kind, apiGroup: t.selector.apiGroup },
    allowTagChange: true,
    allowDowngrade: true,
    formatOf: () => format
  }
  const judged = judgeContents(file, encode(t.text), encode(head), policy)
  expect(judged.reasons, `${t.id} ${t.image}`).toEqual([])
  expect(judged.changes.length, `${t.id} ${t.image}`).toBeGreaterThan(0)
  for (const change of judged.changes) expect(change.after, `${t.id}`).toContain(t.image.slice(t.image.indexOf('@')))

  // One more field in the document the release changes: refused.
  const firstChange = judged.changes[0]!
  const lines = head.split('\n')
  const at = firstChange.line - 1
  const indent = /^\s*/.exec(lines[at]!)![0]
  const added = [...lines.slice(0, at + 1), `${indent.replace('- ', '  ')}extra: field`, ...lines.slice(at + 1)].join(
    '\n'
  )
  expect(
    judgeContents(file, encode(t.text), encode(added), policy).reasons.length,
    `${t.id} extra field`
  ).toBeGreaterThan(0)

  // The new digest under another repository: refused.
  const name = t.image.slice(0, t.image.search(/[:@][^/]*$/))
  const moved = head.replaceAll(name, `${name}-evil`)
  if (moved !== head)
    expect(judgeContents(file, encode(t.text), encode(moved), policy).reasons.length, `${t.id} moved`).toBeGreaterThan(
      0
    )
}
