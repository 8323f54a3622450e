import { unicodeEscape } from '../text/unicode.js'

/**
 * Why the gate refused something. Every reason has a short, stable code (for the JSON
 * output, tests and people who grep), a one-line message, and where it is: the file and the
 * 1-based line in the head version (the base version for a removed file), so a check run
 * can annotate it. Reasons about the PR as a whole (an incomplete file list, limits) have no
 * file.
 */
export const REASON_CODES = {
  // File level: what git says changed.
  'not-modified': 'the file was added, removed, renamed, copied or changed type; only in-place edits are allowed',
  'mode-change': 'the file mode is not 100644 on both sides (executable bit, symlink, submodule or a mode change)',
  'path-not-allowed': 'the path does not match the configured globs',
  // Text level: bytes before YAML.
  'invalid-utf8': 'the file is not valid UTF-8 (for example UTF-16 or Latin-1)',
  'forbidden-char':
    'a document the PR changes has a character that parsers disagree on or that hides text (lone CR, NEL, LS, PS, BOM, control; TAB, zero-width or bidi outside comments)',
  // The YAML subset (src/kube-yaml/reader.ts), in the documents the PR changes.
  'outside-subset':
    'a document the PR changes uses YAML outside the subset the gate proves Kubernetes reads as it does (see the README)',
  'duplicate-key': 'a mapping has the same key twice (Kubernetes keeps the last, other tools the first)',
  'merge-key':
    'a merge key (<<) the subset does not read: not first in its mapping, or not merging one alias of a mapping',
  anchor: 'an anchor (&name) where the subset does not read one: on a key, with another name, or defined twice',
  alias: 'an alias (*name) the subset does not read: no anchor before it, inside an anchored node, or as a key',
  tag: 'an explicit tag (!!str, !!binary, !custom) appears',
  directive: 'a %YAML or %TAG directive appears',
  'document-end': 'a document goes on after its end marker (...)',
  'explicit-key': 'an explicit key (?) appears',
  'argocd-unreadable':
    'Kubernetes reads the file differently or not at all (separator, shape, JSON), so Argo CD cannot apply it',
  'list-items': 'a document has a top-level items list, which Argo CD unpacks and applies instead of the object',
  // Comparing the two versions.
  'document-mismatch': 'the documents differ in number or identity (kind, API group, name, namespace)',
  'outside-image':
    'bytes changed outside the image fields (container images, spec.image of the allowed kind, kustomize images, Helm values images)',
  'image-form':
    'a changed image field is not a one-line scalar written once without escapes (alias, anchor, block, template, empty)',
  'quoting-change': 'the quoting style of an image field changed',
  'image-policy-marker':
    'a Flux image automation marker (# {"$imagepolicy": ...}) was changed or dropped, or its field changed to a value image automation would not write there',
  'invalid-image': 'an image field is not a valid image reference, digest or tag',
  'other-repository': 'the new image is a different registry or repository',
  unpinned: 'the new image has no digest',
  'digest-algorithm': 'the new digest is not sha256',
  'digest-uppercase': 'the new digest has upper-case hex digits',
  'digest-length': 'the new digest does not have 64 hex digits',
  'tag-change': "the image tag was added, removed or changed and 'allow-tag-change' is off",
  downgrade: "the new tag is an older semantic version and 'allow-downgrade' is off",
  // What kustomize renders (src/gate/kustomize/, src/gate/render/).
  'kustomize-undecidable':
    'the gate cannot work out what kustomize renders (a pattern name, entries that chain, a key in another case, a number-like tag, a remote base, Helm, a plugin, a patch on an image)',
  'rendered-effect':
    "what kustomize renders is not the release's digest on the release's repository (another repository or digest, a tag change, or no change at all)",
  'render-proof':
    "the real kustomize's render at the base and the head differs by more than the release's digests, or could not be made with 'render: required'",
  // The PR as a whole.
  'no-image-change': 'the PR changes no image',
  'too-many-files': 'the PR changes more files than the limit',
  'too-large': 'the files are larger than the size limit',
  'incomplete-listing': 'GitHub did not give the complete list of changes, or a file without its patch',
  unreadable: 'a file or tree could not be read at the exact commit',
  'out-of-scope': "the PR is not a release PR and 'other-prs' is failure",
  // The release policy file (.github/gitops-release.yaml) and provenance.
  'policy-invalid': 'the release policy file at the base commit is not a UTF-8 file, or does not parse',
  'policy-missing': "the release policy file the 'policy' input names does not exist at the base commit",
  'policy-unavailable': 'the release policy file could not be read (permissions, network): the gate fails closed',
  'no-release-entry': 'the changed file falls under no entry of the release policy',
  'image-not-allowed': "the new image is not one of its policy entry's images",
  'no-attestation': 'the new digest has no provenance attestation in the source repository',
  'bad-signature': 'no attestation of the new digest verifies against the Sigstore trusted root',
  'tampered-statement': 'the signed statement was altered after signing',
  'subject-mismatch': 'the attestation does not name the new digest as its subject',
  'wrong-issuer': 'the signing certificate is from another OIDC issuer than the policy names',
  'wrong-repository': 'the image was built from another repository than the policy names',
  'wrong-signer': 'the image was signed by another workflow than the policy names',
  'wrong-ref': 'the image was built from a ref the policy does not allow',
  'provenance-unavailable': 'the attestations could not be listed or read (permissions, network, trusted root)',
  'not-promoted':
    "the newest outcome wait recorded for the new digest in the policy entry's promoted-from environment is not a success of a Deployment it recorded (or there is none)",
  'promotion-unavailable':
    "the promoted-from environment's Deployments or recorded outcomes could not be read (permissions, network)"
} as const

export type ReasonCode = keyof typeof REASON_CODES

export interface Reason {
  readonly code: ReasonCode
  /** One line, for people; values in it are JSON-quoted, never raw. */
  readonly message: string
  /** Repository path; absent for reasons about the whole PR. */
  readonly file?: string
  /** 1-based line of the offending text (1 when the reason is about the whole file). */
  readonly line?: number
}

export function fileReason(code: ReasonCode, file: string, line: number, message: string): Reason {
  return { code, file, line, message: asciiOnly(message) }
}

export function prReason(code: ReasonCode, message: string): Reason {
  return { code, message: asciiOnly(message) }
}

/**
 * Messages quote paths and values from the PR. Everything outside printable ASCII becomes a
 * visible `\uXXXX`, so a homoglyph, a bidi override or a line separator shows as what it is
 * in a log, a terminal or an annotation, and cannot reorder or break the line.
 */
export function asciiOnly(text: string): string {
  return text.replace(/[^\x20-\x7e]/gu, unicodeEscape)
}
