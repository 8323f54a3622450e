import { parseArgs, type ParseArgsConfig } from 'node:util'
import { describeError, InputError } from '../errors.js'
import { EXIT, type CliIO, type CliModule } from './io.js'

/** Each command is its own chunk: `bump` never loads Octokit or the Argo CD client. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<CliModule> }> = {
  bump: { summary: 'pin spec.image of a resource in a local manifest to a digest', load: () => import('./bump.js') },
  gate: { summary: 'check that commits change only spec.image digests (the gate rule, on a local repo)', load: () => import('./gate.js') },
  wait: { summary: 'follow an Argo CD app until the resource runs the image Healthy (or not)', load: () => import('./wait.js') },
  'health-test': { summary: 'run Argo CD Lua health checks against their health_test.yaml', load: () => import('./health-test.js') }
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length))
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
  return `Usage: gitops-release <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun gitops-release <command> --help for its options.\n`
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ;(name === undefined ? io.stderr : io.stdout)(usage())
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  const command = COMMANDS[name]
  if (!command) {
    io.stderr(`gitops-release: unknown command ${JSON.stringify(name)}\n\n${usage()}`)
    return EXIT.usage
  }
  try {
    const module = await command.load()
    if (args.includes('--help') || args.includes('-h')) {
      io.stdout(module.HELP)
      return EXIT.ok
    }
    return await module.run(args, io)
  } catch (error) {
    const { message, cause } = describeError(error)
    io.stderr(`gitops-release ${name}: ${message}${cause ? ` (${cause})` : ''}\n`)
    return error instanceof InputError ? EXIT.usage : EXIT.failed
  }
}

/**
 * `util.parseArgs` with errors turned into InputError, so a typo is exit code 2 with a
 * one-line reason rather than a stack trace.
 */
export function parseFlags<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T
): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>>['values'] {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new InputError((error as Error).message.replace(/\. To specify.*$/s, ''))
  }
}
