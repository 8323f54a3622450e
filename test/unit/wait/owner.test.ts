import { describe, expect, it } from 'vitest'
import { ArgoCdAuthError } from '../../../src/argocd/errors.js'
import type { Application, ResourceStatus } from '../../../src/argocd/types.js'
import { findOwner } from '../../../src/wait/owner.js'
import { followMessage } from '../../../src/wait/steps/children.js'
import { app, EXPECT } from './snapshots.js'

const child = (name: string, namespace: string): ResourceStatus => ({
  group: 'argoproj.io',
  version: 'v1alpha1',
  kind: 'Application',
  namespace,
  name,
  status: 'Synced'
})

/** An app of apps in namespace argocd whose status lists these Applications. */
const root = (children: ResourceStatus[]): Application => ({
  metadata: { name: 'platform-root', namespace: 'argocd', resourceVersion: '7' },
  status: { sync: { status: 'Synced' }, resources: children }
})

/**
 * Argo CD with apps in any namespace: `getApplication` finds an app only in the namespace asked
 * (the server's, argocd, when none is), and answers 403 otherwise, as for a missing app.
 */
function argocd(apps: Record<string, Application>) {
  const asked: [string, string | undefined][] = []
  return {
    asked,
    client: {
      getApplication: (name: string, options?: { appNamespace?: string | undefined }): Promise<Application> => {
        asked.push([name, options?.appNamespace])
        const found = apps[`${options?.appNamespace ?? 'argocd'}/${name}`]
        return found ? Promise.resolve(found) : Promise.reject(new ArgoCdAuthError('403', 403, false))
      },
      getResourceTree: () => Promise.resolve({ nodes: [] })
    }
  }
}

describe('the app of apps, with children in namespaces of their own', () => {
  it('reads each child in its own namespace and follows the one that manages the target', async () => {
    const todo: Application = { ...app(), metadata: { name: 'todo-full-api', namespace: 'team-a' } }
    const billing: Application = { ...app(), metadata: { name: 'billing', namespace: 'argocd' }, status: {} }
    const world = argocd({ 'team-a/todo-full-api': todo, 'argocd/billing': billing })
    const parent = { name: 'platform-root', namespace: undefined }
    const children = [child('billing', 'argocd'), child('todo-full-api', 'team-a')]
    const owner = await findOwner(world.client, parent, root(children), EXPECT.resource)
    expect(owner).toMatchObject({ kind: 'child', ref: { name: 'todo-full-api', namespace: 'team-a' } })
    expect(world.asked).toEqual([
      ['billing', 'argocd'],
      ['todo-full-api', 'team-a']
    ])
  })

  it('names a child of another namespace with it, readable or not', async () => {
    const world = argocd({})
    const parent = { name: 'platform-root', namespace: undefined }
    const owner = await findOwner(
      world.client,
      parent,
      root([child('billing', 'argocd'), child('ghost', 'team-b')]),
      EXPECT.resource
    )
    expect(owner).toEqual({
      kind: 'none',
      looked: ['billing (not readable with this token)', 'team-b/ghost (not readable with this token)']
    })
  })

  it('tells the user both inputs to set for a child in another namespace', () => {
    expect(
      followMessage('platform-root', { name: 'todo-full-api', namespace: 'team-a' }, 'argocd', EXPECT.resource)
    ).toBe(
      'argocd-app platform-root is an app of apps: following its child team-a/todo-full-api, which manages platform.example.io/Microservice todo/todo-api. Set argocd-app to todo-full-api and argocd-app-namespace to team-a to skip this step.'
    )
    expect(
      followMessage('platform-root', { name: 'todo-full-api', namespace: 'argocd' }, 'argocd', EXPECT.resource)
    ).toMatch(/following its child todo-full-api, .* Set argocd-app to todo-full-api to skip this step\.$/)
  })
})
