import type { KustomizeReport } from './kustomize/report.js'
import type { ImageChange } from './rule/compare.js'
import type { ChangeStatus } from './rule/file.js'
import type { Reason } from './reasons.js'

/** The gate's answer for one changed path. */
export interface FileVerdict {
  readonly path: string
  readonly previousPath?: string | undefined
  readonly status: ChangeStatus
  readonly verdict: 'accept' | 'reject'
  readonly reasons: Reason[]
  readonly changes: ImageChange[]
}

/** The gate's answer for a base..head range: what local mode prints with `--json`. */
export interface GateVerdict {
  readonly verdict: 'accept' | 'reject'
  readonly base: string
  readonly head: string
  readonly files: FileVerdict[]
  /** Every image change, accepted or not, in file order. */
  readonly changes: ImageChange[]
  /** Every reason: the PR-wide ones first, then each file's. */
  readonly reasons: Reason[]
  /** What kustomize renders of the changes, when any change is built by a kustomization. */
  readonly kustomize?: KustomizeReport | undefined
}

/** Reject when anything was refused, and when nothing at all changed an image. */
export function summarize(
  base: string,
  head: string,
  files: FileVerdict[],
  prReasons: Reason[],
  kustomize?: KustomizeReport
): GateVerdict {
  const changes = files.flatMap((f) => f.changes)
  const reasons = [...prReasons, ...files.flatMap((f) => f.reasons)]
  if (reasons.length === 0 && changes.length === 0) {
    reasons.push({
      code: 'no-image-change',
      message:
        'The PR changes no image field (a container image, spec.image, kustomize images:, Helm values), so it is not a release PR this gate can pass.'
    })
  }
  return {
    verdict: reasons.length === 0 ? 'accept' : 'reject',
    base,
    head,
    files,
    changes,
    reasons,
    ...(kustomize === undefined ? {} : { kustomize })
  }
}

/** One image change as `--json` and the `changes` output print it. */
export interface ImageChangeJson {
  readonly file: string
  readonly line: number
  readonly format: string
  /** Where the field is (`spec.template.spec.containers[name=web].image`) and its short name. */
  readonly path: string
  readonly field: string
  /** Null for a kustomization or Helm values document that declares no resource. */
  readonly resource: {
    readonly kind: string
    readonly apiVersion: string
    readonly name: string | null
    readonly namespace: string | null
  } | null
  readonly before: string
  readonly after: string
  readonly verdict: 'accept' | 'reject'
  /** Reason codes. */
  readonly reasons: string[]
}

/** The verdict as JSON-ready data: what `gitops-release gate --json` prints. */
export interface VerdictJson {
  readonly verdict: 'accept' | 'reject'
  readonly base: string
  readonly head: string
  readonly files: {
    readonly path: string
    readonly previousPath?: string
    readonly status: ChangeStatus
    readonly verdict: 'accept' | 'reject'
    readonly reasons: Reason[]
    readonly changes: ImageChangeJson[]
  }[]
  readonly changes: ImageChangeJson[]
  readonly reasons: Reason[]
  /** What kustomize renders of the changes, when a kustomization builds any. */
  readonly kustomize?: KustomizeReport
}

/** The verdict as JSON-ready data: reasons and changes with plain fields only. */
export function verdictJson(verdict: GateVerdict): VerdictJson {
  const change = (c: ImageChange): ImageChangeJson => ({
    file: c.file,
    line: c.line,
    format: c.format,
    path: c.path,
    field: c.field,
    resource:
      c.resource === undefined
        ? null
        : {
            kind: c.resource.kind,
            apiVersion: c.resource.apiVersion,
            name: c.resource.name ?? null,
            namespace: c.resource.namespace ?? null
          },
    before: c.before,
    after: c.after,
    verdict: c.reasons.length === 0 ? 'accept' : 'reject',
    reasons: c.reasons.map((r) => r.code)
  })
  return {
    verdict: verdict.verdict,
    base: verdict.base,
    head: verdict.head,
    files: verdict.files.map((f) => ({
      path: f.path,
      ...(f.previousPath === undefined ? {} : { previousPath: f.previousPath }),
      status: f.status,
      verdict: f.verdict,
      reasons: f.reasons,
      changes: f.changes.map(change)
    })),
    changes: verdict.changes.map(change),
    reasons: verdict.reasons,
    ...(verdict.kustomize === undefined ? {} : { kustomize: verdict.kustomize })
  }
}
