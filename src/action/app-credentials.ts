import { createPrivateKey } from 'node:crypto'
import { InputError } from '../errors.js'
import type { AppCredentials } from '../github/app-auth.js'
import type { SettingsReader } from '../settings/reader.js'

/**
 * `app-id` and `app-private-key`, both or neither. The key is masked before anything else is
 * done with it, and no message ever shows it: a bad key is described, not quoted.
 */
export function readAppCredentials(settings: SettingsReader): AppCredentials | undefined {
  // The reader masks the whole key; its lines are masked here as well (see mask).
  const key = settings.optional('app-private-key') ?? ''
  mask(settings, key)
  const appId = settings.optional('app-id')
  if (appId === undefined && key === '') return undefined
  if (appId === undefined) {
    throw new InputError(
      "Input 'app-private-key' is set but 'app-id' is not. Set 'app-id' to the App's ID (on the App's settings page), or remove 'app-private-key' and pass 'token'."
    )
  }
  if (key === '') {
    throw new InputError(
      "Input 'app-id' is set but 'app-private-key' is not. Pass the App's private key from a secret: app-private-key: ${{ secrets.RELEASE_APP_PRIVATE_KEY }}."
    )
  }
  if (!/^(?:[1-9]\d{0,12}|Iv[0-9A-Za-z.]{4,40})$/.test(appId)) {
    // A key pasted into the wrong input must not be printed from there either.
    const shown = /^[\x20-\x7e]{1,40}$/.test(appId) && !/KEY/i.test(appId) ? JSON.stringify(appId) : '(not shown)'
    if (shown === '(not shown)') mask(settings, appId)
    throw new InputError(`Input 'app-id' must be the GitHub App's numeric ID (or its client ID, Iv...), got ${shown}.`)
  }
  return { appId, privateKey: parsePrivateKey(key) }
}

/**
 * The runner masks a multi-line secret line by line in what it prints, so each line is
 * registered besides the whole value (and the lines of the unescaped form, see below).
 */
function mask(settings: SettingsReader, value: string): void {
  if (value.trim() === '') return
  settings.source.secret(value)
  for (const text of [value, unescapeNewlines(value)]) {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== '') settings.source.secret(line.trim())
  }
}

/** Secrets stored on one line often carry the PEM's newlines as `\n`; the key is the same. */
function unescapeNewlines(value: string): string {
  return value.includes('\n') ? value : value.replace(/\\n/g, '\n')
}

function parsePrivateKey(key: string): string {
  const pem = unescapeNewlines(key)
  let type: string | undefined
  try {
    type = createPrivateKey(pem).asymmetricKeyType
  } catch {
    throw new InputError(
      "Input 'app-private-key' is not a readable PEM private key (the key is not shown). Pass the whole .pem file GitHub generated for the App, from its first line -----BEGIN ... PRIVATE KEY----- to its last, unencrypted."
    )
  }
  if (type !== 'rsa') {
    throw new InputError(
      `Input 'app-private-key' is a ${type ?? 'unknown'} key; GitHub Apps sign with RSA keys. Generate a private key on the App's settings page and pass that .pem file.`
    )
  }
  return pem
}
