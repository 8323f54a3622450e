/**
 * Issue 24: what the YAML subset takes in a document the PR changes (the forms real manifests
 * use: anchors and merges as Helm values and CRDs write them, multi-line scalars, flow
 * collections over several lines, `...`, JSON manifests), and what it still refuses there.
 */
import type { CorpusCase, Tree } from './cases.js'
import { D, MS_PATH, REPO, SERVICE, microservice } from './manifests.js'

const OLD = `${REPO}:1.4.2@${D.a}`
const NEW = `${REPO}:1.4.2@${D.b}`
const both = (make: (image: string) => string): { base: Tree; head: Tree } => ({
  base: { [MS_PATH]: make(OLD) },
  head: { [MS_PATH]: make(NEW) }
})
const JSON_PATH = 'apps/todo-api/dev/microservice.json.yaml'
const json = (image: string, extra = ''): string =>
  `{\n  "apiVersion": "platform.example.io/v1alpha1",\n  "kind": "Microservice",\n  "metadata": {"name": "todo-api", "namespace": "todo"},\n  "spec": {"image": "${image}", "port": 8080${extra}}\n}\n`

export const SUBSET_CASES: CorpusCase[] = [
  {
    name: 'a changed document closed by "..." before comments and the next document',
    threat: 'document end markers',
    ...both((image) => `${microservice({ image })}...\n# end of the service\n\n---\n${SERVICE}`),
    expect: 'accept'
  },
  {
    name: 'a JSON manifest holding one object',
    threat: 'JSON manifests',
    base: { [JSON_PATH]: json(OLD) },
    head: { [JSON_PATH]: json(NEW) },
    expect: 'accept'
  },
  {
    name: 'a JSON manifest with a duplicate name',
    threat: 'JSON manifests',
    base: { [JSON_PATH]: json(OLD) },
    head: { [JSON_PATH]: json(NEW, ', "port": 9090') },
    expect: ['duplicate-key']
  },
  {
    name: 'a JSON manifest followed by a YAML document (read since Kubernetes 1.33)',
    threat: 'JSON manifests',
    base: { [JSON_PATH]: json(OLD) },
    head: { [JSON_PATH]: `${json(NEW)}---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: x\n` },
    expect: ['outside-subset'],
    differential: 'go'
  },
  {
    name: 'anchors, an alias and a merge first in the mapping, in the changed document',
    threat: 'anchors and aliases',
    ...both((image) =>
      microservice({
        image,
        specExtra:
          '  defaults: &d\n    level: info\n    format: json\n  logging:\n    <<: *d\n    level: debug\n  labels: &l {app: todo}\n  selector: *l'
      })
    ),
    expect: 'accept'
  },
  {
    name: 'a merge key after other keys, which Go lets override them',
    threat: 'merge keys',
    base: { [MS_PATH]: microservice({ specExtra: '  defaults: &d\n    level: info\n  logging:\n    level: debug' }) },
    head: {
      [MS_PATH]: microservice({
        image: NEW,
        specExtra: '  defaults: &d\n    level: info\n  logging:\n    level: debug\n    <<: *d'
      })
    },
    expect: ['merge-key'],
    differential: 'go'
  },
  {
    name: 'multi-line plain, quoted and flow values in the changed document',
    threat: 'multi-line values',
    ...both((image) =>
      microservice({
        image,
        specExtra:
          '  description: a long text\n    that goes on\n  quoted: "one\n    two"\n  args: [\n    "--port", "8080",\n    # the last one\n    "--debug",\n  ]'
      })
    ),
    expect: 'accept'
  },
  {
    name: 'a plain value continued by a line holding ": "',
    threat: 'multi-line values',
    base: { [MS_PATH]: microservice({ specExtra: '  description: a text' }) },
    head: { [MS_PATH]: microservice({ image: NEW, specExtra: '  description: a text\n    command: evil' }) },
    expect: ['outside-subset']
  },
  {
    name: 'a key YAML 1.1 reads as a boolean',
    threat: 'YAML 1.1 yes/on keys',
    ...both((image) => microservice({ image, specExtra: '  flags:\n    y: "1"' })),
    expect: ['outside-subset']
  },
  {
    name: 'a flow collection inside a flow collection',
    threat: 'outside the subset',
    ...both((image) => microservice({ image, specExtra: '  env: [{name: A, value: "1"}]' })),
    expect: ['outside-subset']
  }
]
