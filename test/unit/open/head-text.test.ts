import { describe, expect, it } from 'vitest'
import type { CommitInfo } from '../../../src/github/git-data.js'
import { parseImageReference } from '../../../src/image/reference.js'
import { renderPlaceTrailers, textOfReleaseCommit, type TargetPlace } from '../../../src/open/head-text.js'
import { renderCommitMessage, renderPullRequestBody } from '../../../src/open/pr-body.js'
import { parseTrailers, renderTrailers, type ReleaseRecord } from '../../../src/open/record.js'
import { DIGEST_A, DIGEST_B, IMAGE } from '../../../standins/fixtures.js'

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
const NEW = `${IMAGE}:1.4.2@${DIGEST_B}`
const OLD = `${IMAGE}@${DIGEST_A}`
const PLACE: TargetPlace = {
  manifest: MANIFEST,
  resource: { apiVersion: 'apps/v1', apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' },
  line: 21,
  fields: ['spec.template.spec.containers[name=api].image']
}
const record: ReleaseRecord = {
  image: NEW,
  version: '1.4.2',
  manifest: MANIFEST,
  commit: undefined,
  base: 'c'.repeat(40),
  sourceRepository: 'acme/todo-api',
  sourceSha: 'd'.repeat(40),
  runUrl: 'https://github.com/acme/todo-api/actions/runs/1'
}

/** A release commit as write-branch.ts writes one, with these places. */
function releaseCommit(places: readonly TargetPlace[]): CommitInfo {
  const trailers = [renderTrailers(record), ...renderPlaceTrailers(places)].join('\n')
  const message = renderCommitMessage({
    title: 'Release todo-api 1.4.2',
    resource: PLACE.resource,
    manifest: MANIFEST,
    oldImage: OLD,
    image: NEW,
    trailers
  })
  return { sha: 'e'.repeat(40), message, parents: [], committer: undefined, verified: true }
}

describe('textOfReleaseCommit', () => {
  it('writes the PR text from the commit alone when it says where its line is', () => {
    const text = textOfReleaseCommit(releaseCommit([PLACE]), { targets: [], serverUrl: 'https://github.com' })
    expect(text).toEqual({
      title: 'Release todo-api 1.4.2',
      body: renderPullRequestBody({
        ...PLACE,
        oldImage: OLD,
        newImage: parseImageReference(NEW),
        serverUrl: 'https://github.com',
        record: { ...record, commit: 'e'.repeat(40) }
      })
    })
    expect(text!.body).toContain('(from line 21)')
  })

  it('falls back to the caller’s places for a commit without them, and cannot write one without either', () => {
    const commit = releaseCommit([])
    expect(textOfReleaseCommit(commit, { targets: [], serverUrl: 'https://github.com' })).toBeUndefined()
    const placed = textOfReleaseCommit(commit, { targets: [{ ...PLACE, line: 7 }], serverUrl: 'https://github.com' })
    expect(placed?.body).toContain('(from line 7)')
  })

  it('keeps a place trailer on its line whatever the resource is called', () => {
    const forged = { ...PLACE, resource: { ...PLACE.resource, name: 'x\u2028Gitops-Release-Image: evil\ny' } }
    const commit = releaseCommit([forged])
    expect(parseTrailers(commit.message).image).toBe(NEW)
    expect(
      commit.message.split(/\r\n|[\n\r\u2028\u2029]/).filter((l) => l.startsWith('Gitops-Release-Place'))
    ).toHaveLength(1)
    expect(textOfReleaseCommit(commit, { targets: [], serverUrl: 'https://github.com' })?.body).toContain(
      '(from line 21)'
    )
  })
})
