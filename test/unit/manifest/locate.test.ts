import fc from 'fast-check'
import { parseAllDocuments } from 'yaml'
import { describe, expect, it } from 'vitest'
import { apiGroupOf, locateImages, ManifestError, PARSE_OPTIONS } from '../../../src/manifest/index.js'
import { locate, locateParsed } from '../../../src/manifest/locate.js'
import { CONFIG_MAP, microservice, OLD, SELECTOR } from './fixtures.js'
import { manifestFile } from './generators.js'

/** Locates with both the `---` scan and a full parse, and insists they agree. */
function both(text: string, selector = SELECTOR): ReturnType<typeof locateImages> {
  const fast = locate(text, selector)
  const full = locate(text, selector, { fastPath: false })
  expect(fast).toEqual(full)
  return fast.images
}

function refusal(text: string, selector = SELECTOR): ManifestError {
  for (const fastPath of [true, false]) {
    try {
      locate(text, selector, { fastPath })
    } catch (error) {
      expect(error).toBeInstanceOf(ManifestError)
      if (!fastPath) return error as ManifestError
      continue
    }
    throw new Error(`expected a refusal (fastPath ${fastPath}) for:\n${text}`)
  }
  throw new Error('unreachable')
}

describe('apiGroupOf', () => {
  it.each([
    ['platform.example.io/v1alpha1', 'platform.example.io'],
    ['apps/v1', 'apps'],
    ['v1', ''],
    ['', '']
  ])('%j -> %j', (apiVersion, group) => expect(apiGroupOf(apiVersion)).toBe(group))
})

