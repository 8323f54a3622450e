// Bundles dist/ as ESM, one entry per surface:
// - dist/index.js, the action (action.yml's main), with dist/chunks/ for the code it loads only
//   when a release policy asks for provenance (Sigstore and TUF);
// - dist/cli.js, the CLI, with each command in dist/cli/ (a shell runs `bump` most, and it
//   loads neither Octokit nor the Argo CD client; health-test alone loads the Lua VM);
// - dist/licenses.txt, the licence of every package the bundles carry, as their licences ask.
// No source maps: the bundle is not minified and esbuild marks where each module begins, so a
// stack trace reads as it is, and every `uses:` of the action downloads dist/ whole.
import { build } from 'esbuild'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: false,
  sourcemap: false,
  // Licences are shipped whole in licenses.txt instead of as scattered comments.
  legalComments: 'none',
  metafile: true,
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);"
  },
  logLevel: 'warning'
}

/** Every esbuild build dist/ is made of, writing to `outdir`. */
export function buildsFor(outdir) {
  return [
    { ...common, entryPoints: { index: 'src/index.ts' }, outdir },
    {
      ...common,
      entryPoints: {
        cli: 'src/cli.ts',
        'cli/bump': 'src/cli/bump.ts',
        'cli/promote': 'src/promote/cli.ts',
        'cli/gate': 'src/gate/cli.ts',
        'cli/wait': 'src/wait/cli.ts',
        'cli/health-test': 'src/cli/health-test.ts'
      },
      outdir,
      splitting: true,
      chunkNames: 'cli/chunks/[name]-[hash]'
    }
  ]
}

/** Runs every build into `outdir`, then writes the licences of what they bundle; `overrides` apply to each build. */
export async function buildAll(outdir, overrides = {}) {
  const results = await Promise.all(buildsFor(outdir).map((options) => build({ ...options, ...overrides })))
  await writeFile(join(outdir, 'licenses.txt'), await licenses(results.map((r) => r.metafile)))
  return results
}

/** The packages whose code a build's metafile shows in the bundle, as their folders under node_modules. */
function bundledPackages(metafiles) {
  const folders = new Set()
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const input of Object.keys(output.inputs)) {
        const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
        if (match) folders.add(match[1])
      }
    }
  }
  return [...folders]
}

/** Each bundled package's name, version, licence and licence text (and NOTICE, which Apache-2.0 asks to keep). */
async function licenses(metafiles) {
  const entries = await Promise.all(
    bundledPackages(metafiles).map(async (folder) => {
      const pkg = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8'))
      const files = (await readdir(folder)).filter((f) => /^(licen[cs]e|copying|notice)/i.test(f)).sort()
      const texts = await Promise.all(files.map((f) => readFile(join(folder, f), 'utf8')))
      const body =
        texts.length > 0
          ? texts.map((t) => t.trim()).join('\n\n')
          : `(no licence file; package.json says ${pkg.license})`
      return { id: `${pkg.name}@${pkg.version}`, text: `${pkg.name} ${pkg.version} (${pkg.license})\n\n${body}\n` }
    })
  )
  const unique = [...new Map(entries.map((e) => [e.id, e.text])).entries()].sort(([a], [b]) => (a < b ? -1 : 1))
  const header =
    'gitops-release bundles the following packages in dist/. Each is listed with its version, licence and licence text.\n'
  return [header, ...unique.map(([, text]) => text)].join(`\n${'-'.repeat(80)}\n\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await rm('dist', { recursive: true, force: true })
  await buildAll('dist')
}
