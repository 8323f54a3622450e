import type { Plugin } from 'esbuild'

/** Every `rest.<scope>.<method>` named in the `.ts` files under `dir` (default src/), as [scope, method], sorted. */
export function usedRestMethods(dir?: string): [string, string][]

/** The esbuild plugin that cuts Octokit's REST method table to those methods. */
export const restMethodsUsed: Plugin
