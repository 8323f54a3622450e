// Bundles the action and the CLI into dist/ as ESM with shared, lazily loaded chunks,
// so `gitops-release bump` never loads Octokit and each command pays only for itself.
import { build } from 'esbuild'
import { rm } from 'node:fs/promises'
import { restMethodsUsed } from './rest-methods.mjs'

export const buildOptions = {
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  minify: false,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);"
  },
  plugins: [restMethodsUsed],
  logLevel: 'warning'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await rm('dist', { recursive: true, force: true })
  await build(buildOptions)
}
