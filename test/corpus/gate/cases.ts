/**
 * The gate's adversarial corpus: every item of the threat model in issue 3, plus the benign
 * releases the gate must let through. Each case is a base tree and a head tree; the corpus
 * test commits both with git and runs them through local mode and through the GitHub path.
 */
import type { GatePolicy } from '../../../src/gate/policy.js'
import type { ReasonCode } from '../../../src/gate/reasons.js'
import { BENIGN } from './cases-benign.js'
import { FILE_CASES } from './cases-files.js'
import { IMAGE_CASES } from './cases-images.js'
import { KUBE_CASES } from './cases-kube.js'
import { SUBSET_CASES } from './cases-subset.js'
import { TEXT_CASES } from './cases-text.js'
import { YAML_CASES } from './cases-yaml.js'

export type Mode = '100644' | '100755' | '120000' | '160000'
/** Bytes of a file, or for 120000 the link target and for 160000 the submodule commit. */
export type Entry = string | Uint8Array | { readonly mode: Mode; readonly data: string | Uint8Array }
export type Tree = Readonly<Record<string, Entry>>

export interface CorpusCase {
  readonly name: string
  /** The threat-model item (or benign release shape) this case stands for. */
  readonly threat: string
  readonly base: Tree
  readonly head: Tree
  readonly policy?: Partial<GatePolicy>
  /** `accept`, or the exact set of reason codes of the rejection. */
  readonly expect: 'accept' | readonly ReasonCode[]
  /**
   * For the Go differential: `go` when Kubernetes' parser sees more than the intended image
   * change (a change outside spec.image, or another spec.image than the `yaml` package's
   * first-match `getIn` reads), so the rejection is real to the cluster; `go-only` when, on
   * top of that, the `yaml` package sees nothing but the image change (the dangerous kind).
   */
  readonly differential?: 'go-only' | 'go'
}

export const CORPUS: readonly CorpusCase[] = [
  ...BENIGN,
  ...TEXT_CASES,
  ...YAML_CASES,
  ...FILE_CASES,
  ...IMAGE_CASES,
  ...KUBE_CASES,
  ...SUBSET_CASES
]
