import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scriptDirFor, scriptIndex } from '../../../src/health/script-lookup.js'
import { runHealthTestSuite } from '../../../src/health/test-suite.js'

describe('scriptDirFor (util/lua GetHealthScript)', () => {
  const index = scriptIndex([
    '_.crossplane.io/_',
    'pkg.crossplane.io/Provider',
    'a_.example.io/_',
    '_.example.io/Widget',
    'Pod',
    '.'
  ])

  it.each([
    ['pkg.crossplane.io/Provider', 'pkg.crossplane.io/Provider', 'the exact kind beats a wildcard that matches too'],
    ['pkg.crossplane.io/Configuration', '_.crossplane.io/_', 'no exact kind: the wildcard'],
    ['aws.upbound.io/Bucket', undefined, 'nothing matches'],
    ['crossplane.io/X', undefined, '`*` needs the dot before crossplane.io'],
    ['a.b.crossplane.io/X', '_.crossplane.io/_', '`*` spans dots'],
    ['ab.example.io/Widget', '_.example.io/Widget', 'wildcards in byte order: `_` sorts before `a`'],
    ['a.example.io/Gadget', 'a_.example.io/_', 'the only wildcard that matches'],
    ['x.crossplane.io/Kind/Sub', undefined, '`*` does not cross a slash'],
    ['Pod', 'Pod', 'the core group is the kind alone'],
    ['', '.', 'an empty key reads the root’s health.lua, as filepath.Join("", "health.lua") does'],
    ['../Pod', undefined, 'a path out of the root is not there']
  ])('%s → %s (%s)', (key, dir, _why) => {
    expect(scriptDirFor(index, key)).toBe(dir)
  })
})

const roots: string[] = []
afterAll(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
})

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'health-lookup-'))
  roots.push(root)
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), content)
  }
  return root
}

const says = (text: string): string => `return { status = "Healthy", message = "${text}" }\n`

describe('runHealthTestSuite picks each input’s script by its group/kind', () => {
  it('runs the exact kind’s script for an input filed under a wildcard, and says so', async () => {
    const root = await tree({
      '_.crossplane.io/_/health.lua': says('wildcard'),
      '_.crossplane.io/_/health_test.yaml': [
        'tests:',
        '- {inputPath: testdata/provider.yaml, healthStatus: {status: Healthy, message: provider}}',
        '- {inputPath: testdata/bucket.yaml, healthStatus: {status: Healthy, message: wildcard}}',
        '- {inputPath: testdata/pod.yaml, healthStatus: {status: Healthy, message: wildcard}}'
      ].join('\n'),
      '_.crossplane.io/_/testdata/provider.yaml': 'apiVersion: pkg.crossplane.io/v1\nkind: Provider\n',
      '_.crossplane.io/_/testdata/bucket.yaml': 'apiVersion: s3.aws.crossplane.io/v1\nkind: Bucket\n',
      '_.crossplane.io/_/testdata/pod.yaml': 'apiVersion: v1\nkind: Pod\n',
      'pkg.crossplane.io/Provider/health.lua': says('provider'),
      'pkg.crossplane.io/Provider/health_test.yaml':
        'tests:\n- {inputPath: ../../_.crossplane.io/_/testdata/provider.yaml, healthStatus: {status: Healthy, message: provider}}\n'
    })
    const result = await runHealthTestSuite(root)
    expect(result.failed).toBe(0)
    const cases = result.checks.find((c) => c.name === '_.crossplane.io/_')?.cases ?? []
    expect(cases.map((c) => [c.inputPath, c.script, c.actual])).toEqual([
      ['testdata/provider.yaml', 'pkg.crossplane.io/Provider', { status: 'Healthy', message: 'provider' }],
      ['testdata/bucket.yaml', undefined, { status: 'Healthy', message: 'wildcard' }],
      ['testdata/pod.yaml', undefined, { status: 'Healthy', message: 'wildcard' }]
    ])
    expect(cases.map((c) => c.besideTest)).toEqual([undefined, undefined, true])
    expect(cases[2]?.note).toContain('no health.lua under the folder matches the input\'s group/kind "Pod"')
  })

  it('runs the script beside the test file for an input no script matches, and says so', async () => {
    const root = await tree({
      'example.com/Widget/health.lua': says('widget'),
      'example.com/Widget/health_test.yaml':
        'tests:\n- {inputPath: testdata/w.yaml, healthStatus: {status: Healthy, message: widget}}\n',
      'example.com/Widget/testdata/w.yaml': 'apiVersion: example.com/v1\nkind: Gadget\n'
    })
    const result = await runHealthTestSuite(root)
    expect(result.checks[0]?.cases[0]).toMatchObject({
      passed: true,
      besideTest: true,
      actual: { status: 'Healthy', message: 'widget' }
    })
    expect(result.checks[0]?.cases[0]?.note).toContain(
      'install this one under the key resource.customizations.health.example.com_Gadget'
    )
  })
})
