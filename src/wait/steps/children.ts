import type { Application, ResourceTree } from '../../argocd/types.js'
import { resourceLabel } from '../../manifest/label.js'
import type { TargetResource } from '../target.js'
import { findResource } from './resource.js'

const isApplication = (r: { group?: string; kind?: string }): boolean =>
  r.group === 'argoproj.io' && r.kind === 'Application'
const isApplicationSet = (r: { group?: string; kind?: string }): boolean =>
  r.group === 'argoproj.io' && r.kind === 'ApplicationSet'

/**
 * An Application by name and namespace. With apps in any namespace a child may live in a
 * namespace of its own, and Argo CD finds an app only in the namespace it is asked about.
 * `namespace` undefined: the namespace the connection asks in.
 */
export interface AppRef {
  readonly name: string
  readonly namespace: string | undefined
}

/** Whether `app` manages the target (Argo CD lists it in `status.resources`). */
export function manages(app: Application, target: TargetResource): boolean {
  return findResource(app, undefined, target).status !== undefined
}

/**
 * The Applications an app of apps manages, with their namespaces: those in `status.resources`,
 * and with ApplicationSets those in the tree (an ApplicationSet owns the Applications it
 * generates). Empty for an app that manages no Applications.
 */
export function childApps(app: Application, tree: ResourceTree | undefined): AppRef[] {
  const refs = [
    ...(app.status?.resources ?? []).filter(isApplication),
    ...(tree?.nodes ?? []).filter(isApplication)
  ].map((r) => ({ name: r.name ?? '', namespace: r.namespace || undefined }))
  const unique = new Map(refs.filter((r) => r.name !== '').map((r) => [appKey(r), r]))
  return [...unique.values()]
}

/** One string per app, for sets. */
export function appKey(ref: AppRef): string {
  return `${ref.namespace ?? ''}/${ref.name}`
}

/** How the messages name a child: by name, with its namespace when that is not its parent's. */
export function childLabel(child: AppRef, parentNamespace: string | undefined): string {
  return child.namespace === undefined || child.namespace === parentNamespace
    ? child.name
    : `${child.namespace}/${child.name}`
}

/** True when only the tree can name the children: the app manages ApplicationSets. */
export function needsTree(app: Application): boolean {
  return (app.status?.resources ?? []).some(isApplicationSet)
}

/** What a parent and its children say, once we know which child (if any) manages the target. */
export function followMessage(
  parent: string,
  child: AppRef,
  parentNamespace: string | undefined,
  target: TargetResource
): string {
  const label = childLabel(child, parentNamespace)
  const set =
    label === child.name
      ? `Set argocd-app to ${child.name}`
      : `Set argocd-app to ${child.name} and argocd-app-namespace to ${child.namespace}`
  return `argocd-app ${parent} is an app of apps: following its child ${label}, which manages ${resourceLabel(target, { withGroup: true })}. ${set} to skip this step.`
}

export function orphanMessage(parent: string, looked: readonly string[], target: TargetResource): string {
  return `Neither ${parent} nor the apps it manages (${looked.join(', ')}) manage ${resourceLabel(target, { withGroup: true })}: set argocd-app to the Application that deploys it.`
}
