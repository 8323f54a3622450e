/** What the kustomize stage found (stage.ts), as the verdict carries it to the reports. */
import type { RenderedChange } from '../rule/kustomize.js'

/** What the stage found, for the reports. */
export interface KustomizeReport {
  /** The kustomization files built. */
  readonly roots: readonly string[]
  /** Containers whose image the build changes, as the static rule works them out. */
  readonly changes: readonly RenderedChange[]
  /** The render proof: what rendered it and what it found, or why there is none. */
  readonly proof:
    | {
        readonly rendered: true
        readonly renderer: string
        readonly changes: readonly RenderedChange[]
        readonly notes: readonly string[]
      }
    | { readonly rendered: false; readonly why: string }
  /** Images set from outside a kustomization that were judged on their own, and why. */
  readonly notFollowed?: readonly string[] | undefined
}
