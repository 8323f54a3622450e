/**
 * Inputs that do nothing are said: a name action.yml does not declare, and one the chosen
 * command does not read; the values the runner fills in from action.yml's defaults are not.
 */
import { describe, expect, it } from 'vitest'
import { unusedInputs } from '../../../src/action/inputs.js'
import { OPEN, PROMOTE, WAIT } from '../../../src/settings/commands.js'
import { inputVariables } from '../../../standins/runner-protocol.js'

const env = (inputs: Record<string, string>): NodeJS.ProcessEnv => inputVariables(inputs)

describe('unusedInputs', () => {
  it('names a typo under with:, with the input meant', () => {
    expect(unusedInputs(OPEN, env({ command: 'open', manifset: 'a.yaml', images: 'x' }))).toEqual([
      "Input 'images' is not an input of this action, so it does nothing: did you mean 'image'?",
      "Input 'manifset' is not an input of this action, so it does nothing: did you mean 'manifest'?"
    ])
  })

  it('names an input of another command, and which commands read it', () => {
    expect(unusedInputs(OPEN, env({ 'argocd-server': 'https://argocd.example', 'allow-tag-change': 'true' }))).toEqual([
      "Input 'allow-tag-change' is read by 'gate', not by command 'open', so it does nothing here: remove it from this step.",
      "Input 'argocd-server' is read by 'wait', not by command 'open', so it does nothing here: remove it from this step."
    ])
    expect(unusedInputs(PROMOTE, env({ image: 'ghcr.io/acme/web@sha256:1' }))).toEqual([
      "Input 'image' is read by 'open', 'wait', not by command 'promote', so it does nothing here: remove it from this step."
    ])
  })

  it('passes over what the runner sets from action.yml: defaults, and the inputs every command reads', () => {
    const runner = env({
      command: 'wait',
      'branch-prefix': 'gitops-release/',
      'allow-tag-change': 'false',
      scope: 'branch:gitops-release/',
      'max-files': '299',
      'workflow-token': 'ghs_x',
      'github-api-url': 'https://api.github.com',
      'show-summary': 'true',
      timeout: '15m',
      labels: ''
    })
    expect(unusedInputs(WAIT, runner)).toEqual([])
  })

  it('never shows a value, only the name', () => {
    const [warning] = unusedInputs(OPEN, env({ 'argocd-token': 'secret.jwt.value' }))
    expect(warning).toContain("'argocd-token'")
    expect(warning).not.toContain('secret.jwt.value')
  })
})
