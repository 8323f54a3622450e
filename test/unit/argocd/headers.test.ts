import { describe, expect, it } from 'vitest'
import { parseHeaders } from '../../../src/argocd/headers.js'
import { InputError } from '../../../src/errors.js'

const label = "Input 'argocd-headers'"

function parse(text: string): { headers: readonly (readonly [string, string])[]; masked: string[] } {
  const masked: string[] = []
  return { headers: parseHeaders(text, label, (v) => masked.push(v)), masked }
}

describe('argocd-headers', () => {
  it('reads one Name: value a line, skipping blank and # lines, and masks every value', () => {
    const { headers, masked } = parse(
      '\nCF-Access-Client-Id: abc.access\n# comment\n  CF-Access-Client-Secret:  s3cr:et  \r\n'
    )
    expect(headers).toEqual([
      ['CF-Access-Client-Id', 'abc.access'],
      ['CF-Access-Client-Secret', 's3cr:et']
    ])
    expect(masked).toEqual(['abc.access', 's3cr:et'])
  })

  it('is empty when not given', () => {
    expect(parseHeaders(undefined, label, () => undefined)).toEqual([])
  })

  it.each([
    ['no colon', 'X-Auth hunter2', /line 2: expected 'Name: value'/],
    ['a bad name', 'X Auth: hunter2', /line 2: expected 'Name: value'/],
    ['no value', 'X-Auth:', /line 2: header X-Auth has no value/],
    ['a reserved name', 'Host: hunter2', /line 2: header Host is set by the connection itself/],
    [
      'the header that carries argocd-token',
      'Grpc-Metadata-Token: hunter2',
      /line 2: header Grpc-Metadata-Token is set by the connection itself/
    ]
  ])('refuses %s, naming the line and never the value', (_what, line, message) => {
    const masked: string[] = []
    let error: unknown
    try {
      parseHeaders(`X-Ok: fine\n${line}`, label, (v) => masked.push(v))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).toContain(label)
    expect((error as Error).message).not.toContain('hunter2')
    // A value is masked before the line can fail, so a later log line cannot show it either.
    if (line.includes(': ')) expect(masked).toContain('hunter2')
  })
})
