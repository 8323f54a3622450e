/**
 * What maintainers read, rendered the way GitHub renders it, in a real browser at 806 px (the
 * PR column), light and dark: every file `npm run demo` writes, and the reports the demo does
 * not reach (test/helpers/render-cases.ts). Nothing may be wider than the column, every mermaid
 * block must parse and draw at 0.9 of its size or more with text at 4.5:1, and no entity or
 * fence may show as text. Screenshots go to demo-output/screenshots/ for a person to look at;
 * with README_SCREENSHOTS=1 the two docs/demo.md shows are copied to docs/images/ as well.
 *
 * It needs Debian's Chromium (`.ci/run` installs it): without it the tests are skipped, saying
 * so, except under CI=true, where they fail.
 */
import { spawn } from 'node:child_process'
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import {
  CHROMIUM,
  chromiumInstalled,
  COLUMN,
  GitHubRenderer,
  leaks,
  type Measured,
  type Theme
} from '../helpers/github-render.js'
import { syntheticReports } from '../helpers/render-cases.js'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'demo-output')
const SHOTS = join(OUT, 'screenshots')
const THEMES: readonly Theme[] = ['light', 'dark']
/** The smallest share of its own width a diagram may be shrunk to. */
const MIN_SCALE = 0.9
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5
/** WCAG 1.4.11 for graphics that carry no text: a chart's lines. */
const MIN_GRAPHIC_CONTRAST = 3
/** The screenshots the README shows, by the demo file they are of. */
const README_IMAGES = { 'skip5-gate-comment': 'gate-comment.png', 'release3-wait-comment': 'wait-comment.png' }

const CI = process.env['CI'] === 'true'
const MISSING = `Chromium is not at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium; .ci/run does)`

let renderer: GitHubRenderer | undefined
/** Every measurement, written next to the screenshots. */
const measured: {
  name: string
  theme: Theme
  /** Each table's content width, px; the column's width when it wraps to fit. */
  tables: number[]
  charts: ({ natural: number; scale: number } | 'error')[]
}[] = []

function browser(ctx: TestContext): GitHubRenderer {
  if (renderer) return renderer
  if (CI) throw new Error(`${MISSING}: under CI=true this test must run.`)
  return ctx.skip(`${MISSING}; skipped.`)
}

function runDemo(): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', '--out', OUT], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`npm run demo exited ${code}:\n${out}`))))
  })
}

/** What is wrong with one rendering, as sentences; empty when it reads well. */
function problems(name: string, theme: Theme, m: Measured): string[] {
  const at = `${name} (${theme})`
  const found: string[] = []
  if (m.column !== COLUMN) found.push(`${at}: the column is ${m.column} px, not ${COLUMN}`)
  if (m.scrollWidth > m.column) found.push(`${at}: content is ${m.scrollWidth} px wide in a ${m.column} px column`)
  for (const t of m.tables)
    if (t.width > m.column || t.width > t.visible)
      found.push(`${at}: the table "${t.header}" is ${t.width} px wide; ${t.visible} px of it show`)
  for (const c of m.charts) {
    if (!c.ok) {
      found.push(`${at}: a mermaid block does not render: ${c.error}`)
      continue
    }
    if (c.errorText) found.push(`${at}: mermaid drew its syntax-error picture`)
    if (c.scale < MIN_SCALE)
      found.push(`${at}: a diagram ${c.natural.toFixed(0)} px wide is shrunk to ${c.scale.toFixed(2)} of its size`)
    for (const l of c.labels)
      if (l.ratio < (l.kind === 'line' ? MIN_GRAPHIC_CONTRAST : MIN_CONTRAST))
        found.push(`${at}: the ${l.kind} label "${l.text}" (${l.cls}) has contrast ${l.ratio.toFixed(2)}:1`)
  }
  for (const leak of leaks(m.text)) found.push(`${at}: ${JSON.stringify(leak)} shows as text`)
  return found
}

async function renderAll(r: GitHubRenderer, docs: Record<string, string>): Promise<string[]> {
  await mkdir(SHOTS, { recursive: true })
  const found: string[] = []
  for (const [name, text] of Object.entries(docs)) {
    for (const theme of THEMES) {
      const m = await r.render(text, theme, join(SHOTS, `${name}-${theme}.png`))
      measured.push({
        name,
        theme,
        tables: m.tables.map((t) => t.width),
        charts: m.charts.map((c) =>
          c.ok ? { natural: Math.round(c.natural), scale: Number(c.scale.toFixed(3)) } : 'error'
        )
      })
      found.push(...problems(name, theme, m))
    }
  }
  return found
}

