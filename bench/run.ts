/**
 * `npm run bench`: what users pay for gitops-release, beside the way people do it today, in one
 * run. Prints one table and writes bench/results.md (the table and where we miss, and why) and
 * bench/results.json (every sample). Nothing here passes or fails: targets are reported as met
 * or missed, and the exit code is 0 unless a benchmark could not run at all.
 *
 *   npm run bench                  # the full suite, about four minutes on 2 cores
 *   npm run bench -- --quick       # fewer repetitions, a fast check that it all still runs
 *   npm run bench -- --only=gate   # one or more areas: startup, edit, open, gate, judge, kustomize, realworld, wait, release, verify
 *   npm run bench -- --only=stress # many concurrent releases through a faulty GitHub (bench/stress.ts)
 *
 * Only a full run of every area writes the results files; --quick and --only print the table
 * (and the notes) and leave the committed results alone.
 *
 * It measures dist/ as it is on disk: run `npm run build` first (the start-up section says so
 * when dist/ is not what the sources build). BENCH_DEBUG=1 prints the wait runs' logs and
 * Argo CD request timelines to stderr.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os'
import { join } from 'node:path'
import { cleanup, ROOT } from './proc.js'

/** One line of the table. `met` is undefined for rows without a target. */
export interface Row {
  readonly area: string
  readonly what: string
  readonly value: string
  readonly baseline?: string
  readonly ratio?: string
  readonly target?: string
  readonly met?: boolean
  readonly note?: string
}

/** What each area module returns: its rows, its explanations of misses, and its raw data. */
export interface Area {
  readonly name: string
  readonly rows: Row[]
  readonly notes: string[]
  readonly data: unknown
}

export interface Options {
  readonly quick: boolean
}

type Bench = (options: Options) => Promise<Area>

const AREAS: Record<string, () => Promise<Bench>> = {
  startup: async () => (await import('./startup.js')).benchStartup,
  edit: async () => (await import('./edit.js')).benchEdit,
  open: async () => (await import('./open.js')).benchOpen,
  gate: async () => (await import('./gate.js')).benchGate,
  judge: async () => (await import('./judge.js')).benchJudge,
  kustomize: async () => (await import('./kustomize.js')).benchKustomize,
  realworld: async () => (await import('./realworld.js')).benchRealworld,
  wait: async () => (await import('./wait.js')).benchWait,
  release: async () => (await import('./release.js')).benchRelease,
  'wait-reports': async () => (await import('./wait-reports.js')).benchWaitReports,
  verify: async () => (await import('./verify.js')).benchVerify,
  stress: async () => (await import('./stress.js')).benchStress
}

/** Areas that run only when named with --only: the stress run takes minutes and is not comparable run to run. */
const OPT_IN = new Set(['stress'])

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const options: Options = { quick: args.includes('--quick') }
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
  const names = Object.keys(AREAS).filter((name) => (only ? only.includes(name) : !OPT_IN.has(name)))
  const started = Date.now()
  const areas: Area[] = []
  try {
    for (const name of names) {
      const t = Date.now()
      process.stderr.write(`bench: ${name}…\n`)
      areas.push(await (await AREAS[name]!())(options))
      process.stderr.write(`bench: ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s\n`)
    }
  } finally {
    cleanup()
  }
  const env = environment(options, (Date.now() - started) / 1000)
  const table = renderTable(areas.flatMap((a) => a.rows))
  process.stdout.write(`\n${table}\n`)
  // A quick or partial run prints its table and notes but leaves the committed results alone.
  if (only || options.quick) {
    for (const note of areas.flatMap((a) => a.notes)) process.stdout.write(`\n${note}\n`)
    return
  }
  // results.md is the table and what the areas say about it, nothing kept from earlier runs.
  writeFileSync(join(ROOT, 'bench/results.md'), renderMarkdown(table, areas, env))
  writeFileSync(
    join(ROOT, 'bench/results.json'),
    `${JSON.stringify({ environment: env, areas: areas.map((a) => ({ name: a.name, rows: a.rows, notes: a.notes, data: a.data })) }, null, 2)}\n`
  )
  process.stdout.write(`\nWrote bench/results.md and bench/results.json (${env.durationSeconds.toFixed(0)} s).\n`)
}

function environment(options: Options, durationSeconds: number) {
  const git = (args: string[]): string => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
    } catch {
      return ''
    }
  }
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    // Changes to bench/ itself (these files, the results) do not change what is measured.
    dirty: git(['status', '--porcelain', '--', '.', ':(exclude)bench']) !== '',
    node: process.version,
    platform: `${platform()} ${release()} ${arch()}`,
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    quick: options.quick,
    durationSeconds
  }
}

const status = (row: Row): string => (row.met === undefined ? '' : row.met ? 'met' : '**missed**')

function renderTable(rows: Row[]): string {
  const header = ['area', 'measure', 'gitops-release', 'baseline / alternative', 'ratio', 'target', '']
  const body = rows.map((r) => [r.area, r.what, r.value, r.baseline ?? '', r.ratio ?? '', r.target ?? '', status(r)])
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|')
  return [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.map(escape).join(' | ')} |`).join('\n')
}

function renderMarkdown(table: string, areas: Area[], env: ReturnType<typeof environment>): string {
  const rows = areas.flatMap((a) => a.rows).filter((r) => r.met !== undefined)
  const missed = rows.filter((r) => r.met === false)
  const notes = areas.flatMap((a) => a.rows.filter((r) => r.note).map((r) => `- ${r.area}, ${r.what}: ${r.note}`))
  return [
    '# gitops-release benchmarks',
    '',
    `Generated by \`npm run bench\` on ${env.date.slice(0, 10)}: commit ${env.commit}${env.dirty ? ' with uncommitted changes outside bench/' : ''}, ` +
      `Node ${env.node}, ${env.cpus}, ${env.memoryGb} GB, ${env.platform}; load average at the end ${env.loadAverage.join(' / ')}; ${env.durationSeconds.toFixed(0)} s in all.`,
    '',
    'Figures are medians (p90 in brackets where the spread matters) of several runs; every ratio compares two things measured side by side in the same run. ' +
      'Nothing here is pass/fail: a target is "met" or "missed". Raw samples are in `results.json`.',
    '',
    table,
    '',
    `${rows.length - missed.length} of ${rows.length} targets met.`,
    '',
    '## Where we miss, and why',
    '',
    ...(missed.length === 0 ? ['Every target is met.', ''] : []),
    ...areas.flatMap((a) => a.notes.map((n) => `${n}\n`)),
    '## How each figure is measured',
    '',
    ...areas.flatMap((a) =>
      a.data && typeof a.data === 'object' && 'method' in a.data ? [`- **${a.name}**: ${String(a.data.method)}`] : []
    ),
    '',
    '## Notes on the rows',
    '',
    ...notes,
    ''
  ].join('\n')
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 1
})
