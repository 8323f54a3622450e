/**
 * Flux image automation's markers: a line comment `# {"$imagepolicy": "<namespace>:<policy>"}`
 * after a field's value gives that field to an ImagePolicy, which image-automation-controller
 * writes on every run (internal/update/setters.go): the whole reference (`name:tag`, with
 * `@digest` when the policy reflects digests), or with a `:tag`, `:name` or `:digest` suffix only
 * that part. A release that edits a marked field fights the automation, so the edit refuses one
 * unless told to follow the marker, and then writes exactly the part the marker names.
 *
 * Read as kyaml's fieldmeta reads a line comment: the `#`s stripped, the rest one JSON object of
 * strings, its `$imagepolicy` naming a setter the controller defines (the four forms above).
 * Anything else Flux ignores, and so does this.
 */
/** Which part of the image the marked field takes. */
export type MarkerScope = 'reference' | 'tag' | 'name' | 'digest'

export interface PolicyMarker {
  /** The ImagePolicy as `namespace:name`. */
  readonly policy: string
  readonly scope: MarkerScope
  /** The comment as written, from its first `#` to the end of the line (a `\r` aside). */
  readonly comment: string
}

const SCOPES: Readonly<Record<string, MarkerScope>> = { tag: 'tag', name: 'name', digest: 'digest' }

/** The marker on the line a value ends at `offset`, if the rest of that line is one. */
export function markerAfter(text: string, offset: number): PolicyMarker | undefined {
  // A comment needs white space before its `#`; anything else after the value is no comment of
  // it. Looked at before anything is sliced: a one-line JSON file has many values on its line.
  let at = offset
  while (text[at] === ' ' || text[at] === '\t') at++
  if (at === offset || text[at] !== '#') return undefined
  const nl = text.indexOf('\n', at)
  const comment = text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '')
  let parsed: unknown
  try {
    parsed = JSON.parse(comment.replace(/^#+/, ''))
  } catch {
    return undefined
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  const entries = Object.entries(parsed as Record<string, unknown>)
  // fieldmeta reads the comment into map[string]string: one value of another type, and it is none.
  if (entries.some(([, v]) => typeof v !== 'string')) return undefined
  const setter = (parsed as Record<string, string>)['$imagepolicy']
  if (setter === undefined || setter === '') return undefined
  const parts = setter.split(':')
  if (parts.length === 2 && parts.every((p) => p !== '')) return { policy: setter, scope: 'reference', comment }
  const scope = parts.length === 3 ? SCOPES[parts[2]!] : undefined
  if (scope === undefined || parts[0] === '' || parts[1] === '') return undefined
  return { policy: `${parts[0]}:${parts[1]}`, scope, comment }
}

/** `ImagePolicy flux-system/podinfo (its tag)`: who owns a marked field, for messages. */
export function markerOwner(marker: PolicyMarker): string {
  const [namespace, name] = marker.policy.split(':')
  const part = marker.scope === 'reference' ? 'the whole reference' : `its ${marker.scope}`
  return `Flux ImagePolicy ${namespace}/${name} (${part}, by the marker ${marker.comment})`
}

/**
 * Why `value` in `site` is not in the shape its marker gives the field, as image automation would
 * write it; undefined when it is. A whole-reference marker takes a reference, `:tag` a tag alone
 * (automation writes no digest there, so a pin through it would be dropped on its next run),
 * `:digest` a `sha256:` digest; `:name` never changes in a release.
 */
export function markerShapeProblem(site: MarkedField, marker: PolicyMarker, value: string): string | undefined {
  const owner = markerOwner(marker)
  switch (marker.scope) {
    case 'reference':
      return site.role === 'reference'
        ? undefined
        : `${site.path} holds ${ROLE[site.role]}, but ${owner} writes a whole image reference there; fix the marker or the field in a reviewed PR`
    case 'tag':
      if (site.role !== 'tag')
        return `${site.path} holds ${ROLE[site.role]}, but ${owner} writes a tag alone there; fix the marker or the field in a reviewed PR`
      return value.includes('@')
        ? `${site.path} would hold ${JSON.stringify(value)}, but ${owner} writes the tag alone there, so its next run would drop the digest; pin the digest in a digest field beside it (one with a :digest marker, or none)`
        : undefined
    case 'digest':
      return site.role === 'digest' && site.hexOnly !== true
        ? undefined
        : `${site.path} holds ${site.hexOnly === true ? "a digest's hex digits alone" : ROLE[site.role]}, but ${owner} writes a sha256: digest there; fix the marker or the field in a reviewed PR`
    case 'name':
      return `${owner} writes the image name in ${site.path}, which a release never changes`
  }
}

/** What of an image site (src/kube-yaml/image-sites.ts) the shape depends on. */
export interface MarkedField {
  readonly path: string
  readonly role: 'reference' | 'digest' | 'tag'
  readonly hexOnly?: boolean | undefined
}

const ROLE: Readonly<Record<MarkedField['role'], string>> = {
  reference: 'a whole image reference',
  digest: 'a digest',
  tag: 'a tag'
}
