import { defineConfig } from 'vitest/config'

// Three tiers, each a vitest project (`npm run test:unit` runs the first alone):
// - unit: pure functions and in-process fakes; no server, no git, no child process.
// - integration: the real run() and clients against loopback servers, git-backed stand-ins,
//   and the stand-ins' own tests (they are product code for the demo, bench and workflow).
// - bundle: the built dist/ as separate processes, as a runner or a shell runs it.
const shared = {
  // Integration tests start git-backed servers; give slow CI machines room.
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // The workflow parser imports its JSON schemas without import attributes, which Node
  // refuses; letting Vite transform it makes them plain modules.
  server: { deps: { inline: ['@actions/workflow-parser'] } }
}

export default defineConfig({
  // Inlined dependencies ship source maps without sources; their warnings are noise.
  logLevel: 'error',
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // The pure tier mocks nothing and restores what it changes (the environment, stdout),
          // so its files may share each worker's modules: evaluating src/ afresh for each of
          // 110 files cost more than running their tests (import 39 s of 193 s here, 9 s of 67
          // s without; docs in CONTRIBUTING.md). Order independence is checked by running the
          // tier shuffled (`--sequence.shuffle`).
          isolate: false
        }
      },
      {
        extends: true,
        test: { ...shared, name: 'integration', include: ['test/integration/**/*.test.ts', 'standins/**/*.test.ts'] }
      },
      { extends: true, test: { ...shared, name: 'bundle', include: ['test/bundle/**/*.test.ts'] } }
    ]
  }
})
