import { useSyncExternalStore } from 'react'
import { toastStore } from './toast-store'
import styles from './toast-region.module.css'

/** The live region where notices appear; screen readers announce each one. Mount once. */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get)
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={
            toast.tone === 'announce' ? 'visually-hidden' : [styles.toast, styles[toast.tone]].join(' ')
          }
        >
          {toast.text}
        </div>
      ))}
    </div>
  )
}
