import { describe, expect, it } from 'vitest'
import type { CheckOutput } from '../../../src/github/checks.js'
import { ANNOTATIONS_PER_REQUEST, postCheckRun } from '../../../src/gate/report/check-run.js'
import { FORGEABLE } from '../../../src/gate/report/forgeable.js'
import type { Reason } from '../../../src/gate/reasons.js'

/** A config repo that records what the gate sends and answers as GitHub would, for one App. */
function fakeRepo(slug: string | undefined) {
  const sent: { op: 'create' | 'update'; output: CheckOutput }[] = []
  return {
    sent,
    repo: {
      createCheckRun: async (input: { output: CheckOutput }) => {
        sent.push({ op: 'create' as const, output: input.output })
        return { id: 7, url: 'https://github.example/runs/7', app: slug === undefined ? undefined : { id: 1, slug } }
      },
      updateCheckRun: async (_id: number, output: CheckOutput) => {
        sent.push({ op: 'update' as const, output })
      }
    }
  }
}

const reasons = (n: number): Reason[] =>
  Array.from({ length: n }, (_, i) => ({ code: 'outside-image', message: `line ${i}`, file: 'a.yaml', line: i + 1 }))

const report = (n: number) => ({
  name: 'gitops-release gate (main)',
  headSha: 'a'.repeat(40),
  conclusion: 'failure' as const,
  title: 'Rejected',
  summary: 'summary',
  reasons: reasons(n)
})

describe('postCheckRun and who the check run belongs to', () => {
  it('posts as an App in one request, with no warning', async () => {
    const { repo, sent } = fakeRepo('release-bot')
    expect(await postCheckRun(repo, report(3))).toEqual({
      status: 'posted',
      url: 'https://github.example/runs/7',
      forgeable: false
    })
    expect(sent.map((s) => s.op)).toEqual(['create'])
    expect(sent[0]!.output.text).toBeUndefined()
  })

  it('says in the run itself when it belongs to GitHub Actions', async () => {
    const { repo, sent } = fakeRepo('github-actions')
    expect(await postCheckRun(repo, report(3))).toMatchObject({ status: 'posted', forgeable: true })
    expect(sent.map((s) => [s.op, s.output.annotations.length, s.output.text])).toEqual([
      ['create', 3, undefined],
      ['update', 0, FORGEABLE]
    ])
  })

  it('carries the warning in the annotation updates it makes anyway, not in an extra one', async () => {
    const { repo, sent } = fakeRepo('github-actions')
    await postCheckRun(repo, report(ANNOTATIONS_PER_REQUEST + 1))
    expect(sent.map((s) => [s.op, s.output.annotations.length, s.output.text])).toEqual([
      ['create', ANNOTATIONS_PER_REQUEST, undefined],
      ['update', 1, FORGEABLE]
    ])
  })
})
