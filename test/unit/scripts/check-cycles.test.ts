import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findCycles } from '../../../scripts/check-cycles.mjs'

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** A source tree in a temp folder: path → text. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'check-cycles-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('check-cycles', () => {
  it('finds a cycle, type-only imports and re-exports included, and names every file in it', () => {
    const dir = tree({
      'wait/session.ts': "import type { Deps } from './watcher.js'\nexport const a = 1\n",
      'wait/watcher.ts': "import { b } from '../b.js'\nexport type Deps = {}\n",
      'b.ts': "export { a as b } from './wait/session.js'\n",
      'leaf.ts': "import { a } from './wait/session.js'\n// import { x } from './leaf.js'\nexport const c = a\n",
      'self.ts': "export const s = await import('./self.js')\n"
    })
    expect(findCycles(dir)).toEqual([['b.ts', 'wait/session.ts', 'wait/watcher.ts'], ['self.ts']])
  })

  it('finds none in a tree without one, whatever strings and declarations look like imports', () => {
    const dir = tree({
      'a.ts': "import { b } from './b.js'\nimport 'node:fs'\nexport const text = 'import x from \"./a.js\"'\n",
      'b.ts': "export const from = './a.js'\nexport const b = from\n",
      'c/index.ts': "import { b } from '../b.js'\nexport const c = b\n",
      'd.ts': "import { c } from './c/index.js'\nexport const d = c\n"
    })
    expect(findCycles(dir)).toEqual([])
  })
})
