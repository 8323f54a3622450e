import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

describe('npm run demo', () => {
  it('tells the whole story with the shipped bundle, then exits by itself', async () => {
    // Its own folder: the browser test (github-render.test.ts) runs the demo into demo-output/.
    const dir = await mkdtemp(join(tmpdir(), 'gitops-release-demo-'))
    const { code, out } = await new Promise<{ code: number | null; out: string }>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', '--out', dir], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (out += d.toString()))
      child.on('error', fail)
      // Exiting at all proves both stand-ins closed: a listening server keeps Node alive.
      child.on('close', (code) => done({ code, out }))
    })
    expect(code, out).toBe(0)
    expect(out).toMatch(/\[1\][\s\S]*open {3}result=created[\s\S]*gate {3}verdict=accept[\s\S]*wait {3}health=Healthy/)
    expect(out).toMatch(
      /\[1\][\s\S]*auto-merge=enabled[\s\S]*GitHub auto-merged PR #1[\s\S]*record Deployment \d+ in dev: success[\s\S]*record status gitops-release\/dev on [0-9a-f]{7}: success \(healthy\), by acme-release\[bot\]/
    )
    expect(out).toMatch(
      /\[2\][\s\S]*promote result=created[\s\S]*Verified in:.*dev[\s\S]*gate {3}verdict=accept[\s\S]*promoted-from dev: Deployment \d+/
    )
    expect(out).toMatch(/\[3\][\s\S]*wait {3}health=Degraded .*exit 1 as expected/)
    expect(out).toContain('Back-off pulling image')
    expect(out).toMatch(
      /\[4\][\s\S]*promote refused[\s\S]*The latest Deployment by acme-release\[bot\] in "dev" \(id \d+, .*\) is failure/
    )
    expect(out).toMatch(/\[3\][\s\S]*record status gitops-release\/dev on [0-9a-f]{7}: failure \(degraded\)/)
    expect(out).toMatch(
      /\[5\][\s\S]*gate {3}verdict=reject[\s\S]*not-promoted: .*the newest outcome of sha256:\w+ recorded in "dev" is failure \(degraded\)/
    )
    expect(out).toMatch(
      /\[6\][\s\S]*cannot reach Argo CD[\s\S]*wait {3}health=Healthy[\s\S]*status-context continuous-delivery\/todo-full-api[\s\S]*Read GitHub \d+ times[\s\S]*Argo CD's API was asked 0 times by this wait[\s\S]*record Deployment \d+ in dev: success/
    )
    // Verification after Healthy: one release verified, one refused by its error ratio.
    expect(out).toMatch(
      /\[7\][\s\S]*wait {3}health=Healthy verified=true[\s\S]*verified +done +\S+ soak to [\s\S]*verify {3}error ratio: passed[\s\S]*record status gitops-release\/dev on [0-9a-f]{7}: success \(verified\)/
    )
    expect(out).toMatch(
      /\[8\][\s\S]*verified=false[\s\S]*verify {3}error ratio: failed, was \d+(\.\d+)?% at \S+; it must be < 1%[\s\S]*record status gitops-release\/dev on [0-9a-f]{7}: failure \(verification-failed\)/
    )
    // What the action wrote; job summaries are markdown, as GitHub reads them.
    const files = await readdir(dir)
    await rm(dir, { recursive: true, force: true })
    expect(files.sort()).toEqual(
      [
        ...['release1', 'release3', 'release6', 'release7', 'release8'].flatMap((n) =>
          ['pr-body', 'open-summary', 'gate-comment', 'wait-summary', 'wait-comment'].map((f) => `${n}-${f}.md`)
        ),
        'promote2-pr-body.md',
        'promote2-gate-comment.md',
        'skip5-gate-comment.md'
      ].sort()
    )
  }, 120_000)
})
