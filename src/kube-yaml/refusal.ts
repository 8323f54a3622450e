/**
 * Why a document is outside the subset, at which line. The codes name the construct where one
 * has a name people search for (an anchor in a place the subset does not take, a tag, a
 * duplicate key); everything else the grammar does not describe is `outside-subset`, with the
 * line and what was found there. The gate reports these codes as they are (they are among its
 * reason codes); the edit quotes the message.
 */
export type SubsetCode =
  | 'outside-subset'
  | 'anchor'
  | 'alias'
  | 'tag'
  | 'directive'
  | 'document-end'
  | 'explicit-key'
  | 'merge-key'
  | 'duplicate-key'
  | 'forbidden-char'
  | 'argocd-unreadable'
  | 'list-items'

export interface Refusal {
  readonly code: SubsetCode
  /** 1-based line in the file. */
  readonly line: number
  /** What was found, as a clause: `a tag "!!str"`, `the key "on" is a boolean to Kubernetes`. */
  readonly what: string
}

/** Thrown inside a reader to stop at the first refusal; readers catch it and return the refusal. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.what)
  }
}

export function refuse(code: SubsetCode, line: number, what: string): never {
  throw new Refused({ code, line, what })
}
