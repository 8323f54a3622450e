// Loaded into every process the benchmarks start (`node --import bench/probe.mjs ...`), bare
// `node -e ""` included, so whatever it costs is paid on both sides of every ratio.
//
// BENCH_RSS_FILE:   on exit, write {"maxRssKb", "cpuMs"} there: process.resourceUsage()'s peak
//                   resident set (KB) and user + system CPU time. /usr/bin/time -v is not on
//                   every machine; this is, on every platform.
// BENCH_TRACE_FILE: append the URL of every module the process loads (a module.register load
//                   hook), so we can add up the bytes of dist/ a command really loads.
import { appendFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'

const rssFile = process.env.BENCH_RSS_FILE
if (rssFile) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    writeFileSync(rssFile, JSON.stringify({ maxRssKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }))
  })
}

const traceFile = process.env.BENCH_TRACE_FILE
if (traceFile) {
  appendFileSync(traceFile, '')
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
        import { appendFileSync } from 'node:fs'
        export async function load(url, context, next) {
          appendFileSync(${JSON.stringify(traceFile)}, url + '\\n')
          return next(url, context)
        }`),
    import.meta.url
  )
}
