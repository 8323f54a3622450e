// A Node loader hook (`node --import standins/module-trace.mjs`): appends the URL of every module
// the process loads to the file named by MODULE_TRACE_FILE, so a bundle test can prove what a
// command does (not) load and the bench can add up the bytes of dist/ a command really loads.
// Does nothing without MODULE_TRACE_FILE.
import { appendFileSync } from 'node:fs'
import { register } from 'node:module'

const file = process.env.MODULE_TRACE_FILE
if (file) {
  appendFileSync(file, '')
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
}
