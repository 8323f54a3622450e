/** A Deployment and a CronJob with the given container images, as a kustomization's resource. */
export function workloads(images: readonly string[]): string {
  const containers = (indent: string): string =>
    images.map((image, i) => `${indent}- name: c${i}\n${indent}  image: ${JSON.stringify(image)}\n`).join('')
  return [
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n',
    containers('        '),
    '---\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: job\nspec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers:\n',
    containers('            ')
  ].join('')
}
