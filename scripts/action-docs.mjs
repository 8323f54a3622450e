// Generates the inputs and outputs tables in README.md from action.yml, between markers, so
// the README a user reads cannot drift from what the action accepts. `--check` fails instead
// of writing (the test suite runs it).
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const action = parse(readFileSync('action.yml', 'utf8'))
const cell = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

function inputsTable() {
  const rows = Object.entries(action.inputs).map(([name, i]) => {
    const def = i.default === undefined ? '' : `\`${cell(i.default)}\``
    return `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${def} | ${cell(i.description)} |`
  })
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n')
}

function outputsTable() {
  const rows = Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`)
  return ['| Output | Description |', '|---|---|', ...rows].join('\n')
}

export function render(readme) {
  let out = readme
  for (const [marker, table] of [
    ['inputs', inputsTable()],
    ['outputs', outputsTable()]
  ]) {
    const re = new RegExp(`(<!-- action-docs:${marker} -->)[\\s\\S]*?(<!-- /action-docs:${marker} -->)`)
    if (!re.test(out)) throw new Error(`README.md has no <!-- action-docs:${marker} --> markers`)
    out = out.replace(re, (_, open, close) => `${open}\n${table}\n${close}`)
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = readFileSync('README.md', 'utf8')
  const fresh = render(readme)
  if (process.argv.includes('--check')) {
    if (fresh !== readme) {
      console.error('README.md inputs/outputs tables are out of date; run `npm run docs`.')
      process.exit(1)
    }
    console.log('README.md tables match action.yml')
  } else {
    writeFileSync('README.md', fresh)
  }
}
