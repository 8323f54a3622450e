// Argo CD Notifications' GitHub service, as the stand-in runs it: when an app's state meets a
// trigger (once per synced revision), the template we ship (examples/argocd-notifications-cm.yaml)
// is sent as notifications-engine sends it: a commit status whose context is the template's label
// and whose description is the message cut to 140 characters, and (Argo CD 3.0+) a new check run
// whose output carries the health, the synced revision and `.app.status.summary.images`. It
// authenticates as a GitHub App, minting installation tokens from the App's private key the way
// ghinstallation does. Point it at the GitHub stand-in to run `wait --status-context` end to end.
import { sign, type KeyObject } from 'node:crypto'

/** The triggers of the shipped argocd-notifications-cm, and Argo CD's on-sync-running. */
export type NotificationTrigger = 'on-deployed' | 'on-health-degraded' | 'on-sync-failed' | 'on-sync-running'

export interface GitHubNotificationsOptions {
  /** GitHub's REST API root (`service.github.enterpriseBaseURL`), e.g. the GitHub stand-in's url. */
  apiUrl: string
  /** The repository reports go to, owner/repo (Argo CD takes it from the app's repoURL). */
  repo: string
  /** `service.github`'s appID and privateKey; the installation is looked up for `repo`. */
  app: { id: number; privateKey: KeyObject | string }
  /** Apps subscribed, by name, and what their template posts. */
  subscriptions: Record<string, NotificationSubscription>
  /** `context.argocdUrl`, for the links; default https://argocd.example.com. */
  argocdUrl?: string
}

export interface NotificationSubscription {
  /** The status context and check run name; default `continuous-delivery/<app>`. */
  label?: string
  /** Post a commit status (default true). */
  status?: boolean
  /** Post a check run too, as Argo CD 3.0+ can (default true). */
  checkRun?: boolean
  /** Default: on-deployed, on-health-degraded and on-sync-failed, as the shipped ConfigMap subscribes. */
  triggers?: NotificationTrigger[]
}

/** One notification sent, for tests to look at. */
export interface SentNotification {
  app: string
  trigger: NotificationTrigger
  revision: string
  /** The commit status's state (success, failure, error, pending). */
  state: string
  description: string
}

interface AppView {
  metadata?: { name?: string }
  status?: {
    health?: { status?: string; message?: string }
    operationState?: { phase?: string; message?: string; syncResult?: { revision?: string } }
    summary?: { images?: string[] }
  }
}

const DEFAULT_TRIGGERS: NotificationTrigger[] = ['on-deployed', 'on-health-degraded', 'on-sync-failed']

/**
 * What each trigger's template posts: the commit status state and the check run's status and
 * conclusion, as examples/cluster/argocd-notifications-cm.yaml has them (a unit test keeps the
 * two in step).
 */
export const TEMPLATES: Record<NotificationTrigger, { state: string; check: { status: string; conclusion?: string } }> =
  {
    'on-deployed': { state: 'success', check: { status: 'completed', conclusion: 'success' } },
    'on-health-degraded': { state: 'failure', check: { status: 'completed', conclusion: 'failure' } },
    'on-sync-failed': { state: 'error', check: { status: 'completed', conclusion: 'failure' } },
    'on-sync-running': { state: 'pending', check: { status: 'in_progress' } }
  }

/** Each trigger's `when`, over the Application as the API returns it. */
function when(trigger: NotificationTrigger, app: AppView): boolean {
  const phase = app.status?.operationState?.phase
  const health = app.status?.health?.status
  switch (trigger) {
    case 'on-deployed':
      return phase === 'Succeeded' && health === 'Healthy'
    case 'on-health-degraded':
      return health === 'Degraded'
    case 'on-sync-failed':
      return phase === 'Error' || phase === 'Failed'
    case 'on-sync-running':
      return phase === 'Running'
  }
}

/** notifications-engine's `trunc`: at most `n` characters, the last three `...` when cut. */
function trunc(message: string, n: number): string {
  const chars = [...message]
  return chars.length > n ? `${chars.slice(0, n - 3).join('')}...` : message
}

export class GitHubNotifications {
  /** Every notification sent, oldest first. */
  readonly sent: SentNotification[] = []
  /** What failed to send (Argo CD logs these and moves on). */
  readonly errors: Error[] = []
  /** `oncePer` keys already notified: app, trigger and revision. */
  private readonly notified = new Set<string>()
  private queue: Promise<void> = Promise.resolve()
  private token: { value: string; expiresAt: number } | undefined

  constructor(private readonly options: GitHubNotificationsOptions) {}

