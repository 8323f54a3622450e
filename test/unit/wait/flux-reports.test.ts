import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { fluxReportMeaning } from '../../../src/settings/reports.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { withInputs } from '../../helpers/inputs.js'

// What Flux reports to GitHub (fluxcd/notification-controller, internal/notifier/github.go and
// internal/server/provider_commit_status.go): commit statuses for Kustomization events only,
// under kustomization/<name>/<first part of the Provider's UID>.

const reported = { token: 'ghs_x', 'config-repo': 'acme/config', 'status-creator': 'user:flux-bot' }

describe('wait following what Flux reports', () => {
  it('refuses a HelmRelease context, saying what to follow instead, before anything is asked', () => {
    for (const glob of ['helmrelease/podinfo/*', 'HelmRelease/apps/podinfo']) {
      const read = (): unknown => withInputs({ ...reported, 'status-context': glob }, () => readWaitSettings({}))
      expect(read).toThrow(InputError)
      expect(read).toThrow(
        new RegExp(
          `^Input 'status-context' is "${glob.replace(/[/*]/g, '\\$&')}", a Flux HelmRelease's, but Flux posts no commit status for a HelmRelease: .*Follow the Kustomization that applies the HelmRelease instead, e\\.g\\. kustomization/<its name>/\\*, and give that Kustomization wait: true \\(or list the HelmRelease in its healthChecks\\)`
        )
      )
    }
  })

  it("says a Kustomization's success means applied, and healthy only where it waits", () => {
    expect(fluxReportMeaning('kustomization/apps/*')).toMatch(
      /^kustomization\/apps\/\* is a Flux Kustomization's commit status: its success means the revision was applied, and that what it deploys is healthy only if that Kustomization waits \(spec\.wait: true, or spec\.healthChecks or healthCheckExprs/
    )
    expect(fluxReportMeaning('continuous-delivery/todo-api-dev')).toBeUndefined()
    const settings = withInputs({ ...reported, 'status-context': 'kustomization/apps/0c9c2e41' }, () =>
      readWaitSettings({})
    )
    expect(settings.mode).toBe('github')
  })
})
