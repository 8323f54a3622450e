/**
 * Times and durations in verification's reports, in wait's formats (src/wait/format.ts), kept
 * here so src/wait can import this folder without a cycle.
 */

/** `45s` below two minutes, else `15m` or `2m30s`, to the nearest second. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 120) return `${s}s`
  const m = Math.floor(s / 60)
  return s % 60 === 0 ? `${m}m` : `${m}m${s % 60}s`
}

/** `2026-01-05T10:00:12Z`. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `12:03:41Z`. */
export function timeOfDay(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)}Z`
}

/** `PUT todo.example.com/api/todos/{{ id }}`-style text, cut to `max` with `…`. */
export function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** `route="/api/todos", method="POST"`: labels as PromQL writes them, `__name__` left out. */
export function labelText(labels: Readonly<Record<string, string>> | undefined): string {
  if (labels === undefined) return ''
  return Object.entries(labels)
    .filter(([k]) => k !== '__name__')
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(', ')
}
