/**
 * `bump` over the real-world kustomizations (../shared/realworld) renders as intended with the
 * real kustomize: for every kustomization target bump pins, the `images:` list it wrote and the
 * one it started from are each built over a Deployment whose containers run the images the
 * entries name, and the renders differ only in the released repository's containers, which move
 * to the release's digest. The corpus keeps the kustomizations, not their resources, so the
 * Deployment stands in for them; the `images:` bytes are the file's own.
 */
import { describe, expect, it } from 'vitest'
import { forEachLimit } from '../../../src/gate/judge.js'
import { readDocument } from '../../../src/kube-yaml/document.js'
import { readKustomization } from '../../../src/kube-yaml/kustomization.js'
import { isPlainName } from '../../../src/kube-yaml/kustomize-images.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { NO_KUSTOMIZE } from '../../helpers/kustomize.js'
import { workloads } from '../../helpers/kustomize-deployment.js'
import { NO_REALWORLD } from '../../helpers/realworld.js'
import { DIGEST, realworldTargets } from '../../helpers/realworld-targets.js'
import { onlyDigests, renderDiff } from '../../helpers/render-diff.js'

/** The file's top-level `images:` entry, whole lines, and the entries' names. */
function imagesOf(text: string): { block: string; names: string[] } | undefined {
  const file = splitLikeKubernetes(text)
  if (!file.ok) return undefined
  const chunk = file.chunks.find((c) => text.slice(c.contentStart, c.end).trim() !== '')!
  const read = readDocument(text, file, chunk)
  if (!read.ok || read.document.root === null) return undefined
  const entry = read.document.root.entries.find((e) => e.name === 'images')
  const decoded = readKustomization(read.document)
  if (entry === undefined || !decoded.ok) return undefined
  const from = text.lastIndexOf('\n', entry.key.start) + 1
  const nl = text.indexOf('\n', entry.value.end)
  const block = text.slice(from, nl === -1 ? text.length : nl + 1)
  return { block: block.endsWith('\n') ? block : `${block}\n`, names: decoded.kustomization.images.map((e) => e.name) }
}

describe.skipIf(NO_REALWORLD || NO_KUSTOMIZE)('bump over the real-world kustomizations, rendered', () => {
  it('moves exactly the released repository to the release digest', async () => {
    const targets = realworldTargets().filter((t) => t.options.format === 'kustomization' && t.refuse === undefined)
    let rendered = 0
    await forEachLimit(targets, 3, async (t) => {
      const head = bumpImage(t.text, t.selector, t.image, t.options).text
      const [before, after] = [imagesOf(t.text), imagesOf(head)]
      expect(before, t.id).toBeDefined()
      expect(after, t.id).toBeDefined()
      const images = before!.names.filter(isPlainName).map((name) => (name.includes(':') ? name : `${name}:1.0`))
      const tree = (block: string): Record<string, string> => ({
        'kustomization.yaml': `resources:\n  - workloads.yaml\n${block}`,
        'workloads.yaml': workloads(images)
      })
      const diff = await renderDiff(tree(before!.block), tree(after!.block), '.')
      const pin = `${t.image.slice(0, t.image.indexOf('@'))}@${DIGEST}`
      expect(onlyDigests(diff, [pin]), `${t.id} ${t.image}: ${JSON.stringify(diff)}`).toBe(true)
      expect(diff.ok && diff.moves.length, `${t.id} ${t.image}: nothing moved`).toBeGreaterThan(0)
      rendered++
    })
    expect(rendered).toBeGreaterThan(20)
    console.log(`${rendered} real-world kustomization pins rendered as intended`)
  }, 300_000)
})
