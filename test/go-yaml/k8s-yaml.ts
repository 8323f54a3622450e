/**
 * The Go differential: builds test/go-yaml (sigs.k8s.io/yaml, what Kubernetes and Argo CD
 * parse manifests with) from Debian's packaged sources, offline in GOPATH mode, and runs it
 * on file contents. `.ci/run` installs golang-go, golang-gopkg-yaml.v3-dev and
 * golang-k8s-sigs-yaml-dev (which brings go-yaml v2).
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const SOURCE = import.meta.dirname
/** Where Debian's golang-*-dev packages put their sources. */
export const DEBIAN_GOPATH = '/usr/share/gocode'

export type GoView = { documents: unknown[] } | { error: string }

/** Why the Go differential cannot run here, or undefined when it can. */
export async function goUnavailable(): Promise<string | undefined> {
  try {
    await run('go', ['version'])
  } catch {
    return 'the Go toolchain is not installed (apt-get install golang-go golang-k8s-sigs-yaml-dev golang-gopkg-yaml.v3-dev)'
  }
  if (!existsSync(join(DEBIAN_GOPATH, 'src/sigs.k8s.io/yaml'))) {
    return `sigs.k8s.io/yaml is not in ${DEBIAN_GOPATH} (apt-get install golang-k8s-sigs-yaml-dev)`
  }
  return undefined
}

const builds = new Map<string, Promise<string>>()
const buildDirs: string[] = []

/** Removes the built helpers; call it when the tests are done. */
export async function removeK8sYaml(): Promise<void> {
  await Promise.all([...builds.values()].map((b) => b.catch(() => undefined)))
  await Promise.all(buildDirs.map((dir) => rm(dir, { recursive: true, force: true })))
  builds.clear()
  buildDirs.length = 0
}

/** Builds the helper once per process; GOPATH mode, no network, its own build cache. */
export function buildK8sYaml(): Promise<string> {
  return buildGoHelper(SOURCE, 'k8s-yaml-json')
}

/** Builds the Go program in `source` (a directory of this folder) once per process, offline. */
export function buildGoHelper(source: string, name: string): Promise<string> {
  let built = builds.get(source)
  if (!built) {
    built = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'go-yaml-'))
      buildDirs.push(dir)
      const binary = join(dir, name)
      await run('go', ['build', '-o', binary, '.'], {
        cwd: source,
        env: {
          PATH: process.env['PATH'] ?? '/usr/bin:/bin',
          HOME: dir,
          GO111MODULE: 'off',
          GOPATH: DEBIAN_GOPATH,
          GOCACHE: join(dir, 'cache'),
          GOPROXY: 'off',
          GOFLAGS: '',
          CGO_ENABLED: '0'
        }
      })
      return binary
    })()
    builds.set(source, built)
  }
  return built
}

/** What Kubernetes sees in each file. Numbers beyond 2^53 are kept exact, as strings. */
export async function parseLikeKubernetes(files: Record<string, string | Uint8Array>): Promise<Record<string, GoView>> {
  const binary = await buildK8sYaml()
  const dir = await mkdtemp(join(tmpdir(), 'go-yaml-in-'))
  try {
    const names = Object.keys(files)
    const paths = names.map((_, i) => join(dir, `f${i}.yaml`))
    await Promise.all(names.map((name, i) => writeFile(paths[i]!, files[name]!)))
    const { stdout } = await run(binary, paths, { maxBuffer: 64 * 1024 * 1024 })
    const parsed = JSON.parse(exactNumbers(stdout)) as Record<string, GoView>
    return Object.fromEntries(names.map((name, i) => [name, parsed[paths[i]!]!]))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** JSON numbers with 16 or more digits become strings, so 2^53 + 1 stays 2^53 + 1. */
function exactNumbers(json: string): string {
  return json.replace(/([:,[]\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"')
}
