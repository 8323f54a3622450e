/**
 * How times and durations are written in messages, timelines, comments and verification
 * reports: one format each, shared by wait and verify.
 */

/**
 * `45s` below two minutes, else `15m` or `2m30s`, to the nearest second: the one duration format
 * of timeouts, grace periods, soak windows and the gaps between steps.
 */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 120) return `${s}s`
  const m = Math.floor(s / 60)
  return s % 60 === 0 ? `${m}m` : `${m}m${s % 60}s`
}

/** `2026-01-05T10:00:12Z`: RFC 3339 to the second, as Argo CD writes its own timestamps. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `12:03:41Z`: the UTC time of day, zone included, short enough for a diagram box or a table cell. */
export function timeOfDay(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)}Z`
}
