import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bumpImage, changedLines, ManifestError } from '../../../src/manifest/index.js'
import { CONFIG_MAP, microservice, NEW, OLD, SELECTOR } from './fixtures.js'

/** Bumps and checks the one-line contract: same text but for `line`, where `from` became `to`. */
function bumpsLine(text: string, from: string, to: string, selector = SELECTOR): ReturnType<typeof bumpImage> {
  const result = bumpImage(text, selector, NEW)
  expect(result.changed).toBe(true)
  const line = result.located.line
  expect(changedLines(text, result.text)).toEqual([line])
  const before = text.split('\n')[line - 1]!
  expect(result.text.split('\n')[line - 1]).toBe(before.replace(from, to))
  expect(result).toMatchObject({ before: OLD, after: NEW })
  return result
}

describe('bumpImage', () => {
  it('replaces a plain value and nothing else', () => {
    const text = microservice()
    const result = bumpsLine(text, OLD, NEW)
    expect(result.text).toBe(text.replace(OLD, NEW))
    expect(result.located).toMatchObject({ line: 7, style: 'PLAIN', documentIndex: 0 })
  })

  it.each([
    ['double quotes', `"${OLD}"`, `"${NEW}"`],
    ['single quotes', `'${OLD}'`, `'${NEW}'`],
    ['a trailing comment', `${OLD} # pinned by CI`, `${NEW} # pinned by CI`],
    ['several blanks before a trailing comment', `${OLD}   # pinned by CI`, `${NEW}   # pinned by CI`],
    ['blanks after quotes, before a comment', `'${OLD}'     #`, `'${NEW}'     #`],
    ['escapes in the old value', `"ghcr.io/acme/todo-api\\u0040sha256:${'a'.repeat(64)}"`, `"${NEW}"`]
  ])('keeps the style with %s', (_, source, expected) => {
    const text = microservice('todo-api', source)
    const result = bumpImage(text, SELECTOR, NEW)
    expect(result.text).toBe(text.replace(source, expected))
    expect(changedLines(text, result.text)).toEqual([7])
  })

  it('refuses, as the gate would, a TAB between the value and its comment, and does not replace it', () => {
    for (const gap of ['\t', ' \t ']) {
      const text = microservice('todo-api', `${OLD}${gap}# pinned by CI`)
      expect(() => bumpImage(text, SELECTOR, NEW), JSON.stringify(gap)).toThrow(
        expect.objectContaining({
          code: 'outside-subset',
          gateCode: 'forbidden-char',
          line: 7,
          message: expect.stringMatching(/a TAB inside a plain scalar/)
        })
      )
    }
  })

  it('keeps CRLF, a BOM and a missing final newline byte for byte', () => {
    const text = `\uFEFF${microservice().replaceAll('\n', '\r\n').replace(/\r\n$/, '')}`
    expect(bumpsLine(text, OLD, NEW).text).toBe(text.replace(OLD, NEW))
  })

  it('edits the image on the last line of a file without final newline', () => {
    const text = `apiVersion: platform.example.io/v1\nkind: Microservice\nspec:\n  image: ${OLD}`
    expect(bumpImage(text, SELECTOR, NEW).text).toBe(text.replace(OLD, NEW))
  })

  it('edits a flow mapping spec in place', () => {
    const text = microservice().replace(/spec:\n {2}image: (\S+)\n {2}port: 8080\n/, 'spec: {image: $1, port: 8080}\n')
    expect(bumpsLine(text, OLD, NEW).text).toContain(`spec: {image: ${NEW}, port: 8080}`)
  })

  it('edits the one named document among several, in a file with other kinds', () => {
    const text = [CONFIG_MAP, microservice('a'), microservice('b'), microservice('c')].join('---\n')
    const result = bumpsLine(text, OLD, NEW, { ...SELECTOR, name: 'b' })
    expect(result.located).toMatchObject({ documentIndex: 2, resource: { name: 'b' } })
  })

  it('reports an unchanged file when the value already matches, whatever its quoting', () => {
    const text = microservice('todo-api', `'${NEW}'`)
    const result = bumpImage(text, SELECTOR, NEW)
    expect(result).toMatchObject({ changed: false, before: NEW, after: NEW, located: { style: 'QUOTE_SINGLE' } })
    expect(result.text).toBe(text)
  })

  it('is idempotent', () => {
    const once = bumpImage(microservice(), SELECTOR, NEW)
    expect(bumpImage(once.text, SELECTOR, NEW)).toMatchObject({ changed: false, text: once.text })
  })

  it('refuses several matches without a name, naming them', () => {
    const text = [microservice('a'), microservice('b')].join('---\n')
    expect(() => bumpImage(text, SELECTOR, NEW)).toThrow(
      /^2 documents match Microservice \(platform.example.io\): Microservice "a" in namespace "todo" .* at line 7; Microservice "b" .* at line 16; pass the metadata.name of the one to bump$/
    )
  })

  it('refuses several matches with the same name (e.g. two namespaces)', () => {
    const text = [microservice('a'), microservice('a').replace('namespace: todo', 'namespace: prod')].join('---\n')
    expect(() => bumpImage(text, { ...SELECTOR, name: 'a' }, NEW)).toThrow(
      /2 documents match .* named "a": .*"todo".*"prod"/
    )
  })

  it('refuses when nothing matches, listing what the file has', () => {
    const text = [CONFIG_MAP, microservice('a')].join('---\n')
    const error = (() => {
      try {
        bumpImage(text, { ...SELECTOR, name: 'b' }, NEW)
      } catch (e) {
        return e as ManifestError
      }
      throw new Error('expected an error')
    })()
    expect(error).toBeInstanceOf(ManifestError)
    expect(error.code).toBe('not-found')
    expect(error.message).toBe(
      'no document matches Microservice (platform.example.io) named "b"; the file has 2 documents (1: ConfigMap "todo-config" (v1), 2: Microservice "a" in namespace "todo" (platform.example.io/v1alpha1)); the names there are "a": resource-name: a'
    )
  })

  it('lists at most ten documents', () => {
    const text = Array.from({ length: 12 }, (_, i) => CONFIG_MAP.replace('todo-config', `c${i}`)).join('---\n')
    expect(() => bumpImage(text, SELECTOR, NEW)).toThrow(
      /12 documents \(1: ConfigMap "c0".*10: ConfigMap "c9" \(v1\), and 2 more\); set kind and api-group to the resource to release \(such as kind: ConfigMap, api-group: ''\), or leave both out/
    )
  })

  it('lists at most ten matches', () => {
    const text = Array.from({ length: 12 }, (_, i) => microservice(`s${i}`)).join('---\n')
    expect(() => bumpImage(text, SELECTOR, NEW)).toThrow(
      /^12 documents match .*"s9" .* at line 88; and 2 more; pass the metadata.name/
    )
  })

  it('lists the documents as Kubernetes splits the file, one it cannot read included', () => {
    expect(() => bumpImage(`%YAML 1.2\n---\n${CONFIG_MAP}...\n`, SELECTOR, NEW)).toThrow(
      /the file has 2 documents \(1: outside the YAML subset, 2: ConfigMap "todo-config" \(v1\)\); set kind and api-group/
    )
  })

  it('refuses an empty file', () => {
    expect(() => bumpImage('# nothing here\n', SELECTOR, NEW)).toThrow(/the file has no documents/)
  })

  it('refuses a value the style cannot hold, leaving the caller with nothing', () => {
    expect(() => bumpImage(microservice(), SELECTOR, 'a b')).toThrow(/plain/)
    expect(() => bumpImage(microservice('x', `'${OLD}'`), SELECTOR, 'a\nb')).toThrow(/single-quoted/)
  })

  it('refuses a value it could write only with escapes: the gate accepts a literal image alone', () => {
    // renderScalar writes it on one line (scalar.test.ts); the PR could never pass the gate.
    const text = microservice('x', `"${OLD}"`)
    expect(() => bumpImage(text, SELECTOR, 'odd"value\nx')).toThrow(
      expect.objectContaining({ code: 'gate-refuses', line: 7, message: expect.stringMatching(/escapes/) })
    )
  })
})