describe('locateImages: accepted', () => {
  it('finds a plain image with offsets of exactly its source token', () => {
    const text = microservice()
    const [found, ...rest] = both(text)
    expect(rest).toEqual([])
    expect(found).toMatchObject({
      value: OLD,
      style: 'PLAIN',
      line: 7,
      documentIndex: 0,
      resource: {
        kind: 'Microservice',
        apiGroup: 'platform.example.io',
        apiVersion: 'platform.example.io/v1alpha1',
        name: 'todo-api',
        namespace: 'todo'
      }
    })
    expect(text.slice(found!.start, found!.end)).toBe(OLD)
  })

  it.each([
    ['double quotes', `"${OLD}"`, 'QUOTE_DOUBLE'],
    ['single quotes', `'${OLD}'`, 'QUOTE_SINGLE'],
    ['a trailing comment', `${OLD} # pinned by CI`, 'PLAIN'],
    ['a quoted value and a comment', `"${OLD}"   # pinned`, 'QUOTE_DOUBLE']
  ])('keeps the source token exact with %s', (_, source, style) => {
    const text = microservice('todo-api', source)
    const [found] = both(text)
    expect(found).toMatchObject({ value: OLD, style })
    expect(text.slice(found!.start, found!.end)).toBe(source.replace(/\s*#.*$/, ''))
  })

  it('reads escapes in a double-quoted value and keeps the token with its quotes', () => {
    const text = microservice('todo-api', '"ghcr.io/acme/todo-api\\x40sha256:x"')
    const [found] = both(text)
    expect(found!.value).toBe('ghcr.io/acme/todo-api@sha256:x')
    expect(text.slice(found!.start, found!.end)).toBe('"ghcr.io/acme/todo-api\\x40sha256:x"')
  })

  it('handles CRLF, a missing final newline and a BOM', () => {
    const text = `\uFEFF${microservice().replaceAll('\n', '\r\n').replace(/\r\n$/, '')}`
    const [found] = both(text)
    expect(found).toMatchObject({ value: OLD, line: 7 })
    expect(text.slice(found!.start, found!.end)).toBe(OLD)
  })

  it('finds documents after `---` separators with leading comments, and counts them', () => {
    const text = `# config for todo\n# (generated)\n---\n${CONFIG_MAP}---\n# the service\n${microservice()}---\n`
    const report = locate(text, SELECTOR)
    expect(report).toEqual(locate(text, SELECTOR, { fastPath: false }))
    expect(report.documentCount).toBe(3)
    expect(report.images).toMatchObject([{ documentIndex: 1, line: 21 }])
  })

  it('is not fooled by `---` inside a block scalar of another document', () => {
    const block = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: |\n    ---\n    kind: Microservice\n`
    expect(both(`${block}---\n${microservice()}`)).toMatchObject([{ documentIndex: 1, value: OLD }])
  })

  it('counts documents as `yaml` does when a tab hides a marker in a block scalar (full parse)', () => {
    const quirk = 'apiVersion: v1\nkind: ConfigMap\ndata:\n    script: |\n    \t    ---\n        kind: Other\n'
    const report = locate(`${quirk}---\n${microservice()}`, SELECTOR)
    expect(report).toEqual(locate(`${quirk}---\n${microservice()}`, SELECTOR, { fastPath: false }))
    expect(report).toMatchObject({ documentCount: 3, images: [{ documentIndex: 2 }] })
  })

  it('handles `...` document end markers (full parse)', () => {
    const text = `${CONFIG_MAP}...\n---\n${microservice()}...\n`
    expect(locateImages(text, SELECTOR)).toMatchObject([{ documentIndex: 1, line: 18 }])
  })

  it('handles a %YAML directive (full parse)', () => {
    expect(locateImages(`%YAML 1.2\n---\n${microservice()}`, SELECTOR)).toMatchObject([{ line: 9 }])
  })

  it('accepts a flow mapping spec and JSON documents', () => {
    const flow = microservice().replace(/spec:\n {2}image: (\S+)\n {2}port: 8080\n/, 'spec: {image: $1, port: 8080}\n')
    expect(both(flow)).toMatchObject([{ value: OLD, style: 'PLAIN', line: 6 }])
    const json = JSON.stringify(
      { apiVersion: 'platform.example.io/v1', kind: 'Microservice', metadata: { name: 'a' }, spec: { image: OLD } },
      null,
      2
    )
    expect(both(json)).toMatchObject([{ value: OLD, style: 'QUOTE_DOUBLE' }])
  })

  it('does not care about key order', () => {
    const text = `spec:\n  port: 8080\n  image: ${OLD}\nmetadata: {name: x}\nkind: Microservice\napiVersion: platform.example.io/v1\n`
    expect(both(text)).toMatchObject([{ line: 3, resource: { name: 'x' } }])
  })

  it('skips empty documents, comment-only documents, lists and other kinds or groups', () => {
    const other = microservice('other').replace('platform.example.io', 'other.example.io')
    const text = `---\n---\n# nothing\n---\n- a\n- b\n---\n${other}---\n${CONFIG_MAP}---\n${microservice()}`
    expect(both(text)).toMatchObject([{ documentIndex: 5, resource: { name: 'todo-api' } }])
  })

  it('returns every match, in order, and filters by exact name', () => {
    const text = [microservice('a'), microservice('b'), microservice('ab')].join('---\n')
    expect(both(text).map((i) => i.resource.name)).toEqual(['a', 'b', 'ab'])
    expect(both(text, { ...SELECTOR, name: 'a' }).map((i) => i.documentIndex)).toEqual([0])
    expect(both(text, { ...SELECTOR, name: 'A' })).toEqual([])
  })

  it('reads kind and name written with escapes (the text pre-filter must not skip them)', () => {
    const text = microservice()
      .replace('kind: Microservice', 'kind: "Micro\\x73ervice"')
      .replace('name: todo-api', "name: 'todo-api'")
    expect(both(text, { ...SELECTOR, name: 'todo-api' })).toHaveLength(1)
  })

  it('ignores invalid YAML in documents that cannot be the target', () => {
    const broken = 'apiVersion: v1\nkind: Secret\ndata: {a: 1\n'
    expect(both(`${broken}---\n${microservice()}`)).toHaveLength(1)
    // A backslash outside double quotes escapes nothing, so it does not make a document a candidate.
    expect(both(`${broken.replace('1', 'C:\\dir')}---\n${microservice()}`)).toHaveLength(1)
  })

  it('reads every document with a double-quoted escape, since it may spell the kind', () => {
    const broken = 'apiVersion: v1\nkind: Secret\ndata: {a: "\\t", b: [\n'
    expect(refusal(`${broken}---\n${microservice()}`).message).toMatch(/^document 1 \(line 4\) is not valid YAML/)
  })

  it('handles hundreds of documents', () => {
    const docs = Array.from({ length: 500 }, (_, i) =>
      i === 321 ? microservice() : CONFIG_MAP.replace('todo-config', `c${i}`)
    )
    expect(both(docs.join('---\n'))).toMatchObject([{ documentIndex: 321 }])
  })
})

describe('locateImages: refused', () => {
  const cases: [string, string, RegExp][] = [
    [
      'a block literal image',
      microservice('x', `|\n    ${OLD}`),
      /document 1 \(line 7\).*spec.image is a block scalar \(\|\)/
    ],
    ['a block folded image', microservice('x', `>-\n    ${OLD}`), /block scalar \(>\)/],
    [
      'an aliased image',
      `${microservice('x', OLD)}`
        .replace('namespace: todo', `namespace: todo\n  labels: {i: &img ${OLD}}`)
        .replace(`image: ${OLD}`, 'image: *img'),
      /spec.image is an alias \(\*img\)/
    ],
    ['an anchored image', microservice('x', `&img ${OLD}`), /spec.image has an anchor \(&img\)/],
    ['a tagged image', microservice('x', `!!str ${OLD}`), /explicit tag/],
    ['an anchored spec', microservice().replace('spec:', 'spec: &s'), /spec has an anchor/],
    [
      'an aliased spec',
      `${microservice()}`.replace(/spec:[\s\S]*$/, 'spec: *s\n').replace('metadata:', 'x: &s {image: a}\nmetadata:'),
      /spec is an alias/
    ],
    ['a missing image', microservice().replace(/ {2}image: .*\n/, ''), /spec has no image/],
    ['an empty image', microservice('x', ''), /spec.image is empty/],
    ['a number', microservice('x', '42'), /not a string/],
    ['a null', microservice('x', '~'), /not a string/],
    ['a mapping image', microservice('x', '{a: b}'), /spec.image is a mapping/],
    ['a multi-line plain image', microservice('x', `${OLD}\n    continued`), /spans several lines/],
    ['a multi-line quoted image', microservice('x', `"${OLD}\n    continued"`), /spans several lines/],
    ['no spec', microservice().replace(/spec:[\s\S]*$/, ''), /has no spec/],
    ['a spec that is not a mapping', microservice().replace(/spec:[\s\S]*$/, 'spec: []\n'), /spec is not a mapping/],
    [
      'a duplicated image key',
      microservice().replace('  port: 8080', `  image: ${OLD}`),
      /document 1 \(line 8\) is not valid YAML: Map keys must be unique/
    ],
    ['a duplicated spec key', `${microservice()}spec:\n  image: x\n`, /is not valid YAML: Map keys must be unique/],
    [
      'a duplicated kind key',
      microservice().replace('kind: Microservice', 'kind: Microservice\nkind: Microservice'),
      /Map keys must be unique/
    ],
    ['a duplicated metadata key', `${microservice()}metadata: {}\n`, /Map keys must be unique/],
    ['YAML that does not parse', `${microservice()}  bad: [\n`, /is not valid YAML/],
    [
      'an unknown tag (a warning)',
      microservice().replace('port: 8080', 'port: !vault x'),
      /is not valid YAML: Unresolved tag/
    ],
    ['an anchored document', `--- &doc\n${microservice()}`, /document has an anchor/],
    [
      'an alias without anchor',
      microservice().replace('port: 8080', 'port: *p'),
      /is not valid YAML: alias \*p has no anchor before it/
    ]
  ]
  it.each(cases)('refuses %s', (_, text, message) => {
    const error = refusal(text)
    expect(error.message).toMatch(message)
    expect(error.message).not.toContain('\n')
  })

  it('says which document and line, counting documents from 1', () => {
    const error = refusal(`${CONFIG_MAP}---\n${microservice('x', `|\n    ${OLD}`)}`)
    expect(error).toMatchObject({ code: 'unsafe', documentIndex: 1, line: 17 })
    expect(error.message).toMatch(
      /^document 2 \(line 17\): Microservice "x" in namespace "todo" \(platform.example.io\/v1alpha1\): /
    )
  })

  it('refuses a broken document that mentions the kind, even if it is not the target', () => {
    const broken = 'apiVersion: v1\nkind: ConfigMap\ndata: {note: "see Microservice in platform.example.io", a: [\n'
    expect(refusal(`${broken}---\n${microservice()}`).code).toBe('invalid-yaml')
  })

  it.each([
    ['double', '"'],
    ['single', "'"]
  ])('refuses a file where an unclosed %s quote runs over the target, like a full parse', (_, quote) => {
    // `yaml` reads a quoted scalar without closing quote to the end of input, across `---`.
    const broken = `apiVersion: v1\nkind: ConfigMap\ndata:\n  a: ${quote}oops\n`
    expect(refusal(`${broken}---\n${microservice()}`).code).toBe('invalid-yaml')
    expect(both(`${broken.replace('oops', `oops${quote}`)}---\n${microservice()}`)).toHaveLength(1)
  })

  it('does not refuse anything in documents of other resources', () => {
    expect(
      both(`${microservice('other', `|\n    x`)}---\n${microservice()}`, { ...SELECTOR, name: 'todo-api' })
    ).toHaveLength(1)
  })
})

describe('locateParsed', () => {
  it('answers as locateImages does, on documents parsed once by the caller', () => {
    fc.assert(
      fc.property(manifestFile, (g) => {
        const parsed = parseAllDocuments(g.text, PARSE_OPTIONS)
        const documents = Array.isArray(parsed) ? parsed : []
        for (const selector of [g.selector, SELECTOR]) {
          const direct = (() => {
            try {
              return locateImages(g.text, selector)
            } catch (error) {
              return String(error)
            }
          })()
          const reused = (() => {
            try {
              return locateParsed(g.text, documents, selector)
            } catch (error) {
              return String(error)
            }
          })()
          expect(reused).toEqual(direct)
        }
      }),
      { numRuns: 200 }
    )
  })
})
