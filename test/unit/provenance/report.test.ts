import { describe, expect, it } from 'vitest'
import { renderProvenance } from '../../../src/gate/report/provenance.js'
import { derUtf8String } from '../../../src/provenance/identity.js'

describe('Fulcio extension values', () => {
  it('reads DER UTF8Strings with short and long lengths, and nothing else', () => {
    const text = 'x'.repeat(200)
    expect(derUtf8String(Uint8Array.from([0x0c, 3, 0x61, 0x62, 0x63]))).toBe('abc')
    expect(derUtf8String(Uint8Array.from([0x0c, 0x81, 200, ...Buffer.from(text)]))).toBe(text)
    expect(derUtf8String(Uint8Array.from([0x0c, 4, 0x61]))).toBeUndefined()
    expect(derUtf8String(Uint8Array.from([0x13, 1, 0x61]))).toBeUndefined()
  })
})

describe('the provenance table', () => {
  it('escapes everything from the attestation and links only a run URL', () => {
    const lines = renderProvenance(
      [
        {
          file: 'apps/a/ms.yaml',
          line: 8,
          image: 'ghcr.io/acme/a@sha256:1',
          result: {
            ok: true,
            evidence: {
              repository: 'https://github.com/acme/a',
              signerWorkflow: 'https://github.com/acme/a/.github/workflows/r.yml@refs/heads/main',
              buildConfig: undefined,
              ref: 'refs/heads/<b>@main|x',
              commit: 'c0ffee',
              runUrl: 'javascript:alert(1)'
            }
          }
        },
        {
          file: 'apps/b/ms.yaml',
          line: 3,
          image: 'x',
          result: { ok: false, code: 'wrong-ref', message: '@octocat [x](y)' }
        }
      ],
      '.github/gitops-release.yaml'
    ).join('\n')
    expect(lines).toContain('&#60;b&#62;&#64;main&#124;x')
    expect(lines).not.toContain('](javascript')
    expect(lines).toContain('<code>javascript:alert(1)</code>')
    // A refusal's message is in the verdict's reasons list; the row points there.
    expect(lines).toContain('| <code>wrong-ref</code>: see why it was refused |')
    expect(lines).not.toContain('octocat')
    // The table clips the signed values to fit the column; the details have them in full.
    expect(lines).toContain('<code>…workflows/r.yml&#64;refs/heads/main</code>')
    expect(lines).toContain(
      'signed by <code>https://github.com/acme/a/.github/workflows/r.yml&#64;refs/heads/main</code>'
    )
  })
})
