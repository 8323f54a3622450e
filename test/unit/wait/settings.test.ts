import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'

const base = {
  token: 'ghs_x',
  'config-repo': 'acme/config',
  'argocd-server': 'argocd.acme.dev',
  'argocd-token': 'aaa.bbb.ccc',
  'argocd-app': 'todo-full-api',
  manifest: 'apps/todo-api/dev/microservice.yaml'
}

describe('wait settings', () => {
  it('reads the issue example with defaults', () => {
    const settings = withInputs(base, () => readWaitSettings({}))
    expect(settings).toMatchObject({
      app: 'todo-full-api',
      argocd: {
        serverUrl: 'https://argocd.acme.dev',
        token: 'aaa.bbb.ccc',
        insecure: false,
        caCert: undefined,
        appNamespace: undefined
      },
      target: {
        from: 'manifest',
        manifest: 'apps/todo-api/dev/microservice.yaml',
        selector: {}
      },
      timeoutMs: 900_000,
      degradedGraceMs: 0,
      suspended: 'success',
      pr: undefined,
      revision: undefined,
      environment: undefined
    })
    // Kind and group are left to the manifest, read as open reads it.
    expect(settings.target).toHaveProperty('selector', {})
  })

  it('takes the server and token from ARGOCD_SERVER and ARGOCD_AUTH_TOKEN', () => {
    const inputs = { ...base, 'argocd-server': '', 'argocd-token': '' }
    const settings = withInputs(inputs, () =>
      readWaitSettings({ ARGOCD_SERVER: 'https://cd.internal:8443', ARGOCD_AUTH_TOKEN: 'x.y.z' })
    )
    expect(settings.argocd).toMatchObject({ serverUrl: 'https://cd.internal:8443', token: 'x.y.z' })
  })

  it('takes explicit resource and image instead of a manifest', () => {
    const image = `ghcr.io/acme/todo-api@${DIGEST_B}`
    const settings = withInputs(
      {
        ...base,
        manifest: '',
        resource: 'platform.example.io:Microservice:todo/todo-api',
        image,
        timeout: '2m',
        'degraded-grace': '30s',
        suspended: 'wait'
      },
      () => readWaitSettings({})
    )
    expect(settings.target).toEqual({
      from: 'inputs',
      resource: { apiGroup: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api' },
      image
    })
    expect(settings).toMatchObject({ timeoutMs: 120_000, degradedGraceMs: 30_000, suspended: 'wait' })
  })

  it.each([
    [{ image: 'ghcr.io/acme/todo-api' }, /either 'manifest' .* or 'resource' and 'image', not both/],
    [{ manifest: '' }, /Set 'manifest' .* or both 'resource' .* and 'image'/],
    [{ pr: '12', revision: 'b'.repeat(40) }, /either 'pr' .* or 'revision', not both/],
    [{ pr: 'twelve' }, /Input 'pr' must be a pull request number/],
    [{ revision: 'abc123' }, /Input 'revision' must be a full commit SHA/],
    [{ 'argocd-app': 'Todo_API' }, /Input 'argocd-app' must be an Argo CD application name/],
    [{ 'argocd-server': 'ftp://argocd' }, /Input 'argocd-server' must be an http\(s\) URL/],
    [{ 'argocd-token': '' }, /Input 'argocd-token' is required \(or set ARGOCD_AUTH_TOKEN\)/],
    [{ suspended: 'maybe' }, /Input 'suspended' must be one of 'success', 'failure', 'wait'/],
    [{ timeout: 'soon' }, /Input 'timeout' must be a duration/],
    [{ 'ca-cert': '/nonexistent/ca.pem' }, /cannot read CA certificate file/]
  ])('refuses %j', (inputs, message) => {
    const read = (): unknown => withInputs({ ...base, ...inputs }, () => readWaitSettings({}))
    expect(read).toThrow(InputError)
    expect(read).toThrow(message)
  })
})

describe('wait settings with status-context', () => {
  const reported = {
    token: 'ghs_x',
    'config-repo': 'acme/config',
    'status-context': 'continuous-delivery/todo-api-dev',
    'status-creator': 'argocd-notifications[bot], user:Flux-Bot'
  }

  it('follows what the cluster reports to GitHub, with the image optional and the glob as the name', () => {
    const settings = withInputs(reported, () => readWaitSettings({}))
    expect(settings).toMatchObject({
      mode: 'github',
      app: 'continuous-delivery/todo-api-dev',
      reports: {
        glob: 'continuous-delivery/todo-api-dev',
        reporters: { apps: ['argocd-notifications'], users: ['flux-bot'] }
      },
      target: { from: 'none' },
      branch: undefined
    })
    expect(settings.argocd).toBeUndefined()
  })

  it('names the app after argocd-app, takes image alone, and a push names the branch', () => {
    const image = `ghcr.io/acme/todo-api@${DIGEST_B}`
    const settings = withInputs({ ...reported, 'argocd-app': 'todo-api-dev', image }, () =>
      readWaitSettings({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/release-2' })
    )
    expect(settings).toMatchObject({ app: 'todo-api-dev', target: { from: 'image', image }, branch: 'release-2' })
  })

  it('takes ARGOCD_SERVER in the environment as no contradiction', () => {
    const settings = withInputs(reported, () => readWaitSettings({ ARGOCD_SERVER: 'https://argocd.acme.dev' }))
    expect(settings.mode).toBe('github')
  })

  it.each([
    [{ 'argocd-server': 'https://argocd.acme.dev' }, /Input 'argocd-server' and input 'status-context' are both set/],
    [{ 'status-context': '', 'argocd-app': 'todo' }, /status-creator' names who may report .* which is not set/],
    [
      { 'status-creator': 'octo cat' },
      /^Input 'status-creator': "octo cat" is neither a GitHub App \(its slug, or slug\[bot\]\) nor a user \(user:LOGIN\)\. Write user:LOGIN for a user account, or the slug of a GitHub App\.$/
    ],
    [
      { 'status-creator': '@flux-bot' },
      /^Input 'status-creator': "@flux-bot" is neither .*\. Write user:flux-bot for the user account, or flux-bot for the GitHub App\.$/
    ],
    [
      { 'status-creator': 'argocd-notifications, user:argocd-notifications[bot]' },
      /^Input 'status-creator': "user:argocd-notifications\[bot\]" names an App's bot as a user\. Name the App by its slug instead: argocd-notifications /
    ],
    [
      { 'status-creator': 'user:' },
      /^Input 'status-creator': "user:" is not a GitHub user login .*e\.g\. user:flux-bot\.$/
    ],
    [{ 'status-context': 'continuous-delivery/\u0007' }, /Input 'status-context' must be one line/]
  ])('refuses %j', (inputs, message) => {
    const read = (): unknown => withInputs({ ...reported, ...inputs }, () => readWaitSettings({}))
    expect(read).toThrow(InputError)
    expect(read).toThrow(message)
  })

  it('without either, names both ways', () => {
    const read = (): unknown =>
      withInputs({ token: 'ghs_x', 'config-repo': 'acme/config', 'argocd-app': 'todo' }, () => readWaitSettings({}))
    expect(read).toThrow(
      "Input 'argocd-server' is required (or set ARGOCD_SERVER): the Argo CD server URL, e.g. https://argocd.example.com. Or, where the runner cannot reach Argo CD, follow what the cluster reports to GitHub instead: status-context: continuous-delivery/<app>."
    )
  })
})

describe('wait settings for kustomize and Helm targets', () => {
  const kustomize = { ...base, manifest: 'apps/todo-api/dev/kustomization.yaml' }

  it('takes the format from the file name, with resource naming what to follow', () => {
    const settings = withInputs(
      { ...kustomize, resource: 'apps:Deployment:todo/todo-api', image: 'ghcr.io/acme/todo-api' },
      () => readWaitSettings({})
    )
    expect(settings.target).toEqual({
      from: 'manifest',
      manifest: 'apps/todo-api/dev/kustomization.yaml',
      format: 'kustomization',
      resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' },
      image: 'ghcr.io/acme/todo-api'
    })
  })

  it('refuses a kustomization without resource, and image alone beside a manifest', () => {
    expect(() => withInputs(kustomize, () => readWaitSettings({}))).toThrow(/set 'resource'/)
    expect(() => withInputs({ ...base, image: 'ghcr.io/acme/todo-api' }, () => readWaitSettings({}))).toThrow(
      /not both; with a kustomization or Helm values manifest, set 'format'/
    )
  })

  it("takes resource beside a manifest: a Flux Kustomization's spec.images name no workload", () => {
    const settings = withInputs(
      { ...base, manifest: 'clusters/prod/apps.yaml', resource: 'apps:Deployment:todo/todo-api' },
      () => readWaitSettings({})
    )
    expect(settings.target).toEqual({
      from: 'manifest',
      manifest: 'clusters/prod/apps.yaml',
      format: 'manifest',
      resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' },
      image: undefined
    })
  })

  it('reads format and container when given, and checks the container name', () => {
    const settings = withInputs(
      { ...base, format: 'helm-values', resource: 'apps:Deployment:todo/todo-api', container: 'api' },
      () => readWaitSettings({})
    )
    expect(settings.target).toMatchObject({ format: 'helm-values', container: 'api', image: undefined })
    expect(() => withInputs({ ...base, container: 'Not_A_Name' }, () => readWaitSettings({}))).toThrow(InputError)
    expect(() => withInputs({ ...base, format: 'chart' }, () => readWaitSettings({}))).toThrow(/must be one of/)
  })
})
