/**
 * Escaping for anything that did not come from us: inputs, PR titles, branch names, paths,
 * YAML values. Markdown and HTML are neutralised with entities (GitHub renders entities but
 * does not link mentions or references spelled with them), and log lines get no line breaks
 * a runner could read as a `::workflow-command::`.
 */
import { unicodeEscape } from '../text/unicode.js'

// Inline text only (never at a line start), so list and heading markers need no escape;
// `$` would start math, `#123` and `@name` would link.
const MARKDOWN_SPECIAL = /[&<>"'`*_[\]|~\\@#$]/g

/** Text that reads as itself in markdown and HTML: no formatting, links, mentions or tags. */
export function mdText(value: string): string {
  return oneLine(value).replace(MARKDOWN_SPECIAL, (c) => `&#${c.codePointAt(0)};`)
}

/** Inline code: `<code>` with entities, so backticks, pipes and mentions inside stay inert. */
export function mdCode(value: string): string {
  return `<code>${mdText(value)}</code>`
}

/** A link whose URL we built ourselves from trusted parts; the label is escaped. */
export function mdLink(label: string, url: string): string {
  if (!/^https?:\/\//.test(url)) return mdText(label)
  return `[${mdText(label)}](${encodeURI(decodeURI(url)).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)})`
}

/** A value on one line, each run of line breaks (as Go's YAML and log readers see them) one space. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
}

/**
 * A value as it may appear inside one log line: quoted JSON, so control characters and
 * line breaks are visible escapes and a value can never start a new `::command::` line.
 */
export function logValue(value: string): string {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, unicodeEscape)
}

/**
 * Multi-line text as a fenced code block (GitHub highlights `diff` and friends): the fence is
 * longer than any run of backticks inside, so no line of the text can close it, and nothing in
 * a code block is markup.
 */
export function mdFence(value: string, lang = ''): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${value.replace(/\r\n?/g, '\n')}\n${fence}`
}
