/** spec 2 §2 / §3: the TV page's side panel tab is stored locally (key panelTab). */
export type PanelTab = 'channels' | 'schedule'
export const PANEL_TAB_KEY = 'panelTab'

/** The stored tab, else schedule on mobile and channels on desktop (spec 2 §2). */
export function initialPanelTab(stored: string | null, mobile: boolean): PanelTab {
  if (stored === 'channels' || stored === 'schedule') return stored
  return mobile ? 'schedule' : 'channels'
}

export function readPanelTab(mobile: boolean): PanelTab {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(PANEL_TAB_KEY)
  } catch {
    // storage blocked
  }
  return initialPanelTab(stored, mobile)
}

export function storePanelTab(tab: PanelTab): void {
  try {
    window.localStorage.setItem(PANEL_TAB_KEY, tab)
  } catch {
    // storage blocked: the tab lasts for this page
  }
}
