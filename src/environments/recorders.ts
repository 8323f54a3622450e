/**
 * Whose Deployments and recorded outcomes count as evidence. GitHub records who created each
 * Deployment and each status, and nobody can change that; what is in them anyone who may write
 * Deployments (or statuses) can write. So the evidence readers count only the recorders' own:
 * the logins configured (`recorded-by`), else, with App credentials, the App's own bot. With
 * neither, anyone's count, and every report says the evidence's author was not checked.
 */
import type { ConfigRepo } from '../github/config-repo.js'

/** The logins whose Deployments count, or undefined for anyone's (see {@link authorNotChecked}). */
export async function evidenceRecorders(
  configured: readonly string[] | undefined,
  repo: Pick<ConfigRepo, 'appIdentity'>
): Promise<readonly string[] | undefined> {
  if (configured !== undefined && configured.length > 0) return configured
  const app = await repo.appIdentity()
  return app === undefined ? undefined : [app]
}

/** True when `login` is one of `recorders` (GitHub logins are case-insensitive), or nobody is checked. */
export function recordedBy(login: string | undefined, recorders: readonly string[] | undefined): boolean {
  if (recorders === undefined) return true
  return login !== undefined && recorders.some((r) => r.toLowerCase() === login.toLowerCase())
}

/** What the reports and a warning say when evidence was taken from anyone. */
export function authorNotChecked(environments: readonly string[]): string {
  const where = environments.map((e) => JSON.stringify(e)).join(', ')
  return (
    `Promotion evidence in ${where} was accepted without checking its author: anyone who may write Deployments to the config repo can record one. ` +
    "Name the login wait runs as in 'recorded-by' (for example acme-release[bot]), or run with App credentials (then only that App's own Deployments count)."
  )
}
