// Proves the committed dist/ is exactly what the sources build: rebuilds into a
// sibling folder (same depth, so source-map paths match) and compares every file both ways.
import { readdir, readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { buildAll } from './build.mjs'

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort()
}

const fresh = '.dist-check'
await rm(fresh, { recursive: true, force: true })
try {
  await buildAll(fresh)
  const [want, have] = [await listFiles(fresh), await listFiles('dist')]
  const problems = [
    ...want.filter((f) => !have.includes(f)).map((f) => `missing in dist/: ${f}`),
    ...have.filter((f) => !want.includes(f)).map((f) => `stale file in dist/: ${f}`)
  ]
  for (const f of want.filter((f) => have.includes(f))) {
    const [a, b] = await Promise.all([readFile(join(fresh, f)), readFile(join('dist', f))])
    if (!a.equals(b)) problems.push(`differs from a fresh build: dist/${f}`)
  }
  if (problems.length > 0) {
    console.error(
      `dist/ is not what the sources build; run \`npm run build\` and commit dist/.\n  ${problems.join('\n  ')}`
    )
    process.exitCode = 1
  } else {
    console.log(`dist/ is fresh (${want.length} files)`)
  }
} finally {
  await rm(fresh, { recursive: true, force: true })
}
