/**
 * Bundle size and what each command really loads. Part of the start-up area; separate because
 * it reads the build rather than runs it.
 *
 * - Loaded bytes: each command runs once with bench/probe.mjs tracing every module it loads.
 * - Package attribution: esbuild metafiles of scripts/build.mjs's builds, built in memory
 *   (write: false, so dist/ is untouched). Its file names also tell whether dist/ is fresh.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Metafile } from 'esbuild'
import { WRITE_TOKEN, type GitHubStandIn } from '../standins/github/index.js'
import { pinned, smallManifest } from './fixtures.js'
import { CLI, ROOT, runAction, runNode, tempPath } from './proc.js'

export interface BundleReport {
  readonly totalBytes: number
  readonly files: number
  /** Bytes of dist/ each command loads, from the module trace. */
  readonly loaded: Record<string, number>
  /** Packages by bytes in the whole bundle. */
  readonly allPackages: [string, number][]
  /** False when dist/ is not what the sources build now: the figures describe dist/ as it is. */
  readonly fresh: boolean
}

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'

export async function measureBundle(github: GitHubStandIn): Promise<BundleReport> {
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
  const bytes = new Map<string, number>()
  for (const file of jsFiles) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[relative(ROOT, file)]?.inputs ?? {})) {
      const pkg = packageOf(input)
      bytes.set(pkg, (bytes.get(pkg) ?? 0) + bytesInOutput)
    }
  }
  const allPackages = [...bytes].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1])
  return { totalBytes, files: jsFiles.length, loaded, allPackages, fresh }
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