describe('reports as GitHub renders them, at 806 px in Chromium', () => {
  beforeAll(async () => {
    if (!chromiumInstalled()) {
      if (!CI) console.warn(`github-render.test.ts: ${MISSING}; its tests are skipped.`)
      return
    }
    await runDemo()
    renderer = await GitHubRenderer.launch()
  }, 180_000)

  afterAll(async () => {
    await renderer?.close()
    if (measured.length > 0) await writeFile(join(SHOTS, 'measurements.json'), `${JSON.stringify(measured, null, 1)}\n`)
  })

  it('fits every file the demo writes, its job summaries as markdown', async (ctx) => {
    const r = browser(ctx)
    const names = (await readdir(OUT)).filter((n) => n.endsWith('.md')).sort()
    // The demo's reject, promotion and degraded wait are among them, and summaries are markdown.
    for (const name of [
      'skip5-gate-comment.md',
      'promote2-gate-comment.md',
      'promote2-pr-body.md',
      'release3-wait-comment.md'
    ])
      expect(names).toContain(name)
    // An open and a wait summary for each of the three releases.
    expect(names.filter((n) => n.endsWith('-summary.md'))).toHaveLength(6)
    expect((await readdir(OUT)).filter((n) => n.endsWith('.html'))).toEqual([])
    const docs = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n.replace(/\.md$/, ''), await readFile(join(OUT, n), 'utf8')]))
    )
    expect(await renderAll(r, docs)).toEqual([])
    if (process.env['README_SCREENSHOTS'] === '1') {
      await mkdir(join(ROOT, 'docs/images'), { recursive: true })
      for (const [from, to] of Object.entries(README_IMAGES))
        await copyFile(join(SHOTS, `${from}-light.png`), join(ROOT, 'docs/images', to))
    }
  }, 120_000)

  it('fits the widest reports: a reject of every kind, promotions, several targets, wait in every state', async (ctx) => {
    const r = browser(ctx)
    const docs = syntheticReports()
    expect(await renderAll(r, docs)).toEqual([])
    // Every box style of the timeline was drawn, so each was held to 4.5:1.
    const m = await r.render(docs['wait-every-style-comment']!, 'dark')
    const classes = m.charts.flatMap((c) => (c.ok ? c.labels.map((l) => l.cls) : []))
    expect(new Set(classes)).toEqual(new Set(['done', 'waiting', 'failed', 'pending', 'skipped']))
  }, 120_000)

  it('draws every verification chart, its lines at 3:1 and its text at 4.5:1 in both themes', async (ctx) => {
    const r = browser(ctx)
    const docs = syntheticReports()
    for (const theme of THEMES) {
      const m = await r.render(docs['verify-failed-comment']!, theme)
      const charts = m.charts.filter((c) => c.ok && c.labels.some((l) => l.kind === 'line'))
      // Both metrics drawn, each with its value and its threshold line, with axis labels around them.
      expect(charts).toHaveLength(2)
      for (const c of charts) {
        if (!c.ok) continue
        expect(c.labels.filter((l) => l.kind === 'line').map((l) => l.cls)).toEqual(['line-plot-0', 'line-plot-1'])
        expect(c.labels.filter((l) => l.kind === 'text').length).toBeGreaterThan(5)
        expect(c.scale).toBe(1)
      }
      expect(problems('verify-failed-comment', theme, m)).toEqual([])
    }
  }, 60_000)

  it('catches what it is there to catch: a wide table, a shrunk diagram, a pale chart line, an entity shown as text', async (ctx) => {
    const r = browser(ctx)
    const wide = `| a | b |\n|---|---|\n| <code>${'x'.repeat(200)}</code> | y |`
    // Twelve boxes in a row are wider than the column: mermaid shrinks them.
    const boxes = Array.from({ length: 12 }, (_, i) => `s${i}["step ${i} done 01:02:03Z"]`)
    const shrunk = ['```mermaid', 'flowchart LR', `  ${boxes.join(' --> ')}`, '```'].join('\n')
    const entity = '<code>&amp;#64;</code> and ``` shown'
    // A chart line as pale as the background it is drawn on.
    const pale = [
      '```mermaid',
      '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#eeeeee"}}}}%%',
      'xychart-beta',
      '  x-axis ["0s", "30s"]',
      '  line [1, 2]',
      '```'
    ].join('\n')
    const found = [
      ...problems('pale', 'light', await r.render(pale, 'light')),
      ...problems('wide', 'light', await r.render(wide, 'light')),
      ...problems('shrunk', 'light', await r.render(shrunk, 'light')),
      ...problems('entity', 'light', await r.render(entity, 'light'))
    ]
    expect(found.some((p) => p.startsWith('wide (light): the table'))).toBe(true)
    expect(found.some((p) => p.startsWith('shrunk (light): a diagram'))).toBe(true)
    expect(found.some((p) => p.startsWith('pale (light): the line label "line-plot-0"'))).toBe(true)
    expect(found.some((p) => p.includes('"&#64;" shows as text'))).toBe(true)
    expect(found.some((p) => p.includes('"```" shows as text'))).toBe(true)
  }, 60_000)
})
