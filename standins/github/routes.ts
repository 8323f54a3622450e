import { attestationRoutes } from './attestations.js'
import { appRoutes } from './apps.js'
import { checkRoutes } from './checks.js'
import { deploymentRoutes } from './deployments.js'
import { gitDataRoutes } from './gitdata.js'
import { issueRoutes } from './issues.js'
import { pullRoutes } from './pulls.js'
import { repoRoutes } from './repos.js'
import { statusRoutes } from './statuses.js'
import type { Route } from './router.js'

/**
 * Every endpoint the stand-in serves. scripts/extract-github-schemas.mjs lists the same
 * operations; openapi.test.ts fails if the two lists drift apart or a route goes untested.
 */
export const ROUTES: readonly Route[] = [
  ...repoRoutes,
  ...gitDataRoutes,
  ...pullRoutes,
  ...issueRoutes,
  ...checkRoutes,
  ...statusRoutes,
  ...deploymentRoutes,
  ...attestationRoutes,
  ...appRoutes
]
