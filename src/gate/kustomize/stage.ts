/**
 * The gate's kustomize stage, after the byte rule has passed every file: the changes kustomize
 * builds (a kustomization's entries, Argo CD overrides beside one, a resource file a
 * kustomization lists) are followed through every kustomization that builds them, and what each
 * container renders to is judged (src/gate/rule/kustomize.ts); then, where a kustomize binary
 * is found and `render` allows, the same kustomizations are rendered for real and the render must
 * agree. The static rule always decides; the render proof can only add refusals.
 */
import path from 'node:path'
import { isParameterOverrides } from '../rule/compare.js'
import type { ImageChange } from '../rule/compare.js'
import { judgeRenderedImage, judgeRenders, releasePairs, type RenderedChange } from '../rule/kustomize.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason } from '../reasons.js'
import { renderRoots, type RenderMode } from '../render/proof.js'
import type { Renderer } from '../render/renderer.js'
import type { FileVerdict } from '../verdict.js'
import type { KustomizeReport } from './report.js'
import { analyseKustomize, type Analysis, type KustomizeChange } from './analyse.js'
import type { RepoFiles } from './files.js'
import { KUSTOMIZATION_NAMES, Undecided } from './load.js'
import { outsideAt, outsideSources, type ThisRepository } from './outside.js'

const posix = path.posix

export interface KustomizeOptions {
  /** Whether to render with the real kustomize (src/gate/render/). */
  readonly render: RenderMode
  /** The binary found on PATH, if any. */
  readonly renderer: Renderer | undefined
  /**
   * This repository, for an Argo CD Application's `repoURL`: its `kustomize.images` are followed
   * into the kustomization at its `path` only when they name it. Unknown: judged on their own.
   */
  readonly repository?: ThisRepository | undefined
}

