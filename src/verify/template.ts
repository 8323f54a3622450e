/**
 * Placeholders: `{{ image }}`, `{{ digest }}` and `{{ tag }}` name the release, any other name a
 * value an earlier smoke step captured. Each is filled in with the escaping of where it stands:
 * percent-encoded in a URL, as a JSON value in a JSON body, and in a PromQL query only inside a
 * string literal, escaped for that literal's quote, so no value can change what a query means.
 */

/** `{{ name }}`: letters, digits, `_` and `-`, spaces inside the braces optional. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g

/** The names the release fills in; captures may not take them. */
export const RELEASE_NAMES = ['image', 'digest', 'tag'] as const

export type Quote = '"' | "'" | '`'

export interface Placeholder {
  readonly name: string
  /** In a PromQL query: the quote of the string literal the placeholder stands in. */
  readonly quote?: Quote
}

/** Text split into its literal parts and its placeholders, in order. */
export interface Template {
  readonly source: string
  readonly parts: readonly (string | Placeholder)[]
}

/** A template that cannot be read; the parser adds the setting's name. */
export class TemplateError extends Error {
  override name = 'TemplateError'
}

/** Splits `text` at its placeholders; a `{{` that does not open one is an error. */
export function parseTemplate(text: string): Template {
  const parts: (string | Placeholder)[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const before = text.slice(last, match.index)
    if (before.includes('{{')) throw malformed(before)
    if (before !== '') parts.push(before)
    parts.push({ name: match[1]! })
    last = match.index + match[0].length
  }
  const rest = text.slice(last)
  if (rest.includes('{{')) throw malformed(rest)
  if (rest !== '') parts.push(rest)
  return { source: text, parts }
}

function malformed(text: string): TemplateError {
  const at = text.indexOf('{{')
  return new TemplateError(
    `${JSON.stringify(text.slice(at, at + 24))} opens a placeholder that is not one; write {{ name }} with a name of letters, digits, _ or -`
  )
}

export function placeholderNames(template: Template): string[] {
  return template.parts.flatMap((p) => (typeof p === 'string' ? [] : [p.name]))
}

/**
 * A PromQL expression as a template: every placeholder must stand inside a string literal
 * (`version="{{ image }}"`), found with PromQL's own lexical rules (double- and single-quoted
 * strings with backslash escapes, backquoted raw strings, `#` comments).
 */
export function parsePromQL(text: string): Template {
  const template = parseTemplate(text)
  const parts: (string | Placeholder)[] = []
  let quote: Quote | undefined
  let comment = false
  for (const part of template.parts) {
    if (typeof part !== 'string') {
      if (comment) continue
      if (quote === undefined)
        throw new TemplateError(
          `{{ ${part.name} }} must stand inside a quoted label value, like version="{{ ${part.name} }}", so its value cannot change the query`
        )
      parts.push({ name: part.name, quote })
      continue
    }
    parts.push(part)
    for (let i = 0; i < part.length; i++) {
      const c = part[i]!
      if (comment) comment = c !== '\n'
      else if (quote === undefined) {
        if (c === '"' || c === "'" || c === '`') quote = c
        else if (c === '#') comment = true
      } else if (c === '\\' && quote !== '`') i++
      else if (c === quote) quote = undefined
    }
  }
  return { source: text, parts }
}

/** What a placeholder is filled with: a release value or a captured JSON value. */
export type Values = ReadonlyMap<string, unknown>

/** A captured value as text: strings as they are, anything else as JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Fills every placeholder with `escape` of its value; a name without a value is an error. */
export function fill(template: Template, values: Values, escape: (text: string, at: Placeholder) => string): string {
  return template.parts
    .map((part) => {
      if (typeof part === 'string') return part
      if (!values.has(part.name)) throw new TemplateError(`{{ ${part.name} }} has no value`)
      return escape(asText(values.get(part.name)), part)
    })
    .join('')
}

/**
 * A value inside a PromQL string literal, as Go's strconv.Unquote (which PromQL's lexer uses)
 * reads it back: backslash and the quote escaped, control characters as escapes. A raw string
 * has no escapes, so a value with a backquote cannot go in one.
 */
export function promqlEscape(text: string, at: Placeholder): string {
  if (at.quote === '`') {
    if (text.includes('`'))
      throw new TemplateError(`{{ ${at.name} }} holds a backquote and cannot go in a \`raw\` string`)
    return text
  }
  const quote = at.quote ?? '"'
  return text.replace(/[\\"'\n\r\t\0]/g, (c) => {
    if (c === '\\') return '\\\\'
    if (c === '\n') return '\\n'
    if (c === '\r') return '\\r'
    if (c === '\t') return '\\t'
    if (c === '\0') return '\\x00'
    return c === quote ? `\\${c}` : c
  })
}

/** A value in a URL: percent-encoded, so it is one path segment or query value whatever it holds. */
export const urlEscape = (text: string): string => encodeURIComponent(text)

/** A value in a header: as it is, except line breaks and NUL, which would end the header. */
export function headerEscape(text: string, at: Placeholder): string {
  if (/[\r\n\0]/.test(text)) throw new TemplateError(`{{ ${at.name} }} holds a line break and cannot go in a header`)
  return text
}

/**
 * A JSON body with its placeholders filled in: a string that is one placeholder and nothing else
 * becomes the value itself (a captured number stays a number), any other string gets the values
 * as text.
 */
export function fillJson(value: unknown, values: Values): unknown {
  if (typeof value === 'string') {
    const template = parseTemplate(value)
    const [only] = template.parts
    if (template.parts.length === 1 && typeof only !== 'string') {
      if (!values.has(only!.name)) throw new TemplateError(`{{ ${only!.name} }} has no value`)
      return values.get(only!.name)
    }
    return fill(template, values, (text) => text)
  }
  if (Array.isArray(value)) return value.map((item) => fillJson(item, values))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, values)]))
  return value
}

/** Every placeholder name in the strings of a JSON value. */
export function jsonPlaceholderNames(value: unknown): string[] {
  if (typeof value === 'string') return placeholderNames(parseTemplate(value))
  if (Array.isArray(value)) return value.flatMap(jsonPlaceholderNames)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonPlaceholderNames)
  return []
}
