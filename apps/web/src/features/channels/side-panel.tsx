import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { readPanelTab, storePanelTab, type PanelTab } from './panel-tab'
import styles from './side-panel.module.css'

const TABS: PanelTab[] = ['channels', 'schedule']

/** The TV page's side panel (spec 2 §2): a real tablist of channel list and schedule, the tab remembered. */
export function SidePanel({
  mobile,
  channels,
  schedule,
}: {
  mobile: boolean
  channels: ReactNode
  schedule: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const [tab, setTab] = useState<PanelTab>(() => readPanelTab(mobile))
  const refs = useRef<Record<PanelTab, HTMLButtonElement | null>>({ channels: null, schedule: null })
  const choose = (next: PanelTab, focus = false) => {
    setTab(next)
    storePanelTab(next)
    if (focus) refs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab)
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]
      if (next) choose(next, true)
    }
  }
  return (
    <aside className={styles.panel} aria-label={t('tv_side_panel')}>
      <div className={styles.tabs} role="tablist" aria-label={t('tv_side_panel')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
          >
            {t(name === 'channels' ? 'tv_tab_channels' : 'tv_tab_schedule')}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={tab !== name}
          className={styles.content}
          data-panel={name}
        >
          {tab === name && (name === 'channels' ? channels : schedule)}
        </div>
      ))}
    </aside>
  )
}
