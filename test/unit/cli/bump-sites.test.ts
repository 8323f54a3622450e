/**
 * `gitops-release bump` and `promote` on the targets beyond a custom resource's spec.image, as a
 * user runs them: a Deployment's containers, a kustomization, Helm values (through the tag with
 * --field), over temp files; and the hostile variants, each refused with the file unchanged.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO, type CapturedIO } from '../../helpers/cli-io.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { NO_REALWORLD, REALWORLD_DIR } from '../../helpers/realworld.js'

const REPO = 'ghcr.io/acme/web'
const D1 = `sha256:${'1'.repeat(64)}`
const D2 = `sha256:${'2'.repeat(64)}`
const REF = `${REPO}@${D2}`

let cwd: string
let captured: CapturedIO

beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'bump-sites-'))
  captured = captureIO({}, cwd)
})
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true })
})

async function run(file: string, text: string, ...args: string[]): Promise<{ code: number; after: string }> {
  await writeFile(path.join(cwd, file), text)
  const code = await main(['bump', '--file', file, '--image', REF, ...args], captured)
  return { code, after: await readFile(path.join(cwd, file), 'utf8') }
}

const out = (): string => captured.outWrites.join('')
const err = (): string => captured.errWrites.join('')

const DEPLOYMENT = (web: string, sidecar = `${REPO}:1.0@${D1}`): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      initContainers:
        - name: migrate
          image: '${REPO}:1.0@${D1}'
      containers:
        - name: web
          image: ${web} # pinned
        - name: sidecar
          image: "${sidecar}"
        - name: proxy
          image: envoyproxy/envoy:v1.30
`
const DEPLOY = ['--kind', 'Deployment', '--api-group', 'apps']

describe('bump on image sites', () => {
  it('pins every container of the repository in a Deployment, keeping tags and quoting', async () => {
    const before = DEPLOYMENT(`${REPO}:1.0@${D1}`)
    const { code, after } = await run('deploy.yaml', before, ...DEPLOY)
    expect(code).toBe(0)
    expect(after).toBe(before.replaceAll(`${REPO}:1.0@${D1}`, `${REPO}:1.0@${D2}`))
    expect(out()).toContain(`spec.template.spec.containers[name=web].image ${REPO}:1.0@${D1} -> ${REPO}:1.0@${D2}`)
    expect(out()).toContain('initContainers[name=migrate].image')
  })

  it('leaves a field of a repository that differs only in case alone, and refuses to pin it by --field', async () => {
    const upper = REPO.replace('ghcr.io', 'GHCR.IO')
    const before = DEPLOYMENT(`${REPO}:1.0@${D1}`, `${upper}:0.9@${D1}`)
    const { code, after } = await run('deploy.yaml', before, ...DEPLOY)
    expect(code).toBe(0)
    expect(after).toBe(before.replaceAll(`${REPO}:1.0@${D1}`, `${REPO}:1.0@${D2}`))
    expect(after).toContain(`"${upper}:0.9@${D1}"`)
    const field = await run(
      'deploy.yaml',
      before,
      ...DEPLOY,
      '--field',
      'spec.template.spec.containers[name=sidecar].image'
    )
    expect(field).toEqual({ code: 2, after: before })
    expect(err()).toContain(`pins repository "${upper}", not "${REPO}"`)
  })

  it('edits spec.image as before (the image exactly) when the only other field is a repository that differs in case', () => {
    const upper = REPO.replace('ghcr.io', 'GHCR.IO')
    const text = `apiVersion: platform.example.io/v1alpha1\nkind: Microservice\nmetadata:\n  name: web\nspec:\n  image: ${REPO}:1.0@${D1}\n  template:\n    spec:\n      containers:\n        - name: side\n          image: ${upper}:1.0@${D1}\n`
    const result = bumpImage(text, { kind: 'Microservice', apiGroup: 'platform.example.io' }, REF)
    expect(result.text).toBe(text.replace(`image: ${REPO}:1.0@${D1}`, `image: ${REF}`))
  })

  it('writes exactly what the edit makes (the corpus through the CLI: test/integration/cli/bump-realworld.test.ts)', async () => {
    const before = DEPLOYMENT(`${REPO}:1.0@${D1}`, `${REPO}:0.9@${D1}`)
    const { code, after } = await run('deploy.yaml', before, ...DEPLOY, '--container', 'web')
    expect(code).toBe(0)
    expect(after).toBe(bumpImage(before, { kind: 'Deployment', apiGroup: 'apps' }, REF, { container: 'web' }).text)
    expect(after).not.toBe(before)
  })

  it('narrows to one container with --container', async () => {
    const before = DEPLOYMENT(`${REPO}:1.0@${D1}`, `${REPO}:0.9@${D1}`)
    const { code, after } = await run('deploy.yaml', before, ...DEPLOY, '--container', 'sidecar')
    expect(code).toBe(0)
    expect(after).toBe(before.replace(`"${REPO}:0.9@${D1}"`, `"${REPO}:0.9@${D2}"`))
  })

  it.each([
    ['tags disagree', DEPLOYMENT(`${REPO}:1.0@${D1}`, `${REPO}:0.9@${D1}`), [], /disagree on the tag/],
    [
      'no field of the repository',
      DEPLOYMENT(`${REPO}:1.0@${D1}`).replaceAll(REPO, 'ghcr.io/acme/other'),
      [],
      /holds no image field of repository "ghcr\.io\/acme\/web"; it has the repositories ghcr\.io\/acme\/other/
    ],
    [
      'an alias',
      DEPLOYMENT(`*img`).replace(`image: '${REPO}:1.0@${D1}'`, `image: &img '${REPO}:1.0@${D1}'`),
      [],
      /anchor|alias/
    ],
    ['a block scalar', DEPLOYMENT(`>-\n            ${REPO}:1.0@${D1}`).replace(' # pinned', ''), [], /block scalar/],
    [
      'a template',
      DEPLOYMENT(`${REPO}:{{ .tag }}`),
      ['--field', 'spec.template.spec.containers[name=web].image'],
      /template/
    ],
    [
      'a container as a flow mapping that repeats its image key (Kubernetes keeps the last)',
      DEPLOYMENT(`${REPO}:1.0@${D1}`).replace(
        `- name: web\n          image: ${REPO}:1.0@${D1} # pinned`,
        `- {name: web, image: "${REPO}:1.0@${D1}", image: "ghcr.io/evil/miner@${D1}"}`
      ),
      [],
      /\(line 12\) .*outside the YAML subset .*the key "image" appears twice/
    ],
    ['an unknown container', DEPLOYMENT(`${REPO}:1.0@${D1}`), ['--container', 'nope'], /no container named "nope"/],
    ['a kind the file does not have', DEPLOYMENT(`${REPO}:1.0@${D1}`), ['--kind', 'StatefulSet'], /StatefulSet/]
  ])('refuses %s and leaves the file as it was', async (_, before, extra, why) => {
    const args = extra[0] === '--kind' ? extra : [...DEPLOY, ...extra]
    const { code, after } = await run('deploy.yaml', before, ...args)
    expect(code).toBe(2)
    expect(after).toBe(before)
    expect(err()).toMatch(why)
  })

  it('adds one digest: line to a kustomize entry, in its indentation and line ending', async () => {
    const before = `resources:\r\n  - deploy.yaml\r\nimages:\r\n  - name: web\r\n    newName: ${REPO}\r\n    newTag: "1.0"\r\n  - name: other\r\n    newTag: v2\r\n`
    const { code, after } = await run('kustomization.yaml', before)
    expect(code).toBe(0)
    expect(after).toBe(before.replace(`newTag: "1.0"\r\n`, `newTag: "1.0"\r\n    digest: ${D2}\r\n`))
    expect(out()).toContain(`images[name=web].digest (added) -> ${D2}`)
    // Again: the digest is there now, so nothing changes.
    const again = await run('kustomization.yaml', after)
    expect(again.after).toBe(after)
    expect(out()).toContain('unchanged')
  })

  it('sets the digest of a Helm mapping, and pins through the tag only when --field names it', async () => {
    const values = `image:\n  registry: ghcr.io\n  repository: acme/web\n  tag: "1.0"\n  digest: ""\n`
    const one = await run('values.yaml', values)
    expect(one.code).toBe(0)
    expect(one.after).toBe(values.replace('digest: ""', `digest: "${D2}"`))

    const tagOnly = `image:\n  repository: ${REPO}\n  tag: 1.20\n`
    const refused = await run('values-prod.yaml', tagOnly)
    expect(refused).toEqual({ code: 2, after: tagOnly })
    expect(err()).toMatch(/no digest key.*--field image\.tag/)
    const pinned = await run('values-prod.yaml', tagOnly, '--field', 'image.tag')
    expect(pinned.code).toBe(0)
    expect(pinned.after).toBe(tagOnly.replace('tag: 1.20', `tag: 1.20@${D2}`))
    expect(err()).toMatch(/warning: .*label/)
  })

  it('refuses kustomize entries that disagree, and a Helm field of another repository', async () => {
    const kust = `images:\n  - name: a\n    newName: ${REPO}\n    newTag: v1\n  - name: b\n    newName: ${REPO}\n    newTag: v2\n`
    expect(await run('kustomization.yaml', kust)).toEqual({ code: 2, after: kust })
    const values = `image:\n  repository: other/repo\n  tag: v1\n  digest: ""\n`
    expect(await run('values.yaml', values, '--field', 'image.digest')).toEqual({ code: 2, after: values })
    expect(err()).toMatch(/not "ghcr\.io\/acme\/web"/)
  })

  it('promotes from a kustomization into a Deployment', async () => {
    await writeFile(
      path.join(cwd, 'kustomization.yaml'),
      `images:\n  - name: web\n    newName: ${REPO}\n    newTag: "1.0"\n    digest: ${D2}\n`
    )
    const deploy = DEPLOYMENT(`${REPO}:1.0@${D1}`)
    await writeFile(path.join(cwd, 'deploy.yaml'), deploy)
    const code = await main(
      ['promote', '--from-manifest', 'kustomization.yaml', '--manifest', 'deploy.yaml', ...DEPLOY],
      captured
    )
    expect(err()).toBe('')
    expect(code).toBe(0)
    expect(await readFile(path.join(cwd, 'deploy.yaml'), 'utf8')).toBe(
      deploy.replaceAll(`${REPO}:1.0@${D1}`, `${REPO}:1.0@${D2}`)
    )
  })
})

describe('bump refuses what aliases could repeat, in every format', () => {
  it.each([
    ['kustomization.yaml', `images:\n  - &web\n    name: web\n    newName: ${REPO}\n    newTag: v1\n`, /anchor/],
    ['values.yaml', `image: &img\n  repository: ${REPO}\n  tag: v1\n  digest: ""\nother:\n  image: *img\n`, /anchor/],
    ['values.yaml', `image:\n  repository: ${REPO}\n  tag: v1\n  digest: |\n    ${D1}\n`, /block scalar/]
  ])('%s: %s', async (file, before, why) => {
    expect(await run(file, before)).toEqual({ code: 2, after: before })
    expect(err()).toMatch(why)
  })
})

describe.skipIf(NO_REALWORLD)('bump over real files, through the CLI', () => {
  it.each([
    [
      '010',
      'Deployment',
      'apps',
      'frontend',
      'us-central1-docker.pkg.dev/online-boutique-ci/microservices-demo/frontend',
      []
    ],
    ['072', '', '', '', 'ingress-nginx/controller', ['--format', 'helm-values']],
    ['032', '', '', '', 'ghcr.io/stefanprodan/podinfo', ['--format', 'helm-values', '--field', 'image.tag']],
    ['045', '', '', '', 'argoproj/rollouts-demo', ['--format', 'kustomization']]
  ] as const)('file %s', async (id, kind, group, name, repository, extra) => {
    const index = JSON.parse(await readFile(`${REALWORLD_DIR}index.json`, 'utf8')) as { id: string; file: string }[]
    const text = await readFile(`${REALWORLD_DIR}${index.find((e) => e.id === id)!.file}`, 'utf8')
    const selector = kind === '' ? [] : ['--kind', kind, '--api-group', group, '--resource-name', name]
    await writeFile(path.join(cwd, 'target.yaml'), text)
    const code = await main(
      ['bump', '--file', 'target.yaml', '--image', `${repository}@${D2}`, ...selector, ...extra],
      captured
    )
    expect(err().replace(/^warning: .*\n/gm, '')).toBe('')
    expect(code).toBe(0)
    const after = await readFile(path.join(cwd, 'target.yaml'), 'utf8')
    const a = text.split('\n')
    const b = after.split('\n')
    // An added digest: line shifts the lines after it (here only the empty one after the last line break).
    const changed = b.filter((line, i) => line !== a[i] && line !== '')
    expect(changed.length).toBeGreaterThan(0)
    for (const line of changed) expect(line).toContain(D2.slice(-12))
  })
})

describe.skipIf(NO_REALWORLD)('the real documents with duplicate keys', () => {
  it.each([
    ['027', 'Deployment', 'openshift', 'openshift/origin'],
    ['102', 'StatefulSet', 'redis-master', 'docker.io/bitnami/redis']
  ])('file %s is refused with nothing written', async (id, kind, name, repository) => {
    const index = JSON.parse(await readFile(`${REALWORLD_DIR}index.json`, 'utf8')) as { id: string; file: string }[]
    const text = await readFile(`${REALWORLD_DIR}${index.find((e) => e.id === id)!.file}`, 'utf8')
    const file = path.join(cwd, 'target.yaml')
    await writeFile(file, text)
    const args = ['--kind', kind, '--api-group', 'apps', '--resource-name', name]
    const code = await main(['bump', '--file', 'target.yaml', '--image', `${repository}@${D2}`, ...args], captured)
    expect(code).toBe(2)
    expect(err()).toMatch(/outside the YAML subset/)
    expect(await readFile(file, 'utf8')).toBe(text)
  })
})
