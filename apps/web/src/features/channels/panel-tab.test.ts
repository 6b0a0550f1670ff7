import { describe, expect, it } from 'vitest'
import { PANEL_TAB_KEY, readPanelTab, storePanelTab } from './panel-tab'

describe('side panel tab (spec 2 §2)', () => {
  it.each([
    [null, false, 'channels'],
    [null, true, 'schedule'],
    ['schedule', false, 'schedule'],
    ['channels', true, 'channels'],
    ['junk', false, 'channels'],
  ] as const)('stored %s, mobile %s → %s', (stored, mobile, tab) => {
    if (stored === null) localStorage.removeItem(PANEL_TAB_KEY)
    else localStorage.setItem(PANEL_TAB_KEY, stored)
    expect(readPanelTab(mobile)).toBe(tab)
  })

  it('is remembered', () => {
    storePanelTab('schedule')
    expect(readPanelTab(false)).toBe('schedule')
  })
})
