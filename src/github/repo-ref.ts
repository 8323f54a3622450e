import { InputError } from '../errors.js'

/** A repository on GitHub, as every REST route under `/repos/{owner}/{repo}` takes it. */
export interface RepoRef {
  readonly owner: string
  readonly repo: string
}

/** `owner/repo`, refused with the input's name unless it is one. */
export function parseRepo(value: string, input: string): RepoRef {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(value)
  if (!match || match[2] === '.' || match[2] === '..') {
    throw new InputError(`Invalid ${input} ${JSON.stringify(value)}. Expected format {owner}/{repo}.`)
  }
  return { owner: match[1]!, repo: match[2]! }
}

/** `owner/repo`, for messages. */
export function fullNameOf(ref: RepoRef): string {
  return `${ref.owner}/${ref.repo}`
}
