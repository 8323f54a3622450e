/**
 * src/action/runner.ts speaks the runner protocol without loading @actions/core (whose import
 * brings undici and Node's http stack): every function here must write and return exactly what
 * @actions/core's function of the same name does, byte for byte, side by side.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as core from '@actions/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as runner from '../../../src/action/runner.js'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
  process.exitCode = undefined
  vi.restoreAllMocks()
})

/** What `fn` writes to stdout, plus what it returns or throws. */
async function observe(fn: () => unknown): Promise<{ stdout: string; result: unknown }> {
  let stdout = ''
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk)
    return true
  })
  let result: unknown
  try {
    result = { value: await fn() }
  } catch (error) {
    result = { threw: String(error) }
  }
  vi.restoreAllMocks()
  return { stdout, result }
}

const TEXTS = ['plain', 'two\nlines\r\nand 100% : , done', '', '::set-output name=x::y']

describe('runner.ts against @actions/core', () => {
  it.each(TEXTS)('writes the same log lines and workflow commands for %j', async (text) => {
    for (const name of ['info', 'debug', 'notice', 'warning', 'error', 'setSecret', 'setFailed'] as const) {
      const ours = await observe(() => runner[name](text))
      const theirs = await observe(() => core[name](text))
      expect(ours, name).toEqual(theirs)
    }
    expect(process.exitCode).toBe(1)
  })

  it.each([
    {},
    { title: 'gate: bad, really: bad', file: 'apps/a b/x.yaml', startLine: 3 },
    { title: '', file: 'x', startLine: 0, endLine: 4, startColumn: 2, endColumn: 9 }
  ])('writes the same error annotation for properties %j', async (properties) => {
    const ours = await observe(() => runner.error('two\nlines', properties))
    const theirs = await observe(() => core.error('two\nlines', properties))
    expect(ours).toEqual(theirs)
  })

  it('wraps a group the same way, also when it throws', async () => {
    for (const fn of [async () => 'done', async () => Promise.reject(new Error('boom'))]) {
      const ours = await observe(() => runner.group('Title: a, b\n', fn))
      const theirs = await observe(() => core.group('Title: a, b\n', fn))
      expect(ours).toEqual(theirs)
    }
  })

  it.each([undefined, '', '  x  ', 'true', 'True', 'TRUE', 'false', 'FALSE', 'yes', ' true '])(
    'reads INPUT_MY_INPUT=%j the same way',
    async (value) => {
      if (value === undefined) delete process.env['INPUT_MY_INPUT']
      else process.env['INPUT_MY_INPUT'] = value
      const reads = [
        (m: typeof runner | typeof core) => m.getInput('my input'),
        (m: typeof runner | typeof core) => m.getInput('My Input', { trimWhitespace: false }),
        (m: typeof runner | typeof core) => m.getInput('my input', { required: true }),
        (m: typeof runner | typeof core) => m.getBooleanInput('my input')
      ]
      for (const read of reads) expect(await observe(() => read(runner))).toEqual(await observe(() => read(core)))
    }
  )

  it('appends outputs to GITHUB_OUTPUT in the same heredoc form, and falls back to ::set-output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-'))
    try {
      const written: string[] = []
      for (const module of [runner, core]) {
        const file = join(dir, 'output')
        await writeFile(file, '')
        process.env['GITHUB_OUTPUT'] = file
        module.setOutput('name', 'multi\nline value')
        written.push((await readFile(file, 'utf8')).replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER'))
      }
      expect(written[0]).toBe('name<<DELIMITER\nmulti\nline value\nDELIMITER\n')
      expect(written[0]).toBe(written[1])
      delete process.env['GITHUB_OUTPUT']
      expect(await observe(() => runner.setOutput('n', 'v\n%'))).toEqual(
        await observe(() => core.setOutput('n', 'v\n%'))
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses a missing GITHUB_OUTPUT file as @actions/core does', async () => {
    process.env['GITHUB_OUTPUT'] = join(tmpdir(), 'no-such-dir-runner', 'output')
    expect(await observe(() => runner.setOutput('n', 'v'))).toEqual(await observe(() => core.setOutput('n', 'v')))
  })

  it('hands out @actions/core’s own summary builder', async () => {
    expect(await runner.jobSummary()).toBe(core.summary)
  })
})
