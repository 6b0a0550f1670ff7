import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { toastStore } from '../ui/toast-store'
import { keyAnnouncement, type KeyEffect } from './player-keys'

/** Announces a player key's effect through the app's one polite live region (the toast region). */
export function useKeyAnnouncer(): (effect: KeyEffect) => void {
  const { t } = useTranslation()
  return useCallback(
    (effect: KeyEffect) => {
      const { key, values } = keyAnnouncement(effect)
      toastStore.announce(t(key, values))
    },
    [t],
  )
}
