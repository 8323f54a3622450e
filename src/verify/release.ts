/** The release being verified, and the values its placeholders take. */
import { ImageReferenceError, parseImageReference } from '../image/reference.js'
import { VerifyConfigError } from './read.js'

export interface Release {
  /** The full reference, as the manifest pins it and the seeds' operator puts in OTEL_SERVICE_VERSION. */
  readonly image: string
  readonly digest: string | undefined
  readonly tag: string | undefined
}

export function releaseOf(image: string): Release {
  try {
    const { digest, tag } = parseImageReference(image, { requireDigest: false })
    return { image, digest, tag }
  } catch (error) {
    if (error instanceof ImageReferenceError)
      throw new VerifyConfigError(
        `The release image ${JSON.stringify(image)} is not an image reference: ${error.message}.`,
        []
      )
    throw error
  }
}

/** `image`, and `digest` and `tag` when the reference has them. */
export function releaseValues(release: Release): Map<string, unknown> {
  const values = new Map<string, unknown>([['image', release.image]])
  if (release.digest !== undefined) values.set('digest', release.digest)
  if (release.tag !== undefined) values.set('tag', release.tag)
  return values
}
