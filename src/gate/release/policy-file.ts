/**
 * The release policy kept in the config repo (`.github/gitops-release.yaml` by default): which
 * paths belong to which service, the image repositories each may move to, and who must have
 * built those images. Pure: text in, a policy or a {@link PolicyFileError} with a line out.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml'
import { environmentNameProblem, GITHUB_LOGIN } from '../../environments/name.js'
import { parseRepo } from '../../github/repo-ref.js'
import { parseImageReference } from '../../image/reference.js'
import { IMAGE_FORMATS, type ImageFormat } from '../../kube-yaml/image-sites.js'
import type { AttestationExpectation } from '../../provenance/types.js'
import { lineCounter } from '../../text/lines.js'
import { validatePaths } from '../policy.js'
import { parseEnvironments, type EnvironmentPolicy } from './policy-environments.js'

export type { EnvironmentPolicy, VerifySection } from './policy-environments.js'

export const DEFAULT_POLICY_PATH = '.github/gitops-release.yaml'

/** GitHub Actions' OIDC issuer; a GitHub Enterprise Cloud tenant may use its own under this URL. */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com'

/** What an entry asks of the attestation that must vouch for each new digest. */
export type ProvenanceRule = AttestationExpectation

export interface ReleaseEntry {
  /** 1-based line of the entry in the policy file, for messages. */
  readonly line: number
  readonly paths: readonly string[]
  /** Image names (registry and repository, no tag or digest) a change may move to. */
  readonly images: readonly string[]
  readonly provenance: ProvenanceRule | undefined
  /** The environment where each new digest must have a successful Deployment first. */
  readonly promotedFrom: string | undefined
  /**
   * The logins whose Deployments and statuses in `promotedFrom` count (`wait`'s identity, e.g.
   * `acme-release[bot]`); undefined: the gate's own App when it has App credentials, else anyone's.
   */
  readonly recordedBy: readonly string[] | undefined
  /**
   * How the entry's files keep their images, for paths whose names do not tell
   * (`format: kustomization` for `overlays/prod/images.yaml`); undefined: from the file name.
   */
  readonly format: ImageFormat | undefined
}

export interface ReleasePolicy {
  readonly file: string
  readonly releases: readonly ReleaseEntry[]
  /** Per GitHub environment, by its name in lower case: what wait verifies, what promotion asks. */
  readonly environments: ReadonlyMap<string, EnvironmentPolicy>
}

/** The settings of `environment` (GitHub's names ignore case), if the policy has any. */
export function environmentPolicy(policy: ReleasePolicy, environment: string): EnvironmentPolicy | undefined {
  return policy.environments.get(environment.toLowerCase())
}

/** A policy file that cannot be used; the gate rejects the PR with this message. */
export class PolicyFileError extends Error {
  override name = 'PolicyFileError'
  constructor(
    readonly file: string,
    readonly line: number,
    what: string
  ) {
    super(`${file} line ${line}: ${what}`)
  }
}

const ENTRY_KEYS = new Set(['paths', 'images', 'provenance', 'promoted-from', 'recorded-by', 'format'])

const PROVENANCE_KEYS = new Set(['repository', 'signer-workflow', 'ref', 'issuer'])
const WORKFLOW = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+\/\.github\/workflows\/[^/@\s]+\.ya?ml$/
const EXAMPLE = 'releases:\n  - paths: ["apps/todo-api/**"]\n    images: ["ghcr.io/acme/todo-api"]'

/**
 * The policy is the maintainers' own file, read once per run, so the `yaml` package reads it:
 * YAML 1.2 core schema (no `<<` merges, no 1.1 booleans), duplicate keys are errors, and source
 * tokens kept for the lines of reasons.
 */
const PARSE_OPTIONS = {
  keepSourceTokens: true,
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  version: '1.2',
  schema: 'core',
  merge: false
} as const

/** Parses the policy strictly: unknown keys, wrong types and empty lists are errors with a line. */
export function parseReleasePolicy(text: string, file: string): ReleasePolicy {
  const lineOf = lineCounter(text)
  const doc = parseDocument(text, PARSE_OPTIONS)
  const problem = doc.errors[0] ?? doc.warnings[0]
  if (problem) throw new PolicyFileError(file, lineOf(problem.pos[0]), `not valid YAML: ${problem.message}`)
  const at = (node: Node | null | undefined): number => lineOf(node?.range?.[0] ?? 0)
  const fail = (node: Node | null | undefined, what: string): never => {
    throw new PolicyFileError(file, at(node), what)
  }
  const root = doc.contents
  if (!isMap(root)) return fail(root, `must be a mapping with a 'releases' list, like:\n${EXAMPLE}`)
  onlyKeys(root, new Set(['releases', 'environments']), fail)
  const releases = root.get('releases', true)
  if (!isSeq(releases) || releases.items.length === 0)
    return fail(releases ?? root, "'releases' must be a non-empty list of entries")
  const environments = parseEnvironments(root.get('environments', true), doc, at, fail)
  return {
    file,
    environments,
    releases: releases.items.map((item) => {
      if (!isMap(item)) return fail(item as Node, 'each entry of releases must be a mapping with paths and images')
      onlyKeys(item, ENTRY_KEYS, fail)
      const pathsNode = item.get('paths', true) as Node | undefined
      const paths = stringList(item, 'paths', fail)
      try {
        validatePaths(paths, 'paths')
      } catch (error) {
        fail(pathsNode, (error as Error).message)
      }
      return {
        line: at(item),
        paths,
        images: stringList(item, 'images', fail).map((image) => {
          if (!isImageName(image))
            fail(
              item.get('images', true),
              `images: ${JSON.stringify(image)} must be an image name without tag or digest, like ghcr.io/acme/todo-api`
            )
          return image
        }),
        provenance: provenanceRule(item.get('provenance', true), fail),
        promotedFrom: promotedFrom(item, fail),
        recordedBy: recordedBy(item, fail),
        format: formatOf(item, fail)
      }
    })
  }
}

