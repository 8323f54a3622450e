import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO } from '../../helpers/cli-io.js'

const STAGING = 'apps/todo-api/staging/microservice.yaml'
const PROD = 'apps/todo-api/prod/microservice.yaml'
const PROVEN = `ghcr.io/acme/todo-api:1.5.0@sha256:${'b'.repeat(64)}`
const RUNNING = `ghcr.io/acme/todo-api:1.4.2@sha256:${'a'.repeat(64)}`

const manifest = (image: string, comment = ''): string =>
  `apiVersion: platform.example.io/v1alpha1
kind: Microservice
metadata:
  name: todo-api
  namespace: todo
spec:
  image: ${image}${comment}
  port: 8080
`

let cwd: string
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'promote-'))
  await put(STAGING, manifest(PROVEN))
  await put(PROD, manifest(`'${RUNNING}'`, ' # prod'))
})
afterEach(() => rm(cwd, { recursive: true, force: true }))

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(cwd, file)), { recursive: true })
  await writeFile(path.join(cwd, file), text)
}
const read = (file: string): Promise<string> => readFile(path.join(cwd, file), 'utf8')

async function promote(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({}, cwd)
  const code = await main(['promote', '--from-manifest', STAGING, '--manifest', PROD, ...args], io)
  return { code, out: io.out, err: io.err }
}

describe('gitops-release promote', () => {
  it("pins the target to the source's image in its own quoting, one line", async () => {
    const run = await promote()
    expect(run).toMatchObject({ code: 0, err: '' })
    expect(run.out).toBe(`changed ${PROD}: spec.image ${RUNNING} -> ${PROVEN} (line 7)\n`)
    expect(await read(PROD)).toBe(manifest(`'${PROVEN}'`, ' # prod'))
    expect(await read(STAGING)).toBe(manifest(PROVEN))
  })

  it('says unchanged when the target already pins it', async () => {
    await put(PROD, manifest(PROVEN))
    expect(await promote()).toMatchObject({ code: 0, out: `unchanged ${PROD}: spec.image already ${PROVEN}\n` })
  })

  it('refuses a source pinned by tag only, and leaves the target as it was', async () => {
    await put(STAGING, manifest('ghcr.io/acme/todo-api:1.5.0'))
    const run = await promote()
    expect(run.code).toBe(2)
    expect(run.err).toMatch(
      /--from-manifest: apps\/todo-api\/staging\/microservice\.yaml pins an image promote cannot take: .*not pinned/
    )
    expect(await read(PROD)).toBe(manifest(`'${RUNNING}'`, ' # prod'))
  })

  it('refuses a source without the resource, naming the file', async () => {
    const run = await promote('--resource-name', 'other-api')
    expect(run.code).toBe(2)
    expect(run.err).toMatch(
      /--from-manifest: cannot read the image of apps\/todo-api\/staging\/microservice\.yaml: no resource of name "other-api" is in the file/
    )
  })

  it('refuses the same file on both sides', async () => {
    const io = captureIO({}, cwd)
    expect(await main(['promote', '--from-manifest', STAGING, '--manifest', `./${STAGING}`], io)).toBe(2)
    expect(io.err).toMatch(/same file/)
  })

  it('needs both manifests', async () => {
    const io = captureIO({}, cwd)
    expect(await main(['promote', '--manifest', PROD], io)).toBe(2)
    expect(io.err).toMatch(/--from-manifest/)
  })
})
