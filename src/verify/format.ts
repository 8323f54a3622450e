/** Text of verification's reports: clipped request lines and PromQL-style labels. */

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
