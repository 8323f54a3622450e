import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HELP, run } from '../../../src/gate/cli.js'
import { main } from '../../../src/cli-main.js'
import { createCorpusRepo, type CorpusRepo } from '../../corpus/gate/git-repo.js'
import { BASE, BUMPED, D, MS_PATH, REPO, microservice } from '../../corpus/gate/manifests.js'
import { captureIO } from '../../helpers/cli-io.js'

let repo: CorpusRepo
let base: string
let good: string
let bad: string
let unrelated: string

beforeAll(async () => {
  repo = await createCorpusRepo()
  base = await repo.commit({ [MS_PATH]: BASE }, 'main')
  good = await repo.commit({ [MS_PATH]: BUMPED }, 'release', base)
  bad = await repo.commit(
    { [MS_PATH]: microservice({ image: `${REPO}:9.9.9@${D.c}`, specExtra: '  replicas: 3' }) },
    'bad',
    base
  )
  unrelated = await repo.commit({ 'x.yaml': 'a: 1\n' }, 'orphan')
})
afterAll(() => repo.remove())

async function gate(args: string[]) {
  const io = captureIO({ PATH: process.env['PATH'] }, repo.dir)
  const code = await main(['gate', ...args], io)
  return { code, stdout: io.out, stderr: io.err }
}

describe('gitops-release gate', () => {
  it('exits 0 and names the change on accept', async () => {
    const r = await gate(['--base', 'main', '--head', 'release'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('gate: accept (1 file, 1 image change,')
    expect(r.stdout).toContain(
      `${MS_PATH}:8 Microservice todo/todo-api: ${REPO}:1.4.2@${D.a} -> ${REPO}:1.4.2@${D.b} [ok]`
    )
  })

  it('exits 1 on reject with one line per reason', async () => {
    const r = await gate(['--repo', repo.dir, '--base', base, '--head', bad])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(`${MS_PATH}:10 outside-image:`)
  })

  it('prints the verdict object with --json', async () => {
    const r = await gate(['--base', 'main', '--head', 'bad', '--allow-tag-change', '--json'])
    const json = JSON.parse(r.stdout) as {
      verdict: string
      base: string
      head: string
      files: { path: string; reasons: { code: string; line: number }[] }[]
    }
    expect(json).toMatchObject({ verdict: 'reject', base, head: bad })
    expect(json.files).toEqual([
      expect.objectContaining({
        path: MS_PATH,
        status: 'modified',
        verdict: 'reject',
        reasons: [expect.objectContaining({ code: 'outside-image', line: 10 })]
      })
    ])
  })

  it('judges from the merge base, as a PR does', async () => {
    const moved = await repo.commit({ [MS_PATH]: BASE, 'other.yaml': 'a: 1\n' }, 'main-moved', base)
    const r = await gate(['--base', moved, '--head', good, '--json'])
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'accept', base })
  })

  it.each([
    [['--head', 'release'], '--base is required'],
    [['--base', 'main'], '--head is required'],
    [['--base', 'nope', '--head', 'release'], '--base "nope" is not a commit'],
    [['--base=--all', '--head', 'release'], 'must name a commit'],
    [['--base', 'main', '--head', 'orphan'], 'have no common ancestor'],
    [['--base', 'main', '--head', 'release', '--max-files', '0'], '--max-files must be a positive whole number'],
    [['--base', 'main', '--head', 'release', '--kind', ''], '--kind must not be empty'],
    [['--base', 'main', '--head', 'release', '--repo', '/'], 'is not a git repository'],
    [['--base', 'main', '--head', 'release', '--bogus'], "Unknown option '--bogus'"]
  ])('exits 2 for %j', async (args, message) => {
    const r = await gate(args)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(message)
    expect(r.stdout).toBe('')
  })

  it('prints help', async () => {
    const r = await gate(['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(HELP)
    expect(unrelated).toMatch(/^[0-9a-f]{40}$/)
  })

  it('is the same command when called directly', async () => {
    const io = captureIO(process.env, repo.dir)
    const code = await run(['--base', 'main', '--head', 'release', '--json'], io)
    expect(code).toBe(0)
    expect(JSON.parse(io.out).verdict).toBe('accept')
  })
})
