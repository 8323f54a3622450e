/** Locating and splicing `spec.image` in Kubernetes manifests: pure functions, no I/O. */
export { bumpImage, changedLines, readImage } from './bump.js'
export { locateImages } from './locate.js'
export { apiGroupOf, readIdentity, type DocumentIdentity } from '../kube-yaml/document.js'
export { resourceLabel } from './label.js'
export { renderScalar } from './scalar.js'
export {
  INPUT_SPELLING,
  ManifestError,
  type BumpResult,
  type EditOptions,
  type FieldChange,
  type LocatedImage,
  type ManifestErrorCode,
  type MarkerPolicy,
  type ResourceId,
  type ResourceRef,
  type ResourceSelector,
  type Spelling,
  type TargetSelector,
  type ScalarStyle
} from './types.js'
