import { describe, expect, it } from 'vitest'
import {
  parseRecordBlock,
  parseTrailers,
  renderRecordBlock,
  renderTrailers,
  type ReleaseRecord
} from '../../../src/open/record.js'

const record: ReleaseRecord = {
  image: 'ghcr.io/acme/todo-api@sha256:' + 'a'.repeat(64),
  version: '1.4.2',
  manifest: 'apps/todo-api/dev/microservice.yaml',
  commit: 'b'.repeat(40),
  base: 'c'.repeat(40),
  sourceRepository: 'acme/todo-api',
  sourceSha: 'd'.repeat(40),
  runUrl: 'https://github.com/acme/todo-api/actions/runs/1'
}

describe('record block', () => {
  it('round-trips through a PR body', () => {
    const body = `some text\n\n${renderRecordBlock(record)}\n`
    expect(parseRecordBlock(body)).toEqual(record)
  })

  it('cannot be closed early by a value containing -->', () => {
    const tricky = { ...record, runUrl: 'https://x/--><script>' }
    const block = renderRecordBlock(tricky)
    expect(block.indexOf('-->')).toBe(block.length - 3)
    expect(parseRecordBlock(block)?.runUrl).toBe(tricky.runUrl)
  })

  it('ignores bodies without a block or with broken JSON', () => {
    expect(parseRecordBlock('no block')).toBeUndefined()
    expect(parseRecordBlock('<!-- gitops-release:record {"image": -->')).toBeUndefined()
    expect(parseRecordBlock(null)).toBeUndefined()
  })
})

describe('trailers', () => {
  it('round-trip through a commit message, with everything of the record but the commit itself', () => {
    const message = `Release todo-api 1.4.2\n\nbody\n\n${renderTrailers(record)}`
    expect(parseTrailers(message)).toEqual({
      image: record.image,
      version: '1.4.2',
      manifest: record.manifest,
      base: record.base,
      source: record.sourceRepository,
      'source-sha': record.sourceSha,
      run: record.runUrl
    })
  })
})
