import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Job {
  needs?: string | string[]
  uses?: string
  permissions?: Record<string, string>
  steps?: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  jobs: Record<string, Job>
}

const read = (file: string): Workflow => parse(readFileSync(file, 'utf8')) as Workflow
const release = read('.github/workflows/release.yml')

describe('the release workflow', () => {
  it('runs on a pushed vX.Y.Z tag or by hand with the version', () => {
    expect(release.on['push']).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] })
    expect(release.on['workflow_dispatch']).toMatchObject({ inputs: { version: { required: true, type: 'string' } } })
  })

  it('grants nothing at the top, and id-token and attestations only to the attest job', () => {
    expect(release.permissions).toEqual({})
    for (const [name, job] of Object.entries(release.jobs)) {
      expect(job.permissions, name).toBeDefined()
      const oidc = job.permissions?.['id-token'] ?? 'none'
      const attestations = job.permissions?.['attestations'] ?? 'none'
      expect([name, oidc, attestations]).toEqual(
        name === 'attest' ? ['attest', 'write', 'write'] : [name, 'none', 'none']
      )
    }
    expect(release.jobs['publish']?.permissions).toEqual({ contents: 'write' })
  })

  it('tests with the CI workflow, which can be called, before it attests or publishes', () => {
    expect(release.jobs['test']?.uses).toBe('./.github/workflows/ci.yml')
    expect(read('.github/workflows/ci.yml').on).toHaveProperty('workflow_call')
    expect(read('.github/workflows/ci.yml').jobs['test']?.steps?.map((s) => s.run)).toContain('npm test')
    expect(release.jobs['attest']?.needs).toContain('test')
    expect(release.jobs['publish']?.needs).toEqual(expect.arrayContaining(['version', 'test', 'attest']))
  })

  it('attests dist/index.js and dist/cli.js with build provenance', () => {
    const attest = release.jobs['attest']?.steps?.find((s) => s.uses?.startsWith('actions/attest-build-provenance@'))
    const subjects = String(attest?.with?.['subject-path']).trim().split('\n')
    expect(subjects).toEqual(expect.arrayContaining(['dist/index.js', 'dist/cli.js']))
  })

  it('checks the version, takes the notes from the changelog and moves the major tag with the script', () => {
    const runs = (job: string): string => (release.jobs[job]?.steps ?? []).map((s) => s.run ?? '').join('\n')
    expect(runs('version')).toContain('node scripts/release.mjs check')
    expect(runs('publish')).toContain('node scripts/release.mjs notes')
    expect(runs('publish')).toContain('gh release create')
    expect(runs('publish')).toContain('node scripts/release.mjs major-tag')
  })
})
