import { digestOf, shortDigest, type ImageReference } from '../image/reference.js'
import { resourceLabel } from '../manifest/label.js'
import type { BumpResult, ResourceId } from '../manifest/types.js'
import { mdCode, mdLink, mdText, oneLine } from '../markdown/escape.js'
import { clip, imageParts, mdImageChange, mdPath } from '../markdown/fit.js'
import { promotionChecked, promotionLines, type Promotion } from './promotion.js'
import { recordTargets, renderRecordBlock, type ReleaseRecord } from './record.js'
import type { TargetEdit } from './types.js'

export interface ReleaseDescription {
  readonly resource: ResourceId
  readonly manifest: string
  readonly line: number
  readonly oldImage: string
  readonly newImage: ImageReference
  readonly record: ReleaseRecord
  readonly serverUrl: string
  /** Set for a PR made by `promote`. */
  readonly promotion?: Promotion | undefined
  /** The fields that change (`spec.image` when not given): `spec.template.spec.containers[name=web].image`. */
  readonly fields?: readonly string[] | undefined
}

/** `` `spec.image` ``, or the fields named, for the sentence saying what changes. */
function fieldsText(fields: readonly string[] | undefined): string {
  return (fields === undefined || fields.length === 0 ? ['spec.image'] : fields).map((f) => mdCode(f)).join(', ')
}

/** Whether the change is the one-line `spec.image` edit a release always was. */
function specImageOnly(fields: readonly string[] | undefined): boolean {
  return fields === undefined || fields.length === 0 || (fields.length === 1 && fields[0] === 'spec.image')
}

export function defaultTitle(
  resource: ResourceId,
  image: ImageReference,
  version: string | undefined,
  verb: 'Release' | 'Promote' = 'Release'
): string {
  return `${verb} ${resource.name ?? image.repository} ${releaseWhat(image, version)}`
}

function releaseWhat(image: ImageReference, version: string | undefined): string {
  return version ?? image.tag ?? shortDigest(image.digest ?? '')
}

/**
 * The PR body a maintainer reviews: what changes, where it came from, and honestly what this
 * automation did and did not check. It fits GitHub's PR column: the table shows each image by
 * name and tag with a short digest, the `<details>` the full digests. Every value is escaped;
 * the record block at the end is for later runs.
 */
export function renderPullRequestBody(d: ReleaseDescription): string {
  const { record } = d
  const oldDigest = digestOf(d.oldImage)
  const source = sourceLines(record, d.serverUrl)
  return [
    `### ${mdText(resourceLabel(d.resource))}: pin a new image`,
    '',
    specImageOnly(d.fields)
      ? `One line changes: \`spec.image\` in ${mdCode(d.manifest)} (line ${d.line}).`
      : `${d.fields!.length === 1 ? 'One field changes' : `${d.fields!.length} fields change`}: ${fieldsText(d.fields)} in ${mdCode(d.manifest)} (from line ${d.line}).`,
    '',
    '| | image | digest |',
    '|---|---|---|',
    `| before | ${named(d.oldImage)} | ${oldDigest ? mdCode(shortDigest(oldDigest)) : 'not pinned'} |`,
    `| after | ${named(record.image)} | ${mdCode(shortDigest(d.newImage.digest ?? ''))} |`,
    '',
    ...(record.version ? [`- **Version:** ${mdCode(record.version)}`] : []),
    ...source,
    ...promotionLines(d.promotion),
    '',
    '<details><summary>Full digests</summary>',
    '',
    `- before: ${oldDigest ? mdCode(oldDigest) : 'none'}`,
    `- after: ${mdCode(d.newImage.digest ?? '')}`,
    '',
    '</details>',
    '',
    '#### What was checked, and what was not',
    '',
    specImageOnly(d.fields)
      ? '- Checked: the new image is pinned by a `sha256` digest, and only `spec.image` of this resource changes.'
      : '- Checked: the new image is pinned by a `sha256` digest, and only the fields named change, each to the same repository.',
    ...promotionChecked(d.promotion),
    '- Not checked: that the image passed its tests, or was built by the authorised CI. A valid digest proves neither; look at the source run before approving.',
    '- Merging deploys: Argo CD syncs the change and the operator rolls it out.',
    '',
    '<sub>Opened by gitops-release. A newer release of this resource updates this PR.</sub>',
    '',
    renderRecordBlock(record)
  ].join('\n')
}

/** An image without its digest (the table's next column has it short, the details in full). */
function named(image: string): string {
  const { name, tag } = imageParts(image)
  return mdCode(clip(`${name}${tag === undefined ? '' : `:${tag}`}`, 64))
}

function sourceLines(record: ReleaseRecord, serverUrl: string): string[] {
  return record.sourceRepository
    ? [
        `- **Source:** ${mdLink(record.sourceRepository, `${serverUrl}/${record.sourceRepository}`)}` +
          (record.sourceSha
            ? ` at ${mdLink(record.sourceSha.slice(0, 12), `${serverUrl}/${record.sourceRepository}/commit/${record.sourceSha}`)}`
            : ''),
        ...(record.runUrl ? [`- **Built by:** ${mdLink('workflow run', record.runUrl)}`] : [])
      ]
    : ['- **Source:** not recorded (run outside GitHub Actions)']
}

/** One target as the PR body shows it. */
export type TargetRow = Pick<
  ReleaseDescription,
  'resource' | 'manifest' | 'line' | 'oldImage' | 'newImage' | 'fields'
> & {
  /** The new image as given. */
  readonly image: string
}

