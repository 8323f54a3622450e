/**
 * Real files as the speed test (issue 24): Argo CD's own manifests/install.yaml from
 * ../shared/realworld (1.9 MB in 59 documents, one CustomResourceDefinition of 1.4 MB) with one
 * small Microservice document added at the end, released by a digest bump of that document.
 * `gitops-release bump` and `gitops-release gate --base --head` run as whole processes, each
 * beside the same command on a 10-line manifest in the same rounds, so the ratio shows what the
 * large untouched documents cost: they are split off and compared as bytes, never read.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pinned, smallManifest } from './fixtures.js'
import { CLI, expectExit, ROOT, runNode, tempPath } from './proc.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, fmtRatio, summarize } from './stats.js'

const INSTALL = join(ROOT, '../shared/realworld/files/090__argoproj_argo-cd__manifests_install.yaml')
const TARGET_MS = 400

/** A git repository holding `file` at base, and the commit bumping it to `image`. */
function repoWithBump(name: string, base: string, head: string): { dir: string; base: string; head: string } {
  const dir = tempPath(name)
  mkdirSync(dir)
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@example.com',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@example.com'
  }
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()
  git('init', '--quiet')
  writeFileSync(join(dir, 'install.yaml'), base)
  git('add', '.')
  git('commit', '--quiet', '-m', 'base')
  const baseSha = git('rev-parse', 'HEAD')
  writeFileSync(join(dir, 'install.yaml'), head)
  git('commit', '--quiet', '-am', 'release')
  return { dir, base: baseSha, head: git('rev-parse', 'HEAD') }
}

export async function benchRealworld(options: Options): Promise<Area> {
  if (!existsSync(INSTALL)) {
    return {
      name: 'realworld',
      rows: [],
      notes: ['The real-world rows need ../shared/realworld beside the clone; it is absent here.'],
      data: {}
    }
  }
  const install = `${readFileSync(INSTALL, 'utf8')}---\n${smallManifest(pinned(1))}`
  const small = smallManifest(pinned(1))
  const files = { install, small }
  const repos = {
    install: repoWithBump('install-repo', install, install.replace(pinned(1), pinned(2))),
    small: repoWithBump('small-repo', small, small.replace(pinned(1), pinned(2)))
  }
  const times = {
    bump: { install: [] as number[], small: [] as number[] },
    gate: { install: [] as number[], small: [] as number[] }
  }
  const rounds = options.quick ? 2 : 7
  for (let round = -1; round < rounds; round++) {
    for (const which of ['install', 'small'] as const) {
      const file = tempPath(`${which}.yaml`)
      writeFileSync(file, files[which])
      const bump = await runNode([CLI, 'bump', '--file', file, '--image', pinned(10 + round + 1)])
      expectExit(bump, 0, `dist/cli.js bump on ${which}`)
      const repo = repos[which]
      const gate = await runNode([CLI, 'gate', '--repo', repo.dir, '--base', repo.base, '--head', repo.head])
      expectExit(gate, 0, `dist/cli.js gate on ${which}`)
      // The first round warms the disk cache and is not counted.
      if (round >= 0) {
        times.bump[which].push(bump.wallMs)
        times.gate[which].push(gate.wallMs)
      }
    }
  }
  const rows: Row[] = []
  const notes: string[] = []
  const label = `Argo CD install.yaml + 1 Microservice (${(install.length / 1024 / 1024).toFixed(1)} MB, 60 docs), digest bump in the small one`
  for (const command of ['bump', 'gate'] as const) {
    const [large, tiny] = [summarize(times[command].install), summarize(times[command].small)]
    const met = large.median < TARGET_MS
    rows.push({
      area: 'real files',
      what: `CLI \`${command}\` on ${label}, to exit`,
      value: `${fmtMs(large.median)} (p90 ${fmtMs(large.p90)})`,
      baseline: `10-line manifest: ${fmtMs(tiny.median)}`,
      ratio: fmtRatio(large.median / tiny.median),
      target: `< ${fmtMs(TARGET_MS)}`,
      met
    })
    if (!met)
      notes.push(
        `**CLI \`${command}\` on install.yaml: ${fmtMs(large.median)} (target < ${fmtMs(TARGET_MS)}).** The same command on a 10-line manifest took ${fmtMs(tiny.median)} in the same rounds, so the file itself costs ${fmtMs(large.median - tiny.median)}.`
      )
  }
  return {
    name: 'realworld',
    rows,
    notes,
    data: {
      method:
        `${rounds} rounds after one untimed round, each running, for install.yaml and then for a 10-line manifest: \`node dist/cli.js bump\` on a fresh copy ` +
        'of the file, and `node dist/cli.js gate --repo R --base B --head H` on a git repository whose one commit bumps the digest. Wall time is spawn to exit.',
      times
    }
  }
}
