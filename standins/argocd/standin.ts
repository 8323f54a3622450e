import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AppRecord, newAppRecord, REFRESH_ANNOTATION, setAutomated } from './app.js'
import { Tokens, type TokenGrant } from './auth.js'
import { Changes } from './changes.js'
import { Cluster } from './cluster.js'
import { Controller } from './controller.js'
import { permissionDenied } from './errors.js'
import { Faults } from './faults.js'
import { checkKey, type HealthCheck } from './health.js'
import type { RouteContext } from './routes.js'
import type { AuthProxy } from './proxy.js'
import { useSourceHydrator } from './hydrator.js'
import { GitHubNotifications, type GitHubNotificationsOptions } from './notifications.js'
import { httpHandler } from './server.js'
import { StreamHub } from './streams.js'
import type {
  AddAppOptions,
  AppScenario,
  AutomatedPolicy,
  K8sObject,
  RequestLogEntry,
  ResourceKey,
  SourceHydratorSettings
} from './types.js'
import { applicationView, treeView } from './views.js'

export interface ArgoCdStandInOptions {
  /** Controller tick interval; default 50 ms. 0: no timer, the test calls tick(). */
  tickMs?: number
  /** Lua health checks by `<group>_<Kind>` (argocd-cm spelling) or `<group>/<Kind>`. None: CRDs get no health. */
  healthChecks?: Record<string, string | HealthCheck>
  /** How long a sync stays Running; default 0 (applied on the next tick). */
  syncDurationMs?: number
  /** Full re-comparison interval when nothing changes; default 180 000 ms like Argo CD. */
  resyncMs?: number
  /** Compress answers for clients that accept gzip (Argo CD's --enable-gzip); default true. */
  gzip?: boolean
  /** SSE keepalive interval; default 15 000 ms. */
  keepaliveMs?: number
  /** users.anonymous.enabled: requests without a valid token get this grant. */
  anonymous?: TokenGrant
  /** Clock for timestamps and the operator's delays; default Date.now. */
  now?: () => number
  /** An authenticating proxy in front of the API: requests without its headers get its login page. */
  proxy?: AuthProxy
  /**
   * Argo CD 3.x's default: status-only resource changes send no Application event (the tree is
   * republished only when a resource's health status moved). Default false.
   */
  ignoreResourceUpdates?: boolean
}

interface Parts {
  url: string
  token: string
  faults: Faults
  log: RequestLogEntry[]
  server: Server
  tokens: Tokens
  cluster: Cluster
  hub: StreamHub
  controller: Controller
  checks: Map<string, HealthCheck>
  now: () => number
}

/** A local Argo CD API with a simulated controller and Microservice operator. See index.ts. */
export class ArgoCdStandIn {
  /** API root, e.g. http://127.0.0.1:41234. */
  readonly url: string
  /** A token that may read every application. */
  readonly token: string
  readonly faults: Faults
  /** Requests in arrival order; `status` is set when the answer ends (0 if nothing was sent). */
  readonly requests: RequestLogEntry[]
  /** Errors the controller hit while ticking on its timer. */
  readonly controllerErrors: Error[] = []
  private readonly apps = new Map<string, AppRecord>()
  private readonly treeSent = new Map<string, string>()
  private readonly changes = new Changes()
  private notifications: GitHubNotifications | undefined
  private ticking: Promise<void> = Promise.resolve()
  private busy = false
  private timer: NodeJS.Timeout | undefined

  private constructor(private readonly parts: Parts) {
    this.url = parts.url
    this.token = parts.token
    this.faults = parts.faults
    this.requests = parts.log
  }

