/**
 * Secrets out of everything verification writes: an answer may echo a header, an error may
 * quote a URL. The action also masks them in the log (`core.setSecret`); this covers the
 * comment, the summary and the evidence, which the runner's masking never sees.
 */
export type Redact = (text: string) => string

export const MASK = '***'

export function redactor(secrets: readonly string[]): Redact {
  // Longest first, so a secret that contains another is masked whole.
  const ordered = [...new Set(secrets)].filter((s) => s !== '').sort((a, b) => b.length - a.length)
  if (ordered.length === 0) return (text) => text
  return (text) => ordered.reduce((out, secret) => out.split(secret).join(MASK), text)
}
