import { type Cluster, keyOf, timestamp } from './cluster.js'
import type { JobSettings, K8sObject } from './types.js'

/**
 * The Job controller and kubelet, as far as hook Jobs need them: a Job runs (`active: 1`) for
 * `runMs`, then completes, or fails with BackoffLimitExceeded when its name is in `failing`;
 * one in `stuck` runs on until it is deleted.
 */
export class SimulatedJobs {
  /** When each Job (by uid) was first seen. */
  private readonly started = new Map<string, number>()

  constructor(
    private readonly cluster: Cluster,
    private readonly now: () => number
  ) {}

  reconcile(jobs: K8sObject[], settings: JobSettings = {}): void {
    for (const job of jobs) {
      const uid = job.metadata.uid ?? ''
      if (!this.started.has(uid)) this.started.set(uid, this.now())
      const since = this.started.get(uid)!
      const conditions = (job.status?.['conditions'] as unknown[] | undefined) ?? []
      if (conditions.length > 0) continue
      const startTime = timestamp(since)
      const name = job.metadata.name
      const done = !settings.stuck?.includes(name) && this.now() - since >= (settings.runMs ?? 100)
      if (!done) {
        this.cluster.writeStatus(keyOf(job), { active: 1, startTime })
      } else if (settings.failing?.includes(name)) {
        const failed = Number(job.spec?.['backoffLimit'] ?? 6) + 1
        this.cluster.writeStatus(keyOf(job), {
          failed,
          startTime,
          conditions: [
            condition('Failed', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit', this.now())
          ]
        })
      } else {
        this.cluster.writeStatus(keyOf(job), {
          succeeded: 1,
          startTime,
          completionTime: timestamp(this.now()),
          conditions: [condition('Complete', '', '', this.now())]
        })
      }
    }
  }
}

function condition(type: string, reason: string, message: string, now: number): Record<string, string> {
  return {
    type,
    status: 'True',
    ...(reason ? { reason } : {}),
    ...(message ? { message } : {}),
    lastProbeTime: timestamp(now),
    lastTransitionTime: timestamp(now)
  }
}
