import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../shared/api/api-error'
import { Button } from '../../shared/ui/button'
import { errorDialogContent, offersBackAction } from './error-dialog-content'
import styles from './error-dialog.module.css'

/**
 * The generic error dialog of spec 1 §8 (a lazy chunk with Radix: error-dialog-host.tsx mounts it on the
 * first error).
 */
export default function ErrorDialog({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const { t } = useTranslation()
  const { text, fields } = errorDialogContent(error, t)
  const close = onClose
  const back = offersBackAction(window.location.pathname)

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} role="alertdialog">
          <FailureIcon />
          <Dialog.Title className={styles.title}>{t('error')}</Dialog.Title>
          <Dialog.Description className={styles.text}>{text}</Dialog.Description>
          {fields.length > 0 && (
            <ul className={styles.fields}>
              {fields.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            {back && (
              <Button
                variant="secondary"
                onClick={() => {
                  close()
                  window.history.back()
                }}
              >
                {t('back')}
              </Button>
            )}
            <Dialog.Close asChild>
              <Button>{t('close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** spec 1 §8: "A failure style shows an icon." */
function FailureIcon() {
  return (
    <svg
      className={styles.icon}
      width="48"
      height="48"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 8l8 8M16 8l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
