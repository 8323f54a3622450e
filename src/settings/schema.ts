/**
 * The shape of a command's settings schema: each setting declared once, with its name, type,
 * default, help and unit. The action reads a schema from `INPUT_*` (`src/action/inputs.ts`), the
 * CLI from flags of the same name (`src/cli/flags.ts`); `scripts/action-docs.mjs` writes
 * action.yml's inputs, and checks the README's CLI section, from the same objects. Data only:
 * nothing here may import `@actions/core`, Octokit or a client.
 */

export type SettingType = 'string' | 'boolean' | 'list' | 'duration' | 'count' | 'choice'

export interface Setting {
  readonly type: SettingType
  /** What it is, its format, default behaviour and exclusions: action.yml, `--help` and README. */
  readonly help: string
  /** The default, written as a user writes it; the readers apply it. */
  readonly default?: string
  /** For `choice`. */
  readonly choices?: readonly string[]
  /** The CLI's placeholder for the value: URL, NAME, 15m. Booleans have none. */
  readonly arg?: string
  /** Environment variable read when the setting is not given (both surfaces). */
  readonly env?: string
  /** A credential: masked (`core.setSecret`) as soon as the action reads it. */
  readonly secret?: boolean
  /** Where it is read: the action's inputs, the CLI's flags, or both. */
  readonly on: 'action' | 'cli' | 'both'
  /** Older CLI spellings still accepted, each with a one-line deprecation note. */
  readonly aliases?: readonly string[]
  /** A CLI list flag is given once per value. */
  readonly repeatable?: boolean
  /** action.yml's default, when it is an expression the runner fills in (`${{ github.token }}`). */
  readonly actionDefault?: string
  /**
   * action.yml declares no default, so the runner passes nothing when the input is not set and
   * the command can tell a value given from the default, which the readers still apply (`policy`:
   * a file asked for must exist, the default one need not). The help says what the default is.
   */
  readonly noActionDefault?: boolean
  /** action.yml's `required: true`; only `command`, as one action serves three commands. */
  readonly required?: boolean
  /** The CLI's help, where the action's text would mislead (no runner, no GITHUB_SHA). */
  readonly cliHelp?: string
}

export interface CommandSchema<Name extends string = string> {
  readonly name: Name
  /** One line for `gitops-release --help` (CLI commands only). */
  readonly summary?: string
  /** Paragraphs of `--help` between the synopsis and the options. */
  readonly intro?: string
  /** A positional argument of the CLI, e.g. `DIR`. */
  readonly positional?: string
  /** The CLI's exit codes, one line. */
  readonly exit?: string
  /**
   * What the command cannot do without, as alternatives: `[['manifest'], ['image']]` means both,
   * `[['manifest', 'resource']]` one of them. The synopsis shows the CLI's; the workflow test
   * checks the shipped workflows against the action's.
   */
  readonly needs?: { readonly action?: readonly (readonly string[])[]; readonly cli?: readonly string[] }
  readonly settings: Readonly<Record<string, Setting>>
}

export function onAction(setting: Setting): boolean {
  return setting.on !== 'cli'
}

export function onCli(setting: Setting): boolean {
  return setting.on !== 'action'
}
