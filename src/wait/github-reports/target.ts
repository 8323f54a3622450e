/** The expected image when following reports: optional, as it is only looked for in what they say. */
import { digestOf, digestProblem } from '../../image/reference.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import { resolveExpectation, type TargetSource } from '../expected.js'
import type { TargetResource } from '../target.js'

/** The manifest or `resource` + `image` (as on the Argo CD path), `image` alone, or nothing. */
export type ReportTarget = TargetSource | { readonly from: 'image'; readonly image: string } | { readonly from: 'none' }

export interface ReportImage {
  readonly image: string | undefined
  readonly resource: TargetResource | undefined
  /** The digest a report naming images must name; undefined with the reason in `noDigest`. */
  readonly digest: string | undefined
  readonly noDigest: string | undefined
}

/** The image the release pins at `revision`, read from the manifest there when that is the source. */
export async function reportImage(
  target: ReportTarget,
  revision: string,
  repo: Pick<ConfigRepo, 'readFile' | 'fullName'>
): Promise<ReportImage> {
  if (target.from === 'none')
    return { image: undefined, resource: undefined, digest: undefined, noDigest: 'no manifest or image was given' }
  const { image, resource } =
    target.from === 'image'
      ? { image: target.image, resource: undefined }
      : await resolveExpectation(target, revision, repo)
  const digest = digestOf(image)
  if (digest === undefined || digestProblem(digest) !== undefined)
    return { image, resource, digest: undefined, noDigest: `${image} is pinned by tag, without a digest` }
  return { image, resource, digest, noDigest: undefined }
}
