import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findCycles, findFolderCycles } from '../../../scripts/check-cycles.mjs'

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

  it('finds a cycle between folders where no file imports itself back', () => {
    const dir = tree({
      'manifest/bump.ts': "import { judge } from '../gate/rule.js'\nexport const bump = judge\n",
      'gate/rule.ts': 'export const judge = 1\n',
      'gate/compare.ts': "import { locate } from '../manifest/locate.js'\nexport const compare = locate\n",
      'manifest/locate.ts': 'export const locate = 1\n',
      'kube-yaml/split.ts': 'export const split = 1\n',
      'main.ts': "import { bump } from './manifest/bump.js'\nexport const main = bump\n"
    })
    expect(findCycles(dir)).toEqual([])
    expect(findFolderCycles(dir)).toEqual([
      {
        folders: ['gate/', 'manifest/'],
        imports: [
          'gate/ -> manifest/ (gate/compare.ts imports manifest/locate.ts)',
          'manifest/ -> gate/ (manifest/bump.ts imports gate/rule.ts)'
        ]
      }
    ])
  })

  it('finds none through a shared folder, and leaves out the imports it is told to tolerate', () => {
    const dir = tree({
      'manifest/bump.ts': "import { split } from '../kube-yaml/split.js'\nexport const bump = split\n",
      'gate/rule.ts': "import { split } from '../kube-yaml/split.js'\nexport const rule = split\n",
      'kube-yaml/split.ts': "import { lines } from '../text/lines.js'\nexport const split = lines\n",
      'text/lines.ts': 'export const lines = 1\n',
      'settings/gate.ts': "import { limits } from '../gate/limits.js'\nexport const s = limits\n",
      'gate/limits.ts': 'export const limits = 1\n',
      'gate/settings.ts': "import { s } from '../settings/gate.js'\nexport const t = s\n"
    })
    expect(findFolderCycles(dir, [])).toMatchObject([{ folders: ['gate/', 'settings/'] }])
    expect(findFolderCycles(dir, ['settings/ -> gate/'])).toEqual([])
  })
})
