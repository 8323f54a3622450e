import type { IncomingMessage, ServerResponse } from 'node:http'
import { ARGOCD_NAMESPACE, type AppRecord } from './app.js'
import { mayGet, type TokenGrant } from './auth.js'
import type { Cluster } from './cluster.js'
import { ApiError, appNotFound, GRPC, permissionDenied } from './errors.js'
import { StreamHub } from './streams.js'
import { findNode } from './tree.js'
import { applicationView, managedResourcesView, treeView } from './views.js'
import { syncWindowsView } from './windows.js'

/** What route handlers may use of the stand-in. */
export interface RouteContext {
  apps: ReadonlyMap<string, AppRecord>
  cluster: Cluster
  hub: StreamHub
  /** Patches the refresh annotation and resolves once the controller reconciled the app. */
  refresh(app: AppRecord, mode: 'normal' | 'hard', signal: AbortSignal): Promise<void>
}

export interface Request {
  req: IncomingMessage
  res: ServerResponse
  query: URLSearchParams
  params: Record<string, string>
  grant: TokenGrant
  /** Aborted when the client goes away. */
  signal: AbortSignal
}

/** A unary handler returns the body to send; a stream handler answers on `res` itself. */
export interface Route {
  /** Swagger operationId; the schema test checks each against the extracted swagger. */
  operationId: string
  pattern: RegExp
  stream?: true
  /** Checks grpc-gateway makes before the call reaches the server (and its auth). */
  precheck?: (query: URLSearchParams) => ApiError | undefined
  handle(ctx: RouteContext, request: Request): unknown
}

const NAME = '([^/]+)'

export const ROUTES: Route[] = [
  {
    operationId: 'ApplicationService_Get',
    pattern: new RegExp(`^/api/v1/applications/${NAME}$`),
    async handle(ctx, request) {
      const { query, signal } = request
      const app = resolveApp(ctx, request, true)
      if (query.has('refresh')) await ctx.refresh(app, query.get('refresh') === 'hard' ? 'hard' : 'normal', signal)
      return applicationView(app)
    }
  },
  {
    operationId: 'ApplicationService_ResourceTree',
    pattern: new RegExp(`^/api/v1/applications/${NAME}/resource-tree$`),
    // The namespace/name/version/group/kind filters exist in the API but are ignored.
    handle: (ctx, request) => treeView(resolveApp(ctx, request))
  },
  {
    operationId: 'ApplicationService_GetResource',
    pattern: new RegExp(`^/api/v1/applications/${NAME}/resource$`),
    // proto2 required fields are checked when the gateway marshals the request (reverse field order).
    precheck: (query) => {
      const missing = ['kind', 'version', 'resourceName'].find((field) => !query.has(field))
      return missing
        ? new ApiError(GRPC.Internal, `grpc: error while marshaling: proto: required field "${missing}" not set`)
        : undefined
    },
    handle(ctx, request) {
      const { query } = request
      const app = resolveApp(ctx, request)
      const key = {
        group: query.get('group') ?? '',
        kind: query.get('kind') ?? '',
        namespace: query.get('namespace') ?? '',
        name: query.get('resourceName') ?? ''
      }
      const node = findNode(app.tree, key)
      if (!node?.uid) {
        throw new ApiError(
          GRPC.InvalidArgument,
          `${key.kind} ${key.group} ${key.name} not found as part of application ${app.name}`
        )
      }
      const live = ctx.cluster.get(key)
      if (!live)
        throw new ApiError(
          GRPC.NotFound,
          `${key.kind.toLowerCase()}${key.group ? `.${key.group}` : ''} "${key.name}" not found`
        )
      return { manifest: JSON.stringify(live) }
    }
  },
  {
    operationId: 'ApplicationService_GetApplicationSyncWindows',
    pattern: new RegExp(`^/api/v1/applications/${NAME}/syncwindows$`),
    handle: (ctx, request) => syncWindowsView(resolveApp(ctx, request).scenario.syncWindows ?? [])
  },
  {
    operationId: 'ApplicationService_ManagedResources',
    pattern: new RegExp(`^/api/v1/applications/${NAME}/managed-resources$`),
    handle(ctx, request) {
      const { query } = request
      const app = resolveApp(ctx, request)
      const filter = Object.fromEntries(['name', 'namespace', 'group', 'kind'].map((f) => [f, query.get(f) ?? '']))
      return managedResourcesView(app, ctx.cluster, filter)
    }
  },
  {
    operationId: 'ApplicationService_Watch',
    pattern: /^\/api\/v1\/stream\/applications$/,
    stream: true,
    handle(ctx, { req, res, query, grant }) {
      const name = query.get('name') ?? ''
      // As isApplicationPermitted: a named app is matched in the namespace asked (default the
      // server's); without a name, apps of every namespace are sent.
      const namespace = query.get('appNamespace') || ARGOCD_NAMESPACE
      const projects = projectsOf(query)
      const minResourceVersion = Number(query.get('resourceVersion') ?? 0) || 0
      // Apps that do not exist or may not be read are filtered out, never refused: the watch hangs.
      const accepts = (app: string): boolean => {
        const record = ctx.apps.get(app)
        return (
          (name === '' || (app === name && record?.cr.metadata.namespace === namespace)) &&
          mayGet(grant, app) &&
          (projects.length === 0 || (record !== undefined && projects.includes(record.project)))
        )
      }
      const sub = {
        kind: 'apps' as const,
        res,
        sse: wantsSse(req),
        gzip: acceptsGzip(req),
        accepts,
        minResourceVersion,
        sent: 0,
        last: new Map()
      }
      ctx.hub.add(sub)
      if (name !== '' || !query.get('resourceVersion')) {
        for (const app of [...ctx.apps.values()].sort((a, b) => a.name.localeCompare(b.name))) {
          ctx.hub.sendApp(
            sub,
            'ADDED',
            app.name,
            Number(app.cr.metadata.resourceVersion),
            JSON.stringify(applicationView(app))
          )
        }
      }
    }
  },
  {
    operationId: 'ApplicationService_WatchResourceTree',
    pattern: new RegExp(`^/api/v1/stream/applications/${NAME}/resource-tree$`),
    stream: true,
    handle(ctx, request) {
      const { req, res } = request
      const sse = wantsSse(req)
      let app: AppRecord
      try {
        app = resolveApp(ctx, request)
      } catch (error) {
        if (error instanceof ApiError) return StreamHub.refuse(res, sse, error)
        throw error
      }
      // No initial tree: only updates the controller publishes.
      ctx.hub.add({
        kind: 'tree',
        res,
        sse,
        gzip: acceptsGzip(req),
        accepts: (n) => n === app.name,
        sent: 0,
        last: new Map()
      })
    }
  }
]

