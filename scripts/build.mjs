// Bundles dist/ as ESM. Every ES module Node loads costs its loader about a millisecond, so what
// a process runs first is one file, and the rest shared chunks loaded when needed:
// - dist/index.js, the action's front: it reads the inputs, sends the chosen command's first
//   reads (src/github/head-start.ts) and imports that command's job, dist/jobs/<command>.js;
// - dist/cli.js, the CLI's front, and its commands dist/cli/<command>.js; `bump`, which a shell
//   runs most, is one self-contained file and never loads Octokit;
// - dist/chunks/, what the jobs and the other CLI commands share or load only when needed.
// The fronts' modules (settings, inputs, errors) are also in the split build, as separate
// copies: they keep no state, and errors are told apart by name (src/errors.ts).
import { build } from 'esbuild'
import { rm } from 'node:fs/promises'
import { restMethodsUsed } from './rest-methods.mjs'

/** The action's commands: src/<command>/action.ts is in the front, src/<command>/job.ts a job. */
export const ACTION_COMMANDS = ['open', 'gate', 'wait', 'promote']

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  minify: false,
  legalComments: 'none',
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);"
  },
  logLevel: 'warning'
}

/** The CLI's commands (src/cli/main.ts imports them); all but `bump` are entries of the split build. */
export const CLI_COMMANDS = ['bump', 'promote', 'gate', 'wait', 'health-test']

/** A command's `import('./job.js')` in the front is the job's entry in the split build. */
const jobsExternal = {
  name: 'jobs-external',
  setup(build) {
    const command = new RegExp(`[\\\\/]src[\\\\/](${ACTION_COMMANDS.join('|')})[\\\\/]action\\.ts$`)
    build.onResolve({ filter: /^\.\/job\.js$/ }, (args) => {
      const match = command.exec(args.importer)
      return match ? { path: `./jobs/${match[1]}.js`, external: true } : undefined
    })
  }
}

/** In the CLI's front, `import('./<command>.js')` of src/cli/main.ts is that command's entry. */
const cliCommandsExternal = {
  name: 'cli-commands-external',
  setup(build) {
    const pattern = new RegExp(`^\\./(${CLI_COMMANDS.join('|')})\\.js$`)
    build.onResolve({ filter: pattern }, (args) => {
      if (!/[\\/]src[\\/]cli[\\/]main\.ts$/.test(args.importer)) return undefined
      return { path: `./cli/${pattern.exec(args.path)[1]}.js`, external: true }
    })
  }
}

/** Every esbuild build dist/ is made of, writing to `outdir`. */
export function buildsFor(outdir) {
  return [
    { ...common, entryPoints: { index: 'src/index.ts' }, outdir, splitting: false, plugins: [jobsExternal] },
    { ...common, entryPoints: { cli: 'src/cli.ts' }, outdir, splitting: false, plugins: [cliCommandsExternal] },
    { ...common, entryPoints: { 'cli/bump': 'src/cli/bump.ts' }, outdir, splitting: false },
    {
      ...common,
      entryPoints: {
        ...Object.fromEntries(ACTION_COMMANDS.map((c) => [`jobs/${c}`, `src/${c}/job.ts`])),
        ...Object.fromEntries(CLI_COMMANDS.filter((c) => c !== 'bump').map((c) => [`cli/${c}`, `src/cli/${c}.ts`]))
      },
      outdir,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [restMethodsUsed]
    }
  ]
}

/** Runs every build into `outdir`; `overrides` apply to each (the bench asks for metafiles). */
export function buildAll(outdir, overrides = {}) {
  return Promise.all(buildsFor(outdir).map((options) => build({ ...options, ...overrides })))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await rm('dist', { recursive: true, force: true })
  await buildAll('dist')
}
