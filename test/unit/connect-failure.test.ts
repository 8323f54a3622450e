import { describe, expect, it } from 'vitest'
import { connectFailure } from '../../src/connect-failure.js'

/** Fetch's shape: `TypeError: fetch failed`, the system's error as its cause. */
function fetchFailed(message: string, code?: string): TypeError {
  const cause = Object.assign(new Error(message), code === undefined ? {} : { code })
  return new TypeError('fetch failed', { cause })
}

/** Octokit's shape: a "500" RequestError whose cause is fetch's TypeError. */
function octokitFailed(inner: Error): Error {
  return Object.assign(new Error(inner.message), { status: 500, cause: inner })
}

describe('connectFailure', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED', 'refused', 'connection refused'],
    ['connect EHOSTUNREACH 10.0.0.1:443', 'EHOSTUNREACH', 'refused', 'no route to the host'],
    ['getaddrinfo ENOTFOUND github.invalid', 'ENOTFOUND', 'unreachable', 'the host name does not resolve'],
    ['bad port', undefined, 'unreachable', 'fetch never connects to that port']
  ])('reads %s as %s, through Octokit’s made-up 500 too', (message, code, kind, words) => {
    for (const error of [fetchFailed(message, code), octokitFailed(fetchFailed(message, code))]) {
      const failure = connectFailure(error)
      expect(failure?.kind).toBe(kind)
      expect(failure?.reason).toContain(words)
      if (code !== undefined) expect(failure?.reason).toContain(message)
    }
  })

  it.each([
    ['a reset', fetchFailed('read ECONNRESET', 'ECONNRESET')],
    ['a socket closed half-way', fetchFailed('other side closed', 'UND_ERR_SOCKET')],
    ['a DNS server that did not answer in time', fetchFailed('getaddrinfo EAI_AGAIN api.github.com', 'EAI_AGAIN')],
    ['a 502 from GitHub', Object.assign(new Error('Bad Gateway'), { status: 502 })]
  ])('leaves %s to the retries: it may pass', (_, error) => {
    expect(connectFailure(error)).toBeUndefined()
  })
})
