import { describe, expect, it } from 'vitest'
import { evidencePayload, readPayload } from '../../../src/environments/payload.js'
import { DIGEST_B } from '../../../standins/fixtures.js'

const REVISION = 'e'.repeat(40)
const resource = { apiGroup: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api' }

describe('evidencePayload', () => {
  it('records image, digest, manifest, resource and revision, and reads back the same', () => {
    const image = `ghcr.io/acme/todo-api:1.4.2@${DIGEST_B}`
    const payload = evidencePayload({ image, resource, revision: REVISION, manifest: 'apps/todo-api/dev/m.yaml' })
    expect(payload).toEqual({
      image,
      digest: DIGEST_B,
      manifest: 'apps/todo-api/dev/m.yaml',
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision: REVISION
    })
    expect(readPayload(payload)).toEqual(payload)
    expect(readPayload(JSON.stringify(payload))).toEqual(payload)
  })

  it('leaves out the manifest when wait was given a resource, and the digest for an image without one', () => {
    const payload = evidencePayload({
      image: 'ghcr.io/acme/todo-api:1.4.2',
      resource: { ...resource, apiGroup: '', kind: 'Deployment', namespace: undefined },
      revision: REVISION,
      manifest: undefined
    })
    expect(payload).toEqual({
      image: 'ghcr.io/acme/todo-api:1.4.2',
      resource: ':Deployment:/todo-api',
      revision: REVISION
    })
    expect(readPayload(payload)).toBeUndefined()
  })
})
