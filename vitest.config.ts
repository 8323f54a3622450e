import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Inlined dependencies ship source maps without sources; their warnings are noise.
  logLevel: 'error',
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests start git-backed servers; give slow CI machines room.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The workflow parser imports its JSON schemas without import attributes, which Node
    // refuses; letting Vite transform it makes them plain modules.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/index.ts', 'src/cli.ts']
    }
  }
})
