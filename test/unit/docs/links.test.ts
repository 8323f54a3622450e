/**
 * Every relative link in the README and docs/ leads somewhere: the file exists and, for a
 * `#fragment`, the heading does, slugged as GitHub slugs headings. The README is short and sends
 * readers into docs/, so a link that breaks is a reader lost.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
]

/** GitHub's heading anchor: lower case, punctuation but `-` and `_` dropped, spaces to dashes. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  let fenced = false
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*$/.exec(line)
    if (!heading) continue
    const base = slug(heading[1]!)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    out.add(n === 0 ? base : `${base}-${n}`)
  }
  return out
}

/** The relative links of a markdown page, outside code fences and inline code. */
function links(text: string): string[] {
  const prose = text.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href))
}

describe('relative links in the README and docs/', () => {
  it('gives GitHub’s anchors', () => {
    expect(slug('Where the digest was verified: `promoted-from`')).toBe('where-the-digest-was-verified-promoted-from')
    expect(slug('Deployment, kustomize and Helm targets')).toBe('deployment-kustomize-and-helm-targets')
  })

  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = []
    for (const href of links(readFileSync(join(ROOT, page), 'utf8'))) {
      const [path, fragment] = href.split('#') as [string, string | undefined]
      const target = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), decodeURIComponent(path))
      if (!existsSync(target)) {
        broken.push(`${href} (no ${relative(ROOT, target)})`)
        continue
      }
      if (fragment !== undefined && target.endsWith('.md') && !anchors(readFileSync(target, 'utf8')).has(fragment))
        broken.push(`${href} (no heading #${fragment} in ${relative(ROOT, target)})`)
    }
    expect(broken).toEqual([])
  })
})
