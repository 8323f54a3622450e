import { describe, expect, it } from 'vitest'
import { InputError } from '../../../../src/errors.js'
import type { ConfigRepo } from '../../../../src/github/config-repo.js'
import type { TreeEntry } from '../../../../src/github/git-data.js'
import { readPolicyFromTree, sharingTrees } from '../../../../src/gate/release/policy-read.js'

const PATH = '.github/gitops-release.yaml'
const COMMIT = 'b'.repeat(40)
const POLICY = 'releases: []\n'

const blob = (path: string, sha = 'f'.repeat(40), mode = '100644'): TreeEntry => ({
  path,
  mode,
  type: 'blob',
  sha,
  size: 1
})

/** A base commit's tree, and what each read cost. */
function repo(entries: TreeEntry[], opts: { truncated?: boolean; file?: () => Promise<string | undefined> } = {}) {
  const reads: string[] = []
  return {
    reads,
    tree: (sha: string, recursive: boolean) => {
      reads.push(`tree ${sha.slice(0, 7)} ${recursive}`)
      return Promise.resolve({ entries, truncated: opts.truncated ?? false })
    },
    blob: (sha: string) => {
      reads.push(`blob ${sha.slice(0, 7)}`)
      return Promise.resolve(Buffer.from(sha.startsWith('e') ? [0xff, 0xfe] : Buffer.from(POLICY)))
    },
    readFile: (path: string) => {
      reads.push(`file ${path}`)
      return opts.file?.() ?? Promise.resolve(POLICY)
    }
  }
}

describe('readPolicyFromTree', () => {
  it('reads the policy by the blob the base tree names, and notes the look-alikes beside it', async () => {
    const r = repo([blob(PATH), blob('.github/gitops-release.yml'), blob('apps/a.yaml')])
    await expect(readPolicyFromTree(r, PATH, COMMIT)).resolves.toEqual({
      text: POLICY,
      nearMisses: ['.github/gitops-release.yml']
    })
    expect(r.reads).toEqual(['tree bbbbbbb true', 'blob fffffff'])
  })

  it('finds no policy, and reads nothing more, when the tree has none', async () => {
    const r = repo([blob('apps/a.yaml')])
    await expect(readPolicyFromTree(r, PATH, COMMIT)).resolves.toEqual({ text: undefined, nearMisses: [] })
    expect(r.reads).toEqual(['tree bbbbbbb true'])
  })

  it.each([
    [{ path: PATH, mode: '040000', type: 'tree', sha: 'a'.repeat(40), size: undefined }, 'is a directory'],
    [{ path: PATH, mode: '160000', type: 'commit', sha: 'a'.repeat(40), size: undefined }, 'is a submodule'],
    [blob(PATH, 'a'.repeat(40), '120000'), 'is a symbolic link'],
    [blob(PATH, 'e'.repeat(40)), 'is not valid UTF-8']
  ])('says what is at the path instead of a policy: %j', async (entry, problem) => {
    const read = await readPolicyFromTree(repo([entry]), PATH, COMMIT)
    expect(read.text).toBeUndefined()
    expect(read.problem).toMatch(new RegExp(`^${problem}`))
  })

  it('reads by path when GitHub cut the tree short, without looking for look-alikes', async () => {
    const r = repo([], { truncated: true })
    await expect(readPolicyFromTree(r, PATH, COMMIT)).resolves.toEqual({ text: POLICY, nearMisses: [] })
    expect(r.reads).toEqual(['tree bbbbbbb true', `file ${PATH}`])
    const dir = repo([], { truncated: true, file: () => Promise.reject(new InputError('is not a file but a dir')) })
    await expect(readPolicyFromTree(dir, PATH, COMMIT)).resolves.toMatchObject({ problem: 'is not a UTF-8 file' })
  })
})

describe('sharingTrees', () => {
  it('reads a commit’s tree once for the policy and the comparison, and again after a failure', async () => {
    let calls = 0
    const tree: ConfigRepo['tree'] = () =>
      ++calls === 1 ? Promise.reject(new Error('HTTP 502')) : Promise.resolve({ entries: [], truncated: false })
    const shared = sharingTrees({ tree })
    await expect(shared.tree(COMMIT, true)).rejects.toThrow('HTTP 502')
    await Promise.all([shared.tree(COMMIT, true), shared.tree(COMMIT, true)])
    await shared.tree(COMMIT, false)
    expect(calls).toBe(3)
  })
})
