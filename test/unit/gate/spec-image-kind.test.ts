/**
 * Which custom resources' spec.image the gate lets change: the kind and group given, a kind
 * alone in any group, and, with neither (the default, as open finds its target in the file),
 * spec.image of any resource.
 */
import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'

const A = `sha256:${'a'.repeat(64)}`
const B = `sha256:${'b'.repeat(64)}`
const widget = (digest: string, group = 'widgets.acme.io'): string =>
  `apiVersion: ${group}/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  image: ghcr.io/acme/web:1.0@${digest}\n`
const policy = (selector: GatePolicy['selector']): GatePolicy => ({
  paths: ['**'],
  selector,
  allowTagChange: false,
  allowDowngrade: false
})
const codes = (selector: GatePolicy['selector'], group?: string): string[] =>
  judgeTexts('w.yaml', widget(A, group), widget(B, group), policy(selector)).reasons.map((r) => r.code)

describe('spec.image of which kinds may change', () => {
  it.each([
    ['no kind or group (any resource)', {}],
    ['the kind alone (any group)', { kind: 'Widget' }],
    ['the group alone (any kind of it)', { apiGroup: 'widgets.acme.io' }],
    ['kind and group', { kind: 'Widget', apiGroup: 'widgets.acme.io' }]
  ])('accepts a digest bump of a Widget with %s', (_, selector) => {
    expect(codes(selector)).toEqual([])
  })

  it.each([
    ['another kind', { kind: 'Microservice', apiGroup: 'platform.example.io' }],
    ['the kind in another group', { kind: 'Widget', apiGroup: 'platform.example.io' }]
  ])('rejects it as outside the image fields for %s, naming what may change', (_, selector) => {
    const judged = judgeTexts('w.yaml', widget(A), widget(B), policy(selector))
    expect(judged.reasons.map((r) => r.code)).toEqual(['outside-image'])
    expect(judged.reasons[0]!.message).toContain(`spec.image of ${selector.kind} (${selector.apiGroup})`)
  })

  it('says what spec.image may change when kind and group are left out', () => {
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  k: "1"\n`
    const judged = judgeTexts('c.yaml', text, text.replace('"1"', '"2"'), policy({}))
    expect(judged.reasons[0]!.message).toContain('spec.image of any kind')
  })
})
