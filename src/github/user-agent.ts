const VERSION = '0.1.0'

/** What every request to GitHub says it is, the head-start reads included. */
export function gitopsReleaseUserAgent(): string {
  return withOrchestrationId(`gitops-release/${VERSION}`)!
}

/** @actions/github's getUserAgentWithOrchestrationId. */
export function withOrchestrationId(userAgent: string | undefined): string | undefined {
  const id = process.env['ACTIONS_ORCHESTRATION_ID']?.trim()
  if (!id) return userAgent
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`
  if (userAgent?.includes(tag)) return userAgent
  return `${userAgent ? `${userAgent} ` : ''}${tag}`
}
