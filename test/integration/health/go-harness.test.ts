/**
 * The health-test reading corpus checked against Go: test/go-yaml/argocd-health decodes each text
 * with sigs.k8s.io/yaml into the structs of Argo CD's health test harness, and must see exactly
 * what the corpus expects (the unit tests hold our reader to the same expectations). Locally the
 * test skips, with the reason, when Go is missing; in CI (CI=true) a missing toolchain fails it.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { OBJECT_CASES, TESTS_CASES } from '../../corpus/health/harness-yaml.js'
import { readLikeArgoHarness } from '../../go-yaml/argocd-health.js'
import { goUnavailable, removeK8sYaml } from '../../go-yaml/k8s-yaml.js'

const missing = await goUnavailable()
const inCI = process.env['CI'] === 'true'
if (missing && !inCI) console.warn(`Skipping the Go health-harness differential: ${missing}.`)

afterAll(removeK8sYaml)

describe.runIf(!missing || inCI)('Argo CD’s health harness, built from sigs.k8s.io/yaml', () => {
  it('reads every health_test.yaml of the corpus as the corpus expects', async () => {
    const views = await readLikeArgoHarness(
      'tests',
      TESTS_CASES.map((c) => c.text)
    )
    const seen = TESTS_CASES.map((c, i) => {
      const view = views[i]
      return [c.name, view && 'value' in view ? view.value : 'error']
    })
    expect(seen).toEqual(TESTS_CASES.map((c) => [c.name, c.expected]))
  })

  it('reads every test object of the corpus, and its group/kind key, as the corpus expects', async () => {
    const views = await readLikeArgoHarness(
      'object',
      OBJECT_CASES.map((c) => c.text)
    )
    const seen = OBJECT_CASES.map((c, i) => {
      const view = views[i]
      return [c.name, view && 'value' in view ? view.value : 'error']
    })
    expect(seen).toEqual(OBJECT_CASES.map((c) => [c.name, c.expected]))
  })
})
