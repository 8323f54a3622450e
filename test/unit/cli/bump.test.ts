import { chmod, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CliIO } from '../../../src/cli/io.js'
import { main } from '../../../src/cli-main.js'
import { captureIO, type CapturedIO } from '../../helpers/cli-io.js'

const OLD = `ghcr.io/acme/todo-api@sha256:${'a'.repeat(64)}`
const NEW = `ghcr.io/acme/todo-api:1.4.2@sha256:${'b'.repeat(64)}`
const FILE = 'apps/todo-api/dev/microservice.yaml'
const MANIFEST = `# deployed by Argo CD\r
apiVersion: platform.example.io/v1alpha1\r
kind: Microservice\r
metadata:\r
  name: todo-api\r
  namespace: todo\r
spec:\r
  image: "${OLD}" # pinned by CI\r
  port: 8080`

let cwd: string
let captured: CapturedIO
let out: string[]
let err: string[]
const io = (): CliIO => captured

beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'bump-'))
  captured = captureIO({}, cwd)
  out = captured.outWrites
  err = captured.errWrites
  await writeManifest(MANIFEST)
})
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true })
})

async function writeManifest(text: string, file = FILE): Promise<void> {
  const { mkdir } = await import('node:fs/promises')
  await mkdir(path.dirname(path.join(cwd, file)), { recursive: true })
  await writeFile(path.join(cwd, file), text)
  // An old mtime, so an accidental rewrite within the same clock tick would still show.
  await utimes(path.join(cwd, file), new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'))
}

async function snapshot(file = FILE): Promise<{ bytes: Buffer; mtimeMs: number; mode: number }> {
  const p = path.join(cwd, file)
  const s = await stat(p)
  return { bytes: await readFile(p), mtimeMs: s.mtimeMs, mode: s.mode }
}

const bump = (...args: string[]): Promise<number> => main(['bump', ...args], io())

describe('gitops-release bump', () => {
  it('changes one line in place, keeping quoting, comment, CRLF, mode and the missing final newline', async () => {
    await chmod(path.join(cwd, FILE), 0o640)
    expect(await bump('--file', FILE, '--image', NEW)).toBe(0)
    expect(out.join('')).toBe(`changed ${FILE}: spec.image ${OLD} -> ${NEW} (line 8)\n`)
    expect(err).toEqual([])
    const after = await snapshot()
    expect(after.bytes.toString('utf8')).toBe(MANIFEST.replace(OLD, NEW))
    expect(after.mode & 0o777).toBe(0o640)
    expect(await readdir(path.dirname(path.join(cwd, FILE)))).toEqual(['microservice.yaml'])
  })

  it('says unchanged and does not touch the file when the image already matches', async () => {
    await writeManifest(MANIFEST.replace(OLD, NEW))
    const before = await snapshot()
    expect(await bump('--file', FILE, '--image', NEW)).toBe(0)
    expect(out.join('')).toBe(`unchanged ${FILE}: spec.image already ${NEW}\n`)
    expect(await snapshot()).toEqual(before)
  })

  it('selects by kind, API group and name', async () => {
    const other = MANIFEST.replace('name: todo-api', 'name: other').replace(
      'platform.example.io/v1alpha1',
      'apps.example.io/v1'
    )
    await writeManifest(`${MANIFEST}\r\n---\r\n${other.replace('Microservice', 'Worker')}\r\n`)
    expect(
      await bump(
        '--file',
        FILE,
        '--image',
        NEW,
        '--kind',
        'Worker',
        '--api-group',
        'apps.example.io',
        '--name',
        'other'
      )
    ).toBe(0)
    expect(out.join('')).toMatch(/\(line 18\)\n$/)
  })

  it('edits the target of a symlink and keeps the link', async () => {
    await symlink('microservice.yaml', path.join(cwd, 'apps/todo-api/dev/link.yaml'))
    expect(await bump('--file', 'apps/todo-api/dev/link.yaml', '--image', NEW)).toBe(0)
    expect((await readFile(path.join(cwd, FILE), 'utf8')).includes(NEW)).toBe(true)
    const { lstat } = await import('node:fs/promises')
    expect((await lstat(path.join(cwd, 'apps/todo-api/dev/link.yaml'))).isSymbolicLink()).toBe(true)
  })

  it.each([
    [
      'an unpinned image',
      ['--image', 'ghcr.io/acme/todo-api:1.4.2'],
      /^gitops-release bump: --image: image reference "ghcr.io\/acme\/todo-api:1.4.2" is not pinned/
    ],
    ['an invalid digest', ['--image', `ghcr.io/acme/todo-api@sha256:${'B'.repeat(64)}`], /--image: .*lower-case/],
    ['a missing --image', [], /--image is required/],
    ['an unknown flag', ['--image', NEW, '--namespace', 'todo'], /Unknown option '--namespace'/],
    ['an empty --kind', ['--image', NEW, '--kind', ''], /--kind must not be empty/],
    [
      'an unmatched name',
      ['--image', NEW, '--resource-name', 'nope'],
      /no resource of name "nope" is in the file, which has Microservice "todo-api" .*; the names there are "todo-api": --resource-name todo-api\n$/
    ],
    [
      'an unmatched name, kind and group given',
      ['--image', NEW, '--kind', 'Microservice', '--api-group', 'platform.example.io', '--resource-name', 'nope'],
      /no document matches Microservice \(platform.example.io\) named "nope"; the file has 1 document \(1: Microservice "todo-api"/
    ],
    [
      'another group',
      ['--image', NEW, '--api-group', ''],
      /no resource of API group '' \(the core group\) is in the file.*--api-group platform\.example\.io, or leave api-group out/
    ],
    [
      'another group, kind given',
      ['--image', NEW, '--kind', 'Microservice', '--api-group', ''],
      /no document matches Microservice \(core group\)/
    ]
  ])('exits 2 with a one-line reason and leaves the file untouched on %s', async (_, args, message) => {
    const before = await snapshot()
    expect(await bump('--file', FILE, ...args)).toBe(2)
    expect(out).toEqual([])
    expect(err).toHaveLength(1)
    expect(err[0]).toMatch(message)
    expect(err[0]!.trimEnd()).not.toContain('\n')
    expect(await snapshot()).toEqual(before)
  })

  it.each([
    [
      'a block scalar image',
      MANIFEST.replace(`"${OLD}" # pinned by CI`, `|\r\n    ${OLD}`),
      /apps\/todo-api\/dev\/microservice.yaml: document 1 \(line 8\): .*block scalar/
    ],
    [
      'duplicate keys',
      `${MANIFEST}\r\nspec: {}`,
      /outside the YAML subset the edit and the gate read: the key "spec" appears twice/
    ],
    ['YAML that does not parse', `${MANIFEST}\r\n  bad: [`, /outside the YAML subset .*is not closed/],
    [
      'several matches',
      `${MANIFEST}\r\n---\r\n${MANIFEST.replace('todo-api', 'billing')}`,
      /2 resources hold an image of ghcr\.io\/acme\/todo-api, so the file does not say which to release: Microservice "todo-api" .*--resource-name todo-api\); Microservice "billing" .*--resource-name billing\)/
    ],
    [
      'what the gate would refuse (a TAB)',
      MANIFEST.replace('port: 8080', 'port:\t8080'),
      /microservice\.yaml: document 1 \(line 9\) may be the resource to edit, but it is outside the YAML subset the edit and the gate read: the file contains U\+0009 TAB/
    ]
  ])('exits 2 and leaves a manifest with %s untouched', async (_, text, message) => {
    await writeManifest(text)
    const before = await snapshot()
    expect(await bump('--file', FILE, '--image', NEW)).toBe(2)
    expect(err.join('')).toMatch(message)
    expect(err.join('').trimEnd()).not.toContain('\n')
    expect(await snapshot()).toEqual(before)
  })

  it('exits 2 for a missing file, a directory, and a file that is not UTF-8', async () => {
    expect(await bump('--file', 'nope.yaml', '--image', NEW)).toBe(2)
    expect(err.pop()).toMatch(/--file: "nope.yaml" does not exist/)
    expect(await bump('--file', 'apps', '--image', NEW)).toBe(2)
    expect(err.pop()).toMatch(/--file: "apps" is not a regular file/)
    await writeFile(path.join(cwd, 'latin1.yaml'), Buffer.from('kind: Microservice # caf\xe9\n', 'latin1'))
    expect(await bump('--file', 'latin1.yaml', '--image', NEW)).toBe(2)
    expect(err.pop()).toMatch(/is not UTF-8 text/)
  })

  it('keeps a UTF-8 BOM and non-ASCII comments byte for byte', async () => {
    const text = `\uFEFF# café ☕\n${MANIFEST.replaceAll('\r\n', '\n')}\n`
    await writeManifest(text)
    expect(await bump('--file', FILE, '--image', NEW)).toBe(0)
    expect(await readFile(path.join(cwd, FILE))).toEqual(Buffer.from(text.replace(OLD, NEW), 'utf8'))
  })

  it('resolves --file against io.cwd, not the process directory', async () => {
    expect(await bump('--file', path.join(cwd, FILE), '--image', NEW)).toBe(0)
    expect(await bump('--file', `./${FILE}`, '--image', NEW)).toBe(0)
    expect(out[1]).toMatch(/^unchanged /)
  })

  it('prints help', async () => {
    expect(await main(['bump', '--help'], io())).toBe(0)
    expect(out.join('')).toMatch(/^Usage: gitops-release bump --file PATH --image REF \[options\]/)
    for (const flag of ['--kind KIND', '--api-group GROUP', '--resource-name NAME'])
      expect(out.join('')).toContain(flag)
  })
})
