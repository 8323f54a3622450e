import { describe, expect, it } from 'vitest'
import { soak, tickOffsets, type AppGuard, type Tick } from '../../../src/verify/soak.js'
import { Doorbell } from '../../../src/time.js'
import { VirtualTime } from '../wait/virtual-time.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')

describe('the soak loop', () => {
  it('ticks at the start, every interval and at the end of the window', () => {
    expect(tickOffsets(600_000, 180_000)).toEqual([0, 180_000, 360_000, 540_000, 600_000])
    expect(tickOffsets(60_000, 30_000)).toEqual([0, 30_000, 60_000])
    expect(tickOffsets(30_000, 30_000)).toEqual([0, 30_000])
  })

  it('runs the work at each tick and ends at the end of the window', async () => {
    const time = new VirtualTime(T0)
    const ticks: Tick[] = []
    const soaked = await soak({ soakMs: 100_000, intervalMs: 30_000 }, time, async (t) => (ticks.push(t), false))
    expect(ticks.map((t) => [t.index, t.at - T0, t.last])).toEqual([
      [0, 0, false],
      [1, 30_000, false],
      [2, 60_000, false],
      [3, 90_000, false],
      [4, 100_000, true]
    ])
    expect(soaked).toEqual({ startedAt: T0, endedAt: T0 + 100_000, end: { reason: 'done' } })
  })

  it('stops when the work says so', async () => {
    const time = new VirtualTime(T0)
    const soaked = await soak({ soakMs: 100_000, intervalMs: 30_000 }, time, async (t) => t.index === 2)
    expect(soaked).toEqual({ startedAt: T0, endedAt: T0 + 60_000, end: { reason: 'stopped' } })
  })

  it('after slow work, runs the latest tick it missed at once and skips the others', async () => {
    const time = new VirtualTime(T0)
    const ran: number[] = []
    await soak({ soakMs: 100_000, intervalMs: 10_000 }, time, async (t) => {
      ran.push(t.at - T0)
      if (t.index === 1) await time.sleep(35_000)
      return false
    })
    // Ticks at 20s and 30s are skipped; the one due at 40s runs late, at 45s.
    expect(ran).toEqual([0, 10_000, 45_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000])
  })

  it('asks the app at every tick and ends the soak as soon as it no longer counts', async () => {
    const time = new VirtualTime(T0)
    let checks = 0
    const app: AppGuard = { check: async () => (++checks === 3 ? 'Degraded: Back-off pulling image' : undefined) }
    const work: number[] = []
    const soaked = await soak(
      { soakMs: 100_000, intervalMs: 30_000 },
      { ...time, app },
      async (t) => (work.push(t.index), false)
    )
    expect(work).toEqual([0, 1])
    expect(soaked).toEqual({
      startedAt: T0,
      endedAt: T0 + 60_000,
      end: { reason: 'app', detail: 'Degraded: Back-off pulling image' }
    })
  })

  it('with a doorbell, ends between ticks when the app changes', async () => {
    const time = new VirtualTime(T0)
    const bell = new Doorbell(time.sleep)
    let degraded = false
    const app: AppGuard = { bell, check: async () => (degraded ? 'synced to 0c0ffee, another revision' : undefined) }
    void time.sleep(42_000).then(() => {
      degraded = true
      bell.ring()
    })
    const soaked = await soak({ soakMs: 100_000, intervalMs: 30_000 }, { ...time, app }, async () => false)
    expect(soaked.end).toEqual({ reason: 'app', detail: 'synced to 0c0ffee, another revision' })
    expect(soaked.endedAt).toBe(T0 + 42_000)
  })
})
