/** Every import cycle among the `.ts` files under `dir`, each as sorted paths relative to `dir`. */
export function findCycles(dir: string): string[][]
