import { describe, expect, it } from 'vitest'
import { autoMergeRefusal } from '../../../src/github/auto-merge.js'

/** What Octokit's GraphqlResponseError carries: GitHub's `errors` list. */
const graphqlError = (message: string, type = 'UNPROCESSABLE'): Error =>
  Object.assign(new Error(`Request failed due to following response errors:\n - ${message}`), {
    errors: [{ type, path: ['enablePullRequestAutoMerge'], message }]
  })

describe('autoMergeRefusal', () => {
  it.each([
    ['Pull request Pull request is in clean status', 'mergeable-now'],
    ['Pull request Pull request is in unstable status', 'mergeable-now'],
    ['Auto merge is not allowed for this repository', 'not-allowed'],
    ['Pull request Protected branch rules not configured for this branch', 'nothing-required'],
    ['Pull request Pull request is in draft state', 'draft'],
    ['Pull request Pull request is closed', 'closed'],
    ['Pull request User is not allowed to push to this repository', 'forbidden'],
    ['Something new GitHub says', 'other']
  ])('maps %j to %s, keeping the words', (message, kind) => {
    expect(autoMergeRefusal(graphqlError(message))).toEqual({ kind, message })
  })

  it('calls a FORBIDDEN error or an HTTP 403 forbidden, whatever the words', () => {
    expect(autoMergeRefusal(graphqlError('Resource not accessible by integration', 'FORBIDDEN'))?.kind).toBe(
      'forbidden'
    )
    const http403 = Object.assign(new Error('Forbidden'), {
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } }
    })
    expect(autoMergeRefusal(http403)).toEqual({ kind: 'forbidden', message: 'Resource not accessible by integration' })
  })

  it('leaves transport failures and 5xx to the caller', () => {
    expect(autoMergeRefusal(new Error('socket hang up'))).toBeUndefined()
    expect(autoMergeRefusal(Object.assign(new Error('Bad gateway'), { status: 502 }))).toBeUndefined()
  })
})
