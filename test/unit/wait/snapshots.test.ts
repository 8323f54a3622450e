/**
 * The snapshot builders claim the shapes the API returns: held to Argo CD's swagger.json with the
 * validator the stand-in's answers pass (in-process: the schemas are read from a file).
 */
import { describe, expect, it } from 'vitest'
import { ResponseValidator } from '../../../standins/argocd/openapi.js'
import { app, type AppOptions, IMAGE, live, NEW_REV, OLD_IMAGE, OLD_REV, tree } from './snapshots.js'

const validator = new ResponseValidator()

describe('the snapshot builders', () => {
  it.each<[string, AppOptions]>([
    ['a finished rollout', {}],
    ['a running sync', { operation: true, phase: 'Running' }],
    ['a failed sync', { phase: 'Failed', failedResources: [{ kind: 'Microservice', name: 'todo-api', message: 'x' }] }],
    ['no health', { health: null, conditions: [{ type: 'ComparisonError', message: 'x' }] }],
    ['several sources', { revisions: [NEW_REV, OLD_REV] }],
    ['a cluster-scoped target', { namespace: '' }]
  ])('app() with %s is an Application', (_what, options) => {
    expect(validator.check('ApplicationService_Get', '200', app(options))).toBeUndefined()
    expect(
      validator.check('ApplicationService_Watch', '200', { result: { type: 'MODIFIED', application: app(options) } })
    ).toBeUndefined()
  })

  it('tree() is an ApplicationTree, with or without Pods and health', () => {
    const pods = [
      { image: IMAGE },
      { image: OLD_IMAGE, terminating: true },
      { image: IMAGE, waiting: { reason: 'ImagePullBackOff', message: 'x' } }
    ]
    for (const t of [tree(), tree({ health: null }), tree({ pods })])
      expect(validator.check('ApplicationService_ResourceTree', '200', t)).toBeUndefined()
  })

  it('live() is what the resource call carries, as its JSON manifest', () => {
    for (const l of [live(), live({ observedGeneration: null })])
      expect(validator.check('ApplicationService_GetResource', '200', { manifest: JSON.stringify(l) })).toBeUndefined()
  })
})
