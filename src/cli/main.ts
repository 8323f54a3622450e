import { describeError, isInputError } from '../errors.js'
import { BUMP, GATE, HEALTH_TEST, PROMOTE, WAIT } from '../settings/commands.js'
import type { CommandSchema } from '../settings/schema.js'
import { EXIT, type CliIO, type CliModule } from './io.js'

/**
 * Each command loads when chosen: `bump` never loads Octokit or the Argo CD client, and in
 * dist/ it is one file (scripts/build.mjs).
 */
const COMMANDS: Record<string, { schema: CommandSchema; load: () => Promise<CliModule> }> = {
  bump: { schema: BUMP, load: () => import('./bump.js') },
  promote: { schema: PROMOTE, load: () => import('./promote.js') },
  gate: { schema: GATE, load: () => import('./gate.js') },
  wait: { schema: WAIT, load: () => import('./wait.js') },
  'health-test': { schema: HEALTH_TEST, load: () => import('./health-test.js') }
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length))
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.schema.summary ?? ''}`)
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
    return isInputError(error) ? EXIT.usage : EXIT.failed
  }
}
