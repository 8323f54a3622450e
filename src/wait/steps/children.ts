import type { Application, ResourceTree } from '../../argocd/types.js'
import { resourceLabel } from '../../manifest/label.js'
import type { TargetResource } from '../target.js'
import { findResource } from './resource.js'

const isApplication = (r: { group?: string; kind?: string }): boolean =>
  r.group === 'argoproj.io' && r.kind === 'Application'
const isApplicationSet = (r: { group?: string; kind?: string }): boolean =>
  r.group === 'argoproj.io' && r.kind === 'ApplicationSet'

/** Whether `app` manages the target (Argo CD lists it in `status.resources`). */
export function manages(app: Application, target: TargetResource): boolean {
  return findResource(app, undefined, target).status !== undefined
}

/**
 * The Applications an app of apps manages, by name: those in `status.resources`, and with
 * ApplicationSets those in the tree (an ApplicationSet owns the Applications it generates).
 * Empty for an app that manages no Applications.
 */
export function childApps(app: Application, tree: ResourceTree | undefined): string[] {
  const managed = (app.status?.resources ?? []).filter(isApplication).map((r) => r.name ?? '')
  const generated = (tree?.nodes ?? []).filter(isApplication).map((n) => n.name ?? '')
  return [...new Set([...managed, ...generated])].filter((name) => name !== '')
}

/** True when only the tree can name the children: the app manages ApplicationSets. */
export function needsTree(app: Application): boolean {
  return (app.status?.resources ?? []).some(isApplicationSet)
}

/** What a parent and its children say, once we know which child (if any) manages the target. */
export function followMessage(parent: string, child: string, target: TargetResource): string {
  return `argocd-app ${parent} is an app of apps: following its child ${child}, which manages ${resourceLabel(target, { withGroup: true })}. Set argocd-app to ${child} to skip this step.`
}

export function orphanMessage(parent: string, looked: readonly string[], target: TargetResource): string {
  return `Neither ${parent} nor the apps it manages (${looked.join(', ')}) manage ${resourceLabel(target, { withGroup: true })}: set argocd-app to the Application that deploys it.`
}
