/**
 * kustomize's image transformer, as kustomize v5.5 (kubectl 1.32) applies a kustomization's
 * `images:` entries, ported rule by rule from its source (kubernetes-sigs/kustomize at tag
 * kustomize/v5.5.0, commit afe77936761f8f7ee735a67f167a8382c8406f74):
 *
 * - api/internal/image/image.go `IsImageMatched`: an entry's `name` is a Go regular expression,
 *   `^name(:[a-zA-Z0-9_.{}-]*)?(@sha256:[a-zA-Z0-9_.{}-]*)?$`, so `.` matches any character and a
 *   name may carry its own `:tag` or `@sha256:` part;
 * - `Split`: the tag starts at the first `:` and the digest at the first `@` after the first `/`;
 * - api/filters/imagetag/updater.go: `newName` replaces the name; `newTag` with `digest` gives
 *   `name:tag@digest`, `newTag` alone drops a digest, `digest` alone drops the tag, and `tagSuffix`
 *   is appended only when neither is set;
 * - plugin/builtin/imagetagtransformer: each entry is one transformer, applied in order to what
 *   the ones before produced; each runs the legacy filter (every `containers`/`initContainers`
 *   list anywhere in an object) and then the field specs of
 *   api/internal/konfig/builtinpluginconsts/images.go (`spec/containers`, `spec/initContainers`,
 *   `spec/template/spec/containers`, `spec/template/spec/initContainers`), so a container at one
 *   of those paths meets each entry twice (harmless, except that `tagSuffix` is appended twice);
 *   CustomResourceDefinitions are skipped and `ephemeralContainers` are never touched.
 *
 * test/integration/kustomize/semantics.test.ts checks every rule here against `kubectl kustomize`.
 */

/** One `images:` entry as kustomize decodes it (api/types/image.go): an absent or null field is ''. */
export interface KustomizeImage {
  readonly name: string
  readonly newName: string
  readonly newTag: string
  readonly digest: string
  readonly tagSuffix: string
}

/** An image reference in kustomize's three parts (api/internal/image/image.go `Split`). */
export interface ImageParts {
  readonly name: string
  readonly tag: string
  readonly digest: string
}

export function splitImage(image: string): ImageParts {
  // The search starts at the first slash, so a registry port (`host:5000/app`) is no tag.
  const slash = image.indexOf('/')
  const from = slash > 0 ? slash : 0
  const at = image.indexOf('@', from)
  const colon = image.indexOf(':', from)
  if (at < 0 && colon < 0) return { name: image, tag: '', digest: '' }
  if (at >= 0 && (at < colon || colon < 0)) return { name: image.slice(0, at), tag: '', digest: image.slice(at + 1) }
  if (at >= 0) return { name: image.slice(0, colon), tag: image.slice(colon + 1, at), digest: image.slice(at + 1) }
  return { name: image.slice(0, colon), tag: image.slice(colon + 1), digest: '' }
}

/**
 * A name whose regular expression this module reads exactly: the characters of an image
 * reference, where only `.` is special (any character). Anything else (`*`, `|`, `(`, `[`, `\`,
 * `^`, `$`, `+`, `?`, `{`) makes the name a pattern; an invalid one even crashes kustomize.
 */
const PLAIN_NAME = /^[A-Za-z0-9._:/@-]+$/

export function isPlainName(name: string): boolean {
  return PLAIN_NAME.test(name)
}

const TAG_OR_DIGEST = '(?::[a-zA-Z0-9_.{}-]*)?(?:@sha256:[a-zA-Z0-9_.{}-]*)?$'
const compiled = new Map<string, RegExp>()

/**
 * Whether the entry named `name` applies to `image` (IsImageMatched). Go's `.` matches any
 * character but a line feed, one code point at a time: `[^\n]` with the `u` flag. Only plain
 * names (isPlainName) can be asked; for any other this throws.
 */
export function imageMatches(image: string, name: string): boolean {
  let re = compiled.get(name)
  if (re === undefined) {
    if (!isPlainName(name)) throw new Error(`not a plain image name: ${JSON.stringify(name)}`)
    re = new RegExp(`^${name.replace(/[.]/g, '[^\\n]')}${TAG_OR_DIGEST}`, 'u')
    if (compiled.size > 1000) compiled.clear()
    compiled.set(name, re)
  }
  return re.test(image)
}

/** What one application of `entry` makes of `image` (imageTagUpdater.SetImageValue). */
export function applyImage(image: string, entry: KustomizeImage): string {
  if (!imageMatches(image, entry.name)) return image
  const parts = splitImage(image)
  let { name, tag, digest } = parts
  if (entry.newName !== '') name = entry.newName
  if (entry.newTag !== '' && entry.digest !== '') [tag, digest] = [entry.newTag, entry.digest]
  else if (entry.newTag !== '') [tag, digest] = [entry.newTag, '']
  else if (entry.digest !== '') [tag, digest] = ['', entry.digest]
  else if (entry.tagSuffix !== '') [tag, digest] = [tag + entry.tagSuffix, '']
  return `${name}${tag === '' ? '' : `:${tag}`}${digest === '' ? '' : `@${digest}`}`
}

/** How many times each entry meets a container: 2 at the field-spec paths, 1 elsewhere, 0 for ephemeral ones. */
export type Passes = 0 | 1 | 2

/**
 * The passes of a container list at `path` (keys from the object's root, list indices left
 * out: `spec.template.spec.containers`) in an object of `kind`.
 */
export function passesOf(kind: string | undefined, path: readonly string[]): Passes {
  if (kind === 'CustomResourceDefinition') return 0
  const list = path.at(-1)
  if (list !== 'containers' && list !== 'initContainers') return 0
  const at = path.join('/')
  return at === `spec/${list}` || at === `spec/template/spec/${list}` ? 2 : 1
}

/** A container's image after the entries, and which entries (by index) changed or matched it. */
export interface Rendered {
  readonly image: string
  /** Indices of the entries that matched the image at their turn, in order. */
  readonly matched: readonly number[]
}

/** `image` after `entries` in order, each applied `passes` times (the transformer list of one kustomization). */
export function applyEntries(image: string, entries: readonly KustomizeImage[], passes: Passes): Rendered {
  let at = image
  const matched: number[] = []
  if (passes === 0) return { image, matched }
  entries.forEach((entry, i) => {
    if (!imageMatches(at, entry.name)) return
    matched.push(i)
    for (let pass = 0; pass < passes; pass++) at = applyImage(at, entry)
  })
  return { image: at, matched }
}

/**
 * Whether two plain names may match one image. An image both match starts with an instance of
 * each name, the longer name continuing where the shorter one's optional `:tag`/`@sha256:` part
 * begins: so the shorter agrees with the longer's start position by position (`.` agreeing with
 * anything), and the longer goes on with `:`, `@` or `.`. That is necessary, not sufficient:
 * names that overlap here may still never meet the same image, never the other way round.
 */
export function namesOverlap(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  for (let i = 0; i < short.length; i++) if (short[i] !== long[i] && short[i] !== '.' && long[i] !== '.') return false
  return long.length === short.length || ':@.'.includes(long[short.length]!)
}
