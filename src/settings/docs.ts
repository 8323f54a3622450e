/**
 * action.yml's inputs and the README's CLI section, written from the schemas by
 * `scripts/action-docs.mjs` (and checked by `npm run check-docs`). Not part of the bundle.
 */
import { ACTION_COMMANDS, CLI_COMMANDS, COMMAND } from './commands.js'
import { cliSettings, flagHelp, flagWithArg, synopsis, wrap } from './help.js'
import { onAction, type Setting } from './schema.js'

export interface ActionInput {
  readonly name: string
  readonly setting: Setting
  /** The action commands that read it; every one for the shared inputs. */
  readonly commands: readonly string[]
}

/**
 * The action's inputs: `command`, then every action setting of open, gate and wait in first-seen
 * order. One input serves several commands, so their declarations must agree.
 */
export function actionInputs(): ActionInput[] {
  const inputs = new Map<string, { setting: Setting; commands: string[] }>([
    ['command', { setting: COMMAND, commands: ACTION_COMMANDS.map((c) => c.name) }]
  ])
  for (const command of ACTION_COMMANDS) {
    for (const [name, setting] of Object.entries(command.settings)) {
      if (!onAction(setting)) continue
      const seen = inputs.get(name)
      if (seen === undefined) {
        inputs.set(name, { setting, commands: [command.name] })
        continue
      }
      for (const key of ['type', 'help', 'default', 'actionDefault', 'noActionDefault', 'secret', 'env'] as const) {
        if (seen.setting[key] !== setting[key])
          throw new Error(`Input '${name}': ${key} differs between ${seen.commands.join(', ')} and ${command.name}.`)
      }
      seen.commands.push(command.name)
    }
  }
  return [...inputs].map(([name, { setting, commands }]) => ({ name, setting, commands }))
}

/** The description action.yml shows: `(open, wait) ` unless every command reads it. */
export function inputDescription(input: ActionInput): string {
  const all = input.commands.length === ACTION_COMMANDS.length || input.name === 'command'
  return all ? input.setting.help : `(${input.commands.join(', ')}) ${input.setting.help}`
}

/** The `inputs:` block of action.yml, in its hand-written style: short lines plain, long ones folded. */
export function actionInputsYaml(): string {
  const lines = ['inputs:']
  for (const input of actionInputs()) {
    const description = inputDescription(input)
    lines.push(`  ${input.name}:`)
    const inline = `    description: ${description}`
    if (inline.length <= 130 && !/: |\s#|^[>|'"&*!%@`{[]/.test(description)) lines.push(inline)
    else lines.push('    description: >-', ...wrap(description, 94).map((l) => `      ${l}`))
    lines.push(`    required: ${input.setting.required === true}`)
    const fallback = input.setting.noActionDefault ? undefined : (input.setting.actionDefault ?? input.setting.default)
    if (fallback !== undefined)
      lines.push(`    default: ${/^(true|false|\d+)$/.test(fallback) ? `'${fallback}'` : fallback}`)
  }
  return `${lines.join('\n')}\n`
}

/**
 * How a user runs the CLI outside a clone: npm fetches the action's own release from GitHub
 * (docs/cli.md), a name nobody else can register.
 */
export const CLI_COMMAND = 'npx --yes github:acme/gitops-release#v1'

/** The README's CLI section: one synopsis per command, then a table of each command's flags. */
export function readmeCli(): string {
  const parts = [
    '```sh',
    `alias gitops-release='${CLI_COMMAND}'   # docs/cli.md`,
    ...CLI_COMMANDS.map((c) => synopsis(c)),
    '```'
  ]
  for (const command of CLI_COMMANDS) {
    parts.push(
      '',
      `<details><summary><code>gitops-release ${command.name}</code> flags</summary>`,
      '',
      '| Flag | Description |',
      '|---|---|'
    )
    for (const [name, setting] of cliSettings(command))
      parts.push(`| \`${flagWithArg(name, setting).replace(/\|/g, '\\|')}\` | ${cell(flagHelp(setting))} |`)
    parts.push('', '</details>')
  }
  return parts.join('\n')
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
