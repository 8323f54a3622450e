import { readFileSync } from 'node:fs'
import { InputError, messageOf } from '../errors.js'
import type { ExtraHeader } from './headers.js'

/** How to reach one Argo CD API server. */
export interface ArgoCdConnection {
  /** `https://argocd.acme.dev` (no trailing slash). */
  readonly serverUrl: string
  /** API token (a JWT); masked by whoever read it. */
  readonly token: string
  /** Skip TLS verification (self-signed servers in labs; prefer `caCert`). */
  readonly insecure: boolean
  /** Extra trusted CA certificates, PEM, for a server behind a private PKI. */
  readonly caCert: string | undefined
  /** The app's namespace when it is not the API server's own (apps in any namespace). */
  readonly appNamespace: string | undefined
  /** Sent with every request, streams included: credentials for a proxy in front of Argo CD (masked). */
  readonly headers?: readonly ExtraHeader[]
}

/**
 * `ARGOCD_SERVER` is written the way the argocd CLI takes it, `host[:port]` without a scheme, so
 * both that and a full URL are accepted; no scheme means https, as with the CLI.
 */
export function parseServerUrl(value: string, source: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw new InputError(
      `${source} must be an Argo CD server URL such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    )
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== ''
  ) {
    throw new InputError(
      `${source} must be an http(s) URL without query or credentials, such as https://argocd.example.com, got ${JSON.stringify(value)}.`
    )
  }
  return url.toString().replace(/\/+$/, '')
}

/** `ca-cert` is either the PEM text itself (from a secret) or a path to a PEM file. */
export function loadCaCert(value: string | undefined, source: string, cwd: string = process.cwd()): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const pem = value.includes('-----BEGIN') ? value : readPem(value.trim(), source, cwd)
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new InputError(`${source} must hold PEM certificates (-----BEGIN CERTIFICATE-----) or a path to a PEM file.`)
  }
  return pem
}

function readPem(path: string, source: string, cwd: string): string {
  try {
    return readFileSync(path.startsWith('/') ? path : `${cwd}/${path}`, 'utf8')
  } catch (error) {
    throw new InputError(`${source}: cannot read CA certificate file ${JSON.stringify(path)} (${messageOf(error)}).`)
  }
}

/** Application names are DNS labels (RFC 1123 subdomain); anything else cannot exist. */
export function checkAppName(value: string, source: string): string {
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new InputError(
      `${source} must be an Argo CD application name (lower-case letters, digits, '-' and '.'), got ${JSON.stringify(value)}.`
    )
  }
  return value
}

/** The app's page in the Argo CD UI. */
export function appUrl(connection: Pick<ArgoCdConnection, 'serverUrl' | 'appNamespace'>, app: string): string {
  const ns = connection.appNamespace === undefined ? '' : `${encodeURIComponent(connection.appNamespace)}/`
  return `${connection.serverUrl}/applications/${ns}${encodeURIComponent(app)}`
}
