import type { PathMatcher } from '../policy.js'
import { fileReason, type Reason } from '../reasons.js'

/** How git (or GitHub) classifies one changed path. */
export type ChangeStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'type-changed' | 'unknown'

/** One entry of the change list, before any content is read. */
export interface ChangedFile {
  /** Path in head (in base for a removed file). */
  readonly path: string
  /** Path in base, for renames and copies. */
  readonly previousPath?: string | undefined
  readonly status: ChangeStatus
  /** Git tree modes, `100644` for a plain file; undefined when the side has no entry. */
  readonly baseMode: string | undefined
  readonly headMode: string | undefined
  /** Blob sizes in bytes, when the reader knows them before fetching (for the size limit). */
  readonly baseSize?: number | undefined
  readonly headSize?: number | undefined
  /**
   * GitHub shows no diff for this change (it omits the patch for binary files and very large
   * diffs): reviewers cannot see it, so a file that otherwise passes is still refused.
   */
  readonly hiddenDiff?: boolean | undefined
}

const REGULAR_FILE = '100644'

const MODE_NAMES: Record<string, string> = {
  '100644': 'a regular file',
  '100755': 'an executable file',
  '120000': 'a symbolic link',
  '160000': 'a submodule (gitlink)',
  '040000': 'a directory'
}

function modeName(mode: string | undefined): string {
  return mode === undefined ? 'absent' : `${mode} (${MODE_NAMES[mode] ?? 'an unknown mode'})`
}

/**
 * The file-level part of the rule, decided from the change list alone: an in-place edit of
 * a regular file at a configured path. Anything else (a new `kustomization.yaml`, a deleted
 * manifest, a symlink, a submodule bump, a `.gitattributes` edit) changes what Argo CD
 * renders without touching a `spec.image` value, so it is refused before its bytes are read.
 */
export function checkChangedFile(file: ChangedFile, allowedPath: PathMatcher): Reason[] {
  const reasons: Reason[] = []
  const shown = JSON.stringify(file.path)
  if (file.status !== 'modified' || (file.previousPath !== undefined && file.previousPath !== file.path)) {
    const from =
      file.previousPath !== undefined && file.previousPath !== file.path
        ? ` from ${JSON.stringify(file.previousPath)}`
        : ''
    reasons.push(
      fileReason(
        'not-modified',
        file.path,
        1,
        `${shown} was ${file.status}${from}; only in-place edits of existing files are allowed.`
      )
    )
  }
  const modes = [file.baseMode, file.headMode]
  const present = modes.filter((m) => m !== undefined)
  if (present.some((m) => m !== REGULAR_FILE) || (file.status === 'modified' && present.length !== 2)) {
    reasons.push(
      fileReason(
        'mode-change',
        file.path,
        1,
        `${shown} is ${modeName(file.baseMode)} in base and ${modeName(file.headMode)} in head; both must be 100644.`
      )
    )
  }
  const paths = file.previousPath !== undefined ? [file.previousPath, file.path] : [file.path]
  for (const path of new Set(paths)) {
    if (!allowedPath(path)) {
      reasons.push(
        fileReason('path-not-allowed', file.path, 1, `${JSON.stringify(path)} does not match the 'paths' globs.`)
      )
    }
  }
  return reasons
}