  static async start(options: ArgoCdStandInOptions = {}): Promise<ArgoCdStandIn> {
    const now = options.now ?? Date.now
    const cluster = new Cluster(now)
    const tokens = new Tokens(options.anonymous)
    const checks = new Map<string, HealthCheck>()
    let standin: ArgoCdStandIn | undefined
    // Faults can drop the hub's streams; the hub checks faults before each message.
    const faults: Faults = new Faults((): number => hub.dropAll())
    const hub: StreamHub = new StreamHub(faults, options.keepaliveMs ?? 15_000)
    const controllerOptions = {
      syncDurationMs: options.syncDurationMs ?? 0,
      resyncMs: options.resyncMs ?? 180_000,
      ignoreResourceUpdates: options.ignoreResourceUpdates ?? false
    }
    const controller = new Controller(cluster, checks, now, controllerOptions, (app) => standin?.commit(app))
    const context: RouteContext = {
      get apps() {
        return standin?.apps ?? new Map()
      },
      cluster,
      hub,
      refresh: (app, mode, signal) => (standin as ArgoCdStandIn).refresh(app, mode, signal)
    }
    const log: RequestLogEntry[] = []
    const server = createServer(
      httpHandler(context, { gzip: options.gzip ?? true, tokens, faults, log, proxy: options.proxy })
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const token = tokens.issue({ apps: '*' })
    standin = new ArgoCdStandIn({ url, token, faults, log, server, tokens, cluster, hub, controller, checks, now })
    for (const [groupKind, check] of Object.entries(options.healthChecks ?? {}))
      standin.installHealthCheck(groupKind, check)
    const tickMs = options.tickMs ?? 50
    if (tickMs > 0) {
      standin.timer = setInterval(() => standin?.onTimer(), tickMs)
      standin.timer.unref()
    }
    return standin
  }

  /** Switches Argo CD 3.x's ignoreResourceUpdates on or off (see {@link ArgoCdStandInOptions}). */
  ignoreResourceUpdates(on: boolean): void {
    this.parts.controller.setIgnoreResourceUpdates(on)
  }

  /** Application events the ignoreResourceUpdates mode held back (status-only changes). */
  get suppressedAppEvents(): number {
    return this.parts.controller.suppressedAppEvents
  }

  /** A new JWT-shaped token with this grant (for RBAC tests: `{ apps: ['todo-api'] }`). */
  issueToken(grant: TokenGrant): string {
    return this.parts.tokens.issue(grant)
  }

  /** Makes a token invalid, as a logout or a deleted project role would. */
  revokeToken(token: string): void {
    this.parts.tokens.revoke(token)
  }

  /** Adds an Application, reconciles it once, and returns it as GET would. */
  async addApp(options: AddAppOptions): Promise<Record<string, unknown>> {
    if (this.apps.has(options.name)) throw new Error(`application ${options.name} already exists`)
    const app = newAppRecord(options, this.parts.cluster.nextResourceVersion(), this.parts.now())
    if (options.sourceHydrator) useSourceHydrator(app, options.sourceHydrator)
    this.apps.set(app.name, app)
    this.commit(app)
    await this.tick()
    return applicationView(app)
  }

  /** Deletes an Application (not its resources); watchers get a DELETED event. */
  removeApp(name: string): void {
    const app = this.apps.get(name)
    if (!app) return
    this.apps.delete(name)
    app.cr.metadata.resourceVersion = this.parts.cluster.nextResourceVersion()
    this.parts.hub.publishApp(
      'DELETED',
      name,
      Number(app.cr.metadata.resourceVersion),
      JSON.stringify(applicationView(app))
    )
    this.changes.notify()
  }

  /**
   * Puts an app on the Source Hydrator, as editing its spec would: from the next tick its dry
   * commits are hydrated onto `syncBranch` of its repository, and the app syncs those.
   */
  useSourceHydrator(name: string, settings: SourceHydratorSettings): void {
    const app = this.record(name)
    useSourceHydrator(app, settings)
    app.cr.metadata.generation++
    this.commit(app)
  }

  /**
   * Edits the app's `spec.syncPolicy.automated` (see {@link AddAppOptions.automated}); from the
   * next comparison the controller syncs, or not, by it.
   */
  setAutomated(name: string, automated: boolean | AutomatedPolicy): void {
    const app = this.record(name)
    setAutomated(app, automated)
    this.commit(app)
  }

  /**
   * Runs Argo CD Notifications' GitHub service from now on: each state an app reaches is checked
   * against its subscription's triggers, and what is due is posted to GitHub (see notifications.ts).
   */
  notifyGitHub(options: GitHubNotificationsOptions): GitHubNotifications {
    this.notifications = new GitHubNotifications(options)
    for (const app of this.apps.values()) this.notifications.observe(applicationView(app))
    return this.notifications
  }

  /** Changes what the operator (and the API server) will do from now on for an app. */
  setScenario(name: string, scenario: Partial<AppScenario>): void {
    const app = this.record(name)
    app.scenario = { ...app.scenario, ...scenario }
  }

  /** Installs (or with null removes) a Lua health check; the next tick re-computes health. */
  installHealthCheck(groupKind: string, check: string | HealthCheck | null): void {
    const key = checkKey(groupKind)
    if (check === null) this.parts.checks.delete(key)
    else this.parts.checks.set(key, typeof check === 'string' ? { script: check } : check)
    for (const app of this.apps.values()) app.compared.clusterVersion = -1
  }

  /** The application as GET returns it, or undefined. */
  application(name: string): Record<string, unknown> | undefined {
    const app = this.apps.get(name)
    return app && applicationView(app)
  }

  /** The resource tree as GET .../resource-tree returns it. */
  resourceTree(name: string): Record<string, unknown> {
    return treeView(this.record(name))
  }

  /** A live object in the simulated cluster. */
  liveObject(key: ResourceKey): K8sObject | undefined {
    return this.parts.cluster.get(key)
  }

  /** Runs one controller tick (operator, git, sync, comparison) for every app; ticks never overlap. */
  tick(): Promise<void> {
    const run = async (): Promise<void> => {
      for (const app of [...this.apps.values()]) {
        await this.parts.controller.reconcile(app)
        const tree = JSON.stringify(treeView(app))
        if (this.treeSent.get(app.name) !== tree) {
          this.treeSent.set(app.name, tree)
          this.parts.hub.publishTree(app.name, tree)
        }
      }
      this.changes.notify()
    }
    this.ticking = this.ticking.then(run, run)
    return this.ticking
  }

  /** Resolves with the app (as GET returns it) once `predicate` holds; checked after every change. */
  waitFor(
    name: string,
    predicate: (app: Record<string, unknown>) => boolean,
    timeoutMs = 10_000
  ): Promise<Record<string, unknown>> {
    return this.changes.until(
      () => {
        const app = this.application(name)
        return app && predicate(app) ? app : undefined
      },
      {
        timeoutMs,
        onTimeout: () =>
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${name}; status: ${JSON.stringify(this.application(name)?.['status'])}`
          )
      }
    )
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.notifications?.idle()
    this.parts.hub.dropAll()
    await this.ticking.catch(() => undefined)
    await new Promise<void>((resolve) => {
      this.parts.server.closeAllConnections()
      this.parts.server.close(() => resolve())
    })
  }

  private onTimer(): void {
    if (this.busy) return
    this.busy = true
    this.tick()
      .catch((error: unknown) => this.controllerErrors.push(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        this.busy = false
      })
  }

  /** Persists the CR if it changed: new resourceVersion, watch event, waiters checked. */
  private commit(app: AppRecord): void {
    if (!this.apps.has(app.name)) return
    const { resourceVersion: _rv, ...metadata } = app.cr.metadata
    const snapshot = JSON.stringify({ ...app.cr, metadata })
    if (snapshot === app.committed) return
    const type = app.committed === '' ? 'ADDED' : 'MODIFIED'
    app.committed = snapshot
    app.cr.metadata.resourceVersion = this.parts.cluster.nextResourceVersion()
    this.parts.hub.publishApp(
      type,
      app.name,
      Number(app.cr.metadata.resourceVersion),
      JSON.stringify(applicationView(app))
    )
    this.notifications?.observe(applicationView(app))
    this.changes.notify()
  }

  /** GET ?refresh=: patch the annotation, then block until the controller has reconciled. */
  private async refresh(app: AppRecord, mode: 'normal' | 'hard', signal: AbortSignal): Promise<void> {
    app.cr.metadata.annotations = { ...app.cr.metadata.annotations, [REFRESH_ANNOTATION]: mode }
    this.commit(app)
    const patched = Number(app.cr.metadata.resourceVersion)
    await this.changes.until(
      () => {
        if (!this.apps.has(app.name)) throw permissionDenied()
        const reconciled =
          Number(app.cr.metadata.resourceVersion) > patched && !app.cr.metadata.annotations?.[REFRESH_ANNOTATION]
        return reconciled ? true : undefined
      },
      { signal, onAbort: () => new Error('application refresh deadline exceeded') }
    )
  }

  private record(name: string): AppRecord {
    const app = this.apps.get(name)
    if (!app) throw new Error(`no application ${name} in the Argo CD stand-in`)
    return app
  }
}

export function startArgoCd(options?: ArgoCdStandInOptions): Promise<ArgoCdStandIn> {
  return ArgoCdStandIn.start(options)
}
