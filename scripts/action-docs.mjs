// Writes what users read about the settings from the one place they are declared, the schemas in
// src/settings/commands.ts:
// - action.yml's `inputs:` block (descriptions with their `(open, wait)` prefixes, defaults);
// - README.md's inputs and outputs tables (from action.yml, folded at its end, so the README
//   stays a short start from the user's layout), and docs/reference.md's CLI section (synopses and
//   every command's flags), between <!-- action-docs:... --> markers.
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

/** `text` with the tables of `markers` (inputs, outputs, cli) written between their markers. */
export function render(text, actionYml, markers, file) {
  const action = parse(actionYml)
  const tables = { inputs: () => inputsTable(action), outputs: () => outputsTable(action), cli: () => docs.readmeCli() }
  let out = text
  for (const marker of markers) {
    const re = new RegExp(`(<!-- action-docs:${marker} -->)[\\s\\S]*?(<!-- /action-docs:${marker} -->)`)
    if (!re.test(out)) throw new Error(`${file} has no <!-- action-docs:${marker} --> markers`)
    const table = tables[marker]()
    out = out.replace(re, (_, open, close) => `${open}\n${table}\n${close}`)
  }
  return out
}

const PAGES = [
  { file: 'README.md', markers: ['inputs', 'outputs'] },
  { file: REFERENCE, markers: ['cli'] }
]

if (import.meta.url === `file://${process.argv[1]}`) {
  const actionYml = readFileSync('action.yml', 'utf8')
  const freshAction = renderActionYml(actionYml)
  const pages = PAGES.map(({ file, markers }) => {
    const text = readFileSync(file, 'utf8')
    return { file, text, fresh: render(text, freshAction, markers, file) }
  })
  if (process.argv.includes('--check')) {
    const stale = [
      freshAction !== actionYml && 'action.yml inputs',
      ...pages.filter((p) => p.fresh !== p.text).map((p) => `${p.file} tables`)
    ].filter(Boolean)
    if (stale.length > 0) {
      console.error(`${stale.join(' and ')} out of date with src/settings/commands.ts; run \`npm run docs\`.`)
      process.exit(1)
    }
    console.log(`action.yml, ${PAGES.map((p) => p.file).join(' and ')} match the settings schemas`)
  } else {
    writeFileSync('action.yml', freshAction)
    for (const page of pages) writeFileSync(page.file, page.fresh)
  }
}
