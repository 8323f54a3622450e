import { describe, expect, it } from 'vitest'
import { canSync, syncWindowsView, type SyncWindow } from './windows.js'

const deny = (manualSync: boolean, active = true): SyncWindow => ({
  kind: 'deny',
  schedule: '0 22 * * *',
  duration: '8h',
  manualSync,
  active
})
const allow = (manualSync: boolean, active: boolean): SyncWindow => ({
  kind: 'allow',
  schedule: '0 6 * * 1-5',
  duration: '10h',
  manualSync,
  active
})

describe("sync windows, by Argo CD's CanSync", () => {
  it('lets a manual sync through active deny windows only when every one of them allows it (hasDeny)', () => {
    expect(canSync([deny(true), deny(true)], true)).toBe(true)
    expect(canSync([deny(true), deny(false)], true)).toBe(false)
    expect(canSync([deny(true), deny(true)], false)).toBe(false)
    // An inactive deny window does not count.
    expect(canSync([deny(true), deny(false, false)], true)).toBe(true)
  })

  it('lets a manual sync through closed allow windows only when every one of them allows it (manualEnabled)', () => {
    expect(canSync([allow(true, false), allow(true, false)], true)).toBe(true)
    expect(canSync([allow(true, false), allow(false, false)], true)).toBe(false)
    expect(canSync([allow(false, true), allow(false, false)], false)).toBe(true)
  })

  it('answers canSync for a manual sync', () => {
    expect(syncWindowsView([deny(true), deny(false)])).toMatchObject({ canSync: false })
    expect(syncWindowsView([])).toEqual({ canSync: true })
  })
})
