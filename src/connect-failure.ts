/**
 * A request that got no HTTP answer because it could not connect, told apart from one cut off
 * on the way (a reset, a timeout), which is worth sending again. Nobody listening at an address
 * (refused) or an address that cannot work (a host name that does not resolve, a port fetch
 * never uses) is fixed in the settings, not by waiting: a caller says so within seconds, naming
 * the input that holds the address, instead of retrying until its deadline.
 */

export interface ConnectFailure {
  /**
   * `refused`: nothing listens there, which a server restarting also causes for a moment, so a
   * caller that was answered before may treat it as passing; `unreachable`: the address itself
   * cannot work.
   */
  readonly kind: 'refused' | 'unreachable'
  /** What happened, in words, with the system's own code: `connection refused (connect ECONNREFUSED 127.0.0.1:1)`. */
  readonly reason: string
}

const REFUSED: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'the network is unreachable',
  EADDRNOTAVAIL: 'the address is not available'
}

const UNREACHABLE: Record<string, string> = {
  ENOTFOUND: 'the host name does not resolve',
  EAI_NONAME: 'the host name does not resolve',
  EAI_FAIL: 'the host name cannot be resolved',
  ERR_INVALID_URL: 'the URL is not valid'
}

/** The connect failure behind `error` (fetch's `TypeError: fetch failed`, undici's, Octokit's 500), if any. */
export function connectFailure(error: unknown): ConnectFailure | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code
    const said = at.message
    if (typeof code === 'string' && code in REFUSED) return { kind: 'refused', reason: `${REFUSED[code]} (${said})` }
    if (typeof code === 'string' && code in UNREACHABLE)
      return { kind: 'unreachable', reason: `${UNREACHABLE[code]} (${said})` }
    // Fetch's own refusal of ports it never connects to (1, 25, 6000…), with no code.
    if (said === 'bad port') return { kind: 'unreachable', reason: 'fetch never connects to that port (bad port)' }
  }
  return undefined
}
