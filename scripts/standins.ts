/**
 * Keeps the local GitHub and Argo CD stand-ins running, seeded as in the demo, so a workflow
 * job can drive `uses: ./` against them step by step (.github/workflows/test-action.yml).
 * Writes their addresses and tokens as `KEY=value` lines to the file given with --github-env
 * (the job's $GITHUB_ENV; not `--env-file`, which Node 20 takes for itself even after the
 * script name), then writes `--ready FILE` once they answer; stops on SIGTERM or SIGINT.
 */
import { appendFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { startWorld } from '../standins/world.js'

const { values } = parseArgs({ options: { 'github-env': { type: 'string' }, ready: { type: 'string' } } })
const world = await startWorld()
const env = {
  STANDIN_GITHUB_URL: world.github.url,
  STANDIN_GITHUB_TOKEN: world.githubInputs['token']!,
  STANDIN_ARGOCD_URL: world.argocd.url,
  STANDIN_ARGOCD_TOKEN: world.argocd.token
}
const lines = Object.entries(env)
  .map(([k, v]) => `${k}=${v}\n`)
  .join('')
if (values['github-env']) await appendFile(values['github-env'], lines)
else process.stdout.write(lines)
if (values.ready) await writeFile(values.ready, 'ready\n')

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void world.close().then(() => process.exit(0)))
}
