/**
 * Config repos whose images are set from outside a kustomization: a Flux Kustomization's
 * spec.images and an Argo CD Application's kustomize.images over an overlay of this repository,
 * for the unit test of the gate's static rule and the integration test that renders them.
 */
import { deployment } from './kustomize-scenarios.js'
import type { Tree } from './memory-repo.js'

export const WEB = 'ghcr.io/acme/web'
export const FLUX = 'clusters/prod/apps.yaml'
export const APP = 'argocd/web-prod.yaml'

export function fluxKustomization(images: string, o: { path?: string; source?: string; extra?: string } = {}): string {
  return `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: web
  namespace: flux-system
spec:
  interval: 10m
  sourceRef:
    kind: ${o.source ?? 'GitRepository'}
    name: flux-system
  path: ${o.path ?? './apps/web/prod'}
  prune: true
${o.extra ?? ''}  images:
${images}`
}

export function application(images: string, repoURL = 'https://github.com/Acme/Config.git'): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web-prod
  namespace: argocd
spec:
  project: default
  source:
    repoURL: ${repoURL}
    targetRevision: main
    path: apps/web/prod
    kustomize:
      images:
${images}  destination:
    server: https://kubernetes.default.svc
    namespace: web
`
}

/** A base and an overlay with `entries` under its images:. */
export function repo(entries = `  - name: ${WEB}\n    newTag: 1.4.2\n`): Tree {
  return {
    'apps/web/base/deployment.yaml': deployment('web', [`${WEB}:1.4.2`]),
    'apps/web/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
    'apps/web/prod/kustomization.yaml': `resources:\n  - ../base\nimages:\n${entries}`
  }
}
