/**
 * The Go differential: builds test/go-yaml (apimachinery's own YAMLOrJSONDecoder, vendored
 * unmodified in third_party/, then sigs.k8s.io/yaml: what Kubernetes and Argo CD split and
 * parse manifests with) offline in GOPATH mode, from that folder and Debian's packaged sources,
 * and runs it on file contents. `.ci/run` installs golang-go, golang-gopkg-yaml.v3-dev,
 * golang-k8s-sigs-yaml-dev (which brings go-yaml v2) and golang-k8s-sigs-json-dev.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const SOURCE = import.meta.dirname
/** Where Debian's golang-*-dev packages put their sources. */
export const DEBIAN_GOPATH = '/usr/share/gocode'
/** The GOPATH tree of what Debian does not package: k8s.io/apimachinery's util/yaml and util/json. */
export const VENDORED_GOPATH = join(SOURCE, 'third_party')
/** Debian's packages the Go programs here import, by the folder each puts in DEBIAN_GOPATH. */
const DEBIAN_PACKAGES: Record<string, string> = {
  'gopkg.in/yaml.v2': 'golang-gopkg-yaml.v2-dev',
  'sigs.k8s.io/yaml': 'golang-k8s-sigs-yaml-dev',
  'sigs.k8s.io/json': 'golang-k8s-sigs-json-dev'
}

/**
 * What Go reads of a file: its documents, with `repeated` naming a key some mapping in them holds
 * twice (Kubernetes keeps the last without a word; repeated.go), or the decoder's error.
 */
export type GoView = { documents: unknown[]; repeated?: string } | { error: string }

/** Why the Go differential cannot run here, or undefined when it can. */
export async function goUnavailable(): Promise<string | undefined> {
  try {
    await run('go', ['version'])
  } catch {
    return 'the Go toolchain is not installed (apt-get install golang-go golang-k8s-sigs-yaml-dev golang-k8s-sigs-json-dev golang-gopkg-yaml.v3-dev)'
  }
  for (const [path, pkg] of Object.entries(DEBIAN_PACKAGES)) {
    if (!existsSync(join(DEBIAN_GOPATH, 'src', path)))
      return `${path} is not in ${DEBIAN_GOPATH} (apt-get install ${pkg})`
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

/**
 * The environment for building and testing the Go programs here: GOPATH mode (the vendored
 * tree, then Debian's), no network.
 */
export function goEnv(dir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: dir,
    GO111MODULE: 'off',
    GOPATH: `${VENDORED_GOPATH}:${DEBIAN_GOPATH}`,
    GOCACHE: join(dir, 'cache'),
    GOPROXY: 'off',
    GOFLAGS: '',
    CGO_ENABLED: '0'
  }
}

/** Runs the oracle's tests (split_test.go: apimachinery's cases, and what the TS side relies on); rejects with Go's output when one fails. */
export async function testK8sYaml(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'go-yaml-test-'))
  try {
    const { stdout } = await run('go', ['test', '-count=1', '.'], { cwd: SOURCE, env: goEnv(dir) })
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Builds the Go program in `source` (a directory of this folder) once per process, offline. */
export function buildGoHelper(source: string, name: string): Promise<string> {
  let built = builds.get(source)
  if (!built) {
    built = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'go-yaml-'))
      buildDirs.push(dir)
      const binary = join(dir, name)
      await run('go', ['build', '-o', binary, '.'], { cwd: source, env: goEnv(dir) })
      return binary
    })()
    builds.set(source, built)
  }
  return built
}

/** What Kubernetes sees in each file. Numbers beyond 2^53 are kept exact, as strings. */
export async function parseLikeKubernetes(files: Record<string, string | Uint8Array>): Promise<Record<string, GoView>> {
  return runK8sYaml(files, [], exactNumbers)
}

export type GoPieces = { pieces?: string[] } | { error: string }

/** The text of each document of a YAML stream as apimachinery's decoder hands it to the YAML parser. */
export async function piecesLikeKubernetes(
  files: Record<string, string | Uint8Array>
): Promise<Record<string, GoPieces>> {
  return runK8sYaml(files, ['--pieces'], (json) => json)
}

async function runK8sYaml<T>(
  files: Record<string, string | Uint8Array>,
  flags: string[],
  prepare: (json: string) => string
): Promise<Record<string, T>> {
  const binary = await buildK8sYaml()
  const names = Object.keys(files)
  // Contents go in on stdin, base64 in one JSON object (Go's []byte), keyed by position.
  const input = JSON.stringify(
    Object.fromEntries(names.map((name, i) => [`f${i}`, Buffer.from(files[name]!).toString('base64')]))
  )
  const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
    const child = execFile(binary, [...flags, '-'], { maxBuffer: 1024 * 1024 * 1024 }, (error, out) =>
      error ? reject(new Error(error.message, { cause: error })) : resolve({ stdout: out })
    )
    child.stdin!.end(input)
  })
  const parsed = JSON.parse(prepare(stdout)) as Record<string, T>
  return Object.fromEntries(names.map((name, i) => [name, parsed[`f${i}`]!]))
}

/** JSON numbers with 16 or more digits become strings, so 2^53 + 1 stays 2^53 + 1. */
function exactNumbers(json: string): string {
  return json.replace(/([:,[]\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"')
}