export function rowsOf(edits: readonly TargetEdit[]): TargetRow[] {
  return edits.map(({ target, bump }) => ({
    resource: bump.located.resource,
    manifest: target.manifest,
    line: bump.located.line,
    oldImage: bump.before,
    newImage: target.imageRef,
    image: target.image,
    fields: fieldPaths(bump)
  }))
}

/** The paths of the fields an edit changes (or, unchanged, would): `spec.image` for a custom resource. */
export function fieldPaths(bump: BumpResult): string[] {
  return bump.fields.length > 0 ? [...new Set(bump.fields.map((f) => f.path))] : [bump.located.path ?? 'spec.image']
}

/** The PR body for one target (as it always was) or several (a row each). */
export function renderReleaseBody(
  rows: readonly TargetRow[],
  record: ReleaseRecord,
  serverUrl: string,
  promotion?: Promotion
): string {
  const [first] = rows
  if (rows.length === 1 && first) return renderPullRequestBody({ ...first, record, serverUrl, promotion })
  return renderSeveralBody(rows, record, serverUrl, promotion)
}

function renderSeveralBody(
  rows: readonly TargetRow[],
  record: ReleaseRecord,
  serverUrl: string,
  promotion: Promotion | undefined
): string {
  const changed = rows.filter((r) => r.oldImage !== r.image)
  const versions = [...new Set(recordTargets(record).map((t) => t.version))].filter((v) => v !== undefined)
  return [
    `### ${rows.length} resources: pin new images`,
    '',
    rows.every((r) => specImageOnly(r.fields))
      ? `One line changes in each of ${changed.length} ${changed.length === 1 ? 'file' : 'files'}: \`spec.image\` of the resource named.`
      : `The image fields named change in each of ${changed.length} ${changed.length === 1 ? 'file' : 'files'}.`,
    '',
    ...(rows.every((r) => specImageOnly(r.fields))
      ? ['| File (line) | Resource | Image change |', '|---|---|---|']
      : ['| File (line) | Resource (fields) | Image change |', '|---|---|---|']),
    ...rows.map(
      (r) =>
        `| ${mdPath(r.manifest)} (${r.line}) | ${mdText(resourceLabel(r.resource))}${specImageOnly(r.fields) ? '' : ` (${fieldsText(r.fields)})`} | ` +
        (r.oldImage === r.image ? 'unchanged (already pinned)' : mdImageChange(r.oldImage, r.image)) +
        ' |'
    ),
    '',
    ...(versions.length > 0 ? [`- **Version:** ${versions.map((v) => mdCode(v)).join(', ')}`] : []),
    ...sourceLines(record, serverUrl),
    ...promotionLines(promotion),
    '',
    '<details><summary>Full digests</summary>',
    '',
    ...changed.map(
      (r) => `- ${mdCode(r.manifest)}: ${mdCode(digestOf(r.oldImage) ?? 'none')} → ${mdCode(r.newImage.digest ?? '')}`
    ),
    '',
    '</details>',
    '',
    '#### What was checked, and what was not',
    '',
    rows.every((r) => specImageOnly(r.fields))
      ? '- Checked: every new image is pinned by a `sha256` digest, and in each file only `spec.image` of its resource changes.'
      : '- Checked: every new image is pinned by a `sha256` digest, and in each file only the image fields named change, each to the same repository.',
    ...promotionChecked(promotion),
    '- Not checked: that the images passed their tests, or were built by the authorised CI. A valid digest proves neither; look at the source run before approving.',
    '- Merging deploys: Argo CD syncs the change and the operator rolls it out.',
    '',
    '<sub>Opened by gitops-release. A newer release of this set of resources updates this PR.</sub>',
    '',
    renderRecordBlock(record)
  ].join('\n')
}

/** The default title: one target's as always; several say how many. */
export function defaultTitleFor(edits: readonly TargetEdit[]): string {
  const [first] = edits
  if (!first) throw new Error('a release needs a target')
  if (edits.length === 1) return defaultTitle(first.bump.located.resource, first.target.imageRef, first.target.version)
  const names = [...new Set(edits.map((e) => e.bump.located.resource.name ?? e.target.imageRef.repository))]
  const whats = new Set(edits.map((e) => releaseWhat(e.target.imageRef, e.target.version)))
  const what = whats.size === 1 ? [...whats][0]! : 'new images'
  return `Release ${names.join(', ')} ${what} (${edits.length} targets)`
}

// Values from YAML or inputs go through oneLine, so none can forge a trailer line.

export function renderCommitMessage(
  d: Pick<ReleaseDescription, 'resource' | 'manifest' | 'oldImage'> & { image: string; title: string; trailers: string }
): string {
  return [
    oneLine(d.title),
    '',
    oneLine(`${resourceLabel(d.resource)} in ${d.manifest}:`),
    oneLine(`  ${d.oldImage}`),
    `  -> ${d.image}`,
    '',
    d.trailers
  ].join('\n')
}

/** The commit of a release of several: each changed target's paragraph, then the trailers. */
export function renderSeveralCommitMessage(edits: readonly TargetEdit[], title: string, trailers: string): string {
  const paragraphs = edits
    .filter((e) => e.bump.changed)
    .flatMap((e) => [
      oneLine(`${resourceLabel(e.bump.located.resource)} in ${e.target.manifest}:`),
      oneLine(`  ${e.bump.before}`),
      oneLine(`  -> ${e.target.image}`)
    ])
  return [oneLine(title), '', ...paragraphs, '', trailers].join('\n')
}
