import { describe, expect, it } from 'vitest'
import {
  parseRecordBlock,
  parseTrailers,
  recordTargets,
  renderRecordBlock,
  renderTrailers,
  trailerTargets,
  type ReleaseRecord
} from '../../../src/open/record.js'

const image = (d: string): string => `ghcr.io/acme/todo-api@sha256:${d.repeat(64)}`
const several: ReleaseRecord = {
  image: image('a'),
  version: '1.4.2',
  manifest: 'apps/eu.yaml',
  targets: [
    { manifest: 'apps/eu.yaml', name: undefined, image: image('a'), oldImage: image('0'), version: '1.4.2' },
    { manifest: 'apps/us.yaml', name: 'todo-api', image: image('b'), oldImage: image('b'), version: undefined }
  ],
  commit: 'c'.repeat(40),
  base: 'd'.repeat(40),
  sourceRepository: 'acme/todo-api',
  sourceSha: undefined,
  runUrl: 'https://github.com/acme/todo-api/actions/runs/1'
}

describe('the record of several targets', () => {
  it('round-trips through a PR body, every target in order', () => {
    const parsed = parseRecordBlock(`text\n\n${renderRecordBlock(several)}\n`)
    expect(parsed).toEqual(several)
    expect(recordTargets(parsed!).map((t) => t.manifest)).toEqual(['apps/eu.yaml', 'apps/us.yaml'])
  })

  it('still reads a one-target block as older versions wrote it, as one target', () => {
    const old = `<!-- gitops-release:record {"image":"${image('a')}","version":"1.0.0","manifest":"apps/dev.yaml","commit":"${'c'.repeat(40)}"} -->`
    const parsed = parseRecordBlock(old)!
    expect(parsed).not.toHaveProperty('targets')
    expect(recordTargets(parsed)).toEqual([{ manifest: 'apps/dev.yaml', image: image('a'), version: '1.0.0' }])
  })

  it('is no record when a target in it is not one', () => {
    const broken = renderRecordBlock(several).replace('"manifest":"apps/us.yaml",', '')
    expect(parseRecordBlock(broken)).toBeUndefined()
  })

  it('round-trips through commit trailers, one JSON line per target that no value can break', () => {
    const tricky: ReleaseRecord = {
      ...several,
      targets: [
        { ...several.targets![0]!, manifest: 'apps/eu.yaml\nGitops-Release-Image: evil' },
        { ...several.targets![1]!, oldImage: 'x\u2028Gitops-Release-Image: evil' }
      ]
    }
    const trailers = renderTrailers(tricky)
    expect(trailers).not.toMatch(/^Gitops-Release-Image:/m)
    expect(trailers.match(/^Gitops-Release-Target: \{.*\}$/gm)).toHaveLength(2)
    const parsed = parseTrailers(`Release\n\nbody\n\n${trailers}`)
    expect(trailerTargets(parsed)).toEqual(tricky.targets)
    expect(parsed).toMatchObject({ base: several.base, source: 'acme/todo-api', run: several.runUrl })
  })

  it('reads one target from the trailers older versions wrote, and none from a commit open did not write', () => {
    const single = renderTrailers({ ...several, targets: undefined })
    expect(trailerTargets(parseTrailers(single))).toEqual([
      { manifest: 'apps/eu.yaml', image: image('a'), version: '1.4.2' }
    ])
    expect(trailerTargets(parseTrailers('Fix a typo\n\nSigned-off-by: someone'))).toEqual([])
  })
})
