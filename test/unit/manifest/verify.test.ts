/**
 * The edit refuses what the gate would refuse on the PR it makes, with the gate's reason code
 * and line; and it does not refuse what the gate accepts. Each refused file below is first shown
 * to be one the gate refuses when spliced by hand, so a row cannot pass by the edit refusing
 * for some other reason.
 */
import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import { bumpImage, ManifestError, renderScalar } from '../../../src/manifest/index.js'
import { CONFIG_MAP, microservice, NEW, OLD, SELECTOR } from './fixtures.js'

/** A digest with a character that is no hex digit: an image the gate cannot read. */
const BAD = `${OLD.slice(0, -1)}g`
const RELEASE = OLD.replace(/@.*/, `@sha256:${'c'.repeat(64)}`)

/** What the gate says about the splice of RELEASE over OLD, done by hand: no check in the way. */
function gateOnSplice(text: string, old = OLD): { code: string; line: number | undefined }[] {
  const at = text.indexOf(old)
  expect(at).toBeGreaterThan(-1)
  const after = text.slice(0, at) + renderScalar(RELEASE, 'PLAIN') + text.slice(at + old.length)
  const policy = { paths: [], selector: SELECTOR, allowTagChange: false, allowDowngrade: false }
  return judgeTexts('manifest', text, after, policy).reasons.map(({ code, line }) => ({ code, line }))
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

describe('bumpImage refuses what the gate would refuse, with its reason code and line', () => {
  it.each([
    ['a lone CR in a comment', `# note\rkind: Other\n${ms}`, 'forbidden-char', 1, /CARRIAGE RETURN not followed/],
    ['a BOM after the start', `${head}# \uFEFF\n${tail}`, 'forbidden-char', 6, /BYTE ORDER MARK/],
    ['a ---x line', `${ms}---x: 1\n`, 'argocd-unreadable', 9, /"---x: 1" starts with ---/],
    ['a TAB in the target document', `${head}spec:\n  port:\t8080\n  image: ${OLD}\n`, 'forbidden-char', 7, /TAB/],
    ['a tag in the target document', `${head}spec:\n  port: !!int 8080\n  image: ${OLD}\n`, 'tag', 7, /tag "!!int/],
    ['a merge key in the target document', `${head}spec:\n  <<: {}\n  image: ${OLD}\n`, 'merge-key', 7, /"<<"/],
    ['a key Go reads as a boolean', `${head}  on: a\n${tail}`, 'outside-subset', 6, /"on" is a boolean/],
    ['an items list', `${ms}items:\n- a\n`, 'list-items', 9, /items list/],
    [
      'a separator no YAML reader starts a document at',
      `${CONFIG_MAP}---#x\n${ms}`,
      'outside-subset',
      10,
      /"---#x" starts no document/
    ],
    [
      'an old image that is no image reference',
      ms.replace(OLD, BAD),
      'invalid-image',
      7,
      /old image.*the gate checks the image the file pins now/
    ]
  ])('%s', (_, text, code, line, message) => {
    const gate = gateOnSplice(text, text.includes(BAD) ? BAD : OLD)
    expect(gate[0]).toMatchObject({ code, line })
    const error = refusal(text)
    expect(error).toMatchObject({ gateCode: code, line })
    expect(['gate-refuses', 'outside-subset']).toContain(error.code)
    expect(error.message).toMatch(message)
    expect(error.message).not.toContain('\n')
  })

  it('says why the gate refuses, and that nothing is written', () => {
    const error = refusal(`${head}spec:\n  port: !!int 8080\n  image: ${OLD}\n`)
    expect(error.message).toMatch(/outside the YAML subset the edit and the gate read: a tag/)
    const edited = refusal(`${CONFIG_MAP}---#x\n${ms}`)
    expect(edited.message).toMatch(
      /would refuse this edit, so nothing is written: line 10: .*\(the gate proves what Kubernetes reads only inside its YAML subset/
    )
  })
})

describe('bumpImage accepts what the gate accepts', () => {
  it.each([
    ['CRLF line ends', ms.replaceAll('\n', '\r\n')],
    ['a BOM at the start', `\uFEFF${ms}`],
    [
      'anchors, tags and ... in documents the PR does not change',
      `a: &x 1\nkind: !!str K\napiVersion: v1\n...\n---\n${ms}`
    ],
    [
      'NEL, a directive and no kind in other documents',
      `${CONFIG_MAP}# a\u0085b\n---\n%YAML 1.2\n---\nmetadata: {name: x}\n---\n${ms}`
    ],
    [
      'an anchor and an alias in the target document',
      `${head}spec:\n  port: &p 8080\n  targetPort: *p\n  image: ${OLD}\n`
    ],
    ['a document end marker after the target', `${ms}...\n# end\n`],
    ['TAB and zero-width characters in comments', `${head}# \tnote\u200b\n${tail}`],
    ['an emoji with its variation selector in a value', ms.replace('todo\n', '"todo \u2764\uFE0F"\n')]
  ])('%s', (_, text) => {
    expect(gateOnSplice(text)).toEqual([])
    expect(bumpImage(text, SELECTOR, RELEASE)).toMatchObject({ changed: true, before: OLD, after: RELEASE })
  })

  it('accepts a JSON manifest holding one object', () => {
    const json = `{\n  "apiVersion": "platform.example.io/v1alpha1",\n  "kind": "Microservice",\n  "metadata": {"name": "todo-api"},\n  "spec": {"image": "${OLD}"}\n}\n`
    const result = bumpImage(json, SELECTOR, RELEASE)
    expect(result.text).toBe(json.replace(OLD, RELEASE))
    expect(gateOnSplice(json)).toEqual([])
  })

  it('leaves a change of tag or repository to the gate settings (a reviewed release)', () => {
    expect(bumpImage(ms, SELECTOR, NEW)).toMatchObject({ changed: true, after: NEW })
    const moved = NEW.replace('todo-api', 'other-api')
    expect(bumpImage(ms, SELECTOR, moved)).toMatchObject({ changed: true, after: moved })
  })
})
