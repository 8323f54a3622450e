import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { TEMPLATES } from '../../../standins/argocd/notifications.js'

// The reporters' configuration users copy into their clusters for `wait --status-context`: it
// must say what docs/wait.md says, and post what the Argo CD stand-in posts in its place.

interface Template {
  message: string
  github: {
    status: { state: string; label: string; targetURL: string }
    checkRun: {
      name: string
      status: string
      conclusion: string
      output: { title: string; summary: string; text?: string }
    }
  }
}

const cm = parse(readFileSync('examples/cluster/argocd-notifications-cm.yaml', 'utf8')) as {
  metadata: { name: string }
  data: Record<string, string>
}
const yamlOf = <T>(key: string): T => parse(cm.data[key]!) as T

describe('examples/cluster/argocd-notifications-cm.yaml', () => {
  it('configures the GitHub service with App credentials from the secret', () => {
    expect(cm.metadata.name).toBe('argocd-notifications-cm')
    expect(yamlOf('service.github')).toEqual({
      appID: expect.any(String),
      installationID: expect.any(String),
      privateKey: '$github-privateKey'
    })
  })

  it.each([
    ['on-deployed-github', 'github-deployed', 'on-deployed'],
    ['on-health-degraded-github', 'github-degraded', 'on-health-degraded'],
    ['on-sync-failed-github', 'github-sync-failed', 'on-sync-failed']
  ] as const)('%s fires once per synced revision and sends %s as the stand-in posts it', (trigger, name, standin) => {
    const [condition] = yamlOf<{ oncePer: string; send: string[]; when: string }[]>(`trigger.${trigger}`)
    expect(condition).toMatchObject({ oncePer: 'app.status.operationState?.syncResult?.revision', send: [name] })
    const template = yamlOf<Template>(`template.${name}`)
    const { status, checkRun } = template.github
    expect(status.label).toBe('continuous-delivery/{{.app.metadata.name}}')
    expect(checkRun.name).toBe(status.label)
    expect({ state: status.state, check: { status: checkRun.status, conclusion: checkRun.conclusion } }).toEqual(
      TEMPLATES[standin]
    )
    // The message becomes the status's description, which GitHub cuts at 140 characters.
    expect(template.message).toContain('{{.app.status.operationState.syncResult.revision}}')
  })

  it('lists the images Argo CD sees running in the check run of a deployed or degraded app', () => {
    for (const name of ['github-deployed', 'github-degraded'])
      expect(yamlOf<Template>(`template.${name}`).github.checkRun.output.text).toContain('.app.status.summary.images')
  })
})

describe('examples/cluster/flux-github-status.yaml', () => {
  it('is a github Provider for the config repo and an Alert for the Kustomization', () => {
    const [provider, alert] = parseAllDocuments(readFileSync('examples/cluster/flux-github-status.yaml', 'utf8')).map(
      (d) => d.toJS() as { kind: string; metadata: { name: string }; spec: Record<string, unknown> }
    )
    expect(provider).toMatchObject({
      kind: 'Provider',
      spec: { type: 'github', address: 'https://github.com/acme/platform-config', secretRef: expect.any(Object) }
    })
    expect(alert).toMatchObject({
      kind: 'Alert',
      spec: {
        providerRef: { name: provider!.metadata.name },
        eventSeverity: 'info',
        eventSources: [{ kind: 'Kustomization', name: 'todo-api' }]
      }
    })
  })
})
