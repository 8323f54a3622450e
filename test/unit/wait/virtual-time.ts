import type { Clock, Sleep } from '../../../src/time.js'

interface Timer {
  readonly at: number
  readonly seq: number
  readonly fire: () => void
}

/** Lets every promise chain and setImmediate that is ready run before time moves on. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}

/**
 * A clock and a sleep for many concurrent sleepers (the watcher, both feeds, the fake streams):
 * time jumps to the earliest pending timer, but only once everything runnable has run, so a
 * ten-minute wait takes milliseconds and events keep their order.
 */
export class VirtualTime {
  private timers: Timer[] = []
  private seq = 0
  private driving = false

  constructor(public now: number) {}

  readonly clock: Clock = () => this.now

  readonly sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve()
      const cancel = (): void => {
        this.timers = this.timers.filter((t) => t !== timer)
        resolve()
      }
      const timer: Timer = {
        at: this.now + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal?.removeEventListener('abort', cancel)
          resolve()
        }
      }
      signal?.addEventListener('abort', cancel, { once: true })
      // Forever: only an abort ends it (a watch with nothing to send).
      if (ms === Infinity) return
      this.timers.push(timer)
      this.drive()
    })

  private drive(): void {
    if (this.driving) return
    this.driving = true
    void (async () => {
      for (;;) {
        await settle()
        if (this.timers.length === 0) break
        this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq)
        const timer = this.timers.shift()!
        this.now = Math.max(this.now, timer.at)
        timer.fire()
      }
      this.driving = false
    })()
  }
}
