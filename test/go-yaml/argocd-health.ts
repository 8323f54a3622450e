/**
 * The Go reference for how Argo CD's health-check harness reads its files: builds
 * test/go-yaml/argocd-health (sigs.k8s.io/yaml into the harness's own structs) and runs it.
 * Same packages and offline build as k8s-yaml.ts.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { buildGoHelper } from './k8s-yaml.js'

const run = promisify(execFile)

export type GoHarnessView<T> = { value: T } | { error: string }
export interface GoHarnessTest {
  inputPath: string
  status: string
  message: string
}
export interface GoHarnessObject {
  object: Record<string, unknown> | null
  key: string
}

export function readLikeArgoHarness(mode: 'tests', files: string[]): Promise<GoHarnessView<GoHarnessTest[]>[]>
export function readLikeArgoHarness(mode: 'object', files: string[]): Promise<GoHarnessView<GoHarnessObject>[]>
/** What the harness sees in each file's text, in order. */
export async function readLikeArgoHarness(mode: 'tests' | 'object', files: string[]): Promise<unknown[]> {
  const binary = await buildGoHelper(join(import.meta.dirname, 'argocd-health'), 'argocd-health-yaml')
  const dir = await mkdtemp(join(tmpdir(), 'argocd-health-in-'))
  try {
    const paths = files.map((_, i) => join(dir, `f${i}.yaml`))
    await Promise.all(files.map((text, i) => writeFile(paths[i]!, text)))
    const { stdout } = await run(binary, [mode, ...paths], { maxBuffer: 16 * 1024 * 1024 })
    const parsed = JSON.parse(stdout) as Record<string, unknown>
    return paths.map((p) => parsed[p])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
