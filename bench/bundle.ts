/**
 * Bundle size, what each command really loads, and where those bytes and milliseconds come
 * from. Part of the start-up area; separate because it reads the build rather than runs it.
 *
 * - Loaded bytes: each command runs once with bench/probe.mjs tracing every module it loads.
 * - Package attribution: esbuild metafiles of scripts/build.mjs's builds, built in memory
 *   (write: false, so dist/ is untouched). Its file names also tell whether dist/ is fresh.
 * - Load time per chunk: in a fresh process, the chunks `open` loads are imported one at a
 *   time, dependencies first, so each import's time is that chunk's own parse and evaluation.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Metafile } from 'esbuild'
import { WRITE_TOKEN, type GitHubStandIn } from '../standins/github/index.js'
import { pinned, smallManifest } from './fixtures.js'
import { CLI, ROOT, runAction, runNode, startNode, tempPath } from './proc.js'
import { median } from './stats.js'

export interface ChunkCost {
  readonly file: string
  readonly bytes: number
  /** The packages with most bytes in it, e.g. "undici". */
  readonly packages: string
  readonly importMs: number
}

export interface BundleReport {
  readonly totalBytes: number
  readonly files: number
  /** Bytes of dist/ each command loads, from the module trace. */
  readonly loaded: Record<string, number>
  /** Packages by bytes in what the action's `open` loads, and in the whole bundle. */
  readonly openPackages: [string, number][]
  readonly bumpPackages: [string, number][]
  readonly allPackages: [string, number][]
  /** Own import time of each chunk the action's `open` and the CLI's `bump` load, slowest first. */
  readonly openChunkCosts: ChunkCost[]
  readonly bumpChunkCosts: ChunkCost[]
  /** What dist/index.js loads before any command is chosen (its static imports), by package. */
  readonly entryPackages: [string, number][]
  /** False when dist/ is not what the sources build now: the figures describe dist/ as it is. */
  readonly fresh: boolean
}

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'

export async function measureBundle(github: GitHubStandIn, repeats: number): Promise<BundleReport> {
  const dist = join(ROOT, 'dist')
  const jsFiles = (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, f))
    .sort()
  const sizeOf = new Map(jsFiles.map((f) => [f, statSync(f).size]))
  const totalBytes = [...sizeOf.values()].reduce((a, b) => a + b, 0)

  const traces = await traceCommands(github, new Set(sizeOf.keys()))
  const loaded = Object.fromEntries(
    [...traces].map(([name, files]) => [name, files.reduce((sum, f) => sum + (sizeOf.get(f) ?? 0), 0)])
  )

  const metafile = await buildMetafile()
  const built = Object.keys(metafile.outputs).filter((o) => o.endsWith('.js'))
  const fresh = built.length === jsFiles.length && built.every((o) => sizeOf.has(join(ROOT, o)))
  const packagesOf = (files: readonly string[]): [string, number][] => {
    const bytes = new Map<string, number>()
    for (const file of files) {
      for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[relative(ROOT, file)]?.inputs ?? {})) {
        const pkg = packageOf(input)
        bytes.set(pkg, (bytes.get(pkg) ?? 0) + bytesInOutput)
      }
    }
    return [...bytes].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1])
  }
  const chunkCosts = async (files: readonly string[]): Promise<ChunkCost[]> => {
    const chunks = dependencyOrder(
      // Not the entry files at the top of dist/: importing one runs it.
      files.filter((f) => relative(join(ROOT, 'dist'), f).includes('/')),
      metafile
    )
    const importMs = await importTimes(chunks, repeats)
    return chunks
      .map((file, i) => ({
        file: relative(ROOT, file),
        bytes: sizeOf.get(file) ?? 0,
        packages: packagesOf([file])
          .slice(0, 2)
          .map(([p]) => p)
          .join(' + '),
        importMs: importMs[i] ?? Number.NaN
      }))
      .sort((a, b) => b.importMs - a.importMs)
  }
  const openFiles = traces.get('action open') ?? []
  const bumpFiles = traces.get('cli bump') ?? []
  return {
    totalBytes,
    files: jsFiles.length,
    loaded,
    openPackages: packagesOf(openFiles),
    bumpPackages: packagesOf(bumpFiles),
    allPackages: packagesOf(jsFiles),
    entryPackages: packagesOf(staticClosure(join(ROOT, 'dist/index.js'), metafile)),
    openChunkCosts: await chunkCosts(openFiles),
    bumpChunkCosts: await chunkCosts(bumpFiles),
    fresh
  }
}

