import { describe, expect, it } from 'vitest'
import { apiGroupOf, locateImages, ManifestError } from '../../../src/manifest/index.js'
import { locate } from '../../../src/manifest/locate.js'
import { CONFIG_MAP, microservice, OLD, SELECTOR } from './fixtures.js'

const both = (text: string, selector = SELECTOR): ReturnType<typeof locateImages> => locateImages(text, selector)

function refusal(text: string, selector = SELECTOR): ManifestError {
  try {
    locate(text, selector)
  } catch (error) {
    expect(error).toBeInstanceOf(ManifestError)
    return error as ManifestError
  }
  throw new Error(`expected a refusal for:\n${text}`)
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
    const text = microservice('todo-api', '"ghcr.io/acme/todo-api\\u0040sha256:x"')
    const [found] = both(text)
    expect(found!.value).toBe('ghcr.io/acme/todo-api@sha256:x')
    expect(text.slice(found!.start, found!.end)).toBe('"ghcr.io/acme/todo-api\\u0040sha256:x"')
  })

  it('handles CRLF, a missing final newline and a BOM', () => {
    const text = `\uFEFF${microservice().replaceAll('\n', '\r\n').replace(/\r\n$/, '')}`
    const [found] = both(text)
    expect(found).toMatchObject({ value: OLD, line: 7 })
    expect(text.slice(found!.start, found!.end)).toBe(OLD)
  })

  it('finds documents after `---` separators with leading comments, and counts them as Kubernetes does', () => {
    const text = `# config for todo\n# (generated)\n---\n${CONFIG_MAP}---\n# the service\n${microservice()}---\n`
    const report = locate(text, SELECTOR)
    expect(report.documentCount).toBe(2)
    expect(report.images).toMatchObject([{ documentIndex: 1, line: 21 }])
  })

  it('is not fooled by `---` inside a block scalar of another document', () => {
    const block = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: |\n    ---\n    kind: Microservice\n`
    expect(both(`${block}---\n${microservice()}`)).toMatchObject([{ documentIndex: 1, value: OLD }])
  })

  it('splits where Kubernetes does, not where a tab may hide a marker from `yaml`', () => {
    const quirk = 'apiVersion: v1\nkind: ConfigMap\ndata:\n    script: |\n    \t    ---\n        kind: Other\n'
    const report = locate(`${quirk}---\n${microservice()}`, SELECTOR)
    expect(report).toMatchObject({ documentCount: 2, images: [{ documentIndex: 1 }] })
  })

  it("handles `...` document end markers, the target's own included", () => {
    const text = `${CONFIG_MAP}...\n---\n${microservice()}...\n# end\n`
    expect(locateImages(text, SELECTOR)).toMatchObject([{ documentIndex: 1, line: 18 }])
  })

  it('reads past a %YAML directive in a document of its own', () => {
    expect(locateImages(`%YAML 1.2\n---\n${microservice()}`, SELECTOR)).toMatchObject([{ documentIndex: 1, line: 9 }])
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
    expect(both(text)).toMatchObject([{ documentIndex: 3, resource: { name: 'todo-api' } }])
  })

  it('returns every match, in order, and filters by exact name', () => {
    const text = [microservice('a'), microservice('b'), microservice('ab')].join('---\n')
    expect(both(text).map((i) => i.resource.name)).toEqual(['a', 'b', 'ab'])
    expect(both(text, { ...SELECTOR, name: 'a' }).map((i) => i.documentIndex)).toEqual([0])
    expect(both(text, { ...SELECTOR, name: 'A' })).toEqual([])
  })

  it('reads kind and name written with escapes (the text pre-filter must not skip them)', () => {
    const text = microservice()
      .replace('kind: Microservice', 'kind: "Micro\\u0073ervice"')
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
    const broken = 'data: {a: "\\t", b: [\n'
    expect(refusal(`${broken}---\n${microservice()}`).message).toMatch(
      /^document 1 \(line 1\) may be the resource to edit, but it is outside the YAML subset/
    )
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
        .replace('namespace: todo', `namespace: todo\n  labels:\n    i: &img ${OLD}`)
        .replace(`image: ${OLD}`, 'image: *img'),
      /spec.image is an alias \(\*img\)/
    ],
    ['an anchored image', microservice('x', `&img ${OLD}`), /spec.image has an anchor \(&img\)/],
    ['a tagged image', microservice('x', `!!str ${OLD}`), /outside the YAML subset .*: a tag "!!str/],
    ['an anchored spec', microservice().replace('spec:', 'spec: &s'), /spec has an anchor/],
    [
      'an aliased spec',
      `${microservice()}`.replace(/spec:[\s\S]*$/, 'spec: *s\n').replace('metadata:', 'x: &s {image: a}\nmetadata:'),
      /spec is an alias/
    ],
    ['a missing image', microservice().replace(/ {2}image: .*\n/, ''), /spec has no image/],
    ['an empty image', microservice('x', ''), /spec has no image/],
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
      /document 1 \(line 8\) may be the resource to edit, but it is outside the YAML subset .*"image" appears twice/
    ],
    [
      'a duplicated image key in a flow mapping spec',
      microservice().replace(
        `spec:\n  image: ${OLD}\n  port: 8080`,
        `spec: {image: ${OLD}, port: 8080, image: ghcr.io/evil/miner@sha256:${'c'.repeat(64)}}`
      ),
      /outside the YAML subset .*"image" appears twice/
    ],
    ['a duplicated spec key', `${microservice()}spec:\n  image: x\n`, /"spec" appears twice/],
    [
      'a duplicated kind key',
      microservice().replace('kind: Microservice', 'kind: Microservice\nkind: Microservice'),
      /"kind" appears twice/
    ],
    ['a duplicated metadata key', `${microservice()}metadata: {}\n`, /"metadata" appears twice/],
    ['YAML that does not parse', `${microservice()}  bad: [\n`, /outside the YAML subset.*not closed/],
    ['an unknown tag', microservice().replace('port: 8080', 'port: !vault x'), /a tag "!vault x"/],
    ['an anchored document', `--- &doc\n${microservice()}`, /"--- &doc" starts with --- but has more than a comment/],
    [
      'an alias without anchor',
      microservice().replace('port: 8080', 'port: *p'),
      /the alias "\*p" has no anchor before it/
    ],
    [
      'a merged spec',
      microservice()
        .replace(/spec:[\s\S]*$/, `spec:\n  <<: *s\n`)
        .replace('metadata:', `x: &s\n  image: ${OLD}\nmetadata:`),
      /spec.image comes from a merge key/
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

  it('passes over a document outside the subset that is, as far as it reads, another resource', () => {
    const broken = 'apiVersion: v1\nkind: ConfigMap\ndata: {note: "see Microservice in platform.example.io", a: [\n'
    expect(both(`${broken}---\n${microservice()}`)).toHaveLength(1)
  })

  it('refuses a document outside the subset that may be the target', () => {
    const broken = microservice().replace('port: 8080', 'port: [8080')
    expect(refusal(`${CONFIG_MAP}---\n${broken}`)).toMatchObject({
      code: 'outside-subset',
      gateCode: 'outside-subset',
      documentIndex: 1
    })
  })

  it.each([
    ['double', '"'],
    ['single', "'"]
  ])('reads each document on its own, as Kubernetes does: an unclosed %s quote stays in its document', (_, quote) => {
    // `yaml` would read a quoted scalar without closing quote across `---` to the end of input.
    const broken = `apiVersion: v1\nkind: ConfigMap\ndata:\n  a: ${quote}oops\n`
    expect(both(`${broken}---\n${microservice()}`)).toHaveLength(1)
  })

  it('refuses a file Kubernetes cannot split', () => {
    expect(refusal(`${microservice()}---x\n`)).toMatchObject({
      code: 'outside-subset',
      gateCode: 'argocd-unreadable',
      line: 9
    })
  })

  it('does not refuse anything in documents of other resources', () => {
    expect(
      both(`${microservice('other', `|\n    x`)}---\n${microservice()}`, { ...SELECTOR, name: 'todo-api' })
    ).toHaveLength(1)
  })
})
