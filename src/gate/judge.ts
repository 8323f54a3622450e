import { messageOf } from '../errors.js'
import { checkChangedFile, type ChangedFile } from './rule/file.js'
import { pathMatcher } from './path-matcher.js'
import type { GatePolicy } from './policy.js'
import { DEFAULT_LIMITS, type GateLimits } from './limits.js'
import type { RepoFiles } from './kustomize/files.js'
import { fileReason, prReason, type Reason } from './reasons.js'
import { judgeContents } from './rule/contents.js'
import { judgeKustomize, type KustomizeOptions } from './kustomize/stage.js'
import { summarize, type FileVerdict, type GateVerdict } from './verdict.js'

/** What the change list reader found, plus what it could not vouch for. */
export interface ChangeListing {
  readonly base: string
  readonly head: string
  readonly files: ChangedFile[]
  /** Problems with the listing itself (capped, incomplete); any one rejects. */
  readonly reasons: Reason[]
}

/** Where changes come from: a local repository or a PR through the GitHub API. */
export interface ChangeSource {
  list(): Promise<ChangeListing>
  /** Both versions' bytes of a file that passed the file-level rule. */
  read(file: ChangedFile): Promise<{ base: Uint8Array; head: Uint8Array }>
  /**
   * Any file of the base (merge base) and head trees, for what kustomize builds around a change;
   * available after `list()`. Absent: the kustomize analysis cannot read and refuses.
   */
  readonly files?: RepoFiles | undefined
}

export { DEFAULT_LIMITS, type GateLimits } from './limits.js'

/**
 * Runs the rule over a change source. Contents are read only for files the file-level rule
 * passed, and only when the listing is complete and within the limits, so a PR that adds a
 * submodule or 5,000 files costs one listing.
 */
export async function judgeChanges(
  source: ChangeSource,
  policy: GatePolicy,
  limits: GateLimits = DEFAULT_LIMITS,
  kustomize: KustomizeOptions = { render: 'off', renderer: undefined }
): Promise<GateVerdict> {
  const listing = await source.list()
  const allowed = pathMatcher(policy.paths)
  const prReasons = [...listing.reasons]
  if (listing.files.length > limits.maxFiles) {
    prReasons.push(
      prReason(
        'too-many-files',
        `The PR changes ${listing.files.length} files; the limit ('max-files') is ${limits.maxFiles}.`
      )
    )
  }
  const fileLevel = listing.files.map((file) => ({ file, reasons: checkChangedFile(file, allowed) }))
  const toRead = fileLevel.filter((f) => f.reasons.length === 0).map((f) => f.file)
  const knownBytes = toRead.reduce((sum, f) => sum + (f.baseSize ?? 0) + (f.headSize ?? 0), 0)
  if (knownBytes > limits.maxBytes) {
    prReasons.push(
      prReason(
        'too-large',
        `The changed files total ${knownBytes} bytes; the limit ('max-bytes') is ${limits.maxBytes}.`
      )
    )
  }
  const read =
    prReasons.length === 0
      ? await readAll(source, toRead, policy, limits)
      : { verdicts: new Map<ChangedFile, FileVerdict>(), bytes: 0 }
  // Sizes a reader could not give up front are checked on what was actually read.
  if (read.bytes > limits.maxBytes) {
    prReasons.push(
      prReason(
        'too-large',
        `The changed files total ${read.bytes} bytes; the limit ('max-bytes') is ${limits.maxBytes}.`
      )
    )
  }
  const files = fileLevel.map(({ file, reasons }) => read.verdicts.get(file) ?? verdictOf(file, reasons, []))
  if (prReasons.length > 0) return summarize(listing.base, listing.head, files, prReasons)
  // What kustomize renders of the changes, once every file passed on its own bytes.
  const staged = await judgeKustomize(source.files, files, policy, kustomize)
  return summarize(listing.base, listing.head, staged.verdicts, prReasons, staged.report)
}

async function readAll(
  source: ChangeSource,
  files: ChangedFile[],
  policy: GatePolicy,
  limits: GateLimits
): Promise<{ verdicts: Map<ChangedFile, FileVerdict>; bytes: number }> {
  const out = new Map<ChangedFile, FileVerdict>()
  let total = 0
  await forEachLimit(files, limits.concurrency, async (file) => {
    let bytes: { base: Uint8Array; head: Uint8Array }
    try {
      bytes = await source.read(file)
    } catch (error) {
      out.set(
        file,
        verdictOf(
          file,
          [
            fileReason(
              'unreadable',
              file.path,
              1,
              `${JSON.stringify(file.path)} could not be read: ${messageOf(error)}`
            )
          ],
          []
        )
      )
      return
    }
    total += bytes.base.length + bytes.head.length
    const judged = judgeContents(file.path, bytes.base, bytes.head, policy)
    const hidden =
      judged.reasons.length === 0 && file.hiddenDiff
        ? [
            fileReason(
              'incomplete-listing',
              file.path,
              1,
              `GitHub shows no diff for ${JSON.stringify(file.path)} (it omitted the patch), so reviewers cannot see the change.`
            )
          ]
        : []
    out.set(file, verdictOf(file, [...judged.reasons, ...hidden], judged.changes))
  })
  return { verdicts: out, bytes: total }
}

function verdictOf(file: ChangedFile, reasons: Reason[], changes: FileVerdict['changes']): FileVerdict {
  return {
    path: file.path,
    ...(file.previousPath === undefined ? {} : { previousPath: file.previousPath }),
    status: file.status,
    verdict: reasons.length === 0 ? 'accept' : 'reject',
    reasons,
    changes
  }
}

/** Runs `task` over `items` with at most `limit` in flight, in order of start. */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
