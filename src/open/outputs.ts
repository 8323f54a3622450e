import { resourceLabel } from '../manifest/label.js'
import type { OpenResult } from './types.js'
import type { OpenSettings } from './settings.js'

/**
 * The step's outputs. With one target `old-image` and `new-image` are its images, as they always
 * were; with several they hold one line per `manifest` line, in the same order, and `targets`
 * has the same as JSON for a workflow that wants each target's resource too.
 */
export function openOutputs(settings: OpenSettings, result: OpenResult): Record<string, string> {
  const several = settings.targets.length > 1
  return {
    result: result.result,
    'pr-number': result.pr ? String(result.pr.number) : '',
    'pr-url': result.pr?.url ?? '',
    branch: result.branch,
    'commit-sha': result.commitSha ?? '',
    'old-image': several ? result.targets.map((t) => t.oldImage ?? '').join('\n') : (result.oldImage ?? ''),
    'new-image': settings.targets.map((t) => t.image).join('\n'),
    targets: JSON.stringify(
      result.targets.map((t) => ({
        manifest: t.manifest,
        resource: t.resource ? resourceLabel(t.resource, { withGroup: true }) : null,
        'old-image': t.oldImage ?? null,
        'new-image': t.newImage
      }))
    )
  }
}
