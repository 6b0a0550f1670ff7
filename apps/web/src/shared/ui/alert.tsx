import type { ReactNode } from 'react'
import { AlertIcon } from './icons'
import styles from './alert.module.css'

/** An inline message; `error` is announced immediately (role alert), `info` politely. */
export function Alert({
  tone = 'info',
  id,
  children,
}: {
  tone?: 'info' | 'error'
  /** for a field's aria-describedby */
  id?: string
  children: ReactNode
}) {
  return (
    <div
      id={id}
      className={[styles.alert, tone === 'error' ? styles.error : ''].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <AlertIcon />
      <div>{children}</div>
    </div>
  )
}
