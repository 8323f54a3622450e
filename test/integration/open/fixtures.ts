import { DIGEST_A } from '../../helpers/inputs.js'

export const CONFIG_REPO = 'acme/platform-config'
export const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
export const IMAGE_NAME = 'ghcr.io/acme/todo-api'

/** The seeds' Todo API in Dev, with the comments, quoting and order a human left. */
export function microservice(image = `${IMAGE_NAME}@${DIGEST_A}`): string {
  return [
    '# Todo API, Dev. Releases change spec.image only; everything else is reviewed by hand.',
    'apiVersion: platform.example.io/v1alpha1',
    'kind: Microservice',
    'metadata:',
    '  name: todo-api',
    '  namespace: todo',
    '  labels:',
    '    environment: dev',
    'spec:',
    `  image: "${image}"   # pinned by the release workflow`,
    '  port: 8080',
    ''
  ].join('\n')
}

export const OTHER_FILES = {
  'apps/todo-api/dev/kustomization.yaml': 'resources:\n  - microservice.yaml\n',
  'README.md': '# platform-config\n'
}
