import { describe, expect, it } from 'vitest'
import type { GitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { COMPARE_FILE_CAP, gitBlobSha, githubCompareSource } from '../../../src/gate/github-source.js'

const REPO = { owner: 'acme', repo: 'config' }
const MB = 'm'.repeat(40)
const HEAD = 'h'.repeat(40)
const bytes = (s: string): Buffer => Buffer.from(s)
const OLD = bytes('a: 1\n')
const NEW = bytes('a: 2\n')
const [OLD_SHA, NEW_SHA] = [gitBlobSha(OLD), gitBlobSha(NEW)]

interface Fake {
  files?: unknown[]
  trees: Record<string, { tree: unknown[]; truncated: boolean }>
  blobs: Record<string, Buffer>
}

/** Just the three endpoints the source uses, with GitHub's answer shapes; records the calls. */
function fakeClient(fake: Fake) {
  const calls: string[] = []
  const client = {
    rest: {
      repos: {
        compareCommitsWithBasehead: async (p: { basehead: string }) => {
          calls.push(`compare ${p.basehead}`)
          return {
            data: { status: 'ahead', merge_base_commit: { sha: MB }, ...(fake.files ? { files: fake.files } : {}) }
          }
        }
      },
      git: {
        getTree: async (p: { tree_sha: string; recursive?: string }) => {
          calls.push(`tree ${p.tree_sha}${p.recursive ? ' recursive' : ''}`)
          const t = fake.trees[p.tree_sha]
          if (!t) throw Object.assign(new Error('Not Found'), { status: 404 })
          return { data: t }
        },
        getBlob: async (p: { file_sha: string }) => {
          calls.push(`blob ${p.file_sha}`)
          return { data: { content: fake.blobs[p.file_sha]!.toString('base64'), encoding: 'base64' } }
        }
      }
    }
  }
  return { client: client as unknown as GitHubClient, calls }
}

const entry = (path: string, sha: string, size = 5, mode = '100644', type = 'blob') => ({ path, mode, type, sha, size })
const file = (over: Record<string, unknown> = {}) => ({
  filename: 'apps/a.yaml',
  status: 'modified',
  sha: NEW_SHA,
  changes: 2,
  patch: '@@ -1 +1 @@',
  ...over
})

describe('githubCompareSource', () => {
  it('lists changes from the merge base with modes and sizes from the two trees, and reads verified blobs', async () => {
    const { client, calls } = fakeClient({
      files: [file()],
      trees: {
        [MB]: { tree: [entry('apps', 't1', 0, '040000', 'tree'), entry('apps/a.yaml', OLD_SHA)], truncated: false },
        [HEAD]: { tree: [entry('apps/a.yaml', NEW_SHA, 5, '100755')], truncated: false }
      },
      blobs: { [OLD_SHA]: OLD, [NEW_SHA]: NEW }
    })
    const source = githubCompareSource(configRepo(client, REPO), 'b'.repeat(40), HEAD)
    const listing = await source.list()
    expect(listing).toEqual({
      base: MB,
      head: HEAD,
      reasons: [],
      files: [
        {
          path: 'apps/a.yaml',
          previousPath: undefined,
          status: 'modified',
          baseMode: '100644',
          headMode: '100755',
          baseSize: 5,
          headSize: 5,
          hiddenDiff: false
        }
      ]
    })
    const read = await source.read(listing.files[0]!)
    expect(Buffer.from(read.head).toString()).toBe('a: 2\n')
    expect(calls).toEqual([
      `compare ${'b'.repeat(40)}...${HEAD}`,
      `tree ${MB} recursive`,
      `tree ${HEAD} recursive`,
      `blob ${OLD_SHA}`,
      `blob ${NEW_SHA}`
    ])
  })

  it('walks directories one by one when GitHub truncates the recursive tree', async () => {
    const { client, calls } = fakeClient({
      files: [file()],
      trees: {
        [MB]: { tree: [], truncated: true },
        [HEAD]: { tree: [], truncated: true },
        root: { tree: [entry('apps', 'apps-tree', 0, '040000', 'tree')], truncated: false },
        'apps-tree': { tree: [entry('a.yaml', NEW_SHA)], truncated: false }
      },
      blobs: {}
    })
    // Both commits' root listings resolve through the fake by commit SHA; map them to "root".
    const fake = client as unknown as {
      rest: { git: { getTree: (p: { tree_sha: string; recursive?: string }) => Promise<unknown> } }
    }
    const original = fake.rest.git.getTree
    fake.rest.git.getTree = (p) =>
      original(p.recursive ? p : { ...p, tree_sha: p.tree_sha === MB || p.tree_sha === HEAD ? 'root' : p.tree_sha })
    const listing = await githubCompareSource(configRepo(client, REPO), 'b'.repeat(40), HEAD).list()
    expect(listing.files[0]).toMatchObject({ baseMode: '100644', headMode: '100644' })
    expect(calls.filter((c) => !c.includes('recursive') && c.startsWith('tree')).sort()).toEqual([
      'tree apps-tree',
      'tree apps-tree',
      'tree root',
      'tree root'
    ])
  })

  it('reports a capped list, a missing list, a blob the head tree disagrees with, and a hidden diff', async () => {
    const trees = {
      [MB]: { tree: [entry('apps/a.yaml', OLD_SHA)], truncated: false },
      [HEAD]: { tree: [entry('apps/a.yaml', NEW_SHA)], truncated: false }
    }
    const capped = await githubCompareSource(
      configRepo(
        fakeClient({
          files: Array.from({ length: COMPARE_FILE_CAP }, (_, i) => file({ filename: `f${i}.yaml` })),
          trees,
          blobs: {}
        }).client,
        REPO
      ),
      'b'.repeat(40),
      HEAD
    ).list()
    expect(capped.reasons.map((r) => r.code)).toContain('incomplete-listing')
    const missing = await githubCompareSource(
      configRepo(fakeClient({ trees, blobs: {} }).client, REPO),
      'b'.repeat(40),
      HEAD
    ).list()
    expect(missing.reasons.map((r) => r.code)).toEqual(['incomplete-listing'])
    const mismatch = await githubCompareSource(
      configRepo(fakeClient({ files: [file({ sha: 'f'.repeat(40) })], trees, blobs: {} }).client, REPO),
      'b'.repeat(40),
      HEAD
    ).list()
    expect(mismatch.reasons).toEqual([expect.objectContaining({ code: 'incomplete-listing', file: 'apps/a.yaml' })])
    const hidden = await githubCompareSource(
      configRepo(fakeClient({ files: [file({ patch: undefined })], trees, blobs: {} }).client, REPO),
      'b'.repeat(40),
      HEAD
    ).list()
    expect(hidden.files[0]!.hiddenDiff).toBe(true)
  })

  it('refuses blob bytes that do not hash to the SHA asked for', async () => {
    const trees = {
      [MB]: { tree: [entry('apps/a.yaml', OLD_SHA)], truncated: false },
      [HEAD]: { tree: [entry('apps/a.yaml', NEW_SHA)], truncated: false }
    }
    const source = githubCompareSource(
      configRepo(
        fakeClient({ files: [file()], trees, blobs: { [OLD_SHA]: OLD, [NEW_SHA]: bytes('a: 3\n') } }).client,
        REPO
      ),
      'b'.repeat(40),
      HEAD
    )
    const listing = await source.list()
    await expect(source.read(listing.files[0]!)).rejects.toThrow(`blob ${NEW_SHA} does not hash to its SHA`)
  })

  it('hashes blobs the way git does', () => {
    expect(gitBlobSha(Buffer.from(''))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391')
  })
})
