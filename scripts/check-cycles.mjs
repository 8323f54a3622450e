#!/usr/bin/env node
// Fails when the modules of src/ import each other in a circle, and when its folders do: a
// folder is one concern (src/kube-yaml/ under both src/manifest/ and src/gate/, neither of which
// may import the other), so a folder importing one that imports it back is a cycle too, even
// when no file does. Each file directly in src/ counts as a folder of its own. Type-only imports
// count too: a cycle of types is still two modules that cannot be understood one before the other.
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

/** The import graph of the `.ts` files under `root`: absolute path -> the files it imports. */
function fileGraph(root) {
  const files = sourceFiles(root)
  const known = new Set(files)
  return new Map(files.map((file) => [file, importsOf(file, known)]))
}

/** The strongly connected components of `graph` that are cycles, as sorted names. */
function cyclesOf(graph, name) {
  return components(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]).includes(component[0]))
    .map((component) => component.map(name).sort())
    .sort((a, b) => a[0].localeCompare(b[0]))
}

/**
 * Every import cycle among the `.ts` files under `dir`: each a sorted list of paths relative to
 * `dir`, the whole strongly connected component (a file importing itself counts too).
 */
export function findCycles(dir) {
  const root = resolve(dir)
  return cyclesOf(fileGraph(root), (file) => relative(root, file))
}

/**
 * Folder imports that are known to point back up, each with the reason it is tolerated: the
 * folder graph without them must have no cycle. `settings/` declares every command's inputs and
 * names each command's defaults and types (gate/limits.ts, gate/policy.ts, wait/types.ts), which
 * import nothing back: the file-level check still holds there.
 */
export const TOLERATED_FOLDER_IMPORTS = ['settings/ -> gate/', 'settings/ -> wait/']

/**
 * Every cycle among the folders under `dir` (a file directly in `dir` is a folder of its own),
 * leaving out the imports named in `tolerated` (`from/ -> to/`): each a sorted list of folder
 * names (`gate/`, `errors.ts`), with the imports that make it, one example file each.
 */
export function findFolderCycles(dir, tolerated = TOLERATED_FOLDER_IMPORTS) {
  const root = resolve(dir)
  const folderOf = (file) => {
    const parts = relative(root, file).split('/')
    return parts.length === 1 ? parts[0] : `${parts[0]}/`
  }
  const skip = new Set(tolerated)
  const graph = new Map()
  const evidence = new Map()
  for (const [file, targets] of fileGraph(root)) {
    const from = folderOf(file)
    if (!graph.has(from)) graph.set(from, [])
    for (const target of targets) {
      const to = folderOf(target)
      const edge = `${from} -> ${to}`
      if (to === from || skip.has(edge)) continue
      if (!graph.get(from).includes(to)) graph.get(from).push(to)
      if (!evidence.has(edge)) evidence.set(edge, `${relative(root, file)} imports ${relative(root, target)}`)
    }
  }
  return cyclesOf(graph, (folder) => folder).map((folders) => ({
    folders,
    imports: [...evidence]
      .filter(([edge]) => {
        const [from, to] = edge.split(' -> ')
        return folders.includes(from) && folders.includes(to)
      })
      .map(([edge, example]) => `${edge} (${example})`)
      .sort()
  }))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? 'src'
  const cycles = findCycles(dir)
  const folders = findFolderCycles(dir)
  if (cycles.length === 0 && folders.length === 0) {
    console.log(`check-cycles: no import cycles in ${dir}/, between files or between folders.`)
  }
  if (cycles.length > 0) {
    console.error(
      `check-cycles: ${cycles.length} import cycle(s) in ${dir}/; each group below imports itself through the others:`
    )
    for (const cycle of cycles) console.error(`  - ${cycle.join('\n    ')}`)
    process.exitCode = 1
  }
  if (folders.length > 0) {
    console.error(
      `check-cycles: ${folders.length} cycle(s) between folders of ${dir}/; each group below imports itself through the others:`
    )
    for (const cycle of folders)
      console.error(`  - ${cycle.folders.join(', ')}:\n      ${cycle.imports.join('\n      ')}`)
    process.exitCode = 1
  }
}
