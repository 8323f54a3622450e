/**
 * What kustomize v5.5 (kubectl 1.32's `kubectl kustomize`) renders, case by case: an `images:`
 * list (or another kustomization body) applied to a Deployment's containers (the pod-template
 * path, which each entry meets twice) and to a CronJob's (met once). The unit test checks
 * src/kube-yaml against these; test/integration/kustomize/semantics.test.ts checks that the real
 * kustomize still renders exactly this, so the table is the record of how kustomize behaves.
 */
export interface SemanticsCase {
  readonly name: string
  /** The kustomization, `resources:` aside. */
  readonly kustomization: string
  /** The Deployment's container images, in order. */
  readonly images: readonly string[]
  /** What each renders to; `fails` when kustomize refuses the kustomization. */
  readonly expected: readonly string[] | 'fails'
  /** The CronJob's renders of the same images, where they differ (an entry meets them once). */
  readonly cronJob?: readonly string[]
  /** The kustomization is one the gate does not read as exact (a key in another case, a pattern, a failing build). */
  readonly refused?: true
}

const D1 = `sha256:${'1'.repeat(64)}`
const D2 = `sha256:${'2'.repeat(64)}`

export const SEMANTICS: readonly SemanticsCase[] = [
  {
    name: 'a name is a regular expression: "." matches any character, anchored at both ends',
    kustomization: `images:\n- name: ghcr.io/acme/api\n  digest: ${D1}\n`,
    images: [
      'ghcr.io/acme/api:1.0',
      'ghcr-io/acme/api:1.0',
      'ghcrXio/acme/api',
      'ghcr.io/acme/apix',
      'xghcr.io/acme/api'
    ],
    expected: [
      `ghcr.io/acme/api@${D1}`,
      `ghcr-io/acme/api@${D1}`,
      `ghcrXio/acme/api@${D1}`,
      'ghcr.io/acme/apix',
      'xghcr.io/acme/api'
    ]
  },
  {
    name: 'a name with a tag matches that tag only ("." again any character), and a tag after it',
    kustomization: 'images:\n- name: nginx:1.7\n  newName: mirror/nginx\n',
    images: ['nginx:1.7', 'nginx:1x7', `nginx:1.7@${D1}`, 'nginx:1.8', 'nginx', 'nginx:1.7:foo'],
    expected: [
      'mirror/nginx:1.7',
      'mirror/nginx:1x7',
      `mirror/nginx:1.7@${D1}`,
      'nginx:1.8',
      'nginx',
      'mirror/nginx:1.7:foo'
    ]
  },
  {
    name: 'a name with a digest matches that digest',
    kustomization: `images:\n- name: a@${D1}\n  newName: z\n`,
    images: [`a@${D1}`, `a:1@${D1}`, `a@${D2}`],
    expected: [`z@${D1}`, `a:1@${D1}`, `a@${D2}`]
  },
  {
    name: 'only @sha256: digests (lower case) are matched',
    kustomization: `images:\n- name: a\n  newTag: "2"\n`,
    images: ['a:1@SHA256:ee', 'a:1@sha512:ee', 'a:1@sha256:ee'],
    expected: ['a:1@SHA256:ee', 'a:1@sha512:ee', 'a:2']
  },
  {
    name: 'entries apply in order, each to what the one before produced (a chain)',
    kustomization: 'images:\n- name: a\n  newName: b\n- name: b\n  newTag: "2"\n',
    images: ['a:1', 'b:1', 'c:1'],
    expected: ['b:2', 'b:2', 'c:1']
  },
  {
    name: 'an entry keyed on a tag lies dormant until an earlier entry moves an image to that tag',
    kustomization: `images:\n- name: ghcr.io/acme/api\n  newTag: "1.5"\n  digest: ${D1}\n- name: ghcr.io/acme/api:1.5\n  newName: evil.example/api\n`,
    images: ['ghcr.io/acme/api:1.4'],
    expected: [`evil.example/api:1.5@${D1}`]
  },
  {
    name: 'newTag and digest give name:tag@digest; newTag alone drops a digest; digest alone drops the tag',
    kustomization: `images:\n- name: a\n  newTag: "2"\n  digest: ${D2}\n- name: b\n  newTag: "2"\n- name: c\n  digest: ${D2}\n`,
    images: [`a:1@${D1}`, `b:1@${D1}`, `c:1@${D1}`, 'c:1'],
    expected: [`a:2@${D2}`, 'b:2', `c@${D2}`, `c@${D2}`]
  },
  {
    name: 'tagSuffix applies only without newTag and digest, and twice on a pod template (once on a CronJob)',
    kustomization: `images:\n- name: a\n  tagSuffix: -x\n- name: b\n  tagSuffix: -x\n  digest: ${D2}\n`,
    images: ['a:1', 'a', 'b:1'],
    expected: ['a:1-x-x', 'a:-x-x', `b@${D2}`],
    cronJob: ['a:1-x', 'a:-x', `b@${D2}`]
  },
  {
    name: 'a registry port is no tag',
    kustomization: 'images:\n- name: localhost:5000/app\n  newTag: "2"\n',
    images: ['localhost:5000/app:1', 'localhost:5000/app'],
    expected: ['localhost:5000/app:2', 'localhost:5000/app:2']
  },
  {
    name: 'an empty or null digest or tag is no digest or tag',
    kustomization:
      'images:\n- name: a\n  newTag: "2"\n  digest: ~\n- name: b\n  newTag: "2"\n  digest:\n- name: c\n  newTag: ""\n  digest: ""\n',
    images: [`a:1@${D1}`, `b:1@${D1}`, `c:1@${D1}`],
    expected: ['a:2', 'b:2', `c:1@${D1}`]
  },
  {
    name: 'keys decode in any case: of newName and newname, newname wins, wherever it is written',
    kustomization: 'images:\n- name: a\n  newname: evil\n  newName: good\n',
    images: ['a:1'],
    expected: ['evil:1'],
    refused: true
  },
  {
    name: 'keys decode in any case: of NewName and newName, newName wins',
    kustomization: 'images:\n- name: a\n  newName: good\n  NewName: evil\n',
    images: ['a:1'],
    expected: ['good:1'],
    refused: true
  },
  {
    name: 'keys decode in any case: Digest is digest, and the long s folds to s',
    kustomization: `images:\n- name: a\n  Digest: ${D1}\n- name: b\n  tag\u017fuffix: -x\n`,
    images: ['a:1', 'b:1'],
    expected: [`a@${D1}`, 'b:1-x-x'],
    cronJob: [`a@${D1}`, 'b:1-x'],
    refused: true
  },
  {
    name: 'a top-level Images is read as images, and images wins over it',
    kustomization: `images:\n- name: a\n  digest: ${D1}\nImages:\n- name: a\n  digest: ${D2}\n`,
    images: ['a:1'],
    expected: [`a@${D1}`],
    refused: true
  },
  ...['1.20', '1e3', 'y', 'yes', 'on', '010', '0x1F', '1_000', '12', '.5', '-1'].map((tag): SemanticsCase => ({
    name: `a number-like or boolean newTag (${tag}) fails the build`,
    kustomization: `images:\n- name: a\n  newTag: ${tag}\n`,
    images: ['a:1'],
    expected: 'fails',
    refused: true
  })),
  {
    name: 'a quoted number-like newTag is a tag',
    kustomization: "images:\n- name: a\n  newTag: '1.20'\n- name: b\n  newTag: 1.2.3\n",
    images: ['a:1', 'b:1'],
    expected: ['a:1.20', 'b:1.2.3']
  },
  {
    name: 'an unknown key fails the build',
    kustomization: 'images:\n- name: a\n  newDigest: sha256:12\n',
    images: ['a:1'],
    expected: 'fails',
    refused: true
  },
  {
    name: 'a name that is a wider pattern matches what it says',
    kustomization: 'images:\n- name: "a|b"\n  newTag: "2"\n',
    images: ['a:1', 'b:1', 'c:1'],
    expected: ['a:2', 'b:2', 'c:1'],
    refused: true
  }
]
