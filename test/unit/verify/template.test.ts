import { describe, expect, it } from 'vitest'
import {
  fill,
  fillJson,
  headerEscape,
  parsePromQL,
  parseTemplate,
  placeholderNames,
  promqlEscape,
  TemplateError,
  urlEscape
} from '../../../src/verify/template.js'

const values = new Map<string, unknown>([
  ['image', 'ghcr.io/acme/todo-api:1.5.0@sha256:28492db0'],
  ['tag', '1.5.0'],
  ['id', 42],
  ['odd', 'a"b\\c\'d\ne']
])

describe('templates', () => {
  it('splits text at placeholders, spaces inside the braces optional', () => {
    const t = parseTemplate('/api/todos/{{id}}/x/{{ tag }}')
    expect(t.parts).toEqual(['/api/todos/', { name: 'id' }, '/x/', { name: 'tag' }])
    expect(placeholderNames(t)).toEqual(['id', 'tag'])
  })

  it('refuses a {{ that opens no placeholder', () => {
    expect(() => parseTemplate('a {{ 1x }}')).toThrow(TemplateError)
    expect(() => parseTemplate('{{id}} and {{')).toThrow(/opens a placeholder that is not one/)
  })

  it('percent-encodes values in URLs and refuses line breaks in headers', () => {
    expect(fill(parseTemplate('https://t/{{ image }}'), values, urlEscape)).toBe(
      'https://t/ghcr.io%2Facme%2Ftodo-api%3A1.5.0%40sha256%3A28492db0'
    )
    expect(() => fill(parseTemplate('{{ odd }}'), values, headerEscape)).toThrow(/line break/)
    expect(() => fill(parseTemplate('{{ nope }}'), values, urlEscape)).toThrow(/has no value/)
  })

  it('keeps a captured value its JSON type when a string is that placeholder alone', () => {
    expect(fillJson({ id: '{{ id }}', title: 'todo {{ id }} of {{ tag }}', list: ['{{tag}}'] }, values)).toEqual({
      id: 42,
      title: 'todo 42 of 1.5.0',
      list: ['1.5.0']
    })
  })
})

describe('PromQL placeholders', () => {
  it('knows which string literal each placeholder stands in', () => {
    const t = parsePromQL(`up{a="{{ image }}", b='{{tag}}', c=~\`{{ image }}\`} # {{ comment }}\n`)
    expect(t.parts.filter((p) => typeof p !== 'string')).toEqual([
      { name: 'image', quote: '"' },
      { name: 'tag', quote: "'" },
      { name: 'image', quote: '`' }
    ])
  })

  it('refuses a placeholder outside a string, where its value would be PromQL', () => {
    expect(() => parsePromQL('up{version="x"} * {{ tag }}')).toThrow(/must stand inside a quoted label value/)
    // An escaped quote does not end the string: the placeholder is still inside it.
    expect(() => parsePromQL('up{a="x\\"{{ tag }}"}')).not.toThrow()
    expect(() => parsePromQL('up{a="x\\\\"} {{ tag }}')).toThrow(TemplateError)
  })

  it('escapes a value so the literal reads back as the value, Go strconv style', () => {
    const t = parsePromQL('up{v="{{ odd }}", w=\'{{ odd }}\'}')
    expect(fill(t, values, promqlEscape)).toBe(`up{v="a\\"b\\\\c'd\\ne", w='a"b\\\\c\\'d\\ne'}`)
    expect(() => fill(parsePromQL('up{v=`{{ odd }}`}'), new Map([['odd', 'a`b']]), promqlEscape)).toThrow(/backquote/)
  })
})
