/* global document, window, getComputedStyle, mermaid, SVGElement -- this file runs in the page, not in Node */
// Runs inside the page of test/helpers/github-render.ts, after mermaid.min.js: puts one
// document's HTML into the 806 px column, draws its mermaid blocks as GitHub does (strict),
// and measures what a reader would see. Plain JavaScript, because it runs in the browser.

/** `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as [r, g, b, a]; undefined for anything else. */
function rgba(color) {
  const m = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)$/.exec(color.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : undefined
}

function luminance([r, g, b]) {
  const lin = (c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** `top` (with alpha) laid over the opaque `bottom`. */
function over(top, bottom) {
  const a = top[3]
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1)
}

/** What is behind an HTML label: the backgrounds from it up to its foreignObject, laid over `base`. */
function backgroundOf(el, base) {
  const layers = []
  for (let e = el; e && !(e instanceof SVGElement); e = e.parentElement) {
    const c = rgba(getComputedStyle(e).backgroundColor)
    if (c && c[3] > 0) layers.push(c)
  }
  return layers.reduceRight((below, layer) => over(layer, below), base)
}

/** Text colour of a node or edge label: HTML labels use `color`, SVG text uses `fill`. */
function textColour(el) {
  const style = getComputedStyle(el)
  return rgba(el instanceof SVGElement ? style.fill : style.color)
}

/** Every label of a rendered diagram with its contrast against what is behind it. */
function labelContrast(svg, base) {
  const found = []
  for (const node of svg.querySelectorAll('g.node')) {
    const shape = node.querySelector('.label-container') ?? node.querySelector('rect, polygon, path, circle')
    const label = node.querySelector('.nodeLabel') ?? node.querySelector('text')
    if (!shape || !label) continue
    const fill = rgba(getComputedStyle(shape).fill)
    const colour = textColour(label)
    if (!colour) continue
    const behind = backgroundOf(label, fill ? over(fill, base) : base)
    const cls = [...node.classList].find((c) => !['node', 'default', 'flowchart-label'].includes(c)) ?? 'default'
    found.push({ kind: 'node', cls, text: label.textContent.trim(), ratio: contrast(over(colour, behind), behind) })
  }
  for (const label of svg.querySelectorAll('g.edgeLabel')) {
    const text = label.querySelector('span.edgeLabel') ?? label.querySelector('text')
    if (!text || text.textContent.trim() === '') continue
    const colour = textColour(text)
    const behind = backgroundOf(text, base)
    if (colour)
      found.push({
        kind: 'edge',
        cls: 'edge',
        text: text.textContent.trim(),
        ratio: contrast(over(colour, behind), behind)
      })
  }
  return found
}

/**
 * An xychart's text against its own background rectangle, and its plotted lines too: a line
 * carries no text, so WCAG's 3:1 for graphics applies to it rather than 4.5:1.
 */
function chartContrast(svg, base) {
  const rect = svg.querySelector('rect.background')
  const fill = rect && rgba(getComputedStyle(rect).fill)
  const behind = fill ? over(fill, base) : base
  const found = []
  for (const text of svg.querySelectorAll('text')) {
    const colour = rgba(getComputedStyle(text).fill)
    if (!colour || text.textContent.trim() === '') continue
    const cls = text.parentElement.getAttribute('class') ?? 'text'
    found.push({ kind: 'text', cls, text: text.textContent.trim(), ratio: contrast(over(colour, behind), behind) })
  }
  for (const path of svg.querySelectorAll('g[class^="line-plot-"] path')) {
    const colour = rgba(getComputedStyle(path).stroke)
    if (!colour) continue
    const cls = path.parentElement.getAttribute('class')
    found.push({ kind: 'line', cls, text: cls, ratio: contrast(over(colour, behind), behind) })
  }
  return found
}

let diagrams = 0

window.measureDoc = async (html, dark) => {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' })
  const article = document.getElementById('doc')
  article.innerHTML = html
  // What a <details> holds is drawn and measured open, as a reader who opens it sees it; the
  // screenshot then shows the document as it first appears.
  const closed = [...article.querySelectorAll('details:not([open])')]
  for (const d of closed) d.open = true
  const page = rgba(getComputedStyle(document.getElementById('frame')).backgroundColor) ?? [255, 255, 255, 1]
  const charts = []
  for (const code of [...article.querySelectorAll('pre > code.language-mermaid')]) {
    const source = code.textContent
    const pre = code.parentElement
    const box = document.createElement('div')
    box.className = 'mermaid-box'
    pre.replaceWith(box)
    try {
      await mermaid.parse(source)
      const { svg } = await mermaid.render(`chart${++diagrams}`, source)
      box.innerHTML = svg
      const el = box.querySelector('svg')
      const natural = parseFloat(el.style.maxWidth) || el.viewBox.baseVal.width
      const rendered = el.getBoundingClientRect().width
      const background = rgba(getComputedStyle(box).backgroundColor) ?? page
      charts.push({
        ok: true,
        natural,
        rendered,
        scale: rendered / natural,
        labels:
          el.getAttribute('aria-roledescription') === 'xychart'
            ? chartContrast(el, background)
            : labelContrast(el, background),
        errorText: /syntax error/i.test(el.textContent)
      })
    } catch (error) {
      box.textContent = `mermaid error: ${error && error.message}`
      charts.push({ ok: false, error: String((error && error.message) || error) })
    }
  }
  // Document fonts and the diagrams' foreignObject labels settle before anything is measured.
  await document.fonts.ready
  const column = article.clientWidth
  const tables = [...article.querySelectorAll('table')].map((t) => ({
    width: t.scrollWidth,
    visible: t.clientWidth,
    header: [...t.querySelectorAll('th')].map((th) => th.textContent.trim()).join(' | ')
  }))
  const measured = { column, scrollWidth: article.scrollWidth, tables, charts, text: article.innerText }
  for (const d of closed) d.open = false
  return measured
}
