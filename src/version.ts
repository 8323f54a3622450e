import pkg from '../package.json' with { type: 'json' }

/** This release's version, from package.json (the bundle carries it from the build). */
export const VERSION: string = pkg.version
