/**
 * The supply-chain rules every workflow we run or ship must follow, as code:
 * - every third-party action (or reusable workflow) is pinned by a full 40-hex commit SHA, with
 *   the release it is in a trailing comment (`uses: actions/checkout@<sha> # v5.1.0`), and every
 *   `docker://` image by its sha256 digest;
 * - the workflow sets `permissions:` at the top, and when it has more than one job the top grants
 *   no write scope (each job that writes asks for it, so the others do not get it);
 * - a checkout keeps no token in `.git/config` (`persist-credentials: false`) unless a step of
 *   its job runs `git push`.
 * Local actions (`./`) and our own action (`acme/gitops-release`, which users pin to our
 * release tags) are not third-party.
 */
import { LineCounter, isScalar, parseDocument } from 'yaml'
import type { Document, Node } from 'yaml'

/** The repositories whose actions are ours, not third-party. */
export const OWN_ACTIONS: readonly string[] = ['acme/gitops-release']

const FULL_SHA = /^[0-9a-f]{40}$/
const SHORT_SHA = /^[0-9a-f]{4,39}$/i
/** A trailing `# v1.2.3` comment, right after the value on the same line. */
const VERSION_COMMENT = /^[ \t]+#[ \t]*v?\d+\.\d+\.\d+\S*[ \t]*$/
/** `owner/repo[/path]@ref` */
const ACTION_REF = /^([^/@\s]+)\/([^/@\s]+)(?:\/[^@\s]*)?@(.*)$/
/** A shell line that pushes with git (`git push`, `git -C dir push ...`). */
const GIT_PUSH = /\bgit\b[^\n;&|]*\spush\b/

interface Job {
  uses?: unknown
  permissions?: unknown
  steps?: { uses?: unknown; run?: unknown; with?: Record<string, unknown> }[]
}

/**
 * The problems in one workflow file, each as `line N: what is wrong`; empty when it follows
 * every rule.
 */
export function checkWorkflow(text: string): string[] {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  if (doc.errors.length > 0) return doc.errors.map((e) => `line ${e.linePos?.[0].line ?? 0}: ${e.message}`)
  const problems: string[] = []
  const at = (path: (string | number)[]): number => {
    const node = doc.getIn(path, true) as Node | undefined
    return node?.range ? lines.linePos(node.range[0]).line : 0
  }
  const data = doc.toJS() as { permissions?: unknown; jobs?: Record<string, Job> }
  const jobs = Object.entries(data.jobs ?? {})

  problems.push(...checkPermissions(data.permissions, jobs.length, at))
  for (const [name, job] of jobs) {
    if (typeof job.uses === 'string') problems.push(...checkUses(doc, text, lines, ['jobs', name, 'uses']))
    const steps = job.steps ?? []
    steps.forEach((step, i) => {
      if (typeof step.uses === 'string')
        problems.push(...checkUses(doc, text, lines, ['jobs', name, 'steps', i, 'uses']))
    })
    const pushes = steps.some((s) => typeof s.run === 'string' && GIT_PUSH.test(s.run))
    steps.forEach((step, i) => {
      if (pushes || typeof step.uses !== 'string' || !/^actions\/checkout@/i.test(step.uses)) return
      const persist = step.with?.['persist-credentials']
      if (persist !== false && persist !== 'false') {
        problems.push(
          `line ${at(['jobs', name, 'steps', i])}: job '${name}' checks out with the token left in .git/config, ` +
            `and no step of it pushes: set persist-credentials: false`
        )
      }
    })
  }
  return problems.sort((a, b) => lineOf(a) - lineOf(b))
}

function lineOf(problem: string): number {
  return Number(/^line (\d+)/.exec(problem)?.[1] ?? 0)
}

function checkPermissions(top: unknown, jobCount: number, at: (path: string[]) => number): string[] {
  if (top === undefined || top === null) {
    return [`line 1: no top-level permissions: set them explicitly ({} or read), and grant writes per job`]
  }
  const line = at(['permissions'])
  if (top === 'write-all') return [`line ${line}: permissions: write-all grants every scope; name the scopes`]
  if (typeof top === 'object' && jobCount > 1) {
    const writes = Object.entries(top as Record<string, unknown>)
      .filter(([, level]) => level === 'write')
      .map(([scope]) => scope)
    if (writes.length > 0) {
      return [
        `line ${line}: top-level permissions grant ${writes.join(', ')}: write to all ${jobCount} jobs; ` +
          `grant it on the jobs that need it`
      ]
    }
  }
  return []
}

function checkUses(doc: Document, text: string, lines: LineCounter, path: (string | number)[]): string[] {
  const node = doc.getIn(path, true)
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return []
  const uses = node.value
  const line = lines.linePos(node.range[0]).line
  if (uses.startsWith('./')) return []
  if (uses.startsWith('docker://')) {
    return /@sha256:[0-9a-f]{64}$/.test(uses) ? [] : [`line ${line}: ${uses} is not pinned by its sha256 digest`]
  }
  const match = ACTION_REF.exec(uses)
  if (!match) return [`line ${line}: ${uses} names no owner/repo@ref`]
  const [, owner, repo, ref] = match as unknown as [string, string, string, string]
  if (OWN_ACTIONS.includes(`${owner}/${repo}`.toLowerCase())) return []
  if (!FULL_SHA.test(ref)) {
    const kind = SHORT_SHA.test(ref) ? 'a short SHA' : 'a tag or branch, which can be moved'
    return [`line ${line}: ${uses} is pinned to ${kind}; pin the full 40-hex commit SHA with the version in a comment`]
  }
  const endOfLine = text.indexOf('\n', node.range[1])
  const rest = text.slice(node.range[1], endOfLine === -1 ? undefined : endOfLine).replace(/\r$/, '')
  if (!VERSION_COMMENT.test(rest)) {
    return [`line ${line}: ${uses} has no '# vX.Y.Z' comment saying which release that SHA is`]
  }
  return []
}

/**
 * Actions pinned differently in different places (`action: pin, pin`), so the workflows and the
 * examples never disagree on which commit of an action is the reviewed one.
 */
export function pinDrift(texts: readonly string[]): string[] {
  const seen = new Map<string, Set<string>>()
  for (const text of texts) {
    for (const [, action, pin] of text.matchAll(/uses:\s*([\w.-]+\/[\w.-]+)[^@\s]*@(\S+(?:[ \t]+#[ \t]*\S+)?)/g)) {
      seen.set(action!, (seen.get(action!) ?? new Set()).add(pin!))
    }
  }
  return [...seen].filter(([, pins]) => pins.size > 1).map(([action, pins]) => `${action}: ${[...pins].join(', ')}`)
}
