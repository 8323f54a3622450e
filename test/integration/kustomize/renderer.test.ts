/**
 * The render proof's child process, with stand-in binaries: found on PATH (kustomize before
 * kubectl), run with nothing to reach beyond its directory (an empty PATH, HOME and plugin
 * directories in the temporary one, no kubeconfig), stopped at its time and output limits, and
 * its failure told in kustomize's own words.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRenderer, spawnRenderer } from '../../../src/gate/render/renderer.js'

let bin: string
const script = async (name: string, body: string): Promise<string> => {
  const file = path.join(bin, name)
  await writeFile(file, `#!/bin/sh\n${body}\n`)
  await chmod(file, 0o755)
  return file
}

beforeAll(async () => {
  bin = await mkdtemp(path.join(tmpdir(), 'renderer-test-'))
})
afterAll(async () => {
  await rm(bin, { recursive: true, force: true })
})

describe('the renderer', () => {
  it('is kustomize build where both are on PATH, kubectl kustomize where only it is, none otherwise', async () => {
    await script('kubectl', 'exit 0')
    expect(findRenderer({ PATH: `/nonexistent${path.delimiter}${bin}` })?.label).toBe('kubectl kustomize')
    await script('kustomize', 'exit 0')
    expect(findRenderer({ PATH: bin })?.label).toBe('kustomize')
    expect(findRenderer({ PATH: '/nonexistent' })).toBeUndefined()
    expect(findRenderer({ PATH: 'relative/dir' })).toBeUndefined()
  })

  it('runs in the directory with an empty PATH, its home beside it and no kubeconfig', async () => {
    const env = await script('env-printer', '/usr/bin/env; echo "dir=$1"')
    const dir = await mkdtemp(path.join(tmpdir(), 'renderer-dir-'))
    try {
      const out = await spawnRenderer(env, [], 'env-printer').build(dir, path.join(dir, 'home'))
      expect(out.ok).toBe(true)
      const text = out.ok ? out.yaml : ''
      expect(text).toMatch(/^PATH=$/m)
      expect(text).toContain(`HOME=${path.join(dir, 'home')}`)
      expect(text).toContain(`KUBECONFIG=${path.join(dir, 'home', 'kubeconfig')}`)
      expect(text).toContain(`dir=${dir}`)
      expect(text).not.toMatch(/GITHUB_TOKEN|INPUT_/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('stops at its time and output limits, and tells a failure in kubectl’s words', async () => {
    const limits = { timeoutMs: 300, maxBytes: 1000 }
    const slow = await script('slow', 'exec /bin/sleep 5')
    expect(await spawnRenderer(slow, [], 'slow', limits).build(bin, bin)).toEqual({
      ok: false,
      why: 'slow took longer than 0.3 s'
    })
    const loud = await script('loud', 'exec /usr/bin/yes')
    expect(await spawnRenderer(loud, [], 'loud', limits).build(bin, bin)).toEqual({
      ok: false,
      why: 'loud printed more than 1000 bytes'
    })
    const failing = await script(
      'failing',
      'echo \'E1202 10:16:01.469594   25362 run.go:72] "command failed" err="invalid Kustomization: json: unknown field \\"foo\\""\' >&2; exit 1'
    )
    expect(await spawnRenderer(failing, [], 'kubectl kustomize', limits).build(bin, bin)).toEqual({
      ok: false,
      why: 'kubectl kustomize failed: invalid Kustomization: json: unknown field "foo"'
    })
    expect(await spawnRenderer(path.join(bin, 'missing'), [], 'missing', limits).build(bin, bin)).toMatchObject({
      ok: false,
      why: expect.stringMatching(/^missing could not be started/) as unknown
    })
  })
})
