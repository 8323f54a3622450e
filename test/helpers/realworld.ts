/**
 * The real-world corpus in ../shared/realworld (119 files from 26 public config repositories;
 * see its README.md), read in place: the files are not copied here. Outside CI a checkout
 * without shared/ skips the tests that need them, saying so.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sharedRequired } from './shared-dir.js'

export const REALWORLD_DIR = fileURLToPath(new URL('../../../shared/realworld/', import.meta.url))

/** True when the corpus is missing and the tests that read it should be skipped. */
export const NO_REALWORLD = !existsSync(`${REALWORLD_DIR}index.json`) && !sharedRequired()

export interface RealworldImage {
  readonly doc: number
  readonly kind: string | null
  readonly path: string
  readonly value: string
  readonly line: number
  readonly col: number
  readonly style: string
}

export interface RealworldFile {
  readonly id: string
  readonly file: string
  /** The file's path in its repository (the corpus renames the files). */
  readonly path: string
  readonly format: string
  readonly images: readonly RealworldImage[]
}

/** The index, each entry with the file's text. */
export function realworldFiles(): (RealworldFile & { readonly text: string })[] {
  const index = JSON.parse(readFileSync(`${REALWORLD_DIR}index.json`, 'utf8')) as RealworldFile[]
  return index.map((entry) => ({ ...entry, text: readFileSync(`${REALWORLD_DIR}${entry.file}`, 'utf8') }))
}
