// Writes what users read about the settings from the one place they are declared, the schemas in
// src/settings/commands.ts:
// - action.yml's `inputs:` block (descriptions with their `(open, wait)` prefixes, defaults);
// - docs/reference.md's inputs and outputs tables (from action.yml), and its CLI section (synopses
//   and every command's flags), between <!-- action-docs:... --> markers. The README stays a short
//   start from the user's layout and links there.
// `--check` fails instead of writing (the test suite runs it). The CLI's `--help` is written from
// the same schemas at run time.
import { readFileSync, writeFileSync } from 'node:fs'
import { tsImport } from 'tsx/esm/api'
import { parse } from 'yaml'

const REFERENCE = 'docs/reference.md'

const docs = await tsImport('../src/settings/docs.ts', import.meta.url)
const cell = (s) =>
  String(s ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|')

/** action.yml with its inputs block rewritten from the schemas; everything else kept as written. */
export function renderActionYml(text) {
  const re = /^inputs:\n[\s\S]*?(?=^\S)/m
  if (!re.test(text)) throw new Error('action.yml has no top-level inputs: block')
  const out = text.replace(re, `${docs.actionInputsYaml()}\n`)
  // The YAML must say exactly what the schema says (no plain scalar cut short by a ': ').
  const inputs = parse(out).inputs
  for (const input of docs.actionInputs()) {
    const description = docs.inputDescription(input)
    if (inputs[input.name]?.description !== description)
      throw new Error(
        `action.yml: input '${input.name}' does not round-trip:\n${inputs[input.name]?.description}\n${description}`
      )
  }
  return out
}

function inputsTable(action) {
  const rows = Object.entries(action.inputs).map(([name, i]) => {
    const def = i.default === undefined ? '' : `\`${cell(i.default)}\``
    return `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${def} | ${cell(i.description)} |`
  })
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n')
}

function outputsTable(action) {
  const rows = Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`)
  return ['| Output | Description |', '|---|---|', ...rows].join('\n')
}

export function render(readme, actionYml) {
  const action = parse(actionYml)
  let out = readme
  for (const [marker, table] of [
    ['inputs', inputsTable(action)],
    ['outputs', outputsTable(action)],
    ['cli', docs.readmeCli()]
  ]) {
    const re = new RegExp(`(<!-- action-docs:${marker} -->)[\\s\\S]*?(<!-- /action-docs:${marker} -->)`)
    if (!re.test(out)) throw new Error(`${REFERENCE} has no <!-- action-docs:${marker} --> markers`)
    out = out.replace(re, (_, open, close) => `${open}\n${table}\n${close}`)
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const actionYml = readFileSync('action.yml', 'utf8')
  const freshAction = renderActionYml(actionYml)
  const readme = readFileSync(REFERENCE, 'utf8')
  const fresh = render(readme, freshAction)
  if (process.argv.includes('--check')) {
    const stale = [
      freshAction !== actionYml && 'action.yml inputs',
      fresh !== readme && `${REFERENCE} tables or CLI section`
    ].filter(Boolean)
    if (stale.length > 0) {
      console.error(`${stale.join(' and ')} out of date with src/settings/commands.ts; run \`npm run docs\`.`)
      process.exit(1)
    }
    console.log(`action.yml and ${REFERENCE} match the settings schemas`)
  } else {
    writeFileSync('action.yml', freshAction)
    writeFileSync(REFERENCE, fresh)
  }
}
