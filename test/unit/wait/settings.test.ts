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
        selector: { kind: 'Microservice', apiGroup: 'platform.example.io' }
      },
      timeoutMs: 900_000,
      degradedGraceMs: 0,
      suspended: 'success',
      pr: undefined,
      revision: undefined,
      environment: undefined
    })
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
    [
      { resource: 'platform.example.io:Microservice:todo/todo-api' },
      /either 'manifest' .* or 'resource' and 'image', not both/
    ],
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
