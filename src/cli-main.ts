import { describeError, isInputError } from './errors.js'
import { CLI_COMMANDS, type CliCommandName } from './settings/commands.js'
import { EXIT, type CliIO, type CliModule } from './cli/io.js'

/**
 * Each command loads when chosen (settings/commands.ts lists them): a shell runs `bump` most,
 * and it loads neither Octokit nor the Argo CD client.
 */
const LOADERS: Record<CliCommandName, () => Promise<CliModule>> = {
  bump: () => import('./cli/bump.js'),
  promote: () => import('./promote/cli.js'),
  gate: () => import('./gate/cli.js'),
  wait: () => import('./wait/cli.js'),
  'health-test': () => import('./cli/health-test.js')
}

export function usage(): string {
  const width = Math.max(...CLI_COMMANDS.map((c) => c.name.length))
  const lines = CLI_COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary ?? ''}`)
  return `Usage: gitops-release <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun gitops-release <command> --help for its options.\n`
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ;(name === undefined ? io.stderr : io.stdout)(usage())
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  const load = Object.hasOwn(LOADERS, name) ? LOADERS[name as CliCommandName] : undefined
  if (!load) {
    io.stderr(`gitops-release: unknown command ${JSON.stringify(name)}\n\n${usage()}`)
    return EXIT.usage
  }
  try {
    const module = await load()
    if (args.includes('--help') || args.includes('-h')) {
      io.stdout(module.HELP)
      return EXIT.ok
    }
    return await module.run(args, io)
  } catch (error) {
    const { message, cause } = describeError(error)
    io.stderr(`gitops-release ${name}: ${message}${cause ? ` (${cause})` : ''}\n`)
    return isInputError(error) ? EXIT.usage : EXIT.failed
  }
}
