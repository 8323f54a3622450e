// An esbuild plugin for scripts/build.mjs: Octokit's REST method table, cut to the methods src/
// calls. @octokit/plugin-rest-endpoint-methods builds `octokit.rest` from a table of every
// endpoint GitHub has (about a thousand), evaluated when the client module loads: the largest
// single cost between a command's start and its first request. The bundle keeps only the entries
// that `octokit.rest.<scope>.<method>` calls in src/ name, with the plugin's own code unchanged.
// Types still come from the whole plugin, so an unknown method fails the type check as before; a
// use of `.rest` this scan cannot read fails the build rather than a run.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const SRC = fileURLToPath(new URL('../src', import.meta.url))
const TABLE = /[\\/]@octokit[\\/]plugin-rest-endpoint-methods[\\/]dist-src[\\/]generated[\\/]endpoints\.js$/
const CALL = /\brest\s*\.\s*([A-Za-z]\w*)\s*\.\s*([A-Za-z]\w*)/g
const ANY_USE = /(?<!\.)\.\s*rest\b(?!\s*\.\s*[A-Za-z]\w*\s*\.\s*[A-Za-z]\w*)/g

/** Every `rest.<scope>.<method>` named in src/, as [scope, method]; throws on other uses of `.rest`. */
export function usedRestMethods(dir = SRC) {
  const used = new Map()
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8')
    const odd = [...text.matchAll(ANY_USE)]
    if (odd.length > 0) {
      const line = text.slice(0, odd[0].index).split('\n').length
      throw new Error(
        `${file}:${line}: octokit.rest used other than as rest.<scope>.<method>; scripts/rest-methods.mjs cannot tell which endpoints the bundle needs`
      )
    }
    for (const [, scope, method] of text.matchAll(CALL)) used.set(`${scope}.${method}`, [scope, method])
  }
  return [...used.values()].sort()
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

export const restMethodsUsed = {
  name: 'rest-methods-used',
  setup(build) {
    build.onLoad({ filter: TABLE }, async (args) => {
      const { default: all } = await import(pathToFileURL(args.path).href)
      const table = {}
      for (const [scope, method] of usedRestMethods()) {
        const entry = all[scope]?.[method]
        if (entry === undefined) throw new Error(`octokit.rest.${scope}.${method} is not in ${args.path}`)
        table[scope] ??= {}
        table[scope][method] = entry
      }
      return { contents: `export default ${JSON.stringify(table, null, 2)}\n`, loader: 'js' }
    })
  }
}
