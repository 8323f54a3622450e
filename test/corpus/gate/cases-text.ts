/** Bytes before YAML: line breaks Go reads differently, encodings, invisible characters. */
import type { CorpusCase } from './cases.js'
import { bump, NEW, smuggle, base } from './case-helpers.js'
import { BUMPED, D, MS_PATH, REPO, microservice, utf16le } from './manifests.js'

export const TEXT_CASES: CorpusCase[] = [
  {
    name: 'NEL ends a comment for Go',
    threat: 'NEL comment smuggling',
    base: base(),
    head: { [MS_PATH]: smuggle('\u0085') },
    expect: ['forbidden-char'],
    differential: 'go-only'
  },
  {
    name: 'LS ends a comment for Go',
    threat: 'LS comment smuggling',
    base: base(),
    head: { [MS_PATH]: smuggle('\u2028') },
    expect: ['forbidden-char'],
    differential: 'go-only'
  },
  {
    name: 'PS ends a comment for Go',
    threat: 'PS comment smuggling',
    base: base(),
    head: { [MS_PATH]: smuggle('\u2029') },
    expect: ['forbidden-char'],
    differential: 'go-only'
  },
  {
    name: 'lone CR ends a comment for Go',
    threat: 'lone CR comment smuggling',
    base: base(),
    head: { [MS_PATH]: smuggle('\r') },
    expect: ['forbidden-char'],
    differential: 'go-only'
  },
  {
    name: 'CRLF conversion of the whole file',
    threat: 'CRLF conversion',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, eol: '\r\n' }) },
    expect: ['outside-image']
  },
  {
    name: 'CRLF file bumped (already CRLF in base)',
    threat: 'CRLF conversion',
    base: { [MS_PATH]: microservice({ eol: '\r\n' }) },
    head: { [MS_PATH]: microservice({ image: NEW, eol: '\r\n' }) },
    expect: 'accept'
  },
  {
    name: 'tab indentation',
    threat: 'tabs',
    base: base(),
    head: { [MS_PATH]: BUMPED.replace('  port: 8080', '\tport: 8080') },
    expect: ['forbidden-char']
  },
  {
    name: 'tab inside a value',
    threat: 'tabs',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  note: "a\tb"' }) },
    expect: ['forbidden-char']
  },
  {
    name: 'byte order mark added',
    threat: 'BOM',
    base: base(),
    head: { [MS_PATH]: `\uFEFF${BUMPED}` },
    expect: ['outside-image']
  },
  {
    name: 'UTF-16 with BOM',
    threat: 'UTF-16 re-encoding',
    base: base(),
    head: { [MS_PATH]: utf16le(BUMPED, true) },
    expect: ['invalid-utf8']
  },
  {
    name: 'UTF-16 without BOM',
    threat: 'UTF-16 re-encoding',
    base: base(),
    head: { [MS_PATH]: utf16le(BUMPED, false) },
    expect: ['forbidden-char']
  },
  {
    name: 'Latin-1 byte in a comment',
    threat: 'invalid UTF-8',
    base: base(),
    head: { [MS_PATH]: Buffer.concat([Buffer.from(BUMPED), Buffer.from([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a])]) },
    expect: ['invalid-utf8']
  },
  {
    name: 'overlong UTF-8 encoding of "/"',
    threat: 'invalid UTF-8',
    base: base(),
    head: { [MS_PATH]: Buffer.concat([Buffer.from(BUMPED), Buffer.from([0x23, 0xc0, 0xaf, 0x0a])]) },
    expect: ['invalid-utf8']
  },
  {
    name: 'zero-width space inside a key',
    threat: 'zero-width characters',
    base: base(),
    head: { [MS_PATH]: BUMPED.replace('  port:', '  po\u200Brt:') },
    expect: ['forbidden-char']
  },
  {
    name: 'zero-width joiner in the image',
    threat: 'zero-width characters',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}\u200D:1.4.2@${D.b}`) },
    expect: ['forbidden-char']
  },
  {
    name: 'bidi override in a comment (Trojan Source)',
    threat: 'bidi characters',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  # \u202Eadmin only\u202C' }) },
    expect: ['outside-image']
  },
  {
    name: 'bidi isolate in a value',
    threat: 'bidi characters',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  env: "prod\u2066dev\u2069"' }) },
    expect: ['forbidden-char']
  },
  {
    name: 'C1 control character',
    threat: 'C0/C1 controls',
    base: base(),
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  # \u0090' }) },
    expect: ['forbidden-char']
  },
  {
    name: 'NUL byte',
    threat: 'C0/C1 controls',
    base: base(),
    head: { [MS_PATH]: `${BUMPED}# \u0000\n` },
    expect: ['forbidden-char']
  }
]
