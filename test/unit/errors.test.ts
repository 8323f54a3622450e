import { describe, expect, it } from 'vitest'
import { describeError, messageOf } from '../../src/errors.js'

describe('messageOf', () => {
  it('never returns an empty message: a 5xx with an empty body says what it was and where from', () => {
    // What Octokit throws for a 502 whose body was empty: a RequestError with message ''.
    const error = Object.assign(new Error(''), {
      name: 'HttpError',
      status: 502,
      request: { method: 'GET', url: 'https://api.github.com/repos/o/r/git/ref/heads%2Fx?x=1' }
    })
    expect(messageOf(error)).toBe(
      'HttpError 502 from GET https://api.github.com/repos/o/r/git/ref/heads%2Fx (no message given)'
    )
    expect(describeError(error).message).toBe(messageOf(error))
    expect(messageOf('')).toBe('an empty error was thrown')
    expect(messageOf(new Error('   '))).toBe('Error (no message given)')
  })

  it('keeps a message that says something', () => {
    expect(messageOf(new Error('Bad credentials'))).toBe('Bad credentials')
    expect(describeError(new Error('outer', { cause: new Error('') }))).toEqual({
      message: 'outer',
      cause: 'Error (no message given)'
    })
  })
})
