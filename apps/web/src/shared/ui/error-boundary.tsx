import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { AlertIcon } from './icons'
import { StateMessage } from './page-frame'
import styles from './error-boundary.module.css'

interface ErrorBoundaryProps {
  children: ReactNode
  /** A new key (the page's address) clears the failure: the viewer went elsewhere. */
  resetKey?: string
  /** Over a page (a modal page's place): the message sits in a dialog with this way back. */
  onClose?: () => void
}

interface ErrorBoundaryState {
  failed: boolean
  resetKey?: string
}

/**
 * A part of the app that failed to load or render (a lazy chunk a busy server or a lost connection
 * refused, a stale chunk after a deploy, a bug) shows an error with a way out instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ui] a part of the page failed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <LoadFailed onClose={this.props.onClose} /> : this.props.children
  }
}

/**
 * The message: try again reloads the page at its address (a lazy import that failed stays failed in
 * React, and a reload also brings a new deploy's chunk names); the viewer's place is the URL.
 */
function LoadFailed({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation()
  const message = (
    <div role="alert">
      <StateMessage icon={<AlertIcon />} title={t('content_load_failed')} text={t('load_failed_text')}>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{t('retry')}</Button>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          )}
        </div>
      </StateMessage>
    </div>
  )
  return onClose ? (
    <div className={styles.overlay}>
      <div role="dialog" aria-modal="true" aria-label={t('content_load_failed')} className={styles.dialog}>
        {message}
      </div>
    </div>
  ) : (
    message
  )
}
