// A local GitHub REST API backed by real git repositories, for tests, the demo and benchmarks.
//
//   const gh = await startGitHubStandIn()
//   await gh.createRepo('acme/platform-config', { files: { 'apps/todo-api/dev/microservice.yaml': yaml } })
//   const octokit = getOctokit(WRITE_TOKEN, { baseUrl: gh.url })
//   gh.faults.push({ method: 'POST', path: /\/pulls$/, times: 1, status: 502 })
//   ... run the code under test ...
//   expect(gh.pulls('acme/platform-config')).toHaveLength(1)
//   await gh.close()
//
// Served routes: ROUTES (the same list as openapi-fixture/operations.json, checked by openapi.test.ts).
export {
  startGitHubStandIn,
  GitHubStandIn,
  WRITE_TOKEN,
  READ_TOKEN,
  HUMAN,
  type GitHubStandInOptions,
  type CreateRepoOptions,
  type PushOptions
} from './standin.js'
export type { RepoBehaviour } from './behaviour.js'
export type { Fault, LoggedRequest, PendingRequest, Permission, TokenGrant } from './server.js'
export type { AppRegistration, IssuedToken } from './apps.js'
export type { MergeOptions, MergeResult } from './merge.js'
export type { GitIdentity } from './git.js'
export type {
  PullState,
  CommentState,
  CheckRunState,
  CommitStatusState,
  DeploymentState,
  DeploymentStatusState,
  Annotation
} from './state.js'
export { ROUTES } from './routes.js'