/**
 * `getAppEnforceRBAC`: without a project, a missing app and a forbidden one get the same 403 so
 * that nobody learns which apps exist; with one project, a readable but missing (or
 * differently-projected) app is a 404.
 */
function resolveApp(
  ctx: RouteContext,
  { params, query, grant }: Pick<Request, 'params' | 'query' | 'grant'>,
  getEndpoint = false
): AppRecord {
  const name = params['name'] ?? ''
  const projects = getEndpoint ? projectsOf(query) : query.getAll('project').slice(0, 1)
  if (projects.length > 1) {
    throw new ApiError(
      GRPC.InvalidArgument,
      'multiple projects specified - the get endpoint accepts either zero or one project'
    )
  }
  // An app is found only in the namespace asked, the server's own by default.
  const namespace = query.get('appNamespace') || ARGOCD_NAMESPACE
  const found = ctx.apps.get(name)
  const app = found?.cr.metadata.namespace === namespace ? found : undefined
  const allowed = mayGet(grant, name)
  if (projects.length === 0) {
    if (!app || !allowed) throw permissionDenied()
    return app
  }
  if (!allowed) throw permissionDenied()
  if (!app || app.project !== projects[0]) throw appNotFound(name)
  return app
}

/** Get's `project` (legacy) wins over `projects`; both may repeat. */
function projectsOf(query: URLSearchParams): string[] {
  const legacy = query.getAll('project')
  return legacy.length > 0 ? legacy : query.getAll('projects')
}

export const wantsSse = (req: IncomingMessage): boolean => (req.headers.accept ?? '').includes('text/event-stream')
export const acceptsGzip = (req: IncomingMessage): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
