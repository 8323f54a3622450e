/**
 * The real kustomize for the tests that compare with it: `kustomize build` or `kubectl kustomize`
 * from PATH, found as the gate's render proof finds it. Outside CI a machine without either skips
 * those tests, saying so; under CI=true a missing binary fails them (this repo's CI image has
 * kubectl, and GitHub's hosted runners have both).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findRenderer, type Renderer, type RenderOutput } from '../../src/gate/render/renderer.js'

export const RENDERER: Renderer | undefined = findRenderer()

/** True when the tests that need kustomize should be skipped (never under CI=true). */
export const NO_KUSTOMIZE = RENDERER === undefined && process.env['CI'] !== 'true'
if (NO_KUSTOMIZE)
  console.warn('Skipping the tests against the real kustomize: neither kustomize nor kubectl is on PATH.')

/** The renderer, or a failure saying CI must have one. */
export function renderer(): Renderer {
  if (RENDERER === undefined)
    throw new Error('neither kustomize nor kubectl is on PATH; CI must have one (GitHub runners ship both)')
  return RENDERER
}

/** Writes `files` (repository paths) to a fresh directory and builds `dir` in it. */
export async function renderFiles(files: Readonly<Record<string, string>>, dir = '.'): Promise<RenderOutput> {
  const root = await mkdtemp(path.join(tmpdir(), 'kustomize-test-'))
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, 'repo', file)), { recursive: true })
      await writeFile(path.join(root, 'repo', file), text)
    }
    await mkdir(path.join(root, 'home'))
    return await renderer().build(path.join(root, 'repo', dir), path.join(root, 'home'))
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}
