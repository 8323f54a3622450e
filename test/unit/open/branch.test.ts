import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertValidBranchName, releaseBranchForTargets, releaseBranchName } from '../../../src/open/branch.js'

const P = 'gitops-release/'

describe('releaseBranchName', () => {
  it('is the manifest path without extension under the prefix', () => {
    expect(releaseBranchName(P, 'apps/todo-api/dev/microservice.yaml', undefined)).toBe(
      'gitops-release/apps/todo-api/dev/microservice'
    )
  })

  it('adds a non-default base after an @, keeping its slashes', () => {
    expect(releaseBranchName(P, 'apps/todo-api/microservice.yaml', undefined, 'env/prod')).toBe(
      'gitops-release/apps/todo-api/microservice@env/prod'
    )
  })

  it('gives a resource name its own last component with a hash, never a folder under the file', () => {
    const named = releaseBranchName(P, 'apps/shared/workers.yaml', 'todo-worker')
    expect(named).toMatch(/^gitops-release\/apps\/shared\/workers-todo-worker\+[0-9a-f]{10}$/)
    // The file released without a name, and a file in a folder of that name, are other branches.
    expect(releaseBranchName(P, 'apps/shared/workers.yaml', undefined)).toBe('gitops-release/apps/shared/workers')
    expect(releaseBranchName(P, 'apps/shared/workers/todo-worker.yaml', undefined)).not.toBe(named)
  })

  it('hashes paths a branch cannot spell as they are, so look-alikes get their own branches', () => {
    const names = ['my app/déploiement ü.yaml', 'my app/déploiement ä.yaml', 'my-app/d-ploiement-.yaml'].map((path) =>
      releaseBranchName(P, path, undefined)
    )
    expect(names[0]).toMatch(/^gitops-release\/my-app-deploiement-u\+[0-9a-f]{10}$/)
    expect(names[1]).toMatch(/^gitops-release\/my-app-deploiement-a\+[0-9a-f]{10}$/)
    // A plain path keeps its plain name.
    expect(names[2]).toBe('gitops-release/my-app/d-ploiement-')
    expect(releaseBranchName(P, 'apps/web.yml', undefined)).toMatch(/^gitops-release\/apps\/web\+[0-9a-f]{10}$/)
    expect(releaseBranchName(P, 'apps/web.yaml', undefined)).toBe('gitops-release/apps/web')
    // Found by the property below: the stem of `a..yaml` would end the ref in a dot.
    expect(releaseBranchName(P, 'apps/a..yaml', undefined)).toMatch(/^gitops-release\/apps\/a\+[0-9a-f]{10}$/)
  })

  it('keeps the plain folders in front of a hashed name', () => {
    expect(releaseBranchName(P, 'apps/my app/..x/a.lock.yaml', 'n~1')).toMatch(
      /^gitops-release\/apps\/my-app-.x-a.lock-n-1\+[0-9a-f]{10}$/
    )
  })

  it('never spells another target with a base: paths and names never hold an @ there', () => {
    const withBase = releaseBranchName('r/', 'apps/x.yaml', undefined, 'release')
    const lookalike = releaseBranchName('r/', 'apps/x@release.yaml', undefined)
    expect(lookalike).toMatch(/^r\/apps\/x-release\+[0-9a-f]{10}$/)
    expect(withBase).toBe('r/apps/x@release')
  })
})

describe('releaseBranchForTargets', () => {
  it('keeps several targets under the plain folders they share', () => {
    const targets = [
      { manifest: 'apps/my app/eu.yaml', selector: {} },
      { manifest: 'apps/my app/us.yaml', selector: {} }
    ]
    expect(releaseBranchForTargets(P, targets)).toMatch(/^gitops-release\/apps\/\+2-targets-[0-9a-f]{10}$/)
  })
})

/** The names releases had before hashed names: kept for every plain path (test/unit/open/branch.test.ts). */
function earlierName(prefix: string, path: string, base?: string): string {
  const parts = path
    .replace(/\.ya?ml$/i, '')
    .split('/')
    .map((c) =>
      c
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^\.+/, '')
        .replace(/\.lock$/i, '-lock')
    )
  return prefix + parts.join('/') + (base === undefined ? '' : `@${base}`)
}

