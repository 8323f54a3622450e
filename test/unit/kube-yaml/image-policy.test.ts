import { describe, expect, it } from 'vitest'
import { markerAfter, markerShapeProblem, type PolicyMarker } from '../../../src/kube-yaml/image-policy.js'

/** The marker after `value` on a line written `key: <value><rest>`. */
const after = (rest: string, value = 'ghcr.io/acme/web:1.0'): PolicyMarker | undefined => {
  const text = `image: ${value}${rest}\nnext: 1\n`
  return markerAfter(text, 'image: '.length + value.length)
}

describe('Flux image policy markers, read as kyaml reads a line comment', () => {
  it('reads the whole-reference form and the :tag, :name and :digest forms', () => {
    expect(after(' # {"$imagepolicy": "flux-system:podinfo"}')).toEqual({
      policy: 'flux-system:podinfo',
      scope: 'reference',
      comment: '# {"$imagepolicy": "flux-system:podinfo"}'
    })
    for (const scope of ['tag', 'name', 'digest'] as const)
      expect(after(` # {"$imagepolicy": "apps:web:${scope}"}`)).toMatchObject({ policy: 'apps:web', scope })
  })

  it('keeps the comment as written, with several #s, tabs and a CRLF line end', () => {
    const text = 'tag: 1.0\t##{"$imagepolicy":"a:b:tag"}  \r\nx: 1\n'
    expect(markerAfter(text, 'tag: 1.0'.length)).toEqual({
      policy: 'a:b',
      scope: 'tag',
      comment: '##{"$imagepolicy":"a:b:tag"}  '
    })
  })

  it('is none where Flux defines no setter or fieldmeta reads no string map', () => {
    for (const rest of [
      '',
      ' # a plain comment',
      ' # {"$imagepolicy": "podinfo"}',
      ' # {"$imagepolicy": "a:b:version"}',
      ' # {"$imagepolicy": "a:b:tag:x"}',
      ' # {"$imagepolicy": ":b"}',
      ' # {"$imagepolicy": ""}',
      ' # {"$imagepolicy": "a:b", "n": 1}',
      ' # {"$imagepolicy": "a:b"} and more',
      ' # ["$imagepolicy"]',
      ' # {"$imagePolicy": "a:b"}'
    ])
      expect(after(rest), rest).toBeUndefined()
  })

  it('needs white space before the # and the comment on the value’s own line', () => {
    expect(markerAfter('image: "a:1"# {"$imagepolicy": "a:b"}\n', 'image: "a:1"'.length)).toBeUndefined()
    expect(markerAfter('image: a:1\n# {"$imagepolicy": "a:b"}\n', 'image: a:1'.length)).toBeUndefined()
  })
})

describe('the shape a marker gives its field', () => {
  const marker = (scope: PolicyMarker['scope']): PolicyMarker => ({ policy: 'apps:web', scope, comment: '#' })
  const D = `sha256:${'a'.repeat(64)}`

  it('takes a whole reference under a whole-reference marker, and nothing else there', () => {
    expect(markerShapeProblem({ path: 'image', role: 'reference' }, marker('reference'), `web:1@${D}`)).toBeUndefined()
    expect(markerShapeProblem({ path: 'image.tag', role: 'tag' }, marker('reference'), '1')).toMatch(
      /image\.tag holds a tag, but Flux ImagePolicy apps\/web \(the whole reference, .*\) writes a whole image reference there/
    )
  })

  it('takes the tag alone under :tag, so a pin through the tag is refused', () => {
    expect(markerShapeProblem({ path: 'image.tag', role: 'tag' }, marker('tag'), '1.2.0')).toBeUndefined()
    expect(markerShapeProblem({ path: 'image.tag', role: 'tag' }, marker('tag'), `1.2.0@${D}`)).toMatch(
      /writes the tag alone there, so its next run would drop the digest/
    )
    expect(markerShapeProblem({ path: 'image', role: 'reference' }, marker('tag'), `web:1@${D}`)).toMatch(
      /holds a whole image reference, but .* writes a tag alone/
    )
  })

  it('takes a sha256: digest under :digest, never the hex alone of a sha key, and never a name', () => {
    expect(markerShapeProblem({ path: 'image.digest', role: 'digest' }, marker('digest'), D)).toBeUndefined()
    expect(markerShapeProblem({ path: 'image.sha', role: 'digest', hexOnly: true }, marker('digest'), 'a')).toMatch(
      /hex digits alone, but .* writes a sha256: digest there/
    )
    expect(markerShapeProblem({ path: 'image', role: 'reference' }, marker('name'), `web@${D}`)).toMatch(
      /writes the image name in image, which a release never changes/
    )
  })
})
