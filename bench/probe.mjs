// Loaded into every process the benchmarks start (`node --import bench/probe.mjs ...`), bare
// `node -e ""` included, so whatever it costs is paid on both sides of every ratio.
//
// BENCH_RSS_FILE:   on exit, write {"maxRssKb", "cpuMs"} there: process.resourceUsage()'s peak
//                   resident set (KB) and user + system CPU time. /usr/bin/time -v is not on
//                   every machine; this is, on every platform.
// MODULE_TRACE_FILE: append the URL of every module the process loads, so we can add up the
//                   bytes of dist/ a command really loads (standins/module-trace.mjs, the hook
//                   the bundle tests use too).
import { writeFileSync } from 'node:fs'
import '../standins/module-trace.mjs'

const rssFile = process.env.BENCH_RSS_FILE
if (rssFile) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    writeFileSync(
      rssFile,
      JSON.stringify({ maxRssKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 })
    )
  })
}
