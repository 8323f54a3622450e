#!/usr/bin/env node
// Fails when the modules of src/ import each other in a circle. Type-only imports count too: a
// cycle of types is still two modules that cannot be understood one before the other.
// Usage: node scripts/check-cycles.mjs [dir]   (default: src)
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

// `import … from`, `export … from` (the part before `from` has no `=` or `(`, so declarations
// such as `export const a = '…'` do not match), `import '…'` and `import('…')`.
const SPECIFIERS = [
  /(?:^|[\s;])(?:import|export)\s[^'"`;=()]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
]

/** Every `.ts` file under `dir` (declaration files aside), as absolute paths. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The relative imports of one file, resolved to files of `known` (`./a.js` is `a.ts`, or `a/index.ts`). */
function importsOf(file, known) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"])\/\/[^\n]*/g, '$1')
  const targets = new Set()
  for (const pattern of SPECIFIERS) {
    for (const [, specifier] of text.matchAll(pattern)) {
      if (!specifier.startsWith('.')) continue
      const base = resolve(dirname(file), specifier)
      const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]
      const target = candidates.find((candidate) => known.has(candidate))
      if (target !== undefined) targets.add(target)
    }
  }
  return [...targets]
}

/** Tarjan's strongly connected components of the import graph. */
function components(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    for (let member; member !== node;) {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    }
    found.push(component)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/**
 * Every import cycle among the `.ts` files under `dir`: each a sorted list of paths relative to
 * `dir`, the whole strongly connected component (a file importing itself counts too).
 */
export function findCycles(dir) {
  const root = resolve(dir)
  const files = sourceFiles(root)
  const known = new Set(files)
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]))
  return components(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]).includes(component[0]))
    .map((component) => component.map((file) => relative(root, file)).sort())
    .sort((a, b) => a[0].localeCompare(b[0]))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? 'src'
  const cycles = findCycles(dir)
  if (cycles.length === 0) {
    console.log(`check-cycles: no import cycles in ${dir}/.`)
  } else {
    console.error(
      `check-cycles: ${cycles.length} import cycle(s) in ${dir}/; each group below imports itself through the others:`
    )
    for (const cycle of cycles) console.error(`  - ${cycle.join('\n    ')}`)
    process.exitCode = 1
  }
}
