import { describe, expect, it } from 'vitest'
import { describeError, InputError, isInputError, messageOf } from '../../src/errors.js'

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

describe('isInputError', () => {
  it('knows an InputError from another build of this module by its name, and nothing else', () => {
    // dist/cli.js and the commands it loads are separate builds, each with its own class.
    class OtherCopy extends Error {
      override name = 'InputError'
    }
    expect(isInputError(new InputError('x'))).toBe(true)
    expect(isInputError(new OtherCopy('x'))).toBe(true)
    expect(isInputError(new Error('x'))).toBe(false)
    expect(isInputError({ name: 'InputError' })).toBe(false)
  })
})
