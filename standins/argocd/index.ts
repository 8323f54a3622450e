// A local Argo CD API for tests and the demo: the REST endpoints `wait` uses, answered in the
// shapes of Argo CD's swagger.json, backed by a simulated application controller that syncs from
// a real git repository and a simulated Microservice operator.
//
//   const repo = await createBareRepo()
//   await repo.commit({ 'apps/todo-api/dev/microservice.yaml': yaml })
//   const argocd = await startArgoCd({ healthChecks: { 'platform.example.io_Microservice': lua } })
//   await argocd.addApp({ name: 'todo-full-api', repoDir: repo.dir, path: 'apps/todo-api/dev/microservice.yaml',
//                         namespace: 'todo', operator: { scenario: 'healthy', delayMs: 200 } })
//   fetch(`${argocd.url}/api/v1/applications/todo-full-api`, { headers: { authorization: `Bearer ${argocd.token}` } })
//   argocd.setScenario('todo-full-api', { operator: { scenario: 'image-pull-failure' } })
//   argocd.faults.failNext(2, { status: 503 })
//   await argocd.close()
//
// Served: GET /api/v1/applications/{name}[?refresh=normal|hard], .../resource-tree, .../resource,
// .../managed-resources, .../syncwindows, /api/v1/stream/applications, /api/v1/stream/applications/{name}/resource-tree.
export { startArgoCd, ArgoCdStandIn, type ArgoCdStandInOptions } from './standin.js'
export { createBareRepo, type BareRepo } from './bare-repo.js'
export { healthChecksFromConfigMap, type HealthCheck } from './health.js'
export type { TokenGrant } from './auth.js'
export type { Faults, PathMatcher, ServerErrorStatus } from './faults.js'
export type { AuthProxy } from './proxy.js'
export {
  GitHubNotifications,
  type GitHubNotificationsOptions,
  type NotificationSubscription,
  type NotificationTrigger,
  type SentNotification
} from './notifications.js'
export type { SyncWindow } from './windows.js'
export { ROUTES } from './routes.js'
export type { TreeNode } from './tree.js'
export type {
  AddAppOptions,
  AppError,
  AppScenario,
  AutomatedPolicy,
  Health,
  K8sObject,
  OperatorScenario,
  OperatorSettings,
  OperatorStep,
  RequestLogEntry,
  ResourceKey,
  SourceHydratorSettings
} from './types.js'
