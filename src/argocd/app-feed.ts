import { Feed, type FeedOptions } from './feed.js'
import type { ArgoCdClient } from './client.js'
import type { Application } from './types.js'

export interface ApplicationFeedOptions extends FeedOptions {
  readonly name: string
  /** The app's namespace when it is not the connection's. */
  readonly appNamespace?: string | undefined
  /** The version of the app the caller already has; the stream resumes from it. */
  readonly resourceVersion?: string | undefined
  /**
   * A single-app watch starts with the app's current state at once, so a watch still without an
   * event this long after it was opened is held by a buffering proxy: a failed attempt.
   */
  readonly firstEventMs?: number
}

type AppClient = Pick<ArgoCdClient, 'getApplication' | 'watchApplication'>

/**
 * The newest state of one Application: Argo CD's watch stream, resumed from the last
 * resourceVersion after a drop, or polling when streams do not pass. Its fall-back to polling
 * decides for the tree feed too (the watcher tells that one to poll).
 */
export class ApplicationFeed extends Feed<Application, string | undefined> {
  constructor(client: AppClient, options: ApplicationFeedOptions) {
    const { name, appNamespace } = options
    const from = (version: string | undefined): string => `resourceVersion ${version ?? '(none)'}`
    super(
      {
        async *open(version, signal) {
          for await (const event of client.watchApplication(name, { resourceVersion: version, signal, appNamespace })) {
            if (event.type === 'DELETED') throw new Error(`Application ${name} was deleted while waiting.`)
            if (event.application) yield event.application
          }
        },
        read: (signal) => client.getApplication(name, { signal, appNamespace }),
        key: (app) => app.metadata?.resourceVersion,
        isNews: (version, known) => isNewer(version, known),
        starts: { sends: 'current', firstEventMs: options.firstEventMs ?? 15_000 },
        say: {
          closed: (last) => `Argo CD closed the watch of ${name}; reopening it from ${from(last)}.`,
          dropped: (reason, last) => `The watch of ${name} dropped (${reason}); reconnecting from ${from(last)}.`,
          idleCut: (reason) => `The watch of ${name} was cut while idle (${reason}); reopening it.`,
          unavailable: (reason) => `Streaming is not available (${reason}); polling instead.`,
          quiet: (ms) =>
            `The watch of ${name} brought nothing within ${ms / 1000}s (a proxy holding the stream?); trying again.`,
          gaveUp: (attempts) => `The watch of ${name} failed ${attempts} times in a row; polling instead.`,
          pollFailed: (reason) => `Polling ${name} failed (${reason}); trying again.`
        }
      },
      options,
      options.resourceVersion
    )
  }
}

/**
 * Whether version `a` comes after `b`. Kubernetes calls resourceVersions opaque, but they are
 * etcd revisions (integers) in practice; compare them as numbers when they are, else by inequality.
 */
export function isNewer(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a !== b || a === undefined
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return BigInt(a) > BigInt(b)
  return a !== b
}
