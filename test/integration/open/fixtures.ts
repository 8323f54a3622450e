import { DIGEST_A, handWritten, IMAGE } from '../../../standins/fixtures.js'

export { CONFIG_REPO, MANIFEST } from '../../../standins/fixtures.js'
export const IMAGE_NAME = IMAGE

/** The seeds' Todo API in Dev, with the comments, quoting and order a human left. */
export function microservice(image = `${IMAGE_NAME}@${DIGEST_A}`): string {
  return handWritten(image, { metadata: ['  labels:', '    environment: dev'] })
}

export const OTHER_FILES = {
  'apps/todo-api/dev/kustomization.yaml': 'resources:\n  - microservice.yaml\n',
  'README.md': '# platform-config\n'
}