describe('changedLines', () => {
  it.each([
    ['a\nb\nc', 'a\nB\nc', [2]],
    ['a\nb', 'a\nb', []],
    ['a\r\nb', 'a\nb', [1]],
    ['a\nb', 'a\nb\n', [3]],
    ['a', 'a\nb\nc', [2, 3]]
  ])('%j vs %j -> %j', (a, b, lines) => expect(changedLines(a, b)).toEqual(lines))

  it('answers as a literal split-and-compare would, blocks and shortcut included', () => {
    const splitAndCompare = (a: string, b: string): number[] => {
      const [l, r] = [a.split('\n'), b.split('\n')]
      return Array.from({ length: Math.max(l.length, r.length) }, (_, i) => i + 1).filter((n) => l[n - 1] !== r[n - 1])
    }
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r'), maxLength: 3000 })
    const edit = fc.tuple(
      fc.nat(),
      fc.nat({ max: 5 }),
      fc.string({ unit: fc.constantFrom('a', 'c', '\n', '\r'), maxLength: 5 })
    )
    fc.assert(
      fc.property(text, fc.array(edit, { maxLength: 2 }), (a, edits) => {
        let b = a
        for (const [at, remove, insert] of edits) {
          const p = at % (b.length + 1)
          b = b.slice(0, p) + insert + b.slice(p + remove)
        }
        expect(changedLines(a, b)).toEqual(splitAndCompare(a, b))
      }),
      { numRuns: 500 }
    )
  })
})
