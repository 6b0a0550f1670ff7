import { storedItem } from '../../shared/storage/stored-item'

/** spec 2 §2 / §3: the TV page's side panel tab is stored locally (key panelTab). */
export type PanelTab = 'channels' | 'schedule'
export const PANEL_TAB_KEY = 'panelTab'

const isPanelTab = (value: unknown): value is PanelTab => value === 'channels' || value === 'schedule'
// storage blocked: the tab lasts for this page
const panelTab = storedItem(PANEL_TAB_KEY, isPanelTab, { format: 'text' })

/** The stored tab, else schedule on mobile and channels on desktop (spec 2 §2). */
export const readPanelTab = (mobile: boolean): PanelTab =>
  panelTab.read() ?? (mobile ? 'schedule' : 'channels')

export const storePanelTab = (tab: PanelTab) => panelTab.write(tab)
