import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { EOL } from 'node:os'
import type { summary as CoreSummary } from '@actions/core'

/**
 * The runner protocol the action speaks, with the same names and output as `@actions/core`
 * (3.x), which stays the reference: inputs are `INPUT_*` variables, outputs go to the
 * `GITHUB_OUTPUT` file, and log lines and workflow commands (`::add-mask::`, `::group::`) go
 * to stdout. Importing `@actions/core` itself loads its OIDC token client, and with it
 * `@actions/http-client`, undici and Node's http, https and tls, before the action has chosen
 * a command: most of a run's start-up. The job summary, written after the work, still comes
 * from `@actions/core` (jobSummary), loaded then.
 */

export function getInput(name: string, options: { required?: boolean; trimWhitespace?: boolean } = {}): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? ''
  if (options.required && !value) throw new Error(`Input required and not supplied: ${name}`)
  return options.trimWhitespace === false ? value : value.trim()
}

/** YAML 1.2 core-schema booleans only, as `core.getBooleanInput`. */
export function getBooleanInput(name: string): boolean {
  const value = getInput(name)
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw new TypeError(
    `Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
      'Support boolean input list: `true | True | TRUE | false | False | FALSE`'
  )
}

/** A step output: a heredoc in the GITHUB_OUTPUT file, or the old `::set-output` command without one. */
export function setOutput(name: string, value: string): void {
  const file = process.env['GITHUB_OUTPUT'] ?? ''
  if (!file) {
    process.stdout.write(EOL)
    issue('set-output', value, name ? { name } : {})
    return
  }
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: name or value should not contain the delimiter "${delimiter}"`)
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' })
}

export function setSecret(secret: string): void {
  issue('add-mask', secret)
}

export function info(message: string): void {
  process.stdout.write(message + EOL)
}

export function debug(message: string): void {
  issue('debug', message)
}

export function notice(message: string): void {
  issue('notice', message)
}

export function warning(message: string): void {
  issue('warning', message)
}

/** Where an annotation points, as `@actions/core`'s AnnotationProperties. */
export interface AnnotationProperties {
  title?: string
  file?: string
  startLine?: number
  endLine?: number
  startColumn?: number
  endColumn?: number
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  // The runner's names, in @actions/core's order; like it, a property that is 0 or '' is left out.
  const { title, file, startLine, endLine, startColumn, endColumn } = properties
  const named = { title, file, line: startLine, endLine, col: startColumn, endColumn }
  const present = Object.entries(named).flatMap(([key, value]) => (value ? [[key, String(value)] as const] : []))
  issue('error', message, Object.fromEntries(present))
}

/** Fails the step: exit code 1 once the process ends, and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

/** Runs `fn` inside a collapsible log group. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  issue('group', name)
  try {
    return await fn()
  } finally {
    issue('endgroup', '')
  }
}

/** `@actions/core`'s job summary builder, loaded when a command has a summary to write. */
export async function jobSummary(): Promise<typeof CoreSummary> {
  return (await import('@actions/core')).summary
}

/** `::command key=value::message`, escaped as `@actions/core` escapes it. */
function issue(command: string, message: string, properties: Record<string, string> = {}): void {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',')
  process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`)
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
