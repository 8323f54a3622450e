// A Node loader hook for bundle tests: records every module URL the process loads into the
// file named by MODULE_TRACE_FILE, so a test can prove what a command does (not) load.
import { appendFileSync } from 'node:fs'
import { register } from 'node:module'

const file = process.env.MODULE_TRACE_FILE
if (file) {
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
        import { appendFileSync } from 'node:fs'
        export async function load(url, context, next) {
          appendFileSync(${JSON.stringify(file)}, url + '\\n')
          return next(url, context)
        }`),
    import.meta.url
  )
  appendFileSync(file, '')
}
