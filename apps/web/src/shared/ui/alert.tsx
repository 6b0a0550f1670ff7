import type { ReactNode } from 'react'
import { AlertIcon } from './icons'
import styles from './alert.module.css'

/** An inline message; `error` is announced immediately (role alert), `info` politely. */
export function Alert({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  return (
    <div
      className={[styles.alert, tone === 'error' ? styles.error : ''].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <AlertIcon />
      <div>{children}</div>
    </div>
  )
}
