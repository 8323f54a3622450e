import { ArgoCdError } from './errors.js'
import type { ArgoCdConnection } from './connection.js'
import { ArgoCdHttp, type HttpOptions } from './http.js'
import { streamResults } from './ndjson.js'
import type { Application, ApplicationWatchEvent, LiveObject, ResourceTree, SyncWindows } from './types.js'

/** One resource of an app, as `.../resource` needs it (`version` is required by the API). */
export interface ResourceKey {
  readonly group: string
  readonly version: string
  readonly kind: string
  readonly namespace: string | undefined
  readonly name: string
}

/**
 * Options every call takes. `appNamespace`: the app's namespace when it is not the connection's
 * (`argocd-app-namespace`), as for a child app that lives in a namespace of its own.
 */
export interface AppCallOptions {
  readonly signal?: AbortSignal | undefined
  readonly appNamespace?: string | undefined
}

/** The calls `wait` makes, each returning Argo CD's shapes or a typed error. */
export class ArgoCdClient {
  constructor(private readonly http: ArgoCdHttp) {}

  /**
   * The Application. With `refresh: 'normal'` Argo CD re-resolves the target revision first and
   * blocks until the controller has reconciled, which can take as long as a comparison does.
   */
  getApplication(
    name: string,
    options: AppCallOptions & { refresh?: 'normal' | 'hard'; timeoutMs?: number; retries?: number } = {}
  ): Promise<Application> {
    return this.http.getJson<Application>(
      `/api/v1/applications/${encodeURIComponent(name)}`,
      { refresh: options.refresh },
      {
        what: `GET application ${name}${options.refresh ? ` (${options.refresh} refresh)` : ''}`,
        app: name,
        ...context(options),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.retries === undefined ? {} : { retries: options.retries })
      }
    )
  }

  getResourceTree(name: string, options: AppCallOptions = {}): Promise<ResourceTree> {
    return this.http.getJson<ResourceTree>(
      `/api/v1/applications/${encodeURIComponent(name)}/resource-tree`,
      {},
      { what: `GET resource tree of ${name}`, app: name, ...context(options) }
    )
  }

  /** The project's sync windows that match the app, and whether a manual sync could run now. */
  getSyncWindows(
    name: string,
    options: AppCallOptions & { timeoutMs?: number; retries?: number } = {}
  ): Promise<SyncWindows> {
    return this.http.getJson<SyncWindows>(
      `/api/v1/applications/${encodeURIComponent(name)}/syncwindows`,
      {},
      {
        what: `GET sync windows of ${name}`,
        app: name,
        ...context(options),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.retries === undefined ? {} : { retries: options.retries })
      }
    )
  }

  /**
   * The live object from the cluster, or undefined when it does not exist yet (Argo CD answers
   * 400 "not found as part of application" until the resource is in its tree, 404 after a delete).
   */
  async getLiveResource(app: string, key: ResourceKey, options: AppCallOptions = {}): Promise<LiveObject | undefined> {
    let response: { manifest?: string }
    try {
      response = await this.http.getJson<{ manifest?: string }>(
        `/api/v1/applications/${encodeURIComponent(app)}/resource`,
        {
          resourceName: key.name,
          version: key.version,
          kind: key.kind,
          group: key.group,
          namespace: key.namespace ?? ''
        },
        { what: `GET live ${key.kind} ${key.name}`, app, ...context(options) }
      )
    } catch (error) {
      if (error instanceof ArgoCdError && (error.status === 400 || error.status === 404)) return undefined
      throw error
    }
    if (typeof response.manifest !== 'string') return undefined
    try {
      return JSON.parse(response.manifest) as LiveObject
    } catch {
      throw new ArgoCdError(`GET live ${key.kind} ${key.name}: manifest is not JSON`, 200, false)
    }
  }

  /**
   * Watch events for one app, from `resourceVersion` on. Open it only after a GET succeeded:
   * for a missing or forbidden app the watch never answers 403, it just hangs.
   */
  async *watchApplication(
    name: string,
    options: AppCallOptions & { resourceVersion?: string | undefined } = {}
  ): AsyncGenerator<ApplicationWatchEvent> {
    const what = `watch of application ${name}`
    const body = await this.http.openStream(
      '/api/v1/stream/applications',
      { name, resourceVersion: options.resourceVersion },
      { what, app: name, ...context(options) }
    )
    yield* streamResults<ApplicationWatchEvent>(body, what)
  }

  /**
   * Whole resource trees of one app, each time the controller publishes one. Argo CD sends no
   * initial tree (GET it first) and no headers before the first update, so on a quiet app this
   * request stays pending; `idleMs` bounds how long before it fails as a (transient) timeout.
   */
  async *watchResourceTree(
    name: string,
    options: AppCallOptions & { idleMs?: number } = {}
  ): AsyncGenerator<ResourceTree> {
    const what = `watch of the resource tree of ${name}`
    const body = await this.http.openStream(
      `/api/v1/stream/applications/${encodeURIComponent(name)}/resource-tree`,
      {},
      {
        what,
        app: name,
        ...context(options),
        ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs })
      }
    )
    yield* streamResults<ResourceTree>(body, what)
  }

  close(): Promise<void> {
    return this.http.close()
  }
}

/** The request context's share of a call's options (absent fields left out). */
function context(options: AppCallOptions): { signal?: AbortSignal; appNamespace?: string } {
  return {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.appNamespace === undefined ? {} : { appNamespace: options.appNamespace })
  }
}

export function createArgoCdClient(connection: ArgoCdConnection, options: HttpOptions = {}): ArgoCdClient {
  return new ArgoCdClient(new ArgoCdHttp(connection, options))
}