export async function judgeKustomize(
  files: RepoFiles | undefined,
  verdicts: readonly FileVerdict[],
  policy: GatePolicy,
  options: KustomizeOptions
): Promise<{ verdicts: FileVerdict[]; report: KustomizeReport | undefined }> {
  const all = [...verdicts]
  if (files === undefined || all.some((v) => v.verdict === 'reject')) return { verdicts: all, report: undefined }
  let followed: KustomizeChange[]
  let notFollowed: string[]
  try {
    ;({ followed, notFollowed } = await follow(files, all, options.repository))
  } catch (error) {
    if (!(error instanceof Undecided)) throw error
    const line = error.line
    const reason = fileReason(
      'kustomize-undecidable',
      error.file,
      line,
      `${JSON.stringify(error.file)} line ${line}: the gate cannot work out what kustomize renders: ${error.what}.`
    )
    return { verdicts: withReasons(all, [reason]), report: undefined }
  }
  if (followed.length === 0)
    return { verdicts: all, report: notFollowed.length === 0 ? undefined : notFollowedReport(notFollowed) }
  const imageChanges = all.flatMap((v) => v.changes)
  let analysis: Analysis
  try {
    analysis = await analyseKustomize(files, followed)
  } catch (error) {
    if (!(error instanceof Undecided)) throw error
    const blame = followed.find((f) => f.file === error.file) ?? followed[0]!
    const where = error.file === blame.file ? '' : `${JSON.stringify(error.file)} line ${error.line}: `
    const line = error.file === blame.file ? error.line : blame.line
    const reason = fileReason(
      'kustomize-undecidable',
      blame.file,
      line,
      `${JSON.stringify(blame.file)} line ${line}: the gate cannot work out what kustomize renders: ${where}${error.what}.`
    )
    return { verdicts: withReasons(all, [reason]), report: undefined }
  }
  // Changes whose file no build reaches are judged by the static rule as rendering nowhere,
  // except a resource outside every kustomization: that one is applied as it is.
  const followedChanges = imageChanges.filter((c) => {
    const at = outsideAt(c)
    if (at !== undefined)
      return followed.some(
        (x) => x.source?.file === c.file && x.source.documentIndex === c.documentIndex && x.source.at === at
      )
    const f = followed.find((x) => x.file === c.file && x.kind !== 'outside')
    if (f === undefined) return false
    if (f.kind !== 'resource') return true
    return analysis.reached.has(c.file) && /(?:^|\.)(?:containers|initContainers)\[/.test(c.path)
  })
  const judged = judgeRenders(analysis.containers, followed, followedChanges, imageChanges, policy)
  const reasons = [...judged.reasons]
  let proof: KustomizeReport['proof'] = { rendered: false, why: 'render is off' }
  if (options.render !== 'off' && analysis.roots.length > 0) {
    // Where the static rule refuses, the render is shown, and its own refusals would only repeat it.
    const proofReasons: Reason[] = []
    proof = await prove(files, analysis, judged.changes, followed, imageChanges, policy, options, proofReasons)
    if (reasons.length === 0) reasons.push(...proofReasons)
  }
  return {
    verdicts: withReasons(all, reasons),
    report: {
      roots: analysis.roots.map((r) => r.file),
      changes: judged.changes,
      proof,
      ...(notFollowed.length === 0 ? {} : { notFollowed })
    }
  }
}

/** Nothing built: only what was not followed, for the reports. */
function notFollowedReport(notFollowed: string[]): KustomizeReport {
  return { roots: [], changes: [], proof: { rendered: false, why: 'nothing is built' }, notFollowed }
}

/**
 * The changed files kustomize builds: kustomizations, override files, resources some
 * kustomization may list, and images set on a kustomization of this repository from outside it
 * (outside.ts); with why the latter are not followed where they are not.
 */
async function follow(
  files: RepoFiles,
  verdicts: readonly FileVerdict[],
  repository: ThisRepository | undefined
): Promise<{ followed: KustomizeChange[]; notFollowed: string[] }> {
  const out: KustomizeChange[] = []
  const notFollowed: string[] = []
  let kustomizationDirs: Set<string> | undefined
  for (const v of verdicts) {
    const first = v.changes[0]
    if (first === undefined) continue
    // A file the release policy calls a kustomization under another name is no file kustomize
    // builds (it reads only its three names): judged on its bytes alone.
    if (first.format === 'kustomization') {
      if ((KUSTOMIZATION_NAMES as readonly string[]).includes(posix.basename(v.path)))
        out.push({ file: v.path, kind: 'kustomization', line: first.line })
    } else if (isParameterOverrides(v.path)) out.push({ file: v.path, kind: 'overrides', line: first.line })
    else if (first.format === 'manifest') {
      const outside = await outsideSources(files, v.path, v.changes, repository)
      notFollowed.push(...outside.skipped)
      for (const source of outside.sources) {
        const line = v.changes.find((c) => c.documentIndex === source.documentIndex && outsideAt(c) === source.at)!.line
        out.push({ file: v.path, kind: 'outside', line, source })
      }
      // Only a kustomization in the file's directory or above can list it (kustomize's load
      // restrictor), so without one the file is no kustomize resource and nothing is read.
      kustomizationDirs ??= await dirsWithKustomization(files)
      if (ancestors(v.path).some((d) => kustomizationDirs!.has(d)))
        out.push({ file: v.path, kind: 'resource', line: first.line })
    }
  }
  return { followed: out, notFollowed }
}

async function dirsWithKustomization(files: RepoFiles): Promise<Set<string>> {
  try {
    const tree = await files.tree('head')
    return new Set(
      [...tree.files.keys()]
        .filter((f) => (KUSTOMIZATION_NAMES as readonly string[]).includes(posix.basename(f)))
        .map((f) => (posix.dirname(f) === '.' ? '' : posix.dirname(f)))
    )
  } catch {
    // Cannot tell: follow every manifest, and let the analysis say why it cannot read.
    return new Set([''])
  }
}

function ancestors(file: string): string[] {
  const out = ['']
  for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) out.push(file.slice(0, at))
  return out
}

