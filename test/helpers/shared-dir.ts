/**
 * Tests that read ../shared (the API descriptions and provenance fixtures beside the clone) skip
 * where it is absent, saying so, except in our CI, where it is always there and a missing file
 * is a failure. The GitHub workflow checks out this repository alone and says so with
 * GITOPS_RELEASE_SHARED=optional.
 */
export function sharedRequired(): boolean {
  return process.env['CI'] === 'true' && process.env['GITOPS_RELEASE_SHARED'] !== 'optional'
}
