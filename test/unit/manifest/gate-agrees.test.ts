/**
 * The edit refuses what the gate would refuse on the PR it makes (issue 15's property), with the
 * gate's own reason and line; and it does not refuse what the gate accepts. Each refused file
 * below is first shown to be one the gate refuses when spliced without the check, so a row
 * cannot pass by the edit refusing for some other reason.
 */
import { describe, expect, it } from 'vitest'
import { judgeDecoded } from '../../../src/gate/rule.js'
import { bumpImage, ManifestError, renderScalar } from '../../../src/manifest/index.js'
import { CONFIG_MAP, microservice, NEW, OLD, SELECTOR } from './fixtures.js'

/** A digest with a character that is no hex digit: an image the gate cannot read. */
const BAD = `${OLD.slice(0, -1)}g`
const RELEASE = OLD.replace(/@.*/, `@sha256:${'c'.repeat(64)}`)

/** What the gate says about the splice of RELEASE over OLD, done by hand: no check in the way. */
function gateOnSplice(text: string, old = OLD): { code: string; line: number | undefined; message: string }[] {
  const at = text.indexOf(old)
  expect(at).toBeGreaterThan(-1)
  const after = text.slice(0, at) + renderScalar(RELEASE, 'PLAIN') + text.slice(at + old.length)
  const policy = { paths: [], selector: SELECTOR, allowTagChange: false, allowDowngrade: false }
  return judgeDecoded('manifest', text, after, policy).reasons.map(({ code, line, message }) => ({
    code,
    line,
    message
  }))
}

function refusal(text: string): ManifestError {
  try {
    bumpImage(text, SELECTOR, RELEASE)
  } catch (error) {
    if (error instanceof ManifestError) return error
    throw error
  }
  throw new Error('bumpImage accepted the file')
}

const ms = microservice()
const [head, tail] = [ms.slice(0, ms.indexOf('spec:')), ms.slice(ms.indexOf('spec:'))]

describe('bumpImage refuses what the gate would refuse, with its reason and line', () => {
  it.each([
    ['a lone CR in a comment', `# note\rkind: Other\n${ms}`, 'forbidden-char', 1, /CARRIAGE RETURN not followed/],
    ['NEL in another document', `${CONFIG_MAP}# a\u0085b\n---\n${ms}`, 'forbidden-char', 10, /NEL/],
    ['a BOM after the start', `${head}# \uFEFF\n${tail}`, 'forbidden-char', 6, /BYTE ORDER MARK/],
    ['a %YAML directive', `%YAML 1.2\n---\n${ms}`, 'directive', 1, /directive "%YAML 1\.2"/],
    ['a ---x line', `${ms}---x: 1\n`, 'argocd-unreadable', 9, /"---x: 1" starts with ---/],
    ['a TAB in the target document', `${head}spec:\n  port:\t8080\n  image: ${OLD}\n`, 'forbidden-char', 7, /TAB/],
    [
      'an anchor in the target document',
      `${head}spec:\n  port: &p 8080\n  image: ${OLD}\n`,
      'anchor',
      7,
      /anchor "&p"/
    ],
    ['a tag in the target document', `${head}spec:\n  port: !!int 8080\n  image: ${OLD}\n`, 'tag', 7, /tag "!!int"/],
    ['a merge key in the target document', `${head}spec:\n  <<: {}\n  image: ${OLD}\n`, 'merge-key', 7, /"<<"/],
    ['keys Go reads as one', `${head}  on: a\n  true: b\n${tail}`, 'duplicate-key', 7, /Go reads both as "true"/],
    ['an items list', `${ms}items:\n- a\n`, 'list-items', 1, /items list/],
    [
      'another document without kind',
      `${ms}---\nmetadata: {name: x}\n`,
      'argocd-unreadable',
      10,
      /no kind, so Argo CD cannot apply the file/
    ],
    ['a ---#: x line Kubernetes splits at', `${head}---#: x\n${tail}`, 'argocd-unreadable', 7, /no (kind|apiVersion)/],
    ['an old image that is no image reference', ms.replace(OLD, BAD), 'invalid-image', 7, /old image/]
  ])('%s', (_, text, code, line, message) => {
    const gate = gateOnSplice(text, text.includes(BAD) ? BAD : OLD)
    expect(gate[0]).toMatchObject({ code, line })
    const error = refusal(text)
    expect(error).toMatchObject({ code: 'gate-refuses', line })
    expect(error.message).toMatch(message)
    // The gate's own words, without the file name the caller adds.
    expect(error.message).toContain(gate[0]!.message.replace(/^"manifest" /, '').replace(/\.$/, ''))
    expect(error.message).toMatch(/nothing is written/)
  })

  it('says why where the gate message does not, and counts the other reasons', () => {
    const error = refusal(`${head}spec:\n  port: &p !!int 8080\n  image: ${OLD}\n`)
    expect(error.message).toMatch(/anchor "&p" at line 7 \(.*strict profile.*\), and 1 more reason;/)
  })
})

describe('bumpImage accepts what the gate accepts', () => {
  it.each([
    ['CRLF line ends', ms.replaceAll('\n', '\r\n')],
    ['a BOM at the start', `\uFEFF${ms}`],
    ['anchors, tags and ... in documents the PR does not change', `a: &x 1\nkind: K\napiVersion: v1\n...\n---\n${ms}`],
    ['TAB and zero-width characters in comments', `${head}# \tnote\u200b\n${tail}`],
    ['an emoji with its variation selector in a value', ms.replace('todo\n', '"todo \u2764\uFE0F"\n')]
  ])('%s', (_, text) => {
    expect(gateOnSplice(text)).toEqual([])
    expect(bumpImage(text, SELECTOR, RELEASE)).toMatchObject({ changed: true, before: OLD, after: RELEASE })
  })

  it('leaves a change of tag or repository to the gate settings (a reviewed release)', () => {
    expect(bumpImage(ms, SELECTOR, NEW)).toMatchObject({ changed: true, after: NEW })
    const moved = NEW.replace('todo-api', 'other-api')
    expect(bumpImage(ms, SELECTOR, moved)).toMatchObject({ changed: true, after: moved })
  })
})
