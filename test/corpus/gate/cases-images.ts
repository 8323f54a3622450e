/** The image value itself, and resources and documents around it. */
import type { CorpusCase } from './cases.js'
import { bump, NEW, base, TAG_POLICY } from './case-helpers.js'
import { BASE, BUMPED, D, DEPLOYMENT, MS_PATH, REPO, SERVICE, microservice } from './manifests.js'

export const IMAGE_CASES: CorpusCase[] = [
  {
    name: 'other registry',
    threat: 'other registry',
    base: base(),
    head: { [MS_PATH]: bump(`docker.io/acme/todo-api:1.4.2@${D.b}`) },
    expect: ['other-repository']
  },
  {
    // The same host to DNS, another string to admission policies, registry mirrors and caches.
    name: 'registry in upper case',
    threat: 'other registry',
    base: base(),
    head: { [MS_PATH]: bump(`GHCR.IO/acme/todo-api:1.4.2@${D.b}`) },
    expect: ['other-repository']
  },
  {
    name: 'other repository',
    threat: 'other repository',
    base: base(),
    head: { [MS_PATH]: bump(`ghcr.io/acme/todo-api-debug:1.4.2@${D.b}`) },
    expect: ['other-repository']
  },
  {
    name: 'ASCII look-alike repository',
    threat: 'homoglyph registry',
    base: base(),
    head: { [MS_PATH]: bump(`ghcr.io/acme/todo-apl:1.4.2@${D.b}`) },
    expect: ['other-repository']
  },
  {
    name: 'Cyrillic o in the registry',
    threat: 'homoglyph registry',
    base: base(),
    head: { [MS_PATH]: bump(`ghcr.i\u043e/acme/todo-api:1.4.2@${D.b}`) },
    expect: ['invalid-image']
  },
  {
    name: 'tag only, unpinned',
    threat: 'tag-only (unpinned)',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.4.3`) },
    expect: ['unpinned']
  },
  {
    name: 'sha512 digest',
    threat: 'other digest algorithm',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.4.2@sha512:${'ab'.repeat(64)}`) },
    expect: ['digest-algorithm']
  },
  {
    name: 'upper-case hex',
    threat: 'upper-case hex',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.4.2@${D.b.toUpperCase().replace('SHA256', 'sha256')}`) },
    expect: ['digest-uppercase']
  },
  {
    name: 'digest one hex digit short',
    threat: 'wrong length',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.4.2@${D.b.slice(0, -1)}`) },
    expect: ['digest-length']
  },
  {
    name: 'digest one hex digit long',
    threat: 'wrong length',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.4.2@${D.b}0`) },
    expect: ['digest-length']
  },
  {
    name: 'tag added',
    threat: 'tag added',
    base: { [MS_PATH]: bump(`${REPO}@${D.a}`) },
    head: { [MS_PATH]: bump(`${REPO}:1.5.0@${D.b}`) },
    expect: ['tag-change']
  },
  {
    name: 'tag removed',
    threat: 'tag removed',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}@${D.b}`) },
    expect: ['tag-change']
  },
  {
    name: 'tag changed',
    threat: 'tag changed',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.5.0@${D.b}`) },
    expect: ['tag-change']
  },
  {
    name: 'semver downgrade',
    threat: 'semver downgrade',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.3.9@${D.b}`) },
    policy: TAG_POLICY,
    expect: ['downgrade']
  },
  {
    name: 'quoting style changed',
    threat: 'same quoting style',
    base: base(),
    head: { [MS_PATH]: bump(`"${NEW}"`) },
    expect: ['quoting-change']
  },
  { name: 'no change at all', threat: 'no image change', base: base(), head: base(), expect: ['no-image-change'] },
  {
    name: 'only a comment changed',
    threat: 'no image change',
    base: base(),
    head: { [MS_PATH]: `${BASE}# reviewed\n` },
    expect: ['outside-image']
  },
  {
    // Issue 25: a pod template's container image is an image field in every kind.
    name: 'image of a Deployment changed',
    threat: 'other kinds',
    base: { 'apps/worker.yaml': DEPLOYMENT(`${REPO}@${D.a}`) },
    head: { 'apps/worker.yaml': DEPLOYMENT(`${REPO}@${D.b}`) },
    expect: 'accept'
  },
  {
    name: 'Microservice kind in another API group',
    threat: 'other kinds',
    base: { [MS_PATH]: microservice({ apiVersion: 'evil.example.io/v1' }) },
    head: { [MS_PATH]: microservice({ apiVersion: 'evil.example.io/v1', image: NEW }) },
    expect: ['outside-image']
  },
  {
    name: 'image bump plus an added field',
    threat: 'changes beside the image',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  command: ["sh"]' }) },
    expect: ['outside-image'],
    differential: 'go'
  },
  {
    name: 'document added',
    threat: 'multiple docs',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}---\n${SERVICE}` },
    expect: ['document-mismatch']
  },
  {
    name: 'documents reordered',
    threat: 'multiple docs',
    base: { [MS_PATH]: `${BASE}---\n${SERVICE}` },
    head: { [MS_PATH]: `${SERVICE}---\n${BUMPED}` },
    expect: ['document-mismatch']
  },
  {
    name: 'namespace moved',
    threat: 'multiple docs',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, namespace: 'kube-system' }) },
    expect: ['document-mismatch']
  },
  {
    name: 'image moved between two resources',
    threat: 'multiple docs',
    base: {
      [MS_PATH]: `${microservice({ name: 'a' })}---\n${microservice({ name: 'b', image: `${REPO}:1.4.2@${D.c}` })}`
    },
    head: {
      [MS_PATH]: `${microservice({ name: 'a', image: `${REPO}:1.4.2@${D.c}` })}---\n${microservice({ name: 'b' })}`
    },
    expect: 'accept'
  }
]
