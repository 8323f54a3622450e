import { InputError } from '../errors.js'
import type { PullRequest } from '../github/pulls.js'
import { ManifestError, type BumpResult } from '../manifest/types.js'
import { logValue } from '../markdown/escape.js'
import { unifiedDiff } from './diff.js'
import { refuseDowngrade, versionOfImage } from './downgrade.js'
import { applyLabels } from './labels.js'
import { publish } from './publish.js'
import { parseRecordBlock } from './record.js'
import type { OpenPorts, OpenResult } from './types.js'
import type { OpenSettings } from './settings.js'

/**
 * One attempt: read the open PR, the base and the manifest; decide whether there is anything to
 * do; then (unless this is a dry run) write it. Throws `RaceLost` when another run got in between.
 *
 * `trustPullHead`: the PR list already carries the branch head, so a first attempt uses it and
 * saves a read. It can lag behind the branch for a moment after a push; a stale head only costs
 * a refused compare-and-swap, and every later attempt reads the head from the ref itself.
 */
export async function attemptOpen(
  settings: OpenSettings,
  ports: OpenPorts,
  branch: string,
  opts: { trustPullHead: boolean }
): Promise<OpenResult> {
  const { repo, log } = ports
  const pr = await repo.findOpenPullRequest(branch, settings.base)
  const proposed = parseRecordBlock(pr?.body)
  if (pr && proposed && proposed.commit === pr.headSha && proposed.manifest === settings.manifest) {
    refuseDowngrade(settings, proposed.version, `PR #${pr.number} already proposes`)
    if (proposed.image === settings.image) {
      // A label a previous run could not apply is applied now, from the list answer we have.
      if (!settings.dryRun) await applyLabels(settings, repo, pr, log)
      return unchanged(settings, branch, pr, `PR #${pr.number} already proposes this image.`, { commitSha: pr.headSha })
    }
  }

  // An open PR keeps the base it was opened against; otherwise the repo's default branch.
  const base = settings.base ?? pr?.baseRef ?? (await repo.defaultBranch())
  const baseHead = await repo.branchHead(base)
  if (!baseHead)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`)
  const text = await repo.readFile(settings.manifest, baseHead.sha)
  if (text === undefined) {
    throw new InputError(
      `Input 'manifest': ${logValue(settings.manifest)} does not exist in ${repo.fullName} at ${base} (${baseHead.sha.slice(0, 12)}).`
    )
  }
  const bump = await bumpOrExplain(text, settings)
  if (!bump.changed) {
    return unchanged(
      settings,
      branch,
      pr,
      `${settings.manifest} at ${base} already pins ${settings.image}; nothing to release.`,
      {
        oldImage: bump.before,
        resource: bump.located.resource
      }
    )
  }
  refuseDowngrade(settings, versionOfImage(bump.before), `${base} already runs`)

  const published = settings.dryRun
    ? undefined
    : await publish(settings, ports, {
        branch,
        base,
        baseHead,
        bump,
        pr,
        knownHead: pr && (opts.trustPullHead ? pr.headSha : await repo.refHead(branch))
      })
  const shown = published?.pr ?? pr
  return {
    result: pr ? 'updated' : 'created',
    reason: reasonOf(settings, branch, base, pr, published?.pr),
    branch,
    pr: shown && { number: shown.number, url: shown.url },
    commitSha: published?.commitSha,
    oldImage: bump.before,
    resource: bump.located.resource,
    diff: unifiedDiff(settings.manifest, text, bump)
  }
}

function reasonOf(
  settings: OpenSettings,
  branch: string,
  base: string,
  pr: PullRequest | undefined,
  written: PullRequest | undefined
): string {
  if (!written)
    return pr ? `Dry run: would update PR #${pr.number}.` : `Dry run: would open a PR from ${branch} into ${base}.`
  return pr ? `Updated PR #${written.number} to ${settings.image}.` : `Opened PR #${written.number}.`
}

/** A manifest we cannot edit is the input's problem; anything else is a bug and stays one. */
async function bumpOrExplain(text: string, settings: OpenSettings): Promise<BumpResult> {
  // The editor (and `yaml`) loads with the first manifest, after the first request.
  const { bumpImage } = await import('../manifest/bump.js')
  try {
    return bumpImage(text, settings.selector, settings.image)
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`Cannot edit ${settings.manifest}: ${error.message}`)
    throw error
  }
}

function unchanged(
  settings: OpenSettings,
  branch: string,
  pr: PullRequest | undefined,
  reason: string,
  extra: Partial<Pick<OpenResult, 'commitSha' | 'oldImage' | 'resource'>>
): OpenResult {
  return {
    result: 'unchanged',
    reason,
    branch,
    pr: pr && { number: pr.number, url: pr.url },
    commitSha: extra.commitSha,
    oldImage: extra.oldImage ?? (pr ? undefined : settings.image),
    resource: extra.resource,
    diff: undefined
  }
}