type Fail = (node: Node | null | undefined, what: string) => never

function onlyKeys(map: YAMLMap, allowed: ReadonlySet<string>, fail: Fail): void {
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined
    if (typeof key !== 'string' || !allowed.has(key))
      fail(pair.key as Node, `unknown key ${JSON.stringify(key)}; expected one of ${[...allowed].join(', ')}`)
  }
}

function stringList(map: YAMLMap, key: string, fail: Fail): string[] {
  const node = map.get(key, true) as Node | undefined
  if (!isSeq(node) || node.items.length === 0) return fail(node ?? map, `'${key}' must be a non-empty list of strings`)
  return node.items.map((item) => {
    if (!isScalar(item) || typeof item.value !== 'string' || item.value.trim() === '')
      return fail(item as Node, `'${key}' must hold only non-empty strings`)
    return item.value
  })
}

function stringValue(map: YAMLMap, key: string, fail: Fail): string | undefined {
  const node = map.get(key, true) as Node | undefined
  if (node === undefined) return undefined
  if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '')
    return fail(node, `'${key}' must be a non-empty string`)
  return node.value
}

function provenanceRule(node: Node | undefined, fail: Fail): ProvenanceRule | undefined {
  if (node === undefined) return undefined
  if (!isMap(node)) return fail(node, "'provenance' must be a mapping with at least 'repository'")
  onlyKeys(node, PROVENANCE_KEYS, fail)
  const repository = stringValue(node, 'repository', fail)
  if (repository === undefined)
    return fail(node, "'provenance' needs 'repository: owner/repo', the repo that builds the image")
  try {
    parseRepo(repository, 'repository')
  } catch {
    fail(node.get('repository', true), `repository ${JSON.stringify(repository)} must be owner/repo`)
  }
  const signerWorkflow = stringValue(node, 'signer-workflow', fail)
  if (signerWorkflow !== undefined && !WORKFLOW.test(signerWorkflow))
    fail(
      node.get('signer-workflow', true),
      `signer-workflow ${JSON.stringify(signerWorkflow)} must be owner/repo/.github/workflows/<file>.yml`
    )
  const issuer = stringValue(node, 'issuer', fail) ?? GITHUB_ACTIONS_ISSUER
  if (!issuer.startsWith(`${GITHUB_ACTIONS_ISSUER}/`) && issuer !== GITHUB_ACTIONS_ISSUER)
    fail(
      node.get('issuer', true),
      `issuer ${JSON.stringify(issuer)} must be ${GITHUB_ACTIONS_ISSUER} or an enterprise issuer under it`
    )
  return { repository, signerWorkflow, ref: stringValue(node, 'ref', fail), issuer }
}

function promotedFrom(entry: YAMLMap, fail: Fail): string | undefined {
  const environment = stringValue(entry, 'promoted-from', fail)
  const problem = environment === undefined ? undefined : environmentNameProblem(environment)
  if (problem)
    fail(
      entry.get('promoted-from', true),
      `promoted-from ${JSON.stringify(environment)} ${problem}; it must be a GitHub environment name, like staging`
    )
  return environment
}

function recordedBy(entry: YAMLMap, fail: Fail): string[] | undefined {
  const node = entry.get('recorded-by', true) as Node | undefined
  if (node === undefined) return undefined
  if (!entry.has('promoted-from'))
    fail(
      node,
      "'recorded-by' says whose Deployments count for 'promoted-from'; add 'promoted-from: <environment>' to this entry, or remove 'recorded-by'"
    )
  return stringList(entry, 'recorded-by', fail).map((login) => {
    if (!GITHUB_LOGIN.test(login))
      fail(
        node,
        `recorded-by: ${JSON.stringify(login)} must be a GitHub login, like acme-release[bot] (the identity wait runs as) or octocat`
      )
    return login
  })
}

function isImageName(image: string): boolean {
  try {
    return parseImageReference(image, { requireDigest: false }).name === image && !image.includes('@')
  } catch {
    return false
  }
}

function formatOf(entry: YAMLMap, fail: Fail): ImageFormat | undefined {
  const format = stringValue(entry, 'format', fail)
  if (format === undefined) return undefined
  if (!(IMAGE_FORMATS as readonly string[]).includes(format))
    fail(
      entry.get('format', true),
      `format ${JSON.stringify(format)} must be one of ${IMAGE_FORMATS.join(', ')} (how the entry's files keep their images)`
    )
  return format as ImageFormat
}
