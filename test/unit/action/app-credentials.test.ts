import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readGitHubSettings } from '../../../src/action/github-settings.js'
import { inputSource } from '../../../src/action/inputs.js'
import { InputError } from '../../../src/errors.js'
import { OPEN } from '../../../src/settings/commands.js'
import { SettingsReader } from '../../../src/settings/reader.js'
import { withInputs } from '../../helpers/inputs.js'

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
const PKCS1 = rsa.export({ type: 'pkcs1', format: 'pem' }).toString()
const PKCS8 = rsa.export({ type: 'pkcs8', format: 'pem' }).toString()
const EC = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
const BODY_LINES = PKCS1.split('\n').filter((l) => l !== '' && !l.startsWith('-----'))
const REPO = { 'config-repo': 'acme/config' }

function read(inputs: Record<string, string>): {
  settings?: ReturnType<typeof readGitHubSettings>
  error?: unknown
  masked: string[]
} {
  const masked: string[] = []
  try {
    return {
      settings: withInputs(
        { ...REPO, ...inputs },
        () => readGitHubSettings(new SettingsReader(OPEN, inputSource({}))),
        masked
      ),
      masked
    }
  } catch (error) {
    return { error, masked }
  }
}

/** What a user could ever see of a failed read: the message, and what was not masked. */
function leaks(error: unknown): string[] {
  return BODY_LINES.filter((line) => String(error).includes(line))
}

describe('GitHub App credentials', () => {
  it.each([
    ['PKCS#1', PKCS1],
    ['PKCS#8', PKCS8],
    ['stored on one line with \\n escapes', PKCS1.trim().replace(/\n/g, '\\n')]
  ])('reads app-id with a %s key, masking the key and every line of it', (_, key) => {
    const { settings, masked } = read({ 'app-id': '123456', 'app-private-key': key })
    expect(settings?.githubApp?.appId).toBe('123456')
    expect(settings?.githubApp?.privateKey).toContain('PRIVATE KEY-----\n')
    expect(settings?.token).toBeUndefined()
    expect(masked.length).toBeGreaterThan(BODY_LINES.length)
    const body = (key.includes('\\n') ? key.split('\\n') : key.split('\n')).filter((l) => l && !l.startsWith('---'))
    for (const line of body) expect(masked).toContain(line)
  })

  it('refuses token and the App inputs together, naming both', () => {
    const { error, masked } = read({ token: 'ghs_x', 'app-id': '1', 'app-private-key': PKCS1 })
    expect(error).toBeInstanceOf(InputError)
    expect(String(error)).toMatch(/'token' and 'app-id'\/'app-private-key' are both set/)
    expect(masked).toContain('ghs_x')
    expect(leaks(error)).toEqual([])
  })

  it.each([
    ['an App ID alone', { 'app-id': '1' }, /'app-id' is set but 'app-private-key' is not/],
    ['a key alone', { 'app-private-key': PKCS1 }, /'app-private-key' is set but 'app-id' is not/],
    [
      'text that is no key',
      { 'app-id': '1', 'app-private-key': 'not a key' },
      /not a readable PEM private key \(the key is not shown\)/
    ],
    [
      'a damaged key',
      { 'app-id': '1', 'app-private-key': PKCS1.replace(/\n[A-Za-z0-9+/]{20}/, '\n') },
      /not a readable PEM/
    ],
    ['an EC key', { 'app-id': '1', 'app-private-key': EC }, /is a ec key; GitHub Apps sign with RSA keys/],
    [
      'an App name',
      { 'app-id': 'my app', 'app-private-key': PKCS1 },
      /'app-id' must be the GitHub App's numeric ID .*got "my app"/
    ],
    ['the key as app-id', { 'app-id': PKCS1, 'app-private-key': PKCS1 }, /'app-id' must be .*got \(not shown\)/]
  ] as [string, Record<string, string>, RegExp][])('refuses %s without showing the key', (_, inputs, message) => {
    const { error, masked } = read(inputs)
    expect(error).toBeInstanceOf(InputError)
    expect(String(error)).toMatch(message)
    expect(leaks(error)).toEqual([])
    // The whole key, as the mask command carries it (newlines escaped).
    const key = inputs['app-private-key']?.trim().replace(/%/g, '%25').replace(/\n/g, '%0A')
    if (key) expect(masked).toContain(key)
  })

  it("falls back to the workflow's token, and asks for credentials when there is none", () => {
    expect(read({ 'workflow-token': 'ghs_wf' }).settings).toMatchObject({ token: 'ghs_wf', githubApp: undefined })
    expect(read({ token: 'ghs_mine', 'workflow-token': 'ghs_wf' }).settings?.token).toBe('ghs_mine')
    expect(
      read({ 'app-id': '9', 'app-private-key': PKCS8, 'workflow-token': 'ghs_wf' }).settings?.token
    ).toBeUndefined()
    expect(String(read({}).error)).toMatch(/No GitHub credentials: set 'app-id' and 'app-private-key'/)
  })

  it("knows when the token is the workflow's GITHUB_TOKEN, also when passed as token", () => {
    expect(read({ 'workflow-token': 'ghs_wf' }).settings?.workflowToken).toBe(true)
    expect(read({ token: 'ghs_wf', 'workflow-token': 'ghs_wf' }).settings?.workflowToken).toBe(true)
    expect(read({ token: 'ghs_mine', 'workflow-token': 'ghs_wf' }).settings?.workflowToken).toBe(false)
    expect(read({ token: 'ghs_mine' }).settings?.workflowToken).toBe(false)
    expect(read({ 'app-id': '9', 'app-private-key': PKCS8, 'workflow-token': 'ghs_wf' }).settings?.workflowToken).toBe(
      false
    )
  })
})
