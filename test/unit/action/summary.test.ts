import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as core from '@actions/core'
import { afterEach, describe, expect, it } from 'vitest'
import { writeJobSummary } from '../../../src/action/summary.js'

const saved = process.env['GITHUB_STEP_SUMMARY']
afterEach(() => {
  if (saved === undefined) delete process.env['GITHUB_STEP_SUMMARY']
  else process.env['GITHUB_STEP_SUMMARY'] = saved
  core.summary.emptyBuffer()
})

describe('writeJobSummary', () => {
  it('drops the summary outside a runner instead of throwing', async () => {
    delete process.env['GITHUB_STEP_SUMMARY']
    core.summary.addRaw('report')
    await expect(writeJobSummary(core.summary)).resolves.toBeUndefined()
    expect(core.summary.isEmptyBuffer()).toBe(true)
  })

  it('appends to the summary file on a runner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'summary-'))
    const file = join(dir, 'summary')
    await writeFile(file, 'before\n')
    process.env['GITHUB_STEP_SUMMARY'] = file
    try {
      await writeJobSummary(core.summary.addRaw('report', true))
      expect(await readFile(file, 'utf8')).toBe('before\nreport\n')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
