import { stringify } from 'yaml'
import { type AppRecord, directoryOf, type HydrateOperation, sourceOf } from './app.js'
import { commitFiles } from './bare-repo.js'
import { timestamp } from './cluster.js'
import { git, readManifests, resolveBranch } from './git.js'
import type { SourceHydratorSettings } from './types.js'

/** The git notes ref the hydrator records each hydrated commit's dry SHA in (commitserver's NoteNamespace). */
const NOTES_REF = 'hydrator.metadata'

/**
 * Puts an app on the Source Hydrator, as editing its spec would: `spec.source` gives way to
 * `spec.sourceHydrator` (dry source: the app's branch and path; sync source: `syncBranch`), and
 * from then on the app syncs the hydrated commits {@link hydrate} writes.
 */
export function useSourceHydrator(app: AppRecord, settings: SourceHydratorSettings): void {
  const dry = app.hydrator ?? { dryBranch: app.branch, dryPath: app.path }
  app.hydrator = dry
  app.branch = settings.syncBranch
  app.path = settings.syncPath ?? directoryOf(dry.dryPath)
  const { source: _replaced, ...spec } = app.cr.spec
  app.cr.spec = { ...spec, sourceHydrator: hydratorSpec(app) }
}

/** `spec.sourceHydrator`: SyncSource has no repoURL of its own here, so it is the dry one's. */
function hydratorSpec(app: AppRecord): Record<string, unknown> {
  const dry = app.hydrator!
  return {
    drySource: { repoURL: `file://${app.repoDir}`, targetRevision: dry.dryBranch, path: directoryOf(dry.dryPath) },
    syncSource: { targetBranch: app.branch, path: app.path }
  }
}

/**
 * One pass of the hydrator (controller/hydrator/hydrator.go), for an app on it: a dry commit not
 * compared yet starts an operation (`Hydrating`, persisted on its own); the next pass renders the
 * dry manifests to `<syncPath>/manifest.yaml` on the sync branch with `hydrator.metadata` files
 * and a git note naming the dry SHA, then records `Hydrated` with both SHAs (or `Failed`). The
 * status is written before the app reads the sync branch, so a hydrated SHA is never shown
 * without the dry SHA it came from. Returns whether the status changed.
 */
export async function hydrate(app: AppRecord, now: number): Promise<boolean> {
  const dry = app.hydrator
  if (!dry) return false
  const status = (app.cr.status.sourceHydrator ??= {})
  const current = status.currentOperation
  if (current?.phase === 'Hydrating') {
    status.currentOperation = await finish(app, current, now)
    const done = status.currentOperation
    status.lastComparedDryRevision = done.drySHA ?? status.lastComparedDryRevision
    if (done.phase === 'Hydrated')
      status.lastSuccessfulOperation = {
        drySHA: done.drySHA,
        hydratedSHA: done.hydratedSHA,
        sourceHydrator: done.sourceHydrator
      }
    return true
  }
  const head = await resolveBranch(app.repoDir, dry.dryBranch).catch(() => undefined)
  if (head === undefined || head === status.lastComparedDryRevision) return false
  // As appNeedsHydration does: the resolved dry revision is recorded before hydration starts.
  status.lastComparedDryRevision = head
  status.currentOperation = {
    startedAt: timestamp(now),
    phase: 'Hydrating',
    message: '',
    sourceHydrator: hydratorSpec(app)
  }
  return true
}

async function finish(app: AppRecord, op: HydrateOperation, now: number): Promise<HydrateOperation> {
  const dry = app.hydrator!
  let drySHA: string | undefined
  try {
    drySHA = await resolveBranch(app.repoDir, dry.dryBranch)
    const hydratedSHA = await writeHydrated(app, drySHA)
    return { ...op, phase: 'Hydrated', message: '', finishedAt: timestamp(now), drySHA, hydratedSHA }
  } catch (error) {
    return {
      ...op,
      phase: 'Failed',
      finishedAt: timestamp(now),
      message: `Failed to hydrate: ${(error as Error).message}`,
      ...(drySHA ? { drySHA } : {})
    }
  }
}

/**
 * The hydrated commit for `drySHA` on the sync branch; when the manifests there are already what
 * the dry commit renders, no commit is made and the branch head is the hydrated SHA (as Argo CD does).
 */
async function writeHydrated(app: AppRecord, drySHA: string): Promise<string> {
  const dry = app.hydrator!
  const manifests = await readManifests(app.repoDir, drySHA, dry.dryPath)
  const rendered = manifests.map((m) => stringify(m)).join('---\n')
  const file = `${app.path}/manifest.yaml`
  const head = await resolveBranch(app.repoDir, app.branch).catch(() => undefined)
  const before = head && (await git(app.repoDir, ['show', `${head}:${file}`]).catch(() => undefined))
  if (head && before === rendered) return head
  const repoURL = sourceOf(app).repoURL
  const subject = (await git(app.repoDir, ['show', '-s', '--format=%s', drySHA])).trim()
  const metadata = (extra: Record<string, unknown>): string =>
    `${JSON.stringify({ repoURL, drySha: drySHA, ...extra }, null, 2)}\n`
  const hydrated = await commitFiles(
    app.repoDir,
    app.branch,
    {
      'hydrator.metadata': metadata({ subject }),
      [`${app.path}/hydrator.metadata`]: metadata({}),
      [file]: rendered
    },
    `${drySHA.slice(0, 7)}: ${subject}`
  )
  await git(app.repoDir, [
    'notes',
    `--ref=${NOTES_REF}`,
    'add',
    '-f',
    '-m',
    JSON.stringify({ drySha: drySHA }),
    hydrated
  ])
  return hydrated
}
