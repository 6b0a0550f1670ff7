import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { IconButton } from '../../shared/ui/button'
import { UserIcon } from '../../shared/ui/icons'
import { settingsMenuMaxHeight } from './settings-menu-rules'
import { useDismiss } from './use-dismiss'
import styles from './settings-menu.module.css'

const loadPanel = () => import('./settings-menu-panel')
const SettingsMenuPanel = lazy(loadPanel)

/** Fetches the dropdown's chunk ahead of the first click (the shell calls it when idle). */
export function preloadSettingsMenu(): void {
  void loadPanel()
}

/** While the dropdown is open on a phone, the page underneath does not scroll (spec 3 §2). */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined
    const { style } = document.body
    const previous = style.overflow
    style.overflow = 'hidden'
    return () => {
      style.overflow = previous
    }
  }, [locked])
}

/**
 * The avatar of a signed-in viewer and its settings dropdown (spec 3 §2 "Settings dropdown (from
 * avatar)"). It closes on outside click, Escape or navigation; focus moves into it and back.
 */
export function SettingsMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const location = useLocation()
  const { height } = useWindowSize()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  // Open on the history entry it was opened on: any navigation (links, #promocode, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  if (openOn !== null && openOn !== location.key) setOpenOn(null)
  const open = openOn !== null

  const close = useCallback(() => {
    setOpenOn(null)
    const active = document.activeElement
    if (!active || active === document.body || rootRef.current?.contains(active)) buttonRef.current?.focus()
  }, [])
  useDismiss(open, rootRef, close)
  useScrollLock(open && compact)

  return (
    <div ref={rootRef} className={styles.root}>
      <IconButton
        ref={buttonRef}
        className={styles.avatar}
        label={t('account_settings')}
        icon={<UserIcon />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-focus-key="account"
        onPointerEnter={preloadSettingsMenu}
        onClick={() => (open ? close() : setOpenOn(location.key))}
      />
      {open && (
        <Suspense fallback={null}>
          <SettingsMenuPanel
            id={panelId}
            compact={compact}
            maxHeight={settingsMenuMaxHeight(height)}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  )
}
