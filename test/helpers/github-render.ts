/**
 * Markdown as a maintainer sees it on GitHub, measured in a real browser: markdown-it in
 * GitHub's comment mode (raw HTML kept, every newline a `<br>`) with GitHub alerts,
 * github-markdown-css, and mermaid with `securityLevel: 'strict'`, in Debian's headless
 * Chromium driven by playwright-core, at 806 px (the width of a PR's conversation column).
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import MarkdownIt from 'markdown-it'
import alerts from 'markdown-it-github-alerts'
import { chromium, type Browser, type Page } from 'playwright-core'

/** The width of GitHub's PR column, which comments, PR bodies and check runs are read in. */
export const COLUMN = 806

/** Where `.ci/run` installs Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM)
}

const require = createRequire(import.meta.url)
const file = (id: string): string => require.resolve(id)

// GitHub also links bare URLs, but markdown-it's linkify reads them from the source with their
// entities still in (`&#64;`), where GitHub decodes first: it would report leaks GitHub has not.
const markdown = new MarkdownIt({ html: true, breaks: true }).use(alerts)

/** The HTML GitHub makes of a comment, a PR body, a check run or a job summary. */
export function toHtml(text: string): string {
  return markdown.render(text)
}

export type Theme = 'light' | 'dark'

export interface Label {
  /** A flowchart's node or edge label; an xychart's text, or one of its plotted lines (no text). */
  readonly kind: 'node' | 'edge' | 'text' | 'line'
  /** The node's class (`done`, `pending`, ...), `edge`, or the chart group (`label`, `line-plot-0`). */
  readonly cls: string
  readonly text: string
  readonly ratio: number
}

export type Chart =
  | {
      readonly ok: true
      /** The diagram's own width, which mermaid's `useMaxWidth` shrinks it from. */
      readonly natural: number
      readonly rendered: number
      readonly scale: number
      readonly labels: readonly Label[]
      /** Mermaid drew its "Syntax error" picture instead. */
      readonly errorText: boolean
    }
  | { readonly ok: false; readonly error: string }

export interface Measured {
  readonly column: number
  /** The column's content width: more than `column` when something pushes out of it. */
  readonly scrollWidth: number
  /** Per table, the width of its content and of its visible box (GitHub's tables scroll inside). */
  readonly tables: readonly { width: number; visible: number; header: string }[]
  readonly charts: readonly Chart[]
  /** The rendered text, as a reader would copy it. */
  readonly text: string
}

const STYLE = (theme: Theme): string => `
  html, body { margin: 0; padding: 0; background: ${theme === 'dark' ? '#0d1117' : '#ffffff'}; }
  #frame { width: ${COLUMN}px; padding: 16px; background: ${theme === 'dark' ? '#0d1117' : '#ffffff'}; }
  #doc { width: ${COLUMN}px; box-sizing: border-box; }
  /* GitHub draws a diagram in a padded box the width of the column. */
  .mermaid-box { padding: 8px; margin-bottom: 16px; border-radius: 6px;
    background: ${theme === 'dark' ? '#151b23' : '#f6f8fa'}; }
`

/**
 * One Chromium for a test file, with a page per theme that has the CSS and mermaid loaded once;
 * each document then replaces the column's content.
 */
export class GitHubRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly pages: Record<Theme, Page>,
    private readonly profile: string
  ) {}

  static async launch(): Promise<GitHubRenderer> {
    // A fresh profile for each launch, and none of Chromium's own calls home: this machine has no network.
    const profile = await mkdtemp(join(tmpdir(), 'gitops-release-chromium-'))
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disk-cache-dir=${join(profile, 'cache')}`
      ]
    })
    try {
      const pages = { light: await openPage(browser, 'light'), dark: await openPage(browser, 'dark') }
      return new GitHubRenderer(browser, pages, profile)
    } catch (error) {
      await browser.close()
      throw error
    }
  }

  /** Renders `text` (markdown) in the column and measures it; with `screenshot`, saves a PNG of it there. */
  async render(text: string, theme: Theme, screenshot?: string): Promise<Measured> {
    const page = this.pages[theme]
    const html = toHtml(text)
    const measured = await page.evaluate(
      ([html, dark]) =>
        (globalThis as unknown as { measureDoc(html: string, dark: boolean): Promise<Measured> }).measureDoc(
          html,
          dark
        ),
      [html, theme === 'dark'] as const
    )
    if (screenshot !== undefined) await page.locator('#frame').screenshot({ path: screenshot })
    return measured
  }

  async close(): Promise<void> {
    await this.browser.close()
    await rm(this.profile, { recursive: true, force: true })
  }
}

async function openPage(browser: Browser, theme: Theme): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: COLUMN + 32, height: 600 },
    colorScheme: theme,
    deviceScaleFactor: 1
  })
  page.on('pageerror', (error) => {
    throw error
  })
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"></head>` +
      `<body><div id="frame"><article id="doc" class="markdown-body"></article></div></body></html>`
  )
  await page.addStyleTag({ path: file(`github-markdown-css/github-markdown-${theme}.css`) })
  await page.addStyleTag({ path: file('markdown-it-github-alerts/styles/github-base.css') })
  await page.addStyleTag({
    path: file(
      `markdown-it-github-alerts/styles/${theme === 'dark' ? 'github-colors-dark-media' : 'github-colors-light'}.css`
    )
  })
  await page.addStyleTag({ content: STYLE(theme) })
  await page.addScriptTag({ path: file('mermaid/dist/mermaid.min.js') })
  await page.addScriptTag({ path: join(import.meta.dirname, 'github-page.js') })
  return page
}

/** What a reader must never see as text: entities, fences, and the HTML we write. */
export function leaks(text: string): string[] {
  const patterns = [
    /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi,
    /```|~~~/g,
    /<\/?(?:details|summary|code|table|tr|td|th|br|sub|p|pre|h\d)\b[^>]*>/gi,
    /<!--|-->/g
  ]
  return patterns.flatMap((p) => text.match(p) ?? [])
}