/** One traced run per command: open and bump for real, the others stop after loading (at their inputs or --help). */
async function traceCommands(github: GitHubStandIn, distFiles: Set<string>): Promise<Map<string, string[]>> {
  await github.createRepo('acme/bundle-trace', { files: { [MANIFEST]: smallManifest(pinned(1)) } })
  const bumpFile = tempPath('trace.yaml')
  writeFileSync(bumpFile, smallManifest(pinned(1)))
  const base = { token: WRITE_TOKEN, 'github-api-url': github.url }
  const runs: [string, (traceFile: string) => Promise<unknown>][] = [
    [
      'action open',
      (traceFile) =>
        runAction(
          { ...base, command: 'open', 'config-repo': 'acme/bundle-trace', manifest: MANIFEST, image: pinned(2) },
          { traceFile }
        )
    ],
    ['action gate', (traceFile) => runAction({ ...base, command: 'gate' }, { traceFile })],
    ['action wait', (traceFile) => runAction({ ...base, command: 'wait' }, { traceFile })],
    ['cli bump', (traceFile) => runNode([CLI, 'bump', '--file', bumpFile, '--image', pinned(2)], { traceFile })],
    ['cli gate', (traceFile) => runNode([CLI, 'gate', '--help'], { traceFile })],
    ['cli wait', (traceFile) => runNode([CLI, 'wait', '--help'], { traceFile })],
    ['cli health-test', (traceFile) => runNode([CLI, 'health-test', '--help'], { traceFile })]
  ]
  const traces = new Map<string, string[]>()
  for (const [name, run] of runs) {
    const traceFile = tempPath(`trace-${name.replace(' ', '-')}`)
    await run(traceFile)
    const urls = readFileSync(traceFile, 'utf8')
      .split('\n')
      .filter((u) => u.startsWith('file:'))
    traces.set(name, [...new Set(urls.map((u) => fileURLToPath(u)).filter((p) => distFiles.has(p)))])
  }
  return traces
}

async function buildMetafile(): Promise<Metafile> {
  // scripts/build.mjs is plain JS; its builds are the single source of truth for dist/.
  const { buildAll } = (await import(pathToFileURL(join(ROOT, 'scripts/build.mjs')).href)) as {
    buildAll: (outdir: string, overrides: Record<string, unknown>) => Promise<{ metafile: Metafile }[]>
  }
  const results = await buildAll('dist', { absWorkingDir: ROOT, write: false, metafile: true, logLevel: 'silent' })
  // The builds write disjoint files, so their outputs merge into one map.
  return {
    inputs: Object.assign({}, ...results.map((r) => r.metafile.inputs)) as Metafile['inputs'],
    outputs: Object.assign({}, ...results.map((r) => r.metafile.outputs)) as Metafile['outputs']
  }
}

/** `node_modules/@octokit/core/dist-src/x.js` -> `@octokit/core`; our sources -> `(our src)`. */
function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
  return match ? match[1]! : input.startsWith('src/') ? '(our src)' : '(other)'
}

/** A file and everything it imports statically, transitively: what loads before any dynamic import. */
function staticClosure(file: string, metafile: Metafile): string[] {
  const seen = new Set<string>()
  const visit = (f: string): void => {
    if (seen.has(f)) return
    seen.add(f)
    for (const imp of metafile.outputs[relative(ROOT, f)]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(join(ROOT, imp.path))
    }
  }
  visit(file)
  return [...seen]
}

/** The files ordered so every chunk comes after the chunks it imports statically. */
function dependencyOrder(files: string[], metafile: Metafile): string[] {
  const wanted = new Set(files)
  const ordered: string[] = []
  const visit = (file: string, seen: Set<string>): void => {
    if (ordered.includes(file) || seen.has(file)) return
    seen.add(file)
    for (const imp of metafile.outputs[relative(ROOT, file)]?.imports ?? []) {
      const dep = join(ROOT, imp.path)
      if (imp.kind === 'import-statement' && wanted.has(dep)) visit(dep, seen)
    }
    ordered.push(file)
  }
  for (const file of files) visit(file, new Set())
  return ordered
}

/** Median own import time of each file (in the given order, one fresh process per repeat). */
async function importTimes(files: string[], repeats: number): Promise<number[]> {
  const urls = files.map((f) => pathToFileURL(f).href)
  const script = `const out = []
for (const url of ${JSON.stringify(urls)}) { const t = performance.now(); await import(url); out.push(performance.now() - t) }
console.log(JSON.stringify(out))`
  const samples: number[][] = []
  for (let i = 0; i < repeats; i++) {
    const run = await startNode(['--input-type=module', '-e', script]).done
    samples.push(JSON.parse(run.stdout.trim()) as number[])
  }
  return files.map((_, i) => median(samples.map((s) => s[i]!)))
}
