import { digestOf, shortDigest, type ImageReference } from '../image/reference.js'
import { resourceLabel } from '../manifest/label.js'
import type { ResourceId } from '../manifest/types.js'
import { mdCode, mdLink, mdText, oneLine } from '../markdown/escape.js'
import { renderRecordBlock, type ReleaseRecord } from './record.js'

export interface ReleaseDescription {
  readonly resource: ResourceId
  readonly manifest: string
  readonly line: number
  readonly oldImage: string
  readonly newImage: ImageReference
  readonly record: ReleaseRecord
  readonly serverUrl: string
}

export function defaultTitle(resource: ResourceId, image: ImageReference, version: string | undefined): string {
  const what = version ?? image.tag ?? shortDigest(image.digest ?? '')
  return `Release ${resource.name ?? image.repository} ${what}`
}

/**
 * The PR body a maintainer reviews: what changes, where it came from, and honestly what this
 * automation did and did not check. Every value is escaped; the record block at the end is
 * for later runs.
 */
export function renderPullRequestBody(d: ReleaseDescription): string {
  const { record } = d
  const oldDigest = digestOf(d.oldImage)
  const source = record.sourceRepository
    ? [
        `- **Source:** ${mdLink(record.sourceRepository, `${d.serverUrl}/${record.sourceRepository}`)}` +
          (record.sourceSha
            ? ` at ${mdLink(record.sourceSha.slice(0, 12), `${d.serverUrl}/${record.sourceRepository}/commit/${record.sourceSha}`)}`
            : ''),
        ...(record.runUrl ? [`- **Built by:** ${mdLink('workflow run', record.runUrl)}`] : [])
      ]
    : ['- **Source:** not recorded (run outside GitHub Actions)']
  return [
    `### ${mdText(resourceLabel(d.resource))}: pin a new image`,
    '',
    `One line changes: \`spec.image\` in ${mdCode(d.manifest)} (line ${d.line}).`,
    '',
    '| | image | digest |',
    '|---|---|---|',
    `| before | ${mdCode(d.oldImage)} | ${oldDigest ? mdCode(shortDigest(oldDigest)) : 'not pinned'} |`,
    `| after | ${mdCode(record.image)} | ${mdCode(shortDigest(d.newImage.digest ?? ''))} |`,
    '',
    ...(record.version ? [`- **Version:** ${mdCode(record.version)}`] : []),
    ...source,
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
    '- Checked: the new image is pinned by a `sha256` digest, and only `spec.image` of this resource changes.',
    '- Not checked: that the image passed its tests, or was built by the authorised CI. A valid digest proves neither; look at the source run before approving.',
    '- Merging deploys: Argo CD syncs the change and the operator rolls it out.',
    '',
    '<sub>Opened by gitops-release. A newer release of this resource updates this PR.</sub>',
    '',
    renderRecordBlock(record)
  ].join('\n')
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
