/** Releases the gate must let through. */
import type { CorpusCase } from './cases.js'
import { bump, NEW, base, head, TAG_POLICY } from './case-helpers.js'
import { BASE, BUMPED, D, MS_PATH, REPO, SERVICE, microservice } from './manifests.js'

export const BENIGN: CorpusCase[] = [
  { name: 'digest bump, plain scalar', threat: 'benign release', base: base(), head: head(), expect: 'accept' },
  {
    name: 'digest bump, double-quoted',
    threat: 'benign release',
    base: { [MS_PATH]: bump(`"${REPO}:1.4.2@${D.a}"`) },
    head: { [MS_PATH]: bump(`"${NEW}"`) },
    expect: 'accept'
  },
  {
    name: 'digest bump, single-quoted',
    threat: 'benign release',
    base: { [MS_PATH]: bump(`'${REPO}:1.4.2@${D.a}'`) },
    head: { [MS_PATH]: bump(`'${NEW}'`) },
    expect: 'accept'
  },
  {
    name: 'digest bump keeps a trailing comment',
    threat: 'benign release',
    base: { [MS_PATH]: bump(`${REPO}:1.4.2@${D.a} # set by gitops-release`) },
    head: { [MS_PATH]: bump(`${NEW} # set by gitops-release`) },
    expect: 'accept'
  },
  {
    name: 'digest bump in a multi-document file',
    threat: 'multiple docs',
    base: { [MS_PATH]: `${BASE}---\n${SERVICE}` },
    head: { [MS_PATH]: `${BUMPED}---\n${SERVICE}` },
    expect: 'accept'
  },
  {
    name: 'two Microservices in one file, both bumped',
    threat: 'multiple docs',
    base: { [MS_PATH]: `${BASE}---\n${microservice({ name: 'todo-worker' })}` },
    head: { [MS_PATH]: `${BUMPED}---\n${microservice({ name: 'todo-worker', image: `${REPO}:1.4.2@${D.c}` })}` },
    expect: 'accept'
  },
  {
    name: 'bump in the second document only',
    threat: 'multiple docs',
    base: { [MS_PATH]: `${SERVICE}---\n${BASE}` },
    head: { [MS_PATH]: `${SERVICE}---\n${BUMPED}` },
    expect: 'accept'
  },
  {
    name: 'two environments bumped in one PR',
    threat: 'benign release',
    base: base({ 'apps/todo-api/prod/microservice.yml': microservice({ namespace: 'todo-prod' }) }),
    head: head({ 'apps/todo-api/prod/microservice.yml': microservice({ namespace: 'todo-prod', image: NEW }) }),
    expect: 'accept'
  },
  {
    name: 'pinning a tag-only image by digest',
    threat: 'benign release',
    base: { [MS_PATH]: bump(`${REPO}:1.4.2`) },
    head: { [MS_PATH]: bump(NEW) },
    expect: 'accept'
  },
  {
    name: 'flow mapping spec',
    threat: 'benign release',
    base: {
      [MS_PATH]: microservice().replace(/spec:\n {2}image: (\S+)\n {2}port: 8080\n/, 'spec: {image: $1, port: 8080}\n')
    },
    head: { [MS_PATH]: BUMPED.replace(/spec:\n {2}image: (\S+)\n {2}port: 8080\n/, 'spec: {image: $1, port: 8080}\n') },
    expect: 'accept'
  },
  {
    name: 'file without a final newline',
    threat: 'benign release',
    base: { [MS_PATH]: BASE.trimEnd() },
    head: { [MS_PATH]: BUMPED.trimEnd() },
    expect: 'accept'
  },
  {
    name: 'non-ASCII text in a comment is fine',
    threat: 'benign release',
    base: { [MS_PATH]: microservice({ prelude: '# Dienst für Aufgaben, 任务服务\n' }) },
    head: { [MS_PATH]: microservice({ prelude: '# Dienst für Aufgaben, 任务服务\n', image: NEW }) },
    expect: 'accept'
  },
  {
    name: 'another allowed kind (DecisionModel)',
    threat: 'benign release',
    base: { 'models/churn.yaml': microservice({ kind: 'DecisionModel', apiVersion: 'decisionmodel.io/v1' }) },
    head: {
      'models/churn.yaml': microservice({ kind: 'DecisionModel', apiVersion: 'decisionmodel.io/v1', image: NEW })
    },
    policy: { selector: { kind: 'DecisionModel', apiGroup: 'decisionmodel.io' } },
    expect: 'accept'
  },
  {
    name: 'tag change when allowed',
    threat: 'tag changed',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.5.0@${D.b}`) },
    policy: TAG_POLICY,
    expect: 'accept'
  },
  {
    name: 'tag added when allowed',
    threat: 'tag added',
    base: { [MS_PATH]: bump(`${REPO}@${D.a}`) },
    head: { [MS_PATH]: bump(`${REPO}:1.5.0@${D.b}`) },
    policy: TAG_POLICY,
    expect: 'accept'
  },
  {
    name: 'tag removed when allowed',
    threat: 'tag removed',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}@${D.b}`) },
    policy: TAG_POLICY,
    expect: 'accept'
  },
  {
    name: 'downgrade when allowed',
    threat: 'semver downgrade',
    base: base(),
    head: { [MS_PATH]: bump(`${REPO}:1.3.9@${D.b}`) },
    policy: { allowTagChange: true, allowDowngrade: true },
    expect: 'accept'
  }
]
