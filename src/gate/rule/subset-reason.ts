import type { Refusal } from '../../kube-yaml/refusal.js'
import { fileReason, type Reason } from '../reasons.js'

/** A refusal of the subset (src/kube-yaml/), as the gate reports it: its code, at its line. */
export function subsetReason(file: string, refusal: Refusal): Reason {
  return fileReason(refusal.code, file, refusal.line, `${JSON.stringify(file)} line ${refusal.line}: ${refusal.what}.`)
}
