import { compareVersions, type ImageChange } from './compare.js'
import type { GatePolicy } from './policy.js'
import type { Reason } from './reasons.js'
import { parseStrict } from './strict-yaml.js'
import { decodeUtf8, findForbiddenChar } from './text-rule.js'

export interface ContentJudgement {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/**
 * The rule for one in-place edit, given both versions' bytes: text level, strict YAML
 * profile (both sides), then the byte comparison and image checks. Each stage runs only
 * when the one before it passed, because a later stage's answer means nothing on input the
 * earlier one refused (an offset in a file with a lone CR, a parse of invalid UTF-8).
 */
export function judgeContents(
  file: string,
  baseBytes: Uint8Array,
  headBytes: Uint8Array,
  policy: GatePolicy
): ContentJudgement {
  // Head first: its lines are the ones a check run can annotate.
  const head = readText(headBytes, file)
  const base = readText(baseBytes, file)
  if (typeof head !== 'string' || typeof base !== 'string') {
    return { changes: [], reasons: onlyOnce([head, base].filter((r): r is Reason => typeof r !== 'string')) }
  }
  return judgeTexts(file, base, head, policy)
}

/** Valid UTF-8 without forbidden characters, as text; otherwise the reason. */
function readText(bytes: Uint8Array, file: string): string | Reason {
  const decoded = decodeUtf8(bytes, file)
  if (!decoded.ok) return decoded.reason
  return findForbiddenChar(decoded.text, file) ?? decoded.text
}

/** The YAML stages on text that passed the text level. */
export function judgeTexts(file: string, baseText: string, headText: string, policy: GatePolicy): ContentJudgement {
  const base = parseStrict(baseText, file)
  const head = parseStrict(headText, file)
  if (!base.ok || !head.ok) {
    return { changes: [], reasons: onlyOnce([...(head.ok ? [] : head.reasons), ...(base.ok ? [] : base.reasons)]) }
  }
  return compareVersions(
    file,
    { text: baseText, documents: base.documents },
    { text: headText, documents: head.documents },
    policy
  )
}

/** A problem already in base and kept in head is reported once, at the head's line. */
function onlyOnce(reasons: Reason[]): Reason[] {
  const seen = new Set<string>()
  return reasons.filter((r) => {
    const key = `${r.code}\0${r.message.replace(/line \d+/g, '')}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