async function prove(
  files: RepoFiles,
  analysis: Analysis,
  expected: readonly RenderedChange[],
  followed: readonly KustomizeChange[],
  imageChanges: readonly ImageChange[],
  policy: GatePolicy,
  options: KustomizeOptions,
  reasons: Reason[]
): Promise<KustomizeReport['proof']> {
  const blame = followed[0]!
  const refuse = (message: string): void => {
    reasons.push(
      fileReason(
        'render-proof',
        blame.file,
        blame.line,
        `${JSON.stringify(blame.file)} line ${blame.line}: ${message}.`
      )
    )
  }
  const roots = analysis.roots
  const why = options.renderer === undefined ? 'neither kustomize nor kubectl is on PATH' : undefined
  if (why !== undefined || options.renderer === undefined) {
    if (options.render === 'required') refuse(`'render' is required, but the change is not rendered: ${why ?? ''}`)
    return { rendered: false, why: why ?? '' }
  }
  const run = await renderRoots(files, roots, options.renderer, analysis.overrides)
  const changes: RenderedChange[] = []
  const notes: string[] = []
  // A kustomization not rendered (over the limit, or its build failed) shows what the static
  // rule works out, beside a note saying why.
  const unrendered = new Set(roots.slice(run.roots.length).map((r) => r.file))
  if (run.skipped > 0)
    notes.push(
      `${run.skipped} more kustomizations build the change; the first ${roots.length - run.skipped} were rendered`
    )
  const release = releasePairs(imageChanges)
  for (const root of run.roots) {
    if (!root.ok) {
      if (root.differs) refuse(`kustomize's render of ${JSON.stringify(root.root)}: ${root.why}`)
      else if (options.render === 'required')
        refuse(`'render' is required, but ${JSON.stringify(root.root)} is not rendered: ${root.why}`)
      unrendered.add(root.root)
      notes.push(`${root.root} not rendered: ${root.why}`)
      continue
    }
    for (const c of root.changes) {
      const at = (code: Reason['code'], message: string): Reason =>
        fileReason(
          code === 'tag-change' || code === 'downgrade' ? code : 'render-proof',
          blame.file,
          blame.line,
          `${JSON.stringify(blame.file)} line ${blame.line}: ${message} (kustomize's render).`
        )
      const problems = judgeRenderedImage(
        c.before,
        c.after,
        release,
        policy,
        at,
        `in ${JSON.stringify(root.root)}, ${c.object} ${c.container}`
      )
      reasons.push(...problems)
      changes.push({ root: root.root, ...c, ok: problems.length === 0 })
    }
    const want = expected
      .filter((e) => e.root === root.root)
      .map((e) => e.after)
      .sort()
    const got = root.changes.map((c) => c.after).sort()
    if (want.join('\n') !== got.join('\n'))
      refuse(
        `kustomize's render of ${JSON.stringify(root.root)} changes ${got.length === 0 ? 'no container' : got.join(', ')}, where the static rule works out ${want.length === 0 ? 'no change' : want.join(', ')}`
      )
  }
  // Nothing rendered: the report is the static rule's, with why.
  const [first, ...others] = run.roots
  if (first !== undefined && !first.ok && others.every((r) => !r.ok))
    return {
      rendered: false,
      why:
        others.length === 0
          ? first.why
          : `none of ${run.roots.length} kustomizations rendered; ${first.root}: ${first.why}`
    }
  changes.push(...expected.filter((e) => unrendered.has(e.root)))
  return { rendered: true, renderer: run.renderer, changes, notes }
}

/** The verdicts with `reasons` added to the file each names (the first verdict for any other). */
function withReasons(verdicts: FileVerdict[], reasons: readonly Reason[]): FileVerdict[] {
  if (reasons.length === 0) return verdicts
  const fallback = verdicts.find((v) => v.changes.length > 0) ?? verdicts[0]
  return verdicts.map((v) => {
    const mine = reasons.filter(
      (r) => r.file === v.path || (v === fallback && !verdicts.some((x) => x.path === r.file))
    )
    if (mine.length === 0) return v
    // A reason at a change's line is that change's; one elsewhere (the entry, a base) is all of them.
    const of = (c: (typeof v.changes)[number], r: Reason): boolean =>
      r.line === c.line || !v.changes.some((x) => x.line === r.line)
    const changes = v.changes.map((c) => ({ ...c, reasons: [...c.reasons, ...mine.filter((r) => of(c, r))] }))
    return { ...v, verdict: 'reject' as const, reasons: [...v.reasons, ...mine], changes }
  })
}
