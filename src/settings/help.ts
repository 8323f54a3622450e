/**
 * `gitops-release <command> --help`, written from the command's schema, so every flag the CLI
 * accepts is listed with the help, default and unit the action's input has.
 */
import { onCli, type CommandSchema, type Setting } from './schema.js'

const WIDTH = 100
const FLAG_COLUMN = 30

/** The CLI settings of a command, in schema order. */
export function cliSettings(schema: CommandSchema): [string, Setting][] {
  return Object.entries(schema.settings).filter(([, s]) => onCli(s))
}

export function flagWithArg(name: string, setting: Setting): string {
  return setting.type === 'boolean' ? `--${name}` : `--${name} ${setting.arg ?? 'VALUE'}`
}

/** `gitops-release wait --argocd-server URL ... [options]`: what must be given, then the rest. */
export function synopsis(schema: CommandSchema): string {
  const needed = (schema.needs?.cli ?? []).map((name) => flagWithArg(name, schema.settings[name]!))
  return [
    'gitops-release',
    schema.name,
    ...(schema.positional ? [schema.positional] : []),
    ...needed,
    '[options]'
  ].join(' ')
}

/** The help line of a flag: its help, then default, repetition and old spellings. */
export function flagHelp(setting: Setting): string {
  const notes: string[] = [setting.cliHelp ?? setting.help]
  if (setting.default !== undefined && setting.type !== 'boolean' && !/\bDefaults? /.test(notes[0]!))
    notes.push(`Default: ${setting.default}.`)
  if (setting.repeatable) notes.push('Repeatable.')
  if (setting.aliases?.length) notes.push(`(Formerly ${setting.aliases.map((a) => `--${a}`).join(', ')}.)`)
  return notes.join(' ')
}

export function helpText(schema: CommandSchema): string {
  const rows: [string, string][] = cliSettings(schema).map(([name, setting]) => [
    flagWithArg(name, setting),
    flagHelp(setting)
  ])
  rows.push(['-h, --help', 'Show this help.'])
  const width = Math.min(FLAG_COLUMN, Math.max(...rows.map(([flag]) => flag.length)))
  const options = rows.flatMap(([flag, text]) => {
    const indent = ' '.repeat(width + 4)
    const lines = wrap(text, WIDTH - indent.length)
    const first = flag.length > width ? [`  ${flag}`, `${indent}${lines[0]}`] : [`  ${flag.padEnd(width)}  ${lines[0]}`]
    return [...first, ...lines.slice(1).map((l) => `${indent}${l}`)]
  })
  const intro = (schema.intro ?? '').split('\n\n').map((p) => wrap(p, WIDTH).join('\n'))
  return (
    [
      `Usage: ${synopsis(schema)}`,
      '',
      ...intro.flatMap((p) => [p, '']),
      'Options:',
      ...options,
      '',
      ...(schema.exit ? [schema.exit] : [])
    ].join('\n') + '\n'
  )
}

/** Greedy word wrap. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line === '' ? word : `${line} ${word}`
    }
  }
  return [...lines, line]
}
