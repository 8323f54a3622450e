import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/time.ts
var realClock = () => Date.now();
var realSleep = (ms, signal) => new Promise((resolve) => {
  if (signal?.aborted || ms <= 0) return resolve();
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", done);
    resolve();
  };
  const timer = setTimeout(done, ms);
  signal?.addEventListener("abort", done, { once: true });
});
function backoff(attempt, baseMs, maxMs) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
var Doorbell = class {
  constructor(sleep) {
    this.sleep = sleep;
  }
  sleep;
  rung = false;
  waiter;
  ring = () => {
    this.rung = true;
    this.waiter?.();
  };
  /** Returns at the first ring, or after `ms` without one. */
  async wait(ms) {
    if (!this.rung) {
      const timer = new AbortController();
      const rung = new Promise((resolve) => this.waiter = resolve);
      await Promise.race([rung, this.sleep(ms, timer.signal)]);
      timer.abort();
      this.waiter = void 0;
    }
    this.rung = false;
  }
};
function sleepSignal(sleep, ms, reason) {
  const timer = new AbortController();
  const cancelled = new AbortController();
  void sleep(ms, cancelled.signal).then(() => {
    if (!cancelled.signal.aborted) timer.abort(reason);
  });
  return { signal: timer.signal, cancel: () => cancelled.abort() };
}

export {
  realClock,
  realSleep,
  backoff,
  Doorbell,
  sleepSignal
};
//# sourceMappingURL=chunk-YKJKAG3S.js.map