/** git check-ref-format's rules for `refs/heads/<name>` (Documentation/git-check-ref-format.txt). */
function isValidRef(name: string): boolean {
  const ref = `refs/heads/${name}`
  return (
    !ref.split('/').some((c) => c === '' || c.startsWith('.') || c.endsWith('.lock')) &&
    !ref.includes('..') &&
    // eslint-disable-next-line no-control-regex -- control characters are what git refuses
    !/[\x00-\x20\x7f~^:?*[\\]/.test(ref) &&
    !ref.endsWith('.') &&
    !ref.includes('@{') &&
    name !== '@'
  )
}

/** `a` names a folder `b` needs (git cannot hold both). */
const isRefPrefix = (a: string, b: string): boolean => b.startsWith(`${a}/`)

const pathComponent = fc
  .array(fc.constantFrom('a', 'b', 'x', '1', '-', '_', '.', 'A', 'é', 'e', ' ', '@', '+', '#', '~', '{'), {
    minLength: 1,
    maxLength: 4
  })
  .map((cs) => cs.join(''))
  .filter((c) => c !== '.' && c !== '..')
const extension = fc.constantFrom('.yaml', '.yaml', '.yml', '.YAML', '', '.json', '.lock.yaml')
const target = fc.record({
  folders: fc.array(pathComponent, { maxLength: 3 }),
  file: pathComponent,
  extension,
  name: fc.option(fc.constantFrom('web', 'todo-worker', 'a.b', 'x y', 'Web'), { nil: undefined }),
  // Branches of one repository: none is a folder of another.
  base: fc.option(fc.constantFrom('release', 'env/prod', 'env/dev'), { nil: undefined })
})
type Target = { path: string; name: string | undefined; base: string | undefined }
const targets = fc
  .uniqueArray(
    target.map((t): Target => ({ path: [...t.folders, t.file + t.extension].join('/'), name: t.name, base: t.base })),
    { minLength: 2, maxLength: 8, selector: (t) => JSON.stringify([t.path, t.name, t.base]) }
  )
  .filter((ts) => ts.every((t) => !t.path.split('/').some((c) => c === '.' || c === '..')))

const SIMPLE = /^([a-z0-9-]+\/)*[a-z0-9-]+\.yaml$/

/** The one clash names keep: a plain `x.yaml` beside a folder `x/`, both released (branch.ts). */
function keptClash(a: Target, b: Target): boolean {
  return a.name === undefined && a.base === undefined && b.path.startsWith(`${a.path.slice(0, -'.yaml'.length)}/`)
}

describe('release branch names, for any targets', () => {
  it('are valid refs, distinct, and never a folder of another but for a plain x.yaml beside x/', () => {
    fc.assert(
      fc.property(targets, (ts) => {
        const names = ts.map((t) => releaseBranchName(P, t.path, t.name, t.base))
        for (const name of names) expect(isValidRef(name), name).toBe(true)
        expect(new Set(names).size).toBe(names.length)
        ts.forEach((a, i) =>
          ts.forEach((b, j) => {
            if (isRefPrefix(names[i]!, names[j]!)) expect(keptClash(a, b), `${names[i]} / ${names[j]}`).toBe(true)
          })
        )
      }),
      { numRuns: 500 }
    )
  })

  it('keep the names earlier versions gave simple paths, so their open PRs keep matching', () => {
    const simple = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 })
      .map((cs) => `${cs.join('/')}.yaml`)
    fc.assert(
      fc.property(simple, fc.option(fc.constantFrom('release', 'env/prod'), { nil: undefined }), (path, base) => {
        expect(path).toMatch(SIMPLE)
        expect(releaseBranchName(P, path, undefined, base)).toBe(earlierName(P, path, base))
      })
    )
  })

  it('of several targets are valid refs, and no single target spells one or sits under one', () => {
    fc.assert(
      fc.property(targets, (ts) => {
        const several = releaseBranchForTargets(
          P,
          ts.map((t) => ({ manifest: t.path, selector: t.name === undefined ? {} : { name: t.name } }))
        )
        expect(isValidRef(several)).toBe(true)
        for (const t of ts) {
          const single = releaseBranchName(P, t.path, t.name, t.base)
          expect(single).not.toBe(several)
          expect(isRefPrefix(several, single)).toBe(false)
        }
      }),
      { numRuns: 300 }
    )
  })
})

describe('assertValidBranchName', () => {
  it.each(['a..b', 'a/.b', 'a b', 'a:b', 'a/', '/a', 'a//b', 'a@{1}', 'x.lock', 'x.'])('refuses %j', (name) => {
    expect(() => assertValidBranchName(name, 'base')).toThrow(/Input 'base'/)
  })
})