  /** Evaluates the app's triggers on its current state; sends what is due, in order, in the background. */
  observe(app: AppView): void {
    const name = app.metadata?.name ?? ''
    const subscription = this.options.subscriptions[name]
    if (subscription === undefined) return
    for (const trigger of subscription.triggers ?? DEFAULT_TRIGGERS) {
      if (!when(trigger, app)) continue
      // oncePer: app.status.operationState?.syncResult?.revision. Before the sync phase there is
      // none, and revisionPath (the same field) would name no commit: nothing can be sent yet.
      const revision = app.status?.operationState?.syncResult?.revision ?? ''
      if (revision === '') continue
      const key = `${name}\n${trigger}\n${revision}`
      if (this.notified.has(key)) continue
      this.notified.add(key)
      const snapshot = structuredClone(app)
      this.queue = this.queue.then(() =>
        this.send(name, trigger, revision, snapshot, subscription).catch((error: unknown) => {
          this.errors.push(error instanceof Error ? error : new Error(String(error)))
        })
      )
    }
  }

  /** Resolves once everything due so far was sent (or failed). */
  idle(): Promise<void> {
    return this.queue
  }

  private async send(
    name: string,
    trigger: NotificationTrigger,
    revision: string,
    app: AppView,
    subscription: NotificationSubscription
  ): Promise<void> {
    // revisionPath defaults to the synced revision; without one, notifications-engine has no commit.
    if (!/^[0-9a-f]{40}$/.test(revision)) throw new Error(`${name}: no syncResult.revision to report ${trigger} on`)
    const label = subscription.label ?? `continuous-delivery/${name}`
    const argocdUrl = this.options.argocdUrl ?? 'https://argocd.example.com'
    const link = `${argocdUrl}/applications/${name}?operation=true`
    const health = app.status?.health?.status ?? ''
    const healthMessage = app.status?.health?.message
    const op = app.status?.operationState
    const message =
      trigger === 'on-sync-failed'
        ? `${name}: sync of ${revision} ${op?.phase ?? ''}: ${op?.message ?? ''}`
        : `${name} is ${health || op?.phase || 'unknown'} at ${revision}${healthMessage ? `: ${healthMessage}` : ''}`
    const template = TEMPLATES[trigger]
    if (subscription.status ?? true) {
      const description = trunc(message, 140)
      await this.call('POST', `/repos/${this.options.repo}/statuses/${revision}`, {
        state: template.state,
        context: label,
        description,
        target_url: link
      })
      this.sent.push({ app: name, trigger, revision, state: template.state, description })
    }
    if (subscription.checkRun ?? true) {
      const images = app.status?.summary?.images ?? []
      await this.call('POST', `/repos/${this.options.repo}/check-runs`, {
        name: label,
        head_sha: revision,
        external_id: 'argocd-notifications',
        details_url: link,
        status: template.check.status,
        ...(template.check.conclusion ? { conclusion: template.check.conclusion } : {}),
        output: {
          title: `${name}: ${health || op?.phase || 'unknown'}`,
          summary: `Synced ${revision}, health ${health || 'unknown'}${healthMessage ? `: ${healthMessage}` : ''}`,
          text: `Images running (Argo CD's .app.status.summary.images):\n${images.map((i) => `- ${i}\n`).join('')}`
        }
      })
    }
  }

  private async call(method: string, path: string, body: unknown, auth?: string): Promise<unknown> {
    const response = await fetch(`${this.options.apiUrl}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        'content-type': 'application/json',
        'user-agent': 'argocd-notifications',
        authorization: auth ?? `Bearer ${await this.installationToken()}`
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  }

  /** An installation token for the repository, minted with the App's JWT and kept until shortly before it expires. */
  private async installationToken(): Promise<string> {
    if (this.token && this.token.expiresAt - Date.now() > 60_000) return this.token.value
    const jwt = `Bearer ${this.jwt()}`
    const installation = (await this.call('GET', `/repos/${this.options.repo}/installation`, undefined, jwt)) as {
      id: number
    }
    const minted = (await this.call('POST', `/app/installations/${installation.id}/access_tokens`, {}, jwt)) as {
      token: string
      expires_at: string
    }
    this.token = { value: minted.token, expiresAt: Date.parse(minted.expires_at) }
    return minted.token
  }

  private jwt(): string {
    const now = Math.floor(Date.now() / 1000)
    const encode = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url')
    const data = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iat: now - 60, exp: now + 540, iss: this.options.app.id })}`
    return `${data}.${sign('RSA-SHA256', Buffer.from(data), this.options.app.privateKey).toString('base64url')}`
  }
}
