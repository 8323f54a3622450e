import { InputError } from '../errors.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { CompareStatus } from '../github/git-data.js'
import { ManifestError, type ResourceSelector } from '../manifest/types.js'
import { logValue } from '../markdown/escape.js'
import { sameImage } from '../image/reference.js'
import type { Expectation, TargetResource } from './target.js'
import type { RevisionRelation } from './types.js'
import { locateImages } from '../manifest/locate.js'

/** Where the resource and image come from: the manifest in the config repo, or inputs. */
export type TargetSource =
  | { readonly from: 'manifest'; readonly manifest: string; readonly selector: ResourceSelector }
  | { readonly from: 'inputs'; readonly resource: TargetResource; readonly image: string }

/**
 * The expectation for this release. From a manifest, it is read at the expected revision (what
 * Argo CD will sync), so the image is the one merged, not one passed around by hand.
 */
export async function resolveExpectation(
  source: TargetSource,
  revision: string,
  repo: Pick<ConfigRepo, 'readFile' | 'fullName'>
): Promise<Expectation> {
  if (source.from === 'inputs') return { resource: source.resource, image: source.image, revision }
  const found = await imageAt(repo, source.manifest, source.selector, revision)
  if (found === undefined) {
    throw new InputError(
      `Input 'manifest': ${logValue(source.manifest)} does not exist in ${repo.fullName} at ${revision.slice(0, 12)}.`
    )
  }
  return { resource: found.resource, image: found.image, revision }
}

/** The resource and image the manifest pins at `revision`; undefined when the file is not there. */
export async function imageAt(
  repo: Pick<ConfigRepo, 'readFile'>,
  manifest: string,
  selector: ResourceSelector,
  revision: string
): Promise<{ resource: TargetResource; image: string } | undefined> {
  const text = await repo.readFile(manifest, revision)
  if (text === undefined) return undefined
  let images
  try {
    images = locateImages(text, selector)
  } catch (error) {
    // A manifest that does not parse is the input's problem; anything else is a bug and stays one.
    if (error instanceof ManifestError)
      throw new InputError(`Cannot read ${logValue(manifest)} at ${revision.slice(0, 12)}: ${error.message}`)
    throw error
  }
  const what = `${selector.kind} (${selector.apiGroup || 'core group'})`
  if (images.length === 0)
    throw new InputError(
      `${logValue(manifest)} has no ${what}${selector.name ? ` named ${selector.name}` : ''}; check inputs 'kind', 'api-group' and 'resource-name'.`
    )
  if (images.length > 1)
    throw new InputError(
      `${logValue(manifest)} has ${images.length} ${what} resources; set 'resource-name' to pick one.`
    )
  const { resource, value } = images[0]!
  if (resource.name === undefined) throw new InputError(`${logValue(manifest)}: the ${what} has no metadata.name.`)
  return {
    resource: { apiGroup: resource.apiGroup, kind: resource.kind, namespace: resource.namespace, name: resource.name },
    image: value
  }
}

/**
 * How Argo CD's revision relates to the expected one, asked of GitHub only when they differ. A
 * later commit counts only if the manifest there still pins the image: otherwise a newer release
 * has replaced this one and waiting for it is pointless.
 */
export function revisionRelation(
  repo: Pick<ConfigRepo, 'compareStatus' | 'readFile'>,
  source: TargetSource,
  image: string
): (expected: string, actual: string) => Promise<RevisionRelation> {
  return async (expected: string, actual: string): Promise<RevisionRelation> => {
    const status: CompareStatus = await repo.compareStatus(expected, actual)
    switch (status) {
      case 'identical':
        return 'same'
      case 'behind':
        return 'behind'
      case 'diverged':
        return 'diverged'
      case 'unknown':
        return 'unknown'
      case 'ahead': {
        if (source.from === 'inputs') return 'descendant'
        let later
        try {
          later = await imageAt(repo, source.manifest, source.selector, actual)
        } catch (error) {
          // A manifest that no longer parses there says nothing either way; the live object will.
          if (error instanceof InputError) return 'descendant'
          throw error
        }
        return later !== undefined && sameImage(later.image, image) ? 'descendant' : 'superseded'
      }
    }
  }
}
