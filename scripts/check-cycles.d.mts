/** Every import cycle among the `.ts` files under `dir`, each as sorted paths relative to `dir`. */
export function findCycles(dir: string): string[][]

/** Folder imports left out of the folder check, each `from/ -> to/`, with the reason in the script. */
export const TOLERATED_FOLDER_IMPORTS: string[]

/** Every cycle among the folders under `dir` (files directly in `dir` count alone), but for `tolerated` imports. */
export function findFolderCycles(dir: string, tolerated?: readonly string[]): { folders: string[]; imports: string[] }[]
